// The opportunities REST API (plain JSON, outside the sealed transport): list and detail, parsed with
// core's schemas so a malformed answer becomes a PlatformError `BAD_RESPONSE`, not a crash.
import {
  opportunityDetailResponseSchema,
  opportunityListResponseSchema,
  toOpportunityListSearchParams,
  type Opportunity,
  type OpportunityListItem,
  type OpportunityListQuery,
} from '@carreiras/core'
import { PlatformError, TransportError } from '../errors.js'
import {
  BAD_RESPONSE_MESSAGE,
  DEFAULT_TIMEOUT_MS,
  REQUEST_FAILED_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  defaultFetch,
  errorMessageFromBody,
  fetchText,
  joinUrl,
  type FetchFunction,
} from '../transport/http.js'

export interface OpportunitiesClientOptions {
  /** The opportunities API's base URL; paths are `/v1/opportunities...`. */
  baseUrl: string
  fetch?: FetchFunction
  timeoutMs?: number
}

export interface OpportunitiesRequestInit {
  signal?: AbortSignal
  /**
   * The transport's Authorization header with the person's session (docs/wire-format.md): internal openings
   * are answered only to an internal user of their company. Without it the call is anonymous.
   */
  authorization?: string
}

export interface OpportunitiesClient {
  /** Any subset of the list parameters; states as numeric codes or abbreviations (sent as codes). */
  list(params: OpportunityListQuery, init?: OpportunitiesRequestInit): Promise<OpportunityListItem[]>
  /** Null when the opening does not exist (404). */
  get(id: number, init?: OpportunitiesRequestInit): Promise<Opportunity | null>
}

interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

function parseBody<T>(text: string, schema: Parser<T>, status: number): T {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', { status, cause })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', { status, cause: parsed.error })
  return parsed.data
}

export function createOpportunitiesClient(options: OpportunitiesClientOptions): OpportunitiesClient {
  const fetchImpl = options.fetch ?? defaultFetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  async function get(path: string, init: OpportunitiesRequestInit) {
    return fetchText(
      fetchImpl,
      joinUrl(options.baseUrl, path),
      {
        method: 'GET',
        headers: {
          Accept: 'application/json',
          ...(init.authorization ? { Authorization: init.authorization } : {}),
        },
      },
      { timeoutMs, signal: init.signal },
    )
  }

  function failure(status: number, text: string): PlatformError {
    const message = errorMessageFromBody(text)
    if (status === 401) return new PlatformError(message ?? UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED', { status })
    return new TransportError(message ?? REQUEST_FAILED_MESSAGE, { status })
  }

  return {
    async list(params, init = {}) {
      const query = String(toOpportunityListSearchParams(params))
      const { status, text } = await get(`/v1/opportunities${query ? `?${query}` : ''}`, init)
      if (status < 200 || status > 299) throw failure(status, text)
      return parseBody(text, opportunityListResponseSchema, status).opportunities
    },
    async get(id, init = {}) {
      if (!Number.isSafeInteger(id) || id <= 0) return null
      const { status, text } = await get(`/v1/opportunities/${id}`, init)
      if (status === 404) return null
      if (status < 200 || status > 299) throw failure(status, text)
      return parseBody(text, opportunityDetailResponseSchema, status).opportunity[0] ?? null
    },
  }
}
