// The personal-data form's rules: which fields are shown and required (the opportunity's form structure on
// the ficha; elsewhere all but social name, marital status, complement and what-you-love), the checks and
// their messages, the address behaviour (postal code, state) and the personalDataUpdate payload. The form's
// shape is in personal-data.schema.ts.
import { z } from 'zod'
import { DEFAULT_NATIONALITY, MAX_AGE, MIN_AGE, NEED_HELP_DESCRIPTION_MAX } from '../constants'
import { MAX_DISABILITIES } from '../limits'
import { unmask } from '../format/mask'
import { ptBR } from '../messages/pt-BR'
import { stateAbbrFromCode, stateCodeFromAbbr } from '../reference/states'
import { isValidCpf } from '../validation/cpf'
import { isValidEmail } from '../validation/email'
import { isValidForeignDocument } from '../validation/foreign-document'
import { isValidPhone } from '../validation/phone'
import { fieldErrorText, type ApplicationFieldError } from '../application/application.texts'
import { normalizeApplicationEmail, stripApplicationText } from '../application/sanitize'
import {
  PERSONAL_DATA_FIELDS,
  type CodedIssue,
  type FieldCondition,
  type FormStructure,
  type PersonalDataField,
  type PersonalDataForm,
} from './personal-data.schema'

const { validation } = ptBR

// ── Visibility and requirement ─────────────────────────────────────────────────────────────────────

export type FieldVisibility = 'required' | 'optional' | 'hidden'
export type PersonalDataRules = Record<PersonalDataField, FieldVisibility>

/** Where the form is used: the application data sheet follows the structure; elsewhere fewer are optional. */
export interface PersonalDataContext {
  onFicha: boolean
  structure: FormStructure
}

/** Off the ficha these follow the structure (optional without one); every other field is required. */
const STRUCTURE_ONLY_OFF_FICHA: readonly PersonalDataField[] = [
  'social_name',
  'marital_status',
  'complement',
  'what_do_you_love',
]

/** Foreign status derives from the nationality not containing 'brasil'. */
export function isForeignNationality(nationality: string): boolean {
  const normalized = nationality.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return !normalized.includes('brasil')
}

function fromCondition(condition: FieldCondition | undefined, absent: FieldVisibility): FieldVisibility {
  if (condition === undefined) return absent
  if (condition === 'off') return 'hidden'
  return condition === 'required' ? 'required' : 'optional'
}

/**
 * Which fields show and which are required for these values: first and last name always; CPF for
 * Brazilians and the RNE/passport for foreigners, required when shown; the disabilities only when
 * has-disability is yes (then at least one); the need-help description only when has-disability and
 * need-help are both yes.
 */
export function personalDataFieldRules(
  values: Pick<PersonalDataForm, 'nationality' | 'has_disability' | 'need_help_selection_process'>,
  { onFicha, structure }: PersonalDataContext,
): PersonalDataRules {
  const conditions = structure.personalData
  const base = (field: PersonalDataField): FieldVisibility => {
    if (field === 'firstname' || field === 'lastname') return 'required'
    if (onFicha) return fromCondition(conditions[field], 'hidden')
    if (STRUCTURE_ONLY_OFF_FICHA.includes(field)) return fromCondition(conditions[field], 'optional')
    return 'required'
  }
  const rules = Object.fromEntries(
    PERSONAL_DATA_FIELDS.map((field) => [field, base(field)]),
  ) as PersonalDataRules

  const foreigner = isForeignNationality(values.nationality)
  const documentShown = onFicha
    ? [conditions.cpf, conditions.passport].some((c) => c !== undefined && c !== 'off')
    : true
  rules.cpf = documentShown && !foreigner ? 'required' : 'hidden'
  rules.passport = documentShown && foreigner ? 'required' : 'hidden'

  const disabilityShown = rules.has_disability !== 'hidden'
  rules.disabilities = disabilityShown && values.has_disability === true ? 'required' : 'hidden'
  rules.description_help_selection_process =
    disabilityShown &&
    rules.need_help_selection_process !== 'hidden' &&
    values.has_disability === true &&
    values.need_help_selection_process === true
      ? 'optional'
      : 'hidden'
  return rules
}

// ── Rules ──────────────────────────────────────────────────────────────────────────────────────────

/** DD/MM/YYYY of a real calendar day. */
export function parseBirthday(value: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null
  }
  return { day, month, year }
}

/** A valid date whose age, by year difference, is 10 to 100: else 'Data inválida'. */
export function isValidBirthday(value: string, today: Date): boolean {
  const parsed = parseBirthday(value)
  if (!parsed) return false
  const age = today.getFullYear() - parsed.year
  return age >= MIN_AGE && age <= MAX_AGE
}

export const isValidZipcode = (value: string) => unmask(value).length === 8

function isEmptyValue(value: PersonalDataForm[PersonalDataField]): boolean {
  if (value === null) return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'string') return value.trim() === ''
  return false
}

export interface PersonalDataCheck extends PersonalDataContext {
  /** The profile already holds a CPF or passport: read-only, never re-checked. */
  documentReadOnly?: boolean
  today: Date
}

