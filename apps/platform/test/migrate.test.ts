// Migrations as their own command, under a PostgreSQL advisory lock (db/client.ts, db/migrate.ts), the
// production start's checks (server.ts) and what the start seeds with and without SEED_DEMO (db/seed.ts).
// On PGlite (one connection) concurrent calls queue on its own mutex; the lock's SQL still runs and is
// checked in pg_locks. With DATABASE_URL set (a PostgreSQL the test may create databases in), separate
// connections race for real, like several processes starting together.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { count, eq, sql } from 'drizzle-orm'
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MIGRATE_COMMAND,
  SCHEMA_LOCK_KEY,
  SchemaOutdatedError,
  assertSchemaCurrent,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  pendingMigrations,
  withSchemaLock,
  type Database,
  type Db,
} from '../src/db/client.js'
import {
  cities,
  companies,
  onlineTests,
  opportunities,
  postalCodes,
  referenceItems,
  states,
  users,
} from '../src/db/schema.js'
import { buildSeed, seedDatabase } from '../src/db/seed.js'
import { PRODUCTION_TEST_ENV } from './helpers.js'

const JOURNAL = JSON.parse(readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
  entries: unknown[]
}
const MIGRATIONS = JOURNAL.entries.length
const PLATFORM_DIR = fileURLToPath(new URL('..', import.meta.url))

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows
const recorded = async (db: Db) =>
  Number(
    rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
    )[0]!.n,
  )
const advisoryLocks = async (db: Db) =>
  rowsOf<{ objid: string | number; granted: boolean }>(
    await db.execute(sql`select objid, granted from pg_locks where locktype = 'advisory'`),
  )

async function freshPglite(): Promise<Database> {
  return openDatabase({ pgliteDir: 'memory://' })
}

describe('migrateDatabase (PGlite)', () => {
  it('applies every migration once, and reports none pending after', async () => {
    const database = await freshPglite()
    try {
      expect(MIGRATIONS).toBeGreaterThanOrEqual(8)
      expect(await pendingMigrations(database.db)).toBe(MIGRATIONS)
      expect(await migrateDatabase(database.db)).toBe(MIGRATIONS)
      expect(await pendingMigrations(database.db)).toBe(0)
      expect(await migrateDatabase(database.db)).toBe(0)
      expect(await recorded(database.db)).toBe(MIGRATIONS)
      await expect(assertSchemaCurrent(database.db)).resolves.toBeUndefined()
    } finally {
      await database.close()
    }
  })

  it('run concurrently on one database: all succeed, the migrations apply once', async () => {
    const database = await freshPglite()
    try {
      const applied = await Promise.all([1, 2, 3].map(() => migrateDatabase(database.db)))
      expect(applied.sort((a, b) => b - a)).toEqual([MIGRATIONS, 0, 0])
      expect(await recorded(database.db)).toBe(MIGRATIONS)
      const [row] = await database.db.select({ n: count() }).from(opportunities)
      expect(row!.n).toBe(0)
    } finally {
      await database.close()
    }
  })

  it('holds the advisory lock while it works and releases it at the end (also on failure)', async () => {
    const database = await freshPglite()
    try {
      const held = await withSchemaLock(database.db, (tx) => advisoryLocks(tx))
      expect(held).toHaveLength(1)
      expect(held[0]!.granted).toBe(true)
      // A bigint key is split into two 32-bit halves: objid is the low half.
      expect(BigInt(held[0]!.objid)).toBe(SCHEMA_LOCK_KEY & 0xffffffffn)
      expect(await advisoryLocks(database.db)).toEqual([])
      await expect(
        withSchemaLock(database.db, async () => {
          throw new Error('falhou no meio')
        }),
      ).rejects.toThrow('falhou no meio')
      expect(await advisoryLocks(database.db)).toEqual([])
    } finally {
      await database.close()
    }
  })

  it("takes over a database that drizzle's own migrator migrated (the same bookkeeping)", async () => {
    const database = await freshPglite()
    try {
      await drizzleMigrate(database.db as never, { migrationsFolder: migrationsFolder() })
      expect(await pendingMigrations(database.db)).toBe(0)
      expect(await migrateDatabase(database.db)).toBe(0)
      expect(await recorded(database.db)).toBe(MIGRATIONS)
    } finally {
      await database.close()
    }
  })

  it('assertSchemaCurrent refuses an outdated schema, naming the migrate command', async () => {
    const database = await freshPglite()
    try {
      const error = await assertSchemaCurrent(database.db).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SchemaOutdatedError)
      expect((error as Error).message).toBe(
        `O banco não está na versão atual: ${MIGRATIONS} migração(ões) pendente(s). ` +
          'Rode `npm run migrate -w @carreiras/platform` (com o mesmo DATABASE_URL) antes de iniciar a plataforma.',
      )
      expect(MIGRATE_COMMAND).toBe('npm run migrate -w @carreiras/platform')
    } finally {
      await database.close()
    }
  })
})

