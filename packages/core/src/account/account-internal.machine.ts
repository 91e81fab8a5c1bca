// The account dialog's internal access (docs/identity.md, "Internal access on the site"): the company's own
// people sign in by its login type; an e-mail of another domain is refused before any call; a person
// without a password creates one (employerSignUp). A forced user id greets the person by name and still
// asks the password. A child of the router (docs/identity.md, "The account dialog's machines").
import { and, assign, setup } from 'xstate'
import { JOBS_ROUTE, loginTarget } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { checkInternalEmail } from '../internal-recruitment/internal-recruitment'
import { internalIdentity, type InternalIdentity } from '../internal-recruitment/internal-access.schema'
import { internalFailure } from './account.schema'
import { accountCalls, emptyInternal, flowBase, type FlowBase } from './account-flow.shared'
import type {
  AccountDialogContext,
  AccountDialogEvent,
  AccountEventOf,
  EmployerCheck,
  FlowEntry,
  FlowInput,
  FlowOutput,
} from './account-dialog.types'

export type InternalContext = FlowBase &
  Pick<AccountDialogContext, 'internal' | 'internalRecruitment' | 'nextRoute'> & { exit: FlowOutput | null }

/** The events the router hands this child. */
export const INTERNAL_EVENTS = ['internal.submit', 'internal.firstAccess', 'firstAccess.submit'] as const

const errorOf = (event: unknown) => (event as { error?: unknown }).error
type Submit = AccountEventOf<'internal.submit' | 'firstAccess.submit'>
const outputOf = <T>(event: unknown) => (event as { output: T }).output

/** The identity of the internal attempt: the forced user id, else the identifier of the login type. */
const internalIdentityOf = (context: InternalContext): InternalIdentity =>
  internalIdentity(
    context.internalRecruitment?.loginType ?? 'email',
    context.internal.identifier,
    context.internal.userId,
  )

