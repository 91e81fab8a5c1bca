import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  base64UrlToBytes,
  bytesToBase64Url,
  isP256PublicKey,
  isPushAuthSecret,
  pushPayloadOf,
  pushPayloadSchema,
  pushRegisterSchema,
  pushSupportOf,
} from './push'

const p256 = () => {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = publicKey.export({ format: 'jwk' })
  const bytes = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ])
  return bytes.toString('base64url')
}

describe('base64url', () => {
  it('round-trips any bytes, and reads what Node writes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        const text = bytesToBase64Url(bytes)
        expect(text).toBe(Buffer.from(bytes).toString('base64url'))
        expect(base64UrlToBytes(text)).toEqual(bytes)
        expect(base64UrlToBytes(Buffer.from(bytes).toString('base64'))).toEqual(bytes)
      }),
    )
  })

  it('refuses text that is not base64', () => {
    expect(base64UrlToBytes('a*b')).toBeNull()
    expect(base64UrlToBytes('abcde')).toBeNull()
  })
})

describe('subscription keys', () => {
  it('accepts an uncompressed P-256 key and a 16-byte secret, nothing else', () => {
    expect(isP256PublicKey(p256())).toBe(true)
    expect(isP256PublicKey(randomBytes(65).fill(2, 0, 1).toString('base64url'))).toBe(false)
    expect(isP256PublicKey(randomBytes(33).toString('base64url'))).toBe(false)
    expect(isPushAuthSecret(randomBytes(16).toString('base64url'))).toBe(true)
    fc.assert(
      fc.property(
        fc.uint8Array().filter((b) => b.length !== 16),
        (bytes) => !isPushAuthSecret(bytesToBase64Url(bytes)),
      ),
    )
  })

  it('validates POST /push/register bodies', () => {
    const body = {
      subscription: {
        endpoint: 'https://push.example.com/send/abc',
        expirationTime: null,
        keys: { p256dh: p256(), auth: randomBytes(16).toString('base64url') },
      },
      user_id: '42',
    }
    expect(pushRegisterSchema.parse(body).user_id).toBe(42)
    expect(pushRegisterSchema.safeParse({ ...body, user_id: 0 }).success).toBe(false)
    for (const endpoint of ['ftp://x/y', 'https://user:pw@x/y', 'not a url', `https://x/${'a'.repeat(2048)}`])
      expect(
        pushRegisterSchema.safeParse({ ...body, subscription: { ...body.subscription, endpoint } }).success,
      ).toBe(false)
    expect(
      pushRegisterSchema.safeParse({
        ...body,
        subscription: { ...body.subscription, keys: { ...body.subscription.keys, auth: 'abc' } },
      }).success,
    ).toBe(false)
  })
})

describe('pushPayloadOf', () => {
  it('words each notification in pt-BR with the page it opens', () => {
    expect(pushPayloadOf({ kind: 'testPending', opportunityId: 100001, jobTitle: 'Analista' })).toEqual({
      title: 'Você tem um teste para fazer',
      body: 'Faça o teste da vaga Analista para seguir no processo seletivo.',
      url: '/vagas/100001/inscricao/testes-pendentes',
    })
    expect(
      pushPayloadOf({ kind: 'eventInvitation', eventTitle: 'Entrevista', jobTitle: 'Analista' }),
    ).toEqual({
      title: 'Você recebeu um convite',
      body: 'Entrevista da vaga Analista: escolha um horário em Minhas candidaturas.',
      url: '/meu-perfil#box-subscription',
    })
    expect(pushPayloadOf({ kind: 'applied', jobTitle: '' })).toEqual({
      title: 'Inscrição confirmada',
      body: 'Recebemos sua inscrição. Acompanhe em Minhas candidaturas.',
      url: '/meu-perfil#box-subscription',
    })
  })

  it('always makes a valid payload', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 10_000_000 }), (job, id) => {
        for (const n of [
          { kind: 'testPending' as const, opportunityId: id, jobTitle: job },
          { kind: 'eventInvitation' as const, eventTitle: job, jobTitle: job },
          { kind: 'applied' as const, jobTitle: job },
        ])
          expect(pushPayloadSchema.safeParse(pushPayloadOf(n)).success).toBe(true)
      }),
    )
  })
})

describe('pushSupportOf', () => {
  const full = { navigator: { serviceWorker: {} }, window: { PushManager: {}, Notification: {} } }
  it('needs a service worker, PushManager and Notification', () => {
    expect(pushSupportOf({})).toBe('unsupported')
    expect(pushSupportOf({ ...full, navigator: {} })).toBe('unsupported')
    expect(pushSupportOf({ ...full, window: { Notification: {} } })).toBe('unsupported')
    expect(pushSupportOf({ ...full, window: { PushManager: {} } })).toBe('unsupported')
  })
  it('then tells the permission', () => {
    expect(pushSupportOf({ ...full, permission: 'default' })).toBe('default')
    expect(pushSupportOf({ ...full, permission: 'granted' })).toBe('granted')
    expect(pushSupportOf({ ...full, permission: 'denied' })).toBe('denied')
  })
})
