// Passwords, tokens and codes: only their hashes are stored.
//   password → `scrypt$N$r$p$salt$hash` (node:crypto scrypt, 16-byte random salt per user, 64-byte key)
//   token    → 32 random bytes, base64url; stored as its SHA-256 (hex)
//   SMS code → 6 random digits; stored as the SHA-256 of `user id:code`
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { SMS_CODE_LENGTH } from '@carreiras/core'

const SCRYPT = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 64

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** Constant-time check of a password against a stored `scrypt$…` hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20) return false
  const expected = Buffer.from(parts[5]!, 'base64')
  const key = await scrypt(password, Buffer.from(parts[4]!, 'base64'), N, r, p)
  return expected.length === key.length && timingSafeEqual(expected, key)
}

/** An opaque random token (43 base64url characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
}

export const smsCodeHash = (userId: number, code: string) => sha256(`${userId}:${code}`)

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
