// pt-BR texts of job alerts (docs/job-alerts.md): the 'Criar alerta de vagas' dialog on /vagas, the
// 'Alertas de vagas' box on /meu-perfil, the platform's confirmation and unsubscribe pages, and the
// e-mails (under ptBR.outgoing.jobAlerts, which a brand's outgoing.json rewords like the other e-mails).
// A brand rewords the site's texts through its `messages.jobAlerts` overrides.

export const jobAlertsMessages = {
  create: {
    button: 'Criar alerta de vagas',
    title: 'Criar alerta de vagas',
    description: 'Receba por e-mail as novas vagas desta busca.',
    searchLabel: 'Busca',
    allOpenings: 'Todas as vagas',
    emailLabel: 'E-mail',
    emailHint: 'Enviaremos um link para você confirmar o alerta.',
    frequencyLabel: 'Frequência',
    submit: 'Criar alerta',
    submitting: 'Criando alerta…',
    cancel: 'Cancelar',
    close: 'Concluir',
    createdSignedIn: 'Alerta criado! Você pode gerenciá-lo em Meu Perfil.',
    createdAnonymous:
      'Quase lá! Enviamos um link para o seu e-mail. O alerta começa depois que você confirmar.',
    failed: 'Não foi possível criar o alerta agora. Tente novamente em instantes.',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
  },
  frequencies: { daily: 'Diário', weekly: 'Semanal' },
  profile: {
    title: 'Alertas de vagas',
    empty: 'Você ainda não tem alertas. Crie um a partir de uma busca em Vagas.',
    loading: 'Carregando seus alertas…',
    failed: 'Não foi possível carregar seus alertas.',
    retry: 'Tentar novamente',
    paused: 'Pausado',
    active: 'Ativo',
    pause: 'Pausar',
    resume: 'Retomar',
    remove: 'Excluir',
    /** {1} the alert's search. */
    removeLabel: (search: string) => `Excluir o alerta ${search}`,
    /** {1} the alert's search. */
    frequencyLabel: (search: string) => `Frequência do alerta ${search}`,
    saved: 'Alteração salva.',
    removed: 'Alerta excluído.',
    saveFailed: 'Não foi possível salvar a alteração. Tente novamente.',
  },
  pages: {
    confirmTitle: 'Confirmar alerta de vagas',
    confirmBody: 'Confirme para começar a receber por e-mail as novas vagas desta busca:',
    confirmButton: 'Confirmar alerta',
    confirmedTitle: 'Alerta confirmado',
    confirmedBody: 'Pronto! Você receberá as novas vagas desta busca por e-mail.',
    unsubscribeTitle: 'Cancelar alerta de vagas',
    unsubscribeBody: 'Você deixará de receber por e-mail as novas vagas desta busca:',
    unsubscribeButton: 'Cancelar alerta',
    unsubscribedTitle: 'Alerta cancelado',
    unsubscribedBody: 'Pronto! Você não receberá mais e-mails deste alerta.',
    invalid: 'Este link é inválido ou já foi usado. Crie um novo alerta a partir de uma busca em Vagas.',
    errorTitle: 'Não foi possível continuar',
  },
  /** How an alert's search reads (the dialog, the box, the e-mails). */
  summary: {
    pcd: 'Pessoa com Deficiência',
    separator: '·',
  },
} as const

/** The e-mails of job alerts (ptBR.outgoing.jobAlerts). */
export const jobAlertEmailMessages = {
  confirm: {
    subject: 'Confirme seu alerta de vagas',
    /** {1} the alert's search. */
    body: (search: string) => `Você pediu para receber por e-mail as novas vagas da busca ${search}.`,
    action: 'Para começar a receber, confirme o alerta:',
    button: 'Confirmar alerta',
    ignore: 'Se não foi você, ignore este e-mail: nada será enviado sem a sua confirmação.',
  },
  digest: {
    /** {1} how many new openings. */
    subject: (count: string) =>
      count === '1' ? 'Nova vaga para o seu alerta' : `${count} novas vagas para o seu alerta`,
    /** {1} the alert's search. */
    body: (search: string) => `Estas vagas novas combinam com a sua busca ${search}:`,
    /** {1} how many more openings the e-mail does not list. */
    more: (count: string) => `E mais ${count} vaga(s). Veja todas no site:`,
    button: 'Ver vagas no site',
    reason: 'Você recebe este e-mail porque criou um alerta de vagas.',
  },
} as const

export type JobAlertsMessages = typeof jobAlertsMessages