/** Every rule broken by these values, one issue per field at most, in the form's order. */
export function personalDataIssues(
  values: PersonalDataForm,
  check: PersonalDataCheck,
): CodedIssue<PersonalDataField>[] {
  const rules = personalDataFieldRules(values, check)
  const issues: CodedIssue<PersonalDataField>[] = []
  for (const field of PERSONAL_DATA_FIELDS) {
    if (rules[field] === 'hidden') continue
    const value = values[field]
    if (isEmptyValue(value)) {
      if (rules[field] === 'required') {
        const code = field === 'disabilities' ? 'disabilityRequired' : 'required'
        issues.push({ field, code, message: fieldErrorText(code) })
      }
      continue
    }
    const text = typeof value === 'string' ? value : ''
    const code = formatIssue(field, text, check)
    if (code) issues.push({ field, code, message: fieldErrorText(code) })
  }
  return issues
}

function formatIssue(
  field: PersonalDataField,
  text: string,
  check: PersonalDataCheck,
): ApplicationFieldError | null {
  switch (field) {
    case 'email':
      return isValidEmail(normalizeApplicationEmail(text)) ? null : 'email'
    case 'phone':
      return isValidPhone(text) ? null : 'phone'
    case 'birthday':
      return isValidBirthday(text, check.today) ? null : 'date'
    case 'cpf':
      return check.documentReadOnly || isValidCpf(text) ? null : 'cpf'
    case 'passport':
      return check.documentReadOnly || isValidForeignDocument(text) ? null : 'foreignDocument'
    case 'zipcode':
      return isValidZipcode(text) ? null : 'zipcode'
    case 'description_help_selection_process':
      return text.length <= NEED_HELP_DESCRIPTION_MAX ? null : 'descriptionTooLong'
    default:
      return null
  }
}

// ── Behaviour ──────────────────────────────────────────────────────────────────────────────────────

/** Answering has-disability: 'no' clears the chosen disabilities. */
export function withHasDisability<T extends PersonalDataForm>(values: T, hasDisability: boolean | null): T {
  return { ...values, has_disability: hasDisability, disabilities: hasDisability ? values.disabilities : [] }
}

/** The public postal-code service's answer: logradouro, bairro, uf, localidade. */
export interface PostalAddress {
  street: string
  neighborhood: string
  /** State id (numeric code) of `uf`. */
  state: string
  city: string
}

/** The postal-code service's answer as the form holds it: the state as its numeric code (unknown: ''). */
export function postalAddressFromLookup(found: {
  street: string
  neighborhood: string
  /** The state's abbreviation ('SP'). */
  stateAbbr: string
  city: string
}): PostalAddress {
  const code = stateCodeFromAbbr(found.stateAbbr)
  return {
    street: found.street,
    neighborhood: found.neighborhood,
    state: code === undefined ? '' : String(code),
    city: found.city,
  }
}

/** The abbreviation of the form's state (its numeric code), or null when none is chosen. */
export function stateAbbrOfForm(state: string): string | null {
  const code = Number(state)
  return Number.isInteger(code) && code > 0 ? (stateAbbrFromCode(code) ?? null) : null
}

/** A found address fills street, neighbourhood, state and city and clears number and complement. */
export function withPostalAddress<T extends PersonalDataForm>(values: T, address: PostalAddress): T {
  return { ...values, ...address, number: '', complement: '' }
}

/** Whether the postal code is complete, so the lookup runs (8 digits). */
export const isZipcodeComplete = isValidZipcode

// ── Payload ────────────────────────────────────────────────────────────────────────────────────────

/** personalDataUpdate's arguments (see packages/api's SDL). */
export interface PersonalDataPayload {
  user_id: number
  source?: string
  name?: string
  email?: string
  firstname?: string
  lastname?: string
  cpf?: string
  passport?: string
  birthday?: string
  phone?: string
  nationality?: string
  gender?: string
  marital_status?: string
  what_do_you_love?: string
  address?: {
    country?: string
    street?: string
    number?: string
    complement?: string
    neighborhood?: string
    zipcode?: string
    city?: string
    state?: string
  }
  has_disability?: boolean
  disabilities?: string[]
  social_name?: string
  race_and_ethnicity?: string
  family_income?: string
  personal_income?: string
  pronoun?: string
  sexual_orientation?: string
  need_help_selection_process?: boolean
  description_help_selection_process?: string
}

const ADDRESS_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'zipcode', 'city', 'state'] as const

/**
 * The payload for these values: hidden fields are not sent, strings lose backslashes and double quotes,
 * the e-mail is lowercased and stripped, documents, phone and postal code go as digits (a passport as
 * typed), an existing document is not sent again.
 */
