import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isPlatformError } from '../errors.js'
import { createPushClient } from './push.js'

const publicKey = (() => {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' })
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]).toString('base64url')
})()

function client(answer: (url: string, init: RequestInit) => Response, session = true) {
  const calls: { url: string; init: RequestInit }[] = []
  const push = createPushClient({
    apiUrl: 'https://site.example/plataforma/',
    clientTokens: ['t-a', 't-b'],
    getSession: () => (session ? { token: 'sess', userId: 7 } : null),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return answer(url, init)
    }) as typeof fetch,
  })
  return { push, calls }
}

const subscription = {
  endpoint: 'https://push.example/abc',
  keys: { p256dh: publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
}

describe('createPushClient', () => {
  it('reads the public key with the client token alone', async () => {
    const { push, calls } = client(() => Response.json({ public_key: publicKey }))
    expect(await push.publicKey()).toBe(publicKey)
    expect(calls[0]!.url).toBe('https://site.example/plataforma/push/public_key')
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Token token="t-a"')
  })

  it('registers with the session and the user id', async () => {
    const { push, calls } = client(() => Response.json({ success: true }, { status: 201 }))
    await push.register(subscription, 7)
    expect(calls[0]!.url).toBe('https://site.example/plataforma/push/register')
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Token token="t-b", session="sess"')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ subscription, user_id: 7 })
  })

  it('turns refusals into coded errors', async () => {
    const refused = client(() => Response.json({ errors: [{ message: 'Não autorizado' }] }, { status: 403 }))
    await expect(refused.push.register(subscription, 7)).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    const off = client(() =>
      Response.json({ errors: [{ message: 'Recurso não encontrado' }] }, { status: 404 }),
    )
    await expect(off.push.publicKey()).rejects.toMatchObject({ code: 'NOT_FOUND' })
    const taken = client(() => Response.json({ errors: [{ message: 'De outra pessoa' }] }, { status: 409 }))
    await expect(taken.push.register(subscription, 7)).rejects.toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: 'De outra pessoa',
    })
    const bad = client(() => Response.json({ public_key: 'x' }))
    await expect(bad.push.publicKey()).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    const signedOut = client(() => Response.json({}), false)
    const error = await signedOut.push.register(subscription, 7).catch((e: unknown) => e)
    expect(isPlatformError(error) && error.code).toBe('UNAUTHORIZED')
    expect(signedOut.calls).toEqual([])
  })
})
