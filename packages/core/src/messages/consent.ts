// Consent (LGPD arts. 7–8) and the satisfaction survey: the prompt after signing in, the 'Privacidade' box of
// /meu-perfil, the sign-up form's marketing choice and the survey panel. Part of the catalogue (pt-BR.ts
// `consent`, `survey`); the purposes' explanations say what each one sends and to whom
// (docs/consent-and-survey.md). Changing their meaning means changing CONSENT_VERSION (consent/consent.ts).
import type { ConsentOrigin, ConsentPurpose } from '../consent/consent'

export const consentMessages = {
  /** The prompt's region title. */
  promptTitle: 'Sua privacidade',
  promptIntro:
    'Escolha o que podemos fazer com seus dados além do necessário para suas candidaturas. Você pode mudar essas escolhas quando quiser em Meu Perfil.',
  /** The box of /meu-perfil (and its menu entry). */
  boxTitle: 'Privacidade',
  boxIntro:
    'Estas são as suas escolhas para usos opcionais dos seus dados. Marque ou desmarque e salve para mudar.',
  purposes: {
    survey: {
      label: 'Pesquisa de satisfação',
      description:
        'Enviamos ao serviço de pesquisa de satisfação o seu identificador, a vaga e a página que você visita, para perguntar como está sendo sua experiência.',
    },
    chat: {
      label: 'Atendimento por chat',
      description:
        'Enviamos ao serviço de chat o seu nome e e-mail, para que o atendimento saiba com quem está falando.',
    },
    marketing: {
      label: 'Comunicação e marketing',
      description:
        'Informamos às ferramentas de marketing da empresa quando você se cadastra ou se candidata, para medir nossas campanhas de recrutamento.',
    },
  } satisfies Record<ConsentPurpose, { label: string; description: string }>,
  save: 'Salvar escolhas',
  saving: 'Salvando...',
  saved: 'Escolhas salvas.',
  saveFailed: 'Não foi possível salvar suas escolhas. Tente novamente.',
  loading: 'Carregando suas escolhas...',
  loadFailed: 'Não foi possível carregar suas escolhas de privacidade.',
  close: 'Fechar',
  later: 'Decidir depois',
  privacyNotice: 'Leia o aviso de privacidade',
  granted: 'Permitido',
  refused: 'Não permitido',
  undecided: 'Ainda não escolhido',
  /** '{date}' is the day and time the choice was recorded. */
  recordedAt: 'Registrado em {date}',
  origins: {
    'sign-up': 'no cadastro',
    prompt: 'no aviso de privacidade',
    profile: 'em Meu Perfil',
  } satisfies Record<ConsentOrigin, string>,
  /** The register form's optional checkbox (unticked). */
  signUpMarketing: 'Aceito que a empresa use meu cadastro para medir campanhas de recrutamento (opcional).',
} as const

export const surveyMessages = {
  /** The panel's accessible name. */
  title: 'Pesquisa de satisfação',
  close: 'Fechar pesquisa',
  /** Scale labels: 1 (worst) to 5 (best). */
  scaleLabel: 'Nota de 1 a 5',
  scaleLow: 'Muito ruim',
  scaleHigh: 'Muito boa',
  comment: 'Comentário (opcional)',
  send: 'Enviar',
  sending: 'Enviando...',
  thanks: 'Obrigado pela sua resposta!',
  chooseScore: 'Escolha uma nota de 1 a 5.',
  failed: 'Não foi possível enviar sua resposta. Tente novamente.',
} as const
