// The push transport of the message road (push/transport.ts) and the guard of its connections
// (push/guarded-fetch.ts): a real encrypted push reaches the stand-in, 404/410 delete the subscription and
// end the message, other failures throw for the queue to retry, and no connection ever reaches an address
// inside — whatever the name resolves to.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pushSubscriptions } from '../src/db/schema.js'
import { PermanentDeliveryError, type QueuedMessage } from '../src/outgoing/contract.js'
import { guardedFetch, isPublicAddress, refusedAddressOf, type Resolver } from '../src/push/guarded-fetch.js'
import { createPushTransport } from '../src/push/transport.js'
import { signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, TEST_PUBLIC_URL, type TestPlatform } from './helpers.js'

const STAND_IN = `${TEST_PUBLIC_URL}/dev/push`

/** A resolver that answers these addresses for every name, and counts its calls. */
function resolving(...addresses: string[]): Resolver & { calls: string[] } {
  const calls: string[] = []
  const resolve = ((hostname, _options, callback) => {
    calls.push(hostname)
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )
  }) as Resolver & { calls: string[] }
  resolve.calls = calls
  return resolve
}

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, unique-local, shared, metadata and special addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254', // the clouds' metadata service
      '100.100.100.200', // another cloud's metadata (shared address space)
      '100.64.0.1',
      '192.0.0.192',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd00:ec2::254', // the metadata service over IPv6
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      'ff02::1',
      'não é endereço',
    ])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ['142.250.79.42', '8.8.8.8', '2a00:1450:4001:82b::200a', '17.253.144.10'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('refuses every address of the private and loopback ranges (property)', () => {
    const octet = fc.integer({ min: 0, max: 255 })
    fc.assert(
      fc.property(octet, octet, octet, (a, b, c) => {
        expect(isPublicAddress(`127.${a}.${b}.${c}`)).toBe(false)
        expect(isPublicAddress(`10.${a}.${b}.${c}`)).toBe(false)
        expect(isPublicAddress(`192.168.${b}.${c}`)).toBe(false)
        expect(isPublicAddress(`172.${16 + (a % 16)}.${b}.${c}`)).toBe(false)
        expect(isPublicAddress(`169.254.${b}.${c}`)).toBe(false)
        expect(isPublicAddress(`::ffff:${a}.${b}.${c}.1`)).toBe(false)
      }),
    )
  })
})

describe('guardedFetch', () => {
  let listener: Server
  let port: number
  let hits = 0
  beforeAll(async () => {
    listener = createServer((_request, response) => {
      hits += 1
      response.statusCode = 201
      response.end()
    })
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
    port = (listener.address() as AddressInfo).port
  })
  afterAll(async () => new Promise((resolve) => listener.close(resolve)))

  const post = (fetchImpl: ReturnType<typeof guardedFetch>, url: string) =>
    fetchImpl(url, { method: 'POST', body: 'x' }).then(
      (response) => ({ status: response.status, refused: null }),
      (error: unknown) => ({ status: 0, refused: refusedAddressOf(error) }),
    )

  it('never connects to a name that resolves inside, an address literal, or a name mixing both', async () => {
    for (const [resolve, url] of [
      [resolving('127.0.0.1'), `http://push.test:${port}/x`],
      [resolving('142.250.79.42', '127.0.0.1'), `http://push.test:${port}/x`],
      [resolving('::1'), `http://push.test:${port}/x`],
      [resolving('169.254.169.254'), `http://metadata.google.internal.:${port}/x`],
      [resolving(), `http://push.test:${port}/x`],
      [resolving('142.250.79.42'), `http://127.0.0.1:${port}/x`],
      [resolving('142.250.79.42'), `http://[::1]:${port}/x`],
    ] as const) {
      const result = await post(guardedFetch({ resolve }), url)
      expect(result.refused, url).not.toBeNull()
    }
    // The system's resolver too: localhost is loopback.
    expect((await post(guardedFetch(), `http://localhost:${port}/x`)).refused?.address).toMatch(
      /^(127\.0\.0\.1|::1)$/,
    )
    expect(hits).toBe(0)
  })

  it('connects to the very address it checked (the name itself resolves nowhere else)', async () => {
    const resolve = resolving('127.0.0.1')
    // A policy that lets loopback through shows where the connection goes: to the checked address.
    const result = await post(
      guardedFetch({ resolve, isAllowedAddress: (address) => address === '127.0.0.1' }),
      `http://push.test:${port}/x`,
    )
    expect(result).toEqual({ status: 201, refused: null })
    expect(resolve.calls).toEqual(['push.test'])
    expect(hits).toBe(1)
  })
})

