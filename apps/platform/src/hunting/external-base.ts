// The external (partner) profile base (docs/decisions.md, "Company requests: hunting invitations and profile
// update requests"): résumés a partner holds for people who may have no account here. A headhunting
// invitation to such a person creates the account from it (hunting/service.ts).
//
// - `externalProfileView`: the contract's ExternalBaseProfile, the name whole and split at the first space
//   (core's splitFullName), the lists with their names.
// - `importExternalProfile`: writes the external profile into a user's profile, once: disabilities, language
//   proficiencies, educations, professional experiences, the address (when the profile has none), and the
//   CPF or passport and phone when the user has none (a document of another account is left out). Importing
//   again adds nothing: a record the profile already has (same level, institution, course and start; same
//   company, role and start; same language) is skipped.
import { splitFullName } from '@carreiras/core'
import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { UserRow } from '../accounts/users.js'
import type { Db } from '../db/client.js'
import {
  courses,
  educations,
  externalBaseProfiles,
  institutions,
  languageProficiencies,
  professionalExperiences,
  referenceItems,
  states,
  users,
  type ExternalEducation,
  type ExternalExperience,
} from '../db/schema.js'
import type { ReferenceDomain } from '../db/seed-resume.js'
import type { Transaction } from '../events/service.js'
import { tokenHash } from './signed-tokens.js'

export type ExternalProfileRow = typeof externalBaseProfiles.$inferSelect
type Executor = Db | Transaction

/** The `source` of the records an import writes. */
export const EXTERNAL_BASE_SOURCE = 'base-externa'

const str = (value: number | null) => (value === null ? null : String(value))

/** The profile a partner's token names; undefined when unknown. */
export async function externalProfileByToken(db: Db, token: string): Promise<ExternalProfileRow | undefined> {
  if (!token.trim() || token.length > 512) return undefined
  const [row] = await db
    .select()
    .from(externalBaseProfiles)
    .where(eq(externalBaseProfiles.tokenHash, tokenHash(token)))
    .limit(1)
  return row
}

/** The profile of an e-mail (lower case), a CPF (11 digits) or a passport (upper case); the first given wins. */
export async function externalProfileBy(
  db: Executor,
  keys: { email?: string | null; cpf?: string | null; passport?: string | null },
): Promise<ExternalProfileRow | undefined> {
  const where = keys.email
    ? eq(externalBaseProfiles.email, keys.email)
    : keys.cpf
      ? eq(externalBaseProfiles.cpf, keys.cpf)
      : keys.passport
        ? eq(externalBaseProfiles.passport, keys.passport)
        : undefined
  if (!where) return undefined
  const [row] = await db.select().from(externalBaseProfiles).where(where).limit(1)
  return row
}

export async function externalProfileById(db: Executor, id: number): Promise<ExternalProfileRow | undefined> {
  const [row] = await db.select().from(externalBaseProfiles).where(eq(externalBaseProfiles.id, id)).limit(1)
  return row
}

// ── The view ────────────────────────────────────────────────────────────────────────────────────

async function namesOf(
  db: Db,
  domain: ReferenceDomain,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: referenceItems.id, name: referenceItems.name })
    .from(referenceItems)
    .where(and(eq(referenceItems.domain, domain), inArray(referenceItems.id, unique)))
  return new Map(rows.map((row) => [row.id, row.name]))
}

