// Résumé sections: education, professional experience, languages, causes, acknowledgements, certifications
// and skills of a candidate. Every operation names its user and needs that user's session
// (docs/wire-format.md); a record id of another user answers NOT_FOUND, so a session can neither read, change
// nor delete someone else's records (nor learn that they exist). Inputs are validated with core's payload
// schemas (the same rules as the forms), then the ids they reference are checked against the domains.
import {
  OTHER_EXPERIENCE_AREA,
  acknowledgementPayloadSchema,
  causeExperiencePayloadSchema,
  certificationPayloadSchema,
  educationPayloadSchema,
  experiencePayloadSchema,
  languagePayloadSchema,
  sectionDeletePayloadSchema,
  skillsPayloadSchema,
  sortEducations,
  sortExperiences,
} from '@carreiras/core'
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core'
import { requireSession, requireUser } from '../../accounts/sessions.js'
import type { Db } from '../../db/client.js'
import {
  acknowledgements,
  causeExperiences,
  certifications,
  courses,
  educations,
  institutions,
  languageProficiencies,
  professionalExperiences,
  referenceItems,
  states,
  userSkills,
  users,
} from '../../db/schema.js'
import type { ReferenceDomain } from '../../db/seed-resume.js'
import type {
  MutationAcknowledgementCreateUpdateArgs,
  MutationCauseExpCreateUpdateArgs,
  MutationCertificationCreateUpdateArgs,
  MutationEducationCreateUpdateArgs,
  MutationLanguageCreateUpdateArgs,
  MutationProfessionalExpCreateUpdateArgs,
  MutationNoProfessionalExperienceUpdateArgs,
  MutationSkillsCreateUpdateArgs,
  QueryEducationArgs,
  QueryLanguageProficiencyArgs,
  QueryProfessionalExperienceArgs,
} from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { validate } from '../../lib/validate.js'
import { domainError } from '../../errors.js'

const success = { success: true, message: null, error: null }

const notFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.recordNotFound)

/** The user of a read: `userId` with its session, or the session's user when the argument is absent. */
function readerOf(ctx: PlatformContext, userId: unknown): number {
  return userId == null ? requireSession(ctx).userId : requireUser(ctx, userId)
}

// ── References ──────────────────────────────────────────────────────────────────────────────────

async function exists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select().from(table).where(where).limit(1)
  return rows.length > 0
}

/** Every given id must be an item of its list; otherwise VALIDATION 'Opção inválida'. */
async function assertReferences(
  db: Db,
  checks: readonly (
    | { domain: ReferenceDomain; id: number | null | undefined }
    | { table: PgTable; column: PgColumn; id: number | null | undefined }
  )[],
): Promise<void> {
  for (const check of checks) {
    if (check.id == null) continue
    const found =
      'domain' in check
        ? await exists(
            db,
            referenceItems,
            and(eq(referenceItems.domain, check.domain), eq(referenceItems.id, check.id)),
          )
        : await exists(db, check.table, eq(check.column, check.id))
    if (!found) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownOption)
  }
}

/** Updates the user's record `id` or inserts a new one; returns the record id (NOT_FOUND if not theirs). */
async function save<T extends PgTable & { id: PgColumn; userId: PgColumn }>(
  db: Db,
  table: T,
  userId: number,
  id: number | null | undefined,
  values: Record<string, unknown>,
): Promise<number> {
  if (id != null) {
    const rows = (await db
      .update(table)
      .set({ ...values, updatedAt: new Date() } as never)
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .returning({ id: table.id })) as { id: number }[]
    if (!rows[0]) throw notFound()
    return rows[0].id
  }
  const rows = (await db
    .insert(table)
    .values({ ...values, userId } as never)
    .returning({ id: table.id })) as { id: number }[]
  return rows[0]!.id
}

/** Deletes the user's record (NOT_FOUND if not theirs). */
async function remove(
  db: Db,
  table: PgTable & { id: PgColumn; userId: PgColumn },
  ctx: PlatformContext,
  args: { user_id: unknown },
) {
  requireUser(ctx, args.user_id)
  const payload = validate(sectionDeletePayloadSchema, args)
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, payload.id), eq(table.userId, payload.user_id)))
    .returning({ id: table.id })
  if (!rows.length) throw notFound()
  return success
}

