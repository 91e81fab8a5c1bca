// The job list's and the job page's texts (cards, action button, share widget, search box), in their
// own module so the public job components import them without the whole catalogue (the public routes'
// JS budget). The catalogue includes them as `ptBR.jobs` and `ptBR.job`.
import { jobSearchBoxMessages } from './job-search-box'
import { jobShareMessages } from './job-share'

export { jobSearchBoxMessages, jobShareMessages }

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
/** A non-negative integer for counters: NaN and negatives become 0, fractions are dropped. */
const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0)

export const jobsMessages = {
  ...jobSearchBoxMessages,
  filters: {
    state: 'Estado',
    city: 'Cidade',
    area: 'Área',
    pcd: 'Pessoa com Deficiência',
    remove: (label: string) => `Remover filtro ${label}`,
  },
  loadMore: 'VER MAIS OPORTUNIDADES',
  empty: 'Nenhuma oportunidade encontrada.',
  card: {
    apply: 'Inscrever-Se',
    continue: 'Continuar Inscrição',
    applied: 'Você já está inscrito',
    closed: 'Inscrições Encerradas',
  },
  /** Days left until expiry: '1 dia', 'N dias' (never negative). */
  daysLeft: (n: number) => plural(count(n), 'dia', 'dias'),
  /** Progress from publication to expiry, as shown on a card. */
  progressLabel: (p: number) => `${Math.min(100, count(p))}%`,
  level: (level: string) => `Nível ${level}`,
} as const

export const jobMessages = {
  apply: 'QUERO ME INSCREVER!',
  continue: 'Continuar Inscrição',
  applied: 'Você Já Está Inscrito',
  closed: 'Inscrições Encerradas',
  moreOpportunities: 'VER MAIS OPORTUNIDADES DISPONÍVEIS',
  responsibilities: 'Responsabilidades',
  requirements: 'Requisitos',
  workEnvironment: 'Ambiente de trabalho',
  benefits: 'Benefícios',
  otherBenefits: 'Outros benefícios',
  pcd: 'Vaga também para Pessoa com Deficiência',
  leadOnClosed:
    'Sua inscrição não foi concluída até a data de encerramento da vaga, mas a empresa ainda pode entrar em contato com você.',
  share: jobShareMessages,
} as const
