// GET /v1/opportunities and GET /v1/opportunities/{id}: plain JSON (docs/wire-format.md, "Not encrypted").
//   list:   { "opportunities": [ListItem…] }  20 per page, 1-based `page`, open openings only
//   detail: { "opportunity": [Detail] }       any status; 404 when unknown, 400 when the id is not a positive integer
//   errors: { "errors": [{ "message": "…", "field"?: "…" }] } with pt-BR messages
// Internal openings only to an internal user of their company, named by the optional `Authorization: Token
// token="…", session="…"` header (docs/wire-format.md): listed with internal_recruitment=true and company_id
// of that company; to anyone else none is listed and the detail is 404.
import { parseOpportunityListParams, ptBR } from '@carreiras/core'
import { Hono } from 'hono'
import type { Db } from '../db/client.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { getOpportunity, listOpportunities } from '../opportunities/repository.js'
import { headerInternalCompany } from '../accounts/internal-access.js'
import { nearCities, type CepLookup, type NearListResult } from '../near/near-list.js'
import { PostalServiceError } from '../postal/service.js'
import type { Logger } from '../logger.js'

const POSITIVE_INTEGER = /^[1-9]\d*$/
// PostgreSQL text cannot hold NUL; other C0 controls have no business in a filter either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

const listParamMessages: Readonly<Record<string, string>> = ptBR.validation.listParams

/** Parameters holding control characters, as the 400 answer's errors. */
function controlCharacterErrors(search: URLSearchParams) {
  const fields = new Set<string>()
  for (const [key, value] of search) if (CONTROL_CHARACTER.test(value)) fields.add(key.replace(/\[\]$/, ''))
  return [...fields].map((field) => ({ message: listParamMessages[field] ?? ptBR.errors.VALIDATION, field }))
}

export function opportunityRoutes(
  db: Db,
  clientTokens: readonly string[],
  postal: CepLookup,
  logger?: Pick<Logger, 'error'>,
) {
  const viewer = (header: string | undefined) => headerInternalCompany(db, clientTokens, header)
  const routes = new Hono()

  routes.get('/', async (c) => {
    const search = new URL(c.req.url).searchParams
    const unsafe = controlCharacterErrors(search)
    if (unsafe.length > 0) return c.json({ errors: unsafe }, 400)
    const parsed = parseOpportunityListParams(search)
    if (!parsed.ok) {
      return c.json({ errors: parsed.errors.map(({ field, message }) => ({ message, field })) }, 400)
    }
    // Only a list that asks for internal openings reads the session.
    const viewerCompany = parsed.value.internal_recruitment
      ? await viewer(c.req.header('Authorization'))
      : null
    if (viewerCompany !== null) c.header('Cache-Control', 'private, no-store')
    // zipcode or lat/lng with radius: the municipalities in reach, nearest first (docs/near.md).
    let near: NearListResult
    try {
      near = await nearCities(postal, parsed.value)
    } catch (error) {
      // The CEP service failed or did not answer in time: said as the address form says it, never a list
      // that silently ignores the CEP.
      if (!(error instanceof PostalServiceError)) throw error
      logger?.error('postal-code service failed', error, { reason: error.reason })
      return c.json(
        { errors: [{ message: PLATFORM_MESSAGES.postalServiceFailed, field: 'zipcode' }] },
        error.reason === 'timeout' ? 504 : 502,
        { 'Cache-Control': 'no-store' },
      )
    }
    if (!near.ok) return c.json({ errors: near.errors }, 400)
    return c.json({
      opportunities: await listOpportunities(db, parsed.value, new Date(), viewerCompany, near.near),
    })
  })

  routes.get('/:id', async (c) => {
    const raw = c.req.param('id')
    if (!POSITIVE_INTEGER.test(raw)) {
      return c.json({ errors: [{ message: PLATFORM_MESSAGES.invalidOpportunityId, field: 'id' }] }, 400)
    }
    const viewerCompany = await viewer(c.req.header('Authorization'))
    // What an internal user sees is theirs alone: never kept by a shared cache.
    if (viewerCompany !== null) c.header('Cache-Control', 'private, no-store')
    const opportunity = await getOpportunity(db, Number(raw), viewerCompany)
    if (!opportunity) return c.json({ errors: [{ message: PLATFORM_MESSAGES.opportunityNotFound }] }, 404)
    return c.json({ opportunity: [opportunity] })
  })

  return routes
}
