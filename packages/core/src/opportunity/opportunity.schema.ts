// The opportunity as the REST API returns it (docs/wire-format.md, "Not encrypted"), and the query parameters
// of GET /v1/opportunities (docs/decisions.md, "List parameters").
import { z } from 'zod'
import { DEFAULT_COMPANY_ID, DEFAULT_PAGE } from '../constants'
import { createSearchParams } from '../lib/search-params'
import type { QueryPairs, SearchParams } from '../lib/search-params'
import { ptBR } from '../messages/pt-BR'
import { stateAbbrFromCode, stateCodeFromAbbr } from '../reference/states'
import { slugFromSubscriptionLink } from './opportunity.rules'

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────────

const id = z.int().positive()
/** status_id arrives as 1 or '1'; the output is always an integer. */
const statusId = z.union([z.int(), z.string().regex(/^\d+$/).transform(Number)])
/** An ISO 8601 date-time (with or without offset) or a plain date. */
const isoDate = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()])
/** A field that may be null or absent; the output is always `T | null`. */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null)

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

/** Copies camelCase aliases onto their snake_case names (the snake_case value wins when both exist). */
function withAliases(aliases: Readonly<Record<string, string>>) {
  return (input: unknown): unknown => {
    if (!isRecord(input)) return input
    const out: Record<string, unknown> = { ...input }
    for (const [from, to] of Object.entries(aliases)) {
      if (out[to] === undefined && out[from] !== undefined) out[to] = out[from]
    }
    // The list item's slug is the last part of links.subscription when the API leaves it out.
    const link = isRecord(out.links) ? out.links.subscription : undefined
    if (out.slug === undefined && typeof link === 'string') out.slug = slugFromSubscriptionLink(link)
    return out
  }
}

const OPPORTUNITY_ALIASES = {
  expiredAt: 'expired_at',
  publishedAt: 'published_at',
  actingMode: 'acting_mode',
  statusId: 'status_id',
  opportunityTests: 'opportunity_tests',
  indicationDomains: 'indication_domains',
  otherBenefit: 'other_benefit',
  workEnvironment: 'work_environment',
  ninenineApply: 'ninenine_apply',
  whatsappApply: 'whatsapp_apply',
  companyIntegrationFields: 'company_integration_fields',
  geocodeDistance: 'geocode_distance',
  companyArea: 'company_area',
  companyFieldArea: 'company_field_area',
} as const

const linksSchema = z.lazy(() => z.object({ subscription: z.string() }))
const stateSchema = z.lazy(() => z.object({ abbr: z.string().min(1), name: z.string() }))
const fieldAreaSchema = z.lazy(() => z.object({ id, name: z.string() }))

// ── List item ───────────────────────────────────────────────────────────────────────────────────

const listItemShape = {
  id,
  title: z.string().min(1),
  slug: z.string(),
  links: linksSchema,
  level: z.string(),
  acting_mode: z.string(),
  pcd: z.boolean(),
  status_id: statusId,
  published_at: isoDate,
  expired_at: isoDate,
  address: z.object({ city: z.string(), state: stateSchema }),
  company: z.object({ id, name: z.string(), logo: orNull(z.string()) }),
  /** Team slug (`/vagas?area=`). */
  company_area: orNull(z.string()),
  /** One of the 14 job areas. */
  company_field_area: orNull(fieldAreaSchema),
  /** Kilometres from the list's `zipcode` (or `lat`/`lng`) to the opening's city (docs/near.md); null otherwise. */
  geocode_distance: orNull(z.number().nonnegative()),
}

export const opportunityListItemSchema = z.lazy(() =>
  z.pipe(z.transform(withAliases(OPPORTUNITY_ALIASES)), z.object(listItemShape)),
)

// ── Detail ──────────────────────────────────────────────────────────────────────────────────────

export const OPPORTUNITY_TEST_REQUIRED_IN = ['subscription', 'thank_you'] as const

const opportunityTestSchema = z.lazy(() =>
  z.pipe(
    z.transform(withAliases({ required_in: 'requiredIn' })),
    z.object({ id, name: z.string(), requiredIn: z.enum(OPPORTUNITY_TEST_REQUIRED_IN) }),
  ),
)

