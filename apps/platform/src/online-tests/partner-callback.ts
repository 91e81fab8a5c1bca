// A partner's completion callback (docs/partner-tests.md): the partner's server tells the platform that a
// candidate finished one of its tests, and the platform records it (`partner_test_results`), which the
// site's `/return_test/…` then finds (service.ts, `returnPartnerTest`). In production too; mounted only
// when PARTNER_TEST_SECRET is set (production requires it).
//   POST /partner-test/callback
//     X-Carreiras-Timestamp: <Unix time, seconds>
//     X-Carreiras-Signature: sha256=<hex HMAC-SHA256(PARTNER_TEST_SECRET, "<timestamp>.<raw body>")>
//     { "id": "<the callback's unique id>", "user_id": 123, "test_id": 3101 }
//   200 { "recorded": true }                      the completion is recorded
//   401 { "errors": [{ "message": "…" }] }        signature missing or wrong, or timestamp outside the window
//   409                                           this id was already accepted (a replay)
//   400                                           the body is not the JSON above
//   404                                           no such candidate, or the test is not a partner's
//   413                                           the body is over 16 KiB
// The signature is checked (in constant time) before the body is read as JSON; the timestamp must be
// within PARTNER_CALLBACK_WINDOW_S of the platform's clock, and each id is accepted once (kept in
// `partner_callback_ids` until its window has passed, so every platform process agrees).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { IN_HOUSE_TEST_SOURCE } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { createSweeper } from '../accounts/shared-state.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { onlineTests, partnerCallbackIds, users } from '../db/schema.js'
import type { Logger } from '../logger.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { PARTNER_TEST_PATH, recordPartnerResult } from './service.js'

export const PARTNER_CALLBACK_PATH = `${PARTNER_TEST_PATH}/callback`
export const PARTNER_TIMESTAMP_HEADER = 'X-Carreiras-Timestamp'
export const PARTNER_SIGNATURE_HEADER = 'X-Carreiras-Signature'
/** How far the callback's timestamp may be from the platform's clock, either way. */
export const PARTNER_CALLBACK_WINDOW_S = 300
export const PARTNER_CALLBACK_MAX_BODY_BYTES = 16 * 1024

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<body>`: what the partner sends (and tests make). */
export function signPartnerCallback(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** Whether the signature header is the body's, compared in constant time. */
export function verifyPartnerSignature(
  secret: string,
  timestamp: string,
  body: string,
  header: string | undefined,
): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1]
  if (!given) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  return timingSafeEqual(Buffer.from(given, 'hex'), expected)
}

const callbackSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/),
  user_id: z.number().int().positive(),
  test_id: z.number().int().positive(),
})

export function partnerCallbackRoutes(
  config: Pick<Config, 'partnerTestSecret'>,
  db: Db,
  logger?: Pick<Logger, 'info'>,
  now: () => Date = () => new Date(),
) {
  const routes = new Hono()
  const secret = config.partnerTestSecret
  if (secret === undefined) return routes
  const sweep = createSweeper(db, partnerCallbackIds, partnerCallbackIds.id, partnerCallbackIds.expiresAt)
  const refuse = (c: Context, status: 400 | 401 | 404 | 409 | 413, message: string) =>
    c.json({ errors: [{ message }] }, status, { 'Cache-Control': 'no-store' })

  routes.post(
    '/',
    bodyLimit({
      maxSize: PARTNER_CALLBACK_MAX_BODY_BYTES,
      onError: (c) => refuse(c, 413, PLATFORM_MESSAGES.requestTooLarge),
    }),
    async (c) => {
      const body = await c.req.text()
      const timestamp = c.req.header(PARTNER_TIMESTAMP_HEADER)?.trim() ?? ''
      if (!verifyPartnerSignature(secret, timestamp, body, c.req.header(PARTNER_SIGNATURE_HEADER)))
        return refuse(c, 401, PLATFORM_MESSAGES.partnerCallbackSignature)
      const clock = now()
      const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN
      if (!(Math.abs(clock.getTime() / 1000 - seconds) <= PARTNER_CALLBACK_WINDOW_S))
        return refuse(c, 401, PLATFORM_MESSAGES.partnerCallbackStale)
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        json = undefined
      }
      const parsed = callbackSchema.safeParse(json)
      if (!parsed.success) return refuse(c, 400, PLATFORM_MESSAGES.partnerCallbackInvalid)
      const { id, user_id: userId, test_id: testId } = parsed.data

      const outcome = await db.transaction(async (tx) => {
        const [[user], [test]] = await Promise.all([
          tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1),
          tx
            .select({ source: onlineTests.source })
            .from(onlineTests)
            .where(eq(onlineTests.id, testId))
            .limit(1),
        ])
        if (!user || !test || test.source === IN_HOUSE_TEST_SOURCE) return 'unknown' as const
        const claimed = await tx
          .insert(partnerCallbackIds)
          .values({ id, expiresAt: new Date((seconds + PARTNER_CALLBACK_WINDOW_S) * 1000) })
          .onConflictDoNothing()
          .returning({ id: partnerCallbackIds.id })
        if (claimed.length === 0) return 'replay' as const
        await recordPartnerResult(tx, userId, [testId], clock)
        return 'recorded' as const
      })
      if (outcome === 'unknown') return refuse(c, 404, PLATFORM_MESSAGES.partnerCallbackUnknown)
      if (outcome === 'replay') return refuse(c, 409, PLATFORM_MESSAGES.partnerCallbackReplay)
      await sweep(clock)
      logger?.info('partner test completed', { testId })
      return c.json({ recorded: true }, 200, { 'Cache-Control': 'no-store' })
    },
  )
  return routes
}
