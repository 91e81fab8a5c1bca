// The candidate session (docs/decisions.md, "Keep logged", "The stored session record"), with the
// terms-of-use flow and remove-account, which both end in a sign-out. Every effect is a named placeholder the
// app supplies with `.provide()`. About 500 lines because the signed-in state holds six parallel regions
// (the profile, following, renewal, the terms, the retail partner's daily check, removal) that all end in
// the same sign-out: apart, each would repeat it.
import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate'
import { DEFAULT_COMPANY_ID } from '../constants'
import { HOME_ROUTE, signOutTarget } from '../navigation/routes'
import { hasAcceptedTerms, isSessionExpired, sessionExpiry } from './session.schema'
import type { SessionProfile, StoredSession } from './session.schema'
import {
  cachedEmployeeCheck,
  employeeCheckCache,
  employeeCheckCpf,
  type EmployeeCheckCache,
} from '../identity-providers/identity-providers'

export interface SessionInput {
  companyId?: number
  /** The current path (to know whether a sign-out leaves a login-required route). */
  path?: string
  /**
   * The retail partner is enabled on this site: after a sign-in, a profile with a CPF is checked once per São
   * Paulo calendar day (`validateEmployee`, cached by `loadEmployeeCheck`/`storeEmployeeCheck`).
   */
  employeeCheck?: boolean
}

/** A failed acceptance ('Ocorreu um problema ao aceitar os termos…') or a failed removal. */
export type TermsError = 'acceptFailed' | 'removeFailed'

export interface SessionContext {
  companyId: number
  path: string
  record: StoredSession | null
  profile: SessionProfile | null
  isAuth: boolean
  follower: boolean
  termsAccepted: boolean
  termsTicked: boolean
  /** Why the terms step failed, as a code (`termsErrorText` gives its text). */
  termsError: TermsError | null
  /** Where a sign-out goes: always home (terms declined) or home only from a protected route. */
  signOutTo: 'home' | 'ifProtected'
  /** The retail partner's daily employee check runs on this site (SessionInput.employeeCheck). */
  employeeCheck: boolean
}

export type SessionEvent =
  | { type: 'session.signedIn'; record: StoredSession }
  | { type: 'session.signOut' }
  | { type: 'navigation.changed'; path: string }
  | { type: 'follower.set' }
  /** The candidate changed the photo on the profile: the header shows the new one. */
  | { type: 'avatar.changed'; url: string }
  | { type: 'terms.check' }
  | { type: 'terms.toggle'; checked: boolean }
  | { type: 'terms.accept' }
  | { type: 'terms.decline' }
  | { type: 'terms.declineCancelled' }
  | { type: 'terms.declineConfirmed' }
  | { type: 'terms.pageVisited' }
  | { type: 'terms.pageLeft' }
  | { type: 'account.remove' }
  | { type: 'account.removeCancelled' }
  | { type: 'account.removeConfirmed' }
  /** Raised when the profile is loaded: the employee check may run. */
  | { type: 'employeeCheck.start' }

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

