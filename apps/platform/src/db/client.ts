// Opens the database: PostgreSQL through postgres-js when DATABASE_URL is set, otherwise the embedded
// PGlite (a directory, or `memory://`). Both are Drizzle `PgDatabase`s with the same schema, so the rest of
// the platform never knows which engine it talks to.
//
// Migrations (drizzle-kit's files in apps/platform/drizzle, recorded in drizzle.__drizzle_migrations as
// drizzle's own migrator does) run in one transaction that first takes a PostgreSQL advisory lock
// (`pg_advisory_xact_lock`): several processes starting or migrating together wait for each other, and
// the later ones find nothing left to apply. The start's seeding takes the same lock (`withSchemaLock`).
import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import * as schema from './schema.js'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  engine: 'pglite' | 'postgres'
  /** Applies the pending drizzle-kit migrations, under the schema lock (`migrateDatabase`). */
  migrate(): Promise<void>
  /** True when a trivial query answers within PING_TIMEOUT_MS. */
  ping(): Promise<boolean>
  /**
   * LISTEN on `channel`: `onNotify` runs on each NOTIFY (PostgreSQL: a connection of its own; PGlite: its
   * one connection). Answers the function that stops listening.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
  /** PGlite only: the data directory as a tarball (tests load it instead of migrating and seeding again). */
  dump?(): Promise<Blob>
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  pgliteDir?: string | undefined
  /** PGlite only: start from this dump (see `Database.dump`) instead of an empty cluster. */
  pgliteSnapshot?: Blob | undefined
  /** PostgreSQL only: the most connections this process opens (`DATABASE_POOL_SIZE`; default 10). */
  poolSize?: number | undefined
  /**
   * PostgreSQL only: the server cancels any statement of these connections that runs longer
   * (`DATABASE_STATEMENT_TIMEOUT_MS`, the server's requests); unset = no limit (the migrate command).
   */
  statementTimeoutMs?: number | undefined
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
    // A connection lost (PostgreSQL restarted, a network cut) fails the queries it carried; the next query
    // opens a new one, so the process recovers by itself once the server answers again (docs/operations.md,
    // "Faults"). The statement timeout is a startup parameter of each connection.
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      ...(options.statementTimeoutMs === undefined
        ? {}
        : { connection: { statement_timeout: options.statementTimeoutMs } }),
    })
    const db = drizzlePostgres({ client, schema })
    return {
      db,
      engine: 'postgres',
      migrate: async () => void (await migrateDatabase(db)),
      ping: () => ping(db),
      listen: async (channel, onNotify) => {
        const { unlisten } = await client.listen(channel, () => onNotify())
        return unlisten
      },
      close: () => client.end({ timeout: 5 }),
    }
  }
  const dir = options.pgliteDir ?? 'memory://'
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  // pg_trgm: the search's trigram index (a migration creates the extension; PGlite loads its code here).
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  })
  const db = drizzlePglite({ client, schema })
  return {
    db,
    engine: 'pglite',
    migrate: async () => void (await migrateDatabase(db)),
    ping: () => ping(db),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => onNotify())
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
    dump: () => client.dumpDataDir('none'),
  }
}

/**
 * How long `ping` waits: a server that is restarting refuses at once, but one that does not answer (every
 * connection busy, a network cut) must not hold /health.
 */
export const PING_TIMEOUT_MS = 2000

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)
  })
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The advisory lock key of schema changes and the start's seeding (any fixed 64-bit number: it only has to
 * be the same in every process of this platform).
 */
export const SCHEMA_LOCK_KEY = 7_231_870_018n

/**
 * Runs `work` in one transaction holding the schema lock: another process calling it meanwhile waits until
 * this transaction ends (`pg_advisory_xact_lock` is released at commit or rollback, never left behind by a
 * crashed process).
 */
export async function withSchemaLock<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`))
    return work(tx as unknown as Db)
  })
}

const MIGRATIONS_TABLE = sql.raw('"drizzle"."__drizzle_migrations"')

/** The `created_at` (folder millis) of the last applied migration; null when none (or no table yet). */
async function lastApplied(db: Db): Promise<number | null> {
  const exists = rowsOf<{ table: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`),
  )
  if (!exists[0]?.table) return null
  const rows = rowsOf<{ created_at: string | number | null }>(
    await db.execute(sql`select created_at from ${MIGRATIONS_TABLE} order by created_at desc limit 1`),
  )
  return rows[0]?.created_at == null ? null : Number(rows[0].created_at)
}

/** The migrations of `folder` that the database has not applied yet (drizzle's rule: newer than the last). */
export async function pendingMigrations(db: Db, folder: string = migrationsFolder()): Promise<number> {
  const last = await lastApplied(db)
  return readMigrationFiles({ migrationsFolder: folder }).filter(
    (migration) => last === null || last < migration.folderMillis,
  ).length
}

/**
 * Applies the pending migrations under the schema lock, in one transaction (all or nothing), recording them
 * as drizzle's migrator does; returns how many it applied (0 when another process already had).
 */
export async function migrateDatabase(db: Db, folder: string = migrationsFolder()): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: folder })
  return withSchemaLock(db, async (tx) => {
    await tx.execute(sql`create schema if not exists "drizzle"`)
    await tx.execute(
      sql`create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
    )
    const last = await lastApplied(tx)
    let applied = 0
    for (const migration of migrations) {
      if (last !== null && last >= migration.folderMillis) continue
      for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement))
      await tx.execute(
        sql`insert into ${MIGRATIONS_TABLE} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
      )
      applied++
    }
    return applied
  })
}

/** Rows of a raw query (`db.execute`): PGlite answers `{ rows }`, postgres-js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? [])
}

/** Thrown by `assertSchemaCurrent`: the start refuses an outdated schema in production. */
export class SchemaOutdatedError extends Error {
  override name = 'SchemaOutdatedError'
}

/** The command that migrates (docs/development.md, "The two commands in detail"). */
export const MIGRATE_COMMAND = 'npm run migrate -w @carreiras/platform'

/** Throws a `SchemaOutdatedError` naming the migrate command when migrations are pending. */
export async function assertSchemaCurrent(db: Db, folder: string = migrationsFolder()): Promise<void> {
  const pending = await pendingMigrations(db, folder)
  if (pending > 0)
    throw new SchemaOutdatedError(
      `O banco não está na versão atual: ${pending} migração(ões) pendente(s). ` +
        `Rode \`${MIGRATE_COMMAND}\` (com o mesmo DATABASE_URL) antes de iniciar a plataforma.`,
    )
}
