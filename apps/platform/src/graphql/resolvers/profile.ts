// The candidate's personal data: personalDataUpdate, the avatar, medical reports (laudos) and the Profile
// fields read from other tables (disabilities with their names, medical reports, additional questions). Every
// operation needs the session of the user it names (docs/wire-format.md); a medical report of another user
// answers NOT_FOUND. Formats are checked with core's personalDataPayloadSchema (the form's rules and
// messages); which fields are required depends on the screen, so it is the form's concern.
// An existing CPF or passport cannot be changed; an e-mail, CPF or passport of another user answers
// ALREADY_REGISTERED.
import {
  fullNameError,
  normalizeFullName,
  personalDataPayloadSchema,
  ptBR,
  socialNameError,
  splitFullName,
  stripApplicationText,
  type PersonalDataPayload,
} from '@carreiras/core'
import { and, asc, count, desc, eq, inArray, ne, or } from 'drizzle-orm'
import { requireUser, parseId } from '../../accounts/sessions.js'
import { findUser, userView, type UserRow } from '../../accounts/users.js'
import type { Db } from '../../db/client.js'
import { medicalReports, referenceItems, states, storedFiles, subscriptions, users } from '../../db/schema.js'
import type { ReferenceDomain } from '../../db/seed-resume.js'
import {
  checkUpload,
  cleanFileName,
  deleteStoredFile,
  fileUrl,
  requestOrigin,
  storeFile,
} from '../../files/files.js'
import type {
  MutationPersonalDataUpdateArgs,
  MutationRemoveUserLaudoArgs,
  MutationUploadUserAvatarArgs,
  MutationUploadUserDocumentArgs,
} from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'
import { validate } from '../../lib/validate.js'

/** Medical reports one candidate may keep. */
export const MAX_MEDICAL_REPORTS = 5
/** `upload_name` of a medical report. */
export const LAUDO_UPLOAD_NAME = 'laudo'
const NATIONALITY_MAX = 100

const success = { success: true, message: null, error: null }
const reportNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.recordNotFound)

/** Postgres unique violation (a concurrent update with the same e-mail or document). */
function isUniqueViolation(error: unknown): boolean {
  const code = error as { code?: unknown; cause?: { code?: unknown } } | null
  return code?.code === '23505' || code?.cause?.code === '23505'
}

/** Special characters stripped; empty → null. */
const text = (value: string | null | undefined) =>
  value == null ? value : stripApplicationText(value) || null

/**
 * A name as stored: stripped and normalized by core's name rule. Text that is only invisible characters
 * (U+200B…) is no name: 'Nome inválido'; blank is '' (not sent, or a cleared social name).
 */
function nameText(value: string): string {
  const stripped = stripApplicationText(value)
  const name = normalizeFullName(stripped)
  if (!name && stripped.trim()) throw domainError('VALIDATION', ptBR.validation.nameInvalid)
  return name
}

/** A name rule's message becomes VALIDATION. */
function checkName(error: string | null): void {
  if (error) throw domainError('VALIDATION', error)
}

/** An id of a list ('' clears it), or VALIDATION 'Opção inválida'. */
function optionId(value: string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined
  if (value === null || value.trim() === '') return null
  const id = parseId(value)
  if (id === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownOption)
  return id
}

/** Every id must be an item of the domain list. */
async function assertDomainIds(db: Db, domain: ReferenceDomain, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const [found] = await db
    .select({ n: count() })
    .from(referenceItems)
    .where(and(eq(referenceItems.domain, domain), inArray(referenceItems.id, unique)))
  if ((found?.n ?? 0) !== unique.length) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownOption)
}

/** DD/MM/YYYY (already validated) → the date column's YYYY-MM-DD. */
const isoDate = (birthday: string) => birthday.trim().split('/').reverse().join('-')

type UserUpdate = Partial<typeof users.$inferInsert>

