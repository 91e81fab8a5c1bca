// The installable site's texts (pt-BR): the offline banner, the apply button's note without a connection,
// the install offer and the iOS hint, the offline page and the manifest's description.
/** Beside the apply button while offline: its own constant, so the job page carries only this text. */
export const PWA_APPLY_NEEDS_CONNECTION = 'Para se inscrever, você precisa estar conectado à internet.'

export const pwaMessages = {
  offline: {
    /** The banner (role=status) while the browser has no connection. */
    banner:
      'Você está sem conexão. Mostramos as vagas que você já abriu neste aparelho; para se inscrever, conecte-se à internet.',
    /** Next to the apply button while offline. */
    applyNeedsConnection: PWA_APPLY_NEEDS_CONNECTION,
    /** The page the worker answers for a page it did not keep. */
    pageTitle: 'Sem conexão',
    pageText:
      'Esta página precisa de internet. Confira sua conexão e tente de novo. As vagas que você já abriu continuam disponíveis.',
    pageRetry: 'Tentar de novo',
    pageJobs: 'Ver vagas',
  },
  install: {
    /** The offer's region name and heading. */
    title: 'Instale o site de carreiras',
    text: 'Tenha as vagas a um toque, na tela inicial do seu celular ou computador.',
    install: 'Instalar',
    dismiss: 'Agora não',
    /** iOS: Safari has no install prompt. */
    iosTitle: 'Adicionar à Tela de Início',
    iosText: "Para ter as vagas a um toque, toque em Compartilhar e depois em 'Adicionar à Tela de Início'.",
  },
  /** The manifest's description when the brand sets none: '{site}' is the brand's site name. */
  manifestDescription: 'Vagas e candidaturas de {site}.',
} as const

export type PwaMessages = typeof pwaMessages
