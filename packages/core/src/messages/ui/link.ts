// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./display.ts.
export const linkMessages = {
  /** Read after the name of a link that opens in a new tab (visually hidden). */
  newTab: '(abre em nova aba)',
} as const