const detailShape = {
  ...listItemShape,
  responsability: z.string(),
  requirement: z.string(),
  work_environment: z.string(),
  cover: orNull(z.string()),
  address: z.object({
    city: z.string(),
    state: stateSchema,
    street: orNull(z.string()),
    number: orNull(z.union([z.string(), z.number().transform(String)])),
    neighborhood: orNull(z.string()),
    zipcode: orNull(z.string()),
  }),
  benefits: z.array(
    z.object({ id, name: z.string(), icon: orNull(z.string()), category: orNull(z.string()) }),
  ),
  other_benefit: orNull(z.string()),
  descriptions: z.array(z.object({ order: z.int(), data: z.string() })),
  company: z.object({
    id,
    name: z.string(),
    slug: z.string(),
    logo: orNull(z.string()),
    score: orNull(z.number()),
    evaluationsCount: z.int().nonnegative(),
    pictures: z.array(z.string()),
  }),
  opportunity_tests: z.array(opportunityTestSchema),
  /** Allowed referrer e-mail domains; empty when any domain is accepted. */
  indication_domains: z.array(z.string()),
  /** Hand off to the external apply site. */
  ninenine_apply: z.boolean(),
  /** Apply through a chat-message link. */
  whatsapp_apply: z.boolean(),
  company_integration_fields: orNull(z.object({ polo_description: orNull(z.string()) })),
  geocode_distance: orNull(z.number()),
}

export const opportunitySchema = z.lazy(() =>
  z.pipe(z.transform(withAliases(OPPORTUNITY_ALIASES)), z.object(detailShape)),
)

export type OpportunityListItem = z.output<typeof opportunityListItemSchema>
export type Opportunity = z.output<typeof opportunitySchema>
export type OpportunityTest = z.output<typeof opportunityTestSchema>

/** `GET /v1/opportunities` → `{ opportunities: [...] }`. */
export const opportunityListResponseSchema = z.lazy(() =>
  z.object({ opportunities: z.array(opportunityListItemSchema) }),
)
/** `GET /v1/opportunities/{id}` → `{ opportunity: [detail] }` (the spec reads `opportunity[0]`). */
export const opportunityDetailResponseSchema = z.lazy(() =>
  z.object({ opportunity: z.tuple([opportunitySchema]) }),
)

export type OpportunityListResponse = z.output<typeof opportunityListResponseSchema>
export type OpportunityDetailResponse = z.output<typeof opportunityDetailResponseSchema>

// ── List query parameters ───────────────────────────────────────────────────────────────────────

export const OPPORTUNITY_LIST_ORDERS = ['recent', 'expiring', 'title'] as const
export type OpportunityListOrder = (typeof OPPORTUNITY_LIST_ORDERS)[number]

const TEXT_MAX = 200

const text = z.string().max(TEXT_MAX)
const bool = z.stringbool({ truthy: ['true'], falsy: ['false'] })
const positiveInt = z.string().regex(/^\d+$/).transform(Number).pipe(z.int().positive())
/** A state as its numeric code (or, leniently, its abbreviation); it must be one of the 27. */
const stateCode = z
  .string()
  .transform((s) => (/^\d+$/.test(s) ? Number(s) : (stateCodeFromAbbr(s) ?? Number.NaN)))
  .pipe(z.number().refine((code) => stateAbbrFromCode(code) !== undefined))

/**
 * The parameters of `GET /v1/opportunities` once read from the query by their kind (QUERY_KINDS): a single
 * value as text, a repeated one or a comma list as a list of texts; absent ones left out.
 */
export const opportunityListParamsSchema = z.object({
  internal_recruitment: z.optional(bool),
  /** 1-based (docs/decisions.md, "Paging"). */
  page: positiveInt.default(DEFAULT_PAGE),
  collection: z.optional(text),
  /** The search term. */
  q: z.optional(text),
  /** Repeatable (`city=A&city=B`). */
  city: z.optional(z.array(text)),
  pcd: z.optional(bool),
  temporary: z.optional(bool),
  /** Repeatable, as `level` or `level[]`. */
  level: z.optional(z.array(text)),
  filial: z.optional(text),
  /** Comma list of numeric state codes. */
  states: z.optional(z.array(stateCode)),
  bairro: z.optional(text),
  country: z.optional(text),
  /** Comma list of job-area ids. */
  company_field_area: z.optional(z.array(positiveInt)),
  /** Team slug. */
  company_area: z.optional(text),
  company_field_nivel: z.optional(z.array(text)),
  order: z.enum(OPPORTUNITY_LIST_ORDERS).default('recent'),
  /** Postal code; non-digits are stripped, 8 digits remain. */
  zipcode: z.optional(
    z
      .string()
      .transform((s) => s.replace(/\D/g, ''))
      .pipe(z.string().regex(/^\d{8}$/)),
  ),
  /** Search radius around the zipcode (or lat/lng), in kilometres (docs/near.md). */
  radius: z.optional(z.string().transform(Number).pipe(z.number().positive())),
  /** A position instead of a zipcode (the browser's, rounded; docs/near.md): both or neither. */
  lat: z.optional(z.string().transform(Number).pipe(z.number().min(-90).max(90))),
  lng: z.optional(z.string().transform(Number).pipe(z.number().min(-180).max(180))),
  company_id: positiveInt.default(DEFAULT_COMPANY_ID),
})

