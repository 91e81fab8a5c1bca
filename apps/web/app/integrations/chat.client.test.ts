// The browser asks the site's server for the chat identity; anything but a valid identity boots 'Candidate'.
import { describe, expect, it, vi } from 'vitest'
import { fetchChatIdentity } from './chat.client'

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch

describe('fetchChatIdentity', () => {
  const session = { token: 'tok-9', userId: 9 }
  const hash = 'a'.repeat(64)

  it('sends the session and takes a valid identity', async () => {
    const fetch = answering({ identified: true, name: 'Ana', email: 'ana@example.com', hash })
    expect(await fetchChatIdentity(session, fetch)).toEqual({
      identity: { name: 'Ana', email: 'ana@example.com', hash },
      kind: 'identified',
    })
    const [path, init] = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/atendimento/identidade')
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-9')
    expect(JSON.parse(String(init.body))).toEqual({ userId: 9 })
  })

  it('boots anonymous when the chat is not allowed, saying so', async () => {
    expect(await fetchChatIdentity(session, answering({ identified: false, reason: 'consent' }))).toEqual({
      identity: null,
      kind: 'not-allowed',
    })
  })

  it('boots anonymous on a refusal, a malformed answer or a network failure', async () => {
    const failures = [
      answering({ identified: false, reason: 'unavailable' }, 401),
      answering({ identified: true, name: 'Ana', email: 'a@b.co', hash: 'not-a-hash' }),
      vi.fn(async () => {
        throw new TypeError('offline')
      }) as unknown as typeof fetch,
    ]
    for (const fetch of failures)
      expect(await fetchChatIdentity(session, fetch)).toEqual({ identity: null, kind: 'anonymous' })
  })
})
