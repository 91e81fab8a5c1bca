import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TransportError } from '../errors.js'
import { buildAuthorizationHeader } from './authorization.js'
import { base64UrlDecode, base64UrlEncode } from './base64.js'
import { SEALED_PREFIX, deriveTransportKeys, hkdfSha256, open, seal } from './codec.js'

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (byte) => parseInt(byte, 16))
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const range = (from: number, to: number) => Uint8Array.from({ length: to - from + 1 }, (_, i) => from + i)

const HEADER = buildAuthorizationHeader('dev-token-alpha')

describe('hkdfSha256 (RFC 5869, appendix A, SHA-256 cases)', () => {
  it('test case 1: basic', async () => {
    const okm = await hkdfSha256(
      new Uint8Array(22).fill(0x0b),
      hex('000102030405060708090a0b0c'),
      hex('f0f1f2f3f4f5f6f7f8f9'),
      42,
    )
    expect(toHex(okm)).toBe(
      '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865',
    )
  })

  it('test case 2: longer inputs and outputs', async () => {
    const okm = await hkdfSha256(range(0x00, 0x4f), range(0x60, 0xaf), range(0xb0, 0xff), 82)
    expect(toHex(okm)).toBe(
      'b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c' +
        '59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71' +
        'cc30c58179ec3e87c14c01d5c1f3434f1d87',
    )
  })

  it('test case 3: zero-length salt and info', async () => {
    const okm = await hkdfSha256(new Uint8Array(22).fill(0x0b), new Uint8Array(0), new Uint8Array(0), 42)
    expect(toHex(okm)).toBe(
      '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8',
    )
  })
})

describe('seal / open', () => {
  it('round-trips any text under any header', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), async (text, header) => {
        const keys = await deriveTransportKeys(header)
        const sealed = await seal(keys.request, text)
        expect(sealed.startsWith(SEALED_PREFIX)).toBe(true)
        expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
        expect(await open(keys.request, sealed)).toBe(text)
      }),
      { numRuns: 200 },
    )
  })

  it('lays out iv (12 bytes) || ciphertext || tag (16 bytes)', async () => {
    const keys = await deriveTransportKeys(HEADER)
    const bytes = base64UrlDecode((await seal(keys.request, 'abc')).slice(3))
    expect(bytes?.length).toBe(12 + 3 + 16)
  })

  it('rejects every single flipped bit of a sealed message', async () => {
    const keys = await deriveTransportKeys(HEADER)
    const bytes = base64UrlDecode((await seal(keys.request, 'oi')).slice(SEALED_PREFIX.length))!
    const attempts: Promise<unknown>[] = []
    for (let bit = 0; bit < bytes.length * 8; bit++) {
      const tampered = bytes.slice()
      tampered[bit >> 3]! ^= 1 << (bit & 7)
      attempts.push(
        open(keys.request, SEALED_PREFIX + base64UrlEncode(tampered)).then(
          () => `bit ${bit} accepted`,
          (error: unknown) => (error instanceof TransportError ? 'rejected' : `bit ${bit}: ${String(error)}`),
        ),
      )
    }
    const outcomes = await Promise.all(attempts)
    expect(outcomes).toHaveLength(bytes.length * 8)
    expect(outcomes.filter((o) => o !== 'rejected')).toEqual([])
  })

  it('rejects a message sealed under another header', async () => {
    const ours = await deriveTransportKeys(HEADER)
    const theirs = await deriveTransportKeys(buildAuthorizationHeader('dev-token-alpha', 'session-1'))
    await expect(open(ours.request, await seal(theirs.request, 'segredo'))).rejects.toBeInstanceOf(
      TransportError,
    )
  })

  it('does not open a response with the request key, nor the reverse', async () => {
    const keys = await deriveTransportKeys(HEADER)
    await expect(open(keys.request, await seal(keys.response, '{}'))).rejects.toBeInstanceOf(TransportError)
    await expect(open(keys.response, await seal(keys.request, '{}'))).rejects.toBeInstanceOf(TransportError)
  })

  it.each([
    ['no prefix', 'abc'],
    ['another version', 'v2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['bad base64url', 'v1.AAAA+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['padding', 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    ['short input', 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['empty', 'v1.'],
  ])('rejects %s with a TransportError', async (_, sealed) => {
    const keys = await deriveTransportKeys(HEADER)
    const error: unknown = await open(keys.request, sealed).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect((error as TransportError).code).toBe('TRANSPORT')
  })

  it('never repeats an iv in 100,000 seals', { timeout: 30_000 }, async () => {
    const keys = await deriveTransportKeys(HEADER)
    const ivs = new Set<string>()
    const total = 100_000
    for (let start = 0; start < total; start += 2_000) {
      const batch = await Promise.all(Array.from({ length: 2_000 }, () => seal(keys.request, '')))
      for (const sealed of batch) ivs.add(sealed.slice(SEALED_PREFIX.length, SEALED_PREFIX.length + 16))
    }
    // 12 bytes are exactly 16 base64url characters.
    expect(ivs.size).toBe(total)
  })

  it('derives each header once and caches the keys', async () => {
    expect(deriveTransportKeys('Token token="cache-test"')).toBe(
      deriveTransportKeys('Token token="cache-test"'),
    )
  })
})
