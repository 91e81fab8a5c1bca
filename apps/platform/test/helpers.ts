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

export async function createTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const config = loadConfig({ PGLITE_DIR: 'memory://', LOG: 'off', NODE_ENV: 'test', ...env })
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
  const database = await openDatabase({ pgliteDir: config.pgliteDir, pgliteSnapshot: snapshot })
  await database.migrate() // a no-op on the snapshot; proves it is current
  const app = createApp(config, database)
  return { config, database, app, close: () => database.close() }
}
