// `npm run worker -w @carreiras/platform` (node dist/worker.js): a worker of the message road in a process
// of its own (docs/messages.md, docs/operations.md), beside the platform processes, on the same PostgreSQL
// (DATABASE_URL) and with the same settings. Several may run at once: each claims with
// `FOR UPDATE SKIP LOCKED`, so none sends what another holds. PGlite is refused: its one platform process
// owns the database and is its only worker. The schema must be current (`npm run migrate`). SIGTERM or
// SIGINT: stops claiming, lets what is being sent finish (a few seconds), gives the rest back, exits.
import { ConfigError, loadConfig, type Config } from '../config.js'
import { SchemaOutdatedError, assertSchemaCurrent, openDatabase } from '../db/client.js'
import { createLogger } from '../logger.js'
import { createTransports } from './transports.js'
import { pushTransports } from '../push/transport.js'
import { dataExportTransports } from '../data-export/service.js'
import { MESSAGE_WORKER_STOP_MS, createMessageWorker } from './worker.js'
import {
  jobAlertDeps,
  jobAlertsIntervalMs,
  startJobAlertSchedule,
  type JobAlertSchedule,
} from '../job-alerts/index.js'
import { withStoredSigningKey } from '../security/signing-key.js'

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  if (!config.databaseUrl) {
    console.error(
      'O worker de mensagens precisa de DATABASE_URL (PostgreSQL): no PGlite quem envia é o próprio processo da plataforma.',
    )
    process.exit(1)
  }
  const logger = createLogger({ enabled: config.log, format: config.logFormat })
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  })
  try {
    await assertSchemaCurrent(database.db)
  } catch (error) {
    await database.close()
    if (error instanceof SchemaOutdatedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const transports = await createTransports(config, { db: database.db, logger })
  const worker = createMessageWorker({
    database,
    transports: {
      ...transports.channels,
      ...pushTransports(config, database.db, logger),
      ...dataExportTransports(config, database.db, logger),
    },
    settings: config.messages,
    logger,
    keepSentData: !config.production,
  })
  const alertDeps = jobAlertDeps(await withStoredSigningKey(config, process.env, database.db), database.db)

  // The signal handlers come before the start: a SIGTERM at any moment after it (even before the first
  // claim is made) is a graceful stop, never the default hard exit. The stop waits for the start to finish.
  let alertSchedule: JobAlertSchedule | undefined
  let stopping = false
  const started = worker.start().then(() => {
    logger.info('worker de mensagens iniciado', { pid: process.pid })
    // Job alerts' schedule (docs/job-alerts.md); an advisory lock keeps one run at a time across processes.
    if (!stopping) alertSchedule = startJobAlertSchedule(alertDeps, jobAlertsIntervalMs(), logger)
  })
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal}: encerrando o worker…`)
    const force = setTimeout(() => process.exit(1), MESSAGE_WORKER_STOP_MS + 5000)
    force.unref()
    started
      .then(() => Promise.all([worker.stop(MESSAGE_WORKER_STOP_MS), alertSchedule?.stop()]))
      .then(() => transports.close())
      .then(() => database.close())
      .catch((error: unknown) => logger.error('Falha ao encerrar o worker', error))
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  await started
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o worker de mensagens:', error)
  process.exit(1)
})
