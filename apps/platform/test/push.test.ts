// Web push (docs/push.md): the spec's GET /push/public_key and POST /push/register (and /push/unregister),
// the VAPID key kept in platform_settings, real encrypted pushes (RFC 8291 aes128gcm, VAPID RFC 8292)
// delivered to the push-service stand-in and decrypted there, a 410 that deletes the subscription, and each
// trigger: applying (a pending test, or the confirmation), a test added to an application, an event
// invitation.
import { createECDH, randomBytes } from 'node:crypto'
import { buildAuthorizationHeader } from '@carreiras/api'
import { and, eq } from 'drizzle-orm'
import webpush from 'web-push'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { platformSettings, pushSubscriptions } from '../src/db/schema.js'
import { enqueue } from '../src/outgoing/queue.js'
import { outgoingMessages } from '../src/db/schema.js'
import { deliverQueuedPushes, pushTransportOf } from './push-helpers.js'
import { verifyVapid } from '../src/push/stand-in.js'
import { createPushTransport } from '../src/push/transport.js'
import { VAPID_SETTING_KEY } from '../src/push/vapid.js'
import { loadConfig } from '../src/config.js'
import { signUp, type SignedUp } from './accounts-helpers.js'
import { PRODUCTION_TEST_ENV, createTestPlatform, TEST_PUBLIC_URL, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let ana: SignedUp
let bruno: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off', PUSH_STAND_IN_URL: `${TEST_PUBLIC_URL}/dev/push` })
  ana = await signUp(platform)
  bruno = await signUp(platform)
  // Deliveries to the stand-in (http://platform.test/dev/push/endpoint/…) reach this platform's app.
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith(TEST_PUBLIC_URL)
      ? platform.app.request(String(input), init)
      : realFetch(input, init),
  )
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await platform.close()
})

const db = () => platform.database.db
const settled = () => deliverQueuedPushes(platform)
const header = (user?: SignedUp) => buildAuthorizationHeader(platform.config.clientTokens[0]!, user?.token)

interface FakeSubscription {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
}

async function fakeSubscription(): Promise<FakeSubscription> {
  const response = await platform.app.request(`${TEST_PUBLIC_URL}/dev/push/subscriptions`, { method: 'POST' })
  expect(response.status).toBe(201)
  return (await response.json()) as FakeSubscription
}

const received = async (subscription: FakeSubscription) =>
  (await (
    await platform.app.request(`/dev/push/received?endpoint=${encodeURIComponent(subscription.endpoint)}`)
  ).json()) as { payload: unknown; audience: string; subject: string; ttl: number }[]

