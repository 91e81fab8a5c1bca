// The push offer's runtime (loaded by push-offer-slot.tsx): core's push-offer machine with its actors —
// the browser's side (permission, service worker, pushManager) and the platform's (the api's push client,
// through the site's same-origin proxy, with the signed-in session) — drawn by the design system's PushOffer.
// Nothing is kept in browser storage: the browser keeps its own subscription, the platform the rest.
import { createPushClient, isPlatformError } from '@carreiras/api'
import {
  base64UrlToBytes,
  connectPushOffer,
  PUSH_SERVICE_WORKER_PATH,
  pushOfferMachine,
  pushSubscriptionSchema,
  pushSupportOf,
  sessionRecord,
  type PermissionAnswer,
  type PushDetection,
} from '@carreiras/core'
import { PushOffer } from '@carreiras/ui/push-offer'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'

/** How long the service worker may take to become active. */
const READY_TIMEOUT_MS = 10_000

interface Props {
  handles: AccountHandles
  userId: number
  platformUrl: string
  clientTokens: string[]
  className?: string
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_PATH, { scope: '/' })
  // pushManager.subscribe needs an active worker.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('service worker not active')), READY_TIMEOUT_MS),
    ),
  ])
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/')
  return (await existing?.pushManager.getSubscription()) ?? null
}

export default function PushOfferRuntime({ handles, userId, platformUrl, clientTokens, className }: Props) {
  const messages = useMessages()
  const machine = useMemo(() => {
    const client = createPushClient({
      apiUrl: platformUrl,
      clientTokens,
      getSession: () => {
        const record = sessionRecord(handles.session.getSnapshot())
        return record ? { token: record.token, userId: record.userId } : null
      },
    })
    return pushOfferMachine.provide({
      actors: {
        detectPush: fromPromise<PushDetection>(async () => {
          const support = pushSupportOf({ navigator, window, permission: Notification.permission })
          if (support === 'unsupported' || support === 'denied') return { support, subscribed: false }
          return { support, subscribed: (await currentSubscription()) !== null }
        }),
        loadPublicKey: fromPromise(() => client.publicKey()),
        requestPermission: fromPromise<PermissionAnswer>(async () => {
          const answer = await Notification.requestPermission()
          return answer === 'granted' || answer === 'denied' ? answer : 'default'
        }),
        subscribePush: fromPromise<void, { publicKey: string; userId: number }>(async ({ input }) => {
          const registered = await registration()
          const applicationServerKey = base64UrlToBytes(input.publicKey)!
          const subscribe = () =>
            registered.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: applicationServerKey.buffer as ArrayBuffer,
            })
          let subscription: PushSubscription
          try {
            subscription = await subscribe()
          } catch (error) {
            // A subscription made with another key (the platform's key changed): replace it.
            const old = await registered.pushManager.getSubscription()
            if (!old) throw error
            await old.unsubscribe()
            subscription = await subscribe()
          }
          try {
            await client.register(pushSubscriptionSchema.parse(subscription.toJSON()), input.userId)
          } catch (error) {
            // This browser's subscription is another person's (someone else turned notifications on here
            // and has not turned them off): the platform keeps it theirs. Only this browser can end it at the
            // push service — the other person's notifications stop reaching a browser they left — and a new
            // one is this person's (docs/push.md, "A browser that changes hands").
            if (!isPlatformError(error) || error.code !== 'ALREADY_REGISTERED') throw error
            await subscription.unsubscribe()
            subscription = await subscribe()
            await client.register(pushSubscriptionSchema.parse(subscription.toJSON()), input.userId)
          }
        }),
        unsubscribePush: fromPromise<void, { userId: number }>(async ({ input }) => {
          const subscription = await currentSubscription()
          if (!subscription) return
          await client.unregister(subscription.endpoint, input.userId)
          await subscription.unsubscribe()
        }),
      },
    })
  }, [handles, platformUrl, clientTokens])
  const actor = useActorRef(machine, { input: { userId } })
  const snapshot = useSelector(actor, (s) => s)
  const view = connectPushOffer(snapshot, actor.send, messages.push.offer)
  return (
    <PushOffer
      status={view.status}
      busy={view.busy}
      error={view.error}
      onEnable={view.onEnable}
      onDismiss={view.onDismiss}
      onDisable={view.onDisable}
      messages={messages.push.offer}
      {...(className ? { className } : {})}
    />
  )
}
