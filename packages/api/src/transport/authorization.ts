// The Authorization header of docs/wire-format.md, the choice among the deployment's client tokens, and the
// base64 form in which passwords travel inside variables.
import { TransportError } from '../errors.js'
import { base64Decode, base64Encode } from './base64.js'

/** Documented development defaults of CLIENT_TOKENS (never use them in production). */
export const DEV_CLIENT_TOKENS = ['dev-token-alpha', 'dev-token-bravo', 'dev-token-charlie'] as const

const TOKEN = '[A-Za-z0-9._~+/=-]+'
const TOKEN_PATTERN = new RegExp(`^${TOKEN}$`)
const HEADER_PATTERN = new RegExp(`^Token token="(${TOKEN})"(?:, session="(${TOKEN})")?$`)

export interface AuthorizationCredentials {
  clientToken: string
  sessionToken?: string
}

export function isValidToken(token: string): boolean {
  return TOKEN_PATTERN.test(token)
}

/** `Token token="{clientToken}"`, or `Token token="{clientToken}", session="{sessionToken}"` when signed in. */
export function buildAuthorizationHeader(clientToken: string, sessionToken?: string | null): string {
  if (!isValidToken(clientToken)) throw new TypeError('Client token inválido.')
  if (sessionToken === undefined || sessionToken === null) return `Token token="${clientToken}"`
  if (!isValidToken(sessionToken)) throw new TypeError('Session token inválido.')
  return `Token token="${clientToken}", session="${sessionToken}"`
}

/** The tokens of a header built by `buildAuthorizationHeader`; null for anything else. */
export function parseAuthorizationHeader(value: string | null | undefined): AuthorizationCredentials | null {
  if (typeof value !== 'string') return null
  const match = HEADER_PATTERN.exec(value)
  if (!match) return null
  const [, clientToken, sessionToken] = match
  if (clientToken === undefined) return null
  return sessionToken === undefined ? { clientToken } : { clientToken, sessionToken }
}

/** The numeric check (docs/wire-format.md, "The request"): the user id modulo the number of tokens; the first token when anonymous. */
export function chooseClientToken(tokens: readonly string[], userId?: number | null): string {
  if (tokens.length === 0) throw new RangeError('Nenhum client token configurado.')
  if (userId === undefined || userId === null) return tokens[0]!
  if (!Number.isSafeInteger(userId)) throw new RangeError(`Id de usuário inválido: ${String(userId)}`)
  const n = tokens.length
  return tokens[((userId % n) + n) % n]!
}

const encoder = new TextEncoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })

/** Base64 of the password's UTF-8 bytes ("Passwords are sent base64-encoded"). */
export function encodePassword(password: string): string {
  return base64Encode(encoder.encode(password))
}

/** Inverse of `encodePassword`; throws a `TransportError` on text that is not base64 of UTF-8. */
export function decodePassword(encoded: string): string {
  const bytes = base64Decode(encoded)
  if (!bytes) throw new TransportError('Senha com codificação inválida.')
  try {
    return strictDecoder.decode(bytes)
  } catch (cause) {
    throw new TransportError('Senha com codificação inválida.', { cause })
  }
}

/** The variable names whose strings are passwords (docs/wire-format.md, "Passwords"). */
export const PASSWORD_KEYS: ReadonlySet<string> = new Set(['password', 'currentPassword'])

function mapPasswords(value: unknown, transform: (password: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapPasswords(item, transform))
  if (value === null || typeof value !== 'object') return value
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== null) return value
  // fromEntries defines own properties, so a `__proto__` key from JSON stays data, not a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      PASSWORD_KEYS.has(key) && typeof item === 'string' ? transform(item) : mapPasswords(item, transform),
    ]),
  )
}

/**
 * A deep copy of `variables` with every string under a `password` or `currentPassword` key, at any depth,
 * base64-encoded.
 */
export function encodePasswords<T>(variables: T): T {
  return mapPasswords(variables, encodePassword) as T
}

/** The server's inverse of `encodePasswords`; throws a `TransportError` on a password that is not base64. */
export function decodePasswords<T>(variables: T): T {
  return mapPasswords(variables, decodePassword) as T
}
