// Builds one migrated and seeded PGlite once for the whole run and hands its dump to the test files,
// which load it (about a second) instead of creating, migrating and seeding again (several seconds each).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.js'
import { seedIfEmpty } from '../src/db/seed.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({ pgliteDir: 'memory://' })
  await database.migrate()
  await seedIfEmpty(database.db, new Date(), { demo: true })
  const dump = await database.dump!()
  await database.close()
  const dir = mkdtempSync(join(tmpdir(), 'carreiras-platform-'))
  const file = join(dir, 'seeded.tar')
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
  project.provide('pgliteSnapshot', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