const signedOutContext = {
  record: null,
  profile: null,
  isAuth: false,
  follower: false,
  termsAccepted: false,
  termsTicked: false,
  termsError: null,
} satisfies Partial<SessionContext>

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Reads the record from local or session storage (parse it with parseStoredSession). */
    loadStoredSession: fromPromise<StoredSession | null>(notProvided),
    /** Asks the platform whether the token is still a live session. */
    validateSession: fromPromise<boolean, { record: StoredSession }>(notProvided),
    fetchProfile: fromPromise<SessionProfile, { record: StoredSession }>(notProvided),
    checkFollow: fromPromise<boolean, { userId: number; companyId: number }>(notProvided),
    /** Records on the platform that the user follows the company (`followCompany`, after applying). */
    followCompany: fromPromise<void, { userId: number; companyId: number }>(notProvided),
    /** Extends a keep-logged session on the platform by KEEP_LOGGED_HOURS. */
    renewSession: fromPromise<void, { record: StoredSession }>(notProvided),
    /** Ends the session on the platform too (logout is not only local). */
    endSession: fromPromise<void, { record: StoredSession | null }>(notProvided),
    acceptTerms: fromPromise<void, { userId: number; companyId: number }>(notProvided),
    removeUser: fromPromise<void, { userId: number }>(notProvided),
    /** Today's employee check of this browser (never the CPF): the stored `{ userId, day, contributor }`. */
    loadEmployeeCheck: fromPromise<EmployeeCheckCache | null, { userId: number }>(notProvided),
    /** Asks the platform whether the CPF is of a retail-partner employee (`validateMagazineLuizaEmployees`). */
    validateEmployee: fromPromise<boolean, { cpf: string }>(notProvided),
  },
  actions: {
    /** Writes the record: local storage when keepLogged, session storage otherwise (sessionStorageArea). */
    storeSession: (_, _params: { record: StoredSession }) => {},
    clearStoredSession: () => {},
    clearStoredFollower: () => {},
    clearStoredTermsFlag: () => {},
    clearStoredNextRoute: () => {},
    clearSubscriptions: () => {},
    storeFollower: () => {},
    storeTermsFlag: (_, _params: { accepted: boolean }) => {},
    navigate: (_, _params: { to: string }) => {},
    /**
     * A sign-out begins (any of them): the app tells the account dialog (`session.ended`), whose welcome and
     * navigation after a sign-in must not outlive that session.
     */
    sessionEnded: () => {},
    /** Opens the removal link in a new window. */
    openRemovalLink: (_, _params: { url: string | null }) => {},
    /** Keeps today's answer of the employee check in browser storage (no CPF in it). */
    storeEmployeeCheck: (_, _params: { check: EmployeeCheckCache }) => {},
    resetSession: assign(() => signedOutContext),
    /** The partner-company user flag on the stored record (it enables 'Não possuo formação'). */
    applyEmployeeCheck: assign(({ context }, { contributor }: { contributor: boolean }) => ({
      record: context.record && { ...context.record, partnerCompanyUser: contributor },
    })),
  },
  guards: {
    isKeepLogged: ({ context }) => context.record?.keepLogged === true,
    hasAcceptedCurrentTerms: ({ context }) =>
      context.profile
        ? hasAcceptedTerms(context.profile, context.companyId)
        : (context.record?.termsAccepted.includes(context.companyId) ?? false),
    isAcceptanceTicked: ({ context }) => context.termsTicked,
    /** The retail partner is enabled and the profile has a CPF (the employee check needs one). */
    canCheckEmployee: ({ context }) =>
      context.employeeCheck && employeeCheckCpf(context.profile?.cpf) !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    companyId: input?.companyId ?? DEFAULT_COMPANY_ID,
    path: input?.path ?? HOME_ROUTE,
    signOutTo: 'ifProtected',
    employeeCheck: input?.employeeCheck ?? false,
    ...signedOutContext,
  }),
  initial: 'restoring',
  on: {
    'navigation.changed': { actions: assign({ path: ({ event }) => event.path }) },
  },
  states: {
    restoring: {
      invoke: {
        id: 'loadStoredSession',
        src: 'loadStoredSession',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'signedOut' },
          {
            // A keep-logged record past its expiry is not renewed: signed out.
            guard: ({ event }) => event.output !== null && isSessionExpired(event.output, Date.now()),
            target: 'signedOut',
            actions: 'clearStoredSession',
          },
          { target: 'validating', actions: assign({ record: ({ event }) => event.output }) },
        ],
        onError: { target: 'signedOut' },
      },
    },
    validating: {
      invoke: {
        id: 'validateSession',
        src: 'validateSession',
        input: ({ context }) => ({ record: context.record! }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'signedIn' },
          { target: 'signedOut', actions: ['resetSession', 'clearStoredSession'] },
        ],
        // No answer (offline, the platform down, or the page left while the check was on its way, which ends
        // its request): signed out for this page, but the stored record stays for the next load to check; only
        // the platform's refusal above forgets it.
        onError: { target: 'signedOut', actions: 'resetSession' },
      },
    },
    signedOut: {
      entry: 'resetSession',
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            assign({ record: ({ event }) => event.record }),
            { type: 'storeSession', params: ({ event }) => ({ record: event.record }) },
          ],
        },
      },
    },
    signedIn: {
      type: 'parallel',
      entry: assign({ isAuth: true, termsTicked: false, termsError: null }),
      on: {
        // A new login while signed in (another account): start over, terms re-checked.
        'session.signedIn': {
          target: 'signedIn',
          reenter: true,
          actions: [
            assign({ record: ({ event }) => event.record, profile: null }),
            { type: 'storeSession', params: ({ event }) => ({ record: event.record }) },
          ],
        },
        'session.signOut': { target: 'signingOut', actions: assign({ signOutTo: 'ifProtected' }) },
        'avatar.changed': {
          actions: [
            assign(({ context, event }) => ({
              record: context.record && { ...context.record, avatar: event.url },
              profile: context.profile && { ...context.profile, avatar: event.url },
            })),
            { type: 'storeSession', params: ({ context }) => ({ record: context.record! }) },
          ],
        },
      },
      states: {
        profile: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchProfile',
                src: 'fetchProfile',
                input: ({ context }) => ({ record: context.record! }),
                onDone: {
                  target: 'loaded',
                  actions: [
                    assign({ profile: ({ event }) => event.output }),
                    raise({ type: 'terms.check' }),
                    raise({ type: 'employeeCheck.start' }),
                  ],
                },
                onError: { target: 'failed', actions: raise({ type: 'terms.check' }) },
              },
            },
            loaded: {},
            failed: {},
          },
        },
        follow: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'checkFollow',
                src: 'checkFollow',
                input: ({ context }) => ({ userId: context.record!.userId, companyId: context.companyId }),
                onDone: [
                  {
                    guard: ({ event }) => event.output,
                    target: 'done',
                    actions: [assign({ follower: true }), 'storeFollower'],
                  },
                  { target: 'done' },
                ],
                onError: { target: 'done' },
              },
            },
            done: {},
            // The candidate applied: the follower flag is set and stored at once, and the
            // platform records the follow. A failed call leaves the local flag (the application went
            // through); the next start's follow check reads the platform again.
            following: {
              entry: [assign({ follower: true }), 'storeFollower'],
              invoke: {
                id: 'followCompany',
                src: 'followCompany',
                input: ({ context }) => ({ userId: context.record!.userId, companyId: context.companyId }),
                onDone: { target: 'done' },
                onError: { target: 'done' },
              },
            },
          },
          on: {
            'follower.set': [
              { guard: ({ context }) => context.follower, actions: 'storeFollower' },
              { target: '.following' },
            ],
          },
        },
        renewal: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isKeepLogged', target: 'renewing' }, { target: 'idle' }] },
            renewing: {
              invoke: {
                id: 'renewSession',
                src: 'renewSession',
                input: ({ context }) => ({ record: context.record! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({
                      record: ({ context }) => ({
                        ...context.record!,
                        expiresAt: sessionExpiry(true, Date.now()),
                      }),
                    }),
                    { type: 'storeSession', params: ({ context }) => ({ record: context.record! }) },
                  ],
                },
                onError: { target: 'idle' },
              },
            },
            idle: {},
          },
        },
        terms: {
          initial: 'checking',
          states: {
            // Decided once the profile query settles (from the record when it failed).
            checking: {
              on: {
                'terms.check': [
                  {
                    guard: 'hasAcceptedCurrentTerms',
                    target: 'accepted',
                    actions: assign({ termsAccepted: true }),
                  },
                  { target: 'pending' },
                ],
              },
            },
            pending: {
              initial: 'modal',
              entry: [
                assign({ termsAccepted: false }),
                { type: 'storeTermsFlag', params: { accepted: false } },
              ],
              on: {
                'terms.pageVisited': '.hidden',
              },
              states: {
                modal: {
                  on: {
                    'terms.toggle': { actions: assign({ termsTicked: ({ event }) => event.checked }) },
                    'terms.accept': { guard: 'isAcceptanceTicked', target: 'accepting' },
                    'terms.decline': { target: 'confirmingDecline' },
                  },
                },
                /** On /termos-de-uso: pending, modal hidden while the candidate reads. */
                hidden: { on: { 'terms.pageLeft': 'modal' } },
                accepting: {
                  entry: assign({ termsError: null }),
                  invoke: {
                    id: 'acceptTerms',
                    src: 'acceptTerms',
                    input: ({ context }) => ({
                      userId: context.record!.userId,
                      companyId: context.companyId,
                    }),
                    onDone: {
                      target: '#session.signedIn.terms.accepted',
                      actions: [
                        assign({ termsAccepted: true }),
                        { type: 'storeTermsFlag', params: { accepted: true } },
                      ],
                    },
                    onError: { target: 'modal', actions: assign({ termsError: 'acceptFailed' }) },
                  },
                },
                confirmingDecline: {
                  on: {
                    'terms.declineCancelled': 'modal',
                    'terms.declineConfirmed': 'removingUser',
                  },
                },
                removingUser: {
                  invoke: {
                    id: 'removeUser',
                    src: 'removeUser',
                    input: ({ context }) => ({ userId: context.record!.userId }),
                    onDone: { target: '#session.signingOut', actions: assign({ signOutTo: 'home' }) },
                    onError: { target: 'modal', actions: assign({ termsError: 'removeFailed' }) },
                  },
                },
              },
            },
            accepted: {},
          },
        },
        /** The retail partner's employee check, at most once per São Paulo day per user. */
        employeeCheck: {
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'employeeCheck.start': [{ guard: 'canCheckEmployee', target: 'reading' }, { target: 'done' }],
              },
            },
            reading: {
              invoke: {
                id: 'loadEmployeeCheck',
                src: 'loadEmployeeCheck',
                input: ({ context }) => ({ userId: context.record!.userId }),
                onDone: [
                  {
                    guard: ({ context, event }) =>
                      cachedEmployeeCheck(event.output, context.record!.userId, new Date()) !== null,
                    target: 'done',
                    actions: [
                      {
                        type: 'applyEmployeeCheck',
                        params: ({ event }) => ({ contributor: event.output!.contributor }),
                      },
                      { type: 'storeSession', params: ({ context }) => ({ record: context.record! }) },
                    ],
                  },
                  { target: 'checking' },
                ],
                onError: { target: 'checking' },
              },
            },
            checking: {
              invoke: {
                id: 'validateEmployee',
                src: 'validateEmployee',
                input: ({ context }) => ({ cpf: employeeCheckCpf(context.profile?.cpf) ?? '' }),
                onDone: {
                  target: 'done',
                  actions: [
                    {
                      type: 'storeEmployeeCheck',
                      params: ({ context, event }) => ({
                        check: employeeCheckCache(context.record!.userId, event.output, new Date()),
                      }),
                    },
                    { type: 'applyEmployeeCheck', params: ({ event }) => ({ contributor: event.output }) },
                    { type: 'storeSession', params: ({ context }) => ({ record: context.record! }) },
                  ],
                },
                // No answer: the flag stays as it was; the next sign-in asks again.
                onError: { target: 'done' },
              },
            },
            done: {},
          },
        },
        removal: {
          initial: 'idle',
          states: {
            idle: { on: { 'account.remove': 'confirming' } },
            confirming: {
              on: {
                'account.removeCancelled': 'idle',
                'account.removeConfirmed': {
                  target: '#session.signingOut',
                  actions: [
                    {
                      type: 'openRemovalLink',
                      params: ({ context }) => ({ url: context.profile?.removalLink ?? null }),
                    },
                    assign({ signOutTo: 'ifProtected' }),
                  ],
                },
              },
            },
          },
        },
      },
    },
    signingOut: {
      entry: 'sessionEnded',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ record: context.record }),
        // Local state is cleared whether or not the platform answered.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: [
        'clearStoredSession',
        'clearStoredFollower',
        'clearStoredTermsFlag',
        'clearStoredNextRoute',
        'clearSubscriptions',
        // Declining the terms always goes home; any other sign-out only when leaving a protected route.
        enqueueActions(({ context, enqueue }) => {
          const to = context.signOutTo === 'home' ? HOME_ROUTE : signOutTarget(context.path)
          if (to) enqueue({ type: 'navigate', params: { to } })
        }),
      ],
    },
  },
})
