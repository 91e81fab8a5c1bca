// Reference lists of the job search: the 14 job areas, the 4 teams, acting modes and levels. Names and brands
// are fictional stand-ins a white-label brand may replace.

export interface JobArea {
  id: number
  name: string
}

/** The 14 job areas (sent to the opportunities API as `company_field_area`). */
export const JOB_AREAS: readonly JobArea[] = [
  { id: 1, name: 'Administrativo' },
  { id: 2, name: 'Atendimento' },
  { id: 3, name: 'Comercial' },
  { id: 4, name: 'Compras' },
  { id: 5, name: 'Crédito e Cobrança' },
  { id: 6, name: 'Engenharia' },
  { id: 7, name: 'Finanças' },
  { id: 8, name: 'Jurídico' },
  { id: 9, name: 'Logística' },
  { id: 10, name: 'Marketing' },
  { id: 11, name: 'Operações de Loja' },
  { id: 12, name: 'Recursos Humanos' },
  { id: 13, name: 'Riscos e Compliance' },
  { id: 14, name: 'Tecnologia' },
]

export interface Team {
  id: number
  title: string
  slug: string
  cover: string
}

/** The 4 teams (`/vagas?area={slug}`, sent as `company_area`). */
export const TEAMS: readonly Team[] = [
  {
    id: 1,
    title: 'Sede Administrativa',
    slug: 'sede-administrativa',
    cover: '/images/teams/sede-administrativa.svg',
  },
  { id: 2, title: 'Lojas Aurora', slug: 'lojas-aurora', cover: '/images/teams/lojas-aurora.svg' },
  { id: 3, title: 'Bazar Horizonte', slug: 'bazar-horizonte', cover: '/images/teams/bazar-horizonte.svg' },
  {
    id: 4,
    title: 'Centro de Distribuição',
    slug: 'centro-de-distribuicao',
    cover: '/images/teams/centro-de-distribuicao.svg',
  },
]

export const ACTING_MODES = ['Presencial', 'Híbrido', 'Remoto'] as const
export type ActingMode = (typeof ACTING_MODES)[number]

export const OPPORTUNITY_LEVELS = [
  'Estágio',
  'Aprendiz',
  'Trainee',
  'Júnior',
  'Pleno',
  'Sênior',
  'Especialista',
  'Coordenação',
  'Gerência',
  'Operacional',
] as const
export type OpportunityLevel = (typeof OPPORTUNITY_LEVELS)[number]
