// Forms and records of the profile's simpler boxes: cause experience, acknowledgement and certification. The
// platform checks each save with the section's payload schema (`causeExperiencePayloadSchema`…,
// resume.schema.ts); the form schemas below check what a screen holds with those same schemas, so a rule and
// its message exist once. A form holds camelCase values (ids as numbers, dates as typed MM/YYYY); its payload
// drops what was left empty.
import { z } from 'zod'
import {
  acknowledgementPayloadSchema,
  causeExperiencePayloadSchema,
  certificationPayloadSchema,
  resumeIdSchema,
  type PayloadOwner,
} from './resume.schema'

/** A form's choice: an id or nothing chosen yet. */
const choiceSchema = z.lazy(() => z.number().int().positive().nullable().default(null))
const textSchema = z.lazy(() => z.string().trim().default(''))
const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null)
const nullableId = resumeIdSchema.nullish().transform((v) => v ?? null)

/**
 * The form's fields checked by the section's payload schema (the owner only to satisfy its shape: the
 * form never sends it), each issue reported on the form field it came from.
 */
function checkWithPayloadSchema<Field extends string>(
  schema: z.ZodType,
  fields: Record<string, unknown>,
  formFieldOf: Record<string, Field>,
  ctx: z.RefinementCtx,
) {
  const result = schema.safeParse({ user_id: 1, ...fields })
  if (result.success) return
  const reported = new Set<Field>()
  for (const issue of result.error.issues) {
    const field = formFieldOf[String(issue.path[0] ?? '')]
    if (field === undefined || reported.has(field)) continue
    reported.add(field)
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message })
  }
}

/** A text left empty is not sent. */
const filled = <K extends string>(key: K, value: string | number | null | undefined) =>
  (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    ? {}
    : { [key]: typeof value === 'string' ? value.trim() : value }) as Partial<Record<K, string | number>>

const ownerFields = (owner: PayloadOwner, id: number | null) => ({
  user_id: owner.userId,
  ...(owner.source ? { source: owner.source } : {}),
  ...(id !== null ? { id } : {}),
})

// ── Cause experience ────────────────────────────────────────────────────────────────────────────

export const CAUSE_FIELDS = [
  'organization',
  'area',
  'country',
  'startDate',
  'endDate',
  'responsibilities',
] as const
export type CauseField = (typeof CAUSE_FIELDS)[number]

const CAUSE_PAYLOAD_FIELDS = {
  organization: 'organization',
  area: 'area',
  country: 'country',
  start_date: 'startDate',
  end_date: 'endDate',
  responsabilities: 'responsibilities',
} as const satisfies Record<string, CauseField>

const causeFormShape = z.object({
  /** The record being edited; null when adding. */
  id: choiceSchema,
  organization: textSchema,
  /** Domain `cause_experience_areas`. */
  area: choiceSchema,
  /** The country's name (the platform keeps it as text). */
  country: z.string().trim().nullable().default(null),
  startDate: textSchema,
  endDate: textSchema,
  responsibilities: textSchema,
})
type CauseFormShape = z.output<typeof causeFormShape>

const causePayloadFields = (values: CauseFormShape) => ({
  organization: values.organization,
  area: values.area,
  country: values.country,
  start_date: values.startDate,
  end_date: values.endDate,
  responsabilities: values.responsibilities,
})

/** The 'CAUSA' form: the organization required; dates MM/YYYY when given, the end not before the start. */
export const causeFormSchema = causeFormShape.superRefine((values, ctx) =>
  checkWithPayloadSchema(causeExperiencePayloadSchema, causePayloadFields(values), CAUSE_PAYLOAD_FIELDS, ctx),
)
export type CauseForm = z.output<typeof causeFormSchema>
export type CauseFormInput = z.input<typeof causeFormSchema>

/** The causeExpCreateUpdate arguments of a valid form (only what was filled). */
export interface CauseFormPayload {
  user_id: number
  source?: string
  id?: number
  organization: string
  area?: number
  country?: string
  start_date?: string
  end_date?: string
  responsabilities?: string
}

export function causePayloadFromForm(form: CauseForm, owner: PayloadOwner): CauseFormPayload {
  return {
    ...ownerFields(owner, form.id),
    organization: form.organization.trim(),
    ...filled('area', form.area),
    ...filled('country', form.country),
    ...filled('start_date', form.startDate),
    ...filled('end_date', form.endDate),
    ...filled('responsabilities', form.responsibilities),
  } as CauseFormPayload
}

/** A cause experience as the platform returns it (`CauseExperience`). */
export const causeRecordSchema = z.lazy(() =>
  z.object({
    id: resumeIdSchema,
    organization: nullableText,
    area: nullableId,
    start_date: nullableText,
    end_date: nullableText,
    country: nullableText,
    responsabilities: nullableText,
  }),
)
export type CauseRecord = z.output<typeof causeRecordSchema>

