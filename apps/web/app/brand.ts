// The brand this build serves. White-label sites change these values (and the `data-brand` theme).
// Texts here move to the brand's copy in core's catalogue once it exists.
export const brand = {
  /** Matches a theme in @carreiras/ui (`[data-brand="aurora"]`). */
  theme: 'aurora',
  siteName: 'Carreiras Aurora',
} as const
