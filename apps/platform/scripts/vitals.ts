// `npm run vitals`: the real-user figures for an operator (docs/performance.md, "Real-user figures"): per
// route pattern and metric, the reports of the last days, the 75th percentile against its target and the
// share rated good. From the database the platform uses (DATABASE_URL, else PGLITE_DIR — a PGlite folder
// only while no platform has it open), or from a running platform's GET /v1/web-vitals with
// `--api <url>` (CLIENT_TOKENS names the client token). `--days N` (default 28), `--json` prints the rows.
import { parseArgs } from 'node:util'
import { buildAuthorizationHeader } from '@carreiras/api'
import { WEB_VITAL_TARGETS, WEB_VITALS_PATH, type WebVitalMetric } from '@carreiras/core'
import { loadDatabaseConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import {
  SUMMARY_DEFAULT_DAYS,
  webVitalsSummary,
  type WebVitalsSummaryRow,
} from '../src/web-vitals/summary.js'

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    days: { type: 'string', default: String(SUMMARY_DEFAULT_DAYS) },
    json: { type: 'boolean', default: false },
  },
})
const days = Number(values.days)
if (!Number.isInteger(days) || days < 1 || days > 365) {
  console.error('vitals: --days takes a whole number from 1 to 365.')
  process.exit(1)
}

async function fromApi(url: string): Promise<WebVitalsSummaryRow[]> {
  const token = (process.env.CLIENT_TOKENS ?? '').split(',')[0]?.trim()
  if (!token) throw new Error('--api needs CLIENT_TOKENS (the platform accepts the first one).')
  const response = await fetch(`${url.replace(/\/+$/, '')}${WEB_VITALS_PATH}?days=${days}`, {
    headers: { Authorization: buildAuthorizationHeader(token) },
  })
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
  return ((await response.json()) as { rows: WebVitalsSummaryRow[] }).rows
}

async function fromDatabase(): Promise<WebVitalsSummaryRow[]> {
  const database = await openDatabase(loadDatabaseConfig())
  try {
    return await webVitalsSummary(database.db, { days })
  } finally {
    await database.close()
  }
}

const format = (metric: string, value: number) =>
  metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`

try {
  const rows = values.api ? await fromApi(values.api) : await fromDatabase()
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2))
  } else if (rows.length === 0) {
    console.log(`No real-user figures in the last ${days} days.`)
  } else {
    const table = rows.map((row) => {
      const target = WEB_VITAL_TARGETS[row.metric as WebVitalMetric]
      return {
        route: row.route,
        metric: row.metric,
        reports: row.count,
        p75: format(row.metric, row.p75),
        target: target === undefined ? '' : `≤ ${format(row.metric, target)}`,
        'p75 ok': target === undefined ? '' : row.p75 <= target ? 'yes' : 'NO',
        good: `${Math.round(row.good * 100)} %`,
      }
    })
    console.log(`Real-user figures, last ${days} days (p75 per route and metric):`)
    console.table(table)
  }
} catch (error) {
  console.error(`vitals: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