// ── Views (the GraphQL records) ─────────────────────────────────────────────────────────────────

const str = (value: number | null) => (value === null ? null : String(value))

async function educationsOf(db: Db, userId: number, id?: number) {
  const rows = await db
    .select({
      row: educations,
      institution: institutions.name,
      course: courses.name,
    })
    .from(educations)
    .leftJoin(institutions, eq(institutions.id, educations.institutionId))
    .leftJoin(courses, eq(courses.id, educations.courseId))
    .where(and(eq(educations.userId, userId), id === undefined ? undefined : eq(educations.id, id)))
    .orderBy(asc(educations.id))
  return rows.map(({ row, institution, course }) => ({
    id: String(row.id),
    countryId: String(row.countryId),
    stateId: str(row.stateId),
    level: String(row.levelId),
    institutionId: str(row.institutionId),
    institutionName: row.institutionName ?? institution,
    courseId: str(row.courseId),
    courseName: row.courseName ?? course,
    status: String(row.statusId),
    campus: row.campus,
    startDate: row.startDate,
    endDate: row.endDate,
    period: str(row.periodId),
  }))
}

async function experiencesOf(db: Db, userId: number, id?: number) {
  const rows = await db
    .select({ row: professionalExperiences, company: referenceItems.name })
    .from(professionalExperiences)
    .leftJoin(
      referenceItems,
      and(
        eq(referenceItems.domain, 'companies' satisfies ReferenceDomain),
        eq(referenceItems.id, professionalExperiences.companyId),
      ),
    )
    .where(
      and(
        eq(professionalExperiences.userId, userId),
        id === undefined ? undefined : eq(professionalExperiences.id, id),
      ),
    )
    .orderBy(asc(professionalExperiences.id))
  return rows.map(({ row, company }) => ({
    id: String(row.id),
    companyId: str(row.companyId),
    company: row.companyName ?? company,
    role: row.role,
    responsabilities: row.responsabilities,
    startYear: row.startYear,
    endYear: row.endYear,
    level: String(row.levelId),
    area: row.area,
    currentOccupation: row.currentOccupation,
    occupations: null,
  }))
}

async function languagesOf(db: Db, userId: number, id?: number) {
  const rows = await db
    .select()
    .from(languageProficiencies)
    .where(
      and(
        eq(languageProficiencies.userId, userId),
        id === undefined ? undefined : eq(languageProficiencies.id, id),
      ),
    )
    .orderBy(asc(languageProficiencies.id))
  return rows.map((row) => ({
    id: String(row.id),
    language: String(row.languageId),
    proficiency: String(row.proficiencyId),
  }))
}

async function causesOf(db: Db, userId: number, id?: number) {
  const rows = await db
    .select()
    .from(causeExperiences)
    .where(
      and(eq(causeExperiences.userId, userId), id === undefined ? undefined : eq(causeExperiences.id, id)),
    )
    .orderBy(asc(causeExperiences.id))
  return rows.map((row) => ({
    id: String(row.id),
    organization: row.organization,
    area: str(row.areaId),
    start_date: row.startDate,
    end_date: row.endDate,
    country: row.country,
    responsabilities: row.responsabilities,
  }))
}

async function acknowledgementsOf(db: Db, userId: number, id?: number) {
  const rows = await db
    .select()
    .from(acknowledgements)
    .where(
      and(eq(acknowledgements.userId, userId), id === undefined ? undefined : eq(acknowledgements.id, id)),
    )
    .orderBy(asc(acknowledgements.id))
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    description: row.description,
    date: row.date,
  }))
}

async function certificationsOf(db: Db, userId: number, id?: number) {
  const rows = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.userId, userId), id === undefined ? undefined : eq(certifications.id, id)))
    .orderBy(asc(certifications.id))
  return rows.map((row) => ({
    id: String(row.id),
    code: row.code,
    description: row.description,
    expires_at: row.expiresAt,
  }))
}

async function skillsOf(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select().from(userSkills).where(eq(userSkills.userId, userId))
  return row?.skills ?? []
}

/** One record of the user, or NOT_FOUND. */
async function one<T>(list: Promise<T[]>): Promise<T> {
  const [record] = await list
  if (!record) throw notFound()
  return record
}

