/**
 * Sends a body with XMLHttpRequest, which (unlike fetch) reports upload progress. Knows nothing of the
 * platform: the caller gives the URL, body and headers. Resolves with the status and response text of a
 * 2xx answer; rejects with XhrUploadError otherwise (status 0 for a network failure), or with an
 * 'AbortError' DOMException when `signal` aborts.
 */
type XhrUploadOptions = {
  url: string
  body: XMLHttpRequestBodyInit
  method?: string
  headers?: Readonly<Record<string, string>>
  withCredentials?: boolean
  /** Percentage of the body sent, 0–100. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

type XhrUploadResponse = { status: number; body: string }

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
    const xhr = new XMLHttpRequest()
    const onAbortSignal = () => xhr.abort()
    const settle = () => signal?.removeEventListener('abort', onAbortSignal)

    xhr.open(method, url)
    xhr.withCredentials = withCredentials
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100))
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

export { XhrUploadError, xhrUpload }
export type { XhrUploadOptions, XhrUploadResponse }
