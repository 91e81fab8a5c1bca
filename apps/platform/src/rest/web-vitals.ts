// Real-user figures (docs/performance.md, "Real-user figures"), plain JSON outside the sealed transport
// (docs/wire-format.md, "Not encrypted"):
//   POST /v1/web-vitals   { metrics: [{ name, value, rating, navigationType, route }…] } (core's
//                         webVitalsReportSchema) → 202 { accepted }. The site's browsers send it with
//                         navigator.sendBeacon through the site's proxy when the page is hidden; no session,
//                         no client token (a beacon carries no header). Limited per client address
//                         (WEB_VITALS_RATE_LIMIT; the address is never stored: the limit's table keeps an
//                         HMAC of it for the minute). 400 with pt-BR messages naming the field, 413 over 8 KiB,
//                         429 over the limit.
//   GET  /v1/web-vitals[?days=28]   Authorization `Token token="…"` (a known client token)
//                         → { days, rows: [{ route, metric, count, p75, good }] } (web-vitals/summary.ts)
// Rows older than WEB_VITALS_RETENTION_DAYS (90) are deleted as new reports arrive.
// Only route patterns are stored (core's ROUTE_PATTERN refuses digits and query strings): no user, cookie,
// address or URL (docs/privacy.md).
import { parseAuthorizationHeader } from '@carreiras/api/server'
import {
  WEB_VITALS_RATE_LIMIT,
  WEB_VITALS_RETENTION_DAYS,
  errorMessage,
  webVitalsMessages,
  webVitalsReportSchema,
} from '@carreiras/core'
import { sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { clientAddress, siteProxyAddress } from '../accounts/client-address.js'
import { createRateLimit, RATE_LIMIT_MESSAGE } from '../accounts/rate-limit.js'
import { deriveKey, type Config } from '../config.js'
import type { Db } from '../db/client.js'
import { webVitals } from '../db/schema.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { SUMMARY_DEFAULT_DAYS, SUMMARY_MAX_DAYS, webVitalsSummary } from '../web-vitals/summary.js'

export const WEB_VITALS_MAX_BODY_BYTES = 8 * 1024

const answer = (c: Context, status: 400 | 401 | 413 | 429, message: string, field?: string) =>
  c.json({ errors: [{ message, ...(field ? { field } : {}) }] }, status, { 'Cache-Control': 'no-store' })

export function webVitalsRoutes(config: Config, db: Db) {
  const routes = new Hono()
  const limit = createRateLimit(db, {
    name: 'web-vitals',
    ...WEB_VITALS_RATE_LIMIT,
    keySecret: deriveKey(config.tokenSigningKey, 'rate-limit-keys'),
  })

  routes.use(
    '*',
    bodyLimit({
      maxSize: WEB_VITALS_MAX_BODY_BYTES,
      onError: (c) => answer(c, 413, PLATFORM_MESSAGES.requestTooLarge),
    }),
  )
  routes.use('*', siteProxyAddress(config.siteProxySecret))

  routes.post('/', async (c) => {
    try {
      await limit.hit(clientAddress(c.req.raw))
    } catch {
      return answer(c, 429, RATE_LIMIT_MESSAGE)
    }
    // A beacon's body is JSON whatever its content type says (text/plain avoids a preflight elsewhere).
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return answer(c, 400, webVitalsMessages.invalidBody)
    }
    const parsed = webVitalsReportSchema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = issue.path.filter((part) => typeof part === 'string').at(-1)
      return answer(c, 400, issue.message, field)
    }
    await db.insert(webVitals).values(
      parsed.data.metrics.map((metric) => ({
        route: metric.route,
        metric: metric.name,
        value: metric.value,
        rating: metric.rating,
        navigationType: metric.navigationType,
      })),
    )
    // About one report in a hundred also deletes the rows past WEB_VITALS_RETENTION_DAYS.
    if (Math.random() < 0.01)
      await db
        .delete(webVitals)
        .where(sql`${webVitals.receivedAt} < now() - make_interval(days => ${WEB_VITALS_RETENTION_DAYS})`)
    return c.json({ accepted: parsed.data.metrics.length }, 202, { 'Cache-Control': 'no-store' })
  })

  routes.get('/', async (c) => {
    const credentials = parseAuthorizationHeader(c.req.header('Authorization'))
    if (!credentials || !config.clientTokens.includes(credentials.clientToken))
      return answer(c, 401, errorMessage('UNAUTHORIZED'))
    const daysText = c.req.query('days')
    const days = daysText === undefined ? SUMMARY_DEFAULT_DAYS : Number(daysText)
    if (!Number.isInteger(days) || days < 1 || days > SUMMARY_MAX_DAYS)
      return answer(c, 400, webVitalsMessages.days, 'days')
    return c.json({ days, rows: await webVitalsSummary(db, { days }) }, 200, { 'Cache-Control': 'no-store' })
  })

  return routes
}
