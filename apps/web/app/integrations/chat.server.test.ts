// The chat identity route (docs/chat-and-marketing.md): the hash is made here, only for a person who allowed
// the chat.
import { createHmac } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { contentSecurityPolicy } from '../lib/security-headers.server'
import type { IntegrationPerson, PersonResult } from './chat-marketing-person.server'
import { ConfigError, parseConfig } from '../config.server'
import { chatIdentityResponse } from './chat.server'

const SECRET = 'segredo-do-chat-com-pelo-menos-32-caracteres'

const person = (choices: IntegrationPerson['choices']): PersonResult => ({
  ok: true,
  person: {
    userId: 7,
    name: 'Ana Souza',
    email: 'ana@example.com',
    location: { city: 'Recife', stateId: '18', stateAbbr: 'PE' },
    choices,
  },
})

const request = (init: { token?: string; body?: unknown; method?: string } = {}) =>
  new Request('http://site.test/api/atendimento/identidade', {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token === undefined
        ? { Authorization: 'Bearer sessao-abc' }
        : init.token
          ? { Authorization: `Bearer ${init.token}` }
          : {}),
    },
    ...(init.method === 'GET' ? {} : { body: JSON.stringify(init.body ?? { userId: 7 }) }),
  })

describe('chatIdentityResponse', () => {
  it('answers name, e-mail and HMAC-SHA-256(secret, e-mail) to a person who allowed the chat', async () => {
    const readPerson = vi.fn(async () => person({ chat: true }))
    const response = await chatIdentityResponse(request(), { chat: { identitySecret: SECRET }, readPerson })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      identified: true,
      name: 'Ana Souza',
      email: 'ana@example.com',
      hash: createHmac('sha256', SECRET).update('ana@example.com').digest('hex'),
    })
    // The session the browser showed is checked with the platform; the secret never leaves.
    expect(readPerson).toHaveBeenCalledWith({ token: 'sessao-abc', userId: 7 })
    expect(text).not.toContain(SECRET)
  })

  it('identifies nobody who did not allow the chat (refused or never asked)', async () => {
    for (const choices of [{ chat: false }, {}, { marketing: true, survey: true }]) {
      const response = await chatIdentityResponse(request(), {
        chat: { identitySecret: SECRET },
        readPerson: async () => person(choices),
      })
      const body = await response.json()
      expect(body).toEqual({ identified: false, reason: 'consent' })
      expect(JSON.stringify(body)).not.toContain('ana@example.com')
    }
  })

  it('refuses without a session, with a session the platform refuses, and when the chat is off', async () => {
    const readPerson = vi.fn(async (): Promise<PersonResult> => ({ ok: false, status: 401 }))
    const deps = { chat: { identitySecret: SECRET }, readPerson }
    expect((await chatIdentityResponse(request({ token: '' }), deps)).status).toBe(400)
    expect((await chatIdentityResponse(request({ body: { userId: 'x' } }), deps)).status).toBe(400)
    expect(readPerson).not.toHaveBeenCalled()
    const refused = await chatIdentityResponse(request(), deps)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ identified: false, reason: 'unavailable' })
    const off = await chatIdentityResponse(request(), { chat: null, readPerson })
    expect(off.status).toBe(404)
    expect((await chatIdentityResponse(request({ method: 'GET' }), deps)).status).toBe(405)
  })

  it('identifies nobody when the secret is not configured', async () => {
    const response = await chatIdentityResponse(request(), {
      chat: { identitySecret: undefined },
      readPerson: async () => person({ chat: true }),
    })
    expect(await response.json()).toEqual({ identified: false, reason: 'unavailable' })
  })
})

describe('the chat in the documents’ policy', () => {
  const directives = (policy: string) =>
    new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

  it('lets the widget’s origin serve scripts and be fetched only when the chat is configured', () => {
    const on = directives(
      contentSecurityPolicy('n0nce', { chatWidgetUrl: 'https://chat.example.com/widget/v2.js?app=1' }),
    )
    expect(on.get('script-src')).toEqual([
      "'self'",
      "'nonce-n0nce'",
      "'wasm-unsafe-eval'",
      'https://chat.example.com',
    ])
    expect(on.get('connect-src')).toEqual(["'self'", 'https://chat.example.com'])
    // The widget's origin is never framed: the site frames only its own files (the document modal).
    expect(on.get('frame-src')).toEqual(["'self'"])
    const off = directives(contentSecurityPolicy('n0nce', {}))
    expect(off.get('script-src')).toEqual(["'self'", "'nonce-n0nce'", "'wasm-unsafe-eval'"])
    expect(off.get('connect-src')).toEqual(["'self'"])
  })
})

describe('the chat’s settings', () => {
  it('is off unless CHAT_WIDGET_URL is set, and keeps the secret on the server', () => {
    expect(parseConfig({}).chat).toBeNull()
    const config = parseConfig({
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
      CHAT_IDENTITY_SECRET: SECRET,
    })
    expect(config.chat).toEqual({ widgetUrl: 'https://chat.example.com/widget.js', identitySecret: SECRET })
    expect(JSON.stringify(config.browser)).not.toContain(SECRET)
  })

  it('wants a secret of 32 characters or more and never echoes it', () => {
    let error: unknown
    try {
      parseConfig({ CHAT_WIDGET_URL: 'https://chat.example.com/w.js', CHAT_IDENTITY_SECRET: 'curto-demais' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect(String(error)).toContain('CHAT_IDENTITY_SECRET must have at least 32 characters')
    expect(String(error)).not.toContain('curto-demais')
  })

  it('gives the browser (root loader) the widget’s URL and the source only', async () => {
    vi.stubEnv('CHAT_WIDGET_URL', 'https://chat.example.com/widget.js')
    vi.stubEnv('CHAT_IDENTITY_SECRET', SECRET)
    vi.stubEnv('SOURCE', 'parceiro')
    vi.resetModules()
    try {
      // A fresh module graph: the configuration is read from this environment.
      const fresh = await import('./chat.server')
      expect(fresh.chatBrowserConfig()).toEqual({
        widgetUrl: 'https://chat.example.com/widget.js',
        source: 'parceiro',
      })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('the marketing settings', () => {
  it('is off unless MARKETING_URL is set; the identifiers default to core’s', () => {
    expect(parseConfig({}).marketing).toBeNull()
    expect(parseConfig({ MARKETING_URL: 'https://mkt.example.com/events/' }).marketing).toEqual({
      url: 'https://mkt.example.com/events',
      conversionIdentifiers: { 'sign-up': 'cadastro-carreiras', application: 'candidatura-carreiras' },
    })
    expect(
      parseConfig({ MARKETING_URL: 'https://mkt.example.com/e', MARKETING_CONVERSION_APPLICATION: 'cand-x' })
        .marketing?.conversionIdentifiers.application,
    ).toBe('cand-x')
  })
})
