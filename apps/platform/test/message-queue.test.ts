// The message road (docs/messages.md) inside one process: a message exists exactly when its cause was
// committed; a worker retries with backoff, sends once the transport is back, gives up into the dead
// letter after MESSAGES_MAX_ATTEMPTS, never writes a code or link to its log or last_error, purges after
// the retention, and gives back what it holds when stopped. On PostgreSQL (TEST_DATABASE_URL) two workers
// on two connections drain hundreds of messages without sending one twice.
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, type MessageSettings } from '../src/config.js'
import type { Db } from '../src/db/client.js'
import {
  huntingInvitations,
  outgoingMessages,
  profileUpdateRequests,
  recoveryTokens,
  smsCodes,
  users,
} from '../src/db/schema.js'
import { createLogger } from '../src/logger.js'
import { PermanentDeliveryError, type QueuedMessage, type Transport } from '../src/outgoing/contract.js'
import {
  MAX_RETRY_MS,
  enqueue,
  purgeExpired,
  redactDeliveryError,
  retryDelayMs,
} from '../src/outgoing/queue.js'
import { createMessageWorker, type MessageWorker } from '../src/outgoing/worker.js'
import { clientOf, failure, signUp, uniqueEmail } from './accounts-helpers.js'
import { TEST_DATABASE_URL, createTestPlatform, type TestPlatform } from './helpers.js'

const SETTINGS: Omit<MessageSettings, 'inProcessWorker'> = {
  maxAttempts: 4,
  retentionDays: 30,
  retryBaseMs: 100,
  pollMs: 20,
  sendTimeoutMs: 2000,
  concurrency: 4,
}

const silent = createLogger({ enabled: false, write: () => {} })

let platform: TestPlatform
const db = (): Db => platform.database.db

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(async () => {
  await platform?.close()
})

/** A recovery e-mail to a fresh address, with a link and a code-like number in it. */
function recoveryMail(to = `pessoa-${randomUUID().slice(0, 8)}@example.com`) {
  return {
    channel: 'email' as const,
    template: 'password-recovery' as const,
    to,
    data: {
      firstName: 'Joana',
      link: `https://carreiras.example.com/password-recovery?token=${randomUUID()}`,
    },
  }
}

async function rowOf(id: number) {
  const [row] = await db().select().from(outgoingMessages).where(eq(outgoingMessages.id, id))
  return row
}

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('tempo esgotado esperando a condição')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A worker that only sees the messages of `ids` (the suite's database holds other tests' messages too). */
function workerFor(
  transport: Transport,
  settings: Partial<typeof SETTINGS> = {},
  extra: { keepSentData?: boolean; logger?: typeof silent } = {},
): MessageWorker {
  return createMessageWorker({
    database: platform.database,
    transports: { email: transport, sms: transport },
    settings: { ...SETTINGS, ...settings },
    logger: extra.logger ?? silent,
    ...(extra.keepSentData !== undefined ? { keepSentData: extra.keepSentData } : {}),
  })
}

/** Runs `worker` until `done`, then stops it. */
async function runUntil<T>(worker: MessageWorker, done: () => Promise<T | undefined | false>) {
  await worker.start()
  try {
    return await until(done)
  } finally {
    await worker.stop(1000)
  }
}

describe('enqueue, in the transaction of its cause', () => {
  it('a rolled-back cause leaves no message; a committed one leaves exactly one', async () => {
    const key = randomUUID()
    await expect(
      db().transaction(async (tx) => {
        await enqueue(tx, recoveryMail(), { idempotencyKey: key })
        throw new Error('a causa falhou')
      }),
    ).rejects.toThrow('a causa falhou')
    expect(
      await db().select().from(outgoingMessages).where(eq(outgoingMessages.idempotencyKey, key)),
    ).toEqual([])

    await db().transaction((tx) => enqueue(tx, recoveryMail(), { idempotencyKey: key }))
    // The same key again (a replayed cause) adds nothing.
    expect(await db().transaction((tx) => enqueue(tx, recoveryMail(), { idempotencyKey: key }))).toBeNull()
    const rows = await db().select().from(outgoingMessages).where(eq(outgoingMessages.idempotencyKey, key))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, channel: 'email', sentAt: null })
  })

  it('the SMS code: its row and its message in one transaction (a failing cause leaves neither)', async () => {
    const [user] = await db().select({ id: users.id }).from(users).limit(1)
    const before = await db().select().from(smsCodes).where(eq(smsCodes.userId, user!.id))
    const phone = `119${String(Date.now()).slice(-8)}`
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(smsCodes).values({ userId: user!.id, codeHash: 'x', expiresAt: new Date() })
        await enqueue(tx, { channel: 'sms', template: 'sms-code', to: phone, data: { code: '123456' } })
        await tx.execute(sql`select 1/0`)
      }),
    ).rejects.toThrow()
    expect(await db().select().from(smsCodes).where(eq(smsCodes.userId, user!.id))).toHaveLength(
      before.length,
    )
    expect(await db().select().from(outgoingMessages).where(eq(outgoingMessages.to, phone))).toEqual([])
  })
})

