// The platform's VAPID key pair (RFC 8292; docs/push.md, "Keys"): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY /
// VAPID_SUBJECT when configured (production needs all three, or push is off). Outside production, when they
// are unset, a pair is generated once and kept in `platform_settings` under `push.vapid`, so every process
// on the database (and every restart) signs with the same key and the browsers' subscriptions stay valid.
import { defaultVapidSubject, type Config } from '../config.js'
import type { Db } from '../db/client.js'
import { platformSettings } from '../db/schema.js'
import { eq } from 'drizzle-orm'
import webpush from 'web-push'

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what `GET /push/public_key` answers). */
  publicKey: string
  /** The 32-byte private scalar, base64url. */
  privateKey: string
  /** `mailto:` or `https:` contact sent in every token. */
  subject: string
}

export const VAPID_SETTING_KEY = 'push.vapid'

const cache = new WeakMap<Db, Promise<VapidKeys | null>>()

/** The keys in force; null when push is off (production without VAPID). Read once per database. */
export function vapidKeys(config: Config, db: Db): Promise<VapidKeys | null> {
  if (config.vapid) return Promise.resolve(config.vapid)
  if (!config.push) return Promise.resolve(null)
  let keys = cache.get(db)
  if (!keys) {
    keys = storedOrGenerated(db, defaultVapidSubject(config.webOrigins))
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

async function storedOrGenerated(db: Db, subject: string): Promise<VapidKeys> {
  const generated = webpush.generateVAPIDKeys()
  // The first process to get here writes its pair; every other reads that one.
  await db
    .insert(platformSettings)
    .values({ key: VAPID_SETTING_KEY, value: JSON.stringify(generated) })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, VAPID_SETTING_KEY))
  const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject }
}
