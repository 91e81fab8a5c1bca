import { DEV_CLIENT_TOKENS } from '@carreiras/api/server'
import { UploadUserAvatarDocument, UploadUserDocumentDocument, createPlatformClient } from '@carreiras/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccountsRuntime } from '../src/accounts/runtime.js'
import {
  ConfigError,
  DEFAULT_PGLITE_DIR,
  DEV_TOKEN_SIGNING_KEY,
  loadConfig,
  loadDatabaseConfig,
} from '../src/config.js'
import { oauthRoutes } from '../src/accounts/oauth.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import {
  MAIL_INBOX_PATH,
  SMS_STAND_IN_PATH,
  mailInboxRoutes,
  smsStandInRoutes,
} from '../src/outgoing/stand-ins/routes.js'
import { devRoutes } from '../src/rest/dev.js'
import { partnerTestRoutes } from '../src/online-tests/partner.js'
import { PARTNER_TEST_PATH } from '../src/online-tests/service.js'
import { clientOf, signUp } from './accounts-helpers.js'
import { PRODUCTION_TEST_ENV, TEST_PUBLIC_URL, createTestPlatform, type TestPlatform } from './helpers.js'

/** Everything production requires (the test platforms add the same through PRODUCTION_TEST_ENV). */
const PRODUCTION = {
  NODE_ENV: 'production',
  CLIENT_TOKENS: 'prod-token-1',
  PUBLIC_URL: 'https://plataforma.example.com',
  ...PRODUCTION_TEST_ENV,
} as const

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
      seedDemo: false,
      databaseUrl: undefined,
      pgliteDir: DEFAULT_PGLITE_DIR,
      clientTokens: [...DEV_CLIENT_TOKENS],
      webOrigins: ['http://localhost:3000'],
      nodeEnv: 'development',
      production: false,
      log: true,
    })
    expect(DEFAULT_PGLITE_DIR).toMatch(/apps\/platform\/\.data\/pglite$/)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4999',
      DATABASE_URL: 'postgres://u:p@localhost:5432/carreiras',
      PGLITE_DIR: 'memory://',
      CLIENT_TOKENS: ' a1 , b2 ',
      WEB_ORIGIN: 'http://localhost:3000,https://carreiras.example.com',
      NODE_ENV: 'production',
      LOG: 'off',
      PUBLIC_URL: 'https://plataforma.example.com/',
      SEED_DEMO: '1',
      TOKEN_SIGNING_KEY: 'k'.repeat(32),
      CAPTCHA_HMAC_KEY: 'c'.repeat(16),
      SITE_PROXY_SECRET: ` ${'s'.repeat(32)} `,
      MESSAGES: 'off',
      POSTAL_CODE_URL: 'https://viacep.com.br/ws',
      POSTAL_CODE_TIMEOUT_MS: '2500',
      GEOIP_DATABASE: '/var/lib/GeoIP/GeoLite2-City.mmdb',
      PARTNER_TEST_SECRET: 'p'.repeat(32),
    })
    expect(config).toMatchObject({
      port: 4999,
      postal: { url: 'https://viacep.com.br/ws/', timeoutMs: 2500 },
      geoipDatabase: '/var/lib/GeoIP/GeoLite2-City.mmdb',
      partnerTestSecret: 'p'.repeat(32),
      siteProxySecret: 's'.repeat(32),
      publicUrl: 'https://plataforma.example.com',
      seedDemo: true,
      tokenSigningKey: 'k'.repeat(32),
      captchaHmacKey: 'c'.repeat(16),
      databaseUrl: 'postgres://u:p@localhost:5432/carreiras',
      pgliteDir: 'memory://',
      clientTokens: ['a1', 'b2'],
      webOrigins: ['http://localhost:3000', 'https://carreiras.example.com'],
      production: true,
      log: false,
    })
  })

  it('requires CLIENT_TOKENS in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CLIENT_TOKENS é obrigatório em produção/)
  })

  it('lists every bad variable in one clear error', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'staging',
        CLIENT_TOKENS: 'a,b,c,d',
        WEB_ORIGIN: 'not a url',
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      const message = (error as Error).message
      for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV', 'CLIENT_TOKENS', 'WEB_ORIGIN'])
        expect(message).toContain(name)
    }
  })
})

