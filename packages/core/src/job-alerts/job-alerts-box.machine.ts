// 'Alertas de vagas' on /meu-perfil (docs/job-alerts.md): the candidate's alerts, each paused or resumed, its
// frequency changed or deleted in place. No text, no DOM: the site provides the actors (the platform's
// /v1/job-alerts through its proxy, with the signed-in session), the tests fakes.
//
//   loading  `loadAlerts` → ready with the list · failure → failed ('retry' reads again)
//   ready    each change runs on its own (`updateAlert` / `removeAlert`, one child per alert, named
//            `update.<id>` / `remove.<id>`), so two alerts can change at once; while it runs its id is in
//            `busy` and another change of that alert is ignored. The list takes the platform's answer (the
//            updated alert; a removed one leaves); a failure leaves the list as it was. `notice` says what
//            the last change did.
import { assign, fromPromise, setup, spawnChild } from 'xstate'
import type { JobAlertFrequency } from './job-alerts.rules'
import type { JobAlertView } from './job-alerts.schema'

export type JobAlertChange = { frequency: JobAlertFrequency } | { paused: boolean }

export type JobAlertsNotice = 'saved' | 'removed' | 'failed' | null

export interface JobAlertsBoxContext {
  alerts: JobAlertView[]
  /** Ids of the alerts whose change is under way. */
  busy: number[]
  notice: JobAlertsNotice
}

type ChangeDone = {
  type: `xstate.done.actor.${'update' | 'remove'}.${number}`
  output: unknown
  actorId: string
}
type ChangeError = {
  type: `xstate.error.actor.${'update' | 'remove'}.${number}`
  error: unknown
  actorId: string
}

export type JobAlertsBoxEvent =
  | { type: 'retry' }
  | { type: 'alert.frequency'; id: number; frequency: JobAlertFrequency }
  | { type: 'alert.pause'; id: number; paused: boolean }
  | { type: 'alert.remove'; id: number }

/** The alert a child named `update.<id>` / `remove.<id>` changes. */
const alertIdOf = (actorId: string) => Number(actorId.slice(actorId.indexOf('.') + 1))

export const jobAlertsBoxMachine = setup({
  types: {
    context: {} as JobAlertsBoxContext,
    events: {} as JobAlertsBoxEvent | ChangeDone | ChangeError,
  },
  actors: {
    loadAlerts: fromPromise<JobAlertView[]>(async () => {
      throw new Error('loadAlerts not provided')
    }),
    updateAlert: fromPromise<JobAlertView, { id: number; change: JobAlertChange }>(async () => {
      throw new Error('updateAlert not provided')
    }),
    removeAlert: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('removeAlert not provided')
    }),
  },
  guards: {
    isIdle: ({ context, event }) => !context.busy.includes((event as { id: number }).id),
  },
  actions: {
    markBusy: assign(({ context, event }) => ({
      busy: [...context.busy, (event as { id: number }).id],
      notice: null,
    })),
    spawnUpdate: spawnChild('updateAlert', {
      id: ({ event }) => `update.${(event as { id: number }).id}`,
      input: ({ event }) => {
        const e = event as Extract<JobAlertsBoxEvent, { type: 'alert.frequency' | 'alert.pause' }>
        return {
          id: e.id,
          change: e.type === 'alert.frequency' ? { frequency: e.frequency } : { paused: e.paused },
        }
      },
    }),
    // The list stays as it was.
    changeFailed: assign(({ context, event }) => {
      const id = alertIdOf((event as ChangeError).actorId)
      return { busy: context.busy.filter((x) => x !== id), notice: 'failed' as const }
    }),
    spawnRemove: spawnChild('removeAlert', {
      id: ({ event }) => `remove.${(event as { id: number }).id}`,
      input: ({ event }) => ({ id: (event as { id: number }).id }),
    }),
  },
}).createMachine({
  id: 'jobAlertsBox',
  context: { alerts: [], busy: [], notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAlerts',
        src: 'loadAlerts',
        onDone: { target: 'ready', actions: assign({ alerts: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'alert.frequency': { guard: 'isIdle', actions: ['markBusy', 'spawnUpdate'] },
        'alert.pause': { guard: 'isIdle', actions: ['markBusy', 'spawnUpdate'] },
        'alert.remove': { guard: 'isIdle', actions: ['markBusy', 'spawnRemove'] },
        'xstate.done.actor.update.*': {
          actions: assign(({ context, event }) => {
            const id = alertIdOf(event.actorId)
            const updated = event.output as JobAlertView
            return {
              alerts: context.alerts.map((alert) => (alert.id === id ? updated : alert)),
              busy: context.busy.filter((x) => x !== id),
              notice: 'saved' as const,
            }
          }),
        },
        'xstate.done.actor.remove.*': {
          actions: assign(({ context, event }) => {
            const id = alertIdOf(event.actorId)
            return {
              alerts: context.alerts.filter((alert) => alert.id !== id),
              busy: context.busy.filter((x) => x !== id),
              notice: 'removed' as const,
            }
          }),
        },
        'xstate.error.actor.update.*': { actions: 'changeFailed' },
        'xstate.error.actor.remove.*': { actions: 'changeFailed' },
      },
    },
  },
})