describe('what the start seeds', () => {
  let database: Database
  const db = () => database.db
  const total = async (table: typeof opportunities | typeof users | typeof onlineTests) =>
    (await db().select({ n: count() }).from(table))[0]!.n

  beforeAll(async () => {
    database = await freshPglite()
    await database.migrate()
  })
  afterAll(() => database.close())

  it('without SEED_DEMO: the reference data only, idempotent', async () => {
    const result = await seedDatabase(db(), new Date())
    expect(result).toEqual({ seeded: false, opportunities: 0, shiftedDays: 0 })
    expect(await total(opportunities)).toBe(0)
    expect(await total(users)).toBe(0)
    expect(await total(onlineTests)).toBe(0)
    const counts = async () => ({
      states: (await db().select({ n: count() }).from(states))[0]!.n,
      cities: (await db().select({ n: count() }).from(cities))[0]!.n,
      companies: (await db().select({ n: count() }).from(companies))[0]!.n,
      postalCodes: (await db().select({ n: count() }).from(postalCodes))[0]!.n,
      referenceItems: (await db().select({ n: count() }).from(referenceItems))[0]!.n,
    })
    const first = await counts()
    expect(first.states).toBe(27)
    expect(first.cities).toBeGreaterThan(5500)
    expect(first.postalCodes).toBeGreaterThanOrEqual(first.cities)
    expect(first.referenceItems).toBeGreaterThan(0)
    expect(
      await db().select({ id: companies.id }).from(companies).where(eq(companies.id, DEFAULT_COMPANY_ID)),
    ).toHaveLength(1)
    await seedDatabase(db(), new Date())
    expect(await counts()).toEqual(first)
  })

  it('with SEED_DEMO: the demonstration openings, tests and people, and their postal codes', async () => {
    const now = new Date()
    const result = await seedDatabase(db(), now, { demo: true })
    const expected = buildSeed(now).opportunities.length
    expect(result).toEqual({ seeded: true, opportunities: expected, shiftedDays: 0 })
    expect(expected).toBeGreaterThan(300)
    expect(await total(opportunities)).toBe(expected)
    expect(await total(onlineTests)).toBeGreaterThan(0)
    expect((await db().select({ email: users.email }).from(users)).map((u) => u.email).sort()).toContain(
      'candidata.demo@example.com',
    )
    // An opening's CEP joined the postal codes the reference data had filled first.
    const [opening] = await db()
      .select({ zipcode: opportunities.zipcode })
      .from(opportunities)
      .where(eq(opportunities.id, 100_001))
    const cep = opening!.zipcode!.replace(/\D/g, '')
    expect(await db().select().from(postalCodes).where(eq(postalCodes.cep, cep))).toHaveLength(1)
    // A later start without SEED_DEMO keeps the demonstration as it is.
    expect(await seedDatabase(db(), now)).toEqual({ seeded: false, opportunities: expected, shiftedDays: 0 })
  })
})

