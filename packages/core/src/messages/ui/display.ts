// pt-BR texts of the design system's display components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains. Shared words ('Carregando...', 'Uoops',
// 'Pronto!', 'Fechar') live once in `ptBR.common`, the application's steps in `ptBR.application.steps`,
// and the components read them from there.
import { linkMessages } from './link'
import { progressMessages } from './progress'
import { carouselMessages } from './carousel'

export { carouselMessages, linkMessages, progressMessages }

export const displayMessages = {
  link: linkMessages,
  badge: {
    /** Accessible name of a removable badge's button, e.g. 'Remover filtro São Paulo'. */
    remove: (label: string) => `Remover filtro ${label}`,
  },
  progress: progressMessages,
  stepsBar: {
    label: 'Etapas da inscrição',
    /** Read after a finished step (visually hidden). */
    completed: '(concluída)',
  },
  carousel: carouselMessages,
} as const
