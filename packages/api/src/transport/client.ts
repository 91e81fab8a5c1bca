// The browser/server half that calls the platform: seals the operation, posts it form-encoded, opens
// the answer and turns errors into PlatformError. Deliberately free of the `graphql` package: documents
// are strings or codegen's TypedDocumentString, whose toString() is the operation text.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import {
  PlatformBusyError,
  PlatformError,
  TransportError,
  retryAfterSeconds,
  toErrorCode,
} from '../errors.js'
import {
  buildAuthorizationHeader,
  chooseClientToken,
  encodePasswords,
  isValidToken,
} from './authorization.js'
import { webCryptoCodec, type TransportCodec } from './codec.js'
import {
  BAD_RESPONSE_MESSAGE,
  BUSY_MESSAGE,
  DEFAULT_TIMEOUT_MS,
  NETWORK_ERROR_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  defaultFetch,
  errorMessageFromBody,
  fetchText,
  isRecord,
  joinUrl,
  type FetchFunction,
} from './http.js'

export interface PlatformSession {
  token: string
  userId: number
}

export interface PlatformClientOptions {
  /** The API's base URL; requests go to `{apiUrl}/graphql`. */
  apiUrl: string
  /** The deployment's client tokens (one to three). */
  clientTokens: readonly string[]
  fetch?: FetchFunction
  /** The signed-in session, read on every request; null when anonymous. */
  getSession?: () => PlatformSession | null
  codec?: TransportCodec
  /** Applies to the whole exchange, body included; default 30 s. */
  timeoutMs?: number
  /**
   * The waits before each new attempt of an idempotent mutation the platform could not answer
   * (`IDEMPOTENT_MUTATIONS`); default `RETRY_DELAYS_MS`; `[]` never retries.
   */
  retryDelaysMs?: readonly number[]
}

/**
 * The mutations the site sends again when the platform could not answer: they have no second effect (the
 * platform writes them with INSERT … ON CONFLICT on the one live application per person and opening, and
 * answers the existing application to a repeated submission: apps/platform, graphql/resolvers/
 * applications.ts). The draft's autosave is idempotent too but not retried: the next autosave replaces it.
 * Queries are not retried here: the screens that read offer their own "try again".
 */
export const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set([
  'SubscriptionNew',
  'CreateSubscriptionLead',
])

/**
 * The site's retry of an idempotent mutation: after a refused or broken connection, or a 502/503 from a
 * proxy (a platform process restarting, stopped or draining), it is sent again after 0.5, 1, 2, 4 and 8 s
 * (15.5 s in all: time for a supervisor to restart a process on a busy machine, within the 30 s the site
 * waits for one answer); a timeout, an abort or any answer of the
 * platform itself is never retried. docs/operations.md, "Faults".
 */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000, 4000, 8000]

/**
 * What a proxy in front of the platform answers when the platform did not: 502 (nothing listening, the
 * connection broken) and 504 (no answer in time; the site's own proxy, apps/web/app/lib/platform-proxy.server.ts).
 * The client reports them as NETWORK, with the network message: the platform was not reached.
 */
const GATEWAY_STATUSES = new Set([502, 504])

/** The name of a document's mutation (`mutation Name(`), or null for queries and anonymous operations. */
export function mutationName(document: string): string | null {
  return /(?:^|[\s}])mutation\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1] ?? null
}

/** Unreachable (a refused or broken connection, a proxy's 502) or unavailable (503): worth another try. */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof PlatformError &&
    (error.unreachable === true || (error.code === 'TRANSPORT' && error.status === 503))
  )
}

