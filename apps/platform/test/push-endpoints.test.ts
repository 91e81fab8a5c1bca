// Push endpoints that reach inside (docs/push.md, "Where the platform sends"; docs/security.md): only the
// browsers' push services are registered — in production and in development alike, where the stand-in at
// PUSH_STAND_IN_URL is the one exception —, a listener on 127.0.0.1 never receives the platform's signed
// POST, and an endpoint belongs to whoever registered it until they remove it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildAuthorizationHeader } from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pushSubscriptions } from '../src/db/schema.js'
import { signUp, solvedCaptcha, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, TEST_PUBLIC_URL, type TestPlatform } from './helpers.js'
import { deliverQueuedPushes } from './push-helpers.js'

const STAND_IN = `${TEST_PUBLIC_URL}/dev/push`
const keys = { p256dh: '', auth: '' }

/** A browser-shaped subscription's keys (the endpoint is the test's). */
function browserKeys() {
  return { p256dh: keys.p256dh, auth: keys.auth }
}

function register(platform: TestPlatform, user: SignedUp, endpoint: string) {
  return platform.app.request('/push/register', {
    method: 'POST',
    headers: {
      Authorization: buildAuthorizationHeader(platform.config.clientTokens[0]!, user.token),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ subscription: { endpoint, keys: browserKeys() }, user_id: user.userId }),
  })
}

async function apply(user: SignedUp, opportunityId: string) {
  await user.client.request(
    'mutation($o: ID!, $u: ID!) { subscriptionNew(opportunity_id: $o, user_id: $u, questions: []) { id } }',
    { o: opportunityId, u: String(user.userId) },
  )
}

/** The shapes a production platform accepted, then tried to deliver to (issue: endpoints reach inside). */
const INSIDE = [
  'https://localhost./push/1',
  'https://foo.localhost./push/1',
  'https://metadata.google.internal./computeMetadata/v1/instance',
  'https://kubernetes.default.svc/api/v1/secrets',
  'https://127.0.0.1.nip.io/push/1',
  'https://10.0.0.5.nip.io/push/1',
  'https://vm./push/1',
  'https://intranet.corp.example/push/1',
]

beforeAll(async () => {
  const { createECDH, randomBytes } = await import('node:crypto')
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  keys.p256dh = ecdh.getPublicKey('base64url')
  keys.auth = randomBytes(16).toString('base64url')
})

describe('in production', () => {
  let prod: TestPlatform
  let ana: SignedUp
  beforeAll(async () => {
    const vapid = webpush.generateVAPIDKeys()
    prod = await createTestPlatform({
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'prod-token',
      CAPTCHA_MAX_NUMBER: '1000',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:vagas@example.com',
    })
    ana = await signUp(prod, { captcha: await solvedCaptcha(prod) })
  })
  afterAll(async () => prod.close())

  it('refuses every endpoint whose host is not a browser’s push service, with a clear message', async () => {
    for (const endpoint of INSIDE) {
      const response = await register(prod, ana, endpoint)
      expect(response.status, endpoint).toBe(422)
      expect(await response.json()).toEqual({
        errors: [{ message: ptBR.push.register.endpointNotAllowed, extensions: { code: 'VALIDATION' } }],
      })
    }
    expect(
      await prod.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.userId)),
    ).toEqual([])
  })

  it('accepts the push services of Chrome, Firefox, Safari and Edge', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/cXVhbHF1ZXI6QVBBOTFi',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABkZXhlbXBsbw',
      'https://web.push.apple.com/QGuQyavXutnMH3exemplo',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAADuof2gokJo',
    ])
      expect((await register(prod, ana, endpoint)).status, endpoint).toBe(201)
  })

  it('refuses the stand-in’s endpoints, which do not exist there', async () => {
    expect((await register(prod, ana, `${STAND_IN}/endpoint/abc`)).status).toBe(422)
    expect((await register(prod, ana, 'http://127.0.0.1:4000/dev/push/endpoint/abc')).status).toBe(422)
  })
})

