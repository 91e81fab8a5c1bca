// Opens the database: PostgreSQL through postgres-js when DATABASE_URL is set, otherwise the embedded
// PGlite (a directory, or `memory://`). Both are Drizzle `PgDatabase`s with the same schema, so the rest of
// the platform never knows which engine it talks to.
import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema.js'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Applies the pending drizzle-kit migrations. */
  migrate(): Promise<void>
  /** True when a trivial query answers. */
  ping(): Promise<boolean>
  close(): Promise<void>
  /** PGlite only: the data directory as a tarball (tests load it instead of migrating and seeding again). */
  dump?(): Promise<Blob>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  pgliteDir?: string | undefined
  /** PGlite only: start from this dump (see `Database.dump`) instead of an empty cluster. */
  pgliteSnapshot?: Blob | undefined
}

/**
 * The drizzle-kit output folder, found from the running file: `dist/server.js` → `../drizzle`,
 * `src/db/client.ts` (tsx, vitest) → `../../drizzle`.
 */
export function migrationsFolder(): string {
  for (const relative of ['../drizzle', '../../drizzle']) {
    const folder = fileURLToPath(new URL(relative, import.meta.url))
    if (existsSync(`${folder}/meta/_journal.json`)) return folder
  }
  throw new Error('Pasta de migrações (apps/platform/drizzle) não encontrada.')
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres({ client, schema })
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      ping: () => ping(db),
      close: () => client.end({ timeout: 5 }),
    }
  }
  const dir = options.pgliteDir ?? 'memory://'
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(
    dir,
    options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {},
  )
  const db = drizzlePglite({ client, schema })
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close()
    },
    dump: () => client.dumpDataDir('none'),
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