/** Waits `ms`, or rejects as soon as `signal` aborts (with the NETWORK error the request would have raised). */
function pause(ms: number, signal: AbortSignal | undefined, last: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(last)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(last)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export type PlatformDocument<TResult, TVariables> =
  string | (DocumentTypeDecoration<TResult, TVariables> & { toString(): string })

export interface PlatformRequestInit {
  signal?: AbortSignal
  /**
   * The session of this one request, in place of `getSession()`: an actor that holds the stored record
   * (validation, profile, logout) sends that record's token even before the app's getSession sees it;
   * null sends the request anonymous.
   */
  session?: PlatformSession | null
}

export interface PlatformClient {
  request<TResult = unknown, TVariables = Record<string, unknown>>(
    document: PlatformDocument<TResult, TVariables>,
    variables?: TVariables,
    init?: PlatformRequestInit,
  ): Promise<TResult>
}

function hasVariables(variables: unknown): boolean {
  return isRecord(variables)
    ? Object.keys(variables).length > 0
    : variables !== undefined && variables !== null
}

function badResponse(cause?: unknown, status?: number): PlatformError {
  return new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', {
    cause,
    ...(status === undefined ? {} : { status }),
  })
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const { clientTokens } = options
  if (clientTokens.length === 0 || !clientTokens.every(isValidToken)) {
    throw new TypeError('clientTokens: informe de um a três tokens válidos.')
  }
  const endpoint = joinUrl(options.apiUrl, '/graphql')
  const fetchImpl = options.fetch ?? defaultFetch
  const codec = options.codec ?? webCryptoCodec
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS

  async function request<TResult, TVariables>(
    document: PlatformDocument<TResult, TVariables>,
    variables?: TVariables,
    init: PlatformRequestInit = {},
  ): Promise<TResult> {
    const text = typeof document === 'string' ? document : document.toString()
    const name = mutationName(text)
    const delays = name !== null && IDEMPOTENT_MUTATIONS.has(name) ? retryDelaysMs : []
    for (let attempt = 0; ; attempt++) {
      try {
        return await requestOnce<TResult, TVariables>(text, variables, init)
      } catch (error) {
        const delay = delays[attempt]
        if (delay === undefined || !isRetryable(error)) throw error
        await pause(delay, init.signal, error)
      }
    }
  }

  async function requestOnce<TResult, TVariables>(
    document: string,
    variables: TVariables | undefined,
    init: PlatformRequestInit,
  ): Promise<TResult> {
    const session = init.session !== undefined ? init.session : (options.getSession?.() ?? null)
    let authorization: string
    try {
      authorization = buildAuthorizationHeader(
        chooseClientToken(clientTokens, session?.userId),
        session?.token,
      )
    } catch (cause) {
      // A stored session whose token or id is corrupt: the platform would refuse it anyway.
      throw new PlatformError(UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED', { cause })
    }

    const keys = await codec.deriveKeys(authorization)
    const form = new URLSearchParams()
    form.set('query', await codec.seal(keys.request, document))
    if (hasVariables(variables)) {
      form.set('variables', await codec.seal(keys.request, JSON.stringify(encodePasswords(variables))))
    }

    const { status, text, retryAfter } = await fetchText(
      fetchImpl,
      endpoint,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: authorization },
        body: form.toString(),
      },
      { timeoutMs, signal: init.signal },
    )

    if (status !== 200) {
      if (status === 401) {
        throw new PlatformError(errorMessageFromBody(text) ?? UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED', {
          status,
        })
      }
      // Too many sign-ins at once: the platform did not run it and says when to come back (never retried here;
      // the account dialog counts down and tries once more).
      if (status === 429) throw new PlatformBusyError(BUSY_MESSAGE, retryAfterSeconds(retryAfter), { status })
      if (GATEWAY_STATUSES.has(status))
        throw new PlatformError(NETWORK_ERROR_MESSAGE, 'NETWORK', { status, unreachable: status === 502 })
      throw new TransportError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, { status })
    }

    let payload: unknown
    try {
      payload = JSON.parse(await codec.open(keys.response, text))
    } catch (cause) {
      throw badResponse(cause, status)
    }
    if (!isRecord(payload)) throw badResponse(undefined, status)
    const { errors } = payload
    if (errors !== undefined && errors !== null && !Array.isArray(errors))
      throw badResponse(undefined, status)
    if (Array.isArray(errors) && errors.length > 0) {
      const first: unknown = errors[0]
      const message =
        isRecord(first) && typeof first.message === 'string' ? first.message : REQUEST_FAILED_MESSAGE
      const extensions = isRecord(first) && isRecord(first.extensions) ? first.extensions : undefined
      const path =
        isRecord(first) && Array.isArray(first.path)
          ? first.path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number')
          : undefined
      throw new PlatformError(message, toErrorCode(extensions?.code), {
        ...(path ? { path } : {}),
        ...(extensions ? { extensions } : {}),
      })
    }
    return payload.data as TResult
  }

  return { request }
}
