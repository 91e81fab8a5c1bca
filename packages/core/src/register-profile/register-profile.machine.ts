// The pages that fill a profile in one go (the education, experience and languages boxes; 'Ocorreu um
// problema ao deixar seu currículo'; docs/decisions.md, "Talent bank"): /deixe-seu-perfil, /banco-de-talentos
// and /atualizacao-perfil, one machine with a `variant` (register-profile.rules.ts says what each page
// holds).
//
//   loading       loadRegisterProfile: what the candidate already lists (shown as lists, never lost), the
//                 no-experience flag, the talent bank's date and the profile's additional answers
//   loadFailed    'Tentar novamente' loads again
//   filling       the personal data (a child: the personal-data machine, inline) and the inline forms of
//                 education, experience (+ 'Não possuo experiência profissional') and languages, with add
//                 and remove; the talent bank's questions. 'Deixar meu currículo' (form.submit) checks the
//                 lists and questions here and the personal data in the child: anything broken keeps
//                 everything typed, marks it and says which section ('Preencha corretamente sua formação'…);
//                 nothing is sent until everything passes.
//   submitting    personalData (the child's `form.save` → its notifySaved / notifyInvalid /
//                 notifySaveFailed, heard here as `personalData.*`) → noExperience (the flag, when it
//                 changed) → each new education, experience and complete language, one at a time
//                 (…CreateUpdate; a saved one leaves the forms for the list, so a retry never saves it
//                 twice) → talentBank (joinTalentBank with the answers; talent bank only)
//   sessionExpired the session ended: the app asks for a login, then the submission runs again (the
//                 entries already saved are in the list by then)
//   done          'Pronto' / 'Você completou o seu perfil!' (update: 'Pronto!' / 'Perfil atualizado com
//                 sucesso!'), then `navigateDone` after REGISTER_DONE_REDIRECT_MS (/vagas; update: /meu-perfil)
//
// A failure anywhere goes back to `filling` with the alert ('Ocorreu um problema ao deixar seu
// currículo'), everything typed kept. Context holds data and codes; register-profile.connect.ts words them.
import { and, assign, fromPromise, not, sendParent, sendTo, setup } from 'xstate'
import { defaultAnswers } from '../application/questions'
import { REGISTER_DONE_REDIRECT_MS } from '../constants'
import { errorGuard, isNetworkError, isSessionError } from '../lib/error-guards'
import {
  personalDataMachine,
  personalDataMachineIssues,
  type PersonalDataMachineInput,
} from '../personal-data/personal-data.machine'
import {
  checkRegisterProfile,
  checksResumeLists,
  doneRouteOf,
  emptyEducationForm,
  emptyExperienceForm,
  emptyLanguageForm,
  experiencesToSave,
  languagesToSave,
  minInlineForms,
  offersNoExperience,
  talentBankAnswers,
  type InlineDraft,
  type InlineDrafts,
  type InlineSection,
} from './register-profile.rules'
import type {
  RegisterProfileInput,
  RegisterProfileData,
  ListedEntries,
  SaveEntryInput,
  SaveEntryOutput,
  JoinTalentBankInput,
  RegisterProfileEvent,
  RegisterProfileContext,
} from './register-profile.types'

/**
 * The personal-data machine as this page's child: its notifications reach the parent. The app provides
 * its actors on top (`registerPersonalDataMachine.provide({ actors: … })`), keeping these actions.
 */
export const registerPersonalDataMachine = personalDataMachine.provide({
  actions: {
    notifySaved: sendParent({ type: 'personalData.saved' }),
    notifyInvalid: sendParent({ type: 'personalData.invalid' }),
    notifySaveFailed: sendParent({ type: 'personalData.saveFailed' }),
  },
})

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────────

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

function draft<V>(section: InlineSection, seq: number, values: V): InlineDraft<V> {
  return { key: `register-${section}-${seq}`, values }
}