async function tableNames(
  db: Db,
  table: typeof institutions | typeof courses,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, unique))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The name whole (spaces collapsed) and split at the first space (core's splitFullName). */
export function externalName(name: string) {
  const { firstName, lastName } = splitFullName(name)
  return { name: [firstName, lastName].filter(Boolean).join(' '), first_name: firstName, last_name: lastName }
}

/** The contract's ExternalBaseProfile; the records' ids are their positions (1, 2…). */
export async function externalProfileView(db: Db, row: ExternalProfileRow) {
  const [disabilityNames, companyNames, institutionNames, courseNames] = await Promise.all([
    namesOf(db, 'disabilities', row.disabilityIds),
    namesOf(
      db,
      'companies',
      row.experiences.flatMap((e) => (e.companyId === null ? [] : [e.companyId])),
    ),
    tableNames(
      db,
      institutions,
      row.educations.map((e) => e.institutionId),
    ),
    tableNames(
      db,
      courses,
      row.educations.map((e) => e.courseId),
    ),
  ])
  const location = row.location
  let state: { abbr: string; name: string } | undefined
  if (location?.stateId != null) {
    ;[state] = await db
      .select({ abbr: states.abbr, name: states.name })
      .from(states)
      .where(eq(states.id, location.stateId))
  }
  return {
    ...externalName(row.name),
    email: row.email,
    cpf: row.cpf,
    passport: row.passport,
    phone: row.phone,
    disabilities: row.disabilityIds.map((id) => ({
      disabilityId: String(id),
      name: disabilityNames.get(id) ?? null,
    })),
    language_proficiencies: row.languages.map((l, i) => ({
      id: String(i + 1),
      language: String(l.languageId),
      proficiency: String(l.proficiencyId),
    })),
    educations: row.educations.map((e, i) => ({
      id: String(i + 1),
      countryId: String(e.countryId),
      stateId: str(e.stateId),
      level: String(e.levelId),
      institutionId: str(e.institutionId),
      institutionName:
        e.institutionName ?? (e.institutionId === null ? null : institutionNames.get(e.institutionId)),
      courseId: str(e.courseId),
      courseName: e.courseName ?? (e.courseId === null ? null : courseNames.get(e.courseId)),
      status: String(e.statusId),
      campus: e.campus,
      startDate: e.startDate,
      endDate: e.endDate,
      period: str(e.periodId),
    })),
    professional_experiences: row.experiences.map((e, i) => ({
      id: String(i + 1),
      companyId: str(e.companyId),
      company: e.companyName ?? (e.companyId === null ? null : companyNames.get(e.companyId)),
      role: e.role,
      responsabilities: e.responsabilities,
      startYear: e.startYear,
      endYear: e.endYear,
      level: String(e.levelId),
      area: e.area,
      currentOccupation: e.currentOccupation,
      occupations: null,
    })),
    location: location && {
      zipcode: location.zipcode,
      street: location.street,
      number: location.number,
      complement: location.complement,
      neighborhood: location.neighborhood,
      city: location.city,
      stateId: str(location.stateId),
      stateAbbr: state?.abbr ?? null,
      stateName: state?.name ?? null,
      country: 'Brasil',
    },
  }
}

// ── The import ──────────────────────────────────────────────────────────────────────────────────

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').normalize('NFC').trim().toLowerCase() === (b ?? '').normalize('NFC').trim().toLowerCase()

type EducationRow = typeof educations.$inferSelect
type ExperienceRow = typeof professionalExperiences.$inferSelect

const sameEducation = (own: EducationRow, e: ExternalEducation) =>
  own.levelId === e.levelId &&
  (own.institutionId ?? null) === e.institutionId &&
  same(own.institutionName, e.institutionName) &&
  (own.courseId ?? null) === e.courseId &&
  same(own.courseName, e.courseName) &&
  same(own.startDate, e.startDate)

const sameExperience = (own: ExperienceRow, e: ExternalExperience) =>
  (own.companyId ?? null) === e.companyId &&
  same(own.companyName, e.companyName) &&
  same(own.role, e.role) &&
  same(own.startYear, e.startYear)

/** Whether another account already holds this CPF or passport. */
async function documentTaken(
  tx: Transaction,
  userId: number,
  document: { cpf: string | null; passport: string | null },
): Promise<boolean> {
  const match = document.cpf
    ? eq(users.cpf, document.cpf)
    : document.passport
      ? eq(users.passport, document.passport)
      : undefined
  if (!match) return true
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(match, ne(users.id, userId)))
    .limit(1)
  return other !== undefined
}

export interface ImportResult {
  educations: number
  experiences: number
  languages: number
}