function register(user: SignedUp | undefined, body: unknown) {
  return platform.app.request('/push/register', {
    method: 'POST',
    headers: { Authorization: header(user), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function subscribed(user: SignedUp): Promise<FakeSubscription> {
  const subscription = await fakeSubscription()
  const response = await register(user, { subscription, user_id: user.userId })
  expect(response.status).toBe(201)
  return subscription
}

async function apply(user: SignedUp, opportunityId: string) {
  const data = await user.client.request<{ subscriptionNew: { id: string } }>(
    'mutation($o: ID!, $u: ID!) { subscriptionNew(opportunity_id: $o, user_id: $u, questions: []) { id } }',
    { o: opportunityId, u: String(user.userId) },
  )
  return Number(data.subscriptionNew.id)
}

describe('GET /push/public_key', () => {
  it('answers the VAPID public key to a known client token, and only to one', async () => {
    expect((await platform.app.request('/push/public_key')).status).toBe(401)
    expect(
      (await platform.app.request('/push/public_key', { headers: { Authorization: 'Token token="nope"' } }))
        .status,
    ).toBe(401)
    const response = await platform.app.request('/push/public_key', { headers: { Authorization: header() } })
    expect(response.status).toBe(200)
    const { public_key } = (await response.json()) as { public_key: string }
    const bytes = Buffer.from(public_key, 'base64url')
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(4)
    // Generated once and kept for every process.
    const [row] = await db()
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, VAPID_SETTING_KEY))
    expect(JSON.parse(row!.value).publicKey).toBe(public_key)
  })

  it('uses the configured keys, and production without VAPID has no push at all', async () => {
    const keys = webpush.generateVAPIDKeys()
    const configured = await createTestPlatform({
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'prod-token',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:vagas@example.com',
    })
    const off = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token' })
    try {
      const auth = { headers: { Authorization: 'Token token="prod-token"' } }
      const answer = await configured.app.request('/push/public_key', auth)
      expect(await answer.json()).toEqual({ public_key: keys.publicKey })
      expect((await off.app.request('/push/public_key', auth)).status).toBe(404)
      expect((await off.app.request('/dev/push/subscriptions', { method: 'POST' })).status).toBe(404)
    } finally {
      await configured.close()
      await off.close()
    }
  })
})

describe('VAPID settings', () => {
  it('production takes all three or none, and checks each one', () => {
    const keys = webpush.generateVAPIDKeys()
    const env = {
      ...PRODUCTION_TEST_ENV,
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'prod-token',
      PUBLIC_URL: 'https://plataforma.example.com',
    }
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID: VAPID_PRIVATE_KEY, VAPID_SUBJECT: as notificações push precisam/,
    )
    expect(loadConfig(env)).toMatchObject({ push: false, vapid: null })
    const on = loadConfig({
      ...env,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://vagas.example.com',
    })
    expect(on).toMatchObject({ push: true, vapid: { ...keys, subject: 'https://vagas.example.com' } })
    expect(() =>
      loadConfig({ ...env, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'x', VAPID_SUBJECT: 'eu' }),
    ).toThrow(/VAPID_PUBLIC_KEY deve ser[\s\S]*VAPID_PRIVATE_KEY deve ser[\s\S]*VAPID_SUBJECT deve ser/)
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ push: true, vapid: null })
  })
})

describe('POST /push/register', () => {
  it('stores the subscription of the session’s own user, and refuses anyone else', async () => {
    const subscription = await fakeSubscription()
    expect((await register(undefined, { subscription, user_id: ana.userId })).status).toBe(401)
    const other = await register(bruno, { subscription, user_id: ana.userId })
    expect(other.status).toBe(403)
    expect(await other.json()).toEqual({
      errors: [{ message: 'Não autorizado', extensions: { code: 'UNAUTHORIZED' } }],
    })
    for (const bad of [
      {
        subscription: { ...subscription, keys: { ...subscription.keys, auth: 'curto' } },
        user_id: ana.userId,
      },
      { subscription: { ...subscription, endpoint: 'javascript:alert(1)' }, user_id: ana.userId },
      { subscription },
      'não é json',
    ])
      expect((await register(ana, bad)).status).toBe(422)
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toEqual([])

    expect((await register(ana, { subscription, user_id: String(ana.userId) })).status).toBe(201)
    // The same endpoint by another person: refused (push-endpoints.test.ts); the row stays Ana's.
    expect((await register(bruno, { subscription, user_id: bruno.userId })).status).toBe(409)
    const rows = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      userId: ana.userId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })

    // Turned off: only by its owner.
    const unregister = (user: SignedUp) =>
      platform.app.request('/push/unregister', {
        method: 'POST',
        headers: { Authorization: header(user), 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint, user_id: user.userId }),
      })
    expect(await (await unregister(bruno)).json()).toEqual({ success: true, removed: 0 })
    expect(await (await unregister(ana)).json()).toEqual({ success: true, removed: 1 })
  })
})

