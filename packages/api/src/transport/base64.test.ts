import { Buffer } from 'node:buffer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64Decode, base64Encode, base64UrlDecode, base64UrlEncode } from './base64.js'

describe('base64', () => {
  it('matches Node for any bytes, both alphabets, and decodes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const standard = base64Encode(bytes)
        const url = base64UrlEncode(bytes)
        expect(standard).toBe(Buffer.from(bytes).toString('base64'))
        expect(url).toBe(Buffer.from(bytes).toString('base64url'))
        expect(base64Decode(standard)).toEqual(bytes)
        expect(base64UrlDecode(url)).toEqual(bytes)
      }),
    )
  })

  it('rejects foreign characters, bad lengths and non-canonical trailing bits', () => {
    for (const text of ['A', 'AB=', 'A===', 'QQ=A', 'QR==', 'Zm9v!', 'é'])
      expect(base64Decode(text)).toBeNull()
    for (const text of ['A', 'QR', 'Zm9v+', 'Zm9v/', 'QQ==', 'Zm 9v'])
      expect(base64UrlDecode(text)).toBeNull()
    expect(base64Decode('QQ==')).toEqual(new Uint8Array([65]))
  })
})