describe('GEOIP_LOOPBACK', () => {
  it('is unset by default: loopback has no place', () => {
    expect(loadConfig({}).geoipLoopback).toBeNull()
    expect(loadConfig({ GEOIP_LOOPBACK: '  ' }).geoipLoopback).toBeNull()
  })

  it('reads UF:Cidade (state case-insensitive, spaces trimmed)', () => {
    expect(loadConfig({ GEOIP_LOOPBACK: 'SP:São Paulo' }).geoipLoopback).toEqual({
      state: 'SP',
      city: 'São Paulo',
    })
    expect(loadConfig({ GEOIP_LOOPBACK: ' rj :  Rio  de Janeiro ' }).geoipLoopback).toEqual({
      state: 'RJ',
      city: 'Rio de Janeiro',
    })
  })

  it('rejects anything else with a clear message', () => {
    for (const value of ['São Paulo', 'XX:Cidade', 'SP:', ':São Paulo', 'SPA:São Paulo']) {
      expect(() => loadConfig({ GEOIP_LOOPBACK: value })).toThrow(ConfigError)
      expect(() => loadConfig({ GEOIP_LOOPBACK: value })).toThrow(
        'GEOIP_LOOPBACK: GEOIP_LOOPBACK deve ter o formato UF:Cidade (ex.: SP:São Paulo)',
      )
    }
  })
})

describe('production', () => {
  const message = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as Error).message
    }
    throw new Error('expected a ConfigError')
  }

  it('names every missing secret and origin in one message', () => {
    const text = message({ NODE_ENV: 'production' })
    expect(text.split('\n')[0]).toBe('Configuração inválida:')
    for (const name of [
      'CLIENT_TOKENS',
      'WEB_ORIGIN',
      'PUBLIC_URL',
      'TOKEN_SIGNING_KEY',
      'CAPTCHA_HMAC_KEY',
      'SITE_PROXY_SECRET',
      'POSTAL_CODE_URL',
      'GEOIP_DATABASE',
      'PARTNER_TEST_SECRET',
    ])
      expect(text).toContain(`  - ${name}: ${name} é obrigatório em produção (`)
    // A malformed value and the missing ones come in the same message.
    const both = message({ NODE_ENV: 'production', PORT: 'abc', CLIENT_TOKENS: 'a1' })
    expect(both).toContain('  - PORT: PORT deve ser um número')
    expect(both).toContain('  - PUBLIC_URL: PUBLIC_URL é obrigatório em produção')
    expect(both).not.toContain('CLIENT_TOKENS')
  })

  it.each([
    'CLIENT_TOKENS',
    'WEB_ORIGIN',
    'PUBLIC_URL',
    'TOKEN_SIGNING_KEY',
    'CAPTCHA_HMAC_KEY',
    'SITE_PROXY_SECRET',
    'POSTAL_CODE_URL',
    'GEOIP_DATABASE',
    'PARTNER_TEST_SECRET',
  ])('refuses to start without %s (blank counts as unset)', (name) => {
    for (const value of [undefined, '  ']) {
      const text = message({ ...PRODUCTION, [name]: value })
      expect(text).toBe(
        `Configuração inválida:\n  - ${name}: ${text.split(`- ${name}: `)[1]!.split('\n')[0]}`,
      )
      expect(text).toContain(`${name} é obrigatório em produção`)
    }
  })

  it('starts with every setting, and never falls back to a development default', () => {
    const config = loadConfig(PRODUCTION)
    expect(config).toMatchObject({
      production: true,
      clientTokens: ['prod-token-1'],
      webOrigins: ['http://localhost:3000'],
      publicUrl: 'https://plataforma.example.com',
      captcha: true,
    })
    expect(config.clientTokens).not.toContain(DEV_CLIENT_TOKENS[0])
    expect(config.tokenSigningKey).not.toBe(DEV_TOKEN_SIGNING_KEY)
  })

  it('refuses WEB_ORIGIN=* and CAPTCHA=off, which development accepts', () => {
    expect(message({ ...PRODUCTION, WEB_ORIGIN: 'https://a.example,*' })).toContain(
      '  - WEB_ORIGIN: WEB_ORIGIN não aceita * em produção: liste as origens do site',
    )
    expect(message({ ...PRODUCTION, CAPTCHA: 'OFF' })).toContain(
      '  - CAPTCHA: CAPTCHA=off não é aceito em produção (serve apenas a testes automatizados)',
    )
    expect(loadConfig({ WEB_ORIGIN: '*', CAPTCHA: 'off' })).toMatchObject({
      webOrigins: ['*'],
      captcha: false,
    })
  })
})

