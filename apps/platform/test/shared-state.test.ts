// The accounts state kept in the database (docs/operations.md; accounts/shared-state.ts): rate-limit windows,
// solved captchas and lookup references expire, are swept in bounded batches, and count atomically. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the concurrent calls race for real).
import { count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCaptcha } from '../src/accounts/captcha.js'
import { createLookupRefs, LOOKUP_REF_TTL_MS } from '../src/accounts/lookup-refs.js'
import { createRateLimit, RATE_LIMIT_MESSAGE } from '../src/accounts/rate-limit.js'
import { SWEEP_BATCH, SWEEP_EVERY } from '../src/accounts/shared-state.js'
import { captchaReplays, lookupRefs, rateLimitWindows } from '../src/db/schema.js'
import { encodeCaptcha, signUp, solveCaptcha } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
const db = () => platform.database.db

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

let names = 0
/** A limit of its own (a fresh name), on a clock the test moves. */
function limitAt(max: number, clock: { now: number }, windowMs = 60_000) {
  return createRateLimit(db(), { name: `test-${++names}`, max, windowMs, now: () => clock.now })
}

const windows = async (prefix: string) =>
  (
    await db()
      .select({ n: count() })
      .from(rateLimitWindows)
      .where(like(rateLimitWindows.key, `${prefix}|%`))
  )[0]!.n

describe('rate limits in the database', () => {
  it('hit: max attempts pass, the next is RATE_LIMITED, a new window starts when the old one ends', async () => {
    const clock = { now: Date.now() }
    const limit = limitAt(3, clock)
    for (let i = 0; i < 3; i++) await limit.hit('k')
    await expect(limit.hit('k')).rejects.toThrow(RATE_LIMIT_MESSAGE)
    await expect(limit.hit('other')).resolves.toBeUndefined()
    clock.now += 59_999
    await expect(limit.hit('k')).rejects.toThrow(RATE_LIMIT_MESSAGE)
    clock.now += 1
    for (let i = 0; i < 3; i++) await limit.hit('k')
    await expect(limit.hit('k')).rejects.toThrow(RATE_LIMIT_MESSAGE)
  })

  it('check does not count; record counts without refusing; reset forgets the key', async () => {
    const clock = { now: Date.now() }
    const limit = limitAt(2, clock)
    await limit.check('k')
    await limit.check('k')
    await limit.record('k')
    await limit.check('k')
    await limit.record('k')
    await limit.record('k') // past the budget: still no refusal
    await expect(limit.check('k')).rejects.toThrow(RATE_LIMIT_MESSAGE)
    await limit.reset('k')
    await expect(limit.check('k')).resolves.toBeUndefined()
    await limit.record('k')
    await limit.record('k')
    clock.now += 60_000
    await expect(limit.check('k')).resolves.toBeUndefined()
  })

  it('stores no key as given (an e-mail or a CPF), only its HMAC under the limit name', async () => {
    const limit = limitAt(5, { now: Date.now() })
    await limit.hit('pessoa@example.com')
    const rows = await db()
      .select()
      .from(rateLimitWindows)
      .where(like(rateLimitWindows.key, `test-${names}|%`))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.key).not.toContain('pessoa')
    expect(rows[0]!.key).toMatch(/^test-\d+\|[\w-]{43}$/)
  })

  it('limits with the same key and different names count apart', async () => {
    const clock = { now: Date.now() }
    const one = limitAt(1, clock)
    const two = limitAt(1, clock)
    await one.hit('same')
    await expect(two.hit('same')).resolves.toBeUndefined()
    await expect(one.hit('same')).rejects.toThrow(RATE_LIMIT_MESSAGE)
  })

  it('concurrent hits: exactly max pass', async () => {
    const limit = limitAt(25, { now: Date.now() })
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => limit.hit('race')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(25)
  })

  it('expired windows are swept in bounded batches: the table does not grow without end', async () => {
    const clock = { now: Date.now() }
    const name = `test-${++names}`
    const limit = createRateLimit(db(), { name, max: 5, windowMs: 1000, now: () => clock.now })
    // First write sweeps; then SWEEP_EVERY - 1 writes that do not.
    for (let i = 0; i < SWEEP_EVERY; i++) await limit.record(`key-${i}`)
    expect(await windows(name)).toBe(SWEEP_EVERY)
    clock.now += 1000 // every window ended
    await limit.record('after') // the SWEEP_EVERY-th write of this limit after the first: sweeps
    expect(await windows(name)).toBe(1)
    expect(SWEEP_BATCH).toBeGreaterThanOrEqual(SWEEP_EVERY)
  })
})

describe('captcha replays and lookup references in the database', () => {
  it('a verified challenge is stored with its expiry and refused again; racing replays: one wins', async () => {
    const now = Date.now()
    const captcha = createCaptcha({ db: db(), enabled: true, maxNumber: 50, now: () => now })
    const challenge = await captcha.challenge()
    const payload = encodeCaptcha(await solveCaptcha(challenge))
    expect(await captcha.verify(payload)).toBe(true)
    const [row] = await db()
      .select()
      .from(captchaReplays)
      .where(eq(captchaReplays.challenge, challenge.parameters.nonce))
    expect(row!.expiresAt.getTime()).toBe(now + 10 * 60 * 1000)
    expect(await captcha.verify(payload)).toBe(false)
    // Concurrent replays of a fresh solution: one wins.
    const freshPayload = encodeCaptcha(await solveCaptcha(await captcha.challenge()))
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => captcha.verify(freshPayload)))
    expect(verdicts.filter(Boolean)).toHaveLength(1)
  })

  it('a reference dies with its user and with time', async () => {
    const user = await signUp(platform)
    let now = Date.now()
    const refs = createLookupRefs(db(), () => now)
    const ref = await refs.issue(user.userId)
    const [row] = await db().select().from(lookupRefs).where(eq(lookupRefs.ref, ref))
    expect(row).toMatchObject({ userId: user.userId })
    expect(row!.expiresAt.getTime()).toBe(now + LOOKUP_REF_TTL_MS)
    now += LOOKUP_REF_TTL_MS - 1
    expect(await refs.resolve(ref)).toBe(user.userId)
    const { deleteUser } = await import('../src/accounts/users.js')
    await deleteUser(db(), user.userId)
    expect(await refs.resolve(ref)).toBeNull()
    expect(await db().select().from(lookupRefs).where(eq(lookupRefs.ref, ref))).toEqual([])
  })
})