describe('sending', () => {
  /** The row of a registered subscription. */
  const rowOf = async (subscription: FakeSubscription) =>
    (
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    )[0]
  const messagesTo = async (rowId: number) =>
    db()
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.channel, 'push'), eq(outgoingMessages.to, String(rowId))))

  it('delivers a real encrypted push that the stand-in decrypts to the payload', async () => {
    const subscription = await subscribed(ana)
    const payload = { title: 'Título', body: 'Corpo com acentuação', url: '/vagas' }
    const row = await rowOf(subscription)
    await enqueue(db(), { channel: 'push', template: 'push', to: String(row!.id), data: { payload } })
    await settled()
    const [push] = await received(subscription)
    expect(push).toMatchObject({ payload, audience: TEST_PUBLIC_URL, ttl: 86_400 })
    expect(push!.subject).toMatch(/^mailto:|^https:/)
    expect(await messagesTo(row!.id)).toMatchObject([{ status: 'sent', attempts: 1 }])
  })

  it('410: the subscription is deleted and the message is dead at once (not retried)', async () => {
    const subscription = await subscribed(bruno)
    const row = await rowOf(subscription)
    expect(
      (await platform.app.request(`/dev/push/subscriptions/${subscription.id}`, { method: 'DELETE' })).status,
    ).toBe(204)
    await enqueue(db(), {
      channel: 'push',
      template: 'push',
      to: String(row!.id),
      data: { payload: { title: 't', body: 'b', url: '/' } },
    })
    await settled()
    expect(await rowOf(subscription)).toBeUndefined()
    const [message] = await messagesTo(row!.id)
    expect(message).toMatchObject({ status: 'dead', attempts: 1 })
    expect(message!.lastError).toMatch(/410/)
  })

  it('a failure is retried, and the push is then delivered once', async () => {
    const subscription = await subscribed(ana)
    const row = await rowOf(subscription)
    await enqueue(db(), {
      channel: 'push',
      template: 'push',
      to: String(row!.id),
      data: { payload: { title: 'De novo', body: 'b', url: '/' } },
    })
    // The push service is down for the first attempt.
    const down = createPushTransport({
      db: db(),
      config: platform.config,
      standInFetch: () => Promise.resolve(new Response(null, { status: 503 })),
    })
    await deliverQueuedPushes(platform, down)
    const [waiting] = await messagesTo(row!.id)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.lastError).toMatch(/503/)
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    expect(await received(subscription)).toEqual([])
    // Its backoff over, the next attempt gets through.
    await db()
      .update(outgoingMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outgoingMessages.id, waiting!.id))
    await deliverQueuedPushes(platform, pushTransportOf(platform))
    expect(await messagesTo(row!.id)).toMatchObject([{ status: 'sent', attempts: 2 }])
    expect((await received(subscription)).map((r) => (r.payload as { title: string }).title)).toEqual([
      'De novo',
    ])
  })

  it('the stand-in refuses a token not signed by the platform and a body it cannot decrypt', async () => {
    const subscription = await fakeSubscription()
    const other = webpush.generateVAPIDKeys()
    const forged = webpush.generateRequestDetails(subscription, 'x', {
      vapidDetails: { subject: 'mailto:a@b.c', ...other },
      contentEncoding: 'aes128gcm',
    })
    const post = (headers: Record<string, string | number>, body: Buffer | null) =>
      platform.app.request(subscription.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
        body: body ? new Uint8Array(body) : null,
      })
    expect((await post(forged.headers, forged.body)).status).toBe(401)
    // Signed by the platform, but encrypted for another browser's keys.
    const [row] = await db()
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, VAPID_SETTING_KEY))
    const platformKeys = JSON.parse(row!.value) as { publicKey: string; privateKey: string }
    const stranger = createECDH('prime256v1')
    stranger.generateKeys()
    const wrong = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: stranger.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      },
      'x',
      { vapidDetails: { subject: 'mailto:a@b.c', ...platformKeys }, contentEncoding: 'aes128gcm' },
    )
    expect((await post(wrong.headers, wrong.body)).status).toBe(400)
    expect(await received(subscription)).toEqual([])
  })

  it('verifies the VAPID token’s audience and expiry', () => {
    const keys = webpush.generateVAPIDKeys()
    const { Authorization } = webpush.getVapidHeaders(
      'https://push.example.com',
      'mailto:a@b.c',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    ) as { Authorization: string }
    expect(verifyVapid(Authorization, 'https://push.example.com')?.key).toBe(keys.publicKey)
    expect(verifyVapid(Authorization, 'https://other.example.com')).toBeNull()
    expect(verifyVapid(Authorization, 'https://push.example.com', Date.now() + 25 * 3600_000)).toBeNull()
    // Another signature (the token's last part changed).
    const [, token] = /t=([^,]+)/.exec(Authorization)!
    const parts = token!.split('.')
    const other = parts[2]!.startsWith('A') ? `B${parts[2]!.slice(1)}` : `A${parts[2]!.slice(1)}`
    expect(
      verifyVapid(
        Authorization.replace(token!, `${parts[0]}.${parts[1]}.${other}`),
        'https://push.example.com',
      ),
    ).toBeNull()
  })
})

