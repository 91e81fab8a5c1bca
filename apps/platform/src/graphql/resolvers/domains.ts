// `domains`: the reference lists. States (ids are the numeric codes), the IBGE cities of a state, and the
// résumé's lists: countries, institutions of a state, courses of a level, companies, languages, skills,
// education levels, periods and statuses, experience areas ('Outros' last) and levels, cause areas and
// language proficiencies, and the personal-data lists: genders, pronouns, race and ethnicity, sexual
// orientations, personal and family incomes, marital status and disabilities. Only the lists asked for are
// read (`names`, and the selection set).
import { OTHER_EXPERIENCE_AREA, stateAbbrFromCode, stateCodeFromAbbr } from '@carreiras/core'
import { asc, eq } from 'drizzle-orm'
import { parseId } from '../../accounts/sessions.js'
import { cities, courses, institutions, referenceItems, states } from '../../db/schema.js'
import { REFERENCE_DOMAINS, type ReferenceDomain } from '../../db/seed-resume.js'
import type { QueryDomainsArgs } from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

/** The arguments of `Query.domains`, typed from the SDL (generated). */
export type DomainsArgs = QueryDomainsArgs

/** The parent value of the `Domains` fields. */
export interface DomainsSource {
  stateId: number | null
  /** An education level id (`domains(level:)`). */
  level: number | null
  names: ReadonlySet<string> | null
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' })
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)

const wants = (source: DomainsSource, list: string) => source.names === null || source.names.has(list)

export const domainsQuery = {
  domains: (_root: unknown, args: DomainsArgs): DomainsSource => {
    let stateId: number | null = null
    if (args.state != null) {
      const code = stateCodeFromAbbr(args.state)
      if (code === undefined) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownState)
      stateId = code
    }
    let level: number | null = null
    if (args.level != null) {
      level = parseId(args.level)
      if (level === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownEducationLevel)
    }
    return { stateId, level, names: args.names ? new Set(args.names) : null }
  },
}

/** `{ id, name, description }`: clients read the name under either field. */
const item = (row: { id: number | string; name: string }) => ({
  id: String(row.id),
  name: row.name,
  description: row.name,
})

/** A list of `reference_items`, in its order (by id for the ordinal lists, by name for the others). */
function referenceList(domain: ReferenceDomain) {
  return async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, domain)) return null
    const rows = await db
      .select({ id: referenceItems.id, name: referenceItems.name })
      .from(referenceItems)
      .where(eq(referenceItems.domain, domain))
      .orderBy(asc(referenceItems.id))
    if (REFERENCE_DOMAINS[domain].order === 'name') rows.sort(byName)
    return rows.map(item)
  }
}

const professionalExperienceAreas = referenceList('professional_experience_areas')

export const domainsFields = {
  states: async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, 'states')) return null
    const rows = await db.select({ id: states.id, name: states.name, abbr: states.abbr }).from(states)
    return rows.sort(byName)
  },
  cities: async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, 'cities') || source.stateId === null) return null
    const abbr = stateAbbrFromCode(source.stateId) ?? null
    const rows = await db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(eq(cities.stateId, source.stateId))
      .orderBy(asc(cities.name))
    return rows.sort(byName).map((city) => ({ ...city, abbr }))
  },
  institutions: async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, 'institutions') || source.stateId === null) return null
    const state = stateAbbrFromCode(source.stateId) ?? null
    const rows = await db
      .select({ id: institutions.id, name: institutions.name })
      .from(institutions)
      .where(eq(institutions.stateId, source.stateId))
    return rows.sort(byName).map((row) => ({ id: String(row.id), name: row.name, state }))
  },
  courses: async (source: DomainsSource, _args: unknown, { db }: PlatformContext) => {
    if (!wants(source, 'courses') || source.level === null) return null
    const rows = await db
      .select({ id: courses.id, name: courses.name, level: courses.levelId })
      .from(courses)
      .where(eq(courses.levelId, source.level))
    return rows.sort(byName).map((row) => ({ id: String(row.id), name: row.name, level: String(row.level) }))
  },
  countries: referenceList('countries'),
  companies: referenceList('companies'),
  languages: referenceList('languages'),
  skills: referenceList('skills'),
  education_levels: referenceList('education_levels'),
  education_periods: referenceList('education_periods'),
  education_status: referenceList('education_status'),
  professional_experience_areas: async (source: DomainsSource, args: unknown, ctx: PlatformContext) => {
    const areas = await professionalExperienceAreas(source, args, ctx)
    return areas && [...areas, item({ id: OTHER_EXPERIENCE_AREA, name: OTHER_EXPERIENCE_AREA })]
  },
  professional_experience_levels: referenceList('professional_experience_levels'),
  cause_experience_areas: referenceList('cause_experience_areas'),
  language_proficiencies: referenceList('language_proficiencies'),
  genders: referenceList('genders'),
  pronouns: referenceList('pronouns'),
  race_and_ethnicities: referenceList('race_and_ethnicities'),
  sexual_orientations: referenceList('sexual_orientations'),
  personal_incomes: referenceList('personal_incomes'),
  family_incomes: referenceList('family_incomes'),
  maritalStatus: referenceList('maritalStatus'),
  disabilities: referenceList('disabilities'),
}
