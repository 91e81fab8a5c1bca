// The platform half of the transport (docs/wire-format.md), for any Fetch-API runtime: checks the request,
// opens the sealed fields, runs the operation and seals the result. Malformed input is answered, never
// thrown; failures inside the operation travel sealed as an INTERNAL error, never as a stack trace.
import { ptBR } from '@carreiras/core'
import { decodePasswords, parseAuthorizationHeader } from './authorization.js'
import { webCryptoCodec, type TransportCodec, type TransportKeys } from './codec.js'
import { isRecord } from './http.js'

export interface SealedOperation {
  query: string
  variables: Record<string, unknown>
  clientToken: string
  sessionToken?: string
  request: Request
}

export interface SealedGraphQLError {
  message: string
  extensions?: Record<string, unknown>
  path?: ReadonlyArray<string | number>
}

export interface SealedGraphQLResult {
  data?: unknown
  errors?: ReadonlyArray<SealedGraphQLError>
}

export interface SealedGraphQLOptions {
  clientTokens: readonly string[]
  execute: (operation: SealedOperation) => Promise<SealedGraphQLResult>
  /** Default 4 MB: a 2,100,000-byte file grows to about 3.8 MB once base64-encoded and sealed. */
  maxBodyBytes?: number
  codec?: TransportCodec
  /** Told of every failure inside `execute` (and of any unexpected one), for logging. */
  onError?: (error: unknown) => void
}

export const DEFAULT_MAX_BODY_BYTES = 4 * 1024 * 1024

export const SERVER_MESSAGES = {
  methodNotAllowed: 'Método não permitido.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  payloadTooLarge: 'A requisição excede o tamanho máximo permitido.',
  unauthorized: ptBR.errors.UNAUTHORIZED,
  badRequest: 'Requisição inválida.',
  internal: ptBR.errors.INTERNAL,
} as const

const FORM_TYPE = 'application/x-www-form-urlencoded'

function plainError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

class TooLarge extends Error {}

/** The body as text, refusing to buffer more than `limit` bytes whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw new TooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

function normalizeErrors(errors: ReadonlyArray<SealedGraphQLError>): SealedGraphQLError[] {
  return errors.map((error) => {
    const extensions = isRecord(error?.extensions) ? error.extensions : {}
    const code = typeof extensions.code === 'string' && extensions.code !== '' ? extensions.code : 'INTERNAL'
    return {
      message: typeof error?.message === 'string' ? error.message : SERVER_MESSAGES.internal,
      ...(Array.isArray(error?.path) ? { path: error.path } : {}),
      extensions: { ...extensions, code },
    }
  })
}

const internalResult = {
  data: null,
  errors: [{ message: SERVER_MESSAGES.internal, extensions: { code: 'INTERNAL' } }],
}

type Opened = { ok: true; query: string; variables: Record<string, unknown> } | { ok: false }

async function openFields(body: string, codec: TransportCodec, keys: TransportKeys): Promise<Opened> {
  const form = new URLSearchParams(body)
  const queries = form.getAll('query')
  const variableFields = form.getAll('variables')
  if (queries.length !== 1 || variableFields.length > 1) return { ok: false }
  try {
    const query = await codec.open(keys.request, queries[0]!)
    if (query.trim() === '') return { ok: false }
    let variables: Record<string, unknown> = {}
    if (variableFields.length === 1) {
      const parsed: unknown = JSON.parse(await codec.open(keys.request, variableFields[0]!))
      if (!isRecord(parsed)) return { ok: false }
      variables = decodePasswords(parsed)
    }
    return { ok: true, query, variables }
  } catch {
    return { ok: false }
  }
}

export async function handleSealedGraphQL(
  request: Request,
  options: SealedGraphQLOptions,
): Promise<Response> {
  const codec = options.codec ?? webCryptoCodec
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const report = (error: unknown) => {
    try {
      options.onError?.(error)
    } catch {
      // A failing logger must not change the answer.
    }
  }

  try {
    if (request.method !== 'POST') {
      return plainError(405, SERVER_MESSAGES.methodNotAllowed, { Allow: 'POST' })
    }
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (mediaType !== FORM_TYPE) return plainError(415, SERVER_MESSAGES.unsupportedMediaType)

    const declaredLength = Number(request.headers.get('content-length') ?? '0')
    if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) {
      return plainError(413, SERVER_MESSAGES.payloadTooLarge)
    }

    // The header exactly as received is the key material: no shared key without it.
    const authorization = request.headers.get('authorization')
    const credentials = parseAuthorizationHeader(authorization)
    if (!authorization || !credentials || !options.clientTokens.includes(credentials.clientToken)) {
      return plainError(401, SERVER_MESSAGES.unauthorized)
    }

    let body: string
    try {
      body = await readBody(request, maxBodyBytes)
    } catch (error) {
      if (error instanceof TooLarge) return plainError(413, SERVER_MESSAGES.payloadTooLarge)
      return plainError(400, SERVER_MESSAGES.badRequest)
    }

    const keys = await codec.deriveKeys(authorization)
    const opened = await openFields(body, codec, keys)
    if (!opened.ok) return plainError(400, SERVER_MESSAGES.badRequest)

    let payload: string
    try {
      const result = await options.execute({
        query: opened.query,
        variables: opened.variables,
        clientToken: credentials.clientToken,
        ...(credentials.sessionToken === undefined ? {} : { sessionToken: credentials.sessionToken }),
        request,
      })
      const errors =
        Array.isArray(result?.errors) && result.errors.length > 0 ? normalizeErrors(result.errors) : undefined
      payload = JSON.stringify({ data: result?.data ?? null, ...(errors ? { errors } : {}) })
    } catch (error) {
      report(error)
      payload = JSON.stringify(internalResult)
    }

    return new Response(await codec.seal(keys.response, payload), {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    // Only an environment failure (no WebCrypto, say) gets here: still no stack in the answer.
    report(error)
    return plainError(500, SERVER_MESSAGES.internal)
  }
}