export type OpportunityListParams = z.output<typeof opportunityListParamsSchema>
export type OpportunityListParamField = keyof OpportunityListParams

/**
 * How each parameter is read from the query: its first non-empty value, every value, or every value split
 * at commas. Done here rather than as a transform of each field in the schema: the schema then runs no
 * step at all for the parameters a query leaves out, which made the parse several times slower and more
 * wasteful (docs/performance.md, "Job alerts at national scale").
 */
const QUERY_KINDS: Readonly<Record<OpportunityListParamField, 'one' | 'repeated' | 'commas'>> = {
  internal_recruitment: 'one',
  page: 'one',
  collection: 'one',
  q: 'one',
  city: 'repeated',
  pcd: 'one',
  temporary: 'one',
  level: 'repeated',
  filial: 'one',
  states: 'commas',
  bairro: 'one',
  country: 'one',
  company_field_area: 'commas',
  company_area: 'one',
  company_field_nivel: 'commas',
  order: 'one',
  zipcode: 'one',
  radius: 'one',
  lat: 'one',
  lng: 'one',
  company_id: 'one',
}

/**
 * A parameter's values as its kind reads them, each trimmed and '' read as absent: the first one left, or
 * every one left (split at commas first for a comma list); undefined when none is.
 */
function queryValue(
  kind: 'one' | 'repeated' | 'commas',
  values: readonly string[],
): string | string[] | undefined {
  if (kind === 'one') {
    for (const value of values) {
      const text = value.trim()
      if (text !== '') return text
    }
    return undefined
  }
  const present: string[] = []
  for (const value of values) {
    for (const part of kind === 'commas' ? value.split(',') : [value]) {
      const text = part.trim()
      if (text !== '') present.push(text)
    }
  }
  return present.length > 0 ? present : undefined
}

export interface FieldError {
  field: string
  message: string
}

export type OpportunityListParamsResult =
  { ok: true; value: OpportunityListParams } | { ok: false; errors: FieldError[] }

/**
 * Reads the query of `GET /v1/opportunities` (a URLSearchParams, or any iterable of pairs). Unknown parameters are ignored; `level[]` (and any
 * other `name[]`) counts as `name`. Errors carry one pt-BR message per invalid parameter, the
 * platform's 400 answer.
 */
export function parseOpportunityListParams(search: QueryPairs): OpportunityListParamsResult {
  const query: Record<string, string[]> = {}
  for (const [rawKey, value] of search) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    if (!Object.hasOwn(QUERY_KINDS, key)) continue
    ;(query[key] ??= []).push(value)
  }
  const input: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(query)) {
    const value = queryValue(QUERY_KINDS[key as OpportunityListParamField], values)
    if (value !== undefined) input[key] = value
  }
  const result = opportunityListParamsSchema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const messages: Readonly<Record<string, string>> = ptBR.validation.listParams
  const errors = new Map<string, string>()
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!errors.has(field)) errors.set(field, messages[field] ?? ptBR.errors.VALIDATION)
  }
  return { ok: false, errors: [...errors].map(([field, message]) => ({ field, message })) }
}

/** What the REST client passes: any subset of the parameters; states as codes or abbreviations. */
export type OpportunityListQuery = Partial<Omit<OpportunityListParams, 'states'>> & {
  states?: readonly (number | string)[]
}

/**
 * The query string of `GET /v1/opportunities`: `city` and `level` repeated, `states` (numeric
 * codes), `company_field_area` and `company_field_nivel` as comma lists, booleans as 'true'/'false'.
 * Absent values and empty lists are left out.
 */
export function toOpportunityListSearchParams(params: OpportunityListQuery): SearchParams {
  const search = createSearchParams()
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') search.append(key, String(value))
  }
  const commaList = (key: string, values: readonly (string | number)[] | undefined) => {
    if (values && values.length > 0) search.append(key, values.join(','))
  }
  put('internal_recruitment', params.internal_recruitment)
  put('page', params.page)
  put('collection', params.collection)
  put('q', params.q)
  for (const city of params.city ?? []) put('city', city)
  put('pcd', params.pcd)
  put('temporary', params.temporary)
  for (const level of params.level ?? []) put('level', level)
  put('filial', params.filial)
  commaList(
    'states',
    params.states?.map((s) => (typeof s === 'number' ? s : (stateCodeFromAbbr(s) ?? s))),
  )
  put('bairro', params.bairro)
  put('country', params.country)
  commaList('company_field_area', params.company_field_area)
  put('company_area', params.company_area)
  commaList('company_field_nivel', params.company_field_nivel)
  put('order', params.order)
  put('zipcode', params.zipcode)
  put('radius', params.radius)
  put('lat', params.lat)
  put('lng', params.lng)
  put('company_id', params.company_id)
  return search
}
