// pt-BR texts of the design system's display components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains. Shared words ('Carregando...', 'Uoops',
// 'Pronto!', 'Fechar') live once in `ptBR.common`, the application's steps in `ptBR.application.steps`,
// and the components read them from there.
export const displayMessages = {
  link: {
    /** Read after the name of a link that opens in a new tab (visually hidden). */
    newTab: '(abre em nova aba)',
  },
  badge: {
    /** Accessible name of a removable badge's button, e.g. 'Remover filtro São Paulo'. */
    remove: (label: string) => `Remover filtro ${label}`,
  },
  progress: {
    /** aria-valuetext (and visible value) of a progress bar: '45%'. */
    valueText: (percent: number) => `${percent}%`,
  },
  stepsBar: {
    label: 'Etapas da inscrição',
    /** Read after a finished step (visually hidden). */
    completed: '(concluída)',
  },
  carousel: {
    roleDescription: 'carrossel',
    slideRoleDescription: 'slide',
    /** Name of each slide: '1 de 6'. */
    slideLabel: (position: number, total: number) => `${position} de ${total}`,
    previous: 'Anterior',
    next: 'Próximo',
  },
} as const
