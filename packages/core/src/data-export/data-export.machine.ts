// 'Baixar meus dados' in the Privacidade box (docs/privacy.md): the person's latest request and asking for a
// new one. No text, no DOM: the site provides the actors (the api's data-export client), the stories fakes.
//
//   loading     `loadState` → ready · failure → failed ('retry' reads again)
//   ready       the latest request and when a new one is allowed are known; `request` → requesting;
//               while the latest is being prepared, reads again after `poll` (the e-mail's arrival shows)
//   requesting  `requestExport` → ready with the platform's new state; `notice` says whether it was
//               accepted or refused by the one-a-day limit · failure → ready with `notice: 'failed'`
//   failed      the state could not be read
import { assign, fromPromise, setup } from 'xstate'
import type { DataExportState } from './data-export'

/** How often a box whose archive is being prepared reads the state again. */
export const DATA_EXPORT_POLL_MS = 5000

export interface DataExportRequestAnswer {
  /** False when the one-a-day limit refused it (the state then says when to ask again). */
  accepted: boolean
  state: DataExportState
}

export type DataExportNotice = 'requested' | 'rateLimited' | 'failed' | null

export interface DataExportContext {
  state: DataExportState | null
  notice: DataExportNotice
}

export type DataExportEvent = { type: 'request' } | { type: 'retry' }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

export const dataExportMachine = setup({
  types: {
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
  },
  actors: {
    /** `GET /data-exports`. */
    loadState: fromPromise<DataExportState>(notProvided('loadState')),
    /** `POST /data-exports`: accepted, or refused by the limit, with the new state either way. */
    requestExport: fromPromise<DataExportRequestAnswer>(notProvided('requestExport')),
  },
  delays: { poll: DATA_EXPORT_POLL_MS },
  guards: {
    isPreparing: ({ context }) => context.state?.latest?.status === 'pending',
  },
}).createMachine({
  id: 'dataExport',
  context: { state: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadState',
        onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      initial: 'idle',
      on: { request: '.requesting' },
      states: {
        idle: {
          always: { guard: 'isPreparing', target: 'waiting' },
        },
        /** The archive is being prepared: read again after a while. */
        waiting: {
          after: { poll: 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'loadState',
            onDone: { target: 'idle', actions: assign({ state: ({ event }) => event.output }) },
            // A failed refresh keeps what is shown and tries again later.
            onError: 'waiting',
          },
        },
        requesting: {
          on: { request: {} },
          invoke: {
            src: 'requestExport',
            onDone: {
              target: 'idle',
              actions: assign({
                state: ({ event }) => event.output.state,
                notice: ({ event }) => (event.output.accepted ? 'requested' : 'rateLimited'),
              }),
            },
            onError: { target: 'idle', actions: assign({ notice: 'failed' }) },
          },
        },
      },
    },
  },
})
