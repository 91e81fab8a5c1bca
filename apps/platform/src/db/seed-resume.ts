// Seeds the reference domains of the résumé sections (see seed-resume-data.ts) and of the personal data
// (seed-application-data.ts). Idempotent and cheap on every start: each table is filled only when it does
// not hold the expected rows, and existing rows are kept (ON CONFLICT DO NOTHING).
import {
  BRAZILIAN_STATES,
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
} from '@carreiras/core'
import { count } from 'drizzle-orm'
import { CEP_RANGES } from '../postal/postal-codes.js'
import type { Db } from './client.js'
import { courses, institutions, referenceItems } from './schema.js'
import {
  SEED_CAUSE_AREAS,
  SEED_COUNTRIES,
  SEED_COURSES,
  SEED_LANGUAGES,
  SEED_SKILLS,
  SEED_WORK_COMPANIES,
  buildInstitutions,
} from './seed-resume-data.js'
import {
  SEED_DISABILITIES,
  SEED_FAMILY_INCOMES,
  SEED_GENDERS,
  SEED_MARITAL_STATUSES,
  SEED_PERSONAL_INCOMES,
  SEED_PRONOUNS,
  SEED_RACE_AND_ETHNICITIES,
  SEED_SEXUAL_ORIENTATIONS,
} from './seed-application-data.js'

/**
 * The simple lists (table `reference_items`), by `Domains` field name, and how a read orders them:
 * ordinal lists (levels, statuses, proficiencies…) by id, the long ones by name.
 */
export const REFERENCE_DOMAINS = {
  countries: { items: SEED_COUNTRIES, order: 'name' },
  companies: { items: SEED_WORK_COMPANIES, order: 'name' },
  languages: { items: SEED_LANGUAGES, order: 'id' },
  skills: { items: SEED_SKILLS, order: 'name' },
  education_levels: { items: EDUCATION_LEVELS, order: 'id' },
  education_periods: { items: EDUCATION_PERIODS, order: 'id' },
  education_status: { items: EDUCATION_STATUSES, order: 'id' },
  professional_experience_areas: { items: PROFESSIONAL_EXPERIENCE_AREAS, order: 'name' },
  professional_experience_levels: { items: PROFESSIONAL_EXPERIENCE_LEVELS, order: 'id' },
  cause_experience_areas: { items: SEED_CAUSE_AREAS, order: 'name' },
  language_proficiencies: { items: LANGUAGE_PROFICIENCIES, order: 'id' },
  // The personal-data lists (seed-application-data.ts), in their own order ('Prefiro não responder' last).
  genders: { items: SEED_GENDERS, order: 'id' },
  pronouns: { items: SEED_PRONOUNS, order: 'id' },
  race_and_ethnicities: { items: SEED_RACE_AND_ETHNICITIES, order: 'id' },
  sexual_orientations: { items: SEED_SEXUAL_ORIENTATIONS, order: 'id' },
  personal_incomes: { items: SEED_PERSONAL_INCOMES, order: 'id' },
  family_incomes: { items: SEED_FAMILY_INCOMES, order: 'id' },
  maritalStatus: { items: SEED_MARITAL_STATUSES, order: 'id' },
  disabilities: { items: SEED_DISABILITIES, order: 'id' },
} as const satisfies Record<string, { items: readonly { id: number; name: string }[]; order: 'id' | 'name' }>

export type ReferenceDomain = keyof typeof REFERENCE_DOMAINS

export const REFERENCE_DOMAIN_NAMES = Object.keys(REFERENCE_DOMAINS) as ReferenceDomain[]

export function buildReferenceSeed() {
  const items = REFERENCE_DOMAIN_NAMES.flatMap((domain) =>
    REFERENCE_DOMAINS[domain].items.map((item) => ({ domain, id: item.id, name: item.name })),
  )
  const stateIdByAbbr = new Map(BRAZILIAN_STATES.map((s) => [s.abbr as string, s.code]))
  const institutionRows = buildInstitutions(
    BRAZILIAN_STATES,
    (abbr) => CEP_RANGES[abbr]?.capital ?? abbr,
  ).map((row) => ({ id: row.id, name: row.name, stateId: stateIdByAbbr.get(row.stateAbbr)! }))
  return { items, institutions: institutionRows, courses: SEED_COURSES }
}

/** Fills the reference domains that are not complete yet; returns the rows written (0 once seeded). */
export async function seedReferenceDomains(db: Db): Promise<number> {
  const data = buildReferenceSeed()
  const [[items], [insts], [crs]] = await Promise.all([
    db.select({ n: count() }).from(referenceItems),
    db.select({ n: count() }).from(institutions),
    db.select({ n: count() }).from(courses),
  ])
  let written = 0
  await db.transaction(async (tx) => {
    if ((items?.n ?? 0) < data.items.length) {
      const rows = await tx.insert(referenceItems).values(data.items).onConflictDoNothing().returning()
      written += rows.length
    }
    if ((insts?.n ?? 0) < data.institutions.length) {
      const rows = await tx.insert(institutions).values(data.institutions).onConflictDoNothing().returning()
      written += rows.length
    }
    if ((crs?.n ?? 0) < data.courses.length) {
      const rows = await tx.insert(courses).values(data.courses).onConflictDoNothing().returning()
      written += rows.length
    }
  })
  return written
}