describe('the causes enqueue in their own transaction', () => {
  // A trigger refuses every message to these addresses, as a failing insert would: the cause must fail
  // with it and leave nothing behind (its token, invitation or request).
  beforeAll(async () => {
    await db().execute(
      sql.raw(`create function refuse_message() returns trigger language plpgsql as $$
        begin
          if new."to" like 'recusada.%' then raise exception 'mensagem recusada'; end if;
          return new;
        end $$`),
    )
    await db().execute(
      sql.raw(
        'create trigger refuse_message before insert on outgoing_messages for each row execute function refuse_message()',
      ),
    )
  })
  afterAll(async () => {
    await db().execute(sql.raw('drop trigger refuse_message on outgoing_messages'))
    await db().execute(sql.raw('drop function refuse_message()'))
  })

  it('password recovery: no message, no recovery link', async () => {
    const user = await signUp(platform, { email: uniqueEmail('recusada') })
    const error = await failure(
      clientOf(platform).request('mutation($e: String!) { passwordRecovery(email: $e) { email } }', {
        e: user.email,
      }),
    )
    expect(error.code).not.toBe('USER_NOT_FOUND')
    expect(await db().select().from(recoveryTokens).where(eq(recoveryTokens.userId, user.userId))).toEqual([])
    // The same person without the refusal gets both.
    await db().execute(sql.raw('alter table outgoing_messages disable trigger refuse_message'))
    try {
      await clientOf(platform).request('mutation($e: String!) { passwordRecovery(email: $e) { email } }', {
        e: user.email,
      })
    } finally {
      await db().execute(sql.raw('alter table outgoing_messages enable trigger refuse_message'))
    }
    expect(
      await db().select().from(recoveryTokens).where(eq(recoveryTokens.userId, user.userId)),
    ).toHaveLength(1)
    expect(
      await db().select().from(outgoingMessages).where(eq(outgoingMessages.to, user.email)),
    ).toHaveLength(1)
  })

  it('a failed enqueue throws without the message values (the caller logs it)', async () => {
    const error = await db()
      .transaction((tx) =>
        enqueue(tx, {
          channel: 'sms',
          template: 'sms-code',
          to: 'recusada.11955554444',
          data: { code: '918273' },
        }),
      )
      .then(
        () => null,
        (caught: unknown) => caught as Error,
      )
    expect(error?.message).toContain("Falha ao enfileirar a mensagem 'sms-code'")
    expect(error?.message).toContain('mensagem recusada')
    expect(`${error?.message} ${error?.stack}`).not.toContain('918273')
    expect(`${error?.message} ${error?.stack}`).not.toContain('11955554444')
  })

  it('a headhunting invitation and a profile-update request: neither row without its e-mail', async () => {
    const user = await signUp(platform, { email: uniqueEmail('recusada') })
    const post = (path: string, body: unknown) =>
      platform.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post('/dev/hunting/invite', { email: user.email })).status).toBe(500)
    expect(
      await db().select().from(huntingInvitations).where(eq(huntingInvitations.email, user.email)),
    ).toEqual([])
    expect((await post('/dev/profile-updates', { email: user.email })).status).toBe(500)
    expect(
      await db().select().from(profileUpdateRequests).where(eq(profileUpdateRequests.userId, user.userId)),
    ).toEqual([])
  })
})

