// Passwords, tokens and codes: only their hashes are stored.
//   password → argon2id in the PHC string format, `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`
//              (@node-rs/argon2, 16-byte random salt per user, 32-byte key)
//   token    → 32 random bytes, base64url; stored as its SHA-256 (hex)
//   SMS code → 6 random digits; stored as the SHA-256 of `user id:code`
//
// Passwords are hashed with OWASP's argon2id parameters (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1).
// Hashes of the earlier format, `scrypt$N$r$p$salt$hash` (node:crypto scrypt), are still verified with the
// parameters they carry and replaced by an argon2id hash at the next successful sign-in (`needsRehash`); so
// are argon2id hashes made with other parameters. docs/security.md, "Password hashes".
//
// The hashing pool (docs/performance.md, "Sign-in burst"): at most HASH_CONCURRENCY hashes run at once (one
// per core, leaving libuv's pool a thread for file and DNS work), the others wait their turn in order. The
// sign-in and sign-up resolvers go through `admitHash` first: when the requests already waiting would make
// this one's answer later than HASH_WAIT_BUDGET_MS, it is refused at once with `HashPoolBusyError` (HTTP 429
// with Retry-After, app.ts) instead of timing out in the queue.
import { createHash, randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Options } from '@node-rs/argon2'
import { SMS_CODE_LENGTH } from '@carreiras/core'

/** Argon2id's cost: memory in KiB, passes, lanes. */
export interface PasswordCost {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** OWASP's argon2id parameters (m=19 MiB, t=2, p=1): production, `npm start`, the e2e platform. */
export const OWASP_ARGON2ID: PasswordCost = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
/** The cheap cost of the platform's own test suite (usePasswordCostForTests); never in production. */
export const TEST_ARGON2ID: PasswordCost = Object.freeze({ memoryCost: 1024, timeCost: 1, parallelism: 1 })

/** The bounds a stored hash may ask for (a tampered row must not allocate gigabytes or spin for minutes). */
const MAX_ARGON2_MEMORY_KIB = 256 * 1024
const MAX_ARGON2_TIME = 10
const MAX_ARGON2_LANES = 4
const MAX_SCRYPT_N = 2 ** 20
/** Argon2id in @node-rs/argon2's `Algorithm` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2 as NonNullable<Options['algorithm']>

/** libuv's thread pool, where the binding's hashes and node:crypto's scrypt run. */
const LIBUV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4
/**
 * Hashes computed at once: one per core (os.availableParallelism()), but never every thread of libuv's pool,
 * which also serves file and DNS work.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), LIBUV_THREADS - 1))

/**
 * The longest wait for the hashing pool a sign-in or sign-up is admitted to: a third of the site's 30 s
 * (the api client's DEFAULT_TIMEOUT_MS; the site's proxy gives up at 25 s). The measured hash time of a
 * shared, loaded machine varies two- or threefold within seconds, and the answer has more to do than hash
 * (a rehash, the session, the database), so the queue is cut well before the limit.
 */
export const HASH_WAIT_BUDGET_MS = 10_000

let cost: PasswordCost = OWASP_ARGON2ID

/**
 * Test-only: new hashes use `next` (default TEST_ARGON2ID), so the platform suite does not spend 0.1 s per
 * sign-up. Refused with NODE_ENV=production. Verification always uses the stored parameters.
 */
export function usePasswordCostForTests(next: PasswordCost = TEST_ARGON2ID): void {
  if (process.env.NODE_ENV === 'production') throw new Error('usePasswordCostForTests: not in production')
  cost = next
}

/** The parameters new hashes are made with. */
export const passwordCost = (): PasswordCost => cost

/* ── The hashing pool ─────────────────────────────────────────────────────────────────────────────────── */

let running = 0
const waiting: (() => void)[] = []
/** Sign-ins and sign-ups admitted and not answered yet (each will hash at least once). */
let admitted = 0
/**
 * The measured duration of one hash (ms), a moving average of the last ones (weight 1/5 for the newest).
 * It starts at OWASP's cost on a loaded 2-core machine until `calibrateHashTime` (the server's start) has
 * timed a few hashes on this machine, and follows what the machine does from then on.
 */
let hashMs = 250
const HASH_MS_WEIGHT = 0.2
/**
 * How fast the pool drains a queue: the mean time between two hashes' ends while a queue kept every slot
 * busy, over the last DRAIN_WINDOW such ends, which is what a waiting request really waits per request
 * ahead. Not the hash time divided by the slots: under a burst the event loop is late to see each hash
 * end, which stretches every measured hash (to 130 ms for a 15 ms hash) but not the rate at which they
 * end. A mean over a window, not a moving average: one stall of the event loop (a collection, a long
 * request) is one long gap among many, where a moving average jumped tenfold and refused a whole burst.
 * Until the window holds a few gaps, the calibrated hash time divided by the slots.
 */
const DRAIN_WINDOW = 32
const drainGaps: number[] = []
let lastEnd = 0
/** Whether a queued hash started at the last end: the next end then measures the drain rate. */
let queuedAtLastEnd = false

function drainMs(): number {
  if (drainGaps.length < 4) return hashMs / HASH_CONCURRENCY
  return drainGaps.reduce((sum, gap) => sum + gap, 0) / drainGaps.length
}
/** Hashes timed at the start, after one that warms the binding up; their median counts. */
const CALIBRATION_HASHES = 3

/**
 * Times a few hashes at the current cost, one after the other, and starts the estimate from their median:
 * a burst arriving before any sign-in has been answered is then admitted by what this machine does, not by
 * a guess (on an idle 2-core machine a hash takes about 15 ms, the guess 250). Returns the time set.
 */
export async function calibrateHashTime(): Promise<number> {
  const options = argon2Options(cost)
  const timed: number[] = []
  for (let i = 0; i <= CALIBRATION_HASHES; i += 1) {
    const started = performance.now()
    await argon2Hash(randomBytes(16).toString('hex'), options)
    if (i > 0) timed.push(performance.now() - started)
  }
  hashMs = timed.sort((a, b) => a - b)[Math.floor(timed.length / 2)]!
  drainGaps.length = 0
  return hashMs
}

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve))
  else running += 1
  const started = performance.now()
  try {
    return await task()
  } finally {
    const ended = performance.now()
    hashMs += (ended - started - hashMs) * HASH_MS_WEIGHT
    if (queuedAtLastEnd) {
      drainGaps.push(ended - lastEnd)
      if (drainGaps.length > DRAIN_WINDOW) drainGaps.shift()
    }
    lastEnd = ended
    const next = waiting.shift()
    queuedAtLastEnd = next !== undefined
    if (next) next()
    else running -= 1
  }
}

