// Network sign-in tickets (docs/security.md, "Network sign-in tickets"). A provider id names a network account;
// it proves nothing (a network shows it to apps and people, and nobody keeps it secret). The platform signs in
// or creates an account by a professional- or social-network identity only with a ticket it issued itself,
// right after its own exchange with the network (the professional network's code at `linkedinProfile` /
// `GET /linkedin/token`, the social network's pop-up): a signed statement 'this network vouched for this
// provider id, this e-mail and this name', valid 10 minutes and spent by the one sign-in or sign-up it allows.
//
// The signature (HMAC-SHA256 under a key derived from TOKEN_SIGNING_KEY) refuses forged and altered tickets
// before the database is read; the spent tickets' ids live in the database (`network_ticket_uses`), claimed
// by one atomic insert, so a ticket is spent once whichever platform process it reaches. A ticket that did
// not sign anyone in (no account yet: the site then asks the document and signs up with it) is not spent.
import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { networkTicketUses } from '../db/schema.js'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { safeEqual } from './secrets.js'
import { createSweeper } from './shared-state.js'

export const NETWORK_TICKET_TTL_MS = 10 * 60 * 1000
/** Longer than any ticket this platform writes (a name and an e-mail at their limits): refused unread. */
const MAX_TICKET_LENGTH = 2048
const VERSION = 1

/** What a network vouched for, as the platform's exchange with it read it. */
export interface VouchedProfile {
  provider: string
  providerId: string
  email: string
  name: string
}

/** A checked ticket: the profile it vouches for, its id and when it expires. */
export interface TicketClaims extends VouchedProfile {
  id: string
  expiresAt: number
}

/** The statements that spend a ticket: the app's database or a transaction on it. */
type Writer = Pick<Db, 'insert'>

export interface NetworkTickets {
  /** A ticket for a profile the network just vouched for (after the platform's own exchange with it). */
  issue(profile: VouchedProfile): string
  /**
   * The claims of a ticket this platform signed, not expired, not spent, for this provider and provider id;
   * otherwise UNAUTHORIZED with the reason in pt-BR (missing, invalid or of another account, expired, used).
   */
  check(ticket: string | null | undefined, provider: string, providerId: string): Promise<TicketClaims>
  /**
   * Spends the ticket (one atomic insert; inside the caller's transaction when given): UNAUTHORIZED 'já foi
   * usada' when another request spent it first.
   */
  spend(claims: TicketClaims, db?: Writer): Promise<void>
}

const refused = (message: string) => domainError('UNAUTHORIZED', message)

/** Provider names compare as the users table keeps them (trimmed, lower case). */
export const normalizeProvider = (provider: string) => provider.trim().toLowerCase()

export function createNetworkTickets(db: Db, key: string, now: () => number = Date.now): NetworkTickets {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
  const t = networkTicketUses
  const sweep = createSweeper(db, t, t.ticketId, t.expiresAt)

  /** The claims of a well-formed ticket with a valid signature; null otherwise. */
  function read(ticket: string): TicketClaims | null {
    if (ticket.length > MAX_TICKET_LENGTH) return null
    const match = /^([\w-]+)\.([\w-]+)$/.exec(ticket)
    if (!match || !safeEqual(match[2]!, sign(match[1]!))) return null
    try {
      const body = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as Record<string, unknown>
      const { v, id, p, pid, e, n, exp } = body
      if (
        v !== VERSION ||
        typeof id !== 'string' ||
        typeof p !== 'string' ||
        typeof pid !== 'string' ||
        typeof e !== 'string' ||
        typeof n !== 'string' ||
        typeof exp !== 'number'
      )
        return null
      return { id, provider: p, providerId: pid, email: e, name: n, expiresAt: exp }
    } catch {
      return null
    }
  }

  return {
    issue(profile) {
      const body = {
        v: VERSION,
        id: randomBytes(16).toString('base64url'),
        p: normalizeProvider(profile.provider),
        pid: profile.providerId,
        e: profile.email,
        n: profile.name,
        exp: now() + NETWORK_TICKET_TTL_MS,
      }
      const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url')
      return `${payload}.${sign(payload)}`
    },

    async check(ticket, provider, providerId) {
      if (!ticket?.trim()) throw refused(PLATFORM_MESSAGES.networkTicketMissing)
      const claims = read(ticket.trim())
      // One answer for a forged ticket and for another account's or another network's: nothing to learn.
      if (
        !claims ||
        claims.provider !== normalizeProvider(provider) ||
        claims.providerId !== providerId.trim()
      )
        throw refused(PLATFORM_MESSAGES.networkTicketInvalid)
      const at = now()
      if (claims.expiresAt <= at) throw refused(PLATFORM_MESSAGES.networkTicketExpired)
      const [spent] = await db
        .select({ id: t.ticketId })
        .from(t)
        .where(and(eq(t.ticketId, claims.id), gt(t.expiresAt, new Date(at))))
        .limit(1)
      if (spent) throw refused(PLATFORM_MESSAGES.networkTicketUsed)
      return claims
    },

    async spend(claims, writer = db) {
      // Of two requests with the same ticket (in any processes) exactly one inserts the row.
      const claimed = await writer
        .insert(t)
        .values({ ticketId: claims.id, expiresAt: new Date(claims.expiresAt) })
        .onConflictDoNothing()
        .returning({ id: t.ticketId })
      if (claimed.length !== 1) throw refused(PLATFORM_MESSAGES.networkTicketUsed)
      // Swept outside a caller's transaction only (on PGlite a statement beside an open transaction waits
      // for it): sign-ins spend tickets without one, so the table is swept all the same.
      if (writer === db) await sweep(new Date(now()))
    },
  }
}
