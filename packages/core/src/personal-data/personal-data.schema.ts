// The personal-data form's shape: its fields in the spec's order, the empty form, the opportunity's form
// structure (which fields the ficha shows and requires) and the profile's record as the platform returns it.
// Field names are the argument names of personalDataUpdate (its address keys for the address), so the form
// structure applies directly. The rules over these values are in personal-data.rules.ts (docs/architecture.md,
// "The personal-data actor").
import { z } from 'zod'
import { DEFAULT_NATIONALITY } from '../constants'
import type { FieldIssue } from '../resume/resume.schema'
import { type ApplicationFieldError } from '../application/application.texts'

/** A broken rule with its code (the application machine keeps the code; the message is pt-BR's). */
export type CodedIssue<Field extends string> = FieldIssue<Field> & { code: ApplicationFieldError }

/** The form's fields in the spec's order (the avatar and the laudo upload are not values of the form). */
export const PERSONAL_DATA_FIELDS = [
  'pronoun',
  'firstname',
  'lastname',
  'social_name',
  'email',
  'phone',
  'race_and_ethnicity',
  'gender',
  'sexual_orientation',
  'birthday',
  'nationality',
  'cpf',
  'passport',
  'personal_income',
  'family_income',
  'marital_status',
  'has_disability',
  'disabilities',
  'need_help_selection_process',
  'description_help_selection_process',
  'zipcode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'state',
  'city',
  'what_do_you_love',
] as const
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number]

/** What the form holds: texts as typed (masks included), ids as strings ('' = none), yes/no as booleans. */
export interface PersonalDataForm {
  pronoun: string
  firstname: string
  lastname: string
  social_name: string
  email: string
  phone: string
  race_and_ethnicity: string
  gender: string
  sexual_orientation: string
  /** DD/MM/YYYY. */
  birthday: string
  /** Country name; Brasil by default. */
  nationality: string
  cpf: string
  passport: string
  personal_income: string
  family_income: string
  marital_status: string
  has_disability: boolean | null
  /** Disability ids. */
  disabilities: string[]
  need_help_selection_process: boolean | null
  description_help_selection_process: string
  zipcode: string
  street: string
  number: string
  complement: string
  neighborhood: string
  /** State id (numeric code). */
  state: string
  city: string
  what_do_you_love: string
}

export const EMPTY_PERSONAL_DATA: PersonalDataForm = Object.freeze({
  pronoun: '',
  firstname: '',
  lastname: '',
  social_name: '',
  email: '',
  phone: '',
  race_and_ethnicity: '',
  gender: '',
  sexual_orientation: '',
  birthday: '',
  nationality: DEFAULT_NATIONALITY,
  cpf: '',
  passport: '',
  personal_income: '',
  family_income: '',
  marital_status: '',
  has_disability: null,
  disabilities: [] as string[],
  need_help_selection_process: null,
  description_help_selection_process: '',
  zipcode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  state: '',
  city: '',
  what_do_you_love: '',
}) as PersonalDataForm

// ── Form structure ─────────────────────────────────────────────────────────────────────────────────

/** A field's condition in the opportunity's form structure (docs/decisions.md, "Form structure conditions"): anything else = optional. */
export type FieldCondition = 'required' | 'off' | string

/** The opportunity's form structure, read from `formStruct(opportunityId)`. */
export interface FormStructure {
  /** Condition per personal-data field; a field missing here is not shown on the ficha. */
  personalData: Partial<Record<string, FieldCondition>>
  education: FieldCondition | null
  professionalExperience: FieldCondition | null
  languageProficiency: FieldCondition | null
  questions: FieldCondition | null
}

export const EMPTY_FORM_STRUCTURE: FormStructure = Object.freeze({
  personalData: {},
  education: null,
  professionalExperience: null,
  languageProficiency: null,
  questions: null,
})

const conditionText = z.string().nullish()
export const formStructureResponseSchema = z.lazy(() =>
  z
    .object({
      personalData: z.array(z.object({ field: z.string(), condition: z.string() })).nullish(),
      education: conditionText,
      professionalExperience: conditionText,
      languageProficiency: conditionText,
      questions: conditionText,
    })
    .nullish(),
)

/** The contract's FormStruct (a list of field conditions) as a lookup; null = no structure. */
export function formStructureFromResponse(
  response: z.input<typeof formStructureResponseSchema>,
): FormStructure {
  if (!response) return EMPTY_FORM_STRUCTURE
  return {
    personalData: Object.fromEntries((response.personalData ?? []).map((f) => [f.field, f.condition])),
    education: response.education ?? null,
    professionalExperience: response.professionalExperience ?? null,
    languageProficiency: response.languageProficiency ?? null,
    questions: response.questions ?? null,
  }
}

