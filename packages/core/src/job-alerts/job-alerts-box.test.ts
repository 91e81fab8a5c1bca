import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ptBR } from '../messages/pt-BR'
import { connectJobAlertsBox } from './job-alerts-box.connect'
import { jobAlertsBoxMachine, type JobAlertChange } from './job-alerts-box.machine'
import type { JobAlertView } from './job-alerts.schema'

const texts = ptBR.jobAlerts

const alert = (id: number, search: string, extra: Partial<JobAlertView> = {}): JobAlertView => ({
  id,
  search,
  frequency: 'daily',
  status: 'active',
  createdAt: '2026-12-01T12:00:00.000Z',
  ...extra,
})
const list = [alert(1, 'term=analista&state=SP'), alert(2, '', { frequency: 'weekly', status: 'paused' })]

type Settle = { resolve(v?: unknown): void; reject(e: unknown): void }

/** Fakes whose answers the test settles: `changes` keeps each change's request and its settle handles. */
function start(load: () => Promise<JobAlertView[]> = async () => list) {
  const changes: { id: number; change: JobAlertChange | 'remove'; settle: Settle }[] = []
  const deferred = (id: number, change: JobAlertChange | 'remove') =>
    new Promise<never>((resolve, reject) => {
      changes.push({ id, change, settle: { resolve: resolve as (v?: unknown) => void, reject } })
    })
  const actor = createActor(
    jobAlertsBoxMachine.provide({
      actors: {
        loadAlerts: fromPromise(load),
        updateAlert: fromPromise<JobAlertView, { id: number; change: JobAlertChange }>(({ input }) =>
          deferred(input.id, input.change),
        ),
        removeAlert: fromPromise<unknown, { id: number }>(({ input }) => deferred(input.id, 'remove')),
      },
    }),
  ).start()
  return { actor, changes }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const viewOf = (actor: ReturnType<typeof start>['actor']) =>
  connectJobAlertsBox(actor.getSnapshot(), actor.send, texts)

describe('the job alerts box', () => {
  it('loads the alerts, each as it reads with its link to the search', async () => {
    const { actor } = start()
    expect(viewOf(actor).status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    const view = viewOf(actor)
    expect(view.status).toBe('ready')
    expect(view.alerts).toEqual([
      {
        id: 1,
        summary: '“analista” · SP',
        href: '/vagas?term=analista&state=SP',
        frequency: 'daily',
        paused: false,
      },
      { id: 2, summary: texts.create.allOpenings, href: '/vagas', frequency: 'weekly', paused: true },
    ])
    expect(view.busy).toEqual([])
    expect(view.notice).toBeNull()
  })

  it('a failed read offers a retry that reads again', async () => {
    let fail = true
    const { actor } = start(async () => {
      if (fail) throw new Error('offline')
      return list
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(viewOf(actor).status).toBe('failed')
    fail = false
    viewOf(actor).onRetry()
    expect(viewOf(actor).status).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(viewOf(actor).alerts).toHaveLength(2)
  })

  it("a change takes the platform's answer and says it was saved; a removal takes the alert out", async () => {
    const { actor, changes } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    viewOf(actor).onFrequency(1, 'weekly')
    expect(changes[0]).toMatchObject({ id: 1, change: { frequency: 'weekly' } })
    expect(viewOf(actor).busy).toEqual([1])
    changes[0]!.settle.resolve(alert(1, 'term=analista&state=SP', { frequency: 'weekly' }))
    await waitFor(actor, (s) => s.context.busy.length === 0)
    expect(viewOf(actor).alerts[0]!.frequency).toBe('weekly')
    expect(viewOf(actor).notice).toEqual({ kind: 'saved' })

    viewOf(actor).onPause(1, true)
    expect(changes[1]).toMatchObject({ id: 1, change: { paused: true } })
    // A new change clears the last notice until it answers.
    expect(viewOf(actor).notice).toBeNull()
    changes[1]!.settle.resolve(alert(1, 'term=analista&state=SP', { frequency: 'weekly', status: 'paused' }))
    await waitFor(actor, (s) => s.context.busy.length === 0)
    expect(viewOf(actor).alerts[0]!.paused).toBe(true)

    viewOf(actor).onRemove(2)
    expect(changes[2]).toMatchObject({ id: 2, change: 'remove' })
    changes[2]!.settle.resolve()
    await waitFor(actor, (s) => s.context.busy.length === 0)
    expect(viewOf(actor).alerts.map((a) => a.id)).toEqual([1])
    expect(viewOf(actor).notice).toEqual({ kind: 'removed' })
  })

  it('changes on two alerts run at once, both busy; one failing leaves the list as it was', async () => {
    const { actor, changes } = start()
    await waitFor(actor, (s) => s.matches('ready'))
    viewOf(actor).onPause(1, true)
    viewOf(actor).onRemove(2)
    expect(viewOf(actor).busy).toEqual([1, 2])
    // A second change of a busy alert is ignored.
    viewOf(actor).onFrequency(1, 'weekly')
    expect(changes).toHaveLength(2)

    changes[1]!.settle.reject(new Error('HTTP 500'))
    await waitFor(actor, (s) => !s.context.busy.includes(2))
    expect(viewOf(actor).busy).toEqual([1])
    expect(viewOf(actor).notice).toEqual({ kind: 'failed' })
    expect(actor.getSnapshot().context.alerts).toEqual(list)

    changes[0]!.settle.reject(new Error('HTTP 500'))
    await waitFor(actor, (s) => s.context.busy.length === 0)
    expect(actor.getSnapshot().context.alerts).toEqual(list)
    expect(viewOf(actor).notice).toEqual({ kind: 'failed' })
  })

  it('busy is exactly the alerts whose change has not answered, after any sequence of changes and answers', async () => {
    const ids = [1, 2, 3]
    const step = fc.oneof(
      fc.record({ kind: fc.constantFrom('frequency', 'pause', 'remove'), id: fc.constantFrom(...ids) }),
      fc.record({ kind: fc.constantFrom('ok', 'fail'), index: fc.nat(5) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { actor, changes } = start(async () => ids.map((id) => alert(id, `term=t${id}`)))
        await waitFor(actor, (s) => s.matches('ready'))
        const pending: (typeof changes)[number][] = []
        let alive = new Set(ids)
        const expected = new Set<number>()
        for (const s of steps) {
          if ('id' in s) {
            const before = changes.length
            if (s.kind === 'frequency') actor.send({ type: 'alert.frequency', id: s.id, frequency: 'weekly' })
            else if (s.kind === 'pause') actor.send({ type: 'alert.pause', id: s.id, paused: true })
            else actor.send({ type: 'alert.remove', id: s.id })
            if (changes.length > before) pending.push(changes[changes.length - 1]!)
            else expect(expected.has(s.id)).toBe(true)
            expected.add(s.id)
          } else if (pending.length) {
            const [done] = pending.splice(s.index % pending.length, 1)
            if (s.kind === 'ok')
              done!.settle.resolve(
                done!.change === 'remove' ? undefined : alert(done!.id, `term=t${done!.id}`),
              )
            else done!.settle.reject(new Error('x'))
            await flush()
            expected.delete(done!.id)
            if (s.kind === 'ok' && done!.change === 'remove')
              alive = new Set([...alive].filter((x) => x !== done!.id))
          }
          expect(new Set(actor.getSnapshot().context.busy)).toEqual(expected)
          expect(actor.getSnapshot().context.busy).toHaveLength(expected.size)
          expect(actor.getSnapshot().context.alerts.map((a) => a.id)).toEqual(
            ids.filter((id) => alive.has(id)),
          )
        }
        actor.stop()
      }),
      { numRuns: 60 },
    )
  })

  it('every state is reachable', () => {
    const answers = [
      { type: 'xstate.done.actor.loadAlerts', output: list },
      { type: 'xstate.error.actor.loadAlerts', error: new Error('x') },
    ] as unknown as { type: 'retry' }[]
    const paths = getShortestPaths(jobAlertsBoxMachine, { events: [{ type: 'retry' }, ...answers] })
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['loading', 'ready', 'failed']))
  })
})
