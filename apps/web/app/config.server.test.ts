import { DEV_CLIENT_TOKENS } from '@carreiras/api'
import { SOURCE_LABEL } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without type declarations
import { localPlatformEnv, localWebEnv } from '../../../scripts/local-env.mjs'
import { ConfigError, PRODUCTION_REQUIRED, parseConfig } from './config.server'

describe('parseConfig', () => {
  it('falls back to the local platform and the core constants (company and support e-mail: the brand’s)', () => {
    expect(parseConfig({})).toEqual({
      platformUrl: 'http://localhost:4000',
      opportunitiesApiUrl: 'http://localhost:4000',
      clientTokens: [...DEV_CLIENT_TOKENS],
      companyId: undefined,
      source: SOURCE_LABEL,
      siteUrl: undefined,
      brand: 'aurora',
      siteProxySecret: undefined,
      challengeUrl: 'http://localhost:4000/partner-test/challenge',
      // The chat and the marketing conversion are off unless configured.
      chat: null,
      marketing: null,
      // The satisfaction survey too.
      survey: null,
      // Real-user figures: a tenth of page loads report their Core Web Vitals (docs/performance.md).
      webVitalsSampleRate: 0.1,
      browser: {
        platformUrl: '/plataforma',
        clientTokens: [...DEV_CLIENT_TOKENS],
        companyId: undefined,
        supportEmail: undefined,
        linkedin: {
          authorizeUrl: 'http://localhost:4000/oauth/linkedin/authorize',
          clientId: 'carreiras-local',
        },
        facebook: { dialogUrl: 'http://localhost:4000/oauth/facebook/dialog' },
        // The other sign-ins are the platform's stand-ins outside production.
        itau: { authorizeUrl: 'http://localhost:4000/oauth/itau/authorize', development: true },
        microsoft: { authorizeUrl: 'http://localhost:4000/oauth/microsoft/authorize' },
        retailPartner: true,
        survey: false,
      },
    })
  })

  it('turns the survey on with SURVEY_ENDPOINT: the endpoint stays on the server, the browser learns only that', () => {
    const config = parseConfig({ SURVEY_ENDPOINT: 'https://pesquisa.example.com/graphql/' })
    expect(config.survey).toEqual({ endpoint: 'https://pesquisa.example.com/graphql' })
    expect(config.browser.survey).toBe(true)
    expect(JSON.stringify(config.browser)).not.toContain('pesquisa.example.com')
    expect(() => parseConfig({ SURVEY_ENDPOINT: 'ftp://x' })).toThrow(/SURVEY_ENDPOINT/)
  })

  it('points the challenge of tests 2015/2018 at CHALLENGE_URL, or at the platform’s stand-in', () => {
    expect(parseConfig({ CHALLENGE_URL: 'https://desafio.example.com/' }).challengeUrl).toBe(
      'https://desafio.example.com',
    )
    expect(parseConfig({ PLATFORM_URL: 'http://127.0.0.1:4100' }).challengeUrl).toBe(
      'http://127.0.0.1:4100/partner-test/challenge',
    )
    expect(() => parseConfig({ CHALLENGE_URL: 'ftp://desafio' })).toThrow(/CHALLENGE_URL/)
  })

  it('gives the browser the site’s own proxy path and the identity providers, never the server-only values', () => {
    const config = parseConfig({
      PLATFORM_URL: 'http://platform:4000',
      // Gone with the same-origin proxy: ignored if still set.
      PUBLIC_PLATFORM_URL: 'https://api.example.com/',
      LINKEDIN_AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
      LINKEDIN_CLIENT_ID: 'abc123',
      SUPPORT_EMAIL: 'ajuda@example.com',
      SITE_PROXY_SECRET: 'x'.repeat(32),
    })
    expect(config.browser.platformUrl).toBe('/plataforma')
    expect(config.browser.linkedin).toEqual({
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      clientId: 'abc123',
    })
    expect(config.browser.facebook.dialogUrl).toBe('http://platform:4000/oauth/facebook/dialog')
    expect(JSON.stringify(config.browser)).not.toMatch(/api\.example\.com|platform:4000\/?"|x{32}/)
    expect(config.siteProxySecret).toBe('x'.repeat(32))
    expect(config.browser.supportEmail).toBe('ajuda@example.com')
    expect(() => parseConfig({ SUPPORT_EMAIL: 'não é e-mail' })).toThrow(/SUPPORT_EMAIL/)
  })

  it('points the opportunities API at PLATFORM_URL unless told otherwise', () => {
    expect(parseConfig({ PLATFORM_URL: 'https://api.example.com/' }).opportunitiesApiUrl).toBe(
      'https://api.example.com',
    )
    const config = parseConfig({
      PLATFORM_URL: 'https://api.example.com',
      OPPORTUNITIES_API_URL: 'https://jobs.example.com',
    })
    expect(config.platformUrl).toBe('https://api.example.com')
    expect(config.opportunitiesApiUrl).toBe('https://jobs.example.com')
  })

  it('reads a comma list of client tokens, a numeric company id, a source and the site origin', () => {
    const config = parseConfig({
      CLIENT_TOKENS: ' a1, b2 ,,c3 ',
      COMPANY_ID: '2627',
      SOURCE: 'companypage',
      SITE_URL: 'https://carreiras.example.com',
    })
    expect(config.clientTokens).toEqual(['a1', 'b2', 'c3'])
    expect(config.companyId).toBe(2627)
    expect(config.source).toBe('companypage')
    expect(config.siteUrl).toBe('https://carreiras.example.com')
  })

  it('treats blank variables as unset', () => {
    expect(parseConfig({ PLATFORM_URL: '', COMPANY_ID: '  ', SITE_URL: '' })).toMatchObject({
      platformUrl: 'http://localhost:4000',
      companyId: undefined,
      siteUrl: undefined,
    })
  })

  it.each([
    ['PLATFORM_URL', 'localhost:4000'],
    ['PLATFORM_URL', 'ftp://files.example.com'],
    ['OPPORTUNITIES_API_URL', 'not a url'],
    ['COMPANY_ID', 'abc'],
    ['COMPANY_ID', '-3'],
    ['COMPANY_ID', '6562.5'],
    ['CLIENT_TOKENS', ' , ,'],
    ['SITE_URL', 'carreiras.example.com'],
    ['BRAND', 'Azul Marca'],
  ])('rejects %s=%j with a message naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`- ${name}: `))
  })

  it('names CLIENT_TOKENS without echoing its value (tokens are secrets)', () => {
    expect(() => parseConfig({ CLIENT_TOKENS: ' , ' })).toThrow(/- CLIENT_TOKENS: [^\n]*token/)
    expect(() => parseConfig({ CLIENT_TOKENS: ' , ' })).not.toThrow(/got/)
  })

  it('selects a brand by its folder name, aurora by default', () => {
    expect(parseConfig({}).brand).toBe('aurora')
    expect(parseConfig({ BRAND: 'demo' }).brand).toBe('demo')
    // Whether the folder exists is checked when the brands load (brands/index.server.ts).
    expect(parseConfig({ BRAND: 'minha-marca' }).brand).toBe('minha-marca')
    expect(() => parseConfig({ BRAND: '../aurora' })).toThrow(
      /- BRAND: BRAND must be the name of a brand folder/,
    )
  })

  it('lists every bad variable at once', () => {
    expect(() => parseConfig({ PLATFORM_URL: 'x', COMPANY_ID: 'y' })).toThrow(/PLATFORM_URL[\s\S]*COMPANY_ID/)
  })
})