/** The columns personalDataUpdate changes; fields not sent are kept. */
async function personalDataChanges(db: Db, user: UserRow, p: PersonalDataPayload): Promise<UserUpdate> {
  const set: UserUpdate = {}

  // Names: first and last name, or a full name split at the first space; core's name rule, the same as
  // sign-up's (validation/full-name.ts): invisible characters dropped, and a changed name must pass it.
  const first = p.firstname == null ? null : nameText(p.firstname)
  const last = p.lastname == null ? null : nameText(p.lastname)
  if (first || last) {
    set.firstName = first ?? user.firstName
    set.lastName = last ?? user.lastName
    set.name = `${set.firstName} ${set.lastName}`.trim()
    if (set.firstName !== user.firstName || set.lastName !== user.lastName) checkName(fullNameError(set.name))
  } else if (p.name != null && nameText(p.name)) {
    const full = nameText(p.name)
    if (full !== user.name) checkName(fullNameError(full))
    set.name = full
    Object.assign(set, splitFullName(full))
  }
  if (p.social_name !== undefined) {
    const social = p.social_name == null ? '' : nameText(p.social_name)
    if (social && social !== user.socialName) checkName(socialNameError(social))
    set.socialName = social || null
  }

  // Contact.
  if (p.email && p.email !== user.email) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, p.email), ne(users.id, user.id)))
      .limit(1)
    if (other) throw domainError('ALREADY_REGISTERED')
    set.email = p.email
  }
  if (p.phone !== undefined) set.phone = p.phone || null

  // Document: an existing CPF or passport is read-only; a new one must be free.
  const cpf = p.cpf || null
  const passport = p.passport || null
  const hasDocument = Boolean(user.cpf || user.passport)
  if ((cpf && cpf !== user.cpf) || (passport && passport !== user.passport)) {
    if (hasDocument) throw domainError('VALIDATION', PLATFORM_MESSAGES.documentImmutable)
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          or(cpf ? eq(users.cpf, cpf) : undefined, passport ? eq(users.passport, passport) : undefined),
          ne(users.id, user.id),
        ),
      )
      .limit(1)
    if (other) throw domainError('ALREADY_REGISTERED')
    if (cpf) Object.assign(set, { cpf, foreigner: false })
    else Object.assign(set, { passport, foreigner: true })
  }

  // Personal data.
  if (p.birthday !== undefined) set.birthday = p.birthday?.trim() ? isoDate(p.birthday) : null
  if (p.nationality !== undefined) {
    const nationality = text(p.nationality) ?? 'Brasil'
    if (nationality.length > NATIONALITY_MAX) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
    set.nationality = nationality
  }
  const lists = [
    ['genderId', 'genders', p.gender],
    ['maritalStatusId', 'maritalStatus', p.marital_status],
    ['pronounId', 'pronouns', p.pronoun],
    ['raceAndEthnicityId', 'race_and_ethnicities', p.race_and_ethnicity],
    ['sexualOrientationId', 'sexual_orientations', p.sexual_orientation],
    ['familyIncomeId', 'family_incomes', p.family_income],
    ['personalIncomeId', 'personal_incomes', p.personal_income],
  ] as const
  for (const [column, domain, value] of lists) {
    const id = optionId(value)
    if (id === undefined) continue
    if (id !== null) await assertDomainIds(db, domain, [id])
    set[column] = id
  }
  if (p.has_disability != null) set.hasDisability = p.has_disability
  if (p.disabilities != null || p.has_disability === false) {
    const ids = p.has_disability === false ? [] : (p.disabilities ?? []).map((id) => optionId(id) ?? 0)
    await assertDomainIds(db, 'disabilities', ids)
    set.disabilityIds = [...new Set(ids)]
  }
  if (p.need_help_selection_process != null) set.needHelpSelectionProcess = p.need_help_selection_process
  if (p.description_help_selection_process !== undefined)
    set.descriptionHelpSelectionProcess = text(p.description_help_selection_process)
  if (p.need_help_selection_process === false || p.has_disability === false)
    set.descriptionHelpSelectionProcess = null
  if (p.what_do_you_love !== undefined) set.whatDoYouLove = text(p.what_do_you_love)

  // Address.
  const address = p.address as
    (NonNullable<PersonalDataPayload['address']> & { stateName?: string | null }) | null | undefined
  if (address) {
    if (address.zipcode !== undefined) set.zipcode = address.zipcode || null
    if (address.street !== undefined) set.street = text(address.street)
    if (address.number !== undefined) set.addressNumber = text(address.number)
    if (address.complement !== undefined) set.complement = text(address.complement)
    if (address.neighborhood !== undefined) set.neighborhood = text(address.neighborhood)
    if (address.city !== undefined) set.city = text(address.city)
    if (address.country !== undefined) set.addressCountry = text(address.country)
    const stateId = optionId(address.state)
    if (stateId !== undefined) {
      if (stateId !== null) {
        const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId))
        if (!state) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownState)
      }
      set.stateId = stateId
    }
  }
  return set
}

// ── Views ───────────────────────────────────────────────────────────────────────────────────────

/** The profile's own user id when the session is that user's; null otherwise (no personal records). */
function ownProfile(parent: { id?: unknown; userId?: unknown }, ctx: PlatformContext): number | null {
  const id = Number(parent.userId ?? parent.id)
  return ctx.session !== null && ctx.session.userId === id ? id : null
}

async function medicalReportsOf(ctx: PlatformContext, userId: number) {
  const rows = await ctx.db
    .select({
      id: medicalReports.id,
      name: medicalReports.name,
      fileId: storedFiles.id,
      token: storedFiles.token,
    })
    .from(medicalReports)
    .innerJoin(storedFiles, eq(storedFiles.id, medicalReports.fileId))
    .where(eq(medicalReports.userId, userId))
    .orderBy(asc(medicalReports.id))
  const origin = requestOrigin(ctx)
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    file: fileUrl(origin, { id: row.fileId, token: row.token }),
  }))
}

const comparable = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

/**
 * The answers of the user's applications (newest first), one per slug (or title when the question has none):
 * the defaults of the next opening's questions. File uploads and blank answers are left out.
 */
