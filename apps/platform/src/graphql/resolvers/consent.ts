// Consent per optional purpose (LGPD arts. 7–8; docs/consent-and-survey.md): `consents` answers the choices
// in force of the session's own user; `setConsents` records new ones. Purposes and origins are core's
// (consentPurposeSchema, consentOriginSchema); only the current CONSENT_VERSION is accepted (a page loaded
// before the texts changed must ask again). Every choice is a new row with its time: the history stays, the
// newest row of the current version per purpose is the choice in force.
import {
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  consentOriginSchema,
  consentPurposeSchema,
  type Consent,
} from '@carreiras/core'
import { and, asc, eq } from 'drizzle-orm'
import { requireUser } from '../../accounts/sessions.js'
import type { Db } from '../../db/client.js'
import { consents } from '../../db/schema.js'
import type { MutationSetConsentsArgs, QueryConsentsArgs } from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

/** The choices in force of a user: the newest row of the current version per purpose, in CONSENT_PURPOSES order. */
export async function consentsInForce(db: Db, userId: number): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.version, CONSENT_VERSION)))
    .orderBy(asc(consents.recordedAt), asc(consents.id))
  const newest = new Map<string, Consent>()
  for (const row of rows) {
    const purpose = consentPurposeSchema.safeParse(row.purpose)
    const origin = consentOriginSchema.safeParse(row.origin)
    if (!purpose.success || !origin.success) continue
    newest.set(purpose.data, {
      purpose: purpose.data,
      granted: row.granted,
      version: row.version,
      origin: origin.data,
      recordedAt: row.recordedAt.toISOString(),
    })
  }
  return CONSENT_PURPOSES.flatMap((purpose) => newest.get(purpose) ?? [])
}

export const consentQuery = {
  consents: async (_root: unknown, args: QueryConsentsArgs, ctx: PlatformContext) =>
    consentsInForce(ctx.db, requireUser(ctx, args.user_id)),
}

export const consentMutation = {
  setConsents: async (_root: unknown, args: MutationSetConsentsArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const origin = consentOriginSchema.safeParse(args.origin)
    if (!origin.success) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidConsent)
    if (args.version !== CONSENT_VERSION)
      throw domainError('VALIDATION', PLATFORM_MESSAGES.consentVersionOutdated)
    const choices = args.choices ?? []
    if (choices.length === 0 || choices.length > CONSENT_PURPOSES.length)
      throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidConsent)
    const seen = new Set<string>()
    const rows = choices.map((choice) => {
      const purpose = consentPurposeSchema.safeParse(choice.purpose)
      if (!purpose.success || seen.has(purpose.data) || typeof choice.granted !== 'boolean')
        throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidConsent)
      seen.add(purpose.data)
      return { purpose: purpose.data, granted: choice.granted }
    })
    const recordedAt = new Date()
    await ctx.db.insert(consents).values(
      rows.map((row) => ({
        userId,
        purpose: row.purpose,
        granted: row.granted,
        version: CONSENT_VERSION,
        origin: origin.data,
        recordedAt,
      })),
    )
    return consentsInForce(ctx.db, userId)
  },
}
