import { describe, expect, it, vi } from 'vitest'
import { madeOnFirstUse } from './made-on-first-use'

/** A fake actor that records what happened to it, in order. */
function recordingActor(log: string[]) {
  return {
    start: () => void log.push('start'),
    stop: () => void log.push('stop'),
    send: (event: string) => void log.push(event),
  }
}

/** A module load the test settles when it wants. */
function deferredLoad() {
  const loads: Array<{ resolve: (module: string) => void; reject: (error: Error) => void }> = []
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        loads.push({ resolve, reject })
      }),
  )
  return { load, loads }
}

/** Lets every promise callback already due run (the holder's chains are a few steps long). */
async function settle() {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve()
}

describe('madeOnFirstUse', () => {
  it('loads nothing and makes nothing until a use asks for it; an event for a not-yet-made actor is dropped', async () => {
    const log: string[] = []
    const { load } = deferredLoad()
    const make = vi.fn(() => ({ actor: recordingActor(log) }))
    const holder = madeOnFirstUse(load, make, vi.fn())
    holder.ifMade((actor) => actor.send('navigation'))
    await settle()
    expect(load).not.toHaveBeenCalled()
    expect(make).not.toHaveBeenCalled()
    expect(holder.current()).toBeNull()
    expect(log).toEqual([])
  })

  it('loads once for the uses asked for while loading, starts the actor, then runs them in order', async () => {
    const log: string[] = []
    const { load, loads } = deferredLoad()
    const make = vi.fn((module: string) => ({ actor: recordingActor(log), module }))
    const holder = madeOnFirstUse(load, make, vi.fn())
    const watch = vi.fn()
    holder.subscribe(watch)
    holder.use((actor) => actor.send('open'))
    holder.ifMade((actor) => actor.send('navigation'))
    holder.use((actor) => actor.send('second'))
    expect(load).toHaveBeenCalledOnce()
    expect(log).toEqual([])
    loads[0]!.resolve('dialog module')
    await settle()
    expect(make).toHaveBeenCalledExactlyOnceWith('dialog module')
    expect(log).toEqual(['start', 'open', 'navigation', 'second'])
    expect(holder.current()?.module).toBe('dialog module')
    expect(watch).toHaveBeenCalledOnce()
    // Made: later uses reach the same actor, still in the order asked for, with no new load.
    holder.use((actor) => actor.send('third'))
    holder.ifMade((actor) => actor.send('ended'))
    await settle()
    expect(log).toEqual(['start', 'open', 'navigation', 'second', 'third', 'ended'])
    expect(load).toHaveBeenCalledOnce()
  })

  it('when the module does not arrive: says so once, makes nothing, and the next use loads again', async () => {
    const log: string[] = []
    const { load, loads } = deferredLoad()
    const failed = vi.fn()
    const holder = madeOnFirstUse(load, () => ({ actor: recordingActor(log) }), failed)
    holder.use((actor) => actor.send('open'))
    holder.ifMade((actor) => actor.send('navigation'))
    holder.use((actor) => actor.send('open twice'))
    loads[0]!.reject(new Error('offline'))
    await settle()
    expect(failed).toHaveBeenCalledOnce()
    expect(holder.current()).toBeNull()
    expect(log).toEqual([])
    holder.use((actor) => actor.send('open again'))
    expect(load).toHaveBeenCalledTimes(2)
    loads[1]!.resolve('dialog module')
    await settle()
    expect(log).toEqual(['start', 'open again'])
    expect(failed).toHaveBeenCalledOnce()
  })

  it('stop: a load under way makes nothing and its uses are dropped; a made actor is stopped and forgotten; the next use makes a new one', async () => {
    const log: string[] = []
    const { load, loads } = deferredLoad()
    const failed = vi.fn()
    const make = vi.fn(() => ({ actor: recordingActor(log) }))
    const holder = madeOnFirstUse(load, make, failed)
    const watch = vi.fn()
    holder.subscribe(watch)
    holder.use((actor) => actor.send('dropped'))
    holder.stop()
    loads[0]!.resolve('dialog module')
    await settle()
    expect(make).not.toHaveBeenCalled()
    expect(log).toEqual([])
    expect(failed).not.toHaveBeenCalled()
    expect(holder.current()).toBeNull()

    // Used again (React runs an effect's clean-up and then the effect again in development).
    holder.use((actor) => actor.send('open'))
    loads[1]!.resolve('dialog module')
    await settle()
    expect(log).toEqual(['start', 'open'])
    expect(watch).toHaveBeenCalledOnce()
    holder.stop()
    expect(log).toEqual(['start', 'open', 'stop'])
    expect(holder.current()).toBeNull()
    expect(watch).toHaveBeenCalledTimes(2)
    holder.ifMade((actor) => actor.send('ignored'))
    holder.use((actor) => actor.send('open anew'))
    loads[2]!.resolve('dialog module')
    await settle()
    expect(make).toHaveBeenCalledTimes(2)
    expect(log).toEqual(['start', 'open', 'stop', 'start', 'open anew'])
  })

  it('runs every use once, in the order asked for, whatever the order of uses, events and the load (every sequence of up to six steps)', async () => {
    type Step = 'use' | 'ifMade' | 'arrive'
    const steps: Step[] = ['use', 'ifMade', 'arrive']
    const sequences: Step[][] = [[]]
    for (let length = 0; length < 6; length += 1)
      for (const sequence of sequences.filter((s) => s.length === length))
        for (const step of steps) sequences.push([...sequence, step])
    for (const sequence of sequences) {
      const log: string[] = []
      const { load, loads } = deferredLoad()
      const holder = madeOnFirstUse(load, () => ({ actor: recordingActor(log) }), vi.fn())
      const expected: string[] = []
      let asked = false
      for (const [index, step] of sequence.entries()) {
        if (step === 'use') {
          asked = true
          expected.push(`use ${index}`)
          holder.use((actor) => actor.send(`use ${index}`))
        } else if (step === 'ifMade') {
          // Dropped before any use asked for the actor; kept in its place after.
          if (asked) expected.push(`event ${index}`)
          holder.ifMade((actor) => actor.send(`event ${index}`))
        } else {
          for (const pending of loads.splice(0)) pending.resolve('module')
          await settle()
        }
      }
      for (const pending of loads.splice(0)) pending.resolve('module')
      await settle()
      expect({ sequence, log }).toEqual({ sequence, log: asked ? ['start', ...expected] : [] })
      expect(load.mock.calls.length).toBe(asked ? 1 : 0)
    }
  })
})
