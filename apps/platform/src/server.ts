// Starts the platform: configuration, database (migrate, seed when empty), HTTP server, graceful stop.
import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { openDatabase } from './db/client.js'
import { seedIfEmpty } from './db/seed.js'
import { createLogger } from './logger.js'

async function main(): Promise<void> {
  const started = performance.now()
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
  const logger = createLogger(config.log)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir })
  const where = database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.pgliteDir}`
  await database.migrate()
  const seeded = await seedIfEmpty(database.db, new Date(), { demo: !config.production })
  logger.info(
    seeded.seeded
      ? `Banco ${where}: migrado e populado com ${seeded.opportunities} oportunidades.`
      : `Banco ${where}: migrado (${seeded.opportunities} oportunidades` +
          (seeded.shiftedDays > 0 ? `; datas do seed avançadas ${seeded.shiftedDays} dia(s)).` : ').'),
  )

  const app = createApp(config, database, { logger })
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const ms = Math.round(performance.now() - started)
    console.log(`carreiras platform listening on http://localhost:${info.port} (${ms} ms)`)
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`${signal}: encerrando…`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(() => {
      database
        .close()
        .catch((error: unknown) => logger.error('Falha ao fechar o banco', error))
        .finally(() => process.exit(0))
    })
    // Keep-alive connections would hold close() open.
    if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function')
      server.closeAllConnections()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar a plataforma:', error)
  process.exit(1)
})
