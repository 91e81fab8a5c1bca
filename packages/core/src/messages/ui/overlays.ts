// pt-BR texts of the design system's overlays components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains. Generic words ('Atenção', 'Fechar', 'Não',
// 'Ok', 'Cancelar', 'Salvar', 'Carregando...', 'Sim, desejo remover') live in ptBR.common and are not repeated here.
export const overlaysMessages = {
  confirm: {
    /** Remove account: buttons 'Não' / 'Sim, tenho certeza'. */
    removeAccount: {
      message: 'Tem certeza que deseja remover sua conta?',
      details: 'Para concluir a remoção, você será direcionado para o site principal.',
      confirm: 'Sim, tenho certeza',
    },
    /** Partner test: title 'Atenção', buttons 'Fechar' / 'Vamos lá!'. */
    partnerTest: {
      message: 'Você será direcionado para o site parceiro para realizar o teste.',
      confirm: 'Vamos lá!',
    },
  },
  iframe: {
    openInNewTab: 'Abrir documento em nova aba',
    fallback: 'Se o documento não aparecer, abra-o em uma nova aba.',
  },
  diversity: {
    title: 'Por que perguntamos sobre diversidade?',
    paragraphs: [
      'Perguntamos sobre raça/etnia, identidade de gênero, orientação sexual e deficiência para conhecer quem se candidata e construir processos seletivos mais justos.',
      'Responder é voluntário: você pode deixar de informar qualquer um desses dados sem prejuízo para sua candidatura.',
      'As respostas são usadas apenas para políticas de inclusão e diversidade, de forma agregada, e são protegidas pela Lei Geral de Proteção de Dados (LGPD).',
    ],
  },
  welcome: {
    greeting: (name: string) => `Olá, ${name}!`,
    greetingAnonymous: 'Olá!',
    message: 'Boas-vindas! Estamos preparando tudo para você.',
  },
  resend: {
    label: 'Reenviar código',
    /** Visible while the link is disabled: 'Reenviar código em 1:59'. */
    waiting: (time: string) => `Reenviar código em ${time}`,
    /** Announced politely every 30 s (and at 10 s), never every second. */
    remaining: (time: string) => `Você poderá reenviar o código em ${time}.`,
    ready: 'Você já pode reenviar o código.',
  },
  avatarCrop: {
    title: 'Ajustar foto',
    description: 'Arraste a foto ou use as setas do teclado para posicioná-la dentro do círculo.',
    cropArea: 'Área de recorte da foto',
    zoom: 'Zoom',
    rotate: 'Girar Foto',
    error: 'Não foi possível recortar a foto. Tente novamente.',
  },
} as const
