// The refused application ('inscrição recusada'; docs/decisions.md, "The refusal page"). The application goes
// to /inscricao-recusada with the platform's template in the navigation's state; after a reload the page
// reads it again from the candidate's lead. Beyond the spec, a fair refusal: the page says the decision was
// automatic and offers 'Solicitar revisão' (LGPD art. 20), recorded on the platform.
//
//   loading         loadRefusal: the template (the navigation's, else the lead's), sanitized, and whether
//                   a review was already asked for
//   shown           the refusal; ready → requesting → requested (or reviewFailed, which may ask again)
//   failed          the refusal could not be read: 'Tentar novamente' loads again
//   missing         nothing to read it from (no template, no opening): the page says so
//   sessionExpired  the session ended: the app asks for a login, then the same step runs again
//
// Context holds data and codes; refusal.connect.ts turns a snapshot into what the page shows.
import { assign, fromPromise, setup } from 'xstate'
import { errorGuard, isNetworkError, isSessionError } from '../lib/error-guards'

export interface RefusalInput {
  /** The refused opening: the lead to read the refusal from and to ask a review on. */
  opportunityId: number | null
  /** The platform's template as the navigation brought it (not sanitized yet), or null. */
  template: string | null
}

/** What loading brings: the template sanitized on the server (null when there is none). */
export interface RefusalData {
  html: string | null
  reviewRequested: boolean
}

/** Why a part of the page failed; connect chooses the text. */
export type RefusalAlert = 'network' | 'loadFailed' | 'reviewFailed'

export interface RefusalContext {
  opportunityId: number | null
  template: string | null
  html: string | null
  reviewRequested: boolean
  alert: RefusalAlert | null
  /** The step to run again after a new login. */
  pending: 'load' | 'review' | null
}

export type RefusalEvent =
  { type: 'review.request' } | { type: 'refusal.retry' } | { type: 'session.renewed' }

export const refusalMachine = setup({
  types: {
    context: {} as RefusalContext,
    events: {} as RefusalEvent,
    input: {} as RefusalInput,
  },
  actors: {
    /** The refusal to show: the navigation's template or the lead's, sanitized; the review's state. */
    loadRefusal: fromPromise<RefusalData, { opportunityId: number | null; template: string | null }>(
      async () => {
        throw new Error('loadRefusal not provided')
      },
    ),
    /** 'Solicitar revisão': records the request on the candidate's lead. */
    requestReview: fromPromise<void, { opportunityId: number }>(async () => {
      throw new Error('requestReview not provided')
    }),
  },
  actions: {
    /** The session expired: the app asks for a new login, then sends `session.renewed`. */
    requestLogin: () => {},
  },
  guards: {
    hasRefusalSource: ({ context }) => context.template !== null || context.opportunityId !== null,
    isReviewRequested: ({ context }) => context.reviewRequested,
    canRequestReview: ({ context }) => context.opportunityId !== null,
    isPendingReview: ({ context }) => context.pending === 'review',
    isSessionError: errorGuard(isSessionError),
    isNetworkError: errorGuard(isNetworkError),
  },
}).createMachine({
  id: 'refusal',
  context: ({ input }) => ({
    opportunityId: input.opportunityId,
    template: input.template,
    html: null,
    reviewRequested: false,
    alert: null,
    pending: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasRefusalSource', target: 'loading' }, { target: 'missing' }],
    },
    loading: {
      tags: 'loading',
      entry: assign({ alert: null, pending: null }),
      invoke: {
        id: 'loadRefusal',
        src: 'loadRefusal',
        input: ({ context }) => ({ opportunityId: context.opportunityId, template: context.template }),
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({
            html: event.output.html,
            reviewRequested: event.output.reviewRequested,
          })),
        },
        onError: [
          { guard: 'isSessionError', target: 'sessionExpired', actions: assign({ pending: 'load' }) },
          { guard: 'isNetworkError', target: 'failed', actions: assign({ alert: 'network' }) },
          { target: 'failed', actions: assign({ alert: 'loadFailed' }) },
        ],
      },
    },
    failed: {
      on: { 'refusal.retry': 'loading' },
    },
    missing: {},
    /** The session ended mid-way: ask for a login, then run the same step again. */
    sessionExpired: {
      tags: 'loading',
      entry: 'requestLogin',
      on: {
        'session.renewed': [
          { guard: 'isPendingReview', target: '#refusal.shown.requesting' },
          { target: 'loading' },
        ],
      },
    },
    shown: {
      initial: 'ready',
      states: {
        ready: {
          always: { guard: 'isReviewRequested', target: 'requested' },
          on: { 'review.request': { guard: 'canRequestReview', target: 'requesting' } },
        },
        requesting: {
          tags: 'busy',
          entry: assign({ alert: null, pending: null }),
          invoke: {
            id: 'requestReview',
            src: 'requestReview',
            input: ({ context }) => ({ opportunityId: context.opportunityId ?? 0 }),
            onDone: { target: 'requested', actions: assign({ reviewRequested: true }) },
            onError: [
              {
                guard: 'isSessionError',
                target: '#refusal.sessionExpired',
                actions: assign({ pending: 'review' }),
              },
              { guard: 'isNetworkError', target: 'reviewFailed', actions: assign({ alert: 'network' }) },
              { target: 'reviewFailed', actions: assign({ alert: 'reviewFailed' }) },
            ],
          },
        },
        requested: {},
        reviewFailed: {
          on: { 'review.request': 'requesting' },
        },
      },
    },
  },
})
