// The register pages' connect layer (zag's split): a snapshot, `send` and the messages become everything
// /deixe-seu-perfil, /banco-de-talentos and /atualizacao-perfil show or call. The page never reads the
// machine's context; texts come from the messages (a brand may pass its own). The personal data is the
// child's: the page draws it with the personal-data component, handed the child's actor.
import type { SnapshotFrom } from 'xstate'
import { fieldErrorText, type FieldErrorMessages } from '../application/application.texts'
import type { ApplicationQuestion, QuestionAnswers } from '../application/questions'
import { ptBR, type Messages } from '../messages/pt-BR'
import type {
  EducationForm,
  EducationRecord,
  ExperienceForm,
  ExperienceRecord,
  LanguageForm,
  LanguageRecord,
} from '../resume/resume.schema'
import type { registerProfileMachine } from './register-profile.machine'
import type {
  RegisterPersonalDataRef,
  RegisterProfileAlert,
  RegisterProfileEvent,
} from './register-profile.types'
import {
  checksResumeLists,
  inlineSectionsOf,
  minInlineForms,
  offersNoExperience,
  talentBankJoinedDate,
  type InlineDraft,
  type RegisterProfileVariant,
} from './register-profile.rules'

type Snapshot = SnapshotFrom<typeof registerProfileMachine>
type Send = (event: RegisterProfileEvent) => void

/** The texts the register pages need; a brand passes its own (`registerProfileMessagesOf`). */
export interface RegisterProfileMessages {
  register: Messages['profile']['register']
  /** 'Deixe seu perfil' and its description (the register page's title and intro). */
  leaveProfile: { title: string; description: string }
  /** 'Atualização de Perfil', 'Perfil atualizado com sucesso!', 'Ocorreu um erro ao atualizar seu perfil…'. */
  wizard: Pick<Messages['profile']['wizard'], 'title' | 'success' | 'failed'>
  menu: Pick<Messages['profile']['menu'], 'personalData' | 'educations' | 'experiences' | 'languages'>
  educationInvalid: string
  experienceInvalid: string
  noExperience: string
  /** 'Não possuo formação' (the partner-company user). */
  noEducation: string
  common: Pick<Messages['common'], 'done' | 'uoops' | 'save' | 'loading' | 'somethingWentWrong'>
  tryAgain: string
  network: string
  fieldErrors: FieldErrorMessages
}

/** The register pages' texts out of a whole catalogue (core's, or a brand's merged one). */
export function registerProfileMessagesOf(messages: Messages): RegisterProfileMessages {
  const { profile } = messages
  return {
    register: profile.register,
    leaveProfile: {
      title: messages.pages.leaveProfile.title,
      description: messages.pages.leaveProfile.description,
    },
    wizard: { title: profile.wizard.title, success: profile.wizard.success, failed: profile.wizard.failed },
    menu: {
      personalData: profile.menu.personalData,
      educations: profile.menu.educations,
      experiences: profile.menu.experiences,
      languages: profile.menu.languages,
    },
    educationInvalid: profile.education.registerInvalid,
    experienceInvalid: profile.experience.registerInvalid,
    noExperience: profile.experience.none,
    noEducation: profile.education.none,
    common: {
      done: messages.common.done,
      uoops: messages.common.uoops,
      save: messages.common.save,
      loading: messages.common.loading,
      somethingWentWrong: messages.common.somethingWentWrong,
    },
    tryAgain: messages.application.tryAgain,
    network: messages.clientErrors.NETWORK,
    fieldErrors: { validation: messages.validation, application: messages.application },
  }
}

export const registerProfileMessages: RegisterProfileMessages = registerProfileMessagesOf(ptBR)

export type RegisterProfileScreen = 'loading' | 'loadFailed' | 'form' | 'done'

