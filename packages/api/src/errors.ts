import { isErrorCode, type ClientErrorCode, type ErrorCode } from '@carreiras/core'

/**
 * `ErrorCode`: a platform error's `extensions.code` (docs/decisions.md, "Errors carry a code"). The others are raised on this side:
 * `NETWORK` (no answer), `BAD_RESPONSE` (an answer that cannot be opened or parsed), `TRANSPORT`
 * (the platform refused the request before running it: 4xx/5xx with a plain JSON body).
 */
export type PlatformErrorCode = ErrorCode | ClientErrorCode

export interface PlatformErrorOptions {
  status?: number
  path?: readonly (string | number)[]
  extensions?: Readonly<Record<string, unknown>>
  cause?: unknown
  /**
   * The platform could not be reached (a refused or broken connection, not a timeout or an abort): the
   * request may have run or not, so only an idempotent operation is sent again (transport/client.ts).
   */
  unreachable?: boolean
}

export class PlatformError extends Error {
  override name = 'PlatformError'
  readonly code: PlatformErrorCode
  readonly status?: number
  readonly path?: readonly (string | number)[]
  readonly extensions?: Readonly<Record<string, unknown>>
  /** See `PlatformErrorOptions.unreachable`. */
  readonly unreachable?: boolean

  constructor(message: string, code: PlatformErrorCode, options: PlatformErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    if (options.status !== undefined) this.status = options.status
    if (options.path !== undefined) this.path = options.path
    if (options.extensions !== undefined) this.extensions = options.extensions
    if (options.unreachable) this.unreachable = true
  }
}

/** The sealed channel failed: wrong prefix, bad encoding, truncated input or failed authentication. */
export class TransportError extends PlatformError {
  override name = 'TransportError'
  declare readonly code: 'TRANSPORT'

  constructor(message: string, options: PlatformErrorOptions = {}) {
    super(message, 'TRANSPORT', options)
  }
}

/**
 * The platform is busy with other sign-ins and sign-ups (HTTP 429): it did not run the request, and asks to
 * be called again in `retryAfterSeconds` (its Retry-After). docs/wire-format.md, "Answers that are not sealed".
 */
export class PlatformBusyError extends PlatformError {
  override name = 'PlatformBusyError'
  declare readonly code: 'BUSY'
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterSeconds: number, options: PlatformErrorOptions = {}) {
    super(message, 'BUSY', options)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export function isPlatformBusyError(error: unknown): error is PlatformBusyError {
  return error instanceof PlatformBusyError
}

/** When no usable Retry-After came with a 429: try again in this many seconds. */
export const DEFAULT_RETRY_AFTER_SECONDS = 5
/** The longest wait a Retry-After may ask of the person (a date far away, a huge number). */
export const MAX_RETRY_AFTER_SECONDS = 120

/**
 * Seconds from a Retry-After value: a number of seconds, or an HTTP date (RFC 9110); rounded up, at least
 * 1 and at most MAX_RETRY_AFTER_SECONDS; DEFAULT_RETRY_AFTER_SECONDS when missing or unreadable.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number {
  const text = value?.trim() ?? ''
  let seconds = /^\d+$/.test(text) ? Number(text) : NaN
  if (Number.isNaN(seconds) && text.endsWith('GMT')) {
    const at = Date.parse(text)
    if (!Number.isNaN(at)) seconds = Math.ceil((at - now) / 1000)
  }
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_AFTER_SECONDS
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(seconds)))
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError
}

/** A code received from the platform, or `INTERNAL` when it sent none or one this client does not know. */
export function toErrorCode(code: unknown): ErrorCode {
  return isErrorCode(code) ? code : 'INTERNAL'
}
