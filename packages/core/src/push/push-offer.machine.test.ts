import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { connectPushOffer } from './push-offer.connect'
import { pushOfferMachine, type PermissionAnswer, type PushDetection } from './push-offer.machine'

interface Options {
  detection?: PushDetection
  key?: () => Promise<string>
  permission?: PermissionAnswer
  subscribe?: () => Promise<void>
}

function start({
  detection = { support: 'default', subscribed: false },
  key = async () => 'BKEY',
  permission = 'granted',
  subscribe = async () => undefined,
}: Options = {}) {
  const calls: unknown[] = []
  const actor = createActor(
    pushOfferMachine.provide({
      actors: {
        detectPush: fromPromise(async () => detection),
        loadPublicKey: fromPromise(key),
        requestPermission: fromPromise(async () => permission),
        subscribePush: fromPromise(async ({ input }) => {
          calls.push(input)
          return subscribe()
        }),
        unsubscribePush: fromPromise(async ({ input }) => {
          calls.push({ off: input })
        }),
      },
    }),
    { input: { userId: 7 } },
  )
  actor.start()
  const view = () => connectPushOffer(actor.getSnapshot(), actor.send)
  return { actor, calls, view }
}

const settle = (actor: ReturnType<typeof start>['actor'], state: string) =>
  waitFor(actor, (s) => s.matches(state as never))

describe('pushOfferMachine', () => {
  it('offers once the browser can and the platform has a key, then subscribes with both', async () => {
    const { actor, calls, view } = start()
    await settle(actor, 'idle')
    expect(view().status).toBe('idle')
    view().onEnable()
    await settle(actor, 'on')
    expect(calls).toEqual([{ publicKey: 'BKEY', userId: 7 }])
    expect(view()).toMatchObject({ status: 'on', busy: false, error: null })
    view().onDisable()
    await settle(actor, 'off')
    expect(calls[1]).toEqual({ off: { userId: 7 } })
  })

  it.each([
    { support: 'unsupported', subscribed: false },
    { support: 'denied', subscribed: false },
    { support: 'granted', subscribed: true },
  ] as PushDetection[])('shows nothing when %o', async (detection) => {
    const { actor, view } = start({ detection })
    await settle(actor, 'hidden')
    expect(view().status).toBe('hidden')
  })

  it('shows nothing when the platform has push off', async () => {
    const { actor } = start({ key: () => Promise.reject(new Error('404')) })
    await settle(actor, 'hidden')
  })

  it('explains a refusal, and goes back to the offer when the prompt is closed', async () => {
    const denied = start({ permission: 'denied' })
    await settle(denied.actor, 'idle')
    denied.view().onEnable()
    await settle(denied.actor, 'denied')
    expect(denied.view().status).toBe('denied')

    const closed = start({ permission: 'default' })
    await settle(closed.actor, 'idle')
    closed.view().onEnable()
    await settle(closed.actor, 'idle')
    expect(closed.calls).toEqual([])
  })

  it('says what failed and lets the person retry', async () => {
    let fail = true
    const { actor, view } = start({
      subscribe: async () => {
        if (fail) throw Object.assign(new Error('x'), { code: 'NETWORK' })
      },
    })
    await settle(actor, 'idle')
    view().onEnable()
    await settle(actor, 'error')
    expect(view().error).toBe(
      'Algo deu errado ao ativar as notificações. Verifique sua conexão e tente novamente.',
    )
    fail = false
    view().onEnable()
    await settle(actor, 'on')
  })

  it('asks for a new login when the session ended', async () => {
    const { actor, view } = start({
      subscribe: async () => {
        throw Object.assign(new Error('x'), { code: 'UNAUTHORIZED' })
      },
    })
    await settle(actor, 'idle')
    view().onEnable()
    await settle(actor, 'error')
    expect(view().error).toBe('Sua sessão expirou. Entre novamente para ativar as notificações.')
  })

  it('hides for good on "Agora não"', async () => {
    const { actor, view } = start()
    await settle(actor, 'idle')
    view().onDismiss()
    expect(actor.getSnapshot().status).toBe('done')
  })
})