describe('triggers', () => {
  let carla: SignedUp
  let subscription: FakeSubscription
  beforeAll(async () => {
    carla = await signUp(platform)
    subscription = await subscribed(carla)
  })
  afterEach(async () => settled())

  const last = async () => {
    await settled()
    return (await received(subscription)).at(-1)?.payload
  }

  it('applying with a pending test: "Você tem um teste para fazer", to the pending tests', async () => {
    await apply(carla, '100006')
    expect(await last()).toEqual({
      title: 'Você tem um teste para fazer',
      body: 'Faça o teste da vaga Analista de Dados Júnior para seguir no processo seletivo.',
      url: '/vagas/100006/inscricao/testes-pendentes',
    })
  })

  it('applying without tests: the confirmation (the step went from lead to applied), once', async () => {
    await apply(carla, '100005')
    expect(await last()).toEqual({
      title: 'Inscrição confirmada',
      body: 'Recebemos sua inscrição na vaga Atendente de Loja. Acompanhe em Minhas candidaturas.',
      url: '/meu-perfil#box-subscription',
    })
    const count = (await received(subscription)).length
    await apply(carla, '100005')
    await settled()
    expect(await received(subscription)).toHaveLength(count)
  })

  it('a test added to an application', async () => {
    const subscriptionId = await apply(carla, '100004')
    await settled()
    const count = (await received(subscription)).length
    const response = await platform.app.request('/dev/tests/assign', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscriptionId, testId: 3003 }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ opportunityId: 100004, testId: 3003, added: true })
    expect(await last()).toEqual({
      title: 'Você tem um teste para fazer',
      body: 'Faça o teste da vaga Vendedor(a) para seguir no processo seletivo.',
      url: '/vagas/100004/inscricao/testes-pendentes',
    })
    expect(await received(subscription)).toHaveLength(count + 1)
  })

  it('an invitation to a selection event', async () => {
    const subscriptionId = await apply(carla, '100007')
    // The application's own push first (the worker sends what is due in any order).
    await settled()
    const response = await platform.app.request('/dev/events/invite', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subscriptionId, title: 'Entrevista com a gestora' }),
    })
    expect(response.status).toBe(201)
    expect(await last()).toEqual({
      title: 'Você recebeu um convite',
      body: 'Entrevista com a gestora da vaga Analista de Marketing Digital: escolha um horário em Minhas candidaturas.',
      url: '/meu-perfil#box-subscription',
    })
  })

  it('a restart loses nothing: the push waits in the queue, committed with the application', async () => {
    const erica = await signUp(platform)
    const [first, second] = [await subscribed(erica), await subscribed(erica)]
    const applicationId = await apply(erica, '100005')
    // Answered: the pushes are rows of the message road (one per browser), not promises of this process.
    const rows = await db().select().from(outgoingMessages).where(eq(outgoingMessages.channel, 'push'))
    const ids = await Promise.all(
      [first, second].map(async (s) =>
        String(
          (
            await db()
              .select({ id: pushSubscriptions.id })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.endpoint, s!.endpoint))
          )[0]!.id,
        ),
      ),
    )
    const mine = rows.filter((row) => ids.includes(row.to))
    expect(mine).toHaveLength(2)
    expect(mine.map((row) => row.status)).toEqual(['pending', 'pending'])
    expect(mine.map((row) => row.idempotencyKey).sort()).toEqual(
      ids.map((id) => `push:applied:${applicationId}:${id}`).sort(),
    )
    expect(await received(first!)).toEqual([])
    // A worker that starts later (the platform restarted, or `npm run worker`) sends each of them once.
    await settled()
    for (const s of [first!, second!])
      expect((await received(s)).map((r) => (r.payload as { title: string }).title)).toEqual([
        'Inscrição confirmada',
      ])
  })

  it('a failed delivery never fails the operation that caused it', async () => {
    const dora = await signUp(platform)
    await db().insert(pushSubscriptions).values({
      userId: dora.userId,
      endpoint: 'http://127.0.0.1:9/nowhere',
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    expect(await apply(dora, '100005')).toBeGreaterThan(0)
    await settled()
  })
})
