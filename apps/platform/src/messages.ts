// Texts only the platform answers with (the product's own texts live in core's catalogue).
import { ptBR } from '@carreiras/core'

/** The kind of a selection event as the invitation e-mail names it. */
const EVENT_TYPE_LABEL = { interview: 'entrevista', group_dynamic: 'dinâmica em grupo' } as const

export const PLATFORM_MESSAGES = {
  opportunityNotFound: 'Oportunidade não encontrada',
  invalidOpportunityId: 'Identificador de oportunidade inválido',
  badRequest: 'Requisição inválida',
  routeNotFound: 'Recurso não encontrado',
  internal: 'Erro interno',
  databaseUnavailable: 'Banco de dados indisponível',
  // Abuse limits of POST /graphql (security/graphql-limits.ts)
  queryTooComplex: 'A consulta pede dados demais de uma vez. Reduza os campos pedidos e tente novamente.',
  responseTooLarge: 'A resposta seria grande demais. Peça menos dados de uma vez e tente novamente.',
  requestTooLarge: 'A requisição excede o tamanho máximo permitido.',
  unknownState: ptBR.validation.listParams.states,
  notImplemented: ptBR.errors.NOT_IMPLEMENTED,
  // Geo-IP and postal-code stand-ins
  invalidIp: 'Endereço IP inválido',
  unknownLocation: 'Localização não encontrada para este endereço',
  invalidCep: ptBR.validation.zipcode,
  // Accounts
  loginDisabled: 'Login não habilitado nesta implantação',
  unknownEmail: ptBR.account.forgotPassword.unknownEmail,
  badRecoveryToken: 'Link de recuperação inválido ou expirado. Solicite um novo.',
  currentPasswordRequired: ptBR.account.changePassword.currentPasswordRequired,
  wrongCurrentPassword: ptBR.account.changePassword.wrongCurrentPassword,
  badReturnUrl: 'Endereço de retorno inválido',
  badSmsCode: ptBR.account.forgotEmail.badCode,
  noPhone: 'Não há celular cadastrado para este usuário',
  required: ptBR.validation.required,
  invalidId: 'Identificador inválido',
  companyNotFound: 'Empresa não encontrada',
  badOAuthCode: 'Código de autorização inválido ou expirado',
  // Network sign-in tickets (accounts/network-tickets.ts): core's catalogue, written once.
  networkTicketMissing: ptBR.account.providers.networkTicket.missing,
  networkTicketInvalid: ptBR.account.providers.networkTicket.invalid,
  networkTicketExpired: ptBR.account.providers.networkTicket.expired,
  networkTicketUsed: ptBR.account.providers.networkTicket.used,
  // Issue 17: the retail partner's sign-in and the employee check
  invalidCpf: ptBR.validation.cpf,
  wrongRetailPassword: 'Login ou senha incorretos',
  recoverySubject: 'Recuperação de senha',
  recoveryBody: (name: string, link: string) =>
    `Olá, ${name}!\n\nPara criar uma nova senha, acesse o link abaixo (válido por 2 horas):\n${link}\n\n` +
    'Se você não pediu a recuperação, ignore este e-mail.',
  // Résumé sections
  invalidValue: 'Valor inválido',
  // Consent (issue 17)
  invalidConsent: 'Escolha de consentimento inválida',
  consentVersionOutdated:
    'Os textos de privacidade mudaram. Recarregue a página e faça suas escolhas novamente.',
  unknownOption: 'Opção inválida',
  recordNotFound: 'Registro não encontrado',
  unknownEducationLevel: 'Nível de formação inválido',
  smsBody: (code: string) => `Seu código de verificação é ${code}. Ele vale por 10 minutos.`,
  // Applications and personal data (issue 7)
  subscriptionNotFound: 'Inscrição não encontrada',
  questionNotFound: 'Pergunta não encontrada',
  unknownQuestion: 'Pergunta inválida',
  notAFileQuestion: 'Esta pergunta não aceita arquivos',
  tooManyFiles: 'Limite de arquivos atingido. Remova um arquivo para anexar outro.',
  fileNotFound: 'Arquivo não encontrado',
  unknownUpload: 'Tipo de documento inválido',
  draftTooLarge: 'Suas respostas salvas são grandes demais. Reduza os textos e tente novamente.',
  draftInvalid: 'Rascunho inválido',
  noRefusal: 'Nenhuma recusa registrada para esta inscrição',
  // The refusal page's explanation and the 'already applied' note: core's catalogue, written once.
  eliminated: ptBR.application.refused.explanation,
  alreadyApplied: ptBR.application.alreadyApplied,
  documentImmutable: 'O CPF ou passaporte já cadastrado não pode ser alterado',
  answerOf: (title: string, message: string) => `${title}: ${message}`,
  confirmedSubject: 'Inscrição confirmada',
  confirmedBody: (name: string, job: string) =>
    `Olá, ${name}!\n\nRecebemos sua inscrição na vaga ${job}. Acompanhe suas inscrições em Meu Perfil.\n\nBoa sorte!`,
  // Online tests (issue 13)
  testNotFound: 'Teste não encontrado',
  testQuestionNotFound: 'Questão não encontrada',
  badTestQuestionUrl: 'Endereço da questão inválido',
  answerLocked: 'Este teste não permite alterar uma resposta já enviada.',
  extraTimeUnavailable: 'O tempo adicional não está disponível para este teste.',
  partnerTestNotCompleted: 'Não encontramos a conclusão deste teste no site parceiro.',
  notAPartnerTest: 'Este teste não é feito em um site parceiro.',
  invalidTimeToFinish:
    'Tempo restante inválido: informe os segundos que faltam, um número inteiro de 0 em diante.',
  // The candidate's area (issue 14): selection events, the talent bank
  eventNotFound: 'Convite não encontrado',
  eventOnline: 'Online',
  eventScheduleRequired: 'Escolha uma data e um horário.',
  eventScheduleInvalid: 'Este horário não faz parte do convite. Escolha uma das opções oferecidas.',
  eventScheduleMismatch: 'O local ou a data escolhidos não correspondem ao horário. Escolha novamente.',
  eventScheduleFull: 'Este horário está lotado. Escolha outro horário.',
  eventSchedulePast: 'Este horário já passou. Escolha outro horário.',
  eventAlreadyDecided: 'Você já respondeu a este convite. Cancele sua resposta para escolher de novo.',
  eventNotDecided: 'Você ainda não respondeu a este convite.',
  eventInviteSubject: (type: keyof typeof EVENT_TYPE_LABEL, job: string) =>
    `Convite para ${EVENT_TYPE_LABEL[type]}: ${job}`,
  eventInviteBody: (name: string, type: keyof typeof EVENT_TYPE_LABEL, job: string, link: string) =>
    `Olá, ${name}!\n\nVocê recebeu um convite para uma ${EVENT_TYPE_LABEL[type]} do processo seletivo da vaga ` +
    `${job}.\n\nEscolha a data e o horário que preferir, ou recuse o convite, em Minhas Inscrições:\n${link}\n\n` +
    'Boa sorte!',
  eventDefaultTitle: { interview: 'Entrevista', group_dynamic: 'Dinâmica em grupo' } as const,
  eventDefaultDescription: {
    online: 'O encontro será por vídeo. Entre pelo link alguns minutos antes do horário escolhido.',
    on_site: 'Chegue com 15 minutos de antecedência e leve um documento com foto.',
  } as const,
  // The development endpoint POST /dev/events/invite (rest/dev.ts)
  inviteTarget: 'Informe subscriptionId, ou email e opportunityId.',
  inviteUserNotFound: 'Candidato não encontrado para este e-mail.',
  inviteSubscriptionNotFound: 'Inscrição ativa não encontrada para este candidato e esta vaga.',
  inviteInvalid: (field: string) => `Valor inválido em ${field}.`,
  inviteRoomWithoutAddress: 'Uma sala precisa de um endereço.',
  inviteScheduleNotFound: (id: number) => `Horário ${id} não encontrado.`,
  inviteOnlineWithAddress: 'Um evento online não tem endereço nem sala.',
  inviteOnSiteWithoutAddress: 'Um evento presencial precisa de um endereço em cada horário.',
  // Company requests (issue 15): headhunting invitations, the external base, profile update requests
  huntingNotFound: 'Convite não encontrado. Confira se o link está completo, como chegou no seu e-mail.',
  huntingClosed: 'Este convite já foi respondido ou passou do prazo.',
  huntingNotAccepted: 'Aceite o convite antes de informar seu documento.',
  externalProfileNotFound: 'Não encontramos seu perfil na base externa.',
  updateRequestNotFound: 'Solicitação de atualização não encontrada.',
  updateRequestCompleted: 'Esta solicitação de atualização já foi respondida.',
  updateRequestExpired: 'Esta solicitação de atualização passou do prazo.',
  /** The deadline of a profile update request (São Paulo's calendar day). */
  updateDeadline: (date: string) => `Atualize até ${date}`,
  huntingSubject: (job: string | null) =>
    job ? `Convite para o processo seletivo: ${job}` : 'Convite para um processo seletivo',
  huntingBody: (name: string, job: string | null, acceptLink: string, refuseLink: string, until: string) =>
    `Olá, ${name}!\n\nUma empresa encontrou seu perfil e convida você para ${
      job ? `o processo seletivo da vaga ${job}` : 'um processo seletivo'
    }.\n\nPara aceitar o convite, acesse (válido até ${until}):\n${acceptLink}\n\n` +
    `Se não tiver interesse, recuse o convite:\n${refuseLink}`,
  updateSubject: 'Atualize seu perfil',
  updateBody: (name: string, job: string | null, link: string, until: string) =>
    `Olá, ${name}!\n\n${
      job ? `Para continuar no processo seletivo da vaga ${job}, a empresa` : 'Uma empresa'
    } pede que você atualize seu perfil até ${until}.\n\nAcesse:\n${link}`,
  // The development endpoints POST /dev/profile-updates and /dev/hunting/invite (rest/dev.ts)
  devTarget: 'Informe email ou userId.',
  devUserNotFound: 'Candidato não encontrado.',
  devInviteeNotFound: 'Nenhum candidato nem perfil da base externa com este e-mail.',
  devChoiceWithoutOptions: (title: string) => `A pergunta "${title}" precisa de opções.`,
} as const
