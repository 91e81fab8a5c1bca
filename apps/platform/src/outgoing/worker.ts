// A worker of the message road (docs/messages.md): claims due messages (outgoing/queue.ts), hands each to
// the transport of its channel, and records the outcome: sent, retried after a backoff with jitter, or
// dead after the last attempt. It runs inside the platform process (server.ts) and as its own process
// (worker-main.ts, `npm run worker`); several on one PostgreSQL never send a message twice at once.
//
// Wake-up: every `pollMs`, and at once on a NOTIFY of `outgoing_messages` (sent by `enqueue` at commit)
// where the database offers LISTEN. Purge: at the start and then every hour, the rows past retention.
// Stop: no new claims; the messages being sent get until the deadline to finish, then their transports
// are aborted and the messages given back (due again at once, the attempt not counted).
import type { MessageSettings } from '../config.js'
import type { Database, Db } from '../db/client.js'
import type { Logger } from '../logger.js'
import { PermanentDeliveryError, type Channel, type Transport } from './contract.js'
import {
  MESSAGES_NOTIFY_CHANNEL,
  claimDue,
  markFailed,
  markSent,
  purgeExpired,
  queuedMessageOf,
  redactDeliveryError,
  release,
  releaseAbandoned,
  retryDelayMs,
  type MessageRow,
} from './queue.js'

/** One transport per channel; a channel without one is left to a worker that has it. */
export type Transports = Partial<Record<Channel, Transport>>

export interface MessageWorkerOptions {
  database: Pick<Database, 'db' | 'engine' | 'listen'>
  transports: Transports
  settings: Omit<MessageSettings, 'inProcessWorker'>
  logger: Logger
  /**
   * Keep the template's values (links, codes) of sent and dead messages until the purge: outside
   * production only, where GET /dev/outbox shows them. Default false: dropped once sent or dead.
   */
  keepSentData?: boolean
  /** How often the purge runs (default an hour). */
  purgeEveryMs?: number
}

export interface MessageWorker {
  /** Starts claiming (and listening, where the database can). */
  start(): Promise<void>
  /** Claims and sends what is due now, once; answers how many it handled (tests; `start` loops on it). */
  runOnce(): Promise<number>
  /** Resolves when nothing is being sent. */
  idle(): Promise<void>
  /**
   * Stops claiming; waits up to `deadlineMs` for the messages being sent, then aborts their transports
   * and gives them back to the queue.
   */
  stop(deadlineMs?: number): Promise<void>
}

const HOUR_MS = 60 * 60 * 1000

/** How long an aborted transport may take to give up before its message is given back regardless. */
const ABORT_GRACE_MS = 1000

/** How long a stopping process lets its worker finish the messages it is sending (server.ts, worker-main.ts). */
export const MESSAGE_WORKER_STOP_MS = 5000

