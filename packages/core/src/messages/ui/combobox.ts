// One area of the design system's texts in a module of its own, so a public component that needs
// only these carries nothing else (the public routes' JS budget). Also part of `ptBR` through ./forms.ts.
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const comboboxMessages = {
  empty: 'Nenhum resultado encontrado',
  /** Announced when the suggestions change: '3 sugestões disponíveis'. */
  results: (n: number) =>
    n === 0 ? 'Nenhuma sugestão' : `${plural(n, 'sugestão disponível', 'sugestões disponíveis')}`,
  listLabel: 'Sugestões',
} as const