describe('PUBLIC_URL', () => {
  it('defaults outside production to localhost on the port, without a trailing slash when set', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123')
    expect(loadConfig({ PUBLIC_URL: 'https://api.example.com/plataforma/' }).publicUrl).toBe(
      'https://api.example.com/plataforma',
    )
  })

  it.each([
    'api.example.com',
    'ftp://api.example.com',
    'https://u:p@api.example.com',
    'https://a.example/?x=1',
    'https://a.example/#x',
  ])('rejects %j with a clear message', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(
      '  - PUBLIC_URL: PUBLIC_URL deve ser uma URL http(s) sem usuário, consulta ou fragmento',
    )
  })
})

describe('SEED_DEMO', () => {
  it('is off unless asked for', () => {
    expect(loadConfig({}).seedDemo).toBe(false)
    for (const value of ['1', 'true', 'ON', ' yes '])
      expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(true)
    for (const value of ['0', 'false', 'off', 'no', ''])
      expect(loadConfig({ SEED_DEMO: value }).seedDemo).toBe(false)
    expect(() => loadConfig({ SEED_DEMO: 'talvez' })).toThrow('  - SEED_DEMO: SEED_DEMO deve ser 1 ou 0')
  })
})

describe('the removal links’ key', () => {
  it('comes from TOKEN_SIGNING_KEY: the same in every process, different from it, and per key', () => {
    const a = loadConfig({ TOKEN_SIGNING_KEY: 'a'.repeat(32) })
    expect(a.removalLinkKey).toBe(loadConfig({ TOKEN_SIGNING_KEY: 'a'.repeat(32) }).removalLinkKey)
    expect(a.removalLinkKey).not.toBe(a.tokenSigningKey)
    expect(a.removalLinkKey).not.toBe(loadConfig({ TOKEN_SIGNING_KEY: 'b'.repeat(32) }).removalLinkKey)
    // Links made by one process open in another (or after a restart): test/several-processes.test.ts.
  })
})

describe('the database and stop settings', () => {
  it('default to a pool of 10, a 10 s statement timeout and a 25 s drain', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 10_000,
      shutdownGraceMs: 25_000,
    })
  })

  it('read DATABASE_POOL_SIZE and DATABASE_STATEMENT_TIMEOUT_MS', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 25 ', DATABASE_STATEMENT_TIMEOUT_MS: '2500' })).toMatchObject({
      databasePoolSize: 25,
      databaseStatementTimeoutMs: 2500,
    })
  })

  it('refuse values out of range, naming the setting', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE deve estar entre 1 e 100/,
    )
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'muitos' })).toThrow(
      /DATABASE_POOL_SIZE deve ser um número/,
    )
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '10' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS deve estar entre 1000 e 300000/,
    )
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '5' })).toThrow(
      /SHUTDOWN_GRACE_MS deve estar entre 1000 e 600000/,
    )
  })
})

describe('loadDatabaseConfig (the migrate command)', () => {
  it('reads only where the database is, even in production without the server’s secrets', () => {
    expect(loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@h/db' })).toEqual({
      databaseUrl: 'postgres://u@h/db',
      pgliteDir: DEFAULT_PGLITE_DIR,
    })
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  })
})

