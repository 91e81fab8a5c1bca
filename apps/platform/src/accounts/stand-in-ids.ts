// The stand-in people's provider ids, shared by the network stand-ins (accounts/oauth.ts) and the other
// sign-ins' stand-ins (accounts/identity-providers.ts) without an import circle (docs/architecture.md,
// "The platform's layers").
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { standInNetworkIds } from '../db/schema.js'

/**
 * The provider id of a stand-in person: drawn at random the first time the stand-in sees the provider and
 * e-mail, then read back (stand_in_network_ids), so the same person is recognized next time, by any process,
 * and nobody can work an id out from an e-mail.
 */
export async function standInProviderId(db: Db, provider: string, email: string): Promise<string> {
  const key = { provider, email: email.trim().toLowerCase() }
  const t = standInNetworkIds
  await db
    .insert(t)
    .values({ ...key, providerId: randomBytes(10).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ providerId: t.providerId })
    .from(t)
    .where(and(eq(t.provider, key.provider), eq(t.email, key.email)))
    .limit(1)
  return row!.providerId
}