/** One résumé section of the page: the entries listed, and the inline forms when the page adds there. */
export interface RegisterSectionView<Record, Values> {
  heading: string
  /** What the candidate already has, as listed (shown above the forms, never lost). */
  listed: readonly Record[]
  /** 'Já no seu perfil', over the listed entries. */
  listedHint: string
  /** The inline forms; null on a page that only lists this section (update: education, experience). */
  inline: null | {
    drafts: readonly InlineDraft<Values>[]
    /** The fewest forms shown (one while nothing is listed): 'Remover' shows above it. */
    minForms: number
    onDraftsChange: (drafts: InlineDraft<Values>[]) => void
    /** After the first submit: every form shows its errors. */
    showErrors: boolean
    /** Hidden while 'Não possuo experiência profissional' is checked. */
    hidden: boolean
  }
  /** 'Preencha corretamente sua formação' / '… sua experiência profissional', announced. */
  error: string | null
}

export interface RegisterProfileView {
  screen: RegisterProfileScreen
  variant: RegisterProfileVariant
  title: string
  intro: string
  loadingText: string
  /** 'Tentar novamente' after the page could not load. */
  loadFailed: null | { message: string; label: string; onRetry: () => void }
  /** The personal data (the child); its component draws it inline with its own errors. */
  personalData: { heading: string; actor: RegisterPersonalDataRef; invalid: boolean }
  /** The brand's extra questions (talent bank, when enabled); null elsewhere. */
  questions: null | {
    heading: string
    items: readonly ApplicationQuestion[]
    answers: QuestionAnswers
    /** Question id → message ('Campo obrigatório'…). */
    errors: Record<string, string>
    onAnswer: (id: string, value: string) => void
  }
  /** 'Você faz parte do nosso banco de talentos desde DD/MM/YYYY…' (talent bank, once joined). */
  joinedNote: string | null
  education: RegisterSectionView<EducationRecord, EducationForm> & {
    /** 'Não possuo formação': the partner-company user with nothing listed. */
    noEducation: null | { label: string; checked: boolean; onChange: (checked: boolean) => void }
  }
  experience: RegisterSectionView<ExperienceRecord, ExperienceForm> & {
    /** 'Não possuo experiência profissional', while nothing is listed (register and talent bank). */
    noExperience: null | { label: string; checked: boolean; onChange: (checked: boolean) => void }
  }
  language: RegisterSectionView<LanguageRecord, LanguageForm>
  /** Everything is disabled while the submission runs. */
  busy: boolean
  submit: { label: string; busy: boolean; disabled: boolean; onSubmit: () => void }
  /** The submission failed: 'Uoops' / 'Ocorreu um problema ao deixar seu currículo' (role=alert). */
  alert: null | { code: RegisterProfileAlert; title: string; message: string; onDismiss: () => void }
  /** 'Pronto' / 'Você completou o seu perfil!' (role=status) before the next page. */
  done: null | { title: string; message: string }
  /**
   * Bumped after each refused submission, with the first part to look at: the screen focuses it (the
   * personal data focuses its own first invalid field).
   */
  errorsShown: number
  firstInvalid: 'personalData' | 'questions' | 'education' | 'experience' | null
}

function titleOf(variant: RegisterProfileVariant, m: RegisterProfileMessages) {
  if (variant === 'talentBank')
    return { title: m.register.talentBank.title, intro: m.register.talentBank.intro }
  if (variant === 'update') return { title: m.wizard.title, intro: m.register.update.intro }
  return { title: m.leaveProfile.title, intro: m.leaveProfile.description }
}

