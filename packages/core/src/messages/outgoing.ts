// pt-BR texts of the messages the platform sends (docs/messages.md): each e-mail's subject and paragraphs,
// the parts every e-mail shares, and the SMS. The platform's templates (apps/platform/src/outgoing/templates)
// lay them out; a brand may reword any of them through its `messages.outgoing` overrides, where a text with
// values is a template whose {1}, {2}… stand for the values in the order of the function's arguments.
import { dataExportEmailMessages } from '../data-export/data-export.messages'

/** The kind of a selection event as an invitation names it. */
const eventTypes = { interview: 'entrevista', group_dynamic: 'dinâmica em grupo' } as const

export const outgoingMessages = {
  /** The opening line of every e-mail. */
  greeting: (name: string) => `Olá, ${name}!`,
  /** Under each button: the address written out, for a mail reader that does not show the button. */
  linkFallback: 'Se o botão não funcionar, copie e cole este endereço no navegador:',
  /** The e-mails' footer: who sends it (the brand's site name). */
  footer: (siteName: string) => `Você recebeu este e-mail porque tem um cadastro no site ${siteName}.`,
  automatic: 'Esta é uma mensagem automática. Por favor, não responda.',
  /** The one-click unsubscribe of an optional message (its link, in the footer). */
  unsubscribe: 'Não quero mais receber este tipo de e-mail',
  unsubscribed: 'Pronto! Você não receberá mais este tipo de e-mail.',
  unsubscribeInvalid: 'Link de descadastro inválido. Confira se o endereço está completo.',
  eventTypes,
  passwordRecovery: {
    subject: 'Recuperação de senha',
    intro: 'Para criar uma nova senha, acesse o link abaixo (válido por 2 horas):',
    button: 'Criar nova senha',
    ignore: 'Se você não pediu a recuperação, ignore este e-mail.',
  },
  applicationConfirmed: {
    subject: 'Inscrição confirmada',
    body: (jobTitle: string) =>
      `Recebemos sua inscrição na vaga ${jobTitle}. Acompanhe suas inscrições em Meu Perfil.`,
    closing: 'Boa sorte!',
  },
  eventInvitation: {
    /** {1} the kind of event (eventTypes), {2} the opening's title. */
    subject: (eventType: string, jobTitle: string) => `Convite para ${eventType}: ${jobTitle}`,
    body: (eventType: string, jobTitle: string) =>
      `Você recebeu um convite para uma ${eventType} do processo seletivo da vaga ${jobTitle}.`,
    action: 'Escolha a data e o horário que preferir, ou recuse o convite, em Minhas Inscrições:',
    button: 'Responder ao convite',
    closing: 'Boa sorte!',
  },
  huntingInvitation: {
    subject: (jobTitle: string) => `Convite para o processo seletivo: ${jobTitle}`,
    subjectWithoutJob: 'Convite para um processo seletivo',
    body: (jobTitle: string) =>
      `Uma empresa encontrou seu perfil e convida você para o processo seletivo da vaga ${jobTitle}.`,
    bodyWithoutJob: 'Uma empresa encontrou seu perfil e convida você para um processo seletivo.',
    accept: (until: string) => `Para aceitar o convite, acesse (válido até ${until}):`,
    acceptButton: 'Aceitar convite',
    refuse: 'Se não tiver interesse, recuse o convite:',
    refuseButton: 'Recusar convite',
  },
  profileUpdateRequest: {
    subject: 'Atualize seu perfil',
    body: (jobTitle: string, until: string) =>
      `Para continuar no processo seletivo da vaga ${jobTitle}, a empresa pede que você atualize seu perfil até ${until}.`,
    bodyWithoutJob: (until: string) => `Uma empresa pede que você atualize seu perfil até ${until}.`,
    action: 'Acesse:',
    button: 'Atualizar meu perfil',
  },
  /** The link to the archive of 'Baixar meus dados' (data-export/data-export.messages.ts). */
  dataExportReady: dataExportEmailMessages,
  /** The SMS with the code that confirms a new e-mail (the forgotten e-mail). */
  smsCode: (code: string) => `Seu código de verificação é ${code}. Ele vale por 10 minutos.`,
} as const
