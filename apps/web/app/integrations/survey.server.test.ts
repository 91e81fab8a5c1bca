// The survey route (docs/consent-and-survey.md): only for a session the platform accepts and with survey
// consent granted on the platform does a call reach the provider; the user id sent on is the session's.
import type { PlatformClient } from '@carreiras/api'
import { PlatformError } from '@carreiras/api'
import { CONSENT_VERSION, SURVEY_PAGE_VIEW_MUTATION } from '@carreiras/core'
import { describe, expect, it, vi } from 'vitest'
import { surveyResponse, type SurveyDeps } from './survey.server'

const ENDPOINT = 'https://survey.example.com/graphql'

const consent = (purpose: string, granted: boolean) => ({
  purpose,
  granted,
  version: CONSENT_VERSION,
  origin: 'prompt',
  recordedAt: '2026-11-26T18:00:00.000Z',
})

const pageView = {
  op: 'pageView',
  userId: 9,
  input: {
    opportunityId: 100001,
    companyId: 6562,
    platform: 'wl',
    context: 'opportunity',
    action: 'index',
    event: 'page_view',
  },
}

const request = (body: unknown, token: string | null = 'sessao-xyz') =>
  new Request('http://site.test/api/pesquisa', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

function deps(consents: () => unknown, overrides: Partial<SurveyDeps> = {}) {
  const platformCalls: { variables: unknown; init: unknown }[] = []
  const platform: PlatformClient = {
    request: (async (_document: unknown, variables: unknown, init: unknown) => {
      platformCalls.push({ variables, init })
      return { consents: consents() }
    }) as PlatformClient['request'],
  }
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ data: { pageView: { survey: null } } }), { status: 200 }),
  )
  const all: SurveyDeps = {
    survey: { endpoint: ENDPOINT },
    platform,
    fetch: fetch as unknown as typeof globalThis.fetch,
    logError: vi.fn(),
    ...overrides,
  }
  return { all, fetch, platformCalls }
}

describe('surveyResponse', () => {
  it('with survey consent forwards the page view with the session’s user id to the provider', async () => {
    const { all, fetch, platformCalls } = deps(() => [consent('survey', true)])
    const response = await surveyResponse(request(pageView), all)
    expect(await response.json()).toEqual({ sent: true, survey: null })
    expect(platformCalls[0]?.init).toMatchObject({ session: { token: 'sessao-xyz', userId: 9 } })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(ENDPOINT)
    expect(JSON.parse(String(init.body))).toEqual({
      query: SURVEY_PAGE_VIEW_MUTATION,
      variables: { input: { ...pageView.input, userId: 9 } },
    })
  })

  it('hands the provider’s short survey to the browser', async () => {
    const survey = { id: 'experiencia', question: 'Como foi sua experiência até aqui?' }
    const { all } = deps(() => [consent('survey', true)], {
      fetch: (async () =>
        new Response(JSON.stringify({ data: { pageView: { survey } } }))) as unknown as typeof fetch,
    })
    expect(await (await surveyResponse(request(pageView), all)).json()).toEqual({ sent: true, survey })
  })

  it.each([
    ['refused', [consent('survey', false)]],
    ['undecided', [consent('chat', true)]],
    ['of an older version', [{ ...consent('survey', true), version: '2000-01-01' }]],
  ])('sends nothing when the survey consent is %s', async (_name, consents) => {
    const { all, fetch } = deps(() => consents)
    const response = await surveyResponse(request(pageView), all)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ sent: false })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends nothing for a session the platform refuses, without a session, or when the survey is off', async () => {
    const refused = deps(() => {
      throw new PlatformError('Não autorizado', 'UNAUTHORIZED')
    })
    expect((await surveyResponse(request(pageView), refused.all)).status).toBe(403)
    expect(refused.fetch).not.toHaveBeenCalled()

    const anonymous = deps(() => [consent('survey', true)])
    expect((await surveyResponse(request(pageView, null), anonymous.all)).status).toBe(400)
    expect(anonymous.fetch).not.toHaveBeenCalled()

    const off = deps(() => [consent('survey', true)], { survey: null })
    expect(await (await surveyResponse(request(pageView), off.all)).json()).toEqual({ sent: false })
    expect(off.fetch).not.toHaveBeenCalled()
    expect(off.platformCalls).toEqual([])
  })

  it('refuses a page view outside the contract (a context the survey does not know)', async () => {
    const { all, fetch } = deps(() => [consent('survey', true)])
    const bad = { ...pageView, input: { ...pageView.input, context: 'profile' } }
    expect((await surveyResponse(request(bad), all)).status).toBe(400)
    expect(fetch).not.toHaveBeenCalled()
  })
})
