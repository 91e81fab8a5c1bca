// The e-mail transport (docs/messages.md, "E-mail"): Nodemailer over SMTP (SMTP_URL, or the local mail
// server outside production). Each message is rendered from its template in its brand (templates.tsx,
// brands.ts), sent from the brand's sender with a Message-ID made of the message's idempotency key (a
// retried delivery carries the same one, so a mail reader shows a duplicate once), and, when the template
// is optional, with one-click unsubscribe headers (RFC 8058). A refusal the server means for good (5xx) ends
// the retries; anything else (no connection, 4xx) is thrown for the queue to try again later.
import nodemailer from 'nodemailer'
import type { BrandRegistry } from './brands.js'
import { PermanentDeliveryError, type QueuedMessage, type Transport } from './contract.js'
import { OPTIONAL_TEMPLATES, renderEmail, type EmailTemplateName } from './templates.js'

export interface EmailTransportOptions {
  smtpUrl: string
  brands: BrandRegistry
  /**
   * The one-click unsubscribe address of an optional message (built from PUBLIC_URL, never a request's
   * Host), or null when the message has none.
   */
  unsubscribeUrl?: (message: QueuedMessage & { channel: 'email' }) => string | null
  /** Which templates are optional (OPTIONAL_TEMPLATES; the tests name others). */
  optional?: (template: EmailTemplateName) => boolean
}

export interface EmailTransport {
  send: Transport
  close(): void
}

/** A Message-ID from the idempotency key: the same key gives the same ID, any key gives a valid one. */
export function messageIdFor(idempotencyKey: string, domain: string): string {
  const local = idempotencyKey.replace(
    /[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g,
    (char) => `=${char.codePointAt(0)!.toString(16).toUpperCase().padStart(2, '0')}`,
  )
  return `<${local}@${domain}>`
}

/** An optional message's own unsubscribe address, when its values carry one (the job alerts' digest). */
function unsubscribeUrlOfData(message: QueuedMessage & { channel: 'email' }): string | null {
  const url = (message.data as { unsubscribeUrl?: unknown }).unsubscribeUrl
  return typeof url === 'string' && url !== '' ? url : null
}

/** The RFC 8058 headers of an optional message. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/** SMTP's permanent refusals (5xx) and the messages Nodemailer itself cannot build. */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown }
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600
  return code === 'EENVELOPE' || code === 'EMESSAGE'
}

/** The failure without what it may carry of the message (addresses, links): the code and status only. */
function describe(error: unknown): string {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown }
  return [
    'SMTP',
    typeof code === 'string' ? code : null,
    typeof responseCode === 'number' ? String(responseCode) : null,
  ]
    .filter(Boolean)
    .join(' ')
}

export function createEmailTransport(options: EmailTransportOptions): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    // A few connections kept open: the queue's workers send in parallel (docs/operations.md's figures).
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const optional = options.optional ?? ((template) => OPTIONAL_TEMPLATES[template])

  const send: Transport = async (message, signal) => {
    if (message.channel !== 'email')
      throw new PermanentDeliveryError(`O transporte de e-mail não envia ${message.channel}`)
    const brand = options.brands.get(message.brand)
    const unsubscribeUrl = optional(message.template)
      ? (options.unsubscribeUrl ?? unsubscribeUrlOfData)(message)
      : null
    const rendered = await renderEmail(message, brand, unsubscribeUrl ? { unsubscribeUrl } : {})
    signal.throwIfAborted()
    try {
      await transporter.sendMail({
        from: brand.from,
        to: message.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: messageIdFor(message.idempotencyKey, brand.domain),
        headers: unsubscribeUrl ? unsubscribeHeaders(unsubscribeUrl) : {},
      })
    } catch (error) {
      const reason = describe(error)
      if (isPermanent(error)) throw new PermanentDeliveryError(reason)
      throw new Error(reason, { cause: error })
    }
  }

  return { send, close: () => transporter.close() }
}
