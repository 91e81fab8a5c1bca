// Headhunting invitations (docs/decisions.md, "Company requests"). The logic behind the GraphQL resolvers
// (graphql/resolvers/company-requests.ts) and the development invitation (rest/dev.ts).
//
// - A company invites a person by e-mail: a user, or a profile of the external base with no account yet.
//   The e-mail carries two links with the same signed token (hunting/signed-tokens.ts): accept and refuse.
// - The token is the authority (no session): unknown or tampered → NOT_FOUND; open until it expires (7 days
//   by default) and answered once: accepted or refused; after that, or past the deadline → CLOSED.
// - Accepting a person with no account creates it from the external base (name split at the first space,
//   the e-mail, no password, `forceChangePassword`) and imports the external profile; then the person is
//   signed in as a keep-logged sign-in (graphql/resolvers/company-requests.ts).
// - `updateHunting` (the insert-cpf form after accepting) sets the document of an accepted invitation's
//   person who has none yet.
import { titleCaseName } from '@carreiras/core'
import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm'
import { messageBrands } from '../outgoing/brands.js'
import { enqueue } from '../outgoing/queue.js'
import { findUser, findUserBy, type UserRow } from '../accounts/users.js'
import { cpfSchema, foreignDocumentSchema } from '../accounts/validation.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { follows, huntingInvitations, opportunities, users } from '../db/schema.js'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { RequestInputError, deadlineDate, rowOfToken, sealRow, siteLink } from './company-requests.js'
import {
  externalName,
  externalProfileBy,
  externalProfileById,
  importExternalProfile,
} from './external-base.js'
import { DEFAULT_TOKEN_DAYS, expiryAfter, pendingTokenHash } from './signed-tokens.js'

export type InvitationRow = typeof huntingInvitations.$inferSelect
export type InvitationState = 'open' | 'expired' | 'accepted' | 'refused'

/** The `source` of an account a hunting invitation created. */
export const HUNTING_SOURCE = 'hunting'

const notFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.huntingNotFound)
const closed = () => domainError('CLOSED', PLATFORM_MESSAGES.huntingClosed)

/** The invitation a hunting token names; undefined when unknown or tampered (signed-tokens.ts). */
export const invitationOf = (db: Db, key: string, token: unknown): Promise<InvitationRow | undefined> =>
  rowOfToken(db, 'hunting', key, token)

/**
 * Records the answer on a still open invitation, or throws CLOSED: a second acceptance (or a refusal)
 * racing this one finds it answered.
 */
async function answer(
  db: Pick<Db, 'update'>,
  id: number,
  set: { acceptedAt: Date } | { refusedAt: Date },
  now: Date,
): Promise<void> {
  const [answered] = await db
    .update(huntingInvitations)
    .set(set)
    .where(
      and(
        eq(huntingInvitations.id, id),
        isNull(huntingInvitations.acceptedAt),
        isNull(huntingInvitations.refusedAt),
        gt(huntingInvitations.expiresAt, now),
      ),
    )
    .returning({ id: huntingInvitations.id })
  if (!answered) throw closed()
}

export function invitationState(row: InvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted'
  if (row.refusedAt) return 'refused'
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open'
}

/** The person's account: the invitation's user, or (an external-base invitation) the account with its e-mail. */
async function inviteeOf(db: Db, row: InvitationRow): Promise<UserRow | undefined> {
  if (row.userId !== null) return findUser(db, row.userId)
  return findUserBy(db, 'email', row.email)
}

/** A person who has to choose a password before signing in with one (docs/decisions.md, "Company requests"). */
export const mustChoosePassword = (user: Pick<UserRow, 'forceChangePassword' | 'passwordHash'>) =>
  user.forceChangePassword || user.passwordHash === null

/**
 * The contract's HuntingToken: null when unknown; `valid` false (and no user) once answered or past the
 * deadline; else the account (null when accepting will create it) and the opening.
 */
export async function decryptHuntingToken(db: Db, key: string, token: unknown, now = new Date()) {
  const row = await invitationOf(db, key, token)
  if (!row) return null
  const opportunity = row.opportunityId === null ? null : { id: String(row.opportunityId) }
  if (invitationState(row, now) !== 'open') return { valid: false, user: null, opportunity }
  const user = await inviteeOf(db, row)
  return {
    valid: true,
    user: user
      ? { id: String(user.id), email: user.email, forceChangePassword: mustChoosePassword(user) }
      : null,
    opportunity,
  }
}

