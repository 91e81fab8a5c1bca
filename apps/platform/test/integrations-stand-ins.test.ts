// The customer chat's and the marketing service's stand-ins (integrations-stand-ins/;
// docs/chat-and-marketing.md).
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_WIDGET_JS } from '../src/integrations-stand-ins/chat.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const SECRET = 'segredo-do-chat-dos-testes-com-32-caracteres'
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
  body: JSON.stringify(body),
})

describe('integration stand-ins', () => {
  let development: TestPlatform
  let production: TestPlatform
  beforeAll(async () => {
    ;[development, production] = await Promise.all([
      createTestPlatform({ CHAT_IDENTITY_SECRET: SECRET }),
      createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token' }),
    ])
  })
  afterAll(async () => {
    await Promise.all([development?.close(), production?.close()])
  })

  it('serves the widget as a script another origin may load', async () => {
    const response = await development.app.request('/dev/chat/widget.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    expect(await response.text()).toBe(CHAT_WIDGET_JS)
    // Names and messages are written as text, never as HTML.
    expect(CHAT_WIDGET_JS).not.toContain('innerHTML')
  })

  it('records boots and marks verified only the hash made with the shared secret', async () => {
    const email = 'ana@example.com'
    const hash = createHmac('sha256', SECRET).update(email).digest('hex')
    const good = await development.app.request(
      '/dev/chat/boots',
      json({ name: 'Ana', email, user_hash: hash, custom_domain: 'carreiras' }),
    )
    expect(good.status).toBe(201)
    // The site's origin (WEB_ORIGIN) may post from the browser.
    expect(good.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:3000')
    await development.app.request(
      '/dev/chat/boots',
      json({ name: 'Ana', email, user_hash: 'f'.repeat(64), custom_domain: 'carreiras' }),
    )
    await development.app.request('/dev/chat/boots', json({ name: 'Candidate', custom_domain: 'carreiras' }))
    expect((await development.app.request('/dev/chat/boots', json({ name: 42 }))).status).toBe(400)

    const boots = (await (await development.app.request('/dev/chat/boots')).json()) as Array<
      Record<string, unknown>
    >
    expect(
      boots.map(({ name, email, verified, custom_domain }) => ({ name, email, verified, custom_domain })),
    ).toEqual([
      { name: 'Candidate', email: null, verified: false, custom_domain: 'carreiras' },
      { name: 'Ana', email, verified: false, custom_domain: 'carreiras' },
      { name: 'Ana', email, verified: true, custom_domain: 'carreiras' },
    ])
  })

  it('records conversion events and refuses anything else', async () => {
    const event = {
      event_type: 'CONVERSION',
      event_family: 'CDP',
      payload: {
        conversion_identifier: 'candidatura-carreiras',
        email: 'Bia@example.com',
        name: 'Bia',
        state: 'SP',
        city: 'São Paulo',
      },
    }
    expect((await development.app.request('/dev/marketing/events', json(event))).status).toBe(202)
    const wrong = { ...event, event_type: 'PAGEVIEW' }
    expect((await development.app.request('/dev/marketing/events', json(wrong))).status).toBe(400)
    const listed = await (await development.app.request('/dev/marketing/events?email=bia@example.com')).json()
    expect(listed).toEqual([expect.objectContaining(event)])
    const none = await (await development.app.request('/dev/marketing/events?email=outra@example.com')).json()
    expect(none).toEqual([])
  })

  it('does not exist in production', async () => {
    for (const [method, path] of [
      ['GET', '/dev/chat/widget.js'],
      ['GET', '/dev/chat/boots'],
      ['POST', '/dev/chat/boots'],
      ['GET', '/dev/marketing/events'],
      ['POST', '/dev/marketing/events'],
    ] as const) {
      const response = await production.app.request(path, method === 'POST' ? json({}) : {})
      expect(response.status, `${method} ${path}`).toBe(404)
    }
  })
})