describe('parseConfig in production (NODE_ENV=production)', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    CLIENT_TOKENS: 'prod-a,prod-b',
    PLATFORM_URL: 'http://platform.internal:4000',
    SITE_URL: 'https://carreiras.example.com',
    SITE_PROXY_SECRET: 's3cr3t-'.repeat(6),
    LINKEDIN_AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
    LINKEDIN_CLIENT_ID: 'abc123',
    FACEBOOK_DIALOG_URL: 'https://www.facebook.com/v19.0/dialog/oauth',
    CHALLENGE_URL: 'https://desafio.example.com',
  }
  const NAMES = [
    'CLIENT_TOKENS',
    'PLATFORM_URL',
    'SITE_URL',
    'SITE_PROXY_SECRET',
    'LINKEDIN_AUTHORIZE_URL',
    'LINKEDIN_CLIENT_ID',
    'FACEBOOK_DIALOG_URL',
    'CHALLENGE_URL',
  ]
  const message = (env: Record<string, string | undefined>) => {
    try {
      parseConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as Error).message
    }
    throw new Error('expected a ConfigError')
  }

  it('names every missing setting in one message', () => {
    expect(PRODUCTION_REQUIRED.map(([name]) => name)).toEqual(NAMES)
    const text = message({ NODE_ENV: 'production' })
    expect(text.split('\n')[0]).toBe('Invalid configuration of @carreiras/web:')
    for (const name of NAMES) expect(text).toContain(`  - ${name}: required when NODE_ENV=production (`)
    // Malformed values and missing ones come together.
    const both = message({ NODE_ENV: 'production', COMPANY_ID: 'abc' })
    expect(both).toMatch(/- COMPANY_ID: [\s\S]*- CLIENT_TOKENS: required/)
  })

  it.each(NAMES)('refuses to start without %s (blank counts as unset)', (name) => {
    for (const value of [undefined, ' ']) {
      const text = message({ ...PRODUCTION, [name]: value })
      expect(text.split('\n').slice(1)).toEqual([`  - ${name}: ${text.split(`- ${name}: `)[1]}`])
      expect(text).toContain(`- ${name}: required when NODE_ENV=production`)
    }
  })

  it('never falls back to the development tokens or the local stand-ins', () => {
    const config = parseConfig(PRODUCTION)
    expect(config.clientTokens).toEqual(['prod-a', 'prod-b'])
    expect(config.browser.clientTokens).toEqual(['prod-a', 'prod-b'])
    expect(config.browser.clientTokens).not.toContain(DEV_CLIENT_TOKENS[0])
    expect(config.siteUrl).toBe('https://carreiras.example.com')
    expect(config.challengeUrl).toBe('https://desafio.example.com')
    expect(config.browser.linkedin).toEqual({
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      clientId: 'abc123',
    })
    expect(config.browser.facebook.dialogUrl).toBe('https://www.facebook.com/v19.0/dialog/oauth')
    expect(JSON.stringify(config)).not.toMatch(/localhost|oauth\/linkedin\/authorize|partner-test/)
    expect(config.siteProxySecret).toBe('s3cr3t-'.repeat(6))
  })

  it('refuses the development client tokens published in the code, naming the setting, never the value', () => {
    for (const value of [DEV_CLIENT_TOKENS.join(','), `prod-a, ${DEV_CLIENT_TOKENS[1]}`]) {
      const text = message({ ...PRODUCTION, CLIENT_TOKENS: value })
      expect(text).toBe(
        'Invalid configuration of @carreiras/web:\n  - CLIENT_TOKENS: the development tokens are published in the code and refused when NODE_ENV=production (set tokens of your own)',
      )
      expect(text).not.toContain('dev-token')
    }
    // Outside production they stay the default.
    expect(parseConfig({ CLIENT_TOKENS: DEV_CLIENT_TOKENS.join(',') }).clientTokens).toEqual([
      ...DEV_CLIENT_TOKENS,
    ])
  })

  it('wants a SITE_PROXY_SECRET of 32 characters or more, and never echoes it', () => {
    const text = message({ ...PRODUCTION, SITE_PROXY_SECRET: 'curto-demais' })
    expect(text).toContain('- SITE_PROXY_SECRET: SITE_PROXY_SECRET must have at least 32 characters')
    expect(text).not.toContain('curto-demais')
  })

  it('starts with what `npm start` and the e2e suite pass (scripts/local-env.mjs): the local stand-ins', () => {
    const env = localWebEnv({
      platformUrl: 'http://127.0.0.1:4100',
      siteUrl: 'http://127.0.0.1:3100',
    }) as Record<string, string>
    const config = parseConfig({ NODE_ENV: 'production', ...env })
    // The run's own tokens, never the development ones; the platform gets the same.
    expect(config.clientTokens.length).toBeGreaterThan(0)
    for (const token of config.clientTokens) expect(DEV_CLIENT_TOKENS).not.toContain(token)
    expect(config.siteUrl).toBe('http://127.0.0.1:3100')
    expect(config.browser.linkedin.authorizeUrl).toBe('http://127.0.0.1:4100/oauth/linkedin/authorize')
    expect(config.browser.facebook.dialogUrl).toBe('http://127.0.0.1:4100/oauth/facebook/dialog')
    expect(config.challengeUrl).toBe('http://127.0.0.1:4100/partner-test/challenge')
    expect(config.browser.platformUrl).toBe('/plataforma')
    expect(config.siteProxySecret).toMatch(/^[\w-]{43}$/)
    // The platform's side of the same local run: the same secret, stored links through the site's proxy.
    const platform = localPlatformEnv({ siteUrl: 'http://127.0.0.1:3100' }) as Record<string, string>
    expect(platform.SITE_PROXY_SECRET).toBe(config.siteProxySecret)
    expect(platform.CLIENT_TOKENS).toBe(config.clientTokens.join(','))
    expect(platform.PUBLIC_URL).toBe('http://127.0.0.1:3100/plataforma')
  })

  it('keeps the development defaults outside production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(parseConfig({ NODE_ENV }).clientTokens).toEqual([...DEV_CLIENT_TOKENS])
  })
})