/** The invitation of a token, open at `now`; NOT_FOUND or CLOSED otherwise. */
async function openInvitation(db: Db, key: string, token: unknown, now: Date): Promise<InvitationRow> {
  const row = await invitationOf(db, key, token)
  if (!row) throw notFound()
  if (invitationState(row, now) !== 'open') throw closed()
  return row
}

/**
 * Accepts an open invitation (once): the person's account, created from the external base when there is
 * none, with the external profile imported; the opening's company followed. Returns the account.
 */
export async function acceptInvitation(
  db: Db,
  key: string,
  token: unknown,
  now = new Date(),
): Promise<UserRow> {
  const row = await openInvitation(db, key, token, now)
  const userId = await db.transaction(async (tx) => {
    // Claimed first: a second acceptance (or a refusal) racing this one finds it answered.
    await answer(tx, row.id, { acceptedAt: now }, now)

    let user =
      row.userId !== null
        ? (await tx.select().from(users).where(eq(users.id, row.userId)).limit(1))[0]
        : (await tx.select().from(users).where(eq(users.email, row.email)).limit(1))[0]
    if (row.userId === null) {
      const external =
        row.externalBaseProfileId === null
          ? undefined
          : await externalProfileById(tx, row.externalBaseProfileId)
      if (!user) {
        if (!external) throw notFound()
        const { name, first_name: firstName, last_name: lastName } = externalName(external.name)
        ;[user] = await tx
          .insert(users)
          .values({
            name,
            firstName,
            lastName,
            email: external.email,
            passwordHash: null,
            forceChangePassword: true,
            source: HUNTING_SOURCE,
          })
          .returning()
      }
      if (external) await importExternalProfile(tx, user!, external)
    }
    if (!user) throw notFound()
    await tx.update(huntingInvitations).set({ userId: user.id }).where(eq(huntingInvitations.id, row.id))

    // The person now follows the company of the opening (the follower flag).
    if (row.opportunityId !== null) {
      const [opening] = await tx
        .select({ companyId: opportunities.companyId })
        .from(opportunities)
        .where(eq(opportunities.id, row.opportunityId))
      if (opening)
        await tx
          .insert(follows)
          .values({ userId: user.id, companyId: opening.companyId })
          .onConflictDoNothing()
    }
    return user.id
  })
  const user = await findUser(db, userId)
  if (!user) throw notFound()
  return user
}

/** Refuses an open invitation (once). */
export async function refuseInvitation(db: Db, key: string, token: unknown, now = new Date()): Promise<void> {
  const row = await openInvitation(db, key, token, now)
  await answer(db, row.id, { refusedAt: now }, now)
}

/** CPF for Brazilians, RNE or passport for foreigners (core's rules and messages). */
function parseDocument(
  document: unknown,
  foreigner: boolean,
): { cpf: string | null; passport: string | null } {
  const schema = foreigner ? foreignDocumentSchema : cpfSchema
  const parsed = schema.safeParse(document ?? '')
  if (!parsed.success) throw domainError('VALIDATION', parsed.error.issues[0]?.message)
  return foreigner ? { cpf: null, passport: parsed.data } : { cpf: parsed.data, passport: null }
}

/**
 * `updateHunting`: the document of the person of an accepted invitation (before its deadline) who has none
 * yet. A document of another account answers `hasUser` (the site offers to sign in with it) and changes
 * nothing; `hasMoreRegister` while the person has no password of their own.
 */