/** The forms a page starts with: one per section the candidate has nothing in (`minInlineForms`). */
function initialDrafts(listed: ListedEntries, seq: number): { drafts: InlineDrafts; draftSeq: number } {
  let next = seq
  const make = <V>(section: InlineSection, count: number, empty: () => V) =>
    Array.from({ length: count }, () => draft(section, ++next, empty()))
  const drafts: InlineDrafts = {
    education: make('education', minInlineForms(listed.education.length), emptyEducationForm),
    experience: make('experience', minInlineForms(listed.experience.length), emptyExperienceForm),
    language: make('language', minInlineForms(listed.language.length), emptyLanguageForm),
  }
  return { drafts, draftSeq: next }
}

/** The entries the submission still has to create, in the page's order. */
export function entriesToSave(
  context: Pick<RegisterProfileContext, 'variant' | 'listed' | 'drafts' | 'noExperience'> &
    Partial<Pick<RegisterProfileContext, 'noEducation'>>,
) {
  const lists = checksResumeLists(context.variant)
  const declaredNoEducation = context.noEducation === true && context.listed.education.length === 0
  return [
    ...(lists && !declaredNoEducation
      ? context.drafts.education.map((d) => ({ section: 'education' as const, draft: d }))
      : []),
    ...(lists
      ? experiencesToSave(
          context.listed.experience.length,
          context.drafts.experience,
          context.noExperience,
        ).map((d) => ({ section: 'experience' as const, draft: d }))
      : []),
    ...languagesToSave(context.drafts.language).map((d) => ({ section: 'language' as const, draft: d })),
  ]
}

/** The flag to send: declared (only offered with no experience listed) and different from the platform's. */
function noExperienceToSave(context: RegisterProfileContext): boolean | null {
  if (!checksResumeLists(context.variant) || !offersNoExperience(context.listed.experience.length))
    return null
  return context.noExperience === context.savedNoExperience ? null : context.noExperience
}

function check(context: RegisterProfileContext) {
  return checkRegisterProfile({
    variant: context.variant,
    listed: { education: context.listed.education.length, experience: context.listed.experience.length },
    drafts: context.drafts,
    noExperience: context.noExperience,
    noEducation: context.noEducation,
    questions: context.questions,
    answers: context.answers,
  })
}

/** A saved entry leaves the forms and joins the list. */
function moveToList(
  context: RegisterProfileContext,
  key: string,
  section: InlineSection,
  record: SaveEntryOutput,
) {
  const listed = { ...context.listed, [section]: [...context.listed[section], record] } as ListedEntries
  const drafts = {
    ...context.drafts,
    [section]: (context.drafts[section] as InlineDraft<unknown>[]).filter((d) => d.key !== key),
  } as InlineDrafts
  return { listed, drafts }
}

/** The failure ladder of every step of the submission (session → network → anything else). */
const failureLadder = [
  { guard: 'isSessionError', target: '#registerProfile.sessionExpired' },
  { guard: 'isNetworkError', target: '#registerProfile.filling', actions: 'alertNetwork' },
  { target: '#registerProfile.filling', actions: 'alertFailed' },
] as const

// ── Machine ────────────────────────────────────────────────────────────────────────────────────────

