// What the GraphQL client and the REST clients share: one fetch with a timeout and the caller's abort
// signal, failures mapped to PlatformError, and the message of a plain JSON error body.
import { ptBR } from '@carreiras/core'
import { PlatformError } from '../errors.js'

export const NETWORK_ERROR_MESSAGE = ptBR.clientErrors.NETWORK
export const BAD_RESPONSE_MESSAGE = ptBR.clientErrors.BAD_RESPONSE
export const REQUEST_FAILED_MESSAGE = ptBR.clientErrors.TRANSPORT
export const BUSY_MESSAGE = ptBR.clientErrors.BUSY
export const UNAUTHORIZED_MESSAGE = ptBR.errors.UNAUTHORIZED

export const DEFAULT_TIMEOUT_MS = 30_000

export type FetchFunction = typeof fetch

export interface FetchTextOptions {
  timeoutMs: number
  signal?: AbortSignal | undefined
}

export interface FetchTextResult {
  status: number
  text: string
  /** The answer's Retry-After header, when it has one. */
  retryAfter?: string
}

/** `globalThis.fetch`, looked up per call and never detached from its receiver (browsers require it). */
export const defaultFetch: FetchFunction = (input, init) => globalThis.fetch(input, init)

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

/**
 * Fetches and reads the body as text. Any failure before the body is read (refused connection, abort,
 * timeout, broken body) becomes a PlatformError `NETWORK`, even with a fetch that ignores its signal.
 */
export async function fetchText(
  fetchImpl: FetchFunction,
  url: string,
  init: RequestInit,
  { timeoutMs, signal }: FetchTextOptions,
): Promise<FetchTextResult> {
  const controller = new AbortController()
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) controller.abort(signal.reason)
  else signal?.addEventListener('abort', onAbort, { once: true })
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(() => controller.abort(new Error(`Tempo esgotado após ${timeoutMs} ms.`)), timeoutMs)
      : undefined
  const aborted = rejectOnAbort(controller.signal)
  aborted.catch(() => undefined)
  try {
    const response = await Promise.race([fetchImpl(url, { ...init, signal: controller.signal }), aborted])
    const text = await Promise.race([response.text(), aborted])
    const retryAfter = response.headers?.get('retry-after')
    return { status: response.status, text, ...(retryAfter ? { retryAfter } : {}) }
  } catch (cause) {
    // Not our timeout nor the caller's abort: the connection was refused or broken (`unreachable`).
    const unreachable = !controller.signal.aborted
    throw new PlatformError(NETWORK_ERROR_MESSAGE, 'NETWORK', { cause, unreachable })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
    // Settle the race promise's listener so nothing is left waiting on the controller.
    controller.abort()
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The message of a plain JSON error body: `{errors:[{message}]}`, `{error}` or `{message}`. */
export function errorMessageFromBody(text: string): string | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(body)) return undefined
  const first = Array.isArray(body.errors) ? (body.errors[0] as unknown) : undefined
  const candidates = [isRecord(first) ? first.message : undefined, body.error, body.message]
  const message = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '')
  return message
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + path
}
