// Texts only the platform answers with (the product's own texts live in core's catalogue).
import { ptBR } from '@carreiras/core'

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
  /** The postal-code service timed out or failed: the site's own words for it. */
  postalServiceFailed: ptBR.application.personalData.zipcodeLookupFailed,
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
  // The retail partner's sign-in and the employee check
  invalidCpf: ptBR.validation.cpf,
  wrongRetailPassword: 'Login ou senha incorretos',
  // Résumé sections
  invalidValue: 'Valor inválido',
  // Consent
  invalidConsent: 'Escolha de consentimento inválida',
  consentVersionOutdated:
    'Os textos de privacidade mudaram. Recarregue a página e faça suas escolhas novamente.',
  unknownOption: 'Opção inválida',
  recordNotFound: 'Registro não encontrado',
  unknownEducationLevel: 'Nível de formação inválido',
  // Applications and personal data
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
  // Online tests
  testNotFound: 'Teste não encontrado',
  testQuestionNotFound: 'Questão não encontrada',
  badTestQuestionUrl: 'Endereço da questão inválido',
  answerLocked: 'Este teste não permite alterar uma resposta já enviada.',
  extraTimeUnavailable: 'O tempo adicional não está disponível para este teste.',
  partnerTestNotCompleted: 'Não encontramos a conclusão deste teste no site parceiro.',
  notAPartnerTest: 'Este teste não é feito em um site parceiro.',
  // A partner's completion callback (online-tests/partner-callback.ts, docs/partner-tests.md)
  partnerCallbackSignature: 'Assinatura ausente ou inválida.',
  partnerCallbackStale: 'Horário da chamada fora da janela aceita (5 minutos).',
  partnerCallbackInvalid: 'Corpo inválido: esperado { "id", "user_id", "test_id" }.',
  partnerCallbackUnknown: 'Candidato ou teste parceiro não encontrado.',
  partnerCallbackReplay: 'Esta chamada já foi recebida.',
  invalidTimeToFinish:
    'Tempo restante inválido: informe os segundos que faltam, um número inteiro de 0 em diante.',
  // The candidate's area: selection events, the talent bank
  eventNotFound: 'Convite não encontrado',
  eventOnline: 'Online',
  eventScheduleRequired: 'Escolha uma data e um horário.',
  eventScheduleInvalid: 'Este horário não faz parte do convite. Escolha uma das opções oferecidas.',
  eventScheduleMismatch: 'O local ou a data escolhidos não correspondem ao horário. Escolha novamente.',
  eventScheduleFull: 'Este horário está lotado. Escolha outro horário.',
  eventSchedulePast: 'Este horário já passou. Escolha outro horário.',
  eventAlreadyDecided: 'Você já respondeu a este convite. Cancele sua resposta para escolher de novo.',
  eventNotDecided: 'Você ainda não respondeu a este convite.',
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
  // Company requests: headhunting invitations, the external base, profile update requests
  huntingNotFound: 'Convite não encontrado. Confira se o link está completo, como chegou no seu e-mail.',
  huntingClosed: 'Este convite já foi respondido ou passou do prazo.',
  huntingNotAccepted: 'Aceite o convite antes de informar seu documento.',
  externalProfileNotFound: 'Não encontramos seu perfil na base externa.',
  updateRequestNotFound: 'Solicitação de atualização não encontrada.',
  updateRequestCompleted: 'Esta solicitação de atualização já foi respondida.',
  updateRequestExpired: 'Esta solicitação de atualização passou do prazo.',
  /** The deadline of a profile update request (São Paulo's calendar day). */
  updateDeadline: (date: string) => `Atualize até ${date}`,
  // The development endpoints POST /dev/profile-updates and /dev/hunting/invite (rest/dev.ts)
  devTarget: 'Informe email ou userId.',
  devUserNotFound: 'Candidato não encontrado.',
  devInviteeNotFound: 'Nenhum candidato nem perfil da base externa com este e-mail.',
  devChoiceWithoutOptions: (title: string) => `A pergunta "${title}" precisa de opções.`,
  // POST /dev/opportunities/copy (rest/dev.ts)
  devCopyNotOpen: 'Só uma vaga aberta pode ser copiada.',
} as const
