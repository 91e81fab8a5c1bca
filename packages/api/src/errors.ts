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

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError
}

/** A code received from the platform, or `INTERNAL` when it sent none or one this client does not know. */
export function toErrorCode(code: unknown): ErrorCode {
  return isErrorCode(code) ? code : 'INTERNAL'
}
