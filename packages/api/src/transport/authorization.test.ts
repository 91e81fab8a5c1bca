import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TransportError } from '../errors.js'
import {
  DEV_CLIENT_TOKENS,
  buildAuthorizationHeader,
  chooseClientToken,
  decodePassword,
  decodePasswords,
  encodePassword,
  encodePasswords,
  parseAuthorizationHeader,
} from './authorization.js'

const tokenChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~+/=-'.split('')
const token = fc.string({ unit: fc.constantFrom(...tokenChars), minLength: 1, maxLength: 64 })

describe('authorization header', () => {
  it('builds the two exact forms', () => {
    expect(buildAuthorizationHeader('dev-token-alpha')).toBe('Token token="dev-token-alpha"')
    expect(buildAuthorizationHeader('dev-token-alpha', 'abc.DEF_1')).toBe(
      'Token token="dev-token-alpha", session="abc.DEF_1"',
    )
    expect(buildAuthorizationHeader('dev-token-alpha', null)).toBe('Token token="dev-token-alpha"')
  })

  it('refuses tokens that could break the header', () => {
    for (const bad of ['', 'a"b', 'a b', 'a,b', 'é', 'a\r\nX: y']) {
      expect(() => buildAuthorizationHeader(bad)).toThrow(TypeError)
      expect(() => buildAuthorizationHeader('ok', bad)).toThrow(TypeError)
    }
  })

  it('parses what it builds', () => {
    fc.assert(
      fc.property(token, fc.option(token, { nil: undefined }), (clientToken, sessionToken) => {
        const parsed = parseAuthorizationHeader(buildAuthorizationHeader(clientToken, sessionToken))
        expect(parsed).toEqual(sessionToken === undefined ? { clientToken } : { clientToken, sessionToken })
      }),
    )
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['Token token=dev'],
    ['Token token=""'],
    ['token token="dev"'],
    ['Bearer dev'],
    ['Token  token="dev"'],
    [' Token token="dev"'],
    ['Token token="dev" '],
    ['Token token="dev",session="s"'],
    ['Token token="dev", session=""'],
    ['Token token="dev", session="s", extra="x"'],
    ['Token session="s", token="dev"'],
    ['Token token="de v"'],
    ['Token token="dev"\n'],
  ])('rejects %j', (value) => {
    expect(parseAuthorizationHeader(value)).toBeNull()
  })
})

describe('chooseClientToken', () => {
  it('takes the user id modulo the number of tokens, the first token when anonymous', () => {
    fc.assert(
      fc.property(
        fc.array(token, { minLength: 1, maxLength: 3 }),
        fc.option(fc.nat(), { nil: null }),
        (tokens, userId) => {
          const chosen = chooseClientToken(tokens, userId)
          expect(chosen).toBe(tokens[userId === null ? 0 : userId % tokens.length])
          expect(chooseClientToken(tokens)).toBe(tokens[0])
        },
      ),
    )
    expect(chooseClientToken(DEV_CLIENT_TOKENS, 4)).toBe('dev-token-bravo')
    expect(chooseClientToken(DEV_CLIENT_TOKENS, 3)).toBe('dev-token-alpha')
  })

  it('throws without tokens or with a non-integer id', () => {
    expect(() => chooseClientToken([], 1)).toThrow()
    expect(() => chooseClientToken([])).toThrow()
    expect(() => chooseClientToken(['a'], 1.5)).toThrow()
    expect(() => chooseClientToken(['a'], Number.NaN)).toThrow()
  })
})

describe('passwords', () => {
  it('travel as base64 of their UTF-8 bytes and come back', () => {
    expect(encodePassword('senha')).toBe('c2VuaGE=')
    expect(encodePassword('Çé€')).toBe('w4fDqeKCrA==')
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (password) => {
        const encoded = encodePassword(password)
        expect(encoded).toMatch(/^[A-Za-z0-9+/]*={0,2}$/)
        expect(decodePassword(encoded)).toBe(password)
      }),
    )
  })

  it('refuses a password that is not base64 of UTF-8', () => {
    expect(() => decodePassword('senha!')).toThrow(TransportError)
    expect(() => decodePassword('/w==')).toThrow(TransportError) // 0xff is not UTF-8
  })

  it('encodes every `password` key at any depth, in a copy', () => {
    const variables = {
      email: 'a@b.c',
      password: 'um',
      input: { password: 'dois', nested: [{ password: 'três', other: 'x' }] },
      list: ['password'],
      none: { password: null },
    }
    const encoded = encodePasswords(variables)
    expect(encoded).toEqual({
      email: 'a@b.c',
      password: encodePassword('um'),
      input: { password: encodePassword('dois'), nested: [{ password: encodePassword('três'), other: 'x' }] },
      list: ['password'],
      none: { password: null },
    })
    expect(variables.password).toBe('um')
    expect(encoded.input).not.toBe(variables.input)
    expect(decodePasswords(encoded)).toEqual(variables)
  })

  it('encodes the current password of a change too (`currentPassword`), and no other key', () => {
    const encoded = encodePasswords({ password: 'nova-senha', currentPassword: 'atual-123', current: 'x' })
    expect(encoded).toEqual({
      password: encodePassword('nova-senha'),
      currentPassword: encodePassword('atual-123'),
      current: 'x',
    })
  })

  it('round-trips any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodePasswords(encodePasswords(value))).toEqual(value)
      }),
    )
  })

  it('keeps a `__proto__` key as data', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"password": "eA=="}}')
    const decoded = decodePasswords(parsed) as Record<string, unknown>
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(decoded, '__proto__')?.value).toEqual({ password: 'x' })
  })
})
