// The personal data's connect layer (zag's split): a snapshot of the personal-data machine, its `send` and
// the catalogue become everything the box, the edit modal and an inline form show or call. No screen
// reads the machine's context; every text comes from `messages` (a brand's merged catalogue), never from
// the context, which holds codes only.
import type { SnapshotFrom } from 'xstate'
import {
  applicationMessages,
  postalView,
  type ApplicationMessages,
  type PersonalDataChoices,
  type PostalView,
  type TitledText,
} from '../application/application.connect'
import { fieldErrorText } from '../application/application.texts'
import type { UploadFile } from '../application/application.types'
import { EMPTY_FORM_STRUCTURE, type PersonalDataField, type PersonalDataForm } from './personal-data.schema'
import {
  isForeignNationality,
  personalDataFieldRules,
  stateAbbrOfForm,
  type PersonalDataRules,
} from './personal-data.rules'
import type { AttachedFile } from '../application/questions'
import { CPF_MASK, applyMask, maskPhone } from '../format/mask'
import type { ReferenceItem } from '../reference/resume'
import type { Messages } from '../messages/pt-BR'
import { isProfileBasicallyEmpty } from '../profile/empty-profile'
import {
  EMPTY_PERSONAL_DATA_LISTS,
  type LaudoError,
  type PersonalDataAlert,
  type PersonalDataMachineEvent,
  type PersonalDataProfile,
  type personalDataMachine,
} from './personal-data.machine'

type Snapshot = SnapshotFrom<typeof personalDataMachine>
type Send = (event: PersonalDataMachineEvent) => void

/** The catalogue areas the personal data is worded from (the ficha's, which the form shares). */
export type PersonalDataMessages = ApplicationMessages

export const personalDataMessages: PersonalDataMessages = applicationMessages

export type PersonalDataScreenState = 'loading' | 'loadFailed' | 'ready'

/** One line of the personal data box: its label and the value as shown. */
export interface PersonalDataBoxRow {
  /** A personal-data field, or 'name', 'disability', 'address'. */
  key: string
  label: string
  /** The value, or the 'Não informado' text. */
  value: string
  /** The profile holds no value for it. */
  empty: boolean
}

/** The disability line: 'Não' or the disabilities' names, with the selection-process help as a tooltip. */
export interface PersonalDataDisabilityRow extends PersonalDataBoxRow {
  key: 'disability'
  names: readonly string[]
  /** The tooltip: 'Apoio no processo seletivo' and what the candidate asked for; null when not answered. */
  help: { label: string; text: string } | null
}

export interface PersonalDataBoxView {
  /** 'Dados Pessoais'. */
  title: string
  /** The box's list in its order: pronoun … marital status, then disability and address. */
  rows: readonly PersonalDataBoxRow[]
  disability: PersonalDataDisabilityRow
  address: PersonalDataBoxRow
  editLabel: string
  onEdit: () => void
  /** The form is open, or the profile is being read again after a save. */
  busy: boolean
}

export interface PersonalDataAlertView extends TitledText {
  kind: PersonalDataAlert
  tone: 'success' | 'error'
  dismissLabel: string
  onDismiss: () => void
}

export interface PersonalDataLaudoView {
  files: readonly AttachedFile[]
  uploading: boolean
  /** 'Erro ao anexar arquivo.' / 'Por favor, tente novamente mais tarde.', or a refused file's texts. */
  error: TitledText | null
  errorCode: LaudoError | null
  onUpload: (file: UploadFile) => void
  /** Already confirmed ('Atenção'). */
  onRemove: (fileId: string) => void
}

export interface PersonalDataFormView {
  values: PersonalDataForm
  rules: PersonalDataRules
  /** Field → the text of its broken rule. */
  errors: Readonly<Partial<Record<PersonalDataField, string>>>
  options: PersonalDataChoices
  documentReadOnly: boolean
  foreigner: boolean
  onChange: <F extends PersonalDataField>(field: F, value: PersonalDataForm[F]) => void
  postal: PostalView
  laudo: PersonalDataLaudoView
  /** The first invalid field and a counter bumped after each refused save: the screen focuses it. */
  focus: { field: PersonalDataField | null; token: number }
  saving: boolean
  saveLabel: string
  cancelLabel: string
  onSave: () => void
  onCancel: () => void
}

export interface PersonalDataAvatarView {
  name: string
  url: string | null
  saving: boolean
  /** 'Alterar foto' over a photo, 'Adicionar foto' where there is none. */
  label: string
  /** The photo could not be saved, in words; null otherwise. */
  error: string | null
  onSave: (image: string) => void
}

