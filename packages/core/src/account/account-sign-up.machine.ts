// The account dialog's sign-up (docs/identity.md, "The account dialog's machines"): the invitation's CPF
// (insert-cpf), the pre-register lookup, the register form with its BUSY countdown, and the document a
// network's sign-up asks for. A child of the router: it ends with an output and tells the router the
// document the other forms pre-fill and the first name a sign-up keeps.
import { assign, sendParent, setup } from 'xstate'
import { signUpTarget } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { splitFullName } from '../validation/full-name'
import { busyRetryAfter, isBusyError } from '../lib/error-guards'
import { failureCode, lookupFailure, signUpFailure, type SignUpPayload } from './account.schema'
import { accountCalls, captchaOf, flowBase, type FlowBase } from './account-flow.shared'
import type {
  AccountDialogContext,
  AccountDialogEvent,
  AccountEventOf,
  DocumentValue,
  FlowEntry,
  FlowInput,
  FlowOutput,
  RecoveryUser,
} from './account-dialog.types'

export type SignUpContext = FlowBase &
  Pick<AccountDialogContext, 'document' | 'social' | 'hunting' | 'registerAttempt' | 'busy' | 'nextRoute'> & {
    exit: FlowOutput | null
  }

/** The events the router hands this child. */
export const SIGN_UP_EVENTS = [
  'insertCpf.submit',
  'preRegister.submit',
  'register.submit',
  'document.submit',
] as const

const errorOf = (event: unknown) => (event as { error?: unknown }).error
const outputOf = <T>(event: unknown) => (event as { output: T }).output
type DocumentEvent = AccountEventOf<'insertCpf.submit' | 'preRegister.submit' | 'document.submit'>

