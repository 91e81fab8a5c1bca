// Reading users and shaping them for the GraphQL results (AuthPayload, User, Profile).
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { outbox, termsAcceptances, users } from '../db/schema.js'
import { censorEmail, censorPhone } from './censor.js'
import type { IssuedSession } from './sessions.js'

export type UserRow = typeof users.$inferSelect

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function findUserBy(
  db: Db,
  column: 'email' | 'cpf' | 'passport' | 'uniqueId',
  value: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users[column], value)).limit(1)
  return row
}

export async function termsOf(db: Db, userId: number): Promise<{ companyId: string }[]> {
  const rows = await db
    .select({ companyId: termsAcceptances.companyId })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
  return rows.map((r) => ({ companyId: String(r.companyId) }))
}

/** The profile part this issue knows (personal data); the profile issues fill in the rest. */
function profileOf(user: UserRow, terms: { companyId: string }[]) {
  return {
    id: String(user.id),
    userId: String(user.id),
    name: user.name,
    firstname: user.firstName,
    lastname: user.lastName,
    socialName: user.socialName,
    email: user.email,
    phone: user.phone,
    cpf: user.cpf,
    passport: user.passport,
    foreigner: user.foreigner,
    avatar: user.avatar,
    forceChangePassword: user.forceChangePassword,
    termsOfUserAccepted: terms,
    removeAccountLink: null,
  }
}

/** The user as its own session sees it. */
export async function userView(db: Db, user: UserRow) {
  const terms = await termsOf(db, user.id)
  return { ...profileOf(user, terms), profile: profileOf(user, terms) }
}

/** The users lookup for a caller without that user's session: e-mail and phone censored, no documents. */
export function censoredUserView(user: UserRow) {
  const phone = censorPhone(user.phone)
  return {
    id: String(user.id),
    name: user.name,
    email: censorEmail(user.email),
    avatar: user.avatar,
    phone,
    profile: { id: String(user.id), userId: String(user.id), phone },
  }
}

/** The result of a sign-in, sign-up or hunting acceptance. */
export async function authPayload(db: Db, user: UserRow, session: IssuedSession) {
  const terms = await termsOf(db, user.id)
  return {
    id: String(user.id),
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    socialName: user.socialName,
    forceChangePassword: user.forceChangePassword,
    termsOfUserAccepted: terms,
    profile: profileOf(user, terms),
    token: session.token,
    expiresAt: session.expiresAt,
  }
}

/**
 * Deletes a candidate. Sessions, acceptances, follows, recovery tokens, SMS codes and invitations go
 * with the row (ON DELETE CASCADE); the outbox messages to their e-mail and phone are removed too.
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  const user = await findUser(db, userId)
  await db.delete(users).where(eq(users.id, userId))
  if (!user) return
  const addresses = [user.email, user.phone].filter((a): a is string => Boolean(a))
  for (const to of addresses) await db.delete(outbox).where(eq(outbox.to, to))
}