export interface PersonalDataView {
  screen: PersonalDataScreenState
  /** Loading, saving, or reading the profile again. */
  busy: boolean
  loadingText: string
  loadFailed: null | { message: string; retryLabel: string; onRetry: () => void }
  /** The box (the profile's values as loaded); null until loaded. */
  box: PersonalDataBoxView | null
  /** The edit modal (profile) is open; inline forms are always "open". */
  dialog: { open: boolean; title: string }
  /** The form's view; null until loaded. */
  form: PersonalDataFormView | null
  avatar: PersonalDataAvatarView
  alert: PersonalDataAlertView | null
  /** The empty profile: the page invites the candidate to complete the profile. */
  emptyProfile: boolean
}

// ── Pieces ─────────────────────────────────────────────────────────────────────────────────────────

const nameOf = (items: readonly ReferenceItem[], id: string) =>
  items.find((item) => String(item.id) === id)?.name ?? ''

/** A birthday as DD/MM/YYYY (an ISO date from a platform becomes one). */
export function birthdayDisplay(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value.trim()
}

/** 'Avenida Paulista, 1000, Apto 12, Bela Vista, São Paulo - SP' (street, number, complement, neighbourhood, city, state). */
export function addressLine(values: PersonalDataForm): string {
  const abbr = stateAbbrOfForm(values.state) ?? ''
  const city = [values.city.trim(), abbr].filter(Boolean).join(' - ')
  return [values.street, values.number, values.complement, values.neighborhood, city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
}

/** The texts of an alert's code. */
export function personalDataAlertText(
  kind: PersonalDataAlert,
  messages: PersonalDataMessages = personalDataMessages,
): TitledText {
  return kind === 'saved'
    ? { title: messages.common.done, message: messages.profile.personalData.saved }
    : { title: messages.common.uoops, message: messages.profile.personalData.saveFailed }
}

/** The texts of a file's failure (a medical report, a question's attachment). */
export function fileFailureText(
  code: LaudoError,
  file: Messages['profile']['file'],
): { title: string; message: string } {
  switch (code) {
    case 'format':
      return { title: file.uploadFailedTitle, message: file.wrongFormat }
    case 'size':
      return { title: file.uploadFailedTitle, message: file.tooLarge }
    case 'uploadFailed':
      return { title: file.attachFailed, message: file.tryAgainLater }
    case 'removeFailed':
      return { title: file.removeFailed, message: file.tryAgainLater }
  }
}

/** The texts of a medical report's failure. */
export function laudoErrorText(
  code: LaudoError,
  messages: PersonalDataMessages = personalDataMessages,
): TitledText {
  return fileFailureText(code, messages.profile.file)
}

/** The box's lines for a loaded profile, in the spec's order. */
export function personalDataBoxRows(
  profile: PersonalDataProfile,
  messages: PersonalDataMessages = personalDataMessages,
): { rows: PersonalDataBoxRow[]; disability: PersonalDataDisabilityRow; address: PersonalDataBoxRow } {
  const v = profile.values
  const lists = profile.lists ?? EMPTY_PERSONAL_DATA_LISTS
  const fields = messages.application.personalData.fields
  const box = messages.profile.personalData.box
  const row = (key: string, label: string, value: string): PersonalDataBoxRow => {
    const shown = value.trim()
    return { key, label, value: shown || box.notInformed, empty: shown === '' }
  }
  const foreigner = isForeignNationality(v.nationality)
  const rows = [
    row('pronoun', fields.pronoun, nameOf(lists.pronouns, v.pronoun)),
    row(
      'name',
      box.name,
      [v.firstname, v.lastname]
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' '),
    ),
    row('social_name', fields.social_name, v.social_name),
    row('email', fields.email, v.email),
    row('phone', box.phone, v.phone ? maskPhone(v.phone) : ''),
    row('race_and_ethnicity', fields.race_and_ethnicity, nameOf(lists.races, v.race_and_ethnicity)),
    row('gender', fields.gender, nameOf(lists.genders, v.gender)),
    row(
      'sexual_orientation',
      fields.sexual_orientation,
      nameOf(lists.sexualOrientations, v.sexual_orientation),
    ),
    row('birthday', fields.birthday, birthdayDisplay(v.birthday)),
    row('nationality', fields.nationality, v.nationality),
    // The document that applies (CPF for Brazilians, RNE for foreigners), and any the profile holds.
    ...(!foreigner || v.cpf.trim() ? [row('cpf', fields.cpf, v.cpf ? applyMask(v.cpf, CPF_MASK) : '')] : []),
    ...(foreigner || v.passport.trim() ? [row('passport', fields.passport, v.passport)] : []),
    row('personal_income', fields.personal_income, nameOf(lists.incomes, v.personal_income)),
    row('family_income', fields.family_income, nameOf(lists.familyIncomes, v.family_income)),
    row('marital_status', fields.marital_status, nameOf(lists.maritalStatuses, v.marital_status)),
  ]
  const names =
    v.has_disability === true
      ? v.disabilities.map((id) => nameOf(lists.disabilities, id)).filter((name) => name !== '')
      : []
  const disabilityValue =
    v.has_disability === false ? messages.profile.personalData.disabilityNone : names.join(', ')
  const help =
    v.has_disability === true && v.need_help_selection_process !== null
      ? {
          label: box.needHelpLabel,
          text: v.need_help_selection_process
            ? v.description_help_selection_process.trim() || box.needHelpYes
            : box.needHelpNone,
        }
      : null
  return {
    rows,
    disability: { ...row('disability', box.disability, disabilityValue), key: 'disability', names, help },
    address: row('address', box.address, addressLine(v)),
  }
}