/** Imports the external profile into the user's profile (see the header); returns the records added. */
export async function importExternalProfile(
  tx: Transaction,
  user: UserRow,
  external: ExternalProfileRow,
): Promise<ImportResult> {
  const set: Partial<typeof users.$inferInsert> = {}

  // Documents and phone, only when the user has none.
  if (!user.cpf && !user.passport && (external.cpf || external.passport)) {
    const document = { cpf: external.cpf, passport: external.cpf ? null : external.passport }
    if (!(await documentTaken(tx, user.id, document))) {
      Object.assign(set, document)
      if (document.passport) set.foreigner = true
    }
  }
  if (!user.phone && external.phone) set.phone = external.phone

  // Disabilities: added to what the profile says, unless the person answered that they have none.
  if (external.disabilityIds.length && user.hasDisability !== false) {
    set.hasDisability = true
    set.disabilityIds = [...new Set([...user.disabilityIds, ...external.disabilityIds])]
  }

  // The address, when the profile has none.
  const location = external.location
  const hasAddress = [user.zipcode, user.street, user.city, user.stateId].some((v) => v !== null)
  if (location && !hasAddress) {
    set.zipcode = location.zipcode
    set.street = location.street
    set.addressNumber = location.number
    set.complement = location.complement
    set.neighborhood = location.neighborhood
    set.city = location.city
    set.stateId = location.stateId
    set.addressCountry = 'Brasil'
  }
  if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, user.id))

  const [ownEducations, ownExperiences, ownLanguages] = await Promise.all([
    tx.select().from(educations).where(eq(educations.userId, user.id)),
    tx.select().from(professionalExperiences).where(eq(professionalExperiences.userId, user.id)),
    tx
      .select({ languageId: languageProficiencies.languageId })
      .from(languageProficiencies)
      .where(eq(languageProficiencies.userId, user.id)),
  ])
  const newEducations = external.educations.filter((e) => !ownEducations.some((own) => sameEducation(own, e)))
  const newExperiences = external.experiences.filter(
    (e) => !ownExperiences.some((own) => sameExperience(own, e)),
  )
  const languageIds = new Set(ownLanguages.map((l) => l.languageId))
  const newLanguages = external.languages.filter((l) => {
    if (languageIds.has(l.languageId)) return false
    languageIds.add(l.languageId)
    return true
  })
  const source = EXTERNAL_BASE_SOURCE
  if (newEducations.length)
    await tx.insert(educations).values(newEducations.map((e) => ({ ...e, userId: user.id, source })))
  if (newExperiences.length)
    await tx
      .insert(professionalExperiences)
      .values(newExperiences.map((e) => ({ ...e, userId: user.id, source })))
  if (newLanguages.length)
    await tx
      .insert(languageProficiencies)
      .values(newLanguages.map((l) => ({ ...l, userId: user.id, source })))
  return {
    educations: newEducations.length,
    experiences: newExperiences.length,
    languages: newLanguages.length,
  }
}

/**
 * The external profile matching the user's own e-mail, CPF or passport, as `integrateProfileExternalBase`
 * names them. Only the user's own keys match: a session cannot import someone else's résumé (and documents)
 * by naming their e-mail.
 */
export async function ownExternalProfile(
  db: Executor,
  user: UserRow,
  keys: { email: string | null; cpf: string | null; passport: string | null },
): Promise<ExternalProfileRow | undefined> {
  const email = keys.email ?? (keys.cpf || keys.passport ? null : user.email)
  if (email !== null && email !== user.email) return undefined
  if (keys.cpf && keys.cpf !== user.cpf) return undefined
  if (keys.passport && keys.passport !== user.passport) return undefined
  const conditions = [
    email ? eq(externalBaseProfiles.email, email) : undefined,
    keys.cpf ? eq(externalBaseProfiles.cpf, keys.cpf) : undefined,
    keys.passport ? eq(externalBaseProfiles.passport, keys.passport) : undefined,
  ].filter((c) => c !== undefined)
  if (conditions.length === 0) return undefined
  const [row] = await db
    .select()
    .from(externalBaseProfiles)
    .where(or(...conditions))
    .limit(1)
  return row
}