function socialSignUpPayload(context: SignUpContext): SignUpPayload {
  const social = context.social!
  const document = context.document!
  const { firstName, lastName } = splitFullName(social.name)
  return {
    first_name: firstName,
    last_name: lastName,
    email: social.email,
    foreigner: document.foreigner,
    document: document.document,
    provider: social.provider,
    provider_id: social.providerId,
    ticket: social.ticket,
    // The document form has no terms checkbox: acceptance is asked by the terms modal afterwards.
    accept_terms_of_use: false,
    source: 'carreiras',
  }
}

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as AccountDialogEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    signUp: accountCalls.signUp,
    lookupUsers: accountCalls.lookupUsers,
    updateHunting: accountCalls.updateHunting,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null, busy: null }),
    /** The typed document: kept for the call, and by the router for the forms that pre-fill it. */
    keepDocument: assign({
      document: ({ event }): DocumentValue => ({
        document: (event as DocumentEvent).document,
        foreigner: (event as DocumentEvent).foreigner,
      }),
    }),
    shareDocument: sendParent(({ event }) => ({
      type: 'flow.remember',
      document: {
        document: (event as DocumentEvent).document,
        foreigner: (event as DocumentEvent).foreigner,
      },
    })),
    keepRegisterAttempt: assign({
      registerAttempt: ({ event }) => (event as AccountEventOf<'register.submit'>).payload,
    }),
    /**
     * A sign-up was sent (the register form, whose terms box is the consent, or a network's sign-up): its first
     * name is kept so that a protected route opens the register form (docs/decisions.md, "The first name of an
     * earlier sign-up"). Only the first name: never the e-mail, the document or the password.
     */
    storeRegisterFirstName: sendParent(({ event }) => ({
      type: 'flow.storeAttemptFirstName',
      firstName: splitFullName((event as AccountEventOf<'register.submit'>).payload.first_name).firstName,
    })),
    storeSocialFirstName: sendParent(({ context }) => ({
      type: 'flow.storeAttemptFirstName',
      firstName: splitFullName(context.social?.name ?? '').firstName,
    })),
    /** A BUSY answer: count down its Retry-After seconds, then try once more by itself. */
    startBusy: assign(({ event }) => {
      const seconds = busyRetryAfter(errorOf(event))
      return { error: null, busy: { seconds, remaining: seconds, retried: false } }
    }),
    tickBusy: assign({
      busy: ({ context }) => context.busy && { ...context.busy, remaining: context.busy.remaining - 1 },
    }),
    retryAfterBusy: assign({
      busy: ({ context }) => context.busy && { ...context.busy, remaining: 0, retried: true },
    }),
    failHunting: assign({ error: ({ event }) => failureCode(errorOf(event), 'somethingWentWrong') }),
    failLookup: assign({ error: ({ event }) => lookupFailure(errorOf(event), 'somethingWentWrong') }),
    failRegister: assign({
      error: ({ event }) => signUpFailure(errorOf(event)),
      registerAttempt: null,
      busy: null,
    }),
    failSocialSignUp: assign({ error: ({ event }) => signUpFailure(errorOf(event)) }),
    /** A sign-up's session: the welcome, then the sign-up's next route; the first name is forgotten. */
    exitToWelcome: assign({
      exit: ({ context, event }) => ({
        kind: 'welcome' as const,
        record: outputOf<StoredSession>(event),
        target: signUpTarget(context.nextRoute),
        forgetFirstName: true,
      }),
    }),
    exitToForm: assign({
      exit: (_, params: { entry: FlowEntry; notice?: 'changePassword.choose' }) => ({
        kind: 'show',
        entry: params.entry,
        ...(params.notice ? { notice: params.notice } : {}),
      }),
    }),
    /** The invitation accepted by a new person: home. */
    exitHome: assign({ exit: { kind: 'close', effect: 'home' } }),
  },
  guards: {
    startsAt: ({ context }, params: { entry: FlowEntry }) => context.entry === params.entry,
    hasUser: ({ event }) => outputOf<{ hasUser: boolean }>(event).hasUser,
    hasMoreRegister: ({ event }) => outputOf<{ hasMoreRegister: boolean }>(event).hasMoreRegister,
    foundUsers: ({ event }) => outputOf<RecoveryUser[]>(event).length > 0,
    /** BUSY (429) before this attempt's automatic retry: count down, then try once more. */
    isFirstBusy: ({ context, event }) => isBusyError(errorOf(event)) && !context.busy?.retried,
    isBusyCountdownOver: ({ context }) => (context.busy?.remaining ?? 0) <= 1,
  },
  delays: { busyTick: 1000 },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    ...flowBase(input),
    document: input.document,
    social: input.social,
    hunting: input.hunting,
    registerAttempt: null,
    busy: null,
    nextRoute: input.nextRoute,
    exit: null,
  }),
  initial: 'start',
  output: ({ context }) => context.exit!,
  states: {
    start: {
      always: [
        { guard: { type: 'startsAt', params: { entry: 'insertCpf' } }, target: 'insertCpf' },
        { guard: { type: 'startsAt', params: { entry: 'register' } }, target: 'register' },
        { guard: { type: 'startsAt', params: { entry: 'document' } }, target: 'document' },
        { target: 'preRegister' },
      ],
    },
    insertCpf: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'insertCpf.submit': {
              target: 'submitting',
              actions: ['clearMessages', 'keepDocument', 'shareDocument'],
            },
          },
        },
        submitting: {
          tags: 'loading',
          invoke: {
            id: 'updateHunting',
            src: 'updateHunting',
            input: ({ context }) => ({ token: context.hunting?.code ?? '', ...context.document! }),
            onDone: [
              // The document belongs to another account: sign in with it.
              {
                guard: 'hasUser',
                target: '#signUp.done',
                actions: { type: 'exitToForm', params: { entry: 'login' } },
              },
              // The invited person (signed in by the acceptance) has no password yet: offer to choose
              // one, so they can sign in again (docs/decisions.md, "Company requests").
              {
                guard: 'hasMoreRegister',
                target: '#signUp.done',
                actions: {
                  type: 'exitToForm',
                  params: { entry: 'changePassword', notice: 'changePassword.choose' },
                },
              },
              { target: '#signUp.done', actions: 'exitHome' },
            ],
            onError: { target: 'idle', actions: 'failHunting' },
          },
        },
      },
    },
    preRegister: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'preRegister.submit': {
              target: 'searching',
              actions: ['clearMessages', 'keepDocument', 'shareDocument'],
            },
          },
        },
        searching: {
          tags: 'loading',
          invoke: {
            id: 'lookupUsers',
            src: 'lookupUsers',
            input: ({ context, event }) => ({
              ...(context.document!.foreigner
                ? { passport: context.document!.document }
                : { cpf: context.document!.document }),
              ...captchaOf(event),
            }),
            onDone: [{ guard: 'foundUsers', target: '#signUp.userExists' }, { target: '#signUp.register' }],
            onError: { target: 'idle', actions: 'failLookup' },
          },
        },
      },
    },
    userExists: {},
    register: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'register.submit': {
              target: 'submitting',
              actions: ['clearMessages', 'keepRegisterAttempt', 'storeRegisterFirstName'],
            },
          },
        },
        submitting: {
          tags: 'loading',
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context }) => context.registerAttempt!,
            onDone: { target: '#signUp.done', actions: 'exitToWelcome' },
            onError: [
              // Too many sign-ups at once: the same sign-up is sent again after the countdown.
              { guard: 'isFirstBusy', target: 'busy', actions: 'startBusy' },
              { target: 'idle', actions: 'failRegister' },
            ],
          },
        },
        /** As the login's `busy`: count down, then send the same sign-up once more. */
        busy: {
          tags: 'busy',
          after: {
            busyTick: [
              { guard: 'isBusyCountdownOver', target: 'submitting', actions: 'retryAfterBusy' },
              { target: 'busy', reenter: true, actions: 'tickBusy' },
            ],
          },
        },
      },
    },
    /** The document asked after a social sign-up. */
    document: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'document.submit': {
              target: 'submitting',
              actions: ['clearMessages', 'keepDocument', 'shareDocument', 'storeSocialFirstName'],
            },
          },
        },
        submitting: {
          tags: 'loading',
          invoke: {
            id: 'socialSignUp',
            src: 'signUp',
            input: ({ context }) => socialSignUpPayload(context),
            onDone: { target: '#signUp.done', actions: 'exitToWelcome' },
            onError: { target: 'idle', actions: 'failSocialSignUp' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