describe('a worker', () => {
  it('retries while the transport is down, with growing waits, and sends once it is back', async () => {
    const mail = recoveryMail()
    const id = (await db().transaction((tx) => enqueue(tx, mail)))!
    const calls: number[] = []
    const delivered: QueuedMessage[] = []
    let lastErrorWhileDown: string | null = null
    const transport: Transport = async (message) => {
      if (message.id !== id) throw new Error('not this test')
      calls.push(Date.now())
      if (calls.length === 2) lastErrorWhileDown = (await rowOf(id))!.lastError
      if (calls.length <= 3)
        throw new Error(`SMTP fora do ar: 421 ao entregar para ${mail.to} o link ${mail.data.link}`)
      delivered.push(message)
    }
    const row = await runUntil(workerFor(transport), async () => {
      const row = await rowOf(id)
      return row?.status === 'sent' && row
    })
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({ attempt: 4, to: mail.to, data: mail.data })
    expect(row).toMatchObject({ attempts: 4, lastError: null })
    expect(row.sentAt).toBeInstanceOf(Date)
    // Backoff: retryBaseMs 100 → waits in [50, 100], [100, 200], [200, 400] ms.
    const waits = calls.slice(1).map((time, i) => time - calls[i]!)
    expect(waits[0]).toBeGreaterThanOrEqual(45)
    expect(waits[1]).toBeGreaterThanOrEqual(95)
    expect(waits[2]).toBeGreaterThanOrEqual(195)
    // What the failure left in last_error says what happened, without the address or the link.
    expect(lastErrorWhileDown).toContain('SMTP fora do ar')
    expect(lastErrorWhileDown).not.toContain(mail.to)
    expect(lastErrorWhileDown).not.toContain(mail.data.link)
    expect(lastErrorWhileDown).not.toContain('example.com')
    // Sent: the values (link, code) are gone from the row.
    expect(row.data).toBeNull()
  })

  it('gives up after MESSAGES_MAX_ATTEMPTS: dead, with a redacted last error and no values left', async () => {
    const sms = {
      channel: 'sms' as const,
      template: 'sms-code' as const,
      to: '11987650000',
      data: { code: '482913' },
    }
    const id = (await db().transaction((tx) => enqueue(tx, sms)))!
    let calls = 0
    const lines: string[] = []
    const logger = createLogger({ write: (line) => lines.push(line) })
    const transport: Transport = async (message) => {
      if (message.id !== id) throw new Error('not this test')
      calls++
      throw new Error(`provedor recusou ${message.to}: código ${sms.data.code} inválido`)
    }
    const row = await runUntil(
      workerFor(transport, { maxAttempts: 3, retryBaseMs: 10 }, { logger }),
      async () => {
        const row = await rowOf(id)
        return row?.status === 'dead' && row
      },
    )
    expect(calls).toBe(3)
    expect(row).toMatchObject({ attempts: 3, data: null, sentAt: null })
    expect(row.deadAt).toBeInstanceOf(Date)
    expect(row.lastError).toContain('provedor recusou')
    for (const secret of ['482913', '11987650000', '98765']) {
      expect(row.lastError).not.toContain(secret)
      for (const line of lines) expect(line).not.toContain(secret)
    }
    expect(lines.some((line) => line.includes('dead letter'))).toBe(true)
  })

  it('a PermanentDeliveryError ends the retries at once', async () => {
    const id = (await db().transaction((tx) => enqueue(tx, recoveryMail())))!
    let calls = 0
    const transport: Transport = async (message) => {
      if (message.id !== id) throw new Error('not this test')
      calls++
      throw new PermanentDeliveryError('endereço recusado para sempre')
    }
    const row = await runUntil(workerFor(transport), async () => {
      const row = await rowOf(id)
      return row?.status === 'dead' && row
    })
    expect(calls).toBe(1)
    expect(row.attempts).toBe(1)
  })

  it('outside production keeps the values of a sent message (GET /dev/outbox shows them)', async () => {
    const mail = recoveryMail()
    const id = (await db().transaction((tx) => enqueue(tx, mail)))!
    const row = await runUntil(
      workerFor(async () => {}, {}, { keepSentData: true }),
      async () => {
        const row = await rowOf(id)
        return row?.status === 'sent' && row
      },
    )
    expect(row.data).toEqual(mail.data)
    const response = await platform.app.request(`/dev/outbox?to=${encodeURIComponent(mail.to)}`)
    const [view] = (await response.json()) as { status: string; link: string; subject: string }[]
    expect(view).toMatchObject({ status: 'sent', link: mail.data.link, subject: 'Recuperação de senha' })
  })

  it('stopping: a send that finishes in time is recorded, one that does not is given back untried', async () => {
    const quick = (await db().transaction((tx) => enqueue(tx, recoveryMail())))!
    const slow = (await db().transaction((tx) => enqueue(tx, recoveryMail())))!
    const started = new Set<number>()
    const transport: Transport = (message, signal) => {
      if (message.id !== quick && message.id !== slow) return Promise.reject(new Error('not this test'))
      started.add(message.id)
      const ms = message.id === quick ? 100 : 60_000
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(signal.reason as Error)
        })
      })
    }
    const worker = workerFor(transport)
    await worker.start()
    await until(async () => started.size === 2)
    await worker.stop(500)
    expect(await rowOf(quick)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(await rowOf(slow)).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null })
  })
})

