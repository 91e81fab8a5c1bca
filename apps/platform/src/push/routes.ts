// The spec's push endpoints (docs/push.md), plain JSON outside the sealed transport (docs/wire-format.md,
// "Not encrypted"): no personal data travels in them, only the browser's subscription, and the session in the
// Authorization header decides whose it is.
//   GET  /push/public_key    Authorization `Token token="…"` (a known client token; a session may come too)
//                            → { public_key } (the VAPID public key, base64url)
//   POST /push/register      { subscription: { endpoint, keys: { p256dh, auth } }, user_id } with
//                            `Token token="…", session="…"` of that user → 201 { success: true }. The
//                            endpoint must be a browser's push service (push/endpoints.ts). The same
//                            endpoint again by its owner updates its keys; by anyone else it is refused
//                            (409): an endpoint belongs to whoever registered it until they remove it. A
//                            person keeps their newest PUSH_MAX_SUBSCRIPTIONS_PER_USER browsers.
//   POST /push/unregister    { endpoint, user_id } with the same header → { success: true, removed }
// Errors: { errors: [{ message, extensions: { code } }] } — 401 (no valid client token or session),
// 403 (another person's user_id), 409 ALREADY_REGISTERED (another person's endpoint), 413 (body over
// 8 KiB), 422 (a malformed body, or an endpoint that is not a browser's push service).
// Mounted only while push is on (config.push): a production platform without VAPID answers 404.
import { parseAuthorizationHeader } from '@carreiras/api/server'
import {
  PUSH_MAX_SUBSCRIPTIONS_PER_USER,
  errorMessage,
  ptBR,
  pushRegisterSchema,
  pushUnregisterSchema,
  type ErrorCode,
} from '@carreiras/core'
import { and, desc, eq, notInArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { resolveSession } from '../accounts/sessions.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { pushSubscriptions } from '../db/schema.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { endpointKind } from './endpoints.js'
import { vapidKeys } from './vapid.js'

export const PUSH_PATH = '/push'
export const PUSH_MAX_BODY_BYTES = 8 * 1024

function failure(
  c: Context,
  status: 401 | 403 | 404 | 409 | 413 | 422,
  code: ErrorCode,
  message = errorMessage(code),
) {
  return c.json({ errors: [{ message, extensions: { code } }] }, status, { 'Cache-Control': 'no-store' })
}

export function pushRoutes(config: Config, db: Db) {
  const app = new Hono()

  const clientTokenOk = (c: Context) => {
    const credentials = parseAuthorizationHeader(c.req.header('Authorization'))
    return credentials !== null && config.clientTokens.includes(credentials.clientToken) ? credentials : null
  }

  /** The session's user, or null without a known client token and a live session. */
  const sessionUser = async (c: Context): Promise<number | null> => {
    const credentials = clientTokenOk(c)
    if (!credentials?.sessionToken) return null
    return (await resolveSession(db, credentials.sessionToken))?.userId ?? null
  }

  const body = async (c: Context) => c.req.json().catch(() => undefined) as Promise<unknown>

  app.use(
    '*',
    bodyLimit({
      maxSize: PUSH_MAX_BODY_BYTES,
      onError: (c) => failure(c, 413, 'VALIDATION', PLATFORM_MESSAGES.requestTooLarge),
    }),
  )

  app.get('/public_key', async (c) => {
    if (!clientTokenOk(c)) return failure(c, 401, 'UNAUTHORIZED')
    const keys = await vapidKeys(config, db)
    if (!keys) return failure(c, 404, 'NOT_FOUND', PLATFORM_MESSAGES.routeNotFound)
    c.header('Cache-Control', 'no-store')
    return c.json({ public_key: keys.publicKey })
  })

  app.post('/register', async (c) => {
    const userId = await sessionUser(c)
    if (userId === null) return failure(c, 401, 'UNAUTHORIZED')
    const parsed = pushRegisterSchema.safeParse(await body(c))
    if (!parsed.success) return failure(c, 422, 'VALIDATION', PLATFORM_MESSAGES.badRequest)
    const { subscription, user_id } = parsed.data
    if (user_id !== userId) return failure(c, 403, 'UNAUTHORIZED')
    if (endpointKind(subscription.endpoint, config) === null)
      return failure(c, 422, 'VALIDATION', ptBR.push.register.endpointNotAllowed)
    const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }
    // Atomic: a new endpoint is the caller's; an existing one is updated only when it is already theirs
    // (the browser renewed its keys). Another person's stays theirs — re-registering it would silence
    // their notifications. A browser that changes hands makes a new subscription instead (docs/push.md).
    const stored = await db
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, userId, ...keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...keys, createdAt: new Date() },
        setWhere: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id })
    if (stored.length === 0) return failure(c, 409, 'ALREADY_REGISTERED', ptBR.push.register.endpointTaken)
    // The person's newest browsers only.
    const keep = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_MAX_SUBSCRIPTIONS_PER_USER)
    await db.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.userId, userId),
        notInArray(
          pushSubscriptions.id,
          keep.map((row) => row.id),
        ),
      ),
    )
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true }, 201)
  })

  app.post('/unregister', async (c) => {
    const userId = await sessionUser(c)
    if (userId === null) return failure(c, 401, 'UNAUTHORIZED')
    const parsed = pushUnregisterSchema.safeParse(await body(c))
    if (!parsed.success) return failure(c, 422, 'VALIDATION', PLATFORM_MESSAGES.badRequest)
    if (parsed.data.user_id !== userId) return failure(c, 403, 'UNAUTHORIZED')
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, parsed.data.endpoint), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id })
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true, removed: removed.length })
  })

  return app
}
