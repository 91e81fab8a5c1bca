// A test platform on a copy of the run's migrated and seeded database (see global-setup.ts): an in-memory
// PGlite loaded from the seeded dump, or, when TEST_DATABASE_URL is set, a PostgreSQL database of its own
// (CREATE DATABASE … TEMPLATE the seeded one), dropped when the platform closes.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { inject } from 'vitest'
import { createApp } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { openDatabase, type Database } from '../src/db/client.js'
import { withStoredSigningKey } from '../src/security/signing-key.js'
import { databaseUrlFor } from './global-setup.js'

/** The committed City database of the geo-IP tests (scripts/make-geoip-fixture.ts writes it). */
export const GEOIP_FIXTURE_FILE = fileURLToPath(new URL('fixtures/geoip-city.mmdb', import.meta.url))

export interface TestPlatform {
  config: Config
  database: Database
  app: ReturnType<typeof createApp>
  /** PostgreSQL only: the URL of this platform's database (another app may open it: `sameDatabaseAs`). */
  databaseUrl?: string
  close(): Promise<void>
}

/** The PostgreSQL server the suite runs on (TEST_DATABASE_URL); undefined: PGlite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined

/** The public URL of a test platform: where its clients (accounts-helpers.ts, `clientOf`) reach it. */
export const TEST_PUBLIC_URL = 'http://platform.test'

/** What production requires besides CLIENT_TOKENS (config.ts), for test platforms with NODE_ENV=production. */
export const PRODUCTION_TEST_ENV: Readonly<Record<string, string>> = {
  WEB_ORIGIN: 'http://localhost:3000',
  TOKEN_SIGNING_KEY: 'chave-de-assinatura-dos-testes-com-mais-de-32-caracteres',
  CAPTCHA_HMAC_KEY: 'chave-do-captcha-dos-testes',
  SITE_PROXY_SECRET: 'segredo-do-proxy-do-site-dos-testes-32+',
  // The messages' transports (outgoing/settings.ts): addresses nobody answers at; nothing is sent in tests.
  SMTP_URL: 'smtp://smtp.invalid:587',
  SMS_URL: 'https://sms.invalid/v1/messages',
  SMS_TOKEN: 'token-do-provedor-de-sms-dos-testes',
  // The outside services (docs/operations.md): a postal-code service nobody answers at (loopback's discard
  // port), the committed test database of geo-IP, a partner secret.
  POSTAL_CODE_URL: 'http://127.0.0.1:9/ws/',
  GEOIP_DATABASE: GEOIP_FIXTURE_FILE,
  PARTNER_TEST_SECRET: 'segredo-dos-testes-parceiros-com-32-caracteres',
}

export interface TestPlatformOptions {
  /**
   * PostgreSQL only: open the database of this platform (its own connections, as a second process would)
   * instead of a new copy; closing the new platform leaves the database to its owner.
   */
  sameDatabaseAs?: TestPlatform
}

/** A new database copied from the seeded template; `drop` removes it (PostgreSQL). */
async function copyTemplate(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${inject('pgPrefix')}${randomBytes(6).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database "${name}" template "${inject('pgTemplate')}"`)
  } finally {
    await admin.end()
  }
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: async () => {
      const again = postgres(serverUrl, { max: 1, onnotice: () => {} })
      try {
        await again.unsafe(`drop database if exists "${name}" with (force)`)
      } finally {
        await again.end()
      }
    },
  }
}

export async function createTestPlatform(
  env: Record<string, string> = {},
  options: TestPlatformOptions = {},
): Promise<TestPlatform> {
  let databaseUrl: string | undefined
  let drop = async () => {}
  if (options.sameDatabaseAs) {
    databaseUrl = options.sameDatabaseAs.databaseUrl
    if (!databaseUrl) throw new Error('sameDatabaseAs needs a platform on PostgreSQL (TEST_DATABASE_URL).')
  } else if (TEST_DATABASE_URL) {
    const copy = await copyTemplate(TEST_DATABASE_URL)
    databaseUrl = copy.url
    drop = copy.drop
  }
  const environment = {
    PGLITE_DIR: 'memory://',
    LOG: 'off',
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(env.NODE_ENV === 'production' ? PRODUCTION_TEST_ENV : {}),
    ...env,
  }
  const loaded = loadConfig(environment)
  const database = databaseUrl
    ? await openDatabase({ databaseUrl })
    : await openDatabase({
        pgliteDir: loaded.pgliteDir,
        pgliteSnapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]),
      })
  await database.migrate() // a no-op on the seeded copy; proves it is current
  // As the start does (server.ts): without TOKEN_SIGNING_KEY, the key kept with the data.
  const config = await withStoredSigningKey(loaded, environment, database.db)
  const app = createApp(config, database)
  return {
    config,
    database,
    app,
    ...(databaseUrl ? { databaseUrl } : {}),
    close: async () => {
      await database.close()
      await drop()
    },
  }
}

/** The rows of a raw `db.execute`, whichever the engine (the platform's own reader). */
export { rowsOf } from '../src/db/client.js'
