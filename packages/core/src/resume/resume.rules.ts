// Pure rules of the résumé sections (the education, experience and languages boxes): which education
// fields a form shows and requires, the clearing rules, the list order, and what a list entry displays. The
// forms, the schemas and the platform all read these.
import { BRAZIL_COUNTRY_ID, COMPANY_DROPDOWN_MAX, RESPONSIBILITIES_PREVIEW_CHARS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import { EDUCATION_LEVEL, EDUCATION_STATUS, type ReferenceItem } from '../reference/resume'
import { typeaheadKey } from '../search/typeahead'
import {
  compareMonthYear,
  currentMonthYear,
  dateRange,
  dateRangeText,
  monthIndex,
  parseMonthYear,
} from './month-year'

// ── Education: visibility ───────────────────────────────────────────────────────────────────────

/** How a form field behaves: not shown (and not sent), shown and optional, or shown and required. */
export type FieldRule = 'hidden' | 'optional' | 'required'

/** The education form's fields, in form order. */
export const EDUCATION_FIELDS = [
  'countryId',
  'stateId',
  'level',
  'status',
  'institution',
  'course',
  'campus',
  'period',
  'startDate',
  'endDate',
] as const
export type EducationField = (typeof EDUCATION_FIELDS)[number]

export interface EducationRuleInput {
  level: number | null
  status: number | null
  countryId: number | null
}

export const isElementary = (level: number | null) => level === EDUCATION_LEVEL.elementary
export const isHighSchool = (level: number | null) => level === EDUCATION_LEVEL.highSchool
export const isStudying = (status: number | null) => status === EDUCATION_STATUS.studying
export const isInterrupted = (status: number | null) => status === EDUCATION_STATUS.interrupted
export const isBrazil = (countryId: number | null) => countryId === BRAZIL_COUNTRY_ID

/**
 * Country, level and status required; state only for Brazil (id 31), then required;
 * institution and course hidden for elementary school, optional for high school, required otherwise;
 * campus (optional) and shift (`period`, required) shown only while studying; the end required unless
 * interrupted or elementary/high school; the start optional (the spec does not require it).
 * Before a level or status is chosen, the fields follow the general case.
 */
export function educationFieldRules({
  level,
  status,
  countryId,
}: EducationRuleInput): Record<EducationField, FieldRule> {
  const schoolLevel = isElementary(level) || isHighSchool(level)
  const institutionRule: FieldRule = isElementary(level)
    ? 'hidden'
    : isHighSchool(level)
      ? 'optional'
      : 'required'
  return {
    countryId: 'required',
    stateId: isBrazil(countryId) ? 'required' : 'hidden',
    level: 'required',
    status: 'required',
    institution: institutionRule,
    course: institutionRule,
    campus: isStudying(status) ? 'optional' : 'hidden',
    period: isStudying(status) ? 'required' : 'hidden',
    startDate: 'optional',
    endDate: isInterrupted(status) || schoolLevel ? 'optional' : 'required',
  }
}

// ── Clearing rules ──────────────────────────────────────────────────────────────────────────────

/** Changing the country clears the state; choosing the same country keeps it. */
export function withCountry<T extends { countryId: number | null; stateId: number | null }>(
  values: T,
  countryId: number | null,
): T {
  return countryId === values.countryId ? values : { ...values, countryId, stateId: null }
}

/** Checking current occupation clears the end date (and the form disables it, `isEndDateDisabled`). */
export function withCurrentOccupation<T extends { currentOccupation: boolean; endDate: string }>(
  values: T,
  currentOccupation: boolean,
): T {
  return { ...values, currentOccupation, endDate: currentOccupation ? '' : values.endDate }
}

export const isEndDateDisabled = (values: { currentOccupation: boolean }) => values.currentOccupation

// ── Free text where the list has no match ───────────────────────────────────────────────────────

/** An institution, course or company: one of the list (`id`) or typed free text (`id` null). */
export interface ListOrText {
  id: number | null
  name: string
}

export const EMPTY_LIST_OR_TEXT: ListOrText = Object.freeze({ id: null, name: '' })

/**
 * What the candidate typed in a list field: the list item when the text names one (ignoring case, accents and
 * outer spaces), otherwise free text (institution, course and company may be free text).
 */
export function listOrText(text: string, options: readonly ReferenceItem[]): ListOrText {
  const name = text.replace(/\s+/g, ' ').trim()
  const key = typeaheadKey(name)
  const match = key ? options.find((option) => typeaheadKey(option.name) === key) : undefined
  return match ? { id: match.id, name: match.name } : { id: null, name }
}

export const isListOrTextFilled = (value: ListOrText) => value.id !== null || value.name.trim() !== ''

/** The payload's pair of fields: the id when from the list, else the free-text name; nothing when empty. */
export function listOrTextPayload<IdKey extends string, NameKey extends string>(
  value: ListOrText,
  idKey: IdKey,
  nameKey: NameKey,
): Partial<Record<IdKey, number> & Record<NameKey, string>> {
  type Out = Partial<Record<IdKey, number> & Record<NameKey, string>>
  if (value.id !== null) return { [idKey]: value.id } as Out
  const name = value.name.trim()
  return (name ? { [nameKey]: name } : {}) as Out
}

/**
 * The company dropdown: at most 10 options, those containing the typed text (ignoring case and accents),
 * starting with it first; with nothing typed, the first 10.
 */
export function companyOptions<T extends ReferenceItem>(query: string, companies: readonly T[]): T[] {
  const needle = typeaheadKey(query)
  if (!needle) return companies.slice(0, COMPANY_DROPDOWN_MAX)
  const prefix: T[] = []
  const inner: T[] = []
  for (const company of companies) {
    const at = typeaheadKey(company.name).indexOf(needle)
    if (at === 0) prefix.push(company)
    else if (at > 0) inner.push(company)
  }
  return [...prefix, ...inner].slice(0, COMPANY_DROPDOWN_MAX)
}

// ── Lists: order ────────────────────────────────────────────────────────────────────────────────

/** The year of a 'MM/YYYY' (or bare 'YYYY') date, or null. */
export function yearOf(text: string | null | undefined): number | null {
  const parsed = parseMonthYear(text)
  if (parsed) return parsed.year
  return /^\d{4}$/.test(text ?? '') ? Number(text) : null
}

/**
 * Educations by end date, latest first. An education with no end date (interrupted, school levels) goes last;
 * ties keep their order.
 */
export function sortEducations<T extends { endDate?: string | null }>(items: readonly T[]): T[] {
  const key = (item: T) => {
    const end = parseMonthYear(item.endDate)
    return end ? monthIndex(end) : Number.NEGATIVE_INFINITY
  }
  return [...items].sort((a, b) => (key(a) === key(b) ? 0 : key(a) < key(b) ? 1 : -1))
}

/** Experiences by start year, latest first; ties keep their order. */
export function sortExperiences<T extends { startYear?: string | null }>(items: readonly T[]): T[] {
  const key = (item: T) => yearOf(item.startYear) ?? Number.NEGATIVE_INFINITY
  return [...items].sort((a, b) => (key(a) === key(b) ? 0 : key(a) < key(b) ? 1 : -1))
}

// ── Lists: what an entry shows ──────────────────────────────────────────────────────────────────

/** An end date after the current month is an expected end. */
export function isExpectedEnd(endDate: string | null | undefined, now: Date): boolean {
  const end = parseMonthYear(endDate)
  return end !== null && compareMonthYear(end, currentMonthYear(now)) > 0
}

/** The label before a future end date, 'Previsão de término'; null for a past or missing end. */
export function educationEndLabel(endDate: string | null | undefined, now: Date): string | null {
  return isExpectedEnd(endDate, now) ? ptBR.profile.education.expectedEnd : null
}

export interface EducationYears {
  start: number | null
  end: number | null
  /** The end is in the future: shown with `educationEndLabel`. */
  expectedEnd: boolean
}

/** The years an education entry shows. */
export function educationYears(
  record: { startDate?: string | null; endDate?: string | null },
  now: Date,
): EducationYears {
  return {
    start: yearOf(record.startDate),
    end: yearOf(record.endDate),
    expectedEnd: isExpectedEnd(record.endDate, now),
  }
}

export interface ExperienceRecordDates {
  startYear?: string | null
  endYear?: string | null
  currentOccupation?: boolean | null
}

/** 'start year - end year', or 'start year - Atualmente' for the current occupation. */
export function experienceYearsText(record: ExperienceRecordDates): string {
  const start = yearOf(record.startYear)
  const end = record.currentOccupation ? ptBR.profile.experience.current : yearOf(record.endYear)
  return [start, end].filter((part) => part !== null).join(' - ')
}

/**
 * The duration of an experience in years and months ('2 anos 3 meses '), up to the current month for
 * the current occupation; '' when a date is missing.
 */
export function experienceDurationText(record: ExperienceRecordDates, now: Date): string {
  const start = parseMonthYear(record.startYear)
  const end = record.currentOccupation ? currentMonthYear(now) : parseMonthYear(record.endYear)
  return start && end ? dateRangeText(dateRange(start, end)) : ''
}

/** Responsibilities preview: the first 120 characters, then '...'. */
export function truncateResponsibilities(text: string | null | undefined): string {
  const chars = Array.from(text ?? '')
  if (chars.length <= RESPONSIBILITIES_PREVIEW_CHARS) return chars.join('')
  return chars.slice(0, RESPONSIBILITIES_PREVIEW_CHARS).join('') + ptBR.profile.experience.ellipsis
}
