// Client and server together, in process: the server handler is the client's fetch.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core'
import { describe, expect, it, vi } from 'vitest'
import { PlatformBusyError, PlatformError, TransportError, retryAfterSeconds } from '../errors.js'
import { DEV_CLIENT_TOKENS, buildAuthorizationHeader, encodePassword } from './authorization.js'
import { createPlatformClient, type PlatformSession } from './client.js'
import { deriveTransportKeys, open, seal } from './codec.js'
import { BUSY_MESSAGE, NETWORK_ERROR_MESSAGE } from './http.js'
import { handleSealedGraphQL, type SealedGraphQLOptions, type SealedOperation } from './server.js'

const API = 'http://platform.test'
const ANONYMOUS = buildAuthorizationHeader('dev-token-alpha')

class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  declare __apiType?: (variables: TVariables) => TResult
}

type Sent = { url: string; headers: Headers; body: string }

function setup(
  server: Partial<SealedGraphQLOptions> = {},
  client: { clientTokens?: readonly string[]; session?: PlatformSession | null } = {},
) {
  const operations: SealedOperation[] = []
  const sent: Sent[] = []
  const options: SealedGraphQLOptions = {
    clientTokens: DEV_CLIENT_TOKENS,
    execute: async (op) => {
      operations.push(op)
      return { data: { echo: op.query, variables: op.variables } }
    },
    ...server,
  }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    sent.push({ url: request.url, headers: request.headers, body: await request.clone().text() })
    return handleSealedGraphQL(request, options)
  }
  const platform = createPlatformClient({
    apiUrl: `${API}/`,
    clientTokens: client.clientTokens ?? DEV_CLIENT_TOKENS,
    fetch,
    getSession: () => client.session ?? null,
  })
  return { platform, operations, sent, options }
}

async function sealedRequest(
  fields: { query?: string; variables?: string },
  init: { header?: string; contentType?: string; method?: string } = {},
) {
  const header = init.header ?? ANONYMOUS
  const keys = await deriveTransportKeys(header)
  const form = new URLSearchParams()
  if (fields.query !== undefined) form.set('query', await seal(keys.request, fields.query))
  if (fields.variables !== undefined) form.set('variables', await seal(keys.request, fields.variables))
  return new Request(`${API}/graphql`, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': init.contentType ?? 'application/x-www-form-urlencoded',
      Authorization: header,
    },
    body: form.toString(),
  })
}

const execute = async () => ({ data: { ok: true } })

