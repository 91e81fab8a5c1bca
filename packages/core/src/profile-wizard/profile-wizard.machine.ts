// The profile update wizard, 'Atualização de Perfil' (education and experience in the wizard, the
// wizard's messages, the steps; docs/decisions.md, "Company requests"):
// /profile_questions_updates/token/{token}, a company asking a candidate to bring the profile up to date
// before a selection step.
//
//   loading         loadRequest (`profileQuestionUpdate` with the route's token)
//                   → none: 'Você já atualizou seu perfil!' (success) and / (alreadyUpdated)
//                   → valid false: 'Solicitação fora do prazo' (error) and / (expired)
//                   → NOT_FOUND (an unknown token, or another person's request): notFound, said on the page
//                   → anything else: loadFailed ('Tentar novamente')
//   editing         one step at a time, from the request (`wizardStepsOf`): personal_data (the personal-data
//                   machine as a child, inline), education, professional_xp and languages (the profile's
//                   section-list machines as children: add, edit and delete in their modals, saved at once;
//                   the experience step also has 'Não possuo experiência profissional', kept on the
//                   platform by the no-experience child), questions (the company's extra questions, with
//                   file uploads). 'Voltar' (step.back) after the first step; 'Continuar' (step.next) only
//                   once the step passes: personal data saved (the child's form.save, blocked while the
//                   form reports an error), at least one education ('Uoops' / 'Informe ao menos uma
//                   formação'), an experience or the flag ('Uoops' / 'Informe sua experiência
//                   profissional'), languages always, the questions' rules. Both buttons are disabled
//                   while anything saves (tag 'busy').
//   submitting      after the last step: questionUpdate with the answers (none when there is no questions
//                   step: the request is completed all the same, so the link works once)
//                   → 'Perfil atualizado com sucesso!' and / · failure: 'Ocorreu um erro ao atualizar seu
//                   perfil. Tente novamente.' (error) and / · a dropped connection (beyond the spec): the
//                   step stays with everything answered and the network alert, so nothing is lost
//
// Effects are named placeholders the app supplies with `.provide()`: actors loadRequest, submitAnswers,
// uploadFile, removeFile, personalData (a personal-data machine with its actors), sectionList (a
// section-list machine with its actors), noExperience (the flag's machine with its actors); actions
// notify({ tone, code }) and navigate({ to }). Context holds data and codes: profile-wizard.connect.ts
// words them.
import { and, assign, fromPromise, not, sendTo, setup, type ActorRefFrom } from 'xstate'
import type { ApplicationFieldError } from '../application/application.texts'
import { questionIssues, type AttachedFile } from '../application/questions'
import { errorCodeOf, errorGuard, isNetworkError } from '../lib/error-guards'
import { registerPersonalDataMachine } from '../register-profile/register-profile.machine'
import { noExperienceMachine } from '../resume/no-experience.machine'
import { sectionListMachine } from '../resume/section-list.machine'
import { validateUploadFile } from '../validation/files'
import {
  updateAnswersPayload,
  wizardStepsOf,
  type ProfileUpdateRequest,
  type WizardStep,
} from './profile-wizard.rules'
import type {
  ProfileWizardInput,
  SubmitAnswersInput,
  WizardUploadInput,
  ProfileWizardAlert,
  ProfileWizardNotice,
  ProfileWizardEvent,
  WizardSectionRef,
  WizardChildren,
  ProfileWizardContext,
} from './profile-wizard.types'

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────────

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

const NO_CHILDREN: WizardChildren = {
  personalData: null,
  education: null,
  experience: null,
  noExperience: null,
  language: null,
}

export const currentStep = (context: Pick<ProfileWizardContext, 'steps' | 'stepIndex'>): WizardStep | null =>
  context.steps[context.stepIndex] ?? null

const isLast = (context: ProfileWizardContext) => context.stepIndex >= context.steps.length - 1

