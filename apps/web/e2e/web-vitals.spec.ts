// Real-user figures (docs/performance.md, "Real-user figures"): a site of its own that reports every page
// load (WEB_VITALS_SAMPLE_RATE=1; the suite's servers report none). A visitor opens an opening (with a
// query string), uses the page and leaves: the platform's operator summary (GET /v1/web-vitals, what `npm run vitals --api` prints) counts the page's
// LCP, CLS, TTFB and INP under `/vagas/:id`.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildAuthorizationHeader } from '@carreiras/api'
import { WEB_VITALS_PATH } from '@carreiras/core'
// @ts-expect-error plain ESM helper without type declarations
import { localWebEnv } from '../../../scripts/local-env.mjs'
import { freePort } from '../../../scripts/ports.mjs'
import { expect, test, visit } from './fixtures'
import { clientTokens, platformUrl } from './platform'

const webDir = fileURLToPath(new URL('..', import.meta.url))
const OPENING = 100001

let site: ChildProcess | null = null
let siteUrl = ''

test.beforeAll(async () => {
  siteUrl = `http://127.0.0.1:${await freePort()}`
  site = spawn(process.execPath, ['server.mjs', './build/server/index.js'], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: new URL(siteUrl).port,
      NODE_ENV: 'production',
      LOG: 'off',
      ...(localWebEnv({ platformUrl, siteUrl }) as Record<string, string>),
      WEB_VITALS_SAMPLE_RATE: '1',
    },
    stdio: 'ignore',
  })
  const until = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`${siteUrl}/vagas`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until) throw new Error(`${siteUrl} did not start`)
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(() => {
  site?.kill('SIGTERM')
})

interface SummaryRow {
  route: string
  metric: string
  count: number
  p75: number
}

/** The operator's summary, as `npm run vitals -- --api <platform>` reads it. */
async function summary(): Promise<SummaryRow[]> {
  const response = await fetch(`${platformUrl}${WEB_VITALS_PATH}?days=1`, {
    headers: { Authorization: buildAuthorizationHeader(clientTokens[0]!) },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { rows: SummaryRow[] }).rows
}

const countOf = (rows: SummaryRow[], metric: string) =>
  rows.find((row) => row.route === '/vagas/:id' && row.metric === metric)?.count ?? 0

test('a sampled visit reports its Core Web Vitals under the route pattern when the page is left', async ({
  page,
  checkA11y,
}) => {
  const before = await summary()

  const measuring = page.waitForResponse((response) => /\/report\.client-[^/]*\.js$/.test(response.url()))
  await visit(page, `${siteUrl}/vagas/${OPENING}?utm_source=e2e`)
  // Only after the load, when the browser is idle, does the measuring chunk come.
  await measuring
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await checkA11y()
  // An interaction, so that the page has an INP to report: the header's sign-in dialog opened and closed.
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Leaving the page hides it: one beacon through the site's proxy with every metric measured (sent as
  // the document unloads, so it is read where it lands: the platform's summary).
  await visit(page, `${siteUrl}/faq`)

  // The platform stored them: the operator's summary counts one more of each under the pattern.
  await expect
    .poll(async () => {
      const after = await summary()
      return ['TTFB', 'LCP', 'CLS', 'INP'].map((metric) => countOf(after, metric) - countOf(before, metric))
    })
    .toEqual([1, 1, 1, 1])
  // Every route the platform holds is a pattern: no id, no query string.
  const rows = await summary()
  for (const row of rows) expect(row.route).toMatch(/^\/[A-Za-z_.:*/-]*$/)
  await checkA11y()
})