export function connectRegisterProfile(
  snapshot: Snapshot,
  send: Send,
  messages: RegisterProfileMessages = registerProfileMessages,
): RegisterProfileView {
  const m = messages
  const { context } = snapshot
  const { variant } = context
  const inline = inlineSectionsOf(variant)
  const busy = snapshot.hasTag('busy')
  const screen: RegisterProfileScreen = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : snapshot.matches('done')
        ? 'done'
        : 'form'
  const declaredNoExperience = context.noExperience && offersNoExperience(context.listed.experience.length)
  const declaredNoEducation =
    context.partnerCompanyUser && context.noEducation && context.listed.education.length === 0
  const issue = (code: (typeof context.issues)[number]) => context.issues.includes(code)

  const section = <R, V>(
    name: 'education' | 'experience' | 'language',
    heading: string,
    listed: readonly R[],
    drafts: readonly InlineDraft<V>[],
    error: string | null,
    hidden = false,
  ): RegisterSectionView<R, V> => ({
    heading,
    listed,
    listedHint: m.register.listedHint,
    inline: inline.includes(name)
      ? {
          drafts,
          minForms: minInlineForms(listed.length),
          onDraftsChange: (next) =>
            send({ type: 'drafts.change', section: name, drafts: next } as RegisterProfileEvent),
          showErrors: context.checked,
          hidden,
        }
      : null,
    error,
  })

  const firstInvalid: RegisterProfileView['firstInvalid'] = context.personalDataInvalid
    ? 'personalData'
    : issue('questionsInvalid')
      ? 'questions'
      : issue('educationInvalid')
        ? 'education'
        : issue('experienceInvalid')
          ? 'experience'
          : null

  const { title, intro } = titleOf(variant, m)
  const joinedDate = variant === 'talentBank' ? talentBankJoinedDate(context.talentBankJoinedAt) : null
  const doneTexts =
    variant === 'update'
      ? { title: m.common.done, message: m.wizard.success }
      : { title: m.register.doneTitle, message: m.register.doneMessage }

  return {
    screen,
    variant,
    title,
    intro,
    loadingText: m.common.loading,
    loadFailed: snapshot.matches('loadFailed')
      ? {
          message: m.common.somethingWentWrong,
          label: m.tryAgain,
          onRetry: () => send({ type: 'load.retry' }),
        }
      : null,
    personalData: {
      heading: m.menu.personalData,
      actor: context.personalData,
      invalid: context.personalDataInvalid,
    },
    questions:
      context.questions.length > 0
        ? {
            heading: m.register.talentBank.questions,
            items: context.questions,
            answers: context.answers,
            errors: Object.fromEntries(
              Object.entries(context.questionErrors).map(([id, code]) => [
                id,
                fieldErrorText(code, m.fieldErrors),
              ]),
            ),
            onAnswer: (id, value) => send({ type: 'answer.change', id, value }),
          }
        : null,
    joinedNote: joinedDate ? m.register.talentBank.joinedSince(joinedDate) : null,
    education: {
      ...section(
        'education',
        m.menu.educations,
        context.listed.education,
        context.drafts.education,
        issue('educationInvalid') ? m.educationInvalid : null,
        declaredNoEducation,
      ),
      noEducation:
        checksResumeLists(variant) && context.partnerCompanyUser && context.listed.education.length === 0
          ? {
              label: m.noEducation,
              checked: context.noEducation,
              onChange: (checked) => send({ type: 'noEducation.change', checked }),
            }
          : null,
    },
    experience: {
      ...section(
        'experience',
        m.menu.experiences,
        context.listed.experience,
        context.drafts.experience,
        issue('experienceInvalid') ? m.experienceInvalid : null,
        declaredNoExperience,
      ),
      noExperience:
        checksResumeLists(variant) && offersNoExperience(context.listed.experience.length)
          ? {
              label: m.noExperience,
              checked: context.noExperience,
              onChange: (checked) => send({ type: 'noExperience.change', checked }),
            }
          : null,
    },
    language: section('language', m.menu.languages, context.listed.language, context.drafts.language, null),
    busy,
    submit: {
      label: variant === 'update' ? m.common.save : m.register.submit,
      busy,
      disabled: busy || screen !== 'form',
      onSubmit: () => send({ type: 'form.submit' }),
    },
    alert: context.alert
      ? {
          code: context.alert,
          title: m.common.uoops,
          message:
            context.alert === 'network'
              ? m.network
              : variant === 'update'
                ? m.wizard.failed
                : m.register.failed,
          onDismiss: () => send({ type: 'alert.dismiss' }),
        }
      : null,
    done: screen === 'done' ? doneTexts : null,
    errorsShown: context.errorsShown,
    firstInvalid,
  }
}