function checkQuestions(context: ProfileWizardContext): Record<string, ApplicationFieldError> {
  const questions = context.request?.questions ?? []
  const attachments = Object.fromEntries(Object.entries(context.files).map(([id, list]) => [id, list.length]))
  const errors: Record<string, ApplicationFieldError> = {}
  for (const issue of questionIssues(questions, context.answers, attachments))
    errors[issue.field] = issue.code
  return errors
}

/** The listed entries of a section child, or null while its list is not read. */
function listedCount(ref: WizardSectionRef | null): number | null {
  if (!ref) return null
  const snapshot = ref.getSnapshot()
  return snapshot.matches('ready') ? snapshot.context.items.length : null
}

// ── Machine ────────────────────────────────────────────────────────────────────────────────────────

export const profileWizardMachine = setup({
  types: {
    context: {} as ProfileWizardContext,
    events: {} as ProfileWizardEvent,
    input: {} as ProfileWizardInput,
  },
  actors: {
    /** profileQuestionUpdate: null when nothing is pending. */
    loadRequest: fromPromise<ProfileUpdateRequest | null, { token: string }>(notProvided('loadRequest')),
    /** questionUpdate. */
    submitAnswers: fromPromise<unknown, SubmitAnswersInput>(notProvided('submitAnswers')),
    /** uploadFilesQuestion: a PDF for a file-upload question. */
    uploadFile: fromPromise<AttachedFile, WizardUploadInput>(notProvided('uploadFile')),
    /** removeAttachedFile. */
    removeFile: fromPromise<unknown, { fileId: string }>(notProvided('removeFile')),
    /** The personal data, inline (the app provides its actors). */
    personalData: registerPersonalDataMachine,
    /** One profile list (education, experience or language; the app provides its actors). */
    sectionList: sectionListMachine,
    /** 'Não possuo experiência profissional', kept on the platform. */
    noExperience: noExperienceMachine,
  },
  actions: {
    /** What the app shows on / once the wizard ends. */
    notify: (_, _params: ProfileWizardNotice) => {},
    /** Leaves the wizard (always /). */
    navigate: (_, _params: { to: string }) => {},
    advance: assign(({ context }) => ({
      stepIndex: Math.min(context.stepIndex + 1, context.steps.length - 1),
      alert: null,
    })),
    refuse: assign(({ context }, params: { alert: ProfileWizardAlert }) => ({
      alert: params.alert,
      errorsShown: context.errorsShown + 1,
    })),
    showQuestionErrors: assign(({ context }) => ({
      questionsChecked: true,
      questionErrors: checkQuestions(context),
      errorsShown: context.errorsShown + 1,
    })),
    savePersonalData: sendTo(({ context }) => context.children.personalData!, { type: 'form.save' }),
  },
  guards: {
    hasNoRequest: ({ event }) =>
      (event as unknown as { output: ProfileUpdateRequest | null }).output === null,
    isOutOfDeadline: ({ event }) =>
      (event as unknown as { output: ProfileUpdateRequest | null }).output?.valid === false,
    isNotFound: errorGuard((error) => errorCodeOf(error) === 'NOT_FOUND'),
    isNetworkError: errorGuard(isNetworkError),
    isFirstStep: ({ context }) => context.stepIndex === 0,
    isLastStep: ({ context }) => isLast(context),
    isPersonalDataStep: ({ context }) => currentStep(context) === 'personal_data',
    /** The personal data child is ready to check and save (its profile is read). */
    isPersonalDataReady: ({ context }) =>
      context.children.personalData?.getSnapshot().matches('ready') ?? false,
    lacksEducation: ({ context }) =>
      currentStep(context) === 'education' && (listedCount(context.children.education) ?? 0) === 0,
    lacksExperience: ({ context }) =>
      currentStep(context) === 'professional_xp' &&
      (listedCount(context.children.experience) ?? 0) === 0 &&
      !(context.children.noExperience?.getSnapshot().context.value ?? false),
    hasQuestionIssues: ({ context }) =>
      currentStep(context) === 'questions' && Object.keys(checkQuestions(context)).length > 0,
  },
}).createMachine({
  id: 'profileWizard',
  context: ({ input }) => ({
    token: input.token,
    personalDataInput: {
      context: 'register',
      ...(input.candidate ? { candidate: input.candidate } : {}),
      ...(input.now ? { now: input.now } : {}),
    },
    request: null,
    steps: [],
    stepIndex: 0,
    children: NO_CHILDREN,
    answers: {},
    files: {},
    uploadingId: null,
    removing: null,
    fileErrors: {},
    questionsChecked: false,
    questionErrors: {},
    errorsShown: 0,
    alert: null,
  }),
  initial: 'loading',
  on: {
    'alert.dismiss': { actions: assign({ alert: null }) },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: 'hasNoRequest', target: 'alreadyUpdated' },
          { guard: 'isOutOfDeadline', target: 'outOfDeadline' },
          {
            target: 'editing',
            actions: assign(({ context, event, spawn }) => {
              const request = event.output!
              const steps = wizardStepsOf(request.steps, request.questions.length)
              const children: WizardChildren = {
                personalData: steps.includes('personal_data')
                  ? spawn('personalData', { id: 'personalData', input: context.personalDataInput })
                  : null,
                education: steps.includes('education')
                  ? spawn('sectionList', { id: 'education', input: { section: 'education' } })
                  : null,
                experience: steps.includes('professional_xp')
                  ? spawn('sectionList', { id: 'experience', input: { section: 'experience' } })
                  : null,
                noExperience: steps.includes('professional_xp')
                  ? spawn('noExperience', { id: 'noExperience' })
                  : null,
                language: steps.includes('languages')
                  ? spawn('sectionList', { id: 'language', input: { section: 'language' } })
                  : null,
              }
              return { request, steps, stepIndex: 0, children }
            }),
          },
        ],
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'loadFailed' }],
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    /** An unknown token, or a request of another person: the page says so (nothing is revealed). */
    notFound: {},
    alreadyUpdated: {
      type: 'final',
      entry: [
        { type: 'notify', params: { tone: 'success', code: 'alreadyUpdated' } },
        { type: 'navigate', params: { to: '/' } },
      ],
    },
    outOfDeadline: {
      type: 'final',
      entry: [
        { type: 'notify', params: { tone: 'error', code: 'outOfDeadline' } },
        { type: 'navigate', params: { to: '/' } },
      ],
    },
    editing: {
      initial: 'idle',
      on: {
        'answer.change': {
          actions: assign(({ context, event }) => {
            const answers = { ...context.answers, [event.id]: event.value }
            return context.questionsChecked
              ? { answers, questionErrors: checkQuestions({ ...context, answers }) }
              : { answers }
          }),
        },
      },
      states: {
        idle: {
          always: {
            // A request with no step at all: nothing to fill, the request is completed at once.
            guard: ({ context }) => context.steps.length === 0,
            target: '#profileWizard.submitting',
          },
          on: {
            'step.back': {
              guard: ({ context }) => context.stepIndex > 0,
              actions: assign(({ context }) => ({ stepIndex: context.stepIndex - 1, alert: null })),
            },
            'step.next': [
              // The personal data is still loading: the button waits (it is shown busy).
              { guard: and(['isPersonalDataStep', not('isPersonalDataReady')]) },
              { guard: 'isPersonalDataStep', target: 'personalData' },
              { guard: 'lacksEducation', actions: { type: 'refuse', params: { alert: 'educationMissing' } } },
              {
                guard: 'lacksExperience',
                actions: { type: 'refuse', params: { alert: 'experienceMissing' } },
              },
              { guard: 'hasQuestionIssues', actions: 'showQuestionErrors' },
              { guard: 'isLastStep', target: '#profileWizard.submitting' },
              { actions: 'advance' },
            ],
            'file.upload': [
              {
                guard: ({ event }) => validateUploadFile(event.file, 'document') !== null,
                actions: assign(({ context, event }) => ({
                  fileErrors: {
                    ...context.fileErrors,
                    [event.questionId]: validateUploadFile(event.file, 'document')!.code,
                  },
                })),
              },
              { target: 'uploading' },
            ],
            'file.remove': { target: 'removing' },
          },
        },
        /** The child checks the form and, when it passes, saves it (then notifies). */
        personalData: {
          tags: 'busy',
          entry: 'savePersonalData',
          on: {
            'personalData.saved': [
              { guard: 'isLastStep', target: '#profileWizard.submitting' },
              { target: 'idle', actions: 'advance' },
            ],
            'personalData.invalid': {
              target: 'idle',
              actions: assign(({ context }) => ({ errorsShown: context.errorsShown + 1 })),
            },
            // The child says 'Uoops' itself and keeps everything typed.
            'personalData.saveFailed': 'idle',
          },
        },
        uploading: {
          tags: 'busy',
          entry: assign(({ context, event }) => {
            const { questionId } = event as Extract<ProfileWizardEvent, { type: 'file.upload' }>
            const fileErrors = { ...context.fileErrors }
            delete fileErrors[questionId]
            return { uploadingId: questionId, fileErrors }
          }),
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ event }) => {
              const { questionId, file } = event as Extract<ProfileWizardEvent, { type: 'file.upload' }>
              return { questionId, file }
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const id = context.uploadingId!
                const files = { ...context.files, [id]: [...(context.files[id] ?? []), event.output] }
                const next = { ...context, files }
                return context.questionsChecked
                  ? { files, uploadingId: null, questionErrors: checkQuestions(next) }
                  : { files, uploadingId: null }
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({
                fileErrors: { ...context.fileErrors, [context.uploadingId!]: 'uploadFailed' as const },
                uploadingId: null,
              })),
            },
          },
        },
        removing: {
          tags: 'busy',
          entry: assign(({ event }) => {
            const { questionId, fileId } = event as Extract<ProfileWizardEvent, { type: 'file.remove' }>
            return { removing: { questionId, fileId } }
          }),
          invoke: {
            id: 'removeFile',
            src: 'removeFile',
            input: ({ context }) => ({ fileId: context.removing!.fileId }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => {
                const { questionId, fileId } = context.removing!
                const files = {
                  ...context.files,
                  [questionId]: (context.files[questionId] ?? []).filter((f) => f.id !== fileId),
                }
                const next = { ...context, files }
                return context.questionsChecked
                  ? { files, removing: null, questionErrors: checkQuestions(next) }
                  : { files, removing: null }
              }),
            },
            // The file stays listed (it is still attached); the question says the removal failed.
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({
                fileErrors: {
                  ...context.fileErrors,
                  [context.removing!.questionId]: 'removeFailed' as const,
                },
              })),
            },
          },
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({
          requestId: context.request!.id,
          opportunityId: context.request!.opportunityId,
          answers: context.steps.includes('questions')
            ? updateAnswersPayload(context.request!.questions, context.answers, context.files)
            : [],
        }),
        onDone: 'updated',
        onError: [
          {
            guard: 'isNetworkError',
            target: 'editing',
            actions: { type: 'refuse', params: { alert: 'network' } },
          },
          { target: 'failed' },
        ],
      },
    },
    updated: {
      type: 'final',
      entry: [
        { type: 'notify', params: { tone: 'success', code: 'updated' } },
        { type: 'navigate', params: { to: '/' } },
      ],
    },
    failed: {
      type: 'final',
      entry: [
        { type: 'notify', params: { tone: 'error', code: 'failed' } },
        { type: 'navigate', params: { to: '/' } },
      ],
    },
  },
})

export type ProfileWizardActor = ActorRefFrom<typeof profileWizardMachine>