/** The hashing pool was full: come back in `retryAfterSeconds` (the time its queue needs to drain). */
export class HashPoolBusyError extends Error {
  override name = 'HashPoolBusyError'
  constructor(readonly retryAfterSeconds: number) {
    super(`hash pool busy; retry after ${retryAfterSeconds} s`)
  }
}

/** Hashes ahead of a new request: the admitted requests, or the pool's own queue when that is longer. */
const hashesAhead = () => Math.max(admitted, running + waiting.length)

/** When a request arriving now would have its hash done (ms), from the queue and the measured drain rate. */
export function estimatedHashWaitMs(ahead = hashesAhead()): number {
  return (ahead + 1) * drainMs()
}

let forcedRefusals: { count: number; retryAfterSeconds: number } | null = null

/**
 * Test-only (the development route POST /dev/hash-pool/refuse, rest/dev.ts; never mounted in production):
 * the next `count` admissions are refused with `retryAfterSeconds`, so the site's journeys can see a 429.
 */
export function forceHashPoolRefusals(count: number, retryAfterSeconds: number): void {
  if (process.env.NODE_ENV === 'production') throw new Error('forceHashPoolRefusals: not in production')
  forcedRefusals = count > 0 ? { count, retryAfterSeconds } : null
}

/**
 * Runs a sign-in or sign-up (`task`, which hashes) if the pool can answer it within HASH_WAIT_BUDGET_MS;
 * otherwise throws HashPoolBusyError at once, before `task` does anything (no captcha spent, no attempt
 * counted). Retry-After is the time the requests ahead need, at least 1 s.
 */