async function additionalQuestionsOf(db: Db, userId: number) {
  const rows = await db
    .select({ questions: subscriptions.questions })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isDeleted, false)))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
  const seen = new Set<string>()
  const result: { id: string; question: string; answer: string; slug: string | null }[] = []
  for (const { questions } of rows) {
    for (const answer of questions) {
      if (answer.htmlType === 'file_upload' || !answer.answer?.trim()) continue
      const key = answer.slug?.trim()
        ? `slug:${comparable(answer.slug)}`
        : `title:${comparable(answer.title)}`
      if (seen.has(key)) continue
      seen.add(key)
      result.push({ id: answer.id, question: answer.title, answer: answer.answer, slug: answer.slug })
    }
  }
  return result
}

export const personalProfileFields = {
  disabilities: async (
    parent: { id?: unknown; userId?: unknown; disabilityIds?: number[] },
    _args: unknown,
    ctx: PlatformContext,
  ) => {
    if (ownProfile(parent, ctx) === null || !parent.disabilityIds) return null
    if (parent.disabilityIds.length === 0) return []
    const rows = await ctx.db
      .select({ id: referenceItems.id, name: referenceItems.name })
      .from(referenceItems)
      .where(
        and(
          eq(referenceItems.domain, 'disabilities' satisfies ReferenceDomain),
          inArray(referenceItems.id, parent.disabilityIds),
        ),
      )
    const names = new Map(rows.map((row) => [row.id, row.name]))
    return parent.disabilityIds.map((id) => ({ disabilityId: String(id), name: names.get(id) ?? null }))
  },
  medicalReports: async (
    parent: { id?: unknown; userId?: unknown },
    _args: unknown,
    ctx: PlatformContext,
  ) => {
    const userId = ownProfile(parent, ctx)
    return userId === null ? null : medicalReportsOf(ctx, userId)
  },
  additionalQuestions: async (
    parent: { id?: unknown; userId?: unknown },
    _args: unknown,
    ctx: PlatformContext,
  ) => {
    const userId = ownProfile(parent, ctx)
    return userId === null ? null : additionalQuestionsOf(ctx.db, userId)
  },
}

// ── Resolvers ───────────────────────────────────────────────────────────────────────────────────

export const profileMutation = {
  personalDataUpdate: async (_root: unknown, args: MutationPersonalDataUpdateArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const payload = validate(personalDataPayloadSchema(), args) as PersonalDataPayload
    const user = await findUser(ctx.db, userId)
    if (!user) throw domainError('UNAUTHORIZED')
    const set = await personalDataChanges(ctx.db, user, payload)
    let updated: UserRow = user
    if (Object.keys(set).length > 0) {
      try {
        ;[updated] = (await ctx.db.update(users).set(set).where(eq(users.id, userId)).returning()) as [
          UserRow,
        ]
      } catch (error) {
        if (isUniqueViolation(error)) throw domainError('ALREADY_REGISTERED')
        throw error
      }
    }
    return { success: true, error: null, profile: (await userView(ctx.db, updated)).profile }
  },

  uploadUserAvatar: async (_root: unknown, args: MutationUploadUserAvatarArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const upload = checkUpload(args.image_base64, 'image')
    const avatar = await ctx.db.transaction(async (tx) => {
      // The previous photo goes (only the current one is kept).
      await tx.delete(storedFiles).where(and(eq(storedFiles.userId, userId), eq(storedFiles.kind, 'avatar')))
      const file = await storeFile(tx, { userId, kind: 'avatar', name: `avatar${upload.extension}`, upload })
      const url = fileUrl(requestOrigin(ctx), file)
      await tx.update(users).set({ avatar: url }).where(eq(users.id, userId))
      return url
    })
    return { avatar }
  },

  uploadUserDocument: async (_root: unknown, args: MutationUploadUserDocumentArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    if ((args.upload_name ?? '').trim().toLowerCase() !== LAUDO_UPLOAD_NAME)
      throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownUpload)
    const upload = checkUpload(args.document_base64, 'pdf')
    const [kept] = await ctx.db
      .select({ n: count() })
      .from(medicalReports)
      .where(eq(medicalReports.userId, userId))
    if ((kept?.n ?? 0) >= MAX_MEDICAL_REPORTS) throw domainError('VALIDATION', PLATFORM_MESSAGES.tooManyFiles)
    const name = cleanFileName(args.original_filename, upload.extension, 'laudo')
    const { id, file } = await ctx.db.transaction(async (tx) => {
      const file = await storeFile(tx, { userId, kind: 'laudo', name, upload })
      const [row] = await tx
        .insert(medicalReports)
        .values({ userId, fileId: file.id, name })
        .returning({ id: medicalReports.id })
      return { id: row!.id, file }
    })
    return { id: String(id), name, file: fileUrl(requestOrigin(ctx), file) }
  },

  removeUserLaudo: async (_root: unknown, args: MutationRemoveUserLaudoArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const id = parseId(args.medical_report_id)
    if (id === null) throw reportNotFound()
    const [row] = await ctx.db
      .select({ fileId: medicalReports.fileId })
      .from(medicalReports)
      .where(and(eq(medicalReports.id, id), eq(medicalReports.userId, userId)))
      .limit(1)
    if (!row) throw reportNotFound()
    await deleteStoredFile(ctx.db, userId, row.fileId)
    return success
  },
}
