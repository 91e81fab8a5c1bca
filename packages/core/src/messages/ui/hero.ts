// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./domain.ts.
export const heroMessages = {
  /** Placeholder of the hero's search box (its label is `ptBR.jobs.searchLabel`). */
  searchPlaceholder: 'Digite o nome da vaga',
} as const