/** Runs src/server.ts with `env` (no inherited settings but PATH) until it exits; null if still up after 20 s. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: PLATFORM_DIR,
      env: { PATH: process.env.PATH ?? '', LOG: 'off', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // tsx transpiles the whole platform as it starts: on a busy 2-core machine that alone took 21 s once
    // (CI, platform suite beside the journeys). The limit stays inside the test's own 30 s.
    const timer = setTimeout(() => child.kill('SIGKILL'), 28_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

describe('the production start', () => {
  it('refuses to start without its secrets and origins, naming each one, and exits non-zero', async () => {
    const { code, stderr } = await startServer({ NODE_ENV: 'production', PGLITE_DIR: 'memory://' })
    expect(code).toBe(1)
    expect(stderr).toContain('Configuração inválida:')
    for (const name of [
      'CLIENT_TOKENS',
      'WEB_ORIGIN',
      'PUBLIC_URL',
      'TOKEN_SIGNING_KEY',
      'CAPTCHA_HMAC_KEY',
      'POSTAL_CODE_URL',
      'GEOIP_DATABASE',
      'PARTNER_TEST_SECRET',
    ])
      expect(stderr).toContain(`- ${name}: ${name} é obrigatório em produção`)
  })
})

// ── A real PostgreSQL (DATABASE_URL): separate connections, as separate processes ─────────────────────

// The suite's PostgreSQL (TEST_DATABASE_URL, test/helpers.ts) or any DATABASE_URL given.
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
describe.skipIf(!pgUrl)('on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL)', () => {
  const name = `carreiras_migrate_test_${process.pid}_${Date.now().toString(36)}`
  let admin: postgres.Sql
  let url: string
  beforeAll(async () => {
    admin = postgres(pgUrl!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    const scratch = new URL(pgUrl!)
    scratch.pathname = `/${name}`
    url = scratch.href
  })
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('the production start refuses an outdated schema and names the migrate command', async () => {
    const { code, stderr } = await startServer({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      CLIENT_TOKENS: 'prod-token-1',
      WEB_ORIGIN: 'https://carreiras.example.com',
      PUBLIC_URL: 'https://plataforma.example.com',
      TOKEN_SIGNING_KEY: 'k'.repeat(32),
      CAPTCHA_HMAC_KEY: 'c'.repeat(16),
      SITE_PROXY_SECRET: 's'.repeat(32),
      MESSAGES: 'off',
      POSTAL_CODE_URL: PRODUCTION_TEST_ENV.POSTAL_CODE_URL!,
      GEOIP_DATABASE: PRODUCTION_TEST_ENV.GEOIP_DATABASE!,
      PARTNER_TEST_SECRET: PRODUCTION_TEST_ENV.PARTNER_TEST_SECRET!,
      PORT: '0',
    })
    expect(code).toBe(1)
    expect(stderr).toContain('O banco não está na versão atual')
    expect(stderr).toContain(MIGRATE_COMMAND)
  })

  it('four processes migrating at once: all succeed, the migrations apply once', async () => {
    const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: url })))
    try {
      const applied = await Promise.all(databases.map((d) => migrateDatabase(d.db)))
      expect(applied.sort((a, b) => b - a)).toEqual([MIGRATIONS, 0, 0, 0])
      expect(await recorded(databases[0]!.db)).toBe(MIGRATIONS)
      expect(await pendingMigrations(databases[1]!.db)).toBe(0)
      // …and seeding at once: the reference data once, no unique violation.
      await Promise.all(databases.map((d) => seedDatabase(d.db, new Date(), { demo: true })))
      const [row] = await databases[0]!.db.select({ n: count() }).from(opportunities)
      expect(row!.n).toBe(buildSeed(new Date()).opportunities.length)
    } finally {
      await Promise.all(databases.map((d) => d.close()))
    }
  })
})
