// A platform on an in-memory PGlite loaded from the run's seeded snapshot (see global-setup.ts).
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { createApp } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { openDatabase, type Database } from '../src/db/client.js'

export interface TestPlatform {
  config: Config
  database: Database
  app: ReturnType<typeof createApp>
  close(): Promise<void>
}

/** The public URL of a test platform: where its clients (accounts-helpers.ts, `clientOf`) reach it. */
export const TEST_PUBLIC_URL = 'http://platform.test'

/** What production requires besides CLIENT_TOKENS (config.ts), for test platforms with NODE_ENV=production. */
export const PRODUCTION_TEST_ENV: Readonly<Record<string, string>> = {
  WEB_ORIGIN: 'http://localhost:3000',
  TOKEN_SIGNING_KEY: 'chave-de-assinatura-dos-testes-com-mais-de-32-caracteres',
  CAPTCHA_HMAC_KEY: 'chave-do-captcha-dos-testes',
}

export async function createTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const config = loadConfig({
    PGLITE_DIR: 'memory://',
    LOG: 'off',
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...(env.NODE_ENV === 'production' ? PRODUCTION_TEST_ENV : {}),
    ...env,
  })
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
  const database = await openDatabase({ pgliteDir: config.pgliteDir, pgliteSnapshot: snapshot })
  await database.migrate() // a no-op on the snapshot; proves it is current
  const app = createApp(config, database)
  return { config, database, app, close: () => database.close() }
}
