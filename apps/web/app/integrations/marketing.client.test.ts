// The browser's half of the marketing conversion: after the sign-up / the subscription resolved, one request
// to the site's server with the session; never in the way.
import { createActor, fromPromise, toPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { afterSuccess, reportConversion } from './marketing.client'

describe('reportConversion', () => {
  it('POSTs the kind and the user id with the session as a bearer token, kept alive', () => {
    const fetch = vi.fn(async () => new Response('{"sent":true}'))
    reportConversion(
      'application',
      { token: 'tok-1', userId: 42 },
      fetch as unknown as typeof globalThis.fetch,
    )
    expect(fetch).toHaveBeenCalledTimes(1)
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/marketing/conversao')
    expect(init.method).toBe('POST')
    expect(init.keepalive).toBe(true)
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1')
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'application', userId: 42 })
  })

  it('does nothing without a session and swallows every failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline')
    })
    reportConversion('sign-up', null, fetch as unknown as typeof globalThis.fetch)
    expect(fetch).not.toHaveBeenCalled()
    expect(() =>
      reportConversion('sign-up', { token: 't', userId: 1 }, fetch as unknown as typeof globalThis.fetch),
    ).not.toThrow()
    await Promise.resolve()
  })
})

describe('afterSuccess', () => {
  it('runs the effect with the output once the actor resolved, and keeps its output', async () => {
    const effect = vi.fn()
    const logic = afterSuccess(
      fromPromise<{ id: number }, { n: number }>(async ({ input }) => ({ id: input.n * 2 })),
      effect,
    )
    const output = await toPromise(createActor(logic, { input: { n: 21 } }).start())
    expect(output).toEqual({ id: 42 })
    expect(effect).toHaveBeenCalledWith({ id: 42 })
  })

  it('runs nothing when the actor fails, and a failing effect never fails the actor', async () => {
    const effect = vi.fn()
    const failing = afterSuccess(
      fromPromise<number>(async () => {
        throw new Error('ALREADY_REGISTERED')
      }),
      effect,
    )
    await expect(toPromise(createActor(failing).start())).rejects.toThrow('ALREADY_REGISTERED')
    expect(effect).not.toHaveBeenCalled()
    const throwing = afterSuccess(
      fromPromise<number>(async () => 7),
      () => {
        throw new Error('boom')
      },
    )
    await expect(toPromise(createActor(throwing).start())).resolves.toBe(7)
  })
})
