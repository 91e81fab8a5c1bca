// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./display.ts.
export const carouselMessages = {
  roleDescription: 'carrossel',
  slideRoleDescription: 'slide',
  /** Name of each slide: '1 de 6'. */
  slideLabel: (position: number, total: number) => `${position} de ${total}`,
  previous: 'Anterior',
  next: 'Próximo',
} as const