export async function admitHash<T>(task: () => Promise<T>): Promise<T> {
  if (forcedRefusals) {
    const { retryAfterSeconds } = forcedRefusals
    forcedRefusals.count -= 1
    if (forcedRefusals.count <= 0) forcedRefusals = null
    throw new HashPoolBusyError(retryAfterSeconds)
  }
  const ahead = hashesAhead()
  if (estimatedHashWaitMs(ahead) > HASH_WAIT_BUDGET_MS)
    throw new HashPoolBusyError(Math.max(1, Math.ceil(estimatedHashWaitMs(ahead - 1) / 1000)))
  admitted += 1
  try {
    return await task()
  } finally {
    admitted -= 1
  }
}

/** The pool's state, for the bench and the tests. */
export const hashPoolState = () => ({
  running,
  waiting: waiting.length,
  admitted,
  hashMs,
  drainMs: drainMs(),
})

/* ── Hashing and verification ─────────────────────────────────────────────────────────────────────────── */

const argon2Options = (params: PasswordCost): Options => ({ ...params, algorithm: ARGON2ID })

export async function hashPassword(password: string, params: PasswordCost = cost): Promise<string> {
  return limited(() => argon2Hash(password.normalize('NFC'), argon2Options(params)))
}

interface ScryptCost {
  N: number
  r: number
  p: number
}

const SCRYPT_KEY_LENGTH = 64

function scrypt(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return limited(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(
          password.normalize('NFC'),
          salt,
          SCRYPT_KEY_LENGTH,
          // Node refuses above maxmem (32 MiB by default); scrypt needs 128·N·r bytes.
          { N, r, p, maxmem: 256 * N * r },
          (error, key) => (error ? reject(error) : resolve(key)),
        )
      }),
  )
}

/**
 * A hash in the earlier `scrypt$N$r$p$salt$hash` format. Only the tests and fixtures make one, to check that
 * such stored hashes still sign in and are replaced.
 */
export async function legacyScryptHash(password: string, params: ScryptCost): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

/** The parameters of a stored `scrypt$…` hash; null for anything malformed or out of bounds. */
function storedScryptCost(parts: string[]): ScryptCost | null {
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > MAX_SCRYPT_N || r > 32 || p > 16)
    return null
  return { N, r, p }
}

/** The parameters of a stored argon2id hash; null for anything malformed, of another kind, or out of bounds. */
function storedArgon2Cost(stored: string): PasswordCost | null {
  if (!stored.startsWith('$argon2id$')) return null
  try {
    const { memoryCost, timeCost, parallelism } = parseOptions(stored)
    if (memoryCost > MAX_ARGON2_MEMORY_KIB || timeCost > MAX_ARGON2_TIME || parallelism > MAX_ARGON2_LANES)
      return null
    return { memoryCost, timeCost, parallelism }
  } catch {
    return null
  }
}

/**
 * Constant-time check of a password against a stored hash (argon2id, or the earlier scrypt format); false
 * for anything malformed or out of bounds.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  if (storedArgon2Cost(stored)) {
    try {
      return await limited(() => argon2Verify(stored, password.normalize('NFC')))
    } catch {
      return false
    }
  }
  const parts = stored.split('$')
  const params = storedScryptCost(parts)
  if (!params) return false
  const expected = Buffer.from(parts[5]!, 'base64')
  const key = await scrypt(password, Buffer.from(parts[4]!, 'base64'), params)
  return expected.length === key.length && timingSafeEqual(expected, key)
}

/** Whether a stored hash is of the earlier format or other parameters than new ones (rehash after sign-in). */
export function needsRehash(stored: string): boolean {
  const params = storedArgon2Cost(stored)
  return (
    !params ||
    params.memoryCost !== cost.memoryCost ||
    params.timeCost !== cost.timeCost ||
    params.parallelism !== cost.parallelism
  )
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
