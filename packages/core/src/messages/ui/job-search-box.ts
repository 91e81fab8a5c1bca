// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR.jobs` through ./jobs.ts.
/** The job search box (the home's hero and /vagas). */
export const jobSearchBoxMessages = {
  searchLabel: 'Pesquisar Oportunidades',
  searchPlaceholder: 'Busque pelo nome da vaga',
  searchSubmit: 'Buscar',
} as const
