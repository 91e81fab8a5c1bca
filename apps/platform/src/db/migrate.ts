// `npm run migrate -w @carreiras/platform` (node dist/migrate.js): applies the pending drizzle-kit migrations
// to the database of DATABASE_URL (or PGLITE_DIR) and exits. Safe to run from several processes at once:
// the migrations run under the schema lock (db/client.ts, `migrateDatabase`). In production the platform
// does not migrate at start on PostgreSQL: it refuses an outdated schema and names this command.
import { ConfigError, loadDatabaseConfig } from '../config.js'
import { migrateDatabase, openDatabase } from './client.js'

async function main(): Promise<number> {
  let where: { databaseUrl: string | undefined; pgliteDir: string }
  try {
    where = loadDatabaseConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  const database = await openDatabase(where)
  const label = database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${where.pgliteDir}`
  try {
    const started = performance.now()
    const applied = await migrateDatabase(database.db)
    const ms = Math.round(performance.now() - started)
    console.log(
      applied > 0
        ? `Banco ${label}: ${applied} migração(ões) aplicada(s) (${ms} ms).`
        : `Banco ${label}: já está na versão atual (${ms} ms).`,
    )
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Falha ao migrar o banco:', error)
    process.exit(1)
  },
)
