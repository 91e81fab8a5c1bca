// The signed-in person's consent choices (LGPD arts. 7–8; docs/consent-and-survey.md): one actor per page
// load that follows the session. It reads the choices in force when someone signs in (or a stored session is
// restored), forgets them at sign-out, and records new choices (the prompt after signing in, /meu-perfil).
//
//   signedOut   no session: nothing is read; `user.changed` with a user → loading
//   loading     `loadConsents({ userId })` → ready · failure → failed ('retry' reads again)
//   ready       the choices are known; `save` { choices, origin } → saving
//   saving      `saveConsents({ userId, choices, origin, version })` → ready (the platform's answer is the
//               new state; `saved` is set) · failure → ready with `saveFailed` (the choices stay as they were)
//   failed      the read failed: every purpose counts as refused (nothing is sent) until 'retry' succeeds
//
// A different user (`user.changed`) starts over from loading; no user → signedOut. The integrations read
// `choices` (consentChoices of what the platform answered): a purpose is granted only on an explicit, current
// 'yes' (isConsentGranted).
import { assign, fromPromise, setup } from 'xstate'
import { errorCodeOf } from '../lib/error-guards'
import {
  CONSENT_VERSION,
  consentChoices,
  type Consent,
  type ConsentChoices,
  type ConsentOrigin,
} from './consent'

export interface ConsentContext {
  userId: number | null
  consents: Consent[]
  choices: ConsentChoices
  /** The last save was recorded (from where): the prompt and the box say 'Escolhas salvas'. */
  saved: ConsentOrigin | null
  /** The last save failed (from where): the form that saved says so, keeping what the person ticked. */
  saveFailed: ConsentOrigin | null
  /** The origin of the save in progress. */
  pending: ConsentOrigin | null
  /** The last failure was a dropped connection. */
  network: boolean
}

export type ConsentEvent =
  | { type: 'user.changed'; userId: number | null }
  | { type: 'save'; choices: ConsentChoices; origin: ConsentOrigin }
  | { type: 'retry' }

export interface SaveConsentsInput {
  userId: number
  choices: ConsentChoices
  origin: ConsentOrigin
  version: string
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

const EMPTY = { consents: [], choices: {}, saved: null, saveFailed: null, pending: null, network: false }

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    /** The choices in force (the platform's `consents`). */
    loadConsents: fromPromise<Consent[], { userId: number }>(notProvided('loadConsents')),
    /** Records the choices (`setConsents`) and answers the choices in force. */
    saveConsents: fromPromise<Consent[], SaveConsentsInput>(notProvided('saveConsents')),
  },
  guards: {
    isOtherUser: ({ context, event }) =>
      event.type === 'user.changed' && event.userId !== null && event.userId !== context.userId,
    isNoUser: ({ event }) => event.type === 'user.changed' && event.userId === null,
  },
}).createMachine({
  id: 'consent',
  context: { userId: null, ...EMPTY },
  initial: 'signedOut',
  on: {
    'user.changed': [
      {
        guard: 'isOtherUser',
        target: '.loading',
        actions: assign(({ event }) => ({
          userId: (event as { userId: number }).userId,
          ...EMPTY,
        })),
      },
      { guard: 'isNoUser', target: '.signedOut', actions: assign({ userId: null, ...EMPTY }) },
    ],
  },
  states: {
    signedOut: {},
    loading: {
      invoke: {
        src: 'loadConsents',
        input: ({ context }) => ({ userId: context.userId! }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ consents: event.output, choices: consentChoices(event.output) })),
        },
        onError: {
          target: 'failed',
          actions: assign({ network: ({ event }) => errorCodeOf(event.error) === 'NETWORK' }),
        },
      },
    },
    ready: {
      on: {
        save: {
          target: 'saving',
          actions: assign(({ event }) => ({
            saved: null,
            saveFailed: null,
            network: false,
            pending: (event as Extract<ConsentEvent, { type: 'save' }>).origin,
          })),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveConsents',
        input: ({ context, event }) => {
          const save = event as Extract<ConsentEvent, { type: 'save' }>
          return {
            userId: context.userId!,
            choices: save.choices,
            origin: save.origin,
            version: CONSENT_VERSION,
          }
        },
        onDone: {
          target: 'ready',
          actions: assign(({ event, context }) => ({
            consents: event.output,
            choices: consentChoices(event.output),
            saved: context.pending,
            pending: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ event, context }) => ({
            saveFailed: context.pending,
            pending: null,
            network: errorCodeOf(event.error) === 'NETWORK',
          })),
        },
      },
    },
    failed: {
      on: { retry: 'loading' },
    },
  },
})