export function createMessageWorker(options: MessageWorkerOptions): MessageWorker {
  const { database, transports, settings, logger } = options
  const db: Db = database.db
  const channels = (Object.keys(transports) as Channel[]).filter((channel) => transports[channel])
  const clearData = !options.keepSentData
  // A claim outlives its transport's time limit: another worker takes it again only after twice that.
  const leaseMs = settings.sendTimeoutMs * 2
  const inFlight = new Map<number, { row: MessageRow; abort: AbortController; done: Promise<void> }>()
  let running = false
  let stopped = false
  let pass: Promise<number> | null = null
  let wakeAgain = false
  let pollTimer: NodeJS.Timeout | undefined
  let purgeTimer: NodeJS.Timeout | undefined
  let unlisten: (() => Promise<void>) | undefined
  let idleWaiters: (() => void)[] = []

  const deliver = async (row: MessageRow): Promise<void> => {
    const message = queuedMessageOf(row)
    const transport = transports[row.channel]!
    const abort = new AbortController()
    const timeout = setTimeout(
      () => abort.abort(new Error(`tempo de envio esgotado (${settings.sendTimeoutMs} ms)`)),
      settings.sendTimeoutMs,
    )
    const entry = { row, abort, done: Promise.resolve() }
    inFlight.set(row.id, entry)
    const fields = { id: row.id, channel: row.channel, template: row.template, attempt: row.attempts }
    entry.done = (async () => {
      try {
        await transport(message, abort.signal)
        await markSent(db, row, clearData)
        logger.info('mensagem enviada', fields)
      } catch (error) {
        if (stopped && abort.signal.aborted) {
          // Aborted by stop(): given back, not counted as an attempt.
          await release(db, row)
          logger.warn('mensagem devolvida à fila (encerramento)', fields)
          return
        }
        const reason = redactDeliveryError(error, message)
        const permanent = error instanceof PermanentDeliveryError
        if (permanent || row.attempts >= settings.maxAttempts) {
          await markFailed(db, row, reason, { dead: true, clearData })
          logger.warn('mensagem sem novas tentativas (dead letter)', { ...fields, error: reason })
        } else {
          const retryInMs = retryDelayMs(row.attempts, settings.retryBaseMs)
          await markFailed(db, row, reason, { dead: false, retryInMs })
          logger.warn('falha no envio; nova tentativa agendada', { ...fields, error: reason, retryInMs })
        }
      } finally {
        clearTimeout(timeout)
      }
    })()
      .catch((error: unknown) => logger.error('Falha ao registrar o envio de uma mensagem', error, fields))
      .finally(() => {
        inFlight.delete(row.id)
        if (inFlight.size === 0) for (const resolve of idleWaiters.splice(0)) resolve()
        if (running && !stopped) wake()
      })
  }

  const claimAndSend = async (): Promise<number> => {
    const free = settings.concurrency - inFlight.size
    if (free <= 0 || stopped) return 0
    const rows = await claimDue(db, channels, free, leaseMs)
    for (const row of rows) {
      // Taken again after its worker vanished on its last attempt: nothing left to try.
      if (row.attempts > settings.maxAttempts) {
        await markFailed(db, row, 'tentativas esgotadas (envio interrompido)', { dead: true, clearData })
        continue
      }
      void deliver(row)
    }
    return rows.length
  }

  const runOnce = (): Promise<number> => {
    if (pass) {
      wakeAgain = true
      return pass
    }
    pass = claimAndSend()
      .catch((error: unknown) => {
        logger.error('Falha ao buscar mensagens da fila', error)
        return 0
      })
      .finally(() => {
        pass = null
        if (wakeAgain && running && !stopped) {
          wakeAgain = false
          wake()
        }
      })
    return pass
  }

  function wake(): void {
    void runOnce()
  }

  const purge = async () => {
    try {
      const purged = await purgeExpired(db, settings.retentionDays)
      if (purged.messages + purged.smsCodes + purged.recoveryTokens + purged.dataExports > 0)
        logger.info('mensagens e códigos antigos apagados', { ...purged })
    } catch (error) {
      logger.error('Falha ao apagar mensagens antigas', error)
    }
  }

  const idle = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))

  return {
    runOnce,
    idle,
    async start() {
      if (running) return
      running = true
      // PGlite: this process is the only worker, so what a crash left claimed is free again.
      if (database.engine === 'pglite') {
        const freed = await releaseAbandoned(db)
        if (freed > 0) logger.warn('mensagens interrompidas devolvidas à fila', { count: freed })
      }
      if (database.listen) {
        try {
          unlisten = await database.listen(MESSAGES_NOTIFY_CHANNEL, () => running && !stopped && wake())
        } catch (error) {
          logger.error('LISTEN indisponível; a fila segue por consulta periódica', error)
        }
      }
      pollTimer = setInterval(() => wake(), settings.pollMs)
      pollTimer.unref()
      void purge()
      purgeTimer = setInterval(() => void purge(), options.purgeEveryMs ?? HOUR_MS)
      purgeTimer.unref()
      wake()
    },
    async stop(deadlineMs = MESSAGE_WORKER_STOP_MS) {
      if (stopped) return
      stopped = true
      clearInterval(pollTimer)
      clearInterval(purgeTimer)
      await unlisten?.().catch(() => {})
      await pass
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined
        const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)))
        await Promise.race([idle(), deadline])
        clearTimeout(timer)
        const held = [...inFlight.values()]
        for (const entry of held) entry.abort.abort(new Error('worker encerrado'))
        // A transport that ignores its signal is not waited for: its message goes back all the same (if it
        // still delivers, the claim's fence keeps it from being recorded, and it is sent again: at least once).
        let grace: NodeJS.Timeout | undefined
        await Promise.race([
          Promise.all(held.map((entry) => entry.done)),
          new Promise<void>((resolve) => (grace = setTimeout(resolve, ABORT_GRACE_MS))),
        ])
        clearTimeout(grace)
        for (const entry of inFlight.values())
          await release(db, entry.row).catch((error: unknown) =>
            logger.error('Falha ao devolver uma mensagem à fila', error, { id: entry.row.id }),
          )
      }
      running = false
      idleWaiters = []
    },
  }
}
