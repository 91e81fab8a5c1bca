// The signing key outside production when TOKEN_SIGNING_KEY is unset (docs/security.md, "Signing keys"): a
// random key generated once and kept in `platform_settings` under `tokens.signing-key`, beside the data it
// signs for. Every process on the same database reads the same key (the first one to start writes it), a
// restart keeps the links it signed valid, and an in-memory PGlite (`memory://`) gets a fresh one per run.
// Production never comes here: it requires TOKEN_SIGNING_KEY (config.ts).
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { loadConfig, type Config } from '../config.js'
import type { Db } from '../db/client.js'
import { platformSettings } from '../db/schema.js'

export const SIGNING_KEY_SETTING = 'tokens.signing-key'

/** The key kept with the data, written by the first process that asks (32 random bytes, base64url). */
export async function storedSigningKey(db: Db): Promise<string> {
  await db
    .insert(platformSettings)
    .values({ key: SIGNING_KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, SIGNING_KEY_SETTING))
  return row!.value
}

/**
 * The configuration to serve with: as loaded when TOKEN_SIGNING_KEY is set; otherwise loaded again with the
 * key kept with the data, so that every key derived from it (removal links, captcha, rate-limit keys) is the
 * database's. Called once at start, before createApp (server.ts): `config.tokenSigningKey` stays a value.
 */
export async function withStoredSigningKey(
  config: Config,
  env: Record<string, string | undefined>,
  db: Db,
): Promise<Config> {
  if (config.tokenSigningKeySource === 'setting') return config
  return loadConfig(env, { generatedSigningKey: await storedSigningKey(db) })
}
