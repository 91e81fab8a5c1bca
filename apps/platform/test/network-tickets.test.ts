// The network ticket's rule on its own (accounts/network-tickets.ts), without a database: what it signs is what
// it checks; any change to a ticket, another network, another provider id, another key or the clock past its
// expiry refuses it. The spent-once part needs the database: network-sign-in.test.ts.
import { ptBR } from '@carreiras/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createNetworkTickets, NETWORK_TICKET_TTL_MS } from '../src/accounts/network-tickets.js'
import type { Db } from '../src/db/client.js'
import { DomainError } from '../src/errors.js'

const TEXTS = ptBR.account.providers.networkTicket
const KEY = 'chave-dos-testes-de-tickets-de-rede-32+'

/** A database where no ticket was spent yet (the check's one read answers no row). */
const emptyDb = {
  select: () => ({ from: () => ({ where: () => ({ limit: async () => [] }) }) }),
} as unknown as Db

const profileArb = fc.record({
  provider: fc.constantFrom('linkedin', 'facebook'),
  providerId: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0),
  email: fc.emailAddress(),
  name: fc.string({ minLength: 1, maxLength: 80 }),
})

async function refusal(promise: Promise<unknown>): Promise<{ code?: unknown; message: string }> {
  try {
    await promise
  } catch (error) {
    // A domain error (src/errors.ts): the GraphQL layer answers its code and message as they are.
    if (!(error instanceof DomainError)) throw error
    return { code: error.code, message: error.message }
  }
  throw new Error('expected a refusal')
}

describe('network tickets', () => {
  it('a ticket checks as exactly the profile it was issued for', async () => {
    await fc.assert(
      fc.asyncProperty(profileArb, async (profile) => {
        const tickets = createNetworkTickets(emptyDb, KEY)
        const claims = await tickets.check(tickets.issue(profile), profile.provider, profile.providerId)
        expect(claims).toMatchObject(profile)
      }),
    )
  })

  it('any one-character change of a ticket refuses it', async () => {
    const tickets = createNetworkTickets(emptyDb, KEY)
    await fc.assert(
      fc.asyncProperty(
        profileArb,
        fc.nat(),
        fc.constantFrom('A', 'b', '-', '_', '0'),
        async (p, at, char) => {
          const ticket = tickets.issue(p)
          const i = at % ticket.length
          fc.pre(ticket[i] !== char)
          const changed = ticket.slice(0, i) + char + ticket.slice(i + 1)
          expect(await refusal(tickets.check(changed, p.provider, p.providerId))).toEqual({
            code: 'UNAUTHORIZED',
            message: TEXTS.invalid,
          })
        },
      ),
    )
  })

  it('another network, another provider id or another key refuses it; none at all says so', async () => {
    await fc.assert(
      fc.asyncProperty(profileArb, fc.string({ minLength: 1, maxLength: 40 }), async (p, otherId) => {
        const tickets = createNetworkTickets(emptyDb, KEY)
        const ticket = tickets.issue(p)
        const other = p.provider === 'linkedin' ? 'facebook' : 'linkedin'
        for (const [provider, id] of [
          [other, p.providerId],
          ['itau', p.providerId],
        ] as const)
          expect((await refusal(tickets.check(ticket, provider, id))).message).toBe(TEXTS.invalid)
        fc.pre(otherId.trim() !== p.providerId)
        expect((await refusal(tickets.check(ticket, p.provider, otherId))).message).toBe(TEXTS.invalid)
        const elsewhere = createNetworkTickets(emptyDb, `${KEY}-outra`)
        expect((await refusal(elsewhere.check(ticket, p.provider, p.providerId))).message).toBe(TEXTS.invalid)
      }),
      { numRuns: 50 },
    )
    const tickets = createNetworkTickets(emptyDb, KEY)
    for (const missing of [null, undefined, '', '   '])
      expect(await refusal(tickets.check(missing, 'linkedin', 'li-1'))).toEqual({
        code: 'UNAUTHORIZED',
        message: TEXTS.missing,
      })
  })

  it('expires after 10 minutes, not before', async () => {
    let now = Date.UTC(2026, 0, 10)
    const tickets = createNetworkTickets(emptyDb, KEY, () => now)
    const profile = { provider: 'linkedin', providerId: 'li-1', email: 'a@example.com', name: 'A' }
    const ticket = tickets.issue(profile)
    now += NETWORK_TICKET_TTL_MS - 1
    await expect(tickets.check(ticket, 'linkedin', 'li-1')).resolves.toMatchObject(profile)
    now += 1
    expect(await refusal(tickets.check(ticket, 'linkedin', 'li-1'))).toEqual({
      code: 'UNAUTHORIZED',
      message: TEXTS.expired,
    })
  })
})
