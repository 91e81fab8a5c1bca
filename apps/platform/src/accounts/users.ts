// Reading users and shaping them for the GraphQL results (AuthPayload, User, Profile).
import { BRAZILIAN_STATES } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { outgoingMessages, termsAcceptances, users } from '../db/schema.js'
import { censorEmail, censorName, censorPhone } from './censor.js'
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

const optionalId = (value: number | null) => (value === null ? null : String(value))

/**
 * The company whose internal recruitment the person belongs to: an employer or internal user's company; null
 * for candidates. Only such a session sees that company's internal openings.
 */
export const internalCompanyOf = (user: Pick<UserRow, 'role' | 'companyId'>): number | null =>
  user.role === 'employer' ? user.companyId : null

/** The address of the profile; the state's abbreviation and name come from its numeric code. */
function locationOf(user: UserRow) {
  const state = user.stateId === null ? undefined : BRAZILIAN_STATES.find((s) => s.code === user.stateId)
  return {
    zipcode: user.zipcode,
    street: user.street,
    number: user.addressNumber,
    complement: user.complement,
    neighborhood: user.neighborhood,
    city: user.city,
    stateId: optionalId(user.stateId),
    stateAbbr: state?.abbr ?? null,
    stateName: state?.name ?? null,
    country: user.addressCountry,
  }
}

/**
 * The profile as its own session sees it: account and personal data. The lists kept in other tables
 * (disabilities' names, medical reports, additional questions, résumé sections) are Profile field resolvers
 * that check the session again (graphql/resolvers/profile.ts, resume.ts).
 */
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
    /** DD/MM/YYYY. */
    birthday: user.birthday === null ? null : user.birthday.split('-').reverse().join('/'),
    nationality: user.nationality,
    gender: optionalId(user.genderId),
    maritalStatus: optionalId(user.maritalStatusId),
    pronoun: optionalId(user.pronounId),
    raceAndEthnicity: optionalId(user.raceAndEthnicityId),
    sexualOrientation: optionalId(user.sexualOrientationId),
    familyIncome: optionalId(user.familyIncomeId),
    personalIncome: optionalId(user.personalIncomeId),
    /** Read by the `disabilities` field resolver (ids → names). */
    disabilityIds: user.disabilityIds,
    has_disability: user.hasDisability,
    hasDisability: user.hasDisability,
    need_help_selection_process: user.needHelpSelectionProcess,
    description_help_selection_process: user.descriptionHelpSelectionProcess,
    whatDoYouLove: user.whatDoYouLove,
    location: locationOf(user),
    noProfessionalExperience: user.noProfessionalExperience,
  }
}

/** The user as its own session sees it. */
export async function userView(db: Db, user: UserRow) {
  const terms = await termsOf(db, user.id)
  return {
    ...profileOf(user, terms),
    profile: profileOf(user, terms),
    internalCompanyId: optionalId(internalCompanyOf(user)),
  }
}

/**
 * The users lookup for a caller without that user's session (pre-register, forgotten e-mail): what those
 * screens show and no more — name, e-mail and phone censored, no documents, no avatar, and instead of the
 * user id an opaque short-lived reference (`ref`, accounts/lookup-refs.ts) the forgotten-e-mail flow sends back.
 */
export function censoredUserView(user: UserRow, ref: string) {
  const phone = censorPhone(user.phone)
  return {
    id: ref,
    name: censorName(user.name),
    email: censorEmail(user.email),
    avatar: null,
    phone,
    profile: { id: ref, userId: ref, phone },
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
    internalCompanyId: optionalId(internalCompanyOf(user)),
  }
}

/**
 * Deletes a candidate. Sessions, acceptances, follows, recovery tokens, SMS codes and invitations go
 * with the row (ON DELETE CASCADE); the queued and sent messages to their e-mail and phone are removed
 * too (outgoing/queue.ts).
 */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  const user = await findUser(db, userId)
  await db.delete(users).where(eq(users.id, userId))
  if (!user) return
  const addresses = [user.email, user.phone].filter((a): a is string => Boolean(a))
  for (const to of addresses) await db.delete(outgoingMessages).where(eq(outgoingMessages.to, to))
}