describe('the retention purge', () => {
  it('deletes sent and dead messages older than MESSAGES_RETENTION_DAYS and expired codes; keeps the rest', async () => {
    const ids: Record<string, number> = {}
    for (const [name, status, daysAgo] of [
      ['oldSent', 'sent', 31],
      ['newSent', 'sent', 29],
      ['oldDead', 'dead', 40],
      ['oldPending', 'pending', 90],
    ] as const) {
      const id = (await db().transaction((tx) => enqueue(tx, recoveryMail())))!
      const when = sql`now() - make_interval(days => ${daysAgo})`
      await db()
        .update(outgoingMessages)
        .set({
          status,
          createdAt: when,
          ...(status === 'sent' ? { sentAt: when } : status === 'dead' ? { deadAt: when } : {}),
        })
        .where(eq(outgoingMessages.id, id))
      ids[name] = id
    }
    const [user] = await db().select({ id: users.id }).from(users).limit(1)
    const [oldCode] = await db()
      .insert(smsCodes)
      .values({ userId: user!.id, codeHash: 'old', expiresAt: new Date(Date.now() - 31 * 86_400_000) })
      .returning({ id: smsCodes.id })
    const [newCode] = await db()
      .insert(smsCodes)
      .values({ userId: user!.id, codeHash: 'new', expiresAt: new Date(Date.now() - 86_400_000) })
      .returning({ id: smsCodes.id })

    const purged = await purgeExpired(db(), 30)
    expect(purged.messages).toBeGreaterThanOrEqual(2)
    const left = await db()
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(inArray(outgoingMessages.id, Object.values(ids)))
    expect(left.map((row) => row.id).sort()).toEqual([ids.newSent, ids.oldPending].sort())
    const codes = await db()
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(inArray(smsCodes.id, [oldCode!.id, newCode!.id]))
    expect(codes.map((row) => row.id)).toEqual([newCode!.id])
  })
})

describe('the MESSAGES_* settings', () => {
  it('have defaults, read every variable, and refuse bad values naming them', () => {
    expect(loadConfig({}).messages).toEqual({
      maxAttempts: 8,
      retentionDays: 30,
      retryBaseMs: 30_000,
      pollMs: 1000,
      sendTimeoutMs: 30_000,
      concurrency: 4,
      inProcessWorker: true,
    })
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db/x',
        MESSAGES_MAX_ATTEMPTS: '3',
        MESSAGES_RETENTION_DAYS: '7',
        MESSAGES_RETRY_BASE_MS: '500',
        MESSAGES_POLL_MS: '250',
        MESSAGES_SEND_TIMEOUT_MS: '10000',
        MESSAGES_CONCURRENCY: '16',
        MESSAGES_WORKER: 'off',
      }).messages,
    ).toEqual({
      maxAttempts: 3,
      retentionDays: 7,
      retryBaseMs: 500,
      pollMs: 250,
      sendTimeoutMs: 10_000,
      concurrency: 16,
      inProcessWorker: false,
    })
    const error = (() => {
      try {
        loadConfig({
          MESSAGES_MAX_ATTEMPTS: '0',
          MESSAGES_RETENTION_DAYS: 'um mês',
          MESSAGES_WORKER: 'talvez',
        })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toContain('MESSAGES_MAX_ATTEMPTS deve estar entre 1 e 100')
    expect((error as Error).message).toContain('MESSAGES_RETENTION_DAYS deve ser um número')
    expect((error as Error).message).toContain('MESSAGES_WORKER deve ser on ou off')
  })

  it('refuse MESSAGES_WORKER=off on PGlite, where the platform process is the only worker', () => {
    expect(() => loadConfig({ MESSAGES_WORKER: 'off' })).toThrow(
      'MESSAGES_WORKER: off só com DATABASE_URL (PostgreSQL)',
    )
  })
})

