// The SMS transport (docs/messages.md, "SMS"): the provider's HTTP interface, configured per deployment
// (SMS_URL, SMS_TOKEN). One request per message:
//   POST <SMS_URL>   Authorization: Bearer <SMS_TOKEN> · Idempotency-Key: <the message's key> ·
//                    Content-Type: application/json · { "to": "<digits>", "text": "<the SMS>" }
//   2xx accepted · 408, 429, 5xx or no answer: tried again later · any other 4xx: refused for good
// The provider must treat a repeated Idempotency-Key as the same SMS (a retried delivery carries the same
// key). Outside production, unset, it is the platform's stand-in (stand-ins/routes.ts, /dev/sms).
import type { BrandRegistry } from './brands.js'
import { PermanentDeliveryError, type Transport } from './contract.js'
import { renderSms } from './templates.js'

export interface SmsTransportOptions {
  url: string
  token: string
  brands: BrandRegistry
  /** How the request is made (tests); default the global fetch. */
  fetch?: typeof fetch
  /** The longest wait for the provider's answer. */
  timeoutMs?: number
}

/** The body the provider receives. */
export interface SmsRequest {
  to: string
  text: string
}

export function createSmsTransport(options: SmsTransportOptions): Transport {
  const request = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 15_000
  return async (message, signal) => {
    if (message.channel !== 'sms')
      throw new PermanentDeliveryError(`O transporte de SMS não envia ${message.channel}`)
    const body: SmsRequest = {
      to: message.to.replace(/\D/g, ''),
      text: renderSms(message.data.code, options.brands.get(message.brand)),
    }
    let response: Response
    try {
      response = await request(options.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token}`,
          'Idempotency-Key': message.idempotencyKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        redirect: 'error',
      })
    } catch (error) {
      // The cause names only the failure (the code travels in the body, never in the error).
      throw new Error(`SMS: o provedor não respondeu (${(error as Error).name})`)
    }
    await response.body?.cancel().catch(() => {})
    if (response.ok) return
    const reason = `SMS: o provedor respondeu ${response.status}`
    const retry = response.status === 408 || response.status === 429 || response.status >= 500
    if (!retry && response.status >= 400) throw new PermanentDeliveryError(reason)
    throw new Error(reason)
  }
}
