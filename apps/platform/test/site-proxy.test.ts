// The site's same-origin proxy names the visitor's address; the platform believes it only with the shared
// secret (SITE_PROXY_SECRET, accounts/client-address.ts). The per-address limits then count visitors, not
// the site; without the right secret every request counts as its TCP peer, whatever it claims.
import { createPlatformClient, type PlatformClient } from '@carreiras/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SITE_CLIENT_ADDRESS_HEADER,
  SITE_PROXY_SECRET_HEADER,
  clientAddress,
  sameSecret,
  trustedClientAddress,
} from '../src/accounts/client-address.js'
import { RATE_LIMIT_MESSAGE } from '../src/accounts/rate-limit.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { failure, newCpf } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const SECRET = 'segredo-compartilhado-do-site-e-da-plataforma'
const USERS = 'query($cpf: String) { users(cpf: $cpf) { id } }'

const proxied = (headers: Record<string, string>) =>
  new Request('http://platform.test/graphql', { method: 'POST', headers })

describe('trustedClientAddress', () => {
  it('believes the forwarded address only with the configured secret', () => {
    const address = { [SITE_CLIENT_ADDRESS_HEADER]: '203.0.113.7' }
    expect(trustedClientAddress(proxied({ ...address, [SITE_PROXY_SECRET_HEADER]: SECRET }), SECRET)).toBe(
      '203.0.113.7',
    )
    expect(
      trustedClientAddress(proxied({ ...address, [SITE_PROXY_SECRET_HEADER]: `${SECRET}x` }), SECRET),
    ).toBeNull()
    expect(trustedClientAddress(proxied({ ...address, [SITE_PROXY_SECRET_HEADER]: '' }), SECRET)).toBeNull()
    expect(trustedClientAddress(proxied(address), SECRET)).toBeNull()
    // No secret configured: nobody may name an address, not even with an empty header.
    expect(
      trustedClientAddress(proxied({ ...address, [SITE_PROXY_SECRET_HEADER]: '' }), undefined),
    ).toBeNull()
  })

  it('refuses what is not an IP address, and IPv6 works', () => {
    const withSecret = (value: string) =>
      trustedClientAddress(
        proxied({ [SITE_CLIENT_ADDRESS_HEADER]: value, [SITE_PROXY_SECRET_HEADER]: SECRET }),
        SECRET,
      )
    expect(withSecret('2001:db8::1')).toBe('2001:db8::1')
    for (const bad of ['evil.example', '203.0.113.7, 10.0.0.1', '', '999.1.1.1'])
      expect(withSecret(bad)).toBeNull()
  })

  it('compares secrets whole, whatever their lengths', () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true)
    expect(sameSecret(SECRET.slice(0, -1), SECRET)).toBe(false)
    expect(sameSecret('', SECRET)).toBe(false)
  })

  it('SITE_PROXY_SECRET has at least 32 characters and is never echoed', () => {
    expect(() => loadConfig({ SITE_PROXY_SECRET: 'curto' })).toThrow(ConfigError)
    try {
      loadConfig({ SITE_PROXY_SECRET: 'curto' })
    } catch (error) {
      expect((error as Error).message).toContain('SITE_PROXY_SECRET deve ter ao menos 32 caracteres')
      expect((error as Error).message).not.toContain('curto')
    }
    expect(loadConfig({}).siteProxySecret).toBeUndefined()
  })
})

describe('the per-address limits behind the site proxy', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await createTestPlatform({ CAPTCHA: 'off', SITE_PROXY_SECRET: SECRET })
  })
  afterAll(() => platform.close())

  /** A client whose requests come through a proxy that names `address` and shows `secret`. */
  const through = (address: string, secret: string | null): PlatformClient =>
    createPlatformClient({
      apiUrl: 'http://platform.test',
      clientTokens: platform.config.clientTokens,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers)
        headers.set(SITE_CLIENT_ADDRESS_HEADER, address)
        if (secret !== null) headers.set(SITE_PROXY_SECRET_HEADER, secret)
        return platform.app.request(new Request(input, { ...init, headers }))
      }) as typeof fetch,
    })

  it('with the secret, each visitor has a bucket of its own (30 lookups per address)', async () => {
    const visitor = through('203.0.113.40', SECRET)
    for (let i = 0; i < 30; i++) await visitor.request(USERS, { cpf: newCpf() })
    const limited = await failure(visitor.request(USERS, { cpf: newCpf() }))
    expect(limited.code).toBe('RATE_LIMITED')
    expect(limited.message).toBe(RATE_LIMIT_MESSAGE)
    // Another visitor behind the same site is not limited.
    await expect(through('203.0.113.41', SECRET).request(USERS, { cpf: newCpf() })).resolves.toEqual({
      users: [],
    })
  })

  it('without the right secret the named address is ignored: every claim counts as the peer', async () => {
    const claims = (i: number, secret: string | null) => through(`198.51.100.${i + 1}`, secret)
    for (let i = 0; i < 30; i++)
      await claims(i, i % 2 === 0 ? null : 'um-segredo-errado-com-mais-de-32-caracteres').request(USERS, {
        cpf: newCpf(),
      })
    // A 31st address, never used: still limited, because all 30 were counted on the same (peer) bucket.
    expect((await failure(claims(100, null).request(USERS, { cpf: newCpf() }))).code).toBe('RATE_LIMITED')
  })

  it('a chunked body (no Content-Length, the request copied by the body limit) keeps the address', async () => {
    const seen: string[] = []
    const { Hono } = await import('hono')
    const { bodyLimit } = await import('hono/body-limit')
    const { siteProxyAddress } = await import('../src/accounts/client-address.js')
    const app = new Hono()
      .use('*', bodyLimit({ maxSize: 1024 }))
      .use('*', siteProxyAddress(SECRET))
      .post('/', (c) => {
        seen.push(clientAddress(c.req.raw))
        return c.text('ok')
      })
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('a=1'))
        controller.close()
      },
    })
    const response = await app.request(
      new Request('http://platform.test/', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { [SITE_CLIENT_ADDRESS_HEADER]: '192.0.2.77', [SITE_PROXY_SECRET_HEADER]: SECRET },
      } as RequestInit),
    )
    expect(response.status).toBe(200)
    expect(seen).toEqual(['192.0.2.77'])
  })
})
