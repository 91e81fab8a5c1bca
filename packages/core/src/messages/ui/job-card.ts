// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./domain.ts.
export const jobCardMessages = {
  /** Accessible name of the progress bar from publication to expiry. */
  progress: 'Prazo de inscrição decorrido',
  /** Prefix read before the days left: 'Encerra em 3 dias'. */
  daysLeft: (days: string) => `Encerra em ${days}`,
  /** City and state abbreviation: 'Campinas - SP'. */
  location: (city: string, stateAbbr: string) => (stateAbbr ? `${city} - ${stateAbbr}` : city),
} as const
