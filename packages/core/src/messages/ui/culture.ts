// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./pages.ts.
export const culturePageMessages = {
  title: 'Nossa cultura',
  purpose: 'Propósito',
  mission: 'Missão',
  vision: 'Visão',
  carousel: 'Como vivemos a nossa cultura',
} as const
