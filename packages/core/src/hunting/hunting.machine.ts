// A headhunting invitation (the 500 ms wait; docs/decisions.md, "Company requests"):
// /accept_hunting/{token} and the refusal link /refuse_hunting/{token}, both public and arriving by e-mail.
//
//   decoding        decode (`decryptTokenHunting`) → unknown or tampered (null / NOT_FOUND): invalid
//                   'unknown' · expired or already answered (valid false / CLOSED): invalid 'answered'
//                   → accept: accepting · refuse: confirming
//   accepting       accept (`acceptHunting`) → the session stored as signed in with keep-logged on
//                   (`signIn`) → waiting HUNTING_DELAY_MS → readingCpf (`readCpf`, the profile's cpf) →
//                   empty: /InsertCpf?name=&code= (the token as code; the insert-cpf form then sets the
//                   document and, for a person with no password yet, offers to choose one) · otherwise /,
//                   and (beyond the spec, which reads forceChangePassword and ignores it) a person the
//                   invitation created, who has no password yet, is offered the change-password form
//                   (`offerPassword`) so they can sign in again later
//   confirming      the refusal link only asks; 'Recusar convite' (refuse.confirm) refuses (a mail
//                   scanner opening the link refuses nothing) → refusing → refused
//   failed          anything else went wrong: 'Tentar novamente' (retry) decodes again
//
// Effects are named placeholders the app supplies with `.provide()`: actors decode, accept, readCpf,
// refuse; actions signIn({ record }), navigate({ to }), offerPassword. Context holds codes: hunting.connect.ts
// words them.
import { assign, fromPromise, setup } from 'xstate'
import { HUNTING_DELAY_MS } from '../constants'
import { createSearchParams } from '../lib/search-params'
import { INSERT_CPF_ROUTE } from '../navigation/routes'
import { errorCodeOf, errorGuard, isClosedError } from '../lib/error-guards'
import { sessionExpiry, type StoredSession } from '../session/session.schema'

export type HuntingMode = 'accept' | 'refuse'

export interface HuntingInput {
  token: string
  mode: HuntingMode
  /** The clock (tests fix it): the keep-logged expiry. */
  now?: () => number
}

/** The decoded token (`decryptTokenHunting`); null when the platform does not know it. */
export interface HuntingTokenInfo {
  valid: boolean
  /** The invited person's account; null when the invitation will create it (the external base). */
  userId: number | null
  opportunityId: number | null
}

/** What accepting answers: the session record of the person (signed in) and whether a password is missing. */
export interface AcceptedHunting {
  record: StoredSession
  forceChangePassword: boolean
}

/** Why the invitation cannot be used: unknown (tampered, mistyped) or already answered / expired. */
export type HuntingInvalidReason = 'unknown' | 'answered'

export type HuntingEvent = { type: 'refuse.confirm' } | { type: 'retry' }

