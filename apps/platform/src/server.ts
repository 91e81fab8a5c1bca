// Starts the platform: configuration, database, HTTP server, graceful stop.
// The database: on PostgreSQL in production the start only checks that the schema is current (migrations
// are their own command, db/migrate.ts) and refuses to start otherwise; in development, and on PGlite (one
// process owns an embedded database; `memory://` cannot be migrated beforehand), it migrates under the
// schema lock (`--check-schema` makes any start only check). Then the reference data, and the
// demonstration data when `SEED_DEMO=1` or `--seed-demo` (db/seed.ts, `seedDatabase`).
import { serve } from '@hono/node-server'
import { calibrateHashTime, usePasswordCostForTests } from './accounts/secrets.js'
import { createApp } from './app.js'
import { createGeoIp, type GeoIpLocator } from './geoip/geoip.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { SchemaOutdatedError, assertSchemaCurrent, openDatabase } from './db/client.js'
import { seedDatabase } from './db/seed.js'
import { createLogger } from './logger.js'
import { createTransports } from './outgoing/transports.js'
import { jobAlertDeps, jobAlertsIntervalMs, startJobAlertSchedule } from './job-alerts/index.js'
import { pushTransports } from './push/transport.js'
import { dataExportTransports } from './data-export/service.js'
import { MESSAGE_WORKER_STOP_MS, createMessageWorker } from './outgoing/worker.js'
import { withStoredSigningKey } from './security/signing-key.js'
import { createShutdown } from './shutdown.js'

async function main(): Promise<void> {
  const started = performance.now()
  let config: Config
  let geoip: GeoIpLocator
  try {
    config = loadConfig()
    // The geo-IP database is read before anything else: a missing file stops the start here.
    geoip = createGeoIp(config)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // PASSWORD_COST=fast: the end-to-end suite's cheap password hashing (accounts/secrets.ts, TEST_SCRYPT), so
  // its journeys measure the site rather than scrypt at OWASP's cost; refused in production.
  if (process.env.PASSWORD_COST === 'fast') {
    if (config.production) {
      console.error('PASSWORD_COST=fast não é permitido em produção.')
      process.exit(1)
    }
    usePasswordCostForTests()
  }
  const logger = createLogger({ enabled: config.log, format: config.logFormat })
  // The admission limit's hash time, measured on this machine before the first sign-in arrives.
  const hashMs = await calibrateHashTime()
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  })
  const where = database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.pgliteDir}`
  // `--check-schema`: never migrate, only check (several processes started after `npm run migrate`).
  const migrateAtStart =
    (!config.production || database.engine === 'pglite') && !process.argv.includes('--check-schema')
  try {
    if (migrateAtStart) await database.migrate()
    else await assertSchemaCurrent(database.db)
  } catch (error) {
    if (error instanceof SchemaOutdatedError) {
      console.error(error.message)
      await database.close()
      process.exit(1)
    }
    throw error
  }
  const demo = config.seedDemo || process.argv.includes('--seed-demo')
  const seeded = await seedDatabase(database.db, new Date(), { demo })
  const state = migrateAtStart ? 'migrado' : 'na versão atual'
  logger.info(
    seeded.seeded
      ? `Banco ${where}: ${state} e populado com ${seeded.opportunities} oportunidades de demonstração.`
      : `Banco ${where}: ${state} (${seeded.opportunities} oportunidades` +
          (seeded.shiftedDays > 0 ? `; datas do seed avançadas ${seeded.shiftedDays} dia(s)` : '') +
          (demo ? ').' : '; dados de demonstração só com SEED_DEMO=1).'),
  )

  // Outside production without TOKEN_SIGNING_KEY: the key kept with the data (security/signing-key.ts).
  config = await withStoredSigningKey(config, process.env, database.db)
  const app = createApp(config, database, { logger, geoip })
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const ms = Math.round(performance.now() - started)
    logger.info(`carreiras platform listening on http://localhost:${info.port} (${ms} ms)`, {
      port: info.port,
      hashMs: Math.round(hashMs),
    })
  })

  // The message road's worker in this process (outgoing/worker.ts), unless MESSAGES_WORKER=off leaves the
  // sending to `npm run worker` processes (PostgreSQL only).
  // The e-mail and SMS transports (outgoing/transports.ts): outside production without SMTP_URL, they start
  // this process's local mail server too.
  const transports = config.messages.inProcessWorker
    ? await createTransports(config, { db: database.db, logger })
    : null
  const worker = transports
    ? createMessageWorker({
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
    : null
  await worker?.start()
  // Job alerts' schedule beside the worker (docs/job-alerts.md): matched and enqueued here, sent by the road.
  const alertSchedule = worker
    ? startJobAlertSchedule(jobAlertDeps(config, database.db), jobAlertsIntervalMs(), logger)
    : null

  // SIGTERM/SIGINT: the requests in flight are answered, then each step added here runs, the database last.
  // The worker stops claiming at once; what it is sending gets a few seconds, then goes back to the queue.
  const shutdown = createShutdown(server, { logger, graceMs: config.shutdownGraceMs })
  let workerStopped: Promise<void> | undefined
  const stopWorker = () =>
    (workerStopped ??= Promise.all([
      worker ? worker.stop(MESSAGE_WORKER_STOP_MS) : Promise.resolve(),
      alertSchedule?.stop(),
    ]).then(() => transports?.close()))
  shutdown.after('mensagens', stopWorker)
  shutdown.after('banco', () => database.close())
  const onSignal = (signal: string) => {
    void stopWorker().catch((error: unknown) => logger.error('Falha ao parar o worker de mensagens', error))
    void shutdown.stop(signal)
  }
  process.on('SIGINT', () => onSignal('SIGINT'))
  process.on('SIGTERM', () => onSignal('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar a plataforma:', error)
  process.exit(1)
})
