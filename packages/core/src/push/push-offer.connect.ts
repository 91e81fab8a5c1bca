// The push offer's connect layer: the machine's snapshot and `send` become what the ui's PushOffer shows
// and calls (packages/ui push-offer). `status` 'hidden' draws nothing.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import type { PushOfferEvent, pushOfferMachine } from './push-offer.machine'

type Snapshot = SnapshotFrom<typeof pushOfferMachine>
type Send = (event: PushOfferEvent) => void

export type PushOfferMessages = Messages['push']['offer']

export type PushOfferStatus = 'hidden' | 'idle' | 'asking' | 'subscribing' | 'on' | 'off' | 'denied' | 'error'

export interface PushOfferView {
  status: PushOfferStatus
  /** A request is under way (asking the browser, subscribing, turning off): the buttons wait. */
  busy: boolean
  /** The message of a failure ('error'): said in a role=alert. */
  error: string | null
  onEnable(): void
  onDismiss(): void
  onDisable(): void
}

export function pushOfferStatusOf(snapshot: Snapshot): PushOfferStatus {
  if (snapshot.matches('idle')) return 'idle'
  if (snapshot.matches('asking')) return 'asking'
  if (snapshot.matches('subscribing')) return 'subscribing'
  if (snapshot.matches('on') || snapshot.matches('unsubscribing')) return 'on'
  if (snapshot.matches('off')) return 'off'
  if (snapshot.matches('denied')) return 'denied'
  if (snapshot.matches('error')) return 'error'
  return 'hidden'
}

export function connectPushOffer(
  snapshot: Snapshot,
  send: Send,
  messages: PushOfferMessages = ptBR.push.offer,
): PushOfferView {
  const status = pushOfferStatusOf(snapshot)
  const { failure } = snapshot.context
  return {
    status,
    busy: snapshot.matches('asking') || snapshot.matches('subscribing') || snapshot.matches('unsubscribing'),
    error: status === 'error' ? (failure === 'session' ? messages.sessionError : messages.error) : null,
    onEnable: () => send({ type: 'enable' }),
    onDismiss: () => send({ type: 'dismiss' }),
    onDisable: () => send({ type: 'disable' }),
  }
}
