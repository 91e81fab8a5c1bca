// The internal openings a signed-in internal person of the site's company loads in the browser
// (docs/identity.md, "Internal access on the site"): the 'Vagas internas' list of /vagas, one internal
// opening's detail, the application to one. The server cannot answer them (it has no session), so the site's
// own /api/vagas-internas routes are asked with the person's session.
//
//   idle      no session to ask with yet
//   loading   `load` with the request and the session's Authorization header → ready (the answer) · failed
//   ready     the answer is shown
//   failed    the request failed (not one of the company's internal openings, or the connection dropped)
//
// `request` starts over from any state (a new opening, a renewed session): the load in flight is stopped,
// its answer never shown; while the same opening is asked again, its last answer stays shown. The actor `load` is a placeholder the app supplies with `.provide()`; it receives
// an AbortSignal that fires when the load is stopped.
import { assign, fromPromise, setup } from 'xstate'

/** What is asked: the company's list, one opening's detail, or what its application needs. */
export type InternalOpeningsRequest =
  { kind: 'list' } | { kind: 'detail'; id: number } | { kind: 'application'; id: number }

export interface InternalOpeningsLoadInput {
  request: InternalOpeningsRequest
  /** The transport's Authorization header with the session. */
  authorization: string
}

export type InternalOpeningsEvent = { type: 'request' } & InternalOpeningsLoadInput

export interface InternalOpeningsContext {
  request: InternalOpeningsRequest | null
  authorization: string | null
  /** The last answer (the app's loader checked its shape); null until one comes. */
  data: unknown
}

/** Whether two requests ask the same (the same kind, the same opening). */
export const sameRequest = (a: InternalOpeningsRequest | null, b: InternalOpeningsRequest): boolean =>
  a !== null && a.kind === b.kind && ('id' in a ? a.id : null) === ('id' in b ? b.id : null)

export const internalOpeningsMachine = setup({
  types: {
    context: {} as InternalOpeningsContext,
    events: {} as InternalOpeningsEvent,
  },
  actors: {
    load: fromPromise<unknown, InternalOpeningsLoadInput>(async () => {
      throw new Error('load not provided')
    }),
  },
  actions: {
    // A renewed session asking the same again keeps the answer shown until the new one comes.
    remember: assign(({ context, event }) => ({
      request: event.request,
      authorization: event.authorization,
      data: sameRequest(context.request, event.request) ? context.data : null,
    })),
    keepAnswer: assign({ data: (_, params: { answer: unknown }) => params.answer }),
  },
}).createMachine({
  id: 'internalOpenings',
  context: { request: null, authorization: null, data: null },
  initial: 'idle',
  on: {
    request: { target: '.loading', reenter: true, actions: 'remember' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({
          request: context.request as InternalOpeningsRequest,
          authorization: context.authorization as string,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { entry: assign({ data: null }) },
  },
})
