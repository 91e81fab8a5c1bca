// The one-step review's view (docs/apply-again.md): everything the application will send, worded from
// the catalogue, with the handlers that confirm it or open a tab to change a part. Built by the
// application's connect from a snapshot; the screen never reads the machine's context.
import type { ApplicationTab } from '../application/application.rules'
import type { ApplicationContext, ApplicationEvent } from '../application/application.types'
import { PERSONAL_DATA_FIELDS, type PersonalDataField } from '../personal-data/personal-data.schema'
import { personalDataFieldRules, stateAbbrOfForm } from '../personal-data/personal-data.rules'
import { parseCheckboxAnswer } from '../application/questions'
import { referralDomains } from '../application/referral'
import { isSectionRequired } from '../personal-data/personal-data.schema'
import type { Messages } from '../messages/pt-BR'
import type { ApplicationAlertView } from '../application/application.types'

export type ApplyAgainMessages = Pick<Messages, 'applyAgain' | 'application' | 'common'>

/** One line of the review: what is asked and what will be sent. */
export interface ReviewRow {
  id: string
  label: string
  value: string
  /** Filled in from an earlier application: the badge and the note saying from which. */
  earlier: null | { badge: string; note: string }
}

export interface ReviewSection {
  id: 'personal' | 'questions' | 'complementary'
  title: string
  rows: ReviewRow[]
  editLabel: string
  onEdit: () => void
}

export interface ReviewView {
  title: string
  intro: string
  sections: ReviewSection[]
  confirmLabel: string
  onConfirm: () => void
  /** 'Depois de confirmar, você fará os testes desta vaga.' when the opening has tests. */
  note: string | null
  busy: boolean
  /** What went wrong while sending (kept on the review, everything kept). */
  alert: ApplicationAlertView | null
}

type Send = (event: ApplicationEvent) => void

/** The list a personal-data field's id is read from, by the `Domains` list name. */
const LIST_OF: Partial<Record<PersonalDataField, string>> = {
  pronoun: 'pronouns',
  race_and_ethnicity: 'race_and_ethnicities',
  gender: 'genders',
  sexual_orientation: 'sexual_orientations',
  personal_income: 'personal_incomes',
  family_income: 'family_incomes',
  marital_status: 'maritalStatus',
  disabilities: 'disabilities',
}

function personalValue(
  context: ApplicationContext,
  field: PersonalDataField,
  messages: ApplyAgainMessages,
): string {
  const value = context.personalData[field]
  const lists = context.data?.lists ?? {}
  const nameOf = (id: string) =>
    lists[LIST_OF[field] ?? '']?.find((item) => String(item.id) === id)?.name ?? id
  if (typeof value === 'boolean') return value ? messages.common.yes : messages.common.no
  if (value === null) return ''
  if (Array.isArray(value)) return value.map(nameOf).join(', ')
  if (field === 'state') return stateAbbrOfForm(value) ?? value
  return LIST_OF[field] ? (value ? nameOf(value) : '') : value.trim()
}

/** The review of everything the application will send, or null when the machine is not reviewing. */
export function reviewView(
  context: ApplicationContext,
  send: Send,
  {
    busy,
    alert,
    messages,
  }: { busy: boolean; alert: ApplicationAlertView | null; messages: ApplyAgainMessages },
): ReviewView | null {
  const data = context.data
  if (!context.reviewing || !data) return null
  const t = messages.applyAgain.review
  const edit = (tab: ApplicationTab) => () => send({ type: 'review.edit', tab })

  const rules = personalDataFieldRules(context.personalData, { onFicha: true, structure: data.structure })
  const labels = messages.application.personalData.fields
  const personal: ReviewRow[] = PERSONAL_DATA_FIELDS.filter((field) => rules[field] !== 'hidden')
    .map((field) => ({
      id: field,
      label: labels[field],
      value: personalValue(context, field, messages),
      earlier: null,
    }))
    .filter((row) => row.value !== '')

  const questions: ReviewRow[] = data.questions.map((question) => {
    const answer =
      question.htmlType === 'file_upload'
        ? (context.files[question.id] ?? []).map((f) => f.name).join(', ')
        : question.htmlType === 'check_boxes'
          ? parseCheckboxAnswer(context.answers[question.id] ?? '').join(', ')
          : (context.answers[question.id] ?? '').trim()
    const offer = context.offers[question.id]
    const fromEarlier = offer !== undefined && (context.answers[question.id] ?? '') === offer.answer
    return {
      id: question.id,
      label: question.title,
      value: answer || t.noAnswer,
      earlier: fromEarlier
        ? {
            badge: messages.applyAgain.earlier.badge,
            note: messages.applyAgain.earlier.note(offer.from.opportunityTitle),
          }
        : null,
    }
  })

  const complementary: ReviewRow[] = []
  if (isSectionRequired(data.structure, 'professionalExperience'))
    complementary.push({
      id: 'experience',
      label: messages.application.tabs.complementary,
      value:
        context.noExperience && context.experiences === 0
          ? t.noExperience
          : t.experiences(context.experiences),
      earlier: null,
    })
  if (referralDomains(data.opportunity.indicationDomains).length > 0) {
    const { name, email } = context.referral
    complementary.push({
      id: 'referral',
      label: t.referral,
      value: name.trim() && email.trim() ? t.referralOf(name.trim(), email.trim()) : t.noReferral,
      earlier: null,
    })
  }

  const sections: ReviewSection[] = [
    { id: 'personal', title: t.personal, rows: personal, editLabel: t.editPersonal, onEdit: edit('basic') },
  ]
  if (questions.length > 0)
    sections.push({
      id: 'questions',
      title: t.questions,
      rows: questions,
      editLabel: t.editQuestions,
      onEdit: edit('basic'),
    })
  if (complementary.length > 0)
    sections.push({
      id: 'complementary',
      title: t.complementary,
      rows: complementary,
      editLabel: t.editComplementary,
      onEdit: edit('complementary'),
    })

  return {
    title: t.title,
    intro: t.intro,
    sections,
    confirmLabel: t.confirm,
    onConfirm: () => send({ type: 'review.confirm' }),
    note: data.opportunity.hasTests ? t.testsNext : null,
    busy,
    alert,
  }
}