/** An id argument of a read: a positive integer, else nothing of the user's can match (NOT_FOUND). */
function recordId(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (!/^\d{1,9}$/.test(text)) throw notFound()
  return Number(text)
}

// ── Resolvers ───────────────────────────────────────────────────────────────────────────────────

export const resumeQuery = {
  education: (_root: unknown, args: QueryEducationArgs, ctx: PlatformContext) => {
    const userId = readerOf(ctx, args.userId)
    return one(educationsOf(ctx.db, userId, recordId(args.id)))
  },
  professionalExperience: (_root: unknown, args: QueryProfessionalExperienceArgs, ctx: PlatformContext) => {
    const userId = readerOf(ctx, args.userId)
    return one(experiencesOf(ctx.db, userId, recordId(args.id)))
  },
  languageProficiency: (_root: unknown, args: QueryLanguageProficiencyArgs, ctx: PlatformContext) => {
    const userId = readerOf(ctx, args.userId)
    return one(languagesOf(ctx.db, userId, recordId(args.id)))
  },
}

export const resumeMutation = {
  educationCreateUpdate: async (
    _root: unknown,
    args: MutationEducationCreateUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(educationPayloadSchema, args)
    await assertReferences(ctx.db, [
      { domain: 'countries', id: p.country_id },
      { table: states, column: states.id, id: p.state_id },
      { domain: 'education_levels', id: p.level },
      { domain: 'education_status', id: p.status },
      { domain: 'education_periods', id: p.period },
      { table: institutions, column: institutions.id, id: p.institution_id },
      { table: courses, column: courses.id, id: p.course_id },
    ])
    const id = await save(ctx.db, educations, userId, p.id, {
      countryId: p.country_id,
      stateId: p.state_id ?? null,
      levelId: p.level,
      institutionId: p.institution_id ?? null,
      institutionName: p.institution_id == null ? (p.institution_name ?? null) : null,
      courseId: p.course_id ?? null,
      courseName: p.course_id == null ? (p.course_name ?? null) : null,
      statusId: p.status,
      campus: p.campus ?? null,
      startDate: p.start_date ?? null,
      endDate: p.end_date ?? null,
      periodId: p.period ?? null,
      source: p.source ?? null,
    })
    return one(educationsOf(ctx.db, userId, id))
  },

  educationDelete: (_root: unknown, args: { user_id: unknown }, ctx: PlatformContext) =>
    remove(ctx.db, educations, ctx, args),

  professionalExpCreateUpdate: async (
    _root: unknown,
    args: MutationProfessionalExpCreateUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(experiencePayloadSchema, args)
    await assertReferences(ctx.db, [
      { domain: 'companies', id: p.company_id },
      { domain: 'professional_experience_levels', id: p.level },
      { domain: 'professional_experience_areas', id: p.area === OTHER_EXPERIENCE_AREA ? null : p.area },
    ])
    const id = await save(ctx.db, professionalExperiences, userId, p.id, {
      companyId: p.company_id ?? null,
      companyName: p.company_id == null ? (p.company ?? null) : null,
      role: p.role,
      responsabilities: p.responsabilities,
      startYear: p.start_year,
      endYear: p.end_year ?? null,
      levelId: p.level,
      area: String(p.area),
      currentOccupation: p.current_occupation,
      source: p.source ?? null,
    })
    return one(experiencesOf(ctx.db, userId, id))
  },

  professionalExpDelete: (_root: unknown, args: { user_id: unknown }, ctx: PlatformContext) =>
    remove(ctx.db, professionalExperiences, ctx, args),

  languageCreateUpdate: async (
    _root: unknown,
    args: MutationLanguageCreateUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(languagePayloadSchema, args)
    await assertReferences(ctx.db, [
      { domain: 'languages', id: p.language },
      { domain: 'language_proficiencies', id: p.proficiency },
    ])
    const id = await save(ctx.db, languageProficiencies, userId, p.id, {
      languageId: p.language,
      proficiencyId: p.proficiency,
      source: p.source ?? null,
    })
    return one(languagesOf(ctx.db, userId, id))
  },

  languageDelete: (_root: unknown, args: { user_id: unknown }, ctx: PlatformContext) =>
    remove(ctx.db, languageProficiencies, ctx, args),

  causeExpCreateUpdate: async (
    _root: unknown,
    args: MutationCauseExpCreateUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(causeExperiencePayloadSchema, args)
    await assertReferences(ctx.db, [{ domain: 'cause_experience_areas', id: p.area }])
    const id = await save(ctx.db, causeExperiences, userId, p.id, {
      organization: p.organization,
      areaId: p.area ?? null,
      startDate: p.start_date || null,
      endDate: p.end_date || null,
      country: p.country || null,
      responsabilities: p.responsabilities || null,
      source: p.source ?? null,
    })
    return one(causesOf(ctx.db, userId, id))
  },

  causeExpDelete: (_root: unknown, args: { user_id: unknown }, ctx: PlatformContext) =>
    remove(ctx.db, causeExperiences, ctx, args),

  acknowledgementCreateUpdate: async (
    _root: unknown,
    args: MutationAcknowledgementCreateUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(acknowledgementPayloadSchema, args)
    const id = await save(ctx.db, acknowledgements, userId, p.id, {
      title: p.title,
      description: p.description || null,
      date: p.date || null,
      source: p.source ?? null,
    })
    return one(acknowledgementsOf(ctx.db, userId, id))
  },

  acknowledgementDelete: (_root: unknown, args: { user_id: unknown }, ctx: PlatformContext) =>
    remove(ctx.db, acknowledgements, ctx, args),

  certificationCreateUpdate: async (
    _root: unknown,
    args: MutationCertificationCreateUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(certificationPayloadSchema, args)
    const id = await save(ctx.db, certifications, userId, p.id, {
      code: p.code || null,
      description: p.description,
      expiresAt: p.expires_at || null,
      source: p.source ?? null,
    })
    return one(certificationsOf(ctx.db, userId, id))
  },

  certificationDelete: (_root: unknown, args: { user_id: unknown }, ctx: PlatformContext) =>
    remove(ctx.db, certifications, ctx, args),

  skillsCreateUpdate: async (_root: unknown, args: MutationSkillsCreateUpdateArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const p = validate(skillsPayloadSchema, args)
    const values = { skills: p.skills, source: p.source ?? null, updatedAt: new Date() }
    await ctx.db
      .insert(userSkills)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userSkills.userId, set: values })
    return { success: true, skills: await skillsOf(ctx.db, userId), error: null }
  },

  /**
   * 'Não possuo experiência profissional', kept on the profile (`Profile.noProfessionalExperience`) so it
   * outlives the page. Adding an experience does not clear it (the box hides the checkbox then).
   */
  noProfessionalExperienceUpdate: async (
    _root: unknown,
    args: MutationNoProfessionalExperienceUpdateArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    if (typeof args.value !== 'boolean') throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
    await ctx.db.update(users).set({ noProfessionalExperience: args.value }).where(eq(users.id, userId))
    return success
  },
}

