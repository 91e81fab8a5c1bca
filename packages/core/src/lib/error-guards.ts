// The error ladder every flow climbs when an actor fails (session → closed → network → anything else),
// read from the code the api layer puts on its errors (the platform's `extensions.code` or the client's
// own NETWORK / BAD_RESPONSE / TRANSPORT). Machines name these as guards, so the graph tests and the
// visualizer show the same names.
import { isClientErrorCode, isErrorCode, type ClientErrorCode, type ErrorCode } from '../errors'

/** The code of whatever an actor rejected with, or null when it carries none. */
export function errorCodeOf(error: unknown): ErrorCode | ClientErrorCode | null {
  if (typeof error !== 'object' || error === null) return null
  const record = error as { code?: unknown; extensions?: { code?: unknown } | null }
  for (const code of [record.code, record.extensions?.code]) {
    if (isErrorCode(code) || isClientErrorCode(code)) return code
  }
  return null
}

/** The session is over (`UNAUTHORIZED`): ask for a new login, then try again. */
export const isSessionError = (error: unknown) => errorCodeOf(error) === 'UNAUTHORIZED'
/** The opening no longer takes applications. */
export const isClosedError = (error: unknown) => errorCodeOf(error) === 'CLOSED'
/** No answer came (the connection dropped): worth a retry. */
export const isNetworkError = (error: unknown) => errorCodeOf(error) === 'NETWORK'
/** Too many attempts: the platform's rate limit has its own text. */
export const isRateLimitedError = (error: unknown) => errorCodeOf(error) === 'RATE_LIMITED'

/** The platform is busy with other sign-ins (429): try again in `busyRetryAfter(error)` seconds. */
export const isBusyError = (error: unknown) => errorCodeOf(error) === 'BUSY'

/** When no usable Retry-After came with a BUSY error: try again in this many seconds. */
export const BUSY_DEFAULT_RETRY_S = 5

/** The seconds a BUSY error asks to wait (the api client's `retryAfterSeconds`), whole and at least 1. */
export function busyRetryAfter(error: unknown): number {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 1
    ? Math.ceil(seconds)
    : BUSY_DEFAULT_RETRY_S
}

/** The guards' shape in `setup({ guards })`: they read the failing actor's error from the event. */
export const errorGuard =
  (test: (error: unknown) => boolean) =>
  ({ event }: { event: unknown }) =>
    test((event as { error?: unknown }).error)
