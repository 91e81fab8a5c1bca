// The message road across real processes (docs/messages.md): a process killed with SIGKILL after the
// commit and before the send leaves the message in the database, and the next process sends it exactly
// once; a process stopped with SIGTERM gives back what it holds. On PGlite (a data directory on disk) and,
// with TEST_DATABASE_URL, on PostgreSQL (where the dead process's claim is taken again after its lease).
// Also `npm run worker` (src/outgoing/worker-main.ts): refuses PGlite, drains PostgreSQL, stops on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../src/db/client.js'
import { outgoingMessages } from '../src/db/schema.js'
import { enqueue } from '../src/outgoing/queue.js'
import { TEST_DATABASE_URL, createTestPlatform, type TestPlatform } from './helpers.js'

const PLATFORM_DIR = fileURLToPath(new URL('..', import.meta.url))
const CHILD = 'test/fixtures/message-worker-child.ts'

interface Child {
  process: ChildProcess
  /** Resolves with the first stdout line that starts with `prefix`. */
  line(prefix: string): Promise<string>
  exited: Promise<number | null>
}

function start(script: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: PLATFORM_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG: 'off', MESSAGES_POLL_MS: '50', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  const waiters: { prefix: string; resolve: (line: string) => void }[] = []
  const check = () => {
    for (const waiter of [...waiters]) {
      const found = out.split('\n').find((line) => line.startsWith(waiter.prefix))
      if (found !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(found)
      }
    }
  }
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    check()
  })
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    process: child,
    exited,
    line: (prefix) =>
      new Promise<string>((resolve, reject) => {
        waiters.push({ prefix, resolve })
        check()
        void exited.then((code) =>
          reject(new Error(`o processo terminou (${code}) antes de "${prefix}": ${err}`)),
        )
      }),
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('tempo esgotado')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const deliveriesIn = (file: string, key: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line === key).length
    : 0

/** enqueue → SIGKILL while claimed → the next process delivers it exactly once. */
async function killedAfterCommit(
  env: Record<string, string>,
  readStatus: (key: string) => Promise<string>,
  firstEnv: Record<string, string> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'queue-kill-'))
  const deliveries = join(dir, 'deliveries.txt')
  const key = randomUUID()
  try {
    const first = start(CHILD, { ...env, ...firstEnv, CHILD_MODE: 'enqueue', CHILD_KEY: key })
    await first.line('committed')
    await first.line(`sending ${key}`)
    first.process.kill('SIGKILL')
    expect(await first.exited).toBeNull()
    expect(deliveriesIn(deliveries, key)).toBe(0)

    const second = start(CHILD, { ...env, CHILD_MODE: 'drain', CHILD_DELIVERIES: deliveries })
    await until(() => deliveriesIn(deliveries, key) >= 1, 40_000)
    // A little longer: nothing sends it again.
    await new Promise((resolve) => setTimeout(resolve, 500))
    second.process.kill('SIGTERM')
    expect(await second.exited).toBe(0)
    expect(deliveriesIn(deliveries, key)).toBe(1)
    expect(await readStatus(key)).toBe('sent')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('a process killed after the commit and before the send', () => {
  it('on PGlite: the next start sends the message exactly once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-pglite-'))
    const pgliteDir = join(dir, 'pglite')
    try {
      const snapshot = { CHILD_SNAPSHOT: inject('pgliteSnapshot') }
      await killedAfterCommit(
        { PGLITE_DIR: pgliteDir },
        async (key) => {
          const database = await openDatabase({ pgliteDir })
          try {
            const [row] = await database.db
              .select({ status: outgoingMessages.status })
              .from(outgoingMessages)
              .where(eq(outgoingMessages.idempotencyKey, key))
            return row!.status
          } finally {
            await database.close()
          }
        },
        snapshot,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 90_000)

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
    let platform: TestPlatform
    beforeAll(async () => {
      platform = await createTestPlatform()
    })
    afterAll(async () => {
      await platform?.close()
    })
    const status = async (key: string) => {
      const [row] = await platform.database.db
        .select({ status: outgoingMessages.status })
        .from(outgoingMessages)
        .where(eq(outgoingMessages.idempotencyKey, key))
      return row!.status
    }

    it('another worker takes the dead claim after its lease and sends it exactly once', async () => {
      // MESSAGES_SEND_TIMEOUT_MS 500: a claim is held for 1 s.
      await killedAfterCommit(
        { DATABASE_URL: platform.databaseUrl!, MESSAGES_SEND_TIMEOUT_MS: '500' },
        status,
      )
    }, 90_000)

    it('SIGTERM gives back the message being sent: due again, its attempt not counted', async () => {
      const key = randomUUID()
      const child = start(CHILD, {
        DATABASE_URL: platform.databaseUrl!,
        CHILD_MODE: 'enqueue',
        CHILD_KEY: key,
      })
      await child.line(`sending ${key}`)
      child.process.kill('SIGTERM')
      expect(await child.exited).toBe(0)
      const [row] = await platform.database.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.idempotencyKey, key))
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null })
    }, 60_000)

    it('the platform process (server.ts) runs a worker: it sends what was queued, and stops on SIGTERM', async () => {
      const id = (await platform.database.db.transaction((tx) =>
        enqueue(tx, { channel: 'sms', template: 'sms-code', to: '11912340001', data: { code: '135790' } }),
      ))!
      const server = start('src/server.ts', { DATABASE_URL: platform.databaseUrl!, PORT: '0' })
      await until(async () => {
        const [row] = await platform.database.db
          .select({ status: outgoingMessages.status })
          .from(outgoingMessages)
          .where(eq(outgoingMessages.id, id))
        return row!.status === 'sent'
      }, 40_000)
      server.process.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    }, 60_000)

    it('npm run worker: drains the queue, then stops on SIGTERM', async () => {
      const id = (await platform.database.db.transaction((tx) =>
        enqueue(tx, { channel: 'sms', template: 'sms-code', to: '11912340000', data: { code: '246810' } }),
      ))!
      const worker = start('src/outgoing/worker-main.ts', { DATABASE_URL: platform.databaseUrl! })
      await until(async () => {
        const [row] = await platform.database.db
          .select({ status: outgoingMessages.status })
          .from(outgoingMessages)
          .where(eq(outgoingMessages.id, id))
        return row!.status === 'sent'
      })
      worker.process.kill('SIGTERM')
      expect(await worker.exited).toBe(0)
    }, 60_000)
  })
})

describe('npm run worker', () => {
  it('refuses PGlite, naming DATABASE_URL', async () => {
    const worker = start('src/outgoing/worker-main.ts', { PGLITE_DIR: 'memory://' })
    let stderr = ''
    worker.process.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    expect(await worker.exited).toBe(1)
    expect(stderr).toContain('O worker de mensagens precisa de DATABASE_URL')
  }, 30_000)
})
