// Builds one migrated and seeded database once for the whole run; each test platform starts from a copy:
// - PGlite (default): the database's dump, which test files load (about a second) instead of creating,
//   migrating and seeding again (several seconds each);
// - PostgreSQL, when TEST_DATABASE_URL is set (a server where that role may create databases): a template
//   database, which each test platform copies with CREATE DATABASE … TEMPLATE (helpers.ts) and drops at
//   its end. The template and any copy left behind are dropped when the run ends.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { openDatabase, type Database } from '../src/db/client.js'
import { seedIfEmpty } from '../src/db/seed.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the seeded dump's file; '' on PostgreSQL. */
    pgliteSnapshot: string
    /** PostgreSQL: the seeded template database; '' on PGlite. */
    pgTemplate: string
    /** PostgreSQL: the prefix of this run's databases (each test platform adds its own suffix). */
    pgPrefix: string
  }
}

async function migrateAndSeed(database: Database) {
  await database.migrate()
  await seedIfEmpty(database.db, new Date(), { demo: true })
}

/** The URL of database `name` on the server of `url`. */
export function databaseUrlFor(url: string, name: string): string {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.href
}

export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) {
    const prefix = `carreiras_t${process.pid}_`
    const template = `${prefix}template`
    const admin = postgres(pgUrl, { max: 1, onnotice: () => {} })
    const dropAll = async () => {
      const rows = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${prefix}%`}`
      for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`)
    }
    await dropAll()
    await admin.unsafe(`create database "${template}"`)
    const database = await openDatabase({ databaseUrl: databaseUrlFor(pgUrl, template) })
    try {
      await migrateAndSeed(database)
    } finally {
      await database.close()
    }
    project.provide('pgliteSnapshot', '')
    project.provide('pgTemplate', template)
    project.provide('pgPrefix', prefix)
    return async () => {
      await dropAll()
      await admin.end()
    }
  }
  const database = await openDatabase({ pgliteDir: 'memory://' })
  await migrateAndSeed(database)
  const dump = await database.dump!()
  await database.close()
  const dir = mkdtempSync(join(tmpdir(), 'carreiras-platform-'))
  const file = join(dir, 'seeded.tar')
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
  project.provide('pgliteSnapshot', file)
  project.provide('pgTemplate', '')
  project.provide('pgPrefix', '')
  return () => rmSync(dir, { recursive: true, force: true })
}