export async function setInviteeDocument(
  db: Db,
  key: string,
  args: { token: unknown; document: unknown; foreigner: boolean },
  now = new Date(),
) {
  const row = await invitationOf(db, key, args.token)
  if (!row) throw notFound()
  const state = invitationState(row, now)
  if (row.acceptedAt === null && state === 'open')
    throw domainError('CLOSED', PLATFORM_MESSAGES.huntingNotAccepted)
  if (state !== 'accepted' || row.expiresAt.getTime() <= now.getTime()) throw closed()
  const user = row.userId === null ? undefined : await findUser(db, row.userId)
  if (!user) throw notFound()
  if (user.cpf || user.passport) throw domainError('VALIDATION', PLATFORM_MESSAGES.documentImmutable)
  const document = parseDocument(args.document, args.foreigner)
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        document.cpf ? eq(users.cpf, document.cpf) : eq(users.passport, document.passport!),
        ne(users.id, user.id),
      ),
    )
    .limit(1)
  if (other) return { id: String(user.id), hasUser: true, hasMoreRegister: false }
  const [updated] = await db
    .update(users)
    .set({ ...document, foreigner: args.foreigner })
    .where(eq(users.id, user.id))
    .returning()
  return { id: String(user.id), hasUser: false, hasMoreRegister: mustChoosePassword(updated ?? user) }
}

// ── Inviting (the development endpoint; a company's side) ───────────────────────────────────────

export interface NewInvitation {
  email: string
  opportunityId?: number | undefined
  expiresInDays?: number | undefined
}

export interface CreatedInvitation {
  id: number
  token: string
  acceptLink: string
  refuseLink: string
}

/**
 * Invites the user with that e-mail, or the external-base profile with it when no user has it (404
 * otherwise), and enqueues the e-mail with both links in the same transaction.
 */
export async function createInvitation(
  db: Db,
  config: Config,
  input: NewInvitation,
  now = new Date(),
): Promise<CreatedInvitation> {
  const email = input.email.trim().toLowerCase()
  const user = await findUserBy(db, 'email', email)
  const external = await externalProfileBy(db, { email })
  if (!user && !external) throw new RequestInputError(404, PLATFORM_MESSAGES.devInviteeNotFound)
  let job: string | null = null
  // The brand whose company owns the opening; without an opening, the default brand.
  let brand: string | undefined
  if (input.opportunityId !== undefined) {
    const [opening] = await db
      .select({ title: opportunities.title, companyId: opportunities.companyId })
      .from(opportunities)
      .where(eq(opportunities.id, input.opportunityId))
    if (!opening) throw new RequestInputError(404, PLATFORM_MESSAGES.opportunityNotFound)
    job = opening.title
    brand = messageBrands(config.delivery).forCompany(opening.companyId)
  }
  // Whole seconds: the token's expiry is in seconds.
  const expiresAt = new Date(
    Math.floor(expiryAfter(now, input.expiresInDays ?? DEFAULT_TOKEN_DAYS).getTime() / 1000) * 1000,
  )
  const name = titleCaseName(
    user ? user.socialName || user.firstName : externalName(external!.name).first_name,
  )
  const { id, token } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(huntingInvitations)
      .values({
        userId: user?.id ?? null,
        externalBaseProfileId: external?.id ?? null,
        email,
        opportunityId: input.opportunityId ?? null,
        tokenHash: pendingTokenHash(),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: huntingInvitations.id })
    const token = await sealRow(tx, 'hunting', config.tokenSigningKey, row!.id, expiresAt)
    await enqueue(tx, {
      channel: 'email',
      template: 'hunting-invitation',
      to: email,
      data: {
        name,
        jobTitle: job,
        acceptLink: siteLink(config, 'acceptHunting', token),
        refuseLink: siteLink(config, 'refuseHunting', token),
        until: deadlineDate(expiresAt),
      },
      brand,
    })
    return { id: row!.id, token }
  })
  const acceptLink = siteLink(config, 'acceptHunting', token)
  const refuseLink = siteLink(config, 'refuseHunting', token)
  return { id, token, acceptLink, refuseLink }
}

/** The invitations sent to an e-mail (or to the account that has it now), newest first: GET /dev/hunting. */
export async function invitationsTo(db: Db, email: string) {
  const address = email.trim().toLowerCase()
  const user = await findUserBy(db, 'email', address)
  const rows = await db
    .select()
    .from(huntingInvitations)
    .where(
      or(eq(huntingInvitations.email, address), user ? eq(huntingInvitations.userId, user.id) : undefined),
    )
    .orderBy(desc(huntingInvitations.id))
  const iso = (value: Date | null) => (value === null ? null : value.toISOString())
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    userId: row.userId,
    externalBaseProfileId: row.externalBaseProfileId,
    opportunityId: row.opportunityId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    refusedAt: iso(row.refusedAt),
  }))
}
