// 'Baixar meus dados' over plain HTTP, outside the sealed transport like push (docs/privacy.md): the session
// in the Authorization header (`Token token="…", session="…"`, docs/wire-format.md) decides whose data.
//   GET  /data-exports               → { latest, nextRequestAt } (core's dataExportStateSchema)
//   POST /data-exports               → 202 { latest, nextRequestAt } · 429 { errors: [{ message }], latest,
//                                      nextRequestAt } while the one-a-day limit holds
//   GET  /data-exports/{id}/archive  → the zip, for its owner only; 404 for anyone else and for an unknown
//                                      id (the same answer), 410 once expired, 409 while being prepared
// 401 without a known client token and a live session. Nothing here is cached (no-store) or logged beyond
// the redacted path (`/data-exports/:param/archive`).
import { parseAuthorizationHeader } from '@carreiras/api/server'
import { errorMessage, isDataExportId, ptBR } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import { trustedBrand } from '../accounts/client-address.js'
import { resolveSession } from '../accounts/sessions.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { disposition } from '../files/files.js'
import { messageBrands } from '../outgoing/brands.js'
import { archiveFor, brazilianDateTime, dataExportState, requestDataExport } from './service.js'

const NO_STORE = { 'Cache-Control': 'no-store' }

function failure(c: Context, status: 401 | 404 | 409 | 410, message: string, code: string) {
  return c.json({ errors: [{ message, extensions: { code } }] }, status, NO_STORE)
}

export function dataExportRoutes(config: Config, db: Db) {
  const app = new Hono()
  const t = ptBR.dataExport.errors

  const sessionUser = async (c: Context): Promise<number | null> => {
    const credentials = parseAuthorizationHeader(c.req.header('Authorization'))
    if (!credentials || !config.clientTokens.includes(credentials.clientToken) || !credentials.sessionToken)
      return null
    return (await resolveSession(db, credentials.sessionToken))?.userId ?? null
  }

  app.get('/', async (c) => {
    const userId = await sessionUser(c)
    if (userId === null) return failure(c, 401, errorMessage('UNAUTHORIZED'), 'UNAUTHORIZED')
    return c.json(await dataExportState(db, userId), 200, NO_STORE)
  })

  app.post('/', async (c) => {
    const userId = await sessionUser(c)
    if (userId === null) return failure(c, 401, errorMessage('UNAUTHORIZED'), 'UNAUTHORIZED')
    const brand = messageBrands(config.delivery).known(trustedBrand(c.req.raw, config.siteProxySecret))
    const { accepted, state } = await requestDataExport(db, userId, brand)
    if (accepted) return c.json(state, 202, NO_STORE)
    const next = state.nextRequestAt ? brazilianDateTime(new Date(state.nextRequestAt)) : ''
    return c.json(
      { errors: [{ message: t.rateLimited(next), extensions: { code: 'RATE_LIMITED' } }], ...state },
      429,
      { ...NO_STORE, ...(state.nextRequestAt ? { 'Retry-After': retryAfter(state.nextRequestAt) } : {}) },
    )
  })

  app.get('/:id/archive', async (c) => {
    const userId = await sessionUser(c)
    if (userId === null) return failure(c, 401, errorMessage('UNAUTHORIZED'), 'UNAUTHORIZED')
    const id = c.req.param('id')
    if (!isDataExportId(id)) return failure(c, 404, t.notFound, 'NOT_FOUND')
    const answer = await archiveFor(db, userId, id)
    if (answer.kind === 'notFound') return failure(c, 404, t.notFound, 'NOT_FOUND')
    if (answer.kind === 'expired') return failure(c, 410, t.expired, 'EXPIRED')
    if (answer.kind !== 'ok') return failure(c, 409, t.notReady, 'NOT_READY')
    return new Response(new Uint8Array(answer.archive), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(answer.archive.byteLength),
        'Content-Disposition': disposition(answer.fileName, false),
        'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        ...NO_STORE,
      },
    })
  })

  return app
}

/** Seconds until `iso` (at least 1). */
function retryAfter(iso: string): string {
  return String(Math.max(1, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)))
}
