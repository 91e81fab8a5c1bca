// Passwords, tokens and codes: only their hashes are stored.
//   password → `scrypt$N$r$p$salt$hash` (node:crypto scrypt, 16-byte random salt per user, 64-byte key)
//   token    → 32 random bytes, base64url; stored as its SHA-256 (hex)
//   SMS code → 6 random digits; stored as the SHA-256 of `user id:code`
//
// Passwords are hashed with OWASP's current scrypt parameters (Password Storage Cheat Sheet: N=2^17, r=8,
// p=1; 128 MiB per hash). A hash keeps its parameters, so an older one (N=2^14 before issue 18) is still
// verified with them and replaced at the next successful sign-in (`needsRehash`). Hashing runs on libuv's
// thread pool (async scrypt), never on the event loop, and at most HASH_CONCURRENCY at a time so a burst of
// sign-ins neither exhausts memory nor takes every pool thread from file and DNS work.
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { SMS_CODE_LENGTH } from '@carreiras/core'

export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** OWASP's scrypt parameters: production, `npm start`, the e2e platform. */
export const OWASP_SCRYPT: ScryptCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 })
/** The cheap cost of the platform's own test suite (usePasswordCostForTests); never in production. */
export const TEST_SCRYPT: ScryptCost = Object.freeze({ N: 2 ** 10, r: 8, p: 1 })
const KEY_LENGTH = 64
/** The largest N a stored hash may ask for (a tampered row must not allocate gigabytes). */
const MAX_N = 2 ** 20
/** Hashes computed at once (libuv's pool has 4 threads by default). */
export const HASH_CONCURRENCY = 2

let cost: ScryptCost = OWASP_SCRYPT

/**
 * Test-only: new hashes use `next` (default TEST_SCRYPT), so the platform suite does not spend 0.4 s per
 * sign-up. Refused with NODE_ENV=production. Verification always uses the stored parameters.
 */
export function usePasswordCostForTests(next: ScryptCost = TEST_SCRYPT): void {
  if (process.env.NODE_ENV === 'production') throw new Error('usePasswordCostForTests: not in production')
  cost = next
}

/** The parameters new hashes are made with. */
export const passwordCost = (): ScryptCost => cost

let running = 0
const waiting: (() => void)[] = []

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  try {
    return await task()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(
          password.normalize('NFC'),
          salt,
          KEY_LENGTH,
          // Node refuses above maxmem (32 MiB by default); scrypt needs 128·N·r bytes.
          { N, r, p, maxmem: 256 * N * r },
          (error, key) => (error ? reject(error) : resolve(key)),
        )
      }),
  )
}

export async function hashPassword(password: string, params: ScryptCost = cost): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** The parameters of a stored `scrypt$…` hash; null for anything malformed or out of bounds. */
function storedCost(parts: string[]): ScryptCost | null {
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > MAX_N || r > 32 || p > 16) return null
  return { N, r, p }
}

/** Constant-time check of a password against a stored `scrypt$…` hash; false for anything malformed. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  const params = storedCost(parts)
  if (!params) return false
  const expected = Buffer.from(parts[5]!, 'base64')
  const key = await scrypt(password, Buffer.from(parts[4]!, 'base64'), params)
  return expected.length === key.length && timingSafeEqual(expected, key)
}

/** Whether a stored hash was made with other parameters than new hashes use (rehash after sign-in). */
export function needsRehash(stored: string): boolean {
  const params = storedCost(stored.split('$'))
  return !params || params.N !== cost.N || params.r !== cost.r || params.p !== cost.p
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
