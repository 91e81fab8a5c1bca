import { PROFILE_ROUTE, type PersonalDataProfile } from '@carreiras/core'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { firstOrOwnRead } from '../profile/personal-data'
import { earlyReads } from './early-reads'

const PROFILE = PROFILE_ROUTE

function profileOf(userId: number) {
  return { values: { userId } } as unknown as PersonalDataProfile
}

describe('earlyReads', () => {
  it('sends the personal data read once when a session is restored on the profile, and hands it over once', async () => {
    const read = vi.fn(async (userId: number) => profileOf(userId))
    const early = earlyReads(PROFILE, read)
    early.restored(7, PROFILE)
    early.restored(7, PROFILE)
    expect(read).toHaveBeenCalledExactlyOnceWith(7)
    const taken = early.takeProfile(7)
    expect(taken).not.toBeNull()
    await expect(taken).resolves.toEqual(profileOf(7))
    expect(early.takeProfile(7)).toBeNull()
  })

  it('sends nothing on another page, nor later on the profile', () => {
    const read = vi.fn(async (userId: number) => profileOf(userId))
    const early = earlyReads(PROFILE, read)
    early.restored(7, '/vagas')
    early.restored(7, PROFILE)
    expect(read).not.toHaveBeenCalled()
    expect(early.takeProfile(7)).toBeNull()
  })

  it('a navigation before the page took the read leaves it unused', () => {
    const read = vi.fn(async (userId: number) => profileOf(userId))
    const early = earlyReads(PROFILE, read)
    early.restored(7, PROFILE)
    early.navigated()
    expect(early.takeProfile(7)).toBeNull()
  })

  it('another candidate does not get it, and it is gone for the one it was sent for', () => {
    const early = earlyReads(PROFILE, async (userId) => profileOf(userId))
    early.restored(7, PROFILE)
    expect(early.takeProfile(8)).toBeNull()
    expect(early.takeProfile(7)).toBeNull()
  })

  it('a refused read nobody takes leaves no unhandled rejection', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const early = earlyReads(PROFILE, () => Promise.reject(new Error('refused')))
      early.restored(7, PROFILE)
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('property: the read goes at most once, and a page gets it only when nothing came between', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('restored' as const),
        userId: fc.integer({ min: 1, max: 3 }),
        path: fc.constantFrom(PROFILE, '/vagas'),
      }),
      fc.record({ kind: fc.constant('navigated' as const) }),
      fc.record({ kind: fc.constant('take' as const), userId: fc.integer({ min: 1, max: 3 }) }),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const read = vi.fn(async (userId: number) => profileOf(userId))
        const early = earlyReads(PROFILE, read)
        // The model: what was sent and still waits to be taken.
        let tried = false
        let waiting: number | null = null
        for (const s of steps) {
          if (s.kind === 'restored') {
            early.restored(s.userId, s.path)
            if (!tried && s.path === PROFILE) waiting = s.userId
            tried = true
          } else if (s.kind === 'navigated') {
            early.navigated()
            tried = true
            waiting = null
          } else {
            const taken = early.takeProfile(s.userId)
            expect(taken !== null).toBe(waiting === s.userId)
            waiting = null
          }
        }
        expect(read.mock.calls.length).toBeLessThanOrEqual(1)
        const first = steps.find((s) => s.kind !== 'take')
        const sent = first?.kind === 'restored' && first.path === PROFILE
        expect(read.mock.calls.length).toBe(sent ? 1 : 0)
      }),
    )
  })
})

describe('firstOrOwnRead', () => {
  it('uses the read sent earlier and does not read again', async () => {
    const own = vi.fn(async () => 'own')
    await expect(firstOrOwnRead(Promise.resolve('early'), own)).resolves.toBe('early')
    expect(own).not.toHaveBeenCalled()
  })

  it('reads for itself when nothing was sent', async () => {
    await expect(firstOrOwnRead(null, async () => 'own')).resolves.toBe('own')
  })

  it('reads again when the earlier read failed, and says the own read’s failure', async () => {
    const own = vi.fn(async () => 'own')
    await expect(firstOrOwnRead(Promise.reject(new Error('early')), own)).resolves.toBe('own')
    expect(own).toHaveBeenCalledOnce()
    await expect(
      firstOrOwnRead(Promise.reject(new Error('early')), () => Promise.reject(new Error('own'))),
    ).rejects.toThrow('own')
  })
})