export const internalMachine = setup({
  types: {
    context: {} as InternalContext,
    events: {} as AccountDialogEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    employerCheck: accountCalls.employerCheck,
    employerSignIn: accountCalls.employerSignIn,
    employerSignUp: accountCalls.employerSignUp,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
    setInternalRecruitment: assign({
      internalRecruitment: ({ event }) => (event as AccountEventOf<'internal.configured'>).recruitment,
    }),
    greetForcedUser: assign({
      internal: ({ context, event }) => ({ ...context.internal, name: outputOf<EmployerCheck>(event).name }),
    }),
    // Not an internal person of this company: the ordinary internal form, with a note.
    forgetForcedUser: assign({ error: 'internal.notFound', internal: () => emptyInternal() }),
    refuseDomain: assign({
      error: 'internal.domainRefused',
      internal: ({ context, event }) => ({ ...context.internal, identifier: (event as Submit).identifier }),
    }),
    keepForcedAttempt: assign({
      internal: ({ context, event }) => ({
        ...context.internal,
        password: (event as AccountEventOf<'internal.submit'>).password,
        keepLogged: (event as AccountEventOf<'internal.submit'>).keepLogged,
      }),
    }),
    keepAttempt: assign({
      internal: ({ context, event }) => ({
        ...context.internal,
        identifier: (event as AccountEventOf<'internal.submit'>).identifier,
        password: (event as AccountEventOf<'internal.submit'>).password,
        keepLogged: (event as AccountEventOf<'internal.submit'>).keepLogged,
      }),
    }),
    keepFirstAccess: assign({
      internal: ({ context, event }) => ({
        ...context.internal,
        identifier: (event as AccountEventOf<'firstAccess.submit'>).identifier,
        password: (event as AccountEventOf<'firstAccess.submit'>).password,
      }),
    }),
    /** Forgets the internal attempt's password (after every answer). */
    forgetInternalPassword: assign({ internal: ({ context }) => ({ ...context.internal, password: null }) }),
    notEmployer: assign({ error: 'internal.notFound' }),
    needsFirstAccess: assign({
      notice: 'internal.firstAccessNeeded',
      internal: ({ context, event }) => ({ ...context.internal, name: outputOf<EmployerCheck>(event).name }),
    }),
    failInternal: assign({
      error: ({ context, event }) => internalFailure(errorOf(event), context.internalRecruitment?.loginType),
    }),
    /** After an internal sign-in: the saved route, else the list (where the internal openings are). */
    exitToWelcome: assign({
      exit: ({ context, event }) => ({
        kind: 'welcome' as const,
        record: outputOf<StoredSession>(event),
        target: loginTarget(context.nextRoute) ?? JOBS_ROUTE,
      }),
    }),
    // The company has no internal recruitment: the ordinary login.
    exitToLogin: assign({
      exit: ({ context }) => ({
        kind: 'show' as const,
        entry: 'login' as const,
        error: context.error,
        notice: context.notice,
      }),
    }),
  },
  guards: {
    startsAt: ({ context }, params: { entry: FlowEntry }) => context.entry === params.entry,
    isRecruitmentUnknown: ({ context }) => context.internalRecruitment === undefined,
    hasInternalRecruitment: ({ context }) => Boolean(context.internalRecruitment),
    hasForcedUser: ({ context }) => context.internal.userId !== null,
    isEmployer: ({ event }) => outputOf<EmployerCheck>(event).isEmployer,
    isNotEmployer: ({ event }) => !outputOf<EmployerCheck>(event).isEmployer,
    hasNoPassword: ({ event }) => !outputOf<EmployerCheck>(event).hasPassword,
    /** An e-mail the company's internal recruitment refuses (core's rule; checked before any call). */
    isRefusedDomain: ({ context, event }) =>
      context.internal.userId === null &&
      context.internalRecruitment?.loginType === 'email' &&
      checkInternalEmail((event as Submit).identifier, context.internalRecruitment) === 'domain',
  },
}).createMachine({
  id: 'internalAccess',
  context: ({ input }) => ({
    ...flowBase(input),
    internal: input.internal,
    internalRecruitment: input.internalRecruitment,
    nextRoute: input.nextRoute,
    exit: null,
  }),
  initial: 'internal',
  output: ({ context }) => context.exit!,
  states: {
    internal: {
      initial: 'start',
      on: { 'internal.configured': { actions: 'setInternalRecruitment' } },
      states: {
        start: {
          always: [
            { guard: { type: 'startsAt', params: { entry: 'firstAccess' } }, target: 'firstAccess' },
            { guard: 'isRecruitmentUnknown', target: 'waiting' },
            { guard: and(['hasInternalRecruitment', 'hasForcedUser']), target: 'identifying' },
            { guard: 'hasInternalRecruitment', target: 'idle' },
            { target: '#internalAccess.done', actions: 'exitToLogin' },
          ],
        },
        /** The app is still reading the company's internal recruitment. */
        waiting: {
          tags: 'loading',
          on: { 'internal.configured': { target: 'start', actions: 'setInternalRecruitment' } },
        },
        identifying: {
          tags: 'loading',
          invoke: {
            id: 'identifyForcedUser',
            src: 'employerCheck',
            input: ({ context }) => ({ user_id: context.internal.userId! }),
            onDone: [
              { guard: 'isEmployer', target: 'idle', actions: 'greetForcedUser' },
              { target: 'idle', actions: 'forgetForcedUser' },
            ],
            // No answer: the password form without the greeting (the platform still checks the id).
            onError: { target: 'idle' },
          },
        },
        idle: {
          on: {
            'internal.submit': [
              { guard: 'isRefusedDomain', actions: ['clearMessages', 'refuseDomain'] },
              // A forced user id names the person: straight to the sign-in with the password.
              {
                guard: 'hasForcedUser',
                target: 'signingIn',
                actions: ['clearMessages', 'keepForcedAttempt'],
              },
              { target: 'checking', actions: ['clearMessages', 'keepAttempt'] },
            ],
            'internal.firstAccess': { target: 'firstAccess', actions: 'clearMessages' },
          },
        },
        checking: {
          tags: 'loading',
          invoke: {
            id: 'employerCheck',
            src: 'employerCheck',
            input: ({ context }) => internalIdentityOf(context),
            onDone: [
              { guard: 'isNotEmployer', target: 'idle', actions: ['forgetInternalPassword', 'notEmployer'] },
              {
                guard: 'hasNoPassword',
                target: 'firstAccess',
                actions: ['forgetInternalPassword', 'needsFirstAccess'],
              },
              { target: 'signingIn' },
            ],
            onError: { target: 'idle', actions: ['forgetInternalPassword', 'failInternal'] },
          },
        },
        signingIn: {
          tags: 'loading',
          invoke: {
            id: 'employerSignIn',
            src: 'employerSignIn',
            input: ({ context }) => ({
              ...internalIdentityOf(context),
              password: context.internal.password ?? '',
              keepLogged: context.internal.keepLogged,
            }),
            onDone: { target: '#internalAccess.done', actions: ['forgetInternalPassword', 'exitToWelcome'] },
            onError: { target: 'idle', actions: ['forgetInternalPassword', 'failInternal'] },
          },
        },
        /** First access: the new password twice, then employerSignUp signs the person in. */
        firstAccess: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'firstAccess.submit': [
                  { guard: 'isRefusedDomain', actions: ['clearMessages', 'refuseDomain'] },
                  { target: 'submitting', actions: ['clearMessages', 'keepFirstAccess'] },
                ],
              },
            },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'employerSignUp',
                src: 'employerSignUp',
                input: ({ context }) => ({
                  ...internalIdentityOf(context),
                  password: context.internal.password ?? '',
                }),
                onDone: {
                  target: '#internalAccess.done',
                  actions: ['forgetInternalPassword', 'exitToWelcome'],
                },
                onError: { target: 'idle', actions: ['forgetInternalPassword', 'failInternal'] },
              },
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