export function causeFormFromRecord(record: CauseRecord): CauseForm {
  return {
    id: record.id,
    organization: record.organization ?? '',
    area: record.area,
    country: record.country,
    startDate: record.start_date ?? '',
    endDate: record.end_date ?? '',
    responsibilities: record.responsabilities ?? '',
  }
}

// ── Acknowledgement ─────────────────────────────────────────────────────────────────────────────

export const ACKNOWLEDGEMENT_FIELDS = ['title', 'date', 'description'] as const
export type AcknowledgementField = (typeof ACKNOWLEDGEMENT_FIELDS)[number]

const ACKNOWLEDGEMENT_PAYLOAD_FIELDS = {
  title: 'title',
  date: 'date',
  description: 'description',
} as const satisfies Record<string, AcknowledgementField>

const acknowledgementFormShape = z.object({
  id: choiceSchema,
  title: textSchema,
  date: textSchema,
  description: textSchema,
})

/** The 'RECONHECIMENTO' form: a title required; the date MM/YYYY when given. */
export const acknowledgementFormSchema = acknowledgementFormShape.superRefine((values, ctx) =>
  checkWithPayloadSchema(
    acknowledgementPayloadSchema,
    { title: values.title, date: values.date, description: values.description },
    ACKNOWLEDGEMENT_PAYLOAD_FIELDS,
    ctx,
  ),
)
export type AcknowledgementForm = z.output<typeof acknowledgementFormSchema>
export type AcknowledgementFormInput = z.input<typeof acknowledgementFormSchema>

/** The acknowledgementCreateUpdate arguments of a valid form. */
export interface AcknowledgementFormPayload {
  user_id: number
  source?: string
  id?: number
  title: string
  date?: string
  description?: string
}

export function acknowledgementPayloadFromForm(
  form: AcknowledgementForm,
  owner: PayloadOwner,
): AcknowledgementFormPayload {
  return {
    ...ownerFields(owner, form.id),
    title: form.title.trim(),
    ...filled('date', form.date),
    ...filled('description', form.description),
  } as AcknowledgementFormPayload
}

/** An acknowledgement as the platform returns it (`Acknowledgement`). */
export const acknowledgementRecordSchema = z.lazy(() =>
  z.object({
    id: resumeIdSchema,
    title: nullableText,
    description: nullableText,
    date: nullableText,
  }),
)
export type AcknowledgementRecord = z.output<typeof acknowledgementRecordSchema>

export function acknowledgementFormFromRecord(record: AcknowledgementRecord): AcknowledgementForm {
  return {
    id: record.id,
    title: record.title ?? '',
    date: record.date ?? '',
    description: record.description ?? '',
  }
}

// ── Certification ───────────────────────────────────────────────────────────────────────────────

export const CERTIFICATION_FIELDS = ['description', 'code', 'expiresAt'] as const
export type CertificationField = (typeof CERTIFICATION_FIELDS)[number]

const CERTIFICATION_PAYLOAD_FIELDS = {
  description: 'description',
  code: 'code',
  expires_at: 'expiresAt',
} as const satisfies Record<string, CertificationField>

const certificationFormShape = z.object({
  id: choiceSchema,
  /** The certification's name. */
  description: textSchema,
  code: textSchema,
  expiresAt: textSchema,
})

/** The 'CERTIFICAÇÃO' form: the certification's name required; the expiry MM/YYYY when given. */
export const certificationFormSchema = certificationFormShape.superRefine((values, ctx) =>
  checkWithPayloadSchema(
    certificationPayloadSchema,
    { description: values.description, code: values.code, expires_at: values.expiresAt },
    CERTIFICATION_PAYLOAD_FIELDS,
    ctx,
  ),
)
export type CertificationForm = z.output<typeof certificationFormSchema>
export type CertificationFormInput = z.input<typeof certificationFormSchema>

/** The certificationCreateUpdate arguments of a valid form. */
export interface CertificationFormPayload {
  user_id: number
  source?: string
  id?: number
  description: string
  code?: string
  expires_at?: string
}

export function certificationPayloadFromForm(
  form: CertificationForm,
  owner: PayloadOwner,
): CertificationFormPayload {
  return {
    ...ownerFields(owner, form.id),
    description: form.description.trim(),
    ...filled('code', form.code),
    ...filled('expires_at', form.expiresAt),
  } as CertificationFormPayload
}

/** A certification as the platform returns it (`Certification`). */
export const certificationRecordSchema = z.lazy(() =>
  z.object({
    id: resumeIdSchema,
    code: nullableText,
    description: nullableText,
    expires_at: nullableText,
  }),
)
export type CertificationRecord = z.output<typeof certificationRecordSchema>

export function certificationFormFromRecord(record: CertificationRecord): CertificationForm {
  return {
    id: record.id,
    description: record.description ?? '',
    code: record.code ?? '',
    expiresAt: record.expires_at ?? '',
  }
}