describe('a production platform', () => {
  let production: TestPlatform
  let development: TestPlatform
  beforeAll(async () => {
    production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    development = await createTestPlatform({ CAPTCHA: 'off' })
  })
  afterAll(async () => {
    await production.close()
    await development.close()
  })

  /** Every route of the development routers, as a concrete path (the stand-ins' parameters filled in). */
  const developmentRoutes = () => {
    const { config, database } = development
    const mounted = [
      ['/dev', devRoutes(database.db, config)],
      ['', oauthRoutes(config, database.db, createAccountsRuntime(config, database.db))],
      [PARTNER_TEST_PATH, partnerTestRoutes(config, database.db)],
      [MAIL_INBOX_PATH, mailInboxRoutes(database.db, config.webOrigins)],
      [SMS_STAND_IN_PATH, smsStandInRoutes(database.db, config.delivery.smsToken)],
    ] as const
    return mounted.flatMap(([base, router]) =>
      router.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => ({
          method: route.method,
          path: `${base}${route.path.replace(/:\w+(\{[^}]*\})?/g, '3101')}`,
        })),
    )
  }

  it('answers 404 on every development endpoint and stand-in (the company requests’ included)', async () => {
    const routes = developmentRoutes()
    const paths = routes.map((route) => `${route.method} ${route.path}`)
    for (const expected of [
      'GET /dev/outbox',
      'POST /dev/users',
      'POST /dev/profile-updates',
      'GET /dev/profile-updates',
      'POST /dev/hunting/invite',
      'GET /dev/hunting',
      'POST /dev/external-base',
      'GET /oauth/linkedin/authorize',
      'GET /linkedin/token',
      'POST /oauth/facebook/dialog',
      'GET /partner-test/challenge',
      'POST /partner-test/3101',
      'GET /dev/mail/',
      'GET /dev/mail/3101',
      'GET /dev/mail/messages',
      'POST /dev/sms/messages',
      'GET /dev/sms/',
    ])
      expect(paths).toContain(expected)
    for (const { method, path } of routes) {
      const response = await production.app.request(path, {
        method,
        ...(method === 'POST'
          ? {
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ email: 'a@example.com' }),
            }
          : {}),
      })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await response.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.routeNotFound }] })
    }
    // The same paths exist outside production.
    expect((await development.app.request('/dev/outbox')).status).toBe(200)
  })

  it('refuses the development client tokens', async () => {
    const statuses: number[] = []
    const client = createPlatformClient({
      apiUrl: TEST_PUBLIC_URL,
      clientTokens: [...DEV_CLIENT_TOKENS],
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await production.app.request(input, init)
        statuses.push(response.status)
        return response
      }) as typeof fetch,
    })
    await expect(client.request('{ domains { states { id } } }')).rejects.toThrow()
    expect(statuses.length).toBeGreaterThan(0)
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true)
    // Its own token works.
    const own = await clientOf(production).request<{ domains: { states: unknown[] } }>(
      '{ domains { states { id } } }',
    )
    expect(own.domains.states).toHaveLength(27)
  })
})

describe('stored URLs and a forged Host header', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await createTestPlatform({ CAPTCHA: 'off', PUBLIC_URL: 'https://plataforma.example.com/' })
  })
  afterAll(() => platform.close())

  it('come from PUBLIC_URL, never from the request', async () => {
    const user = await signUp(platform)
    // The request as @hono/node-server builds it from `Host: evil.example`.
    const forged = createPlatformClient({
      apiUrl: 'http://evil.example',
      clientTokens: platform.config.clientTokens,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers)
        headers.set('Host', 'evil.example')
        headers.set('X-Forwarded-Host', 'evil.example')
        return platform.app.request(input, { ...init, headers })
      }) as typeof fetch,
      getSession: () => ({ token: user.token, userId: user.userId }),
    })
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')
    const avatar = (await forged.request(UploadUserAvatarDocument, { user_id: user.id, image_base64: png }))
      .uploadUserAvatar!.avatar!
    const pdf = Buffer.from('%PDF-1.4\n' + ' '.repeat(1200)).toString('base64')
    const report = (
      await forged.request(UploadUserDocumentDocument, {
        user_id: user.id,
        document_base64: pdf,
        original_filename: 'laudo.pdf',
      })
    ).uploadUserDocument!
    const link = (
      await forged.request<{ user: { removeAccountLink: string } }>(
        'query($id: ID) { user(id: $id) { removeAccountLink } }',
        { id: user.id },
      )
    ).user.removeAccountLink
    const stored = (
      await forged.request<{ user: { avatar: string } }>('query($id: ID) { user(id: $id) { avatar } }', {
        id: user.id,
      })
    ).user.avatar
    for (const url of [avatar, JSON.stringify(report), link, stored])
      expect(url).not.toContain('evil.example')
    expect(avatar).toMatch(/^https:\/\/plataforma\.example\.com\/files\/\d+\/[\w-]+$/)
    expect(stored).toBe(avatar)
    expect(JSON.stringify(report)).toContain('"https://plataforma.example.com/files/')
    expect(link.startsWith('https://plataforma.example.com/conta/remover?token=')).toBe(true)
  })
})
