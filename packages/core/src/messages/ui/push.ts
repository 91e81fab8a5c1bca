// pt-BR texts of web-push notifications (docs/push.md): the offer shown after applying (packages/ui
// push-offer) and the notifications the platform sends (apps/platform/src/push).
export const pushMessages = {
  offer: {
    title: 'Quer ser avisado quando houver novidades na sua candidatura?',
    description:
      'Ative as notificações neste navegador e avisaremos você quando houver um teste para fazer, um convite para uma etapa ou uma mudança na sua candidatura.',
    enable: 'Ativar notificações',
    dismiss: 'Agora não',
    /** While the browser's permission prompt is open. */
    asking: 'Responda ao pedido de permissão do seu navegador.',
    /** While the subscription is made and registered. */
    subscribing: 'Ativando as notificações…',
    onTitle: 'Notificações ativadas',
    on: 'Pronto! Avisaremos você neste navegador quando houver novidades na sua candidatura.',
    disable: 'Desativar notificações',
    /** After turning them off. */
    off: 'Notificações desativadas neste navegador.',
    deniedTitle: 'As notificações estão bloqueadas',
    denied:
      'Seu navegador não permitiu as notificações deste site. Para ativá-las, abra as configurações do site (o ícone ao lado do endereço, na barra do navegador), permita as notificações e recarregue a página.',
    errorTitle: 'Não foi possível ativar as notificações',
    error: 'Algo deu errado ao ativar as notificações. Verifique sua conexão e tente novamente.',
    /** The session ended while activating. */
    sessionError: 'Sua sessão expirou. Entre novamente para ativar as notificações.',
    retry: 'Tentar novamente',
    close: 'Fechar',
  },
  /** The platform's answers to a registration it refuses (POST /push/register). */
  register: {
    /** The endpoint is not one of the browsers' push services (core's PUSH_SERVICES). */
    endpointNotAllowed:
      'Este navegador usa um serviço de notificações que não aceitamos. Ative as notificações no Chrome, Edge, Firefox ou Safari.',
    /** Another person registered this endpoint: it stays theirs until they turn it off. */
    endpointTaken:
      'As notificações deste navegador estão ativadas para outra pessoa. Ative as notificações de novo para criar uma inscrição sua.',
  },
  /** What the platform sends: each has a title, a body and the page it opens. */
  notifications: {
    testPending: {
      title: 'Você tem um teste para fazer',
      body: (job: string) =>
        job.trim()
          ? `Faça o teste da vaga ${job.trim()} para seguir no processo seletivo.`
          : 'Faça o teste pendente para seguir no processo seletivo.',
    },
    eventInvitation: {
      title: 'Você recebeu um convite',
      body: (event: string, job: string) =>
        job.trim()
          ? `${event.trim() || 'Um evento'} da vaga ${job.trim()}: escolha um horário em Minhas candidaturas.`
          : `${event.trim() || 'Um evento'}: escolha um horário em Minhas candidaturas.`,
    },
    applied: {
      title: 'Inscrição confirmada',
      body: (job: string) =>
        job.trim()
          ? `Recebemos sua inscrição na vaga ${job.trim()}. Acompanhe em Minhas candidaturas.`
          : 'Recebemos sua inscrição. Acompanhe em Minhas candidaturas.',
    },
  },
} as const
