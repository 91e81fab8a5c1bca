// Sending a body with XMLHttpRequest, which (unlike fetch) reports upload progress: the application's
// uploads go through the sealed platform client with `xhrFetch(onProgress)` as its fetch, so the
// candidate sees how much of a medical report or an attachment has gone. Knows nothing of the platform:
// the caller gives the URL, body and headers.

/** The part of XMLHttpRequest this file uses (the package compiles without the DOM's types). */
interface XhrLike {
  readonly upload: { addEventListener(type: 'progress', listener: (event: ProgressLike) => void): void }
  readonly status: number
  readonly responseText: string
  withCredentials: boolean
  open(method: string, url: string): void
  setRequestHeader(name: string, value: string): void
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void
  send(body?: unknown): void
  abort(): void
}
interface ProgressLike {
  readonly lengthComputable: boolean
  readonly loaded: number
  readonly total: number
}

type XhrUploadOptions = {
  url: string
  body: unknown
  method?: string
  headers?: Readonly<Record<string, string>>
  withCredentials?: boolean
  /** Percentage of the body sent, 0–100. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

type XhrUploadResponse = { status: number; body: string }

/** A request that got no answer (status 0) or a non-2xx one. */
class XhrUploadError extends Error {
  readonly status: number
  readonly body: string
  constructor(status: number, body = '') {
    super(status === 0 ? 'Upload failed: network error' : `Upload failed: HTTP ${status}`)
    this.name = 'XhrUploadError'
    this.status = status
    this.body = body
  }
}

function abortError() {
  return new DOMException('The upload was aborted.', 'AbortError')
}

function createXhr(): XhrLike {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest
  if (!Xhr) throw new XhrUploadError(0)
  return new Xhr()
}

/**
 * Sends `body`; resolves with the status and text of a 2xx answer, rejects with XhrUploadError otherwise
 * (status 0 for a network failure), or with an 'AbortError' DOMException when `signal` aborts.
 */
function xhrUpload({
  url,
  body,
  method = 'POST',
  headers = {},
  withCredentials = false,
  onProgress,
  signal,
}: XhrUploadOptions): Promise<XhrUploadResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError())
      return
    }
    const xhr = createXhr()
    const onAbortSignal = () => xhr.abort()
    const settle = () => signal?.removeEventListener('abort', onAbortSignal)

    xhr.open(method, url)
    xhr.withCredentials = withCredentials
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100))
    })
    xhr.addEventListener('load', () => {
      settle()
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100)
        resolve({ status: xhr.status, body: xhr.responseText })
      } else {
        reject(new XhrUploadError(xhr.status, xhr.responseText))
      }
    })
    xhr.addEventListener('error', () => {
      settle()
      reject(new XhrUploadError(0))
    })
    xhr.addEventListener('abort', () => {
      settle()
      reject(abortError())
    })
    signal?.addEventListener('abort', onAbortSignal, { once: true })
    xhr.send(body)
  })
}

/**
 * A fetch over XMLHttpRequest that reports the request body's progress. Every answer (2xx or not)
 * resolves as a Response, as fetch does; only a failed exchange rejects.
 */
function xhrFetch(onProgress: (percent: number) => void): typeof fetch {
  return async (input, init = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    try {
      const { status, body } = await xhrUpload({
        url: String(input),
        method: init.method ?? 'GET',
        body: init.body ?? null,
        headers,
        onProgress,
        signal: init.signal ?? undefined,
      })
      return new Response(body, { status })
    } catch (error) {
      if (error instanceof XhrUploadError && error.status !== 0) {
        return new Response(error.body, { status: error.status })
      }
      throw error
    }
  }
}

export { XhrUploadError, xhrFetch, xhrUpload }
export type { XhrUploadOptions, XhrUploadResponse }