describe('the push transport', () => {
  let platform: TestPlatform
  let ana: SignedUp
  beforeAll(async () => {
    platform = await createTestPlatform({ CAPTCHA: 'off', PUSH_STAND_IN_URL: STAND_IN })
    ana = await signUp(platform)
  })
  afterAll(async () => platform.close())

  const db = () => platform.database.db
  const toPlatform = (url: string, init: RequestInit) => Promise.resolve(platform.app.request(url, init))
  const payload = { title: 'Você tem um teste para fazer', body: 'Corpo', url: '/vagas' }
  const message = (to: number | string, attempt = 1): QueuedMessage => ({
    id: 1,
    idempotencyKey: `push-${to}-1`,
    attempt,
    channel: 'push',
    template: 'push',
    to: String(to),
    data: { payload },
  })
  const signal = () => new AbortController().signal

  async function standInSubscription() {
    const created = await platform.app.request(`${STAND_IN}/subscriptions`, { method: 'POST' })
    const fake = (await created.json()) as {
      id: string
      endpoint: string
      keys: { p256dh: string; auth: string }
    }
    const [row] = await db()
      .insert(pushSubscriptions)
      .values({ userId: ana.userId, endpoint: fake.endpoint, ...fake.keys })
      .returning({ id: pushSubscriptions.id })
    return { ...fake, rowId: row!.id }
  }

  const rowOf = async (id: number) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))

  it('delivers a real encrypted push, which the stand-in decrypts', async () => {
    const fake = await standInSubscription()
    const transport = createPushTransport({ db: db(), config: platform.config, standInFetch: toPlatform })
    await transport(message(fake.rowId), signal())
    const received = (await (
      await platform.app.request(`${STAND_IN}/received?endpoint=${fake.id}`)
    ).json()) as { payload: unknown; ttl: number }[]
    expect(received).toMatchObject([{ payload, ttl: 86_400 }])
  })

  it('410: the subscription is deleted and the message ends (no retry)', async () => {
    const fake = await standInSubscription()
    await platform.app.request(`${STAND_IN}/subscriptions/${fake.id}`, { method: 'DELETE' })
    const transport = createPushTransport({ db: db(), config: platform.config, standInFetch: toPlatform })
    const error = await transport(message(fake.rowId), signal()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PermanentDeliveryError)
    expect(String(error)).toMatch(/410/)
    expect(String(error)).not.toContain(fake.endpoint)
    expect(await rowOf(fake.rowId)).toEqual([])
    // Then the message of a removed subscription ends too.
    expect(await transport(message(fake.rowId), signal()).catch((e: unknown) => e)).toBeInstanceOf(
      PermanentDeliveryError,
    )
  })

  it('404 deletes too; a 5xx, a 429 or a network failure throws an ordinary error (the queue retries)', async () => {
    for (const status of [404, 500, 503, 429]) {
      const fake = await standInSubscription()
      const transport = createPushTransport({
        db: db(),
        config: platform.config,
        standInFetch: () => Promise.resolve(new Response(null, { status })),
      })
      const error = await transport(message(fake.rowId), signal()).catch((e: unknown) => e)
      expect(error, String(status)).toBeInstanceOf(Error)
      expect(error instanceof PermanentDeliveryError, String(status)).toBe(status === 404)
      expect(await rowOf(fake.rowId), String(status)).toHaveLength(status === 404 ? 0 : 1)
    }
    const fake = await standInSubscription()
    const down = createPushTransport({
      db: db(),
      config: platform.config,
      standInFetch: () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    })
    const error = await down(message(fake.rowId), signal()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(PermanentDeliveryError)
    expect(String(error)).toMatch(/ECONNREFUSED/)
  })

  it('a failed attempt is retried and then sent', async () => {
    const fake = await standInSubscription()
    let calls = 0
    const flaky = createPushTransport({
      db: db(),
      config: platform.config,
      standInFetch: (url, init) =>
        (calls += 1) === 1 ? Promise.resolve(new Response(null, { status: 503 })) : toPlatform(url, init),
    })
    await expect(flaky(message(fake.rowId, 1), signal())).rejects.not.toBeInstanceOf(PermanentDeliveryError)
    await flaky(message(fake.rowId, 2), signal())
    const received = (await (
      await platform.app.request(`${STAND_IN}/received?endpoint=${fake.id}`)
    ).json()) as unknown[]
    expect(received).toHaveLength(1)
  })

  it('a push service’s host that resolves inside: refused before connecting, the message ends', async () => {
    const resolve = resolving('10.0.0.7')
    const [row] = await db()
      .insert(pushSubscriptions)
      .values({
        userId: ana.userId,
        endpoint: 'https://fcm.googleapis.com/fcm/send/rebind-test',
        p256dh: (await standInSubscription()).keys.p256dh,
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      })
      .returning({ id: pushSubscriptions.id })
    const transport = createPushTransport({ db: db(), config: platform.config, guard: { resolve } })
    const error = await transport(message(row!.id), signal()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PermanentDeliveryError)
    expect(String(error)).toMatch(/fcm\.googleapis\.com resolveu para 10\.0\.0\.7/)
    expect(resolve.calls).toEqual(['fcm.googleapis.com'])
    // Kept: the name may resolve properly again.
    expect(await rowOf(row!.id)).toHaveLength(1)
  })

  it('an endpoint that is not a push service’s is never fetched, and its row is dropped', async () => {
    const standInFetch = vi.fn(toPlatform)
    const resolve = resolving('142.250.79.42')
    const [row] = await db()
      .insert(pushSubscriptions)
      .values({
        userId: ana.userId,
        endpoint: 'https://metadata.google.internal./computeMetadata/v1/',
        p256dh: (await standInSubscription()).keys.p256dh,
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      })
      .returning({ id: pushSubscriptions.id })
    const transport = createPushTransport({
      db: db(),
      config: platform.config,
      standInFetch,
      guard: { resolve },
    })
    expect(await transport(message(row!.id), signal()).catch((e: unknown) => e)).toBeInstanceOf(
      PermanentDeliveryError,
    )
    expect(standInFetch).not.toHaveBeenCalled()
    expect(resolve.calls).toEqual([])
    expect(await rowOf(row!.id)).toEqual([])
  })

  it('the queue’s abort signal stops a delivery (the worker shutting down)', async () => {
    const fake = await standInSubscription()
    const transport = createPushTransport({
      db: db(),
      config: platform.config,
      standInFetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          if (init.signal?.aborted) reject(init.signal.reason)
          init.signal?.addEventListener('abort', () => reject(init.signal!.reason))
        }),
    })
    const controller = new AbortController()
    const delivery = transport(message(fake.rowId), controller.signal)
    setTimeout(() => controller.abort(), 50)
    const error = await delivery.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(PermanentDeliveryError)
  })

  it('the messages are the catalogue’s (pt-BR)', () => {
    expect(ptBR.push.register.endpointNotAllowed).toMatch(/Chrome, Edge, Firefox ou Safari/)
  })
})