describe('retryDelayMs (exponential backoff with equal jitter)', () => {
  it('waits between half and all of base·2^(attempt-1), at most an hour, never below the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 10, max: 3_600_000 }),
        (attempt, base) => {
          const ceiling = Math.max(base, Math.min(MAX_RETRY_MS, base * 2 ** (attempt - 1)))
          const wait = retryDelayMs(attempt, base)
          return wait >= ceiling / 2 && wait <= ceiling
        },
      ),
    )
    // The extremes of the jitter.
    expect(retryDelayMs(3, 1000, (min) => min)).toBe(2000)
    expect(retryDelayMs(3, 1000, (_min, max) => max - 1)).toBe(4000)
  })
})

describe('redactDeliveryError', () => {
  it('never keeps the recipient, a value of the message, a URL, an e-mail or a code', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.stringMatching(/^\d{6}$/),
        fc.webUrl({ withQueryParameters: true }),
        (to, code, link) => {
          const text = redactDeliveryError(new Error(`falhou ${to} ${code} ${link} outro@x.com.br`), {
            to,
            data: { code, link } as never,
          })
          return (
            !text.includes(to) &&
            !text.includes(code) &&
            !text.includes(link) &&
            !text.includes('outro@x.com.br') &&
            text.startsWith('Error: falhou')
          )
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe.skipIf(!TEST_DATABASE_URL)('two workers on one PostgreSQL', () => {
  let other: TestPlatform
  beforeAll(async () => {
    other = await createTestPlatform({}, { sameDatabaseAs: platform })
  })
  afterAll(async () => {
    await other?.close()
  })

  it('drain hundreds of messages together and never send the same one twice', async () => {
    const TOTAL = 400
    const batch = `lote-${randomUUID().slice(0, 8)}`
    const ids: number[] = []
    for (let start = 0; start < TOTAL; start += 50)
      await db().transaction(async (tx) => {
        for (let i = start; i < Math.min(TOTAL, start + 50); i++)
          ids.push((await enqueue(tx, recoveryMail(`${batch}-${i}@example.com`)))!)
      })
    const sends = new Map<string, number>()
    const byWorker = [0, 0]
    const transportOf =
      (worker: number): Transport =>
      async (message) => {
        if (!message.to.startsWith(batch)) throw new Error('not this test')
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 4))
        sends.set(message.idempotencyKey, (sends.get(message.idempotencyKey) ?? 0) + 1)
        byWorker[worker]!++
      }
    const workers = [platform, other].map((target, i) =>
      createMessageWorker({
        database: target.database,
        transports: { email: transportOf(i) },
        settings: { ...SETTINGS, concurrency: 8, pollMs: 10 },
        logger: silent,
      }),
    )
    await Promise.all(workers.map((worker) => worker.start()))
    try {
      await until(async () => {
        const [row] = await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(outgoingMessages)
          .where(sql`${outgoingMessages.id} in ${ids} and ${outgoingMessages.status} = 'sent'`)
        return row!.n === TOTAL
      }, 60_000)
    } finally {
      await Promise.all(workers.map((worker) => worker.stop(1000)))
    }
    expect(sends.size).toBe(TOTAL)
    expect([...sends.values()].every((count) => count === 1)).toBe(true)
    expect(byWorker[0]! + byWorker[1]!).toBe(TOTAL)
    expect(byWorker[0]).toBeGreaterThan(0)
    expect(byWorker[1]).toBeGreaterThan(0)
    const rows = await db()
      .select({ attempts: outgoingMessages.attempts })
      .from(outgoingMessages)
      .where(inArray(outgoingMessages.id, ids))
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
  })
})
