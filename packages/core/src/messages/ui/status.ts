// One area of the design system's texts in a module of its own, so a public component that needs only
// these carries nothing else (the public routes' JS budget): the spinner's word. Also `ptBR.common.loading`.
export const statusMessages = {
  loading: 'Carregando...',
} as const
