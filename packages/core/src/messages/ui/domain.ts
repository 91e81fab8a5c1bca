// pt-BR texts of the design system's domain components (packages/ui). Exact spec wording where the spec
// gives it; see ../pt-BR.ts for the catalogue's other domains. Card, detail, filter and share texts the
// spec quotes live in `ptBR.jobs` / `ptBR.job`; only what they lack is here.
import { heroMessages } from './hero'
import { jobCardMessages } from './job-card'
import { shareMessages } from './share'

export { heroMessages, jobCardMessages, shareMessages }

export const domainMessages = {
  hero: heroMessages,
  card: jobCardMessages,
  filters: {
    title: 'Filtros',
    clear: 'Limpar filtros',
    active: 'Filtros ativos',
    allStates: 'Todos os estados',
    allCities: 'Todas as cidades',
    allAreas: 'Todas as áreas',
    cityNeedsState: 'Escolha um estado para ver as cidades',
    /** Submits the filter form where scripts have not loaded (the selects apply at once otherwise). */
    apply: 'Aplicar filtros',
  },
  list: {
    /** The /vagas page's meta description. */
    description:
      'Oportunidades abertas: busque pelo nome da vaga e filtre por estado, cidade, área e vagas para pessoas com deficiência.',
    /** Announced politely after each search or page: 'Oportunidades listadas: 20'. */
    results: (n: number | string) => `Oportunidades listadas: ${n}`,
    loadingMore: 'Carregando oportunidades…',
    unavailable: 'Não foi possível carregar as oportunidades. Por favor, tente novamente mais tarde.',
    retry: 'Tentar novamente',
    /** Heading of the openings under a job detail (same area or city). */
    similar: 'Oportunidades parecidas',
  },
  detail: {
    actingMode: 'Modelo de atuação',
    address: 'Endereço',
    level: 'Nível',
  },
  share: shareMessages,
  /** The résumé boxes (education, experience, languages): what the spec does not word. */
  resume: {
    empty: {
      education: 'Nenhuma formação cadastrada',
      experience: 'Nenhuma experiência profissional cadastrada',
      language: 'Nenhum idioma cadastrado',
    },
    /** Legend of each inline form on the registration pages: 'Formação 2'. */
    inlineLegend: {
      education: (n: number) => `Formação ${n}`,
      experience: (n: number) => `Experiência profissional ${n}`,
      language: (n: number) => `Idioma ${n}`,
    },
    /** The inline multi-form's add button. */
    addAnother: {
      education: 'Adicionar outra formação',
      experience: 'Adicionar outra experiência',
      language: 'Adicionar outro idioma',
    },
    /** The list could not be loaded (its retry button reads `list.retry`). */
    listFailed: 'Não foi possível carregar esta seção.',
  },
} as const
