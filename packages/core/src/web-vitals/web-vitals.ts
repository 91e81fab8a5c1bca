// Real-user figures (docs/performance.md, "Real-user figures"): the Core Web Vitals a sampled share of the
// site's visits report to the platform. What travels is a route pattern (`/vagas/:id`, never the address
// with its ids or query string), the metric, its value and rating, and how the page was reached; nothing
// that names a person (docs/privacy.md). The schema both sides check is in schema.ts.

/** The platform's endpoint (plain JSON, reached through the site's proxy): POST a report, GET the p75s. */
export const WEB_VITALS_PATH = '/v1/web-vitals'
/** The metrics reported: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, TTFB. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number]
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const
/** web-vitals' navigation types (how the page was reached). */
export const WEB_VITAL_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const
/** The share of page loads that report when the site's configuration names none (0–1). */
export const WEB_VITALS_DEFAULT_SAMPLE_RATE = 0.1
/** At most this many metrics in one report (one page load sends each metric at most once). */
export const WEB_VITALS_MAX_METRICS = 8
/** The longest route pattern kept. */
export const WEB_VITALS_MAX_ROUTE_LENGTH = 120
/** Reports a client (the visitor's address, never stored) may send per minute. */
export const WEB_VITALS_RATE_LIMIT = { max: 30, windowMs: 60_000 } as const
/** Days a report is kept; older rows are deleted as new ones arrive. */
export const WEB_VITALS_RETENTION_DAYS = 90
/** The targets the p75 is held to (web.dev's 'good' thresholds; CLS has no unit). */
export const WEB_VITAL_TARGETS: Readonly<Record<WebVitalMetric, number>> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  TTFB: 800,
}

/** The pt-BR messages of a refused report. */
export const webVitalsMessages = {
  invalidBody: 'Relatório de desempenho inválido: envie { "metrics": [...] } em JSON.',
  metric: 'Métrica desconhecida: use LCP, INP, CLS ou TTFB.',
  value: 'Valor da métrica inválido: um número entre 0 e 600000.',
  rating: 'Classificação inválida: use good, needs-improvement ou poor.',
  navigationType: 'Tipo de navegação inválido.',
  route: 'Rota inválida: envie o padrão da rota (ex.: /vagas/:id), sem números nem parâmetros de busca.',
  metrics: `Envie de 1 a ${WEB_VITALS_MAX_METRICS} métricas.`,
  days: 'Período inválido: days é um número inteiro de 1 a 365.',
} as const

/**
 * A route pattern: `/`, or `/`-separated segments of letters, `_`, `-` or `.` (a static part), `:name` (a
 * parameter) or `*` (the rest). No digit, `?`, `#`, `%` or `=` can pass, so no id or query string is stored.
 */
export const ROUTE_PATTERN = /^\/(?:(?:[A-Za-z_.-]+|:[A-Za-z]+|\*)(?:\/(?:[A-Za-z_.-]+|:[A-Za-z]+|\*))*)?$/

/** A static segment as the site's routes have them: letters, `_`, `-`, `.`, short. */
const STATIC_SEGMENT = /^[A-Za-z_.-]{1,40}$/
const PARAM_NAME = /^[A-Za-z]{1,30}$/

/**
 * The route pattern of a page: the path (query and fragment dropped) with every segment that is one of the
 * route's parameter values replaced by `:name` (the catch-all's by `*`), and any other segment that is not
 * plainly static (a digit, an encoded character, an odd length) by `:param`. `params` are the matched
 * route's (React Router's `useMatches()`); without them the rule alone still keeps ids out.
 */
export function routePattern(
  path: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  const byValue = new Map<string, string>()
  let splat: string | undefined
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue
    if (name === '*') splat = value
    else if (PARAM_NAME.test(name)) byValue.set(value, `:${name}`)
  }
  let segments = pathname.split('/').filter(Boolean)
  let rest = false
  if (splat !== undefined) {
    const splatSegments = splat.split('/').filter(Boolean).length
    if (splatSegments > 0 && splatSegments <= segments.length) {
      segments = segments.slice(0, segments.length - splatSegments)
      rest = true
    }
  }
  const mapped = segments.map((segment) => {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // a malformed escape: the raw segment, which the rule below turns into a parameter
    }
    const name = byValue.get(decoded) ?? byValue.get(segment)
    if (name) return name
    return STATIC_SEGMENT.test(segment) ? segment : ':param'
  })
  if (rest) mapped.push('*')
  const pattern = `/${mapped.join('/')}`
  return pattern.length <= WEB_VITALS_MAX_ROUTE_LENGTH
    ? pattern
    : pattern.slice(0, WEB_VITALS_MAX_ROUTE_LENGTH).replace(/\/[^/]*$/, '') || '/'
}

/**
 * The sample rate from configuration text: a share between 0 and 1, or a percentage (`10%`). Unset →
 * the default; anything else → null (the configuration refuses it).
 */
export function parseSampleRate(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return WEB_VITALS_DEFAULT_SAMPLE_RATE
  const trimmed = text.trim()
  const percent = trimmed.endsWith('%')
  const number = Number(percent ? trimmed.slice(0, -1) : trimmed)
  if (!Number.isFinite(number)) return null
  const rate = percent ? number / 100 : number
  return rate >= 0 && rate <= 1 ? rate : null
}

/** Whether this page load reports: `random` is one draw in [0, 1) (Math.random by default). */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  if (!(rate > 0)) return false
  if (rate >= 1) return true
  return random() < rate
}
