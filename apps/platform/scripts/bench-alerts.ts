// Benchmark of the job alerts' matcher (not a test): `npm run bench:alerts -w @carreiras/platform`.
// 100,000 alerts (BENCH_ALERTS) with the searches people make on /vagas (state, state + city, a term, an
// area, PcD, combinations, no filter at all) against 1,000 new openings (BENCH_OPENINGS) spread over the
// 27 states, matched by matchAlerts (core's list predicate, job-alerts/matcher.ts) as one scheduled run does
// after reading them. Prints the time of each run (after a warm-up), the median, and how many alerts matched.
import {
  DEFAULT_COMPANY_ID,
  JOB_AREAS,
  STATE_ABBRS,
  jobFiltersToUrl,
  normalizeSearchText,
  stateCodeFromAbbr,
  EMPTY_JOB_FILTERS,
  type JobFilters,
} from '@carreiras/core'
import { createRandom } from '../src/lib/random.js'
import { matchAlerts, type AlertToMatch, type NewOpening } from '../src/job-alerts/matcher.js'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000)
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 1_000)
const RUNS = 5
const r = createRandom(35)

const ROLES = [
  'Analista de Crédito',
  'Operador de Caixa',
  'Gerente de Loja',
  'Vendedor',
  'Desenvolvedor',
  'Assistente Administrativo',
  'Estoquista',
  'Analista de Dados',
  'Coordenador de Logística',
  'Atendente',
]
const LEVELS = ['Júnior', 'Pleno', 'Sênior', 'Estágio']
const TERMS = [
  'analista',
  'caixa',
  'gerente',
  'vendedor',
  'dados',
  'logística',
  'atendente',
  'desenvolvedor',
  'estoquista',
  'crédito',
]
/** A few cities per state, as names (the matcher compares their normalised form). */
const citiesOf = (abbr: string) => [
  `Capital ${abbr}`,
  `Cidade ${abbr} 2`,
  `Cidade ${abbr} 3`,
  `Cidade ${abbr} 4`,
]

const now = new Date()
const windowStart = new Date(now.getTime() - 86_400_000)
const openings: NewOpening[] = Array.from({ length: OPENINGS }, (_, i) => {
  const abbr = r.pick(STATE_ABBRS)
  const title = `${r.pick(ROLES)} ${r.pick(LEVELS)}`
  return {
    id: 1_000_000 + i,
    createdAt: new Date(windowStart.getTime() + r.int(1, 86_000_000)),
    companyId: DEFAULT_COMPANY_ID,
    statusId: 1,
    expiredAt: new Date(now.getTime() + 30 * 86_400_000),
    internalRecruitment: false,
    stateId: stateCodeFromAbbr(abbr)!,
    cityNameNormalized: normalizeSearchText(r.pick(citiesOf(abbr))),
    pcd: r.int(0, 9) === 0,
    temporary: false,
    titleNormalized: normalizeSearchText(title),
    level: 'Pleno',
    team: null,
    jobAreaId: r.pick(JOB_AREAS).id,
    collection: null,
    neighborhoodNormalized: null,
    cityId: null,
  }
})

function randomFilters(): JobFilters {
  const f: JobFilters = { ...EMPTY_JOB_FILTERS }
  const kind = r.int(0, 99)
  const state = r.pick(STATE_ABBRS)
  if (kind < 30) f.state = state
  else if (kind < 50) Object.assign(f, { state, city: r.pick(citiesOf(state)) })
  else if (kind < 65) f.term = r.pick(TERMS)
  else if (kind < 75) Object.assign(f, { term: r.pick(TERMS), state })
  else if (kind < 85) f.jobArea = r.pick(JOB_AREAS).id
  else if (kind < 92) Object.assign(f, { jobArea: r.pick(JOB_AREAS).id, state, pcd: true })
  else if (kind < 97) f.pcd = true
  // else: every opening
  return f
}
const alerts: AlertToMatch[] = Array.from({ length: ALERTS }, (_, i) => ({
  id: i + 1,
  search: String(jobFiltersToUrl(randomFilters())),
  companyId: DEFAULT_COMPANY_ID,
  checkedUntil: windowStart,
}))

console.log(`${ALERTS.toLocaleString('pt-BR')} alertas × ${OPENINGS.toLocaleString('pt-BR')} vagas novas`)
matchAlerts(alerts.slice(0, 1000), openings, now) // warm-up
const times: number[] = []
let matched = 0
let pairs = 0
for (let run = 1; run <= RUNS; run++) {
  const started = performance.now()
  const result = matchAlerts(alerts, openings, now)
  const ms = performance.now() - started
  times.push(ms)
  matched = result.size
  pairs = [...result.values()].reduce((sum, list) => sum + list.length, 0)
  console.log(`  execução ${run}: ${ms.toFixed(0)} ms`)
}
times.sort((a, b) => a - b)
console.log(
  `mediana: ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms · ${matched.toLocaleString('pt-BR')} alertas com vagas novas · ${pairs.toLocaleString('pt-BR')} pares alerta × vaga`,
)
