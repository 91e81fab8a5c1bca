// Backups (docs/operations.md, "Backups"): a pg_dump of a platform's PostgreSQL database, restored with
// pg_restore into a fresh database, holds every application and every uploaded file (files are kept in the
// database, `stored_files`), and a platform opened on the restored database serves them. Needs PostgreSQL
// (TEST_DATABASE_URL, as CI sets it) and its pg_dump/pg_restore; skipped otherwise, saying why.
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SubscriptionNewDocument, UploadUserDocumentDocument } from '@carreiras/api'
import postgres from 'postgres'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../src/app.js'
import { openDatabase } from '../src/db/client.js'
import { clientOf, signUp } from './accounts-helpers.js'
import { databaseUrlFor } from './global-setup.js'
import { TEST_DATABASE_URL, createTestPlatform, rowsOf, type TestPlatform } from './helpers.js'

/** pg_dump and pg_restore: Debian's newest PostgreSQL binaries, else the ones on the PATH. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string | null {
  const base = '/usr/lib/postgresql'
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a))
    for (const version of versions) {
      const tool = join(base, version, 'bin', name)
      if (existsSync(tool)) return tool
    }
  }
  try {
    execFileSync(name, ['--version'], { stdio: 'ignore' })
    return name
  } catch {
    return null
  }
}

const PG_DUMP = postgresTool('pg_dump')
const PG_RESTORE = postgresTool('pg_restore')
const why = !TEST_DATABASE_URL
  ? 'skipped: no PostgreSQL configured (TEST_DATABASE_URL unset)'
  : !PG_DUMP || !PG_RESTORE
    ? 'skipped: pg_dump/pg_restore not found (Debian package postgresql-client)'
    : 'pg_dump, then pg_restore into a fresh database'

/** Openings without questions: each candidate applies to the first, every other one to both. */
const OPENINGS = ['100004', '100005']

function pdf(seed: number): Uint8Array {
  const bytes = new Uint8Array(2000 + seed)
  bytes.set(randomBytes(bytes.length))
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return bytes
}

describe.skipIf(!TEST_DATABASE_URL || !PG_DUMP || !PG_RESTORE)(`backup and restore (${why})`, () => {
  const cleanup: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  it('restores every application and every uploaded file into a fresh database', async () => {
    const platform: TestPlatform = await createTestPlatform({ CAPTCHA: 'off' })
    cleanup.push(() => platform.close())

    // Six candidates: each applies to an opening without questions and uploads a medical report.
    const candidates = await Promise.all(Array.from({ length: 6 }, () => signUp(platform)))
    for (const [i, candidate] of candidates.entries()) {
      for (const opening of OPENINGS.slice(0, 1 + (i % 2)))
        await candidate.client.request(SubscriptionNewDocument, {
          opportunity_id: opening,
          user_id: candidate.id,
          questions: [],
        })
      await candidate.client.request(UploadUserDocumentDocument, {
        user_id: candidate.id,
        document_base64: Buffer.from(pdf(i)).toString('base64'),
        original_filename: `laudo-${i}.pdf`,
      })
    }
    const applications = `select user_id, opportunity_id, step, applied_at from subscriptions where not is_deleted order by user_id, opportunity_id`
    const files = `select id, user_id, name, encode(sha256(content), 'hex') as sha from stored_files order by id`
    const before = {
      applications: rowsOf<Record<string, unknown>>(await platform.database.db.execute(applications)),
      files: rowsOf<Record<string, unknown>>(await platform.database.db.execute(files)),
    }
    const ours = new Set(candidates.map((c) => c.userId))
    expect(before.applications.filter((r) => ours.has(Number(r.user_id)))).toHaveLength(9)
    expect(before.files.filter((r) => ours.has(Number(r.user_id)))).toHaveLength(6)

    // The backup: pg_dump's custom format (compressed; pg_restore can restore it in parallel, -j).
    const dir = mkdtempSync(join(tmpdir(), 'carreiras-backup-'))
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
    const dump = join(dir, 'carreiras.dump')
    execFileSync(PG_DUMP!, ['--format=custom', '--no-owner', '--file', dump, platform.databaseUrl!])

    // A fresh database, then the restore.
    const name = `${inject('pgPrefix')}restore_${randomBytes(4).toString('hex')}`
    const admin = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    cleanup.push(async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    })
    const restoredUrl = databaseUrlFor(TEST_DATABASE_URL!, name)
    execFileSync(PG_RESTORE!, ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dump])

    const restored = await openDatabase({ databaseUrl: restoredUrl })
    cleanup.push(() => restored.close())
    expect(rowsOf(await restored.db.execute(applications))).toEqual(before.applications)
    expect(rowsOf(await restored.db.execute(files))).toEqual(before.files)

    // A platform on the restored database: current schema, the candidates' applications and files served.
    await restored.migrate() // nothing to apply: the dump carries the migrations' record
    const app = createApp(platform.config, restored)
    const onRestored = { ...platform, app, database: restored }
    for (const candidate of candidates) {
      const client = clientOf(onRestored, { token: candidate.token, userId: candidate.userId })
      const again = await client.request(SubscriptionNewDocument, {
        opportunity_id: OPENINGS[0]!,
        user_id: candidate.id,
        questions: [],
      })
      expect(again.subscriptionNew?.step).toBe('applied') // the existing application, not a new one
    }
    const file = before.files.find((r) => Number(r.user_id) === candidates[0]!.userId)!
    const token = rowsOf<{ token: string }>(
      await restored.db.execute(`select token from stored_files where id = ${Number(file.id)}`),
    )[0]!.token
    const served = await app.request(`/files/${Number(file.id)}/${token}`)
    expect(served.status).toBe(200)
    expect(
      createHash('sha256')
        .update(new Uint8Array(await served.arrayBuffer()))
        .digest('hex'),
    ).toBe(file.sha)
    expect(rowsOf(await restored.db.execute(applications))).toEqual(before.applications)
  })
})
