import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { connectNoExperience, noExperienceSaved } from './no-experience.connect'
import { noExperienceMachine, type NoExperienceEvent } from './no-experience.machine'

function start(
  saved: boolean,
  { read, save }: { read?: () => Promise<boolean>; save?: () => Promise<void> } = {},
) {
  const calls: boolean[] = []
  const machine = noExperienceMachine.provide({
    actors: {
      read: fromPromise(async () => (read ? read() : saved)),
      save: fromPromise(async ({ input }) => {
        calls.push(input.value)
        if (save) await save()
      }),
    },
  })
  const actor = createActor(machine).start()
  const view = () => connectNoExperience(actor.getSnapshot(), actor.send)
  const idle = () => waitFor(actor, (s) => s.matches('idle'))
  return { actor, view, calls, idle }
}

describe("'Não possuo experiência profissional' on the profile", () => {
  it('shows the saved value once read (disabled until then)', async () => {
    const { view, idle } = start(true)
    expect(view()).toMatchObject({
      disabled: true,
      checked: false,
      label: 'Não possuo experiência profissional',
    })
    await idle()
    expect(view()).toMatchObject({ disabled: false, checked: true, alert: null })
  })

  it('the saved flag (what the empty-profile rule counts) moves only when the platform took the change', async () => {
    let finish = () => {}
    const { actor, view, idle } = start(false, { save: () => new Promise<void>((r) => (finish = r)) })
    await idle()
    view().onChange(true)
    expect(view().checked).toBe(true)
    expect(noExperienceSaved(actor.getSnapshot())).toBe(false)
    finish()
    await idle()
    expect(noExperienceSaved(actor.getSnapshot())).toBe(true)
  })

  it('saves each change at once, showing the new value while it saves', async () => {
    let finish = () => {}
    const { view, calls, idle, actor } = start(false, { save: () => new Promise<void>((r) => (finish = r)) })
    await idle()
    view().onChange(true)
    expect(view()).toMatchObject({ checked: true, busy: true, disabled: false })
    // No other change while it saves.
    view().onChange(false)
    expect(calls).toEqual([true])
    finish()
    await idle()
    expect(actor.getSnapshot().context.saved).toBe(true)
    expect(view()).toMatchObject({ checked: true, busy: false, alert: null })
  })

  it('a failed save puts back the saved value with Uoops', async () => {
    const { view, idle } = start(false, {
      save: async () => {
        throw new Error('PLATFORM_ERROR')
      },
    })
    await idle()
    view().onChange(true)
    await idle()
    expect(view().checked).toBe(false)
    expect(view().alert).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: 'Ocorreu um erro ao salvar suas informações',
    })
    view().onAlertDismiss()
    expect(view().alert).toBeNull()
  })

  it('the same value again saves nothing', async () => {
    const { view, calls, idle } = start(true)
    await idle()
    view().onChange(true)
    expect(calls).toEqual([])
  })

  it('a failed read keeps the checkbox disabled and offers to try again', async () => {
    let fail = true
    const { actor, view } = start(false, {
      read: async () => {
        if (fail) throw new Error('NETWORK')
        return true
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ disabled: true, retry: { label: 'Tentar novamente' } })
    fail = false
    view().retry?.onRetry()
    await waitFor(actor, (s) => s.matches('idle'))
    expect(view()).toMatchObject({ checked: true, retry: null })
  })
})

describe('no-experience machine graph', () => {
  const events: NoExperienceEvent[] = [
    { type: 'xstate.done.actor.read', output: false } as unknown as NoExperienceEvent,
    { type: 'xstate.done.actor.read', output: true } as unknown as NoExperienceEvent,
    { type: 'xstate.error.actor.read', error: new Error('x') } as unknown as NoExperienceEvent,
    { type: 'flag.retry' },
    { type: 'flag.change', value: true },
    { type: 'flag.change', value: false },
    { type: 'xstate.done.actor.save' } as unknown as NoExperienceEvent,
    { type: 'xstate.error.actor.save', error: new Error('x') } as unknown as NoExperienceEvent,
    { type: 'alert.dismiss' },
  ]
  const serializeState = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context])

  it('reaches every state; from each, idle is reachable; the shown value equals the saved one when idle', () => {
    const paths = getShortestPaths(noExperienceMachine, { events, serializeState })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect([...reached].sort()).toEqual(['"failed"', '"idle"', '"loading"', '"saving"'])
    for (const path of paths) {
      if (path.state.matches('idle')) expect(path.state.context.value).toBe(path.state.context.saved)
      const onward = getShortestPaths(noExperienceMachine, { events, serializeState, fromState: path.state })
      expect(onward.some((p) => p.state.matches('idle'))).toBe(true)
    }
  })
})
