// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./domain.ts.
export const shareMessages = {
  /** Accessible name of each network button: 'Compartilhar no Facebook'. */
  on: (network: string) => `Compartilhar no ${network}`,
  /** Polite announcement after the link is copied. */
  copiedAnnouncement: 'Link copiado para a área de transferência',
  copyFailed: 'Não foi possível copiar o link',
} as const