export interface HuntingContext {
  token: string
  mode: HuntingMode
  now: () => number
  accepted: AcceptedHunting | null
  reason: HuntingInvalidReason | null
  /** The last failure was a dropped connection (connect says so). */
  network: boolean
  /** The refusal could not be recorded (the question stays, with the message). */
  refuseFailed: boolean
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

/** `/InsertCpf?name=&code=`: the insert-cpf form greets the name; the token is the code. */
export function insertCpfPath(name: string, token: string): string {
  const query = createSearchParams()
  query.append('name', name)
  query.append('code', token)
  return `${INSERT_CPF_ROUTE}?${query.toString()}`
}

/** The failure ladder: unknown (NOT_FOUND) → answered (CLOSED) → failed (anything else). */
const invalidByCode = [
  { guard: 'isUnknownError', target: '#hunting.invalid', actions: 'markUnknown' },
  { guard: 'isClosedError', target: '#hunting.invalid', actions: 'markAnswered' },
  { target: '#hunting.failed', actions: 'markNetwork' },
] as const

export const huntingMachine = setup({
  types: {
    context: {} as HuntingContext,
    events: {} as HuntingEvent,
    input: {} as HuntingInput,
  },
  actors: {
    decode: fromPromise<HuntingTokenInfo | null, { token: string }>(notProvided('decode')),
    accept: fromPromise<AcceptedHunting, { token: string }>(notProvided('accept')),
    /** The signed-in person's cpf (or passport), '' when the profile has none. */
    readCpf: fromPromise<string, { userId: number }>(notProvided('readCpf')),
    refuse: fromPromise<unknown, { token: string }>(notProvided('refuse')),
  },
  actions: {
    /** Stores the session as signed in (keep-logged) and tells the app's session. */
    signIn: (_, _params: { record: StoredSession }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** A person with no password yet: the app opens the change-password form. */
    offerPassword: () => {},
    markUnknown: assign({ reason: 'unknown' as const }),
    markAnswered: assign({ reason: 'answered' as const }),
    markNetwork: assign({
      network: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === 'NETWORK',
    }),
  },
  guards: {
    isUnknownError: errorGuard((error) => errorCodeOf(error) === 'NOT_FOUND'),
    isClosedError: errorGuard(isClosedError),
    isRefusal: ({ context }) => context.mode === 'refuse',
    needsPassword: ({ context }) => context.accepted?.forceChangePassword === true,
  },
  delays: { huntingWait: HUNTING_DELAY_MS },
}).createMachine({
  id: 'hunting',
  context: ({ input }) => ({
    token: input.token,
    mode: input.mode,
    now: input.now ?? Date.now,
    accepted: null,
    reason: null,
    network: false,
    refuseFailed: false,
  }),
  initial: 'decoding',
  states: {
    decoding: {
      tags: 'loading',
      entry: assign({ network: false }),
      invoke: {
        id: 'decode',
        src: 'decode',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'invalid', actions: 'markUnknown' },
          { guard: ({ event }) => !event.output!.valid, target: 'invalid', actions: 'markAnswered' },
          { guard: 'isRefusal', target: 'confirming' },
          { target: 'accepting' },
        ],
        onError: invalidByCode,
      },
    },
    accepting: {
      tags: 'loading',
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'waiting',
          actions: [
            // Accepting signs the person in with keep-logged on (docs/decisions.md).
            assign(({ context, event }) => ({
              accepted: {
                ...event.output,
                record: {
                  ...event.output.record,
                  keepLogged: true,
                  expiresAt: sessionExpiry(true, context.now()),
                },
              },
            })),
            { type: 'signIn', params: ({ context }) => ({ record: context.accepted!.record }) },
          ],
        },
        onError: invalidByCode,
      },
    },
    /** The session settles before the profile is read (500 ms). */
    waiting: {
      tags: 'loading',
      after: { huntingWait: 'readingCpf' },
    },
    readingCpf: {
      tags: 'loading',
      invoke: {
        id: 'readCpf',
        src: 'readCpf',
        input: ({ context }) => ({ userId: context.accepted!.record.userId }),
        onDone: [
          {
            guard: ({ event }) => event.output.trim() === '',
            target: 'accepted',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({
                to: insertCpfPath(context.accepted!.record.name, context.token),
              }),
            },
          },
          {
            guard: 'needsPassword',
            target: 'accepted',
            actions: [{ type: 'navigate', params: { to: '/' } }, 'offerPassword'],
          },
          { target: 'accepted', actions: { type: 'navigate', params: { to: '/' } } },
        ],
        // The person is signed in; without the cpf read, the home page is the safe place to go.
        onError: { target: 'accepted', actions: { type: 'navigate', params: { to: '/' } } },
      },
    },
    accepted: { type: 'final' },
    confirming: {
      on: { 'refuse.confirm': 'refusing' },
    },
    refusing: {
      tags: 'busy',
      entry: assign({ network: false, refuseFailed: false }),
      invoke: {
        id: 'refuse',
        src: 'refuse',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'refused',
        onError: [
          invalidByCode[0],
          invalidByCode[1],
          {
            target: 'confirming',
            actions: assign({
              network: ({ event }) => errorCodeOf(event.error) === 'NETWORK',
              refuseFailed: true,
            }),
          },
        ],
      },
    },
    refused: { type: 'final' },
    invalid: { type: 'final' },
    failed: {
      on: { retry: 'decoding' },
    },
  },
})
