import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { connectInternalOpenings } from './internal-openings.connect'
import {
  internalOpeningsMachine,
  type InternalOpeningsLoadInput,
  type InternalOpeningsRequest,
} from './internal-openings.machine'

interface Pending {
  input: InternalOpeningsLoadInput
  signal: AbortSignal
  resolve: (value: unknown) => void
  reject: (reason: unknown) => void
}

/** The machine with a `load` the test answers by hand. */
function start() {
  const pending: Pending[] = []
  const actor = createActor(
    internalOpeningsMachine.provide({
      actors: {
        load: fromPromise<unknown, InternalOpeningsLoadInput>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => pending.push({ input, signal, resolve, reject })),
        ),
      },
    }),
  ).start()
  const view = () => connectInternalOpenings<{ title: string }>(actor.getSnapshot())
  return { actor, pending, view }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const list: InternalOpeningsRequest = { kind: 'list' }

describe('internal openings', () => {
  it('waits for a session, then loads with it and shows the answer', async () => {
    const { actor, pending, view } = start()
    expect(view().status).toBe('idle')
    expect(view().isAsked(list)).toBe(false)
    actor.send({ type: 'request', request: list, authorization: 'Bearer a' })
    expect(view().status).toBe('loading')
    expect(view().isAsked(list)).toBe(true)
    expect(pending[0]?.input).toEqual({ request: list, authorization: 'Bearer a' })
    pending[0]?.resolve({ title: 'Analista' })
    await settle()
    expect(view().status).toBe('ready')
    expect(view().dataFor(list)).toEqual({ title: 'Analista' })
  })

  it('fails when the load fails, and holds no answer', async () => {
    const { actor, pending, view } = start()
    actor.send({ type: 'request', request: { kind: 'detail', id: 7 }, authorization: 'Bearer a' })
    pending[0]?.reject(new Error('HTTP 404'))
    await settle()
    expect(view().status).toBe('failed')
    expect(view().data).toBeNull()
    expect(view().dataFor({ kind: 'detail', id: 7 })).toBeNull()
  })

  it('a new request stops the one in flight: its answer is never shown', async () => {
    const { actor, pending, view } = start()
    actor.send({ type: 'request', request: { kind: 'detail', id: 1 }, authorization: 'Bearer a' })
    actor.send({ type: 'request', request: { kind: 'detail', id: 2 }, authorization: 'Bearer a' })
    expect(pending[0]?.signal.aborted).toBe(true)
    pending[0]?.resolve({ title: 'first' })
    await settle()
    expect(view().status).toBe('loading')
    expect(view().dataFor({ kind: 'detail', id: 1 })).toBeNull()
    pending[1]?.resolve({ title: 'second' })
    await settle()
    expect(view().dataFor({ kind: 'detail', id: 2 })).toEqual({ title: 'second' })
    expect(view().dataFor({ kind: 'detail', id: 1 })).toBeNull()
  })

  it('whatever the order of requests and answers, only the last request’s answer is shown', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (ids, order) => {
          const { actor, pending, view } = start()
          for (const id of ids)
            actor.send({ type: 'request', request: { kind: 'detail', id }, authorization: 'Bearer a' })
          const indexes = pending.map((_, i) => i)
          for (const pick of order) {
            if (indexes.length === 0) break
            const [index] = indexes.splice(pick % indexes.length, 1)
            pending[index!]?.resolve({ title: `answer ${index}` })
          }
          for (const index of indexes) pending[index]?.resolve({ title: `answer ${index}` })
          await settle()
          const last = ids[ids.length - 1]!
          expect(view().dataFor({ kind: 'detail', id: last })).toEqual({ title: `answer ${ids.length - 1}` })
          expect(view().request).toEqual({ kind: 'detail', id: last })
        },
      ),
      { numRuns: 50 },
    )
  })
})

describe('internal openings, asked again', () => {
  it('a renewed session asking the same keeps the answer shown until the new one comes', async () => {
    const { actor, pending, view } = start()
    actor.send({ type: 'request', request: list, authorization: 'Bearer a' })
    pending[0]?.resolve({ title: 'old' })
    await settle()
    actor.send({ type: 'request', request: list, authorization: 'Bearer b' })
    expect(pending[1]?.input.authorization).toBe('Bearer b')
    expect(view().status).toBe('ready')
    expect(view().dataFor(list)).toEqual({ title: 'old' })
    pending[1]?.resolve({ title: 'new' })
    await settle()
    expect(view().dataFor(list)).toEqual({ title: 'new' })
  })

  it('another opening drops the last answer at once', async () => {
    const { actor, pending, view } = start()
    actor.send({ type: 'request', request: { kind: 'detail', id: 1 }, authorization: 'Bearer a' })
    pending[0]?.resolve({ title: 'one' })
    await settle()
    actor.send({ type: 'request', request: { kind: 'detail', id: 2 }, authorization: 'Bearer a' })
    expect(view().status).toBe('loading')
    expect(view().data).toBeNull()
  })
})
