// Benchmark of the message road (not a test): `npm run bench:messages` (docs/operations.md, "Messages").
// For each database — a fresh in-memory PGlite, and PostgreSQL when BENCH_DATABASE_URL, TEST_DATABASE_URL or
// DATABASE_URL names a server where the role may create databases (a `bench_messages_*` database, dropped
// after) — the real pieces: the queue (outgoing/queue.ts), one worker (outgoing/worker.ts, the default
// concurrency) and the e-mail transport (Nodemailer over SMTP) to the local mail server (smtp-server,
// which parses nothing and stores each message in dev_inbox). MESSAGES e-mails are enqueued, each in a
// transaction of its own as a cause would, at most RATE per second; the run ends when the local server
// has them all. Prints messages per second (first commit → last delivery) and the p50/p95/max from each
// message's commit to its delivery (the SMTP server's insert).
//   npm run bench:messages [-- --messages 500 --rate 200]
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { loadConfig } from '../src/config.js'
import { openDatabase, type Database } from '../src/db/client.js'
import { devInbox } from '../src/db/schema.js'
import { createLogger } from '../src/logger.js'
import { loadBrands } from '../src/outgoing/brands.js'
import { createEmailTransport, messageIdFor } from '../src/outgoing/email.js'
import { enqueue } from '../src/outgoing/queue.js'
import { startLocalSmtp } from '../src/outgoing/stand-ins/smtp.js'
import { createMessageWorker } from '../src/outgoing/worker.js'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} deve ser um número positivo`)
  return value
}
const MESSAGES = arg('messages', 500)
/** Enqueued per second at most: a burst of causes, not an unbounded loop. */
const RATE = arg('rate', 250)

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

interface Result {
  engine: string
  messages: number
  perSecond: number
  p50: number
  p95: number
  max: number
}

async function run(engine: string, database: Database): Promise<Result> {
  const config = loadConfig({ ...process.env, LOG: 'off', MESSAGES_POLL_MS: '200' })
  const { db } = database
  const smtp = await startLocalSmtp(db)
  const brands = loadBrands(config.delivery.brandsDir, config.delivery.defaultBrand)
  const email = createEmailTransport({ smtpUrl: smtp.url, brands })
  const worker = createMessageWorker({
    database,
    transports: { email: email.send },
    settings: config.messages,
    logger: createLogger({ enabled: false }),
  })
  const run = randomBytes(4).toString('hex')
  const committed = new Map<string, number>()
  await worker.start()
  const start = Date.now()
  try {
    for (let i = 0; i < MESSAGES; i += 1) {
      const due = start + (i * 1000) / RATE
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
      const key = `bench-${run}-${i}`
      await db.transaction((tx) =>
        enqueue(
          tx,
          {
            channel: 'email',
            template: 'password-recovery',
            to: `bench.${run}.${i}@example.com`,
            data: { firstName: 'Bench', link: `http://localhost:3000/password-recovery?token=${key}` },
          },
          { idempotencyKey: key },
        ),
      )
      committed.set(messageIdFor(key, brands.get(undefined).domain), Date.now())
    }
    const deadline = Date.now() + 120_000
    for (;;) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(devInbox)
        .where(sql`${devInbox.channel} = 'email' and ${devInbox.to} like ${`bench.${run}.%`}`)
      if ((row?.n ?? 0) >= MESSAGES) break
      if (Date.now() > deadline)
        throw new Error(`${engine}: só ${row?.n ?? 0} de ${MESSAGES} entregues em 2 min`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await worker.stop(5000)
    email.close()
    await smtp.close()
  }
  const received = await db
    .select({ messageId: devInbox.messageId, receivedAt: devInbox.receivedAt })
    .from(devInbox)
    .where(eq(devInbox.channel, 'email'))
  const latencies: number[] = []
  let last = 0
  for (const row of received) {
    const at = committed.get(row.messageId ?? '')
    if (at === undefined) continue
    latencies.push(row.receivedAt.getTime() - at)
    last = Math.max(last, row.receivedAt.getTime())
  }
  latencies.sort((a, b) => a - b)
  const first = Math.min(...committed.values())
  return {
    engine,
    messages: latencies.length,
    perSecond: Math.round((latencies.length / Math.max(1, last - first)) * 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? 0,
  }
}

async function main(): Promise<void> {
  const results: Result[] = []
  const pglite = await openDatabase({ pgliteDir: 'memory://' })
  try {
    await pglite.migrate()
    results.push(await run('PGlite (memória)', pglite))
  } finally {
    await pglite.close()
  }

  const server = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (server) {
    const name = `bench_messages_${randomBytes(4).toString('hex')}`
    const admin = postgres(server, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(server)
    url.pathname = `/${name}`
    const pg = await openDatabase({ databaseUrl: url.href })
    try {
      await pg.migrate()
      results.push(await run('PostgreSQL', pg))
    } finally {
      await pg.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  } else {
    console.log('(PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL para medir também)')
  }

  console.log(`\n${MESSAGES} e-mails, até ${RATE}/s enfileirados, 1 worker, servidor SMTP local\n`)
  console.log('banco              entregues  msg/s   p50 ms  p95 ms  máx ms')
  for (const r of results)
    console.log(
      `${r.engine.padEnd(18)} ${String(r.messages).padStart(9)} ${String(r.perSecond).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.max).padStart(7)}`,
    )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