const isFormOpen = (s: Snapshot) =>
  s.matches({ ready: { form: 'editing' } }) || s.matches({ ready: { form: 'saving' } })

// ── Connect ────────────────────────────────────────────────────────────────────────────────────────

/** Everything the personal data's screens read or call, from a snapshot of the personal-data machine. */
export function connectPersonalData(
  snapshot: Snapshot,
  send: Send,
  messages: PersonalDataMessages = personalDataMessages,
): PersonalDataView {
  const { context } = snapshot
  const profile = context.profile
  const t = messages.profile.personalData
  const saving = snapshot.hasTag('saving')
  const refreshing = snapshot.hasTag('refreshing')
  const inline = context.input.context !== 'profile'
  const formOpen = isFormOpen(snapshot)
  const screen: PersonalDataScreenState = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : 'ready'

  const lists = profile?.lists ?? EMPTY_PERSONAL_DATA_LISTS
  const cities =
    context.cities.status === 'ready' ? context.cities.names.map((name, i) => ({ id: i + 1, name })) : []
  const boxParts = profile ? personalDataBoxRows(profile, messages) : null

  const form: PersonalDataFormView | null = profile
    ? {
        values: context.values,
        rules: personalDataFieldRules(context.values, {
          onFicha: false,
          structure: profile.structure ?? EMPTY_FORM_STRUCTURE,
        }),
        errors: Object.fromEntries(
          Object.entries(context.errors).map(([field, code]) => [field, fieldErrorText(code, messages)]),
        ),
        options: { ...lists, cities },
        documentReadOnly: profile.documentReadOnly,
        foreigner: isForeignNationality(context.values.nationality),
        onChange: (field, value) => send({ type: 'field.change', field, value }),
        postal: postalView(context.postal, messages),
        laudo: {
          files: context.laudos,
          uploading: snapshot.hasTag('uploadingLaudo'),
          error: context.laudoError ? laudoErrorText(context.laudoError, messages) : null,
          errorCode: context.laudoError,
          onUpload: (file) => send({ type: 'laudo.upload', file }),
          onRemove: (fileId) => send({ type: 'laudo.remove', fileId }),
        },
        focus: { field: context.errorOrder[0] ?? null, token: context.errorsShown },
        saving,
        saveLabel: messages.common.save,
        cancelLabel: messages.common.cancel,
        onSave: () => send({ type: 'form.save' }),
        onCancel: () => send({ type: 'form.cancel' }),
      }
    : null

  const avatarName = profile
    ? [profile.values.firstname, profile.values.lastname].filter(Boolean).join(' ')
    : (context.input.candidate?.name ?? '')

  return {
    screen,
    busy: screen === 'loading' || saving || refreshing,
    loadingText: messages.common.loading,
    loadFailed:
      screen === 'loadFailed'
        ? {
            message: t.loadFailed,
            retryLabel: messages.application.tryAgain,
            onRetry: () => send({ type: 'load.retry' }),
          }
        : null,
    box: boxParts
      ? {
          title: messages.profile.menu.personalData,
          ...boxParts,
          editLabel: messages.profile.edit,
          onEdit: () => send({ type: 'edit.open' }),
          busy: refreshing || snapshot.matches({ ready: { form: 'opening' } }) || formOpen,
        }
      : null,
    dialog: { open: inline || formOpen, title: t.modalTitle },
    form,
    avatar: {
      name: avatarName,
      url: context.avatar.url,
      saving: context.avatar.status === 'saving',
      label: context.avatar.url ? messages.profile.avatar.change : messages.profile.avatar.add,
      error: context.avatar.status === 'failed' ? messages.profile.avatar.saveFailed : null,
      onSave: (image) => send({ type: 'avatar.save', image }),
    },
    alert: context.alert
      ? {
          kind: context.alert,
          tone: context.alert === 'saved' ? 'success' : 'error',
          ...personalDataAlertText(context.alert, messages),
          dismissLabel: messages.common.close,
          onDismiss: () => send({ type: 'alert.dismiss' }),
        }
      : null,
    emptyProfile: profile
      ? isProfileBasicallyEmpty(
          {
            personalData: profile.values,
            educations: context.resume.educations,
            experiences: context.resume.experiences,
          },
          { noExperience: context.resume.noExperience },
        )
      : false,
  }
}
