// The personal-data actor's types: its input, context, events and what its actors take and answer
// (personal-data.machine.ts; docs/architecture.md, "The personal-data actor"). Data and codes, never text.
import type { ApplicationFieldError } from '../application/application.texts'
import type { UploadFile } from '../application/application.types'
import {
  type CitiesState,
  type PostalStatus,
  type FormStructure,
  type PersonalDataField,
  type PersonalDataForm,
} from './personal-data.schema'
import type { AttachedFile } from '../application/questions'
import type { ReferenceItem } from '../reference/resume'

/** Where the form is used: the profile page (box + modal) or a register page (inline). */
export type PersonalDataScreen = 'profile' | 'register' | 'talentBank' | 'ficha'

export interface PersonalDataMachineInput {
  context: PersonalDataScreen
  /** The signed-in candidate's name and photo, as the session knows them (before the profile loads). */
  candidate?: { name: string; avatar: string | null }
  /** The clock (tests fix it): the birthday's age rule. */
  now?: () => Date
  /**
   * The profile already read, so nothing is loaded: the ficha's (the application read it, with its draft).
   * The application keeps the ficha's rules, save and draft; this actor keeps the address, the cities and
   * the photo (docs/architecture.md, "The personal-data actor").
   */
  profile?: PersonalDataProfile
}

/** The personal-data form's reference lists, by the form's option names (states come from the route). */
export interface PersonalDataLists {
  pronouns: readonly ReferenceItem[]
  races: readonly ReferenceItem[]
  genders: readonly ReferenceItem[]
  sexualOrientations: readonly ReferenceItem[]
  countries: readonly ReferenceItem[]
  /** Personal monthly incomes. */
  incomes: readonly ReferenceItem[]
  familyIncomes: readonly ReferenceItem[]
  maritalStatuses: readonly ReferenceItem[]
  disabilities: readonly ReferenceItem[]
}

export const EMPTY_PERSONAL_DATA_LISTS: PersonalDataLists = Object.freeze({
  pronouns: [],
  races: [],
  genders: [],
  sexualOrientations: [],
  countries: [],
  incomes: [],
  familyIncomes: [],
  maritalStatuses: [],
  disabilities: [],
})

/** What the profile read brings (`loadProfile`). */
export interface PersonalDataProfile {
  /** The personal data as the form holds it (core's `personalDataFormFromProfile`). */
  values: PersonalDataForm
  /** The profile already holds a CPF or passport: read-only. */
  documentReadOnly: boolean
  /** The medical reports sent. */
  laudos: AttachedFile[]
  avatar: string | null
  lists: PersonalDataLists
  /** A form structure for the fields that follow one off the ficha; none on the profile. */
  structure?: FormStructure
  /** The résumé the empty-profile rule looks at. */
  educations: number
  experiences: number
  noExperience: boolean
}

/** What `savePersonalData` sends (the api builds personalDataUpdate's payload off the ficha). */
export interface SavePersonalDataOffFichaInput {
  values: PersonalDataForm
  structure: FormStructure
  documentReadOnly: boolean
  context: PersonalDataScreen
}

/** The alert over the box or in the form, as a code (connect words it: 'Pronto!' / 'Uoops'). */
export type PersonalDataAlert = 'saved' | 'saveFailed'

/** Why a medical report did not go: refused before sending (format, size) or the platform failed. */
export type LaudoError = 'format' | 'size' | 'uploadFailed' | 'removeFailed'

export interface PersonalDataMachineContext {
  input: PersonalDataMachineInput
  /** The profile as last read (the box shows it); null until loaded. */
  profile: PersonalDataProfile | null
  /** The form's values (while editing: as typed). */
  values: PersonalDataForm
  /** Field → the code of the first rule it breaks. */
  errors: Partial<Record<PersonalDataField, ApplicationFieldError>>
  /** The fields in error in the form's order: the screen focuses the first one. */
  errorOrder: PersonalDataField[]
  /** Bumped after each refused save: the screen focuses the first invalid field 400 ms later. */
  errorsShown: number
  alert: PersonalDataAlert | null
  /** Why the profile could not be read (an error code), or null. */
  loadError: string | null
  postal: PostalStatus
  cities: CitiesState
  laudos: AttachedFile[]
  /** Medical reports waiting to be sent, the first one going. */
  laudoUploads: UploadFile[]
  /** Removals waiting for the platform, the first one running. */
  laudoRemovals: string[]
  laudoError: LaudoError | null
  avatar: { url: string | null; status: 'idle' | 'saving' | 'failed' }
  /** The résumé counts and the no-experience flag (the empty-profile rule). */
  resume: { educations: number; experiences: number; noExperience: boolean }
}

export type PersonalDataMachineEvent =
  | { type: 'edit.open' }
  | { type: 'field.change'; field: PersonalDataField; value: PersonalDataForm[PersonalDataField] }
  | { type: 'form.save' }
  | { type: 'form.cancel' }
  | { type: 'laudo.upload'; file: UploadFile }
  | { type: 'laudo.remove'; fileId: string }
  | { type: 'avatar.save'; image: string }
  | { type: 'resume.change'; educations: number; experiences: number; noExperience: boolean }
  | { type: 'alert.dismiss' }
  | { type: 'load.retry' }

export type PersonalDataInternalEvent = { type: 'postal.lookup' } | { type: 'postal.reset' }
