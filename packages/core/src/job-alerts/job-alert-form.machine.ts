// The 'Criar alerta de vagas' dialog on /vagas (docs/job-alerts.md). No text, no DOM: the site provides
// `createAlert` (the platform's POST /v1/job-alerts through its proxy, with the signed-in session when there
// is one), which rejects with `{ status, platformMessage }` when the platform refused it.
//
//   (any)       'dialog.open' → idle: each opening starts a new alert
//   idle        'form.submit' (what the person chose, the list's search and whether someone is signed in, as
//               the page has them then) → submitting
//   submitting  `createAlert` → created · failure → failed, with the platform's message when it refused the
//               request (400) and sent one
//   created     the alert exists (signed in: active; anonymous: waits for the e-mail's confirmation)
//   failed      what the person typed is kept; 'form.submit' tries again
import { assign, fromPromise, setup } from 'xstate'
import type { JobAlertFrequency } from './job-alerts.rules'

/** What the person chose in the form; the e-mail is asked (and sent) only when nobody is signed in. */
export interface JobAlertFormValues {
  email: string
  frequency: JobAlertFrequency
}

/** The request `createAlert` sends: the search as the address bar shows it, and the e-mail when anonymous. */
export interface JobAlertCreateRequest {
  search: string
  frequency: JobAlertFrequency
  email?: string
}

/** One submission: the values, the list's search, and whether it was made signed in. */
export interface JobAlertSubmission extends JobAlertFormValues {
  search: string
  signedIn: boolean
}

export interface JobAlertFormContext {
  /** The latest submission (kept when it fails; the created message depends on its `signedIn`). */
  submission: JobAlertSubmission | null
  /** The platform's own words for a refused request (400), when it sent them. */
  platformMessage: string | null
}

export type JobAlertFormEvent = { type: 'dialog.open' } | ({ type: 'form.submit' } & JobAlertSubmission)

/** The platform's message of a rejected request, when it refused it (400) with one; null otherwise. */
export function alertRequestMessageOf(error: unknown): string | null {
  const { status, platformMessage } = (error ?? {}) as { status?: unknown; platformMessage?: unknown }
  return status === 400 && typeof platformMessage === 'string' && platformMessage.trim() !== ''
    ? platformMessage
    : null
}

export const jobAlertFormMachine = setup({
  types: {
    context: {} as JobAlertFormContext,
    events: {} as JobAlertFormEvent,
  },
  actors: {
    createAlert: fromPromise<unknown, JobAlertCreateRequest>(async () => {
      throw new Error('createAlert not provided')
    }),
  },
  actions: {
    startNew: assign({ submission: null, platformMessage: null }),
    keepSubmission: assign(({ event }) => {
      const { type: _, ...submission } = event as Extract<JobAlertFormEvent, { type: 'form.submit' }>
      return { submission, platformMessage: null }
    }),
  },
}).createMachine({
  id: 'jobAlertForm',
  context: { submission: null, platformMessage: null },
  initial: 'idle',
  on: { 'dialog.open': { target: '.idle', actions: 'startNew' } },
  states: {
    idle: { on: { 'form.submit': { target: 'submitting', actions: 'keepSubmission' } } },
    submitting: {
      invoke: {
        id: 'createAlert',
        src: 'createAlert',
        input: ({ context }) => {
          const { search, frequency, email, signedIn } = context.submission!
          return { search, frequency, ...(signedIn ? {} : { email }) }
        },
        onDone: 'created',
        onError: {
          target: 'failed',
          actions: assign({ platformMessage: ({ event }) => alertRequestMessageOf(event.error) }),
        },
      },
    },
    created: {},
    failed: { on: { 'form.submit': { target: 'submitting', actions: 'keepSubmission' } } },
  },
})
