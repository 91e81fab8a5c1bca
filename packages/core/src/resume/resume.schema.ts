// Forms, platform payloads and records of the résumé sections (the arguments of educationCreateUpdate,
// professionalExpCreateUpdate, languageCreateUpdate… in packages/api's SDL).
// A form schema checks what a screen holds (camelCase, ids as numbers, dates as typed); a payload schema
// checks what reaches the platform (snake_case, ids as numbers or strings) with the same rules, so the
// platform validates every input with core. Hidden fields are dropped, never sent. Every message comes
// from the catalogue.
import { z } from 'zod'
import { MAX_SKILLS } from '../limits'
import { ptBR } from '../messages/pt-BR'
import { OTHER_EXPERIENCE_AREA } from '../reference/resume'
import { isEndBeforeStart, isValidMonthYear } from './month-year'
import {
  EMPTY_LIST_OR_TEXT,
  educationFieldRules,
  isListOrTextFilled,
  listOrTextPayload,
  type EducationField,
  type FieldRule,
  type ListOrText,
} from './resume.rules'
import { uniqueSkills } from './skills.rules'

const { validation } = ptBR

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────────

/** A platform id: a positive integer, also read from its string form (GraphQL `ID`). */
export const resumeIdSchema = z.lazy(() => z.coerce.number().int().positive())
/** A form's choice: an id or nothing chosen yet. */
const choiceSchema = z.lazy(() => z.number().int().positive().nullable().default(null))
const textSchema = z.lazy(() => z.string().trim().default(''))
const optionalText = z.string().trim().nullish()
const listOrTextSchema = z.lazy(() =>
  z
    .object({ id: z.number().int().positive().nullable(), name: z.string().trim() })
    .default(EMPTY_LIST_OR_TEXT),
)

/** Who saves and from where: sent with every mutation of a section. */
const ownerShape = { user_id: resumeIdSchema, source: z.string().trim().min(1).optional() }
export interface PayloadOwner {
  userId: number
  source?: string
}

export interface FieldIssue<Field extends string> {
  field: Field
  message: string
}

type Ctx = z.RefinementCtx

function report<Field extends string>(
  ctx: Ctx,
  issues: FieldIssue<Field>[],
  pathOf: (field: Field) => string,
) {
  for (const { field, message } of issues) ctx.addIssue({ code: 'custom', path: [pathOf(field)], message })
}

/** Date rules shared by the sections: MM/YYYY ('Data inválida'), then end not before start. */
function dateIssues<Field extends string>(
  start: { field: Field; value: string; rule: FieldRule },
  end: { field: Field; value: string; rule: FieldRule },
): FieldIssue<Field>[] {
  const issues: FieldIssue<Field>[] = []
  for (const date of [start, end]) {
    if (date.rule !== 'hidden' && date.value !== '' && !isValidMonthYear(date.value)) {
      issues.push({ field: date.field, message: validation.date })
    }
  }
  if (start.rule !== 'hidden' && end.rule !== 'hidden' && isEndBeforeStart(start.value, end.value)) {
    issues.push({ field: end.field, message: validation.endAfterStart })
  }
  return issues
}

// ── Education ───────────────────────────────────────────────────────────────────────────────────

/** What the education form holds, whatever its origin (form or payload). */
export interface EducationValues {
  countryId: number | null
  stateId: number | null
  level: number | null
  status: number | null
  institution: ListOrText
  course: ListOrText
  campus: string
  /** The shift (turno): domain `education_periods`. */
  period: number | null
  startDate: string
  endDate: string
}