export const registerProfileMachine = setup({
  types: {
    context: {} as RegisterProfileContext,
    events: {} as RegisterProfileEvent,
    input: {} as RegisterProfileInput,
  },
  actors: {
    /** The personal data, inline; the app provides its actors (`registerPersonalDataMachine.provide`). */
    personalData: registerPersonalDataMachine,
    /** What the candidate already lists, the no-experience flag, the talent bank's date. */
    loadRegisterProfile: fromPromise<RegisterProfileData, { companyId: number }>(
      notProvided('loadRegisterProfile'),
    ),
    /** noProfessionalExperienceUpdate. */
    saveNoExperience: fromPromise<unknown, { value: boolean }>(notProvided('saveNoExperience')),
    /** educationCreateUpdate, professionalExpCreateUpdate or languageCreateUpdate, creating one entry. */
    saveEntry: fromPromise<SaveEntryOutput, SaveEntryInput>(notProvided('saveEntry')),
    /** joinTalentBank: the follow of the company and the answers. */
    joinTalentBank: fromPromise<unknown, JoinTalentBankInput>(notProvided('joinTalentBank')),
  },
  actions: {
    /** Everything saved: /vagas (update: /meu-perfil). */
    navigateDone: (_, _params: { to: string }) => {},
    /** The session expired: the app asks for a new login, then sends `session.renewed`. */
    requestLogin: () => {},
    showIssues: assign(({ context }) => {
      const { issues, questionErrors } = check(context)
      return { checked: true, issues, questionErrors, errorsShown: context.errorsShown + 1, alert: null }
    }),
    /** After the first check, a change re-checks (a fixed section clears its message). */
    recheck: assign(({ context }) => {
      if (!context.checked) return {}
      const { issues, questionErrors } = check(context)
      return { issues, questionErrors }
    }),
    /** The child checks the personal data and, when it passes, saves it (then notifies). */
    savePersonalData: sendTo(({ context }) => context.personalData, { type: 'form.save' }),
    alertFailed: assign({ alert: 'failed' as const }),
    alertNetwork: assign({ alert: 'network' as const }),
    dismissAlert: assign({ alert: null }),
  },
  guards: {
    /** The child has its profile: the form can be checked and saved. */
    isPersonalDataReady: ({ context }) => context.personalData.getSnapshot().matches('ready'),
    /** The personal data as typed breaks no rule (the child's own check, off the ficha). */
    isPersonalDataValid: ({ context }) =>
      personalDataMachineIssues(context.personalData.getSnapshot().context).length === 0,
    hasPageIssues: ({ context }) => check(context).issues.length > 0,
    needsNoExperienceSave: ({ context }) => noExperienceToSave(context) !== null,
    hasEntryToSave: ({ context }) => entriesToSave(context).length > 0,
    isTalentBank: ({ context }) => context.variant === 'talentBank',
    isSessionError: errorGuard(isSessionError),
    isNetworkError: errorGuard(isNetworkError),
  },
  delays: { doneRedirect: REGISTER_DONE_REDIRECT_MS },
}).createMachine({
  id: 'registerProfile',
  context: ({ input, spawn }) => {
    const childInput: PersonalDataMachineInput = {
      context: input.variant === 'talentBank' ? 'talentBank' : 'register',
      ...(input.candidate ? { candidate: input.candidate } : {}),
      ...(input.now ? { now: input.now } : {}),
    }
    return {
      variant: input.variant,
      companyId: input.companyId,
      questions: input.variant === 'talentBank' ? [...(input.questions ?? [])] : [],
      personalData: spawn('personalData', { id: 'personalData', input: childInput }),
      listed: { education: [], experience: [], language: [] },
      drafts: { education: [], experience: [], language: [] },
      draftSeq: 0,
      noExperience: false,
      partnerCompanyUser: input.partnerCompanyUser === true,
      noEducation: false,
      savedNoExperience: false,
      answers: {},
      talentBankJoinedAt: null,
      checked: false,
      issues: [],
      questionErrors: {},
      personalDataInvalid: false,
      errorsShown: 0,
      alert: null,
      loadError: false,
    }
  },
  initial: 'loading',
  on: {
    'partnerCompanyUser.changed': {
      actions: assign(({ context, event }) => ({
        partnerCompanyUser: event.value,
        noEducation: event.value && context.noEducation,
      })),
    },
    'alert.dismiss': { actions: 'dismissAlert' },
    // The child checks its form itself; a later valid save (or a change, by the next submit) clears it.
    'personalData.invalid': {
      actions: assign(({ context }) => ({ personalDataInvalid: true, errorsShown: context.errorsShown + 1 })),
    },
  },
  states: {
    loading: {
      tags: 'loading',
      entry: assign({ loadError: false }),
      invoke: {
        id: 'loadRegisterProfile',
        src: 'loadRegisterProfile',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: {
          target: 'filling',
          actions: assign(({ context, event }) => {
            const listed: ListedEntries = {
              education: [...event.output.educations],
              experience: [...event.output.experiences],
              language: [...event.output.languages],
            }
            return {
              listed,
              ...initialDrafts(listed, context.draftSeq),
              noExperience: event.output.noExperience,
              savedNoExperience: event.output.noExperience,
              talentBankJoinedAt: event.output.talentBankJoinedAt,
              answers: defaultAnswers(context.questions, event.output.additional),
            }
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: true }) },
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    filling: {
      on: {
        'drafts.change': {
          actions: [
            assign(({ context, event }) => ({
              drafts: { ...context.drafts, [event.section]: event.drafts },
            })),
            'recheck',
          ],
        },
        'noEducation.change': {
          guard: ({ context }) => context.partnerCompanyUser,
          actions: [assign(({ event }) => ({ noEducation: event.checked })), 'recheck'],
        },
        'noExperience.change': {
          actions: [assign(({ event }) => ({ noExperience: event.checked })), 'recheck'],
        },
        'answer.change': {
          actions: [
            assign(({ context, event }) => ({ answers: { ...context.answers, [event.id]: event.value } })),
            'recheck',
          ],
        },
        'form.submit': [
          // The personal data is still loading: the button waits (it is shown busy).
          { guard: not('isPersonalDataReady') },
          // The lists fail: the personal data shows its own errors too, but only a broken one is sent
          // to the child (a valid one would be saved).
          {
            guard: and(['hasPageIssues', not('isPersonalDataValid')]),
            actions: ['showIssues', 'savePersonalData'],
          },
          { guard: 'hasPageIssues', actions: 'showIssues' },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      initial: 'personalData',
      entry: assign({
        alert: null,
        issues: [],
        questionErrors: {},
        personalDataInvalid: false,
        checked: true,
      }),
      states: {
        /** The child checks and saves; it tells how it went. */
        personalData: {
          entry: 'savePersonalData',
          on: {
            'personalData.saved': 'noExperience',
            'personalData.invalid': {
              target: '#registerProfile.filling',
              actions: assign(({ context }) => ({
                personalDataInvalid: true,
                errorsShown: context.errorsShown + 1,
              })),
            },
            'personalData.saveFailed': { target: '#registerProfile.filling', actions: 'alertFailed' },
          },
        },
        noExperience: {
          always: { guard: not('needsNoExperienceSave'), target: 'entries' },
          invoke: {
            id: 'saveNoExperience',
            src: 'saveNoExperience',
            input: ({ context }) => ({ value: context.noExperience }),
            onDone: {
              target: 'entries',
              actions: assign(({ context }) => ({ savedNoExperience: context.noExperience })),
            },
            onError: failureLadder,
          },
        },
        entries: {
          always: [{ guard: 'hasEntryToSave', target: 'savingEntry' }, { target: 'talentBank' }],
        },
        savingEntry: {
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) => {
              const { section, draft: next } = entriesToSave(context)[0]!
              return { section, values: next.values } as SaveEntryInput
            },
            onDone: {
              target: 'entries',
              actions: assign(({ context, event }) => {
                const { section, draft: saved } = entriesToSave(context)[0]!
                return moveToList(context, saved.key, section, event.output)
              }),
            },
            onError: failureLadder,
          },
        },
        talentBank: {
          always: { guard: not('isTalentBank'), target: '#registerProfile.done' },
          invoke: {
            id: 'joinTalentBank',
            src: 'joinTalentBank',
            input: ({ context }) => ({
              companyId: context.companyId,
              answers: talentBankAnswers(context.questions, context.answers),
            }),
            onDone: '#registerProfile.done',
            onError: failureLadder,
          },
        },
      },
    },
    /** The session ended mid-way: ask for a login, then submit again (what was saved is listed by then). */
    sessionExpired: {
      tags: 'busy',
      entry: 'requestLogin',
      on: { 'session.renewed': 'submitting' },
    },
    done: {
      initial: 'shown',
      states: {
        shown: {
          after: { doneRedirect: 'left' },
        },
        left: {
          type: 'final',
          entry: { type: 'navigateDone', params: ({ context }) => ({ to: doneRouteOf(context.variant) }) },
        },
      },
    },
  },
})
