// 'Baixar meus dados' (docs/privacy.md): plain HTTP to the platform's /data-exports through the site's
// same-origin proxy, with the signed-in session in the Authorization header (`Token token="…", session="…"`,
// docs/wire-format.md), as the push endpoints. The archive is read into memory (a Blob the page hands to the
// browser's download), never into browser storage or a URL.
import {
  DATA_EXPORT_PATH,
  dataExportArchivePath,
  dataExportStateSchema,
  type DataExportRequestAnswer,
  type DataExportState,
} from '@carreiras/core'
import { PlatformError, TransportError } from '../errors.js'
import { buildAuthorizationHeader, chooseClientToken } from '../transport/authorization.js'
import type { PlatformSession } from '../transport/client.js'
import {
  BAD_RESPONSE_MESSAGE,
  DEFAULT_TIMEOUT_MS,
  NETWORK_ERROR_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  defaultFetch,
  errorMessageFromBody,
  fetchText,
  joinUrl,
  type FetchFunction,
} from '../transport/http.js'

export interface DataExportClientOptions {
  /** The platform as the browser reaches it (the site's same-origin proxy). */
  apiUrl: string
  clientTokens?: readonly string[]
  /** The signed-in session, read on every call. */
  getSession?: () => PlatformSession | null
  /**
   * Instead of the two above: the transport's Authorization header with the session, read on every call
   * (the site's account runtime has it); null when signed out.
   */
  authorization?: () => string | null
  fetch?: FetchFunction
  timeoutMs?: number
}

/** Why an archive cannot be downloaded: another person's or unknown (404), expired (410), not built (409). */
export type DataExportDownloadProblem = 'notYours' | 'expired' | 'notReady'

export interface DataExportDownload {
  archive: Blob
  fileName: string
}

export interface DataExportClient {
  /** `GET /data-exports`. */
  state(): Promise<DataExportState>
  /** `POST /data-exports`: accepted (202), or refused by the one-a-day limit (429), with the new state. */
  request(): Promise<DataExportRequestAnswer>
  /**
   * `GET /data-exports/{id}/archive`. A refusal the page explains is a PlatformError whose
   * `extensions.problem` is a DataExportDownloadProblem.
   */
  download(id: string): Promise<DataExportDownload>
}

/** The problem of a failed download, when it is one the page explains. */
export function dataExportProblemOf(error: unknown): DataExportDownloadProblem | null {
  if (!(error instanceof PlatformError)) return null
  const problem = error.extensions?.problem
  return problem === 'notYours' || problem === 'expired' || problem === 'notReady' ? problem : null
}

const PROBLEMS: Readonly<Record<number, DataExportDownloadProblem>> = {
  404: 'notYours',
  410: 'expired',
  409: 'notReady',
}

export function createDataExportClient(options: DataExportClientOptions): DataExportClient {
  const fetchImpl = options.fetch ?? defaultFetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  function authorization(): string {
    if (options.authorization) {
      const header = options.authorization()
      if (!header) throw new PlatformError(UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')
      return header
    }
    const session = options.getSession?.() ?? null
    if (!session) throw new PlatformError(UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')
    return buildAuthorizationHeader(
      chooseClientToken(options.clientTokens ?? [], session.userId),
      session.token,
    )
  }

  function parseState(text: string, status: number): DataExportState {
    try {
      return dataExportStateSchema.parse(JSON.parse(text))
    } catch (cause) {
      throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', { status, cause })
    }
  }

  async function call(method: 'GET' | 'POST'): Promise<{ status: number; text: string }> {
    const answer = await fetchText(
      fetchImpl,
      joinUrl(options.apiUrl, DATA_EXPORT_PATH),
      { method, headers: { Authorization: authorization(), Accept: 'application/json' } },
      { timeoutMs },
    )
    if (answer.status === 401 || answer.status === 403)
      throw new PlatformError(errorMessageFromBody(answer.text) ?? UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED', {
        status: answer.status,
      })
    return answer
  }

  return {
    async state() {
      const { status, text } = await call('GET')
      if (status !== 200)
        throw new TransportError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, { status })
      return parseState(text, status)
    },
    async request() {
      const { status, text } = await call('POST')
      if (status === 202) return { accepted: true, state: parseState(text, status) }
      if (status === 429) return { accepted: false, state: parseState(text, status) }
      throw new TransportError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, { status })
    },
    async download(id) {
      let response: Response
      try {
        response = await fetchImpl(joinUrl(options.apiUrl, dataExportArchivePath(id)), {
          method: 'GET',
          headers: { Authorization: authorization(), Accept: 'application/zip' },
          signal: AbortSignal.timeout(Math.max(timeoutMs, 120_000)),
        })
      } catch (cause) {
        if (cause instanceof PlatformError) throw cause
        throw new PlatformError(NETWORK_ERROR_MESSAGE, 'NETWORK', { cause, unreachable: true })
      }
      const status = response.status
      if (status === 401) throw new PlatformError(UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED', { status })
      const problem = PROBLEMS[status]
      if (problem) {
        const text = await response.text().catch(() => '')
        throw new PlatformError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, 'NOT_FOUND', {
          status,
          extensions: { problem },
        })
      }
      if (status !== 200) throw new TransportError(REQUEST_FAILED_MESSAGE, { status })
      const disposition = response.headers.get('content-disposition') ?? ''
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'meus-dados.zip'
      try {
        return { archive: await response.blob(), fileName }
      } catch (cause) {
        throw new PlatformError(NETWORK_ERROR_MESSAGE, 'NETWORK', { cause })
      }
    },
  }
}
