// pt-BR texts of 'Baixar meus dados' (docs/privacy.md): the Privacidade box's part, the download page the
// e-mail links to, the e-mail itself (under ptBR.outgoing, where a brand rewords the e-mails) and the README
// the archive carries. A brand rewords any of them by path (`dataExport.…`, `outgoing.dataExportReady.…`).

export const dataExportMessages = {
  /** The part of the Privacidade box on /meu-perfil. */
  box: {
    title: 'Baixar meus dados',
    intro:
      'Receba uma cópia de tudo o que guardamos sobre você: cadastro, currículo, inscrições com suas respostas, testes, eventos, escolhas de privacidade e os arquivos que você enviou. Preparamos um arquivo .zip e enviamos o link por e-mail.',
    request: 'Baixar meus dados',
    requesting: 'Enviando pedido…',
    loading: 'Carregando seu pedido de dados…',
    loadFailed: 'Não foi possível consultar seu pedido de dados agora.',
    requestFailed: 'Não foi possível pedir seus dados agora. Tente novamente em instantes.',
    /** {1} when it was asked. */
    pending: (requestedAt: string) =>
      `Pedido feito em ${requestedAt}. Estamos preparando seu arquivo; você receberá o link por e-mail em alguns minutos.`,
    /** {1} when it was ready, {2} until when the link works. */
    ready: (readyAt: string, expiresAt: string) =>
      `Seu arquivo ficou pronto em ${readyAt} e o link foi enviado para seu e-mail. Ele vale até ${expiresAt}.`,
    failed: 'Não conseguimos preparar seu arquivo. Peça novamente mais tarde.',
    expired: 'O link do seu último arquivo expirou e o arquivo foi apagado.',
    /** {1} when the person may ask again. */
    rateLimited: (nextAt: string) =>
      `Você pode pedir seus dados uma vez por dia. Poderá pedir de novo a partir de ${nextAt}.`,
    linkValidity: 'O link enviado por e-mail vale por 7 dias e só funciona com o seu login.',
  },
  /** The page /meus-dados/{id} the e-mail links to. */
  page: {
    title: 'Baixar meus dados',
    downloading: 'Preparando o download do seu arquivo…',
    done: 'Pronto! O download do seu arquivo começou.',
    again: 'Baixar novamente',
    /** Another person's link (or one that does not exist). */
    notYours:
      'Este link não é da conta conectada. Entre com a conta que pediu os dados para baixar o arquivo.',
    expired: 'Este link expirou e o arquivo foi apagado. Peça seus dados novamente em Meu Perfil.',
    notReady: 'Seu arquivo ainda está sendo preparado. Tente novamente em alguns minutos.',
    failed: 'Não foi possível baixar seu arquivo agora. Tente novamente.',
    retry: 'Tentar novamente',
    backToProfile: 'Ir para Meu Perfil',
  },
  /** The platform's error texts (REST answers). */
  errors: {
    /** {1} when the person may ask again. */
    rateLimited: (nextAt: string) =>
      `Você já pediu seus dados nas últimas 24 horas. Poderá pedir de novo a partir de ${nextAt}.`,
    notFound: 'Arquivo não encontrado.',
    expired: 'Este link expirou e o arquivo foi apagado.',
    notReady: 'Seu arquivo ainda está sendo preparado.',
  },
  /** The README.txt inside the archive. */
  archive: {
    readmeTitle: 'Seus dados',
    /** {1} the site's name, {2} when it was built. */
    readmeIntro: (siteName: string, builtAt: string) =>
      `Este arquivo reúne tudo o que o site ${siteName} guarda sobre você, gerado em ${builtAt}, conforme o direito de acesso e portabilidade da Lei Geral de Proteção de Dados (LGPD, art. 18).`,
    contents: 'O que há aqui:',
    dataJson: 'dados.json: seus dados em formato JSON (legível por pessoas e por programas), em seções:',
    filesFolder:
      'arquivos/: os arquivos que você enviou (anexos das inscrições, laudos e foto), com o nome que você deu a cada um. Em dados.json, cada arquivo aparece em "arquivos" com o caminho dentro desta pasta.',
    notIncluded:
      'Não incluímos sua senha (guardamos apenas uma forma cifrada dela, que não serve para recuperá-la), os códigos e links de acesso, nem dados de outras pessoas.',
    dates: 'Datas e horas estão no formato ISO 8601, em UTC (horário de Brasília = UTC−3).',
    questions:
      'Dúvidas ou pedidos de correção e exclusão: em Meu Perfil você pode corrigir seus dados ou remover sua conta.',
  },
  /** Each section of dados.json, as the README describes it (keys are the sections' names). */
  sections: {
    conta: 'conta: nome, e-mail, documentos, telefone, forma de acesso e datas do cadastro.',
    perfil: 'perfil: dados pessoais, endereço, diversidade, deficiência e o que você conta sobre você.',
    curriculo:
      'curriculo: formação, experiências, idiomas, causas, reconhecimentos, certificações e habilidades.',
    inscricoes:
      'inscricoes: cada inscrição com a vaga, a etapa, as respostas às perguntas e os rascunhos não enviados.',
    testes: 'testes: os testes on-line que você abriu ou concluiu, com suas respostas e resultados.',
    eventos: 'eventos: convites para entrevistas e dinâmicas, com os horários oferecidos e sua resposta.',
    consentimentos:
      'consentimentos: cada escolha de privacidade, com a versão do texto que você viu, quando e onde.',
    notificacoes: 'notificacoes: os navegadores em que você ativou notificações.',
    solicitacoes:
      'solicitacoes: convites de empresas, pedidos de atualização de perfil com suas respostas, bancos de talentos, termos aceitos e empresas seguidas.',
    arquivos: 'arquivos: a lista dos arquivos que você enviou e onde cada um está nesta cópia.',
  } as Record<string, string>,
} as const

/** The e-mail with the link (ptBR.outgoing.dataExportReady). */
export const dataExportEmailMessages = {
  subject: 'Seus dados estão prontos para baixar',
  body: 'Preparamos o arquivo com os seus dados que você pediu em Meu Perfil.',
  /** {1} until when the link works. */
  action: (until: string) =>
    `Baixe-o pelo link abaixo até ${until}. Ele só funciona com o seu login, na sua conta:`,
  button: 'Baixar meus dados',
  ignore:
    'Se você não pediu seus dados, entre no site e troque sua senha: alguém pode estar usando sua conta.',
} as const