describe('sealed GraphQL, client and server', () => {
  it('round-trips an operation as a form-encoded POST with sealed fields', async () => {
    const { platform, operations, sent } = setup()
    const doc = new TypedDocumentString<{ echo: string }, { id: number }>(
      'query User($id: Int!) { user(id: $id) { id } }',
    )
    const result = await platform.request(doc, { id: 7 })
    expect(result.echo).toBe('query User($id: Int!) { user(id: $id) { id } }')
    expect(operations[0]).toMatchObject({ variables: { id: 7 }, clientToken: 'dev-token-alpha' })
    expect(operations[0]?.sessionToken).toBeUndefined()

    const [request] = sent
    expect(request?.url).toBe(`${API}/graphql`)
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(request?.headers.get('authorization')).toBe(ANONYMOUS)
    const form = new URLSearchParams(request?.body)
    expect([...form.keys()]).toEqual(['query', 'variables'])
    expect(form.get('query')).toMatch(/^v1\./)
    expect(request?.body).not.toContain('user')
  })

  it('omits variables when there are none', async () => {
    const { platform, operations, sent } = setup()
    await platform.request('{ domains { id } }')
    await platform.request('{ domains { id } }', {})
    expect(sent.map((s) => [...new URLSearchParams(s.body).keys()])).toEqual([['query'], ['query']])
    expect(operations.map((o) => o.variables)).toEqual([{}, {}])
  })

  it('signs in with the session: token chosen by user id, session token in the header', async () => {
    const { platform, operations, sent } = setup({}, { session: { token: 'sess.abc', userId: 4 } })
    await platform.request('{ me { id } }')
    expect(sent[0]?.headers.get('authorization')).toBe('Token token="dev-token-bravo", session="sess.abc"')
    expect(operations[0]).toMatchObject({ clientToken: 'dev-token-bravo', sessionToken: 'sess.abc' })
  })

  it("takes a request's own session over getSession; null sends it anonymous", async () => {
    const { platform, operations, sent } = setup({}, { session: { token: 'sess.abc', userId: 4 } })
    await platform.request('{ me { id } }', undefined, { session: { token: 'sess.other', userId: 6 } })
    await platform.request('{ me { id } }', undefined, { session: null })
    await platform.request('{ me { id } }', undefined, {})
    expect(sent.map((s) => s.headers.get('authorization'))).toEqual([
      'Token token="dev-token-alpha", session="sess.other"',
      'Token token="dev-token-alpha"',
      'Token token="dev-token-bravo", session="sess.abc"',
    ])
    expect(operations.map((op) => op.sessionToken)).toEqual(['sess.other', undefined, 'sess.abc'])
  })

  it('answers 200 text/plain with a body only the response key opens', async () => {
    const response = await handleSealedGraphQL(await sealedRequest({ query: '{ ok }' }), {
      clientTokens: DEV_CLIENT_TOKENS,
      execute,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const keys = await deriveTransportKeys(ANONYMOUS)
    const body = await response.text()
    expect(JSON.parse(await open(keys.response, body))).toEqual({ data: { ok: true } })
    await expect(open(keys.request, body)).rejects.toBeInstanceOf(TransportError)
  })

  it('opens errors and throws the first as a PlatformError with its code', async () => {
    const { platform } = setup({
      execute: async () => ({
        data: null,
        errors: [
          { message: 'Senha incorreta', extensions: { code: 'WRONG_PASSWORD' }, path: ['userLogin'] },
          { message: 'outro' },
        ],
      }),
    })
    const error = await platform.request('mutation { userLogin }').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ message: 'Senha incorreta', code: 'WRONG_PASSWORD', path: ['userLogin'] })
  })

  it('gives every error a code: INTERNAL when the platform sends none or an unknown one', async () => {
    const raw = await handleSealedGraphQL(await sealedRequest({ query: '{ x }' }), {
      clientTokens: DEV_CLIENT_TOKENS,
      execute: async () => ({
        errors: [{ message: 'a' }, { message: 'b', extensions: { code: 'SOMETHING_ELSE' } }],
      }),
    })
    const opened = JSON.parse(await open((await deriveTransportKeys(ANONYMOUS)).response, await raw.text()))
    expect(opened).toEqual({
      data: null,
      errors: [
        { message: 'a', extensions: { code: 'INTERNAL' } },
        { message: 'b', extensions: { code: 'SOMETHING_ELSE' } },
      ],
    })
    const { platform } = setup({
      execute: async () => ({ errors: [{ message: 'b', extensions: { code: 'SOMETHING_ELSE' } }] }),
    })
    await expect(platform.request('{ x }')).rejects.toMatchObject({ code: 'INTERNAL', message: 'b' })
  })

  it('answers an unknown client token with 401, thrown as UNAUTHORIZED', async () => {
    const { platform, operations } = setup({}, { clientTokens: ['someone-else'] })
    const error = await platform.request('{ x }').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, message: 'Não autorizado' })
    expect(operations).toEqual([])
  })

  it.each([
    ['missing', undefined],
    ['malformed', 'Bearer dev-token-alpha'],
    ['unknown', 'Token token="nobody"'],
  ])('answers a %s Authorization with 401 plain JSON', async (_, header) => {
    const request = await sealedRequest({ query: '{ x }' })
    const headers = new Headers(request.headers)
    if (header === undefined) headers.delete('authorization')
    else headers.set('authorization', header)
    const response = await handleSealedGraphQL(new Request(request, { headers }), {
      clientTokens: DEV_CLIENT_TOKENS,
      execute,
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: 'Não autorizado' }] })
  })

  it('answers a tampered query field with 400, thrown as TRANSPORT', async () => {
    const { options } = setup()
    const platform = createPlatformClient({
      apiUrl: API,
      clientTokens: DEV_CLIENT_TOKENS,
      fetch: async (input, init) => {
        const form = new URLSearchParams(String(init?.body))
        const query = form.get('query')!
        form.set('query', query.slice(0, -2) + (query.endsWith('AA') ? 'BA' : 'AA'))
        return handleSealedGraphQL(new Request(input, { ...init, body: form.toString() }), options)
      },
    })
    const error = await platform.request('{ x }').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ code: 'TRANSPORT', status: 400, message: 'Requisição inválida.' })
  })

  it.each([
    ['no query', {}],
    ['an empty query', { query: '' }],
    ['variables that are not JSON', { query: '{ x }', variables: '{nope' }],
    ['variables that are an array', { query: '{ x }', variables: '[1]' }],
    ['variables that are null', { query: '{ x }', variables: 'null' }],
    ['a password that is not base64', { query: '{ x }', variables: '{"password":"plain!"}' }],
  ])('answers %s with 400 plain JSON', async (_, fields) => {
    const run = vi.fn(execute)
    const response = await handleSealedGraphQL(await sealedRequest(fields), {
      clientTokens: DEV_CLIENT_TOKENS,
      execute: run,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: 'Requisição inválida.' }] })
    expect(run).not.toHaveBeenCalled()
  })

  it('answers unsealed or duplicated fields with 400', async () => {
    const keys = await deriveTransportKeys(ANONYMOUS)
    const sealedQuery = await seal(keys.request, '{ x }')
    for (const body of [
      'query=%7B%20x%20%7D',
      `query=${sealedQuery}&query=${sealedQuery}`,
      `query=${sealedQuery}&variables=`,
      '%%%',
      '',
    ]) {
      const response = await handleSealedGraphQL(
        new Request(`${API}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: ANONYMOUS },
          body,
        }),
        { clientTokens: DEV_CLIENT_TOKENS, execute },
      )
      expect(response.status, body).toBe(400)
    }
  })

  it('answers another method with 405 and another content type with 415', async () => {
    const get = await handleSealedGraphQL(new Request(`${API}/graphql`), {
      clientTokens: DEV_CLIENT_TOKENS,
      execute,
    })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const json = await handleSealedGraphQL(
      await sealedRequest({ query: '{ x }' }, { contentType: 'application/json' }),
      {
        clientTokens: DEV_CLIENT_TOKENS,
        execute,
      },
    )
    expect(json.status).toBe(415)
    expect(await json.json()).toEqual({ errors: [{ message: 'Tipo de conteúdo não suportado.' }] })
    const withCharset = await handleSealedGraphQL(
      await sealedRequest(
        { query: '{ x }' },
        { contentType: 'Application/X-WWW-Form-Urlencoded; charset=UTF-8' },
      ),
      { clientTokens: DEV_CLIENT_TOKENS, execute },
    )
    expect(withCharset.status).toBe(200)
  })

  it('answers a body over the limit with 413, whether or not Content-Length says so', async () => {
    const { platform } = setup({ maxBodyBytes: 2_000 })
    await expect(
      platform.request('mutation Up($file: String!) { up }', { file: 'x'.repeat(3_000) }),
    ).rejects.toMatchObject({
      code: 'TRANSPORT',
      status: 413,
    })
    await expect(platform.request('{ small }', { file: 'x'.repeat(100) })).resolves.toBeDefined()

    const big = await sealedRequest({
      query: '{ x }',
      variables: JSON.stringify({ file: 'x'.repeat(3_000) }),
    })
    const declared = new Request(big, {
      headers: { ...Object.fromEntries(big.headers), 'Content-Length': '999999' },
    })
    const response = await handleSealedGraphQL(declared, {
      clientTokens: DEV_CLIENT_TOKENS,
      execute,
      maxBodyBytes: 2_000,
    })
    expect(response.status).toBe(413)
  })

  it('accepts a 2,100,000-byte file, base64-encoded and sealed, under the default limit', async () => {
    const { platform, operations } = setup()
    const file = 'A'.repeat(Math.ceil(2_100_000 / 3) * 4)
    await platform.request('mutation Up($f: String!) { up }', { document_base64: file })
    expect(operations[0]?.variables.document_base64).toBe(file)
  })

  it('answers a sealed INTERNAL error when execute throws, and reports it', async () => {
    const onError = vi.fn()
    const { platform } = setup({
      execute: async () => {
        throw new Error('database exploded at /srv/app.js:1')
      },
      onError,
    })
    const error = await platform.request('{ x }').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlatformError)
    expect(error).toMatchObject({ code: 'INTERNAL' })
    expect((error as Error).message).not.toContain('exploded')
    expect(onError).toHaveBeenCalledOnce()
  })

  it('sends passwords base64-encoded inside the sealed variables and decodes them for execute', async () => {
    const { platform, operations, sent } = setup()
    const password = 'S3nh@-çé-🔑'
    await platform.request('mutation L($email: String!, $password: String!) { userLogin }', {
      email: 'ana@example.com',
      password,
      input: { password: 'outra-Senha' },
    })
    expect(operations[0]?.variables).toEqual({
      email: 'ana@example.com',
      password,
      input: { password: 'outra-Senha' },
    })
    const raw = sent[0]!.body
    for (const secret of [
      password,
      'outra-Senha',
      encodePassword(password),
      encodeURIComponent(password),
      'ana@example.com',
    ]) {
      expect(raw).not.toContain(secret)
    }
    const keys = await deriveTransportKeys(ANONYMOUS)
    const variables = JSON.parse(await open(keys.request, new URLSearchParams(raw).get('variables')!))
    expect(variables.password).toBe(encodePassword(password))
  })

  it('maps a refused connection, a timeout and an abort to NETWORK', async () => {
    const refused = createPlatformClient({
      apiUrl: API,
      clientTokens: DEV_CLIENT_TOKENS,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(refused.request('{ x }')).rejects.toMatchObject({
      code: 'NETWORK',
      message: NETWORK_ERROR_MESSAGE,
    })

    const hanging = createPlatformClient({
      apiUrl: API,
      clientTokens: DEV_CLIENT_TOKENS,
      fetch: () => new Promise<Response>(() => undefined),
      timeoutMs: 20,
    })
    await expect(hanging.request('{ x }')).rejects.toMatchObject({ code: 'NETWORK' })

    const controller = new AbortController()
    const pending = hanging.request('{ x }', undefined, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 'NETWORK' })
  })

  it('maps a proxy’s 502 (platform down) and 504 (no answer in time) to NETWORK, with the network message', async () => {
    for (const status of [502, 504]) {
      const platform = createPlatformClient({
        apiUrl: API,
        clientTokens: DEV_CLIENT_TOKENS,
        fetch: async () => Response.json({ message: 'upstream' }, { status }),
      })
      await expect(platform.request('{ x }')).rejects.toMatchObject({
        code: 'NETWORK',
        message: NETWORK_ERROR_MESSAGE,
        status,
      })
    }
  })

  it('maps a body that does not open or parse to BAD_RESPONSE', async () => {
    const keys = await deriveTransportKeys(ANONYMOUS)
    for (const body of [
      '<html>oops</html>',
      await seal(keys.response, 'not json'),
      await seal(keys.response, '[1]'),
      await seal(keys.request, '{}'),
    ]) {
      const platform = createPlatformClient({
        apiUrl: API,
        clientTokens: DEV_CLIENT_TOKENS,
        fetch: async () => new Response(body, { status: 200 }),
      })
      await expect(platform.request('{ x }')).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    }
  })

  it('maps a 429 to a typed BUSY error with the Retry-After seconds, and never sends it again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ errors: [{ message: 'x' }] }, { status: 429, headers: { 'Retry-After': '7' } }),
    )
    const platform = createPlatformClient({ apiUrl: API, clientTokens: DEV_CLIENT_TOKENS, fetch })
    const error = await platform.request('mutation SubscriptionNew { x }').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PlatformBusyError)
    expect(error).toMatchObject({ code: 'BUSY', status: 429, retryAfterSeconds: 7, message: BUSY_MESSAGE })
    expect(BUSY_MESSAGE).toBe('Muitas pessoas estão entrando agora. Tente novamente em alguns segundos.')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('reads Retry-After as seconds or an HTTP date, within 1 and 120 s, 5 s when unreadable', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('12', now)).toBe(12)
    expect(retryAfterSeconds('0', now)).toBe(1)
    expect(retryAfterSeconds('99999', now)).toBe(120)
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:09 GMT', now)).toBe(9)
    expect(retryAfterSeconds('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(1)
    expect(retryAfterSeconds(undefined, now)).toBe(5)
    expect(retryAfterSeconds('soon', now)).toBe(5)
    expect(retryAfterSeconds('-3', now)).toBe(5)
  })

  it('keeps the status and plain JSON message of other refusals', async () => {
    const platform = createPlatformClient({
      apiUrl: API,
      clientTokens: DEV_CLIENT_TOKENS,
      fetch: async () => Response.json({ errors: [{ message: 'Em manutenção' }] }, { status: 503 }),
    })
    await expect(platform.request('{ x }')).rejects.toMatchObject({
      code: 'TRANSPORT',
      status: 503,
      message: 'Em manutenção',
    })
  })

  it('refuses to start without valid client tokens', () => {
    expect(() => createPlatformClient({ apiUrl: API, clientTokens: [] })).toThrow(TypeError)
    expect(() => createPlatformClient({ apiUrl: API, clientTokens: ['a b'] })).toThrow(TypeError)
  })
})
