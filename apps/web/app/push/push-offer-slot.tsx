// Where the push offer goes (docs/push.md): after applying, on /inscricao-confirmada. This file is all the
// page carries at first; the offer's code (core's machine, the api's push client, the ui component) is a
// separate chunk, loaded only once the person is signed in and the browser has what push needs — service
// worker, PushManager, Notification — and has not blocked notifications.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useAccount } from '../account/account-bridge'

const PushOfferRuntime = lazy(() => import('./push-offer.client'))

export interface PushOfferSlotProps {
  /** The platform as the browser reaches it (the site's proxy) and the deployment's public client tokens. */
  platformUrl: string
  clientTokens: string[]
  className?: string
}

const noSubscription = () => () => {}

/** The browser could take push notifications and has not refused them. */
export function pushCapable(): boolean {
  return (
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    Notification.permission !== 'denied'
  )
}

export function PushOfferSlot({ platformUrl, clientTokens, className }: PushOfferSlotProps) {
  const { handles, status, user } = useAccount()
  const capable = useSyncExternalStore(noSubscription, pushCapable, () => false)
  const userId = handles?.userId() ?? null
  if (!capable || !handles || status !== 'ready' || !user || userId === null || clientTokens.length === 0)
    return null
  return (
    <Suspense fallback={null}>
      <PushOfferRuntime
        handles={handles}
        userId={userId}
        platformUrl={platformUrl}
        clientTokens={clientTokens}
        {...(className ? { className } : {})}
      />
    </Suspense>
  )
}
