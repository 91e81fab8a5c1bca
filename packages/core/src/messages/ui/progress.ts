// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./display.ts.
export const progressMessages = {
  /** aria-valuetext (and visible value) of a progress bar: '45%'. */
  valueText: (percent: number) => `${percent}%`,
} as const
