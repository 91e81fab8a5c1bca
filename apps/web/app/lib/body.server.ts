// Request bodies read with a limit (core's limits.ts, docs/security.md "Body sizes"). server.mjs refuses a
// body whose Content-Length is over its path's limit before reading it; a body sent without one (chunked)
// reaches the routes, which read it here: reading stops as soon as it passes the limit (the rest is never
// read into memory), and the route answers 413 with the pt-BR message.
import { ptBR } from '@carreiras/core'

/** Thrown by `readText` when the body passes its limit; `answerTooLarge` turns it into the 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(ptBR.proxyErrors.tooLarge)
    this.name = 'BodyTooLargeError'
  }
}

/** The body's bytes, read up to `limit`; throws BodyTooLargeError past it. */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new BodyTooLargeError()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      // Not cancelled: that would close the connection before the 413 is sent. The rest is never read
      // into memory: Node discards it, and server.mjs closes the connection after a 413.
      reader.releaseLock()
      throw new BodyTooLargeError()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The body as text, read up to `limit` bytes; throws BodyTooLargeError past it. */
export async function readText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBytes(request, limit))
}

/** The form (URL-encoded or multipart) of a body read up to `limit` bytes, or null when it is not one. */
export async function readForm(request: Request, limit: number): Promise<FormData | null> {
  const bytes = await readBytes(request, limit)
  const type = request.headers.get('content-type') ?? ''
  return new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null)
}

/** 413 `{ errors: [{ message }] }`, the proxy's shape. */
export const tooLargeResponse = () =>
  Response.json(
    { errors: [{ message: ptBR.proxyErrors.tooLarge }] },
    { status: 413, headers: { 'Cache-Control': 'no-store' } },
  )

/** Runs a route's action, answering 413 when it read a body over its limit. */
export async function answerTooLarge(action: () => Promise<Response>): Promise<Response> {
  try {
    return await action()
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLargeResponse()
    throw error
  }
}
