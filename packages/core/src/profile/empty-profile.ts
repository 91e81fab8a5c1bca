// The empty-profile rule: a profile counts as basically empty when any of nationality, CPF or passport,
// phone, birthday, gender, race, pronoun, personal income, postal code, street, number, neighbourhood, city
// or state is missing, AND there is no education, AND there is no professional experience or the
// no-experience flag is off. The last clause is the spec's words as written ("no experience OR flag off"), so
// only a profile holding experiences with the flag on escapes it that way; /meu-perfil then invites the
// candidate to complete the profile.
import type { PersonalDataForm } from '../personal-data/personal-data.schema'

/** The personal-data fields the rule looks at (cpf and passport count as one: either will do). */
export const EMPTY_PROFILE_FIELDS = [
  'nationality',
  'phone',
  'birthday',
  'gender',
  'race_and_ethnicity',
  'pronoun',
  'personal_income',
  'zipcode',
  'street',
  'number',
  'neighborhood',
  'city',
  'state',
] as const satisfies readonly (keyof PersonalDataForm)[]

type EmptyProfileField = (typeof EMPTY_PROFILE_FIELDS)[number]

/** What the rule reads of a profile: its personal data (as the form holds it) and the résumé's size. */
export interface ProfileCompleteness {
  personalData: Pick<PersonalDataForm, EmptyProfileField | 'cpf' | 'passport'>
  /** How many educations the profile lists. */
  educations: number
  /** How many professional experiences the profile lists. */
  experiences: number
}

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === ''

/** Whether any personal-data field of the rule is missing (a document counts when either is there). */
export function isPersonalDataIncomplete(personalData: ProfileCompleteness['personalData']): boolean {
  if (isBlank(personalData.cpf) && isBlank(personalData.passport)) return true
  return EMPTY_PROFILE_FIELDS.some((field) => isBlank(personalData[field]))
}

/** The empty profile: `noExperience` is 'Não possuo experiência profissional'. */
export function isProfileBasicallyEmpty(
  profile: ProfileCompleteness,
  { noExperience }: { noExperience: boolean },
): boolean {
  return (
    isPersonalDataIncomplete(profile.personalData) &&
    profile.educations === 0 &&
    (profile.experiences === 0 || !noExperience)
  )
}
