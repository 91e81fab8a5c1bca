// The push-service stand-in (outside production; docs/push.md, "The stand-in"): what a browser's push
// service does, so the platform's real, encrypted pushes can be received and read in the tests and by hand.
//   POST /dev/push/subscriptions             a fake browser subscription: a new P-256 key pair and 16-byte
//                                            auth secret (the private parts stay in this process's memory)
//                                            → 201 { id, endpoint: '<PUSH_STAND_IN_URL>/endpoint/<id>',
//                                            expirationTime: null, keys: { p256dh, auth } }
//   POST /dev/push/endpoint/{id}             the push service: checks the VAPID Authorization header (an
//                                            ES256 JWT signed with the platform's VAPID key, audience = the
//                                            origin of PUSH_STAND_IN_URL, not expired) and the TTL, decrypts the aes128gcm body
//                                            (RFC 8291, with the `http_ece` library) and records the
//                                            payload → 201; 401 for a bad token, 400 for a body that does not
//                                            decrypt, 404 unknown, 410 once the subscription was dropped
//   GET  /dev/push/received?endpoint={id|endpoint URL}   what that subscription received, oldest first:
//                                            [{ payload, receivedAt, ttl, urgency, audience, subject }]
//   DELETE /dev/push/subscriptions/{id}      the browser dropped it: the endpoint answers 410 from now on
// The endpoints are built from PUSH_STAND_IN_URL (config.ts; default http://127.0.0.1:<PORT>/dev/push): the
// platform as it reaches itself, the only endpoint besides the browsers' push services it registers and
// sends to (push/endpoints.ts). The push service is a separate host in reality; here the platform posts to
// itself.
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { base64UrlToBytes, isP256PublicKey } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import ece from 'http_ece'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { vapidKeys } from './vapid.js'

export const PUSH_STAND_IN_PATH = '/dev/push'

export interface ReceivedPush {
  /** The decrypted payload: parsed JSON, or the text when it is not JSON. */
  payload: unknown
  receivedAt: string
  ttl: number
  urgency: string | null
  audience: string
  subject: string
}

interface FakeSubscription {
  ecdh: ECDH
  auth: Buffer
  gone: boolean
  received: ReceivedPush[]
}

const MAX_SUBSCRIPTIONS = 1000
const MAX_RECEIVED = 100

interface VapidClaims {
  aud: string
  exp: number
  sub: string
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3) → the verified claims and key; null when anything is off. */
export function verifyVapid(header: string | undefined, audience: string, now = Date.now()) {
  const match =
    /^vapid\s+t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)\s*$/.exec(
      header ?? '',
    )
  if (!match) return null
  const [, token, key] = match as unknown as [string, string, string]
  if (!isP256PublicKey(key)) return null
  const [head, body, signature] = token.split('.') as [string, string, string]
  try {
    const jose = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string }
    if (jose.alg !== 'ES256') return null
    const point = Buffer.from(base64UrlToBytes(key)!)
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    })
    const valid = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
    if (!valid) return null
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<VapidClaims>
    const seconds = now / 1000
    // RFC 8292 §2: exp no more than 24 hours ahead; sub a mailto: or https: contact.
    if (claims.aud !== audience || typeof claims.exp !== 'number') return null
    if (claims.exp <= seconds || claims.exp > seconds + 24 * 60 * 60) return null
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return null
    return { key, claims: claims as VapidClaims }
  } catch {
    return null
  }
}

export function pushStandInRoutes(config: Config, db: Db) {
  const app = new Hono()
  const fakes = new Map<string, FakeSubscription>()

  // Mounted outside production only, where config.pushStandInUrl is always set.
  const base = config.pushStandInUrl ?? `${config.publicUrl}${PUSH_STAND_IN_PATH}`
  const audience = new URL(base).origin
  const fail = (c: Context, status: 400 | 401 | 404 | 410, message: string) =>
    c.json({ errors: [{ message }] }, status)

  app.post('/subscriptions', (c) => {
    if (fakes.size >= MAX_SUBSCRIPTIONS) fakes.delete(fakes.keys().next().value!)
    const id = randomBytes(12).toString('base64url')
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = randomBytes(16)
    fakes.set(id, { ecdh, auth, gone: false, received: [] })
    return c.json(
      {
        id,
        endpoint: `${base}/endpoint/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
      201,
    )
  })

  app.delete('/subscriptions/:id', (c) => {
    const fake = fakes.get(c.req.param('id'))
    if (!fake) return fail(c, 404, 'Assinatura desconhecida')
    fake.gone = true
    return c.body(null, 204)
  })

  app.post('/endpoint/:id', async (c) => {
    const fake = fakes.get(c.req.param('id'))
    if (!fake) return fail(c, 404, 'Assinatura desconhecida')
    if (fake.gone) return fail(c, 410, 'Assinatura cancelada')
    const vapid = verifyVapid(c.req.header('Authorization'), audience)
    const keys = await vapidKeys(config, db)
    if (!vapid || vapid.key !== keys?.publicKey) return fail(c, 401, 'Token VAPID inválido')
    const ttl = Number(c.req.header('TTL'))
    if (!Number.isInteger(ttl) || ttl < 0) return fail(c, 400, 'Cabeçalho TTL ausente')
    if (c.req.header('Content-Encoding') !== 'aes128gcm')
      return fail(c, 400, 'Content-Encoding deve ser aes128gcm')
    let text: string
    try {
      const body = Buffer.from(await c.req.arrayBuffer())
      const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: fake.ecdh, authSecret: fake.auth })
      text = new TextDecoder('utf-8', { fatal: true }).decode(plain)
    } catch {
      return fail(c, 400, 'Não foi possível decifrar a mensagem')
    }
    let payload: unknown = text
    try {
      payload = JSON.parse(text)
    } catch {
      // Kept as text.
    }
    fake.received.push({
      payload,
      receivedAt: new Date().toISOString(),
      ttl,
      urgency: c.req.header('Urgency') ?? null,
      audience: vapid.claims.aud,
      subject: vapid.claims.sub,
    })
    if (fake.received.length > MAX_RECEIVED) fake.received.shift()
    return c.body(null, 201)
  })

  app.get('/received', (c) => {
    const value = c.req.query('endpoint') ?? ''
    const id = value.includes('/') ? value.slice(value.lastIndexOf('/') + 1) : value
    const fake = fakes.get(id)
    if (!fake) return fail(c, 404, 'Assinatura desconhecida')
    c.header('Cache-Control', 'no-store')
    return c.json(fake.received)
  })

  return app
}
