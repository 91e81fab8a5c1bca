// The site's retry of idempotent mutations (client.ts, IDEMPOTENT_MUTATIONS): a platform process killed or
// restarting must not lose an application, and a retry must never repeat a mutation that is not idempotent.
import { describe, expect, it } from 'vitest'
import {
  CreateSubscriptionLeadDocument,
  SaveSubscriptionDraftDocument,
  SubscriptionNewDocument,
} from '../gql/graphql.js'
import { DEV_CLIENT_TOKENS } from './authorization.js'
import { IDEMPOTENT_MUTATIONS, RETRY_DELAYS_MS, createPlatformClient, mutationName } from './client.js'
import { handleSealedGraphQL } from './server.js'

const API = 'http://platform.test'
const APPLY = { opportunity_id: '100004', user_id: '7', questions: [] }

/** A fetch that fails `failures` times (each with `fail`), then answers through the sealed server. */
function flaky(failures: number, fail: () => Promise<Response>) {
  let calls = 0
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls += 1
    if (calls <= failures) return fail()
    return handleSealedGraphQL(new Request(input, init), {
      clientTokens: DEV_CLIENT_TOKENS,
      execute: async () => ({ data: { subscriptionNew: { id: '1' }, saveSubscriptionDraft: { id: '1' } } }),
    })
  }
  return { fetch, calls: () => calls }
}

const refused = () => Promise.reject(new TypeError('fetch failed'))
const status = (code: number) => () =>
  Promise.resolve(new Response(JSON.stringify({ message: 'Sem conexão' }), { status: code }))

function client(fetch: typeof globalThis.fetch, extra: { timeoutMs?: number } = {}) {
  return createPlatformClient({
    apiUrl: API,
    clientTokens: DEV_CLIENT_TOKENS,
    fetch,
    retryDelaysMs: [1, 1, 1, 1],
    ...extra,
  })
}

describe('the retry of idempotent mutations', () => {
  it('names the mutations of the application, and waits 0.5, 1, 2, 4, 8 s by default', () => {
    expect([...IDEMPOTENT_MUTATIONS].sort()).toEqual(['CreateSubscriptionLead', 'SubscriptionNew'])
    expect(mutationName(SubscriptionNewDocument.toString())).toBe('SubscriptionNew')
    expect(mutationName('query Q { x }')).toBeNull()
    expect(RETRY_DELAYS_MS).toEqual([500, 1000, 2000, 4000, 8000])
  })

  it('sends subscriptionNew again after a refused connection and a 502/503, until it is answered', async () => {
    for (const fail of [refused, status(502), status(503)]) {
      const platform = flaky(3, fail)
      await expect(client(platform.fetch).request(SubscriptionNewDocument, APPLY)).resolves.toMatchObject({
        subscriptionNew: { id: '1' },
      })
      expect(platform.calls()).toBe(4)
    }
    const lead = flaky(1, refused)
    await client(lead.fetch).request(CreateSubscriptionLeadDocument, APPLY)
    expect(lead.calls()).toBe(2)
  })

  it('gives up after the last wait with the network error the site shows', async () => {
    const platform = flaky(99, refused)
    await expect(client(platform.fetch).request(SubscriptionNewDocument, APPLY)).rejects.toMatchObject({
      code: 'NETWORK',
    })
    expect(platform.calls()).toBe(5)
  })

  it('never sends again the draft, a mutation that is not idempotent, a query, a timeout or a 504', async () => {
    const draft = flaky(1, refused)
    await expect(
      client(draft.fetch).request(SaveSubscriptionDraftDocument, { ...APPLY, draft: {} }),
    ).rejects.toMatchObject({ code: 'NETWORK' })
    expect(draft.calls()).toBe(1)

    const other = flaky(1, refused)
    await expect(
      client(other.fetch).request('mutation UserLogin($email: String!) { userLogin(email: $email) { id } }'),
    ).rejects.toMatchObject({ code: 'NETWORK' })
    expect(other.calls()).toBe(1)

    const query = flaky(1, refused)
    await expect(
      client(query.fetch).request('query Subscription { subscriptions { id } }'),
    ).rejects.toMatchObject({ code: 'NETWORK' })
    expect(query.calls()).toBe(1)

    const gatewayTimeout = flaky(1, status(504))
    await expect(client(gatewayTimeout.fetch).request(SubscriptionNewDocument, APPLY)).rejects.toMatchObject({
      code: 'NETWORK',
      status: 504,
    })
    expect(gatewayTimeout.calls()).toBe(1)

    let calls = 0
    const hanging: typeof globalThis.fetch = () => {
      calls += 1
      return new Promise<Response>(() => undefined)
    }
    await expect(
      client(hanging, { timeoutMs: 20 }).request(SubscriptionNewDocument, APPLY),
    ).rejects.toMatchObject({ code: 'NETWORK' })
    expect(calls).toBe(1)
  })

  it('stops waiting as soon as the caller aborts', async () => {
    const platform = flaky(99, refused)
    const controller = new AbortController()
    const slow = createPlatformClient({
      apiUrl: API,
      clientTokens: DEV_CLIENT_TOKENS,
      fetch: platform.fetch,
      retryDelaysMs: [60_000],
    })
    const pending = slow.request(SubscriptionNewDocument, APPLY, { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ code: 'NETWORK' })
    expect(platform.calls()).toBe(1)
  })
})