export function personalDataPayloadFromForm(
  values: PersonalDataForm,
  {
    userId,
    source,
    documentReadOnly = false,
    ...context
  }: PersonalDataContext & {
    userId: number
    source?: string
    documentReadOnly?: boolean
  },
): PersonalDataPayload {
  const rules = personalDataFieldRules(values, context)
  const shown = (field: PersonalDataField) => rules[field] !== 'hidden'
  const text = (field: PersonalDataField) =>
    shown(field) ? stripApplicationText(String(values[field] ?? '')) : undefined
  const id = (field: PersonalDataField) => {
    const value = text(field)
    return value === '' ? undefined : value
  }
  const firstname = stripApplicationText(values.firstname)
  const lastname = stripApplicationText(values.lastname)
  const payload: PersonalDataPayload = {
    user_id: userId,
    source,
    name: `${firstname} ${lastname}`.trim(),
    firstname,
    lastname,
    social_name: text('social_name'),
    // An empty e-mail (optional on the ficha) is not sent: the account keeps its address, and the
    // platform's check would refuse '' as 'E-mail inválido' while the form let it pass.
    email: shown('email') ? normalizeApplicationEmail(values.email) || undefined : undefined,
    phone: shown('phone') ? unmask(values.phone) : undefined,
    birthday: text('birthday'),
    nationality: shown('nationality')
      ? stripApplicationText(values.nationality) || DEFAULT_NATIONALITY
      : undefined,
    cpf: shown('cpf') && !documentReadOnly ? unmask(values.cpf) : undefined,
    passport: shown('passport') && !documentReadOnly ? stripApplicationText(values.passport) : undefined,
    pronoun: id('pronoun'),
    gender: id('gender'),
    race_and_ethnicity: id('race_and_ethnicity'),
    sexual_orientation: id('sexual_orientation'),
    personal_income: id('personal_income'),
    family_income: id('family_income'),
    marital_status: id('marital_status'),
    what_do_you_love: text('what_do_you_love'),
  }
  if (shown('has_disability') && values.has_disability !== null) {
    payload.has_disability = values.has_disability
    payload.disabilities = values.has_disability ? [...values.disabilities] : []
  }
  if (shown('need_help_selection_process') && values.need_help_selection_process !== null) {
    payload.need_help_selection_process = values.need_help_selection_process
    payload.description_help_selection_process = shown('description_help_selection_process')
      ? stripApplicationText(values.description_help_selection_process)
      : ''
  }
  if (ADDRESS_FIELDS.some(shown)) {
    payload.address = { country: DEFAULT_NATIONALITY }
    for (const field of ADDRESS_FIELDS) {
      if (!shown(field)) continue
      payload.address[field] =
        field === 'zipcode' ? unmask(values.zipcode) : stripApplicationText(values[field])
    }
  }
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined)) as PersonalDataPayload
}

/**
 * The platform's check of personalDataUpdate (formats only: which fields are required depends on the
 * screen). Same rules and messages as the form.
 */
export function personalDataPayloadSchema(today: () => Date = () => new Date()) {
  const optionalText = z.string().trim().max(2000).nullish()
  const idText = z.union([z.string(), z.number()]).transform(String).nullish()
  return z.object({
    user_id: z.coerce.number().int().positive(),
    source: optionalText,
    name: optionalText,
    email: z
      .string()
      .trim()
      .refine((v) => isValidEmail(normalizeApplicationEmail(v)), { error: validation.email })
      .transform(normalizeApplicationEmail)
      .nullish(),
    firstname: z.string().trim().min(1, { error: validation.required }).max(200).nullish(),
    lastname: z.string().trim().min(1, { error: validation.required }).max(200).nullish(),
    cpf: z
      .string()
      .refine((v) => v.trim() === '' || isValidCpf(v), { error: validation.cpf })
      .transform(unmask)
      .nullish(),
    passport: z
      .string()
      .refine((v) => v.trim() === '' || isValidForeignDocument(v), { error: validation.foreignDocument })
      .transform((v) => v.trim().toUpperCase())
      .nullish(),
    birthday: z
      .string()
      .refine((v) => v.trim() === '' || isValidBirthday(v, today()), { error: validation.date })
      .nullish(),
    phone: z
      .string()
      .refine((v) => v.trim() === '' || isValidPhone(v), { error: validation.phone })
      .transform(unmask)
      .nullish(),
    nationality: optionalText,
    gender: idText,
    marital_status: idText,
    what_do_you_love: optionalText,
    address: z
      .object({
        country: optionalText,
        street: optionalText,
        number: optionalText,
        complement: optionalText,
        neighborhood: optionalText,
        zipcode: z
          .string()
          .refine((v) => v.trim() === '' || isValidZipcode(v), { error: validation.zipcode })
          .transform(unmask)
          .nullish(),
        city: optionalText,
        state: idText,
        stateName: optionalText,
      })
      .nullish(),
    has_disability: z.boolean().nullish(),
    disabilities: z
      .array(z.union([z.string(), z.number()]).transform(String))
      .max(MAX_DISABILITIES, { error: validation.listTooLong(MAX_DISABILITIES) })
      .nullish(),
    social_name: optionalText,
    race_and_ethnicity: idText,
    family_income: idText,
    personal_income: idText,
    pronoun: idText,
    sexual_orientation: idText,
    need_help_selection_process: z.boolean().nullish(),
    description_help_selection_process: z
      .string()
      .trim()
      .max(NEED_HELP_DESCRIPTION_MAX, { error: ptBR.application.personalData.descriptionTooLong })
      .nullish(),
  })
}
