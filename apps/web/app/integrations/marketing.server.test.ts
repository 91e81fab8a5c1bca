// The marketing conversion route (docs/chat-and-marketing.md): only with marketing consent does an event
// leave.
import { describe, expect, it, vi } from 'vitest'
import type { IntegrationPerson, PersonResult } from './chat-marketing-person.server'
import { conversionResponse, type MarketingDeps } from './marketing.server'

const MARKETING_URL = 'https://marketing.example.com/events'

const person = (choices: IntegrationPerson['choices']): PersonResult => ({
  ok: true,
  person: {
    userId: 9,
    name: 'Bia Lima',
    email: 'bia@example.com',
    location: { city: 'Belo Horizonte', stateId: '14', stateAbbr: 'MG' },
    choices,
  },
})

const request = (body: unknown, token = 'sessao-xyz') =>
  new Request('http://site.test/api/marketing/conversao', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

function deps(result: PersonResult, overrides: Partial<MarketingDeps> = {}) {
  const fetch = vi.fn(async () => new Response('{}', { status: 202 }))
  const logError = vi.fn()
  const all: MarketingDeps = {
    marketing: {
      url: MARKETING_URL,
      conversionIdentifiers: { 'sign-up': 'cadastro-carreiras', application: 'candidatura-carreiras' },
    },
    readPerson: vi.fn(async () => result),
    fetch: fetch as unknown as typeof globalThis.fetch,
    logError,
    ...overrides,
  }
  return { all, fetch, logError }
}

describe('conversionResponse', () => {
  it('POSTs the CONVERSION / CDP event to MARKETING_URL when the person allowed marketing', async () => {
    const { all, fetch } = deps(person({ marketing: true }))
    const response = await conversionResponse(request({ kind: 'application', userId: 9 }), all)
    expect(await response.json()).toEqual({ sent: true })
    expect(all.readPerson).toHaveBeenCalledWith({ token: 'sessao-xyz', userId: 9 })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(MARKETING_URL)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      event_type: 'CONVERSION',
      event_family: 'CDP',
      payload: {
        conversion_identifier: 'candidatura-carreiras',
        email: 'bia@example.com',
        name: 'Bia Lima',
        state: 'MG',
        city: 'Belo Horizonte',
      },
    })
  })

  it('uses the sign-up identifier for a sign-up', async () => {
    const { all, fetch } = deps(person({ marketing: true }))
    await conversionResponse(request({ kind: 'sign-up', userId: 9 }), all)
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(JSON.parse(String(init.body)).payload.conversion_identifier).toBe('cadastro-carreiras')
  })

  it('sends nothing without marketing consent (refused, never asked, or only other purposes)', async () => {
    for (const choices of [{ marketing: false }, {}, { chat: true, survey: true }]) {
      const { all, fetch } = deps(person(choices))
      const response = await conversionResponse(request({ kind: 'application', userId: 9 }), all)
      expect(await response.json()).toEqual({ sent: false })
      expect(fetch).not.toHaveBeenCalled()
    }
  })

  it('reads nothing and sends nothing when marketing is not configured', async () => {
    const { all, fetch } = deps(person({ marketing: true }), { marketing: null })
    expect(await (await conversionResponse(request({ kind: 'sign-up', userId: 9 }), all)).json()).toEqual({
      sent: false,
    })
    expect(all.readPerson).not.toHaveBeenCalled()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a bad kind, a missing session and a session the platform refuses', async () => {
    const { all, fetch } = deps({ ok: false, status: 401 })
    expect((await conversionResponse(request({ kind: 'newsletter', userId: 9 }), all)).status).toBe(400)
    expect((await conversionResponse(request({ kind: 'sign-up', userId: 9 }, ''), all)).status).toBe(400)
    expect((await conversionResponse(request({ kind: 'sign-up', userId: 9 }), all)).status).toBe(401)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('logs a failed delivery without any personal data and answers normally', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed')
    })
    const { all, logError } = deps(person({ marketing: true }), {
      fetch: failing as unknown as typeof globalThis.fetch,
    })
    const response = await conversionResponse(request({ kind: 'application', userId: 9 }), all)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ sent: false })
    expect(logError).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(logError.mock.calls)).not.toMatch(/bia@example\.com|Bia Lima|Belo Horizonte/)

    const refused = deps(person({ marketing: true }), {
      fetch: (async () => new Response('no', { status: 500 })) as unknown as typeof globalThis.fetch,
    })
    await conversionResponse(request({ kind: 'application', userId: 9 }), refused.all)
    expect(refused.logError).toHaveBeenCalledTimes(1)
    expect(JSON.stringify(refused.logError.mock.calls[0]?.[1]?.message)).not.toContain('bia@example.com')
  })
})