function isFilled(values: EducationValues, field: EducationField): boolean {
  const value = values[field]
  if (value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number') return true
  return isListOrTextFilled(value)
}

/** Every rule of the education form broken by these values, one issue per field at most. */
export function educationIssues(values: EducationValues): FieldIssue<EducationField>[] {
  const rules = educationFieldRules(values)
  const missing = (Object.keys(rules) as EducationField[])
    .filter((field) => rules[field] === 'required' && !isFilled(values, field))
    .map((field) => ({ field, message: validation.required }))
  const dates = dateIssues(
    { field: 'startDate' as const, value: values.startDate, rule: rules.startDate },
    { field: 'endDate' as const, value: values.endDate, rule: rules.endDate },
  ).filter((issue) => !missing.some((m) => m.field === issue.field))
  return [...missing, ...dates]
}

/** The values with the fields hidden for their level, status and country emptied (never sent). */
export function withoutHiddenEducationFields<T extends EducationValues>(values: T): T {
  const rules = educationFieldRules(values)
  const hidden = (field: EducationField) => rules[field] === 'hidden'
  return {
    ...values,
    stateId: hidden('stateId') ? null : values.stateId,
    institution: hidden('institution') ? EMPTY_LIST_OR_TEXT : values.institution,
    course: hidden('course') ? EMPTY_LIST_OR_TEXT : values.course,
    campus: hidden('campus') ? '' : values.campus,
    period: hidden('period') ? null : values.period,
  }
}

export const educationFormSchema = z.lazy(() =>
  z
    .object({
      /** The record being edited; null when adding. */
      id: choiceSchema,
      countryId: choiceSchema,
      stateId: choiceSchema,
      level: choiceSchema,
      status: choiceSchema,
      institution: listOrTextSchema,
      course: listOrTextSchema,
      campus: textSchema,
      period: choiceSchema,
      startDate: textSchema,
      endDate: textSchema,
    })
    .superRefine((values, ctx) => report(ctx, educationIssues(values), (field) => field))
    .transform(withoutHiddenEducationFields),
)
export type EducationForm = z.output<typeof educationFormSchema>
export type EducationFormInput = z.input<typeof educationFormSchema>

const EDUCATION_PAYLOAD_KEYS = {
  countryId: 'country_id',
  stateId: 'state_id',
  level: 'level',
  status: 'status',
  institution: 'institution_id',
  course: 'course_id',
  campus: 'campus',
  period: 'period',
  startDate: 'start_date',
  endDate: 'end_date',
} as const satisfies Record<EducationField, string>

const educationPayloadShape = z.object({
  ...ownerShape,
  id: resumeIdSchema.nullish(),
  /** The spec's name of the record id (alias of `id`). */
  education_id: resumeIdSchema.nullish(),
  country_id: resumeIdSchema.nullish(),
  state_id: resumeIdSchema.nullish(),
  level: resumeIdSchema.nullish(),
  institution_id: resumeIdSchema.nullish(),
  institution_name: optionalText,
  course_id: resumeIdSchema.nullish(),
  course_name: optionalText,
  status: resumeIdSchema.nullish(),
  campus: optionalText,
  start_date: optionalText,
  end_date: optionalText,
  period: resumeIdSchema.nullish(),
})
type EducationPayloadShape = z.output<typeof educationPayloadShape>

function educationValuesFromPayload(p: EducationPayloadShape): EducationValues {
  return {
    countryId: p.country_id ?? null,
    stateId: p.state_id ?? null,
    level: p.level ?? null,
    status: p.status ?? null,
    institution: { id: p.institution_id ?? null, name: p.institution_name ?? '' },
    course: { id: p.course_id ?? null, name: p.course_name ?? '' },
    campus: p.campus ?? '',
    period: p.period ?? null,
    startDate: p.start_date ?? '',
    endDate: p.end_date ?? '',
  }
}

/** The educationCreateUpdate arguments: only the shown, filled fields; `id` when updating. */
export interface EducationPayload {
  user_id: number
  source?: string
  id?: number
  country_id: number
  state_id?: number
  level: number
  institution_id?: number
  institution_name?: string
  course_id?: number
  course_name?: string
  status: number
  campus?: string
  start_date?: string
  end_date?: string
  period?: number
}

function educationPayload(values: EducationValues, owner: PayloadOwner, id: number | null): EducationPayload {
  const shown = withoutHiddenEducationFields(values)
  const optional = <K extends string, V>(key: K, value: V | null | '') =>
    (value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, V>>
  return {
    user_id: owner.userId,
    ...optional('source', owner.source ?? null),
    ...optional('id', id),
    country_id: shown.countryId as number,
    ...optional('state_id', shown.stateId),
    level: shown.level as number,
    ...listOrTextPayload(shown.institution, 'institution_id', 'institution_name'),
    ...listOrTextPayload(shown.course, 'course_id', 'course_name'),
    status: shown.status as number,
    ...optional('campus', shown.campus),
    ...optional('start_date', shown.startDate),
    ...optional('end_date', shown.endDate),
    ...optional('period', shown.period),
  }
}

/** The platform's check of educationCreateUpdate: the form's rules, then the hidden fields dropped. */
export const educationPayloadSchema = educationPayloadShape
  .superRefine((payload, ctx) =>
    report(
      ctx,
      educationIssues(educationValuesFromPayload(payload)),
      (field) => EDUCATION_PAYLOAD_KEYS[field],
    ),
  )
  .transform((payload): EducationPayload =>
    educationPayload(
      educationValuesFromPayload(payload),
      { userId: payload.user_id, source: payload.source },
      payload.id ?? payload.education_id ?? null,
    ),
  )

/** The payload of a valid form (parse the form with `educationFormSchema` first). */
export function educationPayloadFromForm(form: EducationForm, owner: PayloadOwner): EducationPayload {
  return educationPayload(form, owner, form.id)
}

/** An education as the platform returns it (`Education`). */
export const educationRecordSchema = z.lazy(() =>
  z.object({
    id: resumeIdSchema,
    countryId: resumeIdSchema.nullish().transform((v) => v ?? null),
    stateId: resumeIdSchema.nullish().transform((v) => v ?? null),
    level: resumeIdSchema.nullish().transform((v) => v ?? null),
    institutionId: resumeIdSchema.nullish().transform((v) => v ?? null),
    institutionName: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    courseId: resumeIdSchema.nullish().transform((v) => v ?? null),
    courseName: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    status: resumeIdSchema.nullish().transform((v) => v ?? null),
    campus: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    startDate: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    endDate: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    period: resumeIdSchema.nullish().transform((v) => v ?? null),
  }),
)
export type EducationRecord = z.output<typeof educationRecordSchema>

/** The edit form's starting values for a record. */
export function educationFormFromRecord(record: EducationRecord): EducationForm {
  return {
    id: record.id,
    countryId: record.countryId,
    stateId: record.stateId,
    level: record.level,
    status: record.status,
    institution: { id: record.institutionId, name: record.institutionName ?? '' },
    course: { id: record.courseId, name: record.courseName ?? '' },
    campus: record.campus ?? '',
    period: record.period,
    startDate: record.startDate ?? '',
    endDate: record.endDate ?? '',
  }
}

/**
 * Wizard and register page: at least one education, unless the partner-company user checked 'Não possuo
 * formação'.
 */
export const educationListSchema = z.lazy(() =>
  z
    .object({ educations: z.array(z.unknown()), noEducation: z.boolean().default(false) })
    .refine((list) => list.noEducation || list.educations.length > 0, {
      path: ['educations'],
      error: ptBR.profile.education.atLeastOne,
    }),
)

// ── Professional experience ─────────────────────────────────────────────────────────────────────

export const EXPERIENCE_FIELDS = [
  'company',
  'role',
  'level',
  'area',
  'responsibilities',
  'startDate',
  'endDate',
] as const
export type ExperienceField = (typeof EXPERIENCE_FIELDS)[number]

/** An area: a domain id or 'Outros'. */
export type ExperienceArea = number | typeof OTHER_EXPERIENCE_AREA

export interface ExperienceValues {
  company: ListOrText
  role: string
  level: number | null
  area: ExperienceArea | null
  responsibilities: string
  startDate: string
  endDate: string
  currentOccupation: boolean
}

/** All required but the end, which is required unless current (then cleared and disabled). */
export function experienceFieldRules(values: {
  currentOccupation: boolean
}): Record<ExperienceField, FieldRule> {
  return {
    company: 'required',
    role: 'required',
    level: 'required',
    area: 'required',
    responsibilities: 'required',
    startDate: 'required',
    endDate: values.currentOccupation ? 'hidden' : 'required',
  }
}

export function experienceIssues(values: ExperienceValues): FieldIssue<ExperienceField>[] {
  const rules = experienceFieldRules(values)
  const filled: Record<ExperienceField, boolean> = {
    company: isListOrTextFilled(values.company),
    role: values.role.trim() !== '',
    level: values.level !== null,
    area: values.area !== null,
    responsibilities: values.responsibilities.trim() !== '',
    startDate: values.startDate.trim() !== '',
    endDate: values.endDate.trim() !== '',
  }
  const missing = EXPERIENCE_FIELDS.filter((field) => rules[field] === 'required' && !filled[field]).map(
    (field) => ({
      field,
      message: validation.required,
    }),
  )
  const dates = dateIssues(
    { field: 'startDate' as const, value: values.startDate, rule: rules.startDate },
    { field: 'endDate' as const, value: values.endDate, rule: rules.endDate },
  ).filter((issue) => !missing.some((m) => m.field === issue.field))
  return [...missing, ...dates]
}

const areaChoiceSchema = z.lazy(() =>
  z.union([z.literal(OTHER_EXPERIENCE_AREA), z.number().int().positive()]).nullable(),
)

export const experienceFormSchema = z.lazy(() =>
  z
    .object({
      id: choiceSchema,
      company: listOrTextSchema,
      role: textSchema,
      level: choiceSchema,
      area: areaChoiceSchema.default(null),
      responsibilities: textSchema,
      startDate: textSchema,
      endDate: textSchema,
      currentOccupation: z.boolean().default(false),
    })
    .superRefine((values, ctx) => report(ctx, experienceIssues(values), (field) => field))
    .transform((values) => ({ ...values, endDate: values.currentOccupation ? '' : values.endDate })),
)
export type ExperienceForm = z.output<typeof experienceFormSchema>
export type ExperienceFormInput = z.input<typeof experienceFormSchema>

const EXPERIENCE_PAYLOAD_KEYS = {
  company: 'company_id',
  role: 'role',
  level: 'level',
  area: 'area',
  responsibilities: 'responsabilities',
  startDate: 'start_year',
  endDate: 'end_year',
} as const satisfies Record<ExperienceField, string>

const experiencePayloadShape = z.object({
  ...ownerShape,
  id: resumeIdSchema.nullish(),
  company_id: resumeIdSchema.nullish(),
  /** Free-text company name. */
  company: optionalText,
  role: optionalText,
  /** The spec's spelling. */
  responsabilities: optionalText,
  start_year: optionalText,
  end_year: optionalText,
  level: resumeIdSchema.nullish(),
  area: z.union([z.literal(OTHER_EXPERIENCE_AREA), resumeIdSchema]).nullish(),
  current_occupation: z.boolean().nullish(),
})
type ExperiencePayloadShape = z.output<typeof experiencePayloadShape>

function experienceValuesFromPayload(p: ExperiencePayloadShape): ExperienceValues {
  return {
    company: { id: p.company_id ?? null, name: p.company ?? '' },
    role: p.role ?? '',
    level: p.level ?? null,
    area: p.area ?? null,
    responsibilities: p.responsabilities ?? '',
    startDate: p.start_year ?? '',
    endDate: p.end_year ?? '',
    currentOccupation: p.current_occupation ?? false,
  }
}

/** The professionalExpCreateUpdate arguments. */
export interface ExperiencePayload {
  user_id: number
  source?: string
  id?: number
  company_id?: number
  company?: string
  role: string
  responsabilities: string
  start_year: string
  /** Absent for the current occupation. */
  end_year?: string
  level: number
  area: ExperienceArea
  current_occupation: boolean
}

function experiencePayload(
  values: ExperienceValues,
  owner: PayloadOwner,
  id: number | null,
): ExperiencePayload {
  return {
    user_id: owner.userId,
    ...(owner.source ? { source: owner.source } : {}),
    ...(id !== null ? { id } : {}),
    ...listOrTextPayload(values.company, 'company_id', 'company'),
    role: values.role.trim(),
    responsabilities: values.responsibilities.trim(),
    start_year: values.startDate.trim(),
    ...(!values.currentOccupation && values.endDate.trim() ? { end_year: values.endDate.trim() } : {}),
    level: values.level as number,
    area: values.area as ExperienceArea,
    current_occupation: values.currentOccupation,
  }
}

export const experiencePayloadSchema = experiencePayloadShape
  .superRefine((payload, ctx) =>
    report(
      ctx,
      experienceIssues(experienceValuesFromPayload(payload)),
      (field) => EXPERIENCE_PAYLOAD_KEYS[field],
    ),
  )
  .transform((payload): ExperiencePayload =>
    experiencePayload(
      experienceValuesFromPayload(payload),
      { userId: payload.user_id, source: payload.source },
      payload.id ?? null,
    ),
  )

export function experiencePayloadFromForm(form: ExperienceForm, owner: PayloadOwner): ExperiencePayload {
  return experiencePayload(form, owner, form.id)
}

const occupationRecordSchema = z.lazy(() =>
  z.object({
    role: z.string().nullish(),
    level_id: resumeIdSchema.nullish(),
    area_id: z.union([z.literal(OTHER_EXPERIENCE_AREA), resumeIdSchema]).nullish(),
    start_year: z.string().nullish(),
    end_year: z.string().nullish(),
    current_occupation: z.boolean().nullish(),
  }),
)

/** A professional experience as the platform returns it (`ProfessionalExperience`). */
export const experienceRecordSchema = z.lazy(() =>
  z.object({
    id: resumeIdSchema,
    companyId: resumeIdSchema.nullish().transform((v) => v ?? null),
    company: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    role: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    responsabilities: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    startYear: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    endYear: z
      .string()
      .nullish()
      .transform((v) => v ?? null),
    level: resumeIdSchema.nullish().transform((v) => v ?? null),
    area: z
      .union([z.literal(OTHER_EXPERIENCE_AREA), resumeIdSchema])
      .nullish()
      .transform((v) => v ?? null),
    currentOccupation: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    occupations: z.array(occupationRecordSchema).nullish(),
  }),
)
export type ExperienceRecord = z.output<typeof experienceRecordSchema>

export function experienceFormFromRecord(record: ExperienceRecord): ExperienceForm {
  return {
    id: record.id,
    company: { id: record.companyId, name: record.company ?? '' },
    role: record.role ?? '',
    level: record.level,
    area: record.area,
    responsibilities: record.responsabilities ?? '',
    startDate: record.startYear ?? '',
    endDate: record.currentOccupation ? '' : (record.endYear ?? ''),
    currentOccupation: record.currentOccupation,
  }
}

/**
 * At least one experience unless 'Não possuo experiência profissional' is checked: 'Informe sua experiência
 * profissional'.
 */
export const experienceListSchema = z.lazy(() =>
  z
    .object({ experiences: z.array(z.unknown()), noExperience: z.boolean().default(false) })
    .refine((list) => list.noExperience || list.experiences.length > 0, {
      path: ['experiences'],
      error: ptBR.profile.experience.required,
    }),
)

// ── Language proficiency ────────────────────────────────────────────────────────────────────────

export const LANGUAGE_FIELDS = ['language', 'proficiency'] as const
export type LanguageField = (typeof LANGUAGE_FIELDS)[number]

export interface LanguageValues {
  language: number | null
  proficiency: number | null
}

/** Language and proficiency required, nothing else. */
export function languageIssues(values: LanguageValues): FieldIssue<LanguageField>[] {
  return LANGUAGE_FIELDS.filter((field) => values[field] === null).map((field) => ({
    field,
    message: validation.required,
  }))
}

/** An inline language form is kept only when both fields are filled. */
export const isLanguageComplete = (values: LanguageValues) => languageIssues(values).length === 0

export const languageFormSchema = z.lazy(() =>
  z
    .object({ id: choiceSchema, language: choiceSchema, proficiency: choiceSchema })
    .superRefine((values, ctx) => report(ctx, languageIssues(values), (field) => field)),
)
export type LanguageForm = z.output<typeof languageFormSchema>
export type LanguageFormInput = z.input<typeof languageFormSchema>

export interface LanguagePayload {
  user_id: number
  source?: string
  id?: number
  language: number
  proficiency: number
}

export const languagePayloadSchema = z.lazy(() =>
  z
    .object({
      ...ownerShape,
      id: resumeIdSchema.nullish(),
      language: resumeIdSchema.nullish(),
      proficiency: resumeIdSchema.nullish(),
    })
    .superRefine((payload, ctx) =>
      report(
        ctx,
        languageIssues({ language: payload.language ?? null, proficiency: payload.proficiency ?? null }),
        (field) => field,
      ),
    )
    .transform((payload): LanguagePayload =>
      languagePayloadFromForm(
        {
          id: payload.id ?? null,
          language: payload.language ?? null,
          proficiency: payload.proficiency ?? null,
        },
        { userId: payload.user_id, source: payload.source },
      ),
    ),
)

export function languagePayloadFromForm(form: LanguageForm, owner: PayloadOwner): LanguagePayload {
  return {
    user_id: owner.userId,
    ...(owner.source ? { source: owner.source } : {}),
    ...(form.id !== null ? { id: form.id } : {}),
    language: form.language as number,
    proficiency: form.proficiency as number,
  }
}

/** A language proficiency as the platform returns it (`LanguageProficiency`). */
export const languageRecordSchema = z.lazy(() =>
  z.object({
    id: resumeIdSchema,
    language: resumeIdSchema.nullish().transform((v) => v ?? null),
    proficiency: resumeIdSchema.nullish().transform((v) => v ?? null),
  }),
)
export type LanguageRecord = z.output<typeof languageRecordSchema>

export function languageFormFromRecord(record: LanguageRecord): LanguageForm {
  return { id: record.id, language: record.language, proficiency: record.proficiency }
}

// ── The simpler sections: cause, acknowledgement, certification, skills ─────────────────────────

const requiredText = z.string().trim().min(1, { error: validation.required })

/** A date of the simpler sections, when given: MM/YYYY. */
const optionalMonthYear = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || isValidMonthYear(value), { error: validation.date })

/** causeExpCreateUpdate: the organization required; dates MM/YYYY when given, the end not before the start. */
export const causeExperiencePayloadSchema = z.lazy(() =>
  z
    .object({
      ...ownerShape,
      id: resumeIdSchema.nullish(),
      organization: requiredText,
      area: resumeIdSchema.nullish(),
      start_date: optionalMonthYear,
      end_date: optionalMonthYear,
      country: optionalText,
      responsabilities: optionalText,
    })
    .refine((p) => !isEndBeforeStart(p.start_date, p.end_date), {
      path: ['end_date'],
      error: validation.endAfterStart,
    }),
)
export type CauseExperiencePayload = z.output<typeof causeExperiencePayloadSchema>

/** acknowledgementCreateUpdate: a title required; the date MM/YYYY when given. */
export const acknowledgementPayloadSchema = z.lazy(() =>
  z.object({
    ...ownerShape,
    id: resumeIdSchema.nullish(),
    title: requiredText,
    description: optionalText,
    date: optionalMonthYear,
  }),
)
export type AcknowledgementPayload = z.output<typeof acknowledgementPayloadSchema>

/** certificationCreateUpdate: a description (the certification's name) required; expiry MM/YYYY when given. */
export const certificationPayloadSchema = z.lazy(() =>
  z.object({
    ...ownerShape,
    id: resumeIdSchema.nullish(),
    code: optionalText,
    description: requiredText,
    expires_at: optionalMonthYear,
  }),
)
export type CertificationPayload = z.output<typeof certificationPayloadSchema>

/** skillsCreateUpdate: the whole list; blanks dropped, each skill once (ignoring case). */
export const skillsPayloadSchema = z.lazy(() =>
  z.object({
    ...ownerShape,
    skills: z
      .array(z.string())
      .max(MAX_SKILLS, { error: ptBR.validation.listTooLong(MAX_SKILLS) })
      .transform(uniqueSkills),
  }),
)
export type SkillsPayload = z.output<typeof skillsPayloadSchema>

/** Every section's delete (`…Delete`): the owner and the record id (education also takes `education_id`). */
export const sectionDeletePayloadSchema = z.lazy(() =>
  z
    .object({ ...ownerShape, id: resumeIdSchema.nullish(), education_id: resumeIdSchema.nullish() })
    .transform((p, ctx) => {
      const id = p.id ?? p.education_id
      if (id == null) {
        ctx.addIssue({ code: 'custom', path: ['id'], message: validation.required })
        return z.NEVER
      }
      return { user_id: p.user_id, ...(p.source ? { source: p.source } : {}), id }
    }),
)
export type SectionDeletePayload = z.output<typeof sectionDeletePayloadSchema>