/** The résumé sections of tab 2, each shown only when the opportunity requires it. */
export type ResumeRequirement = 'education' | 'professionalExperience' | 'languageProficiency'
export const isSectionRequired = (structure: FormStructure, section: ResumeRequirement) =>
  structure[section] === 'required'

// ── From the profile ───────────────────────────────────────────────────────────────────────────────

const nullableText = z.string().nullish()
const nullableId = z.union([z.string(), z.number()]).transform(String).nullish()

/** The profile's personal data as the platform returns it (Profile in the SDL). */
export const personalDataRecordSchema = z.looseObject({
  firstname: nullableText,
  lastname: nullableText,
  name: nullableText,
  socialName: nullableText,
  email: nullableText,
  phone: nullableText,
  cpf: nullableText,
  passport: nullableText,
  birthday: nullableText,
  nationality: nullableText,
  gender: nullableId,
  maritalStatus: nullableId,
  pronoun: nullableId,
  raceAndEthnicity: nullableId,
  sexualOrientation: nullableId,
  familyIncome: nullableId,
  personalIncome: nullableId,
  hasDisability: z.boolean().nullish(),
  has_disability: z.boolean().nullish(),
  disabilities: z.array(z.object({ disabilityId: nullableId })).nullish(),
  need_help_selection_process: z.boolean().nullish(),
  description_help_selection_process: nullableText,
  whatDoYouLove: nullableText,
  location: z
    .object({
      zipcode: nullableText,
      street: nullableText,
      number: nullableText,
      complement: nullableText,
      neighborhood: nullableText,
      city: nullableText,
      stateId: nullableId,
    })
    .nullish(),
})
export type PersonalDataRecord = z.infer<typeof personalDataRecordSchema>

/** The form filled from the profile (an empty profile gives the empty form with Brasil). */
export function personalDataFormFromProfile(record: PersonalDataRecord): PersonalDataForm {
  const s = (value: string | null | undefined) => value ?? ''
  const [first, ...rest] = s(record.name).trim().split(/\s+/)
  return {
    ...EMPTY_PERSONAL_DATA,
    pronoun: s(record.pronoun),
    firstname: s(record.firstname) || s(first),
    lastname: s(record.lastname) || rest.join(' '),
    social_name: s(record.socialName),
    email: s(record.email),
    phone: s(record.phone),
    race_and_ethnicity: s(record.raceAndEthnicity),
    gender: s(record.gender),
    sexual_orientation: s(record.sexualOrientation),
    birthday: s(record.birthday),
    nationality: s(record.nationality) || DEFAULT_NATIONALITY,
    cpf: s(record.cpf),
    passport: s(record.passport),
    personal_income: s(record.personalIncome),
    family_income: s(record.familyIncome),
    marital_status: s(record.maritalStatus),
    has_disability: record.hasDisability ?? record.has_disability ?? null,
    disabilities: (record.disabilities ?? []).map((d) => s(d.disabilityId)).filter(Boolean),
    need_help_selection_process: record.need_help_selection_process ?? null,
    description_help_selection_process: s(record.description_help_selection_process),
    zipcode: s(record.location?.zipcode),
    street: s(record.location?.street),
    number: s(record.location?.number),
    complement: s(record.location?.complement),
    neighborhood: s(record.location?.neighborhood),
    state: s(record.location?.stateId),
    city: s(record.location?.city),
    what_do_you_love: s(record.whatDoYouLove),
  }
}

/** An existing CPF or passport is read-only. */
export const hasExistingDocument = (record: PersonalDataRecord) =>
  Boolean(record.cpf?.trim() || record.passport?.trim())

// ── The address and the photo ──────────────────────────────────────────────────────────────────────

/** The postal-code lookup: 'notFound' (the service knows no such code), 'failed' (no usable answer). */
export type PostalStatus = 'idle' | 'loading' | 'notFound' | 'failed'

/** The cities of the chosen state (abbreviation), loaded once per state. */
export interface CitiesState {
  state: string | null
  names: readonly string[]
  status: 'idle' | 'loading' | 'ready' | 'failed'
}

/** The postal code, digits only. */
export interface PostalLookupInput {
  zipcode: string
}
/** The address the public postal-code service knows: logradouro, bairro, uf, localidade. */
export interface PostalLookupOutput {
  street: string
  neighborhood: string
  /** The state's abbreviation ('SP'). */
  stateAbbr: string
  city: string
}
export interface LoadCitiesInput {
  /** The state's abbreviation. */
  state: string
}
/** The cities of a state, the same answer the job list's city filter loads. */
export type { LoadCitiesOutput } from '../job-search/job-search.machine'
export interface UploadAvatarInput {
  /** The cropped PNG as a data URL. */
  image: string
}
