// Sessions of the opportunities GraphQL endpoint. Anonymous: anyone may create one; it only gates POST
// /opportunities/graphql.
//   POST /sessions → 201 { "token": "<43 base64url characters>", "expires_at": "<ISO 8601>" }
// The token is shown once; the platform keeps its SHA-256 (accounts/secrets.ts), like sign-in sessions.
import { API_SESSION_COOKIE_DAYS } from '@carreiras/core'
import { and, eq, gt, lt } from 'drizzle-orm'
import { Hono } from 'hono'
import { newToken, sha256 } from '../accounts/secrets.js'
import type { Db } from '../db/client.js'
import { apiSessions } from '../db/schema.js'

export const API_SESSION_MS = API_SESSION_COOKIE_DAYS * 24 * 60 * 60 * 1000

export interface IssuedApiSession {
  token: string
  expires_at: string
}

export async function createApiSession(db: Db, now: Date = new Date()): Promise<IssuedApiSession> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + API_SESSION_MS)
  // Sessions are free to make, so expired ones are dropped here rather than left to pile up.
  await db.delete(apiSessions).where(lt(apiSessions.expiresAt, now))
  await db.insert(apiSessions).values({ tokenHash: sha256(token), expiresAt })
  return { token, expires_at: expiresAt.toISOString() }
}

/** Whether the token belongs to a session that has not expired. */
export async function isLiveApiSession(db: Db, token: string | undefined, now: Date = new Date()) {
  if (!token) return false
  const [row] = await db
    .select({ id: apiSessions.id })
    .from(apiSessions)
    .where(and(eq(apiSessions.tokenHash, sha256(token)), gt(apiSessions.expiresAt, now)))
    .limit(1)
  return row !== undefined
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive); undefined otherwise. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}

export function apiSessionRoutes(db: Db) {
  const routes = new Hono()
  routes.post('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await createApiSession(db), 201)
  })
  return routes
}
