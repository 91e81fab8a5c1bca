// pt-BR texts of the customer chat's launcher (packages/ui chat-launcher; docs/chat-and-marketing.md).
export const chatMessages = {
  /** The launcher's button. */
  open: 'Fale conosco',
  /** The launcher's accessible description. */
  openHint: 'Abre o chat de atendimento',
  /** While the widget downloads. */
  loading: 'Abrindo o chat…',
  /** When the widget is open. */
  opened: 'Chat aberto',
  /** The widget did not load (network, blocked). */
  error: 'Não foi possível abrir o chat. Tente novamente.',
  retry: 'Tentar novamente',
  /** Signed in, but the chat was not allowed to know the person. */
  anonymousHint:
    'O atendimento não saberá quem você é. Para se identificar, permita o chat em Privacidade no seu perfil.',
  /** The link of the hint, to the profile's Privacidade box. */
  privacyLink: 'Ir para Privacidade',
  /** Closes the hint. */
  dismiss: 'Fechar aviso',
} as const
