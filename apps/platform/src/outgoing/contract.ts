// The message road's contract (docs/messages.md): what a cause enqueues and what a channel's transport
// receives. The queue (outgoing/queue.ts) stores a message in the same transaction as its cause and hands
// it to the transport of its channel (outgoing/transports.ts) until it is sent, retried or dead.
import type { PushPayload } from '@carreiras/core'

/** Every message the platform sends, by template, with the values its template needs. */
export type OutgoingMessage =
  | Email<'password-recovery', { firstName: string; link: string }>
  | Email<'application-confirmed', { name: string; jobTitle: string }>
  | Email<
      'event-invitation',
      { name: string; typeEvent: 'interview' | 'group_dynamic'; jobTitle: string; link: string }
    >
  | Email<
      'hunting-invitation',
      { name: string; jobTitle: string | null; acceptLink: string; refuseLink: string; until: string }
    >
  | Email<'profile-update-request', { name: string; jobTitle: string | null; link: string; until: string }>
  | {
      channel: 'sms'
      template: 'sms-code'
      to: string
      data: { code: string }
      /** As an e-mail's: the brand whose words the SMS uses. */
      brand?: string | undefined
    }
  | { channel: 'push'; template: 'push'; to: string; data: { payload: PushPayload } }
  | Email<'data-export-ready', { name: string; link: string; until: string }>
  /**
   * A job the worker runs instead of a delivery ('Baixar meus dados': build the archive, then enqueue its
   * e-mail; data-export/service.ts). `to` is the person's e-mail, so removing the account removes it.
   */
  | { channel: 'job'; template: 'data-export'; to: string; data: { exportId: string } }

interface Email<T extends string, D> {
  channel: 'email'
  template: T
  /** The recipient's e-mail address. */
  to: string
  data: D
  /**
   * The brand whose site the person uses (its sender and overrides); unset = the platform's default. A
   * request's cause passes its GraphQL context's `brand`, a company's the brand of its company
   * (BrandRegistry.forCompany); docs/messages.md, "Brands".
   */
  brand?: string | undefined
}

export type Channel = OutgoingMessage['channel']
export type TemplateName = OutgoingMessage['template']

/** One stored message as a transport receives it. */
export type QueuedMessage = OutgoingMessage & {
  id: number
  /** Stable per message: a retried delivery carries the same key (Message-ID, the SMS provider's header). */
  idempotencyKey: string
  /** 1 on the first delivery. */
  attempt: number
}

/** Sends one message; resolves once the channel accepted it, throws otherwise (the queue retries). */
export type Transport = (message: QueuedMessage, signal: AbortSignal) => Promise<void>

/**
 * Thrown by a transport when another attempt cannot help (a push subscription gone, an address the server
 * refuses for good): the queue stops retrying at once.
 */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError'
}
