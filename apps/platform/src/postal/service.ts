// Where the platform looks a CEP up (docs/operations.md, "Postal codes"): a ViaCEP-compatible service when
// POSTAL_CODE_URL is set (always in production), else the platform's own table (postal-codes.ts: made-up
// rows, for development and tests). Both answer in ViaCEP's shape; the remote one is asked at
// `{POSTAL_CODE_URL}{cep}/json/` with a time limit, and its answers, found or not, are kept in memory a while.
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { PostalServiceError, type PostalAnswer, type PostalService } from './contract.js'
import { findPostalCode } from './postal-codes.js'

export { PostalServiceError, type PostalAnswer, type PostalService } from './contract.js'

/** How long a found CEP is kept (addresses change rarely; ViaCEP asks its users to cache). */
export const POSTAL_FOUND_TTL_MS = 24 * 60 * 60 * 1000
/** How long an unknown CEP is kept: shorter, a new street may be added. */
export const POSTAL_NOT_FOUND_TTL_MS = 60 * 60 * 1000
/** The most answers kept; the oldest goes first. */
export const POSTAL_CACHE_MAX = 10_000

/** The platform's own table (outside production). */
export function tablePostalService(db: Db): PostalService {
  return {
    source: 'table',
    lookup: async (digits) => {
      const row = await findPostalCode(db, digits)
      return row
        ? {
            cep: row.cep,
            logradouro: row.logradouro ?? '',
            complemento: row.complemento ?? '',
            bairro: row.bairro ?? '',
            localidade: row.localidade,
            uf: row.uf,
            ibge: row.ibge,
          }
        : null
    },
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** ViaCEP's answer → a PostalAnswer, null for `{ "erro": true }`; throws on anything else. */
export function readViaCepAnswer(body: unknown): PostalAnswer | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new PostalServiceError('bad-answer', 'resposta do serviço de CEP não é um objeto JSON')
  const record = body as Record<string, unknown>
  if (record.erro === true || record.erro === 'true') return null
  const uf = text(record.uf)
  const localidade = text(record.localidade)
  if (!/^[A-Za-z]{2}$/.test(uf) || localidade === '')
    throw new PostalServiceError('bad-answer', 'resposta do serviço de CEP sem uf ou localidade')
  return {
    cep: text(record.cep),
    logradouro: text(record.logradouro),
    complemento: text(record.complemento),
    bairro: text(record.bairro),
    localidade,
    uf: uf.toUpperCase(),
    ibge: text(record.ibge),
  }
}

export interface RemotePostalOptions {
  /** The base, ending in `/`: lookups go to `{baseUrl}{cep}/json/`. */
  baseUrl: string
  timeoutMs: number
  fetch?: typeof fetch
  now?: () => number
}

/** A ViaCEP-compatible service with a time limit and an in-memory cache of its answers. */
export function remotePostalService(options: RemotePostalOptions): PostalService {
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const cache = new Map<string, { answer: PostalAnswer | null; until: number }>()
  // Concurrent lookups of one CEP share the request.
  const inFlight = new Map<string, Promise<PostalAnswer | null>>()

  const ask = async (digits: string): Promise<PostalAnswer | null> => {
    let response: Response
    try {
      response = await fetchImpl(`${options.baseUrl}${digits}/json/`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
      throw timedOut
        ? new PostalServiceError('timeout', `o serviço de CEP não respondeu em ${options.timeoutMs} ms`, {
            cause,
          })
        : new PostalServiceError('unavailable', 'o serviço de CEP não pôde ser alcançado', { cause })
    }
    let body: unknown
    try {
      // ViaCEP answers 400 for a malformed CEP; the platform never sends one (8 digits), so it is unknown.
      if (response.status === 400 || response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new PostalServiceError('unavailable', `o serviço de CEP respondeu ${response.status}`)
      }
      body = JSON.parse(await response.text())
    } catch (cause) {
      if (cause instanceof PostalServiceError) throw cause
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
      throw new PostalServiceError(
        timedOut ? 'timeout' : 'bad-answer',
        timedOut
          ? `o serviço de CEP não respondeu em ${options.timeoutMs} ms`
          : 'resposta do serviço de CEP não é JSON',
        { cause },
      )
    }
    return readViaCepAnswer(body)
  }

  return {
    source: options.baseUrl,
    lookup: async (digits) => {
      const hit = cache.get(digits)
      if (hit && hit.until > now()) return hit.answer
      cache.delete(digits)
      const pending = inFlight.get(digits)
      if (pending) return pending
      const request = ask(digits).then((answer) => {
        // Only answers are kept: a failure is asked again next time.
        if (cache.size >= POSTAL_CACHE_MAX) cache.delete(cache.keys().next().value as string)
        cache.set(digits, {
          answer,
          until: now() + (answer ? POSTAL_FOUND_TTL_MS : POSTAL_NOT_FOUND_TTL_MS),
        })
        return answer
      })
      inFlight.set(digits, request)
      try {
        return await request
      } finally {
        inFlight.delete(digits)
      }
    },
  }
}

/** The service the configuration names: the remote one when POSTAL_CODE_URL is set, else the table. */
export function createPostalService(config: Config, db: Db): PostalService {
  return config.postal.url === null
    ? tablePostalService(db)
    : remotePostalService({ baseUrl: config.postal.url, timeoutMs: config.postal.timeoutMs })
}