describe('in development', () => {
  let dev: TestPlatform
  let listener: Server
  let hits: { method: string; authorization: string | undefined }[]
  let port: number
  beforeAll(async () => {
    dev = await createTestPlatform({ CAPTCHA: 'off', PUSH_STAND_IN_URL: STAND_IN })
    hits = []
    listener = createServer((request, response) => {
      hits.push({ method: request.method ?? '', authorization: request.headers.authorization })
      response.statusCode = 201
      response.end()
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    port = (listener.address() as AddressInfo).port
    // Deliveries to the stand-in reach this platform's app; anything else goes out for real.
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(TEST_PUBLIC_URL)
        ? dev.app.request(String(input), init)
        : realFetch(input, init),
    )
  })
  afterAll(async () => {
    vi.unstubAllGlobals()
    await new Promise((resolve) => listener.close(resolve))
    await dev.close()
  })

  it('a listener on 127.0.0.1 is refused when registered, and receives nothing when the person applies', async () => {
    const carla = await signUp(dev)
    for (const endpoint of [
      `http://127.0.0.1:${port}/push`,
      `http://localhost:${port}/push`,
      `http://[::1]:${port}/push`,
      `http://127.0.0.1:${port}/dev/push/endpoint/abc`,
      `${STAND_IN}/endpoint/abc?x=1`,
      `${STAND_IN}/endpoint/../../graphql`,
      ...INSIDE,
    ]) {
      const response = await register(dev, carla, endpoint)
      expect(response.status, endpoint).toBe(422)
    }
    await apply(carla, '100005')
    await deliverQueuedPushes(dev)
    expect(hits).toEqual([])
  })

  it('an endpoint stored before the allow-list is never sent to, and is dropped', async () => {
    const dora = await signUp(dev)
    await dev.database.db
      .insert(pushSubscriptions)
      .values({ userId: dora.userId, endpoint: `http://127.0.0.1:${port}/push/antigo`, ...browserKeys() })
    await apply(dora, '100005')
    await deliverQueuedPushes(dev)
    expect(hits).toEqual([])
    expect(
      await dev.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, dora.userId)),
    ).toEqual([])
  })

  it('an endpoint belongs to whoever registered it until they remove it', async () => {
    const ana = await signUp(dev)
    const bruno = await signUp(dev)
    const created = await dev.app.request(`${STAND_IN}/subscriptions`, { method: 'POST' })
    const subscription = (await created.json()) as {
      endpoint: string
      keys: { p256dh: string; auth: string }
    }
    const registerAs = (user: SignedUp, keysOf = subscription.keys) =>
      dev.app.request('/push/register', {
        method: 'POST',
        headers: {
          Authorization: buildAuthorizationHeader(dev.config.clientTokens[0]!, user.token),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          subscription: { endpoint: subscription.endpoint, keys: keysOf },
          user_id: user.userId,
        }),
      })
    expect((await registerAs(ana)).status).toBe(201)
    // Bruno knows the URL (and brings keys of his own): refused, and Ana's row is untouched.
    const taken = await registerAs(bruno, browserKeys())
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({
      errors: [{ message: ptBR.push.register.endpointTaken, extensions: { code: 'ALREADY_REGISTERED' } }],
    })
    const rows = await dev.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ userId: ana.userId, ...subscription.keys })
    // Ana's notifications still reach her browser.
    await apply(ana, '100005')
    await deliverQueuedPushes(dev)
    const received = (await (
      await dev.app.request(`${STAND_IN}/received?endpoint=${encodeURIComponent(subscription.endpoint)}`)
    ).json()) as { payload: { title: string } }[]
    expect(received.map((r) => r.payload.title)).toEqual([ptBR.push.notifications.applied.title])
    // Her own browser again (renewed keys) is fine; once she removes it, it can be someone else's.
    expect((await registerAs(ana)).status).toBe(201)
    const unregister = await dev.app.request('/push/unregister', {
      method: 'POST',
      headers: {
        Authorization: buildAuthorizationHeader(dev.config.clientTokens[0]!, ana.token),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ endpoint: subscription.endpoint, user_id: ana.userId }),
    })
    expect(await unregister.json()).toEqual({ success: true, removed: 1 })
    expect((await registerAs(bruno)).status).toBe(201)
  })
})