describe('the other sign-ins (docs/identity.md)', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    CLIENT_TOKENS: 'prod-a',
    PLATFORM_URL: 'http://platform.internal:4000',
    SITE_URL: 'https://carreiras.example.com',
    SITE_PROXY_SECRET: 's3cr3t-'.repeat(6),
    LINKEDIN_AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
    LINKEDIN_CLIENT_ID: 'abc123',
    FACEBOOK_DIALOG_URL: 'https://www.facebook.com/v19.0/dialog/oauth',
    CHALLENGE_URL: 'https://desafio.example.com',
  }

  it('are off in production unless configured, never the stand-ins', () => {
    const { browser } = parseConfig(PRODUCTION)
    expect(browser).toMatchObject({ itau: null, microsoft: null, retailPartner: false })
  })

  it('take the configured SSO, Microsoft and retail settings', () => {
    const { browser } = parseConfig({
      ...PRODUCTION,
      ITAU_SSO_URL: 'https://sso.example.com/authorize/',
      MICROSOFT_AUTHORIZE_URL: 'https://login.example.com/ms',
      RETAIL_PARTNER_LOGIN: 'on',
    })
    expect(browser.itau).toEqual({ authorizeUrl: 'https://sso.example.com/authorize', development: false })
    expect(browser.microsoft).toEqual({ authorizeUrl: 'https://login.example.com/ms' })
    expect(browser.retailPartner).toBe(true)
    expect(parseConfig({ RETAIL_PARTNER_LOGIN: 'off' }).browser.retailPartner).toBe(false)
  })

  it('refuse a bad value, naming the variable', () => {
    expect(() => parseConfig({ ITAU_SSO_URL: 'javascript:alert(1)' })).toThrow(/ITAU_SSO_URL/)
    expect(() => parseConfig({ MICROSOFT_AUTHORIZE_URL: 'ftp://x' })).toThrow(/MICROSOFT_AUTHORIZE_URL/)
    expect(() => parseConfig({ RETAIL_PARTNER_LOGIN: 'yes' })).toThrow(
      /RETAIL_PARTNER_LOGIN must be on or off/,
    )
  })

  it('`npm start` and the e2e suite turn the stand-ins on (scripts/local-env.mjs)', () => {
    const env = localWebEnv({ platformUrl: 'http://127.0.0.1:4100', siteUrl: 'http://127.0.0.1:3100' })
    const { browser } = parseConfig({ NODE_ENV: 'production', ...(env as Record<string, string>) })
    expect(browser.itau).toEqual({
      authorizeUrl: 'http://127.0.0.1:4100/oauth/itau/authorize',
      development: true,
    })
    expect(browser.microsoft).toEqual({ authorizeUrl: 'http://127.0.0.1:4100/oauth/microsoft/authorize' })
    expect(browser.retailPartner).toBe(true)
  })
})