/**
 * The sections on `Profile`, for the user's own session only (a profile reached another way, like the
 * censored users lookup, shows none). Educations by end date and experiences by start year, latest first
 * (core's sorting); the others in the order they were added.
 */
function ownProfile(parent: { id?: unknown; userId?: unknown }, ctx: PlatformContext): number | null {
  const id = Number(parent.userId ?? parent.id)
  return ctx.session !== null && ctx.session.userId === id ? id : null
}

function section<T>(read: (db: Db, userId: number) => Promise<T>) {
  return async (parent: { id?: unknown; userId?: unknown }, _args: unknown, ctx: PlatformContext) => {
    const userId = ownProfile(parent, ctx)
    return userId === null ? null : read(ctx.db, userId)
  }
}

export const resumeProfileFields = {
  educations: section(async (db, userId) => sortEducations(await educationsOf(db, userId))),
  professionalExperiences: section(async (db, userId) => sortExperiences(await experiencesOf(db, userId))),
  languageProficiencies: section((db, userId) => languagesOf(db, userId)),
  causeExperiences: section((db, userId) => causesOf(db, userId)),
  acknowledgements: section((db, userId) => acknowledgementsOf(db, userId)),
  certifications: section((db, userId) => certificationsOf(db, userId)),
  skills: section(skillsOf),
}
