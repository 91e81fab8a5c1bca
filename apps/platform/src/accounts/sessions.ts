// Sign-in sessions. The client receives an opaque token once; the platform keeps only its SHA-256.
// Every session lasts KEEP_LOGGED_HOURS (24 h). A keep-logged session ('Manter conectado') is renewed on
// use: each call that presents it moves its expiry to 24 h from then (written at most once a minute). A
// session without keep-logged is not renewed: it ends 24 h after sign-in (the browser also drops it
// with the tab). Logout, a password change by recovery link and account removal revoke sessions; a
// password change while signed in revokes every other one (docs/decisions.md).
import { KEEP_LOGGED_HOURS } from '@carreiras/core'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { sessions } from '../db/schema.js'
import { domainError } from '../errors.js'
import { newToken, sha256 } from './secrets.js'

export const SESSION_MS = KEEP_LOGGED_HOURS * 60 * 60 * 1000
const RENEW_AFTER_MS = 60 * 1000

export interface Session {
  id: number
  userId: number
  keepLogged: boolean
  expiresAt: Date
}

/** What the checks below read of a resolver's context (graphql/context.ts's PlatformContext has it). */
export interface SessionHolder {
  session: Session | null
}

export interface IssuedSession {
  token: string
  expiresAt: string
}

export async function createSession(db: Db, userId: number, keepLogged = false): Promise<IssuedSession> {
  const token = newToken()
  const expiresAt = new Date(Date.now() + SESSION_MS)
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), keepLogged, expiresAt })
  return { token, expiresAt: expiresAt.toISOString() }
}

/** The live session of a token (not revoked, not expired), renewing a keep-logged one; null otherwise. */
export async function resolveSession(db: Db, token: string | undefined): Promise<Session | null> {
  if (!token) return null
  const now = new Date()
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      keepLogged: sessions.keepLogged,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1)
  if (!row) return null
  if (row.keepLogged) {
    const renewed = new Date(now.getTime() + SESSION_MS)
    if (renewed.getTime() - row.expiresAt.getTime() > RENEW_AFTER_MS) {
      await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, row.id))
      row.expiresAt = renewed
    }
  }
  return row
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id))
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/** Ends every live session of the user but `keepId` (a password change while signed in keeps the one in use). */
export async function revokeOtherUserSessions(db: Db, userId: number, keepId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepId)))
}

/** Parses an id argument ('12' or 12) into an integer; anything else is not a user of this platform. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,9}$/.test(text)) return null
  return Number(text)
}

/**
 * The session's user must be the one named by the arguments (docs/wire-format.md): otherwise 'Não autorizado'
 * (UNAUTHORIZED). Returns the user id as a number.
 */
export function requireUser(ctx: SessionHolder, userId: unknown): number {
  const id = parseId(userId)
  if (ctx.session === null || id === null || ctx.session.userId !== id) throw domainError('UNAUTHORIZED')
  return id
}

/** The session's user, whoever it is; UNAUTHORIZED without a session. */
export function requireSession(ctx: SessionHolder): Session {
  if (ctx.session === null) throw domainError('UNAUTHORIZED')
  return ctx.session
}
