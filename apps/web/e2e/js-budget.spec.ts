// The JavaScript budget of the public pages as a visitor pays it: every script an anonymous visit
// transfers until the network is idle (lazy chunks included), compressed bytes on the wire, in both
// brands. size-limit checks the entry and route chain of every public route; this gate sees what the
// chain does not (a runtime loaded after hydration, a chunk pulled in by an effect).
import type { Page } from '@playwright/test'
import { JS_TRANSFER_BUDGET_KIB, PUBLIC_PAGES } from '../../../scripts/budgets.mjs'
import { expect, test } from './fixtures'

const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`

async function scriptsTransferred(page: Page, url: string) {
  const sizes: Promise<{ url: string; bytes: number }>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    sizes.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => ({
        url: request.url(),
        bytes: responseBodySize + responseHeadersSize,
      })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Effects after hydration may still start a chunk: idle again before counting.
  await page.waitForLoadState('networkidle')
  return Promise.all(sizes)
}

for (const [brand, base] of [
  ['aurora', ''],
  ['demo', demoUrl],
] as const) {
  for (const path of PUBLIC_PAGES) {
    test(`${brand} ${path}: an anonymous visit transfers at most ${JS_TRANSFER_BUDGET_KIB} KiB of JavaScript`, async ({
      page,
    }) => {
      const scripts = await scriptsTransferred(page, `${base}${path}`)
      const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0) / 1024
      const list = scripts
        .sort((a, b) => b.bytes - a.bytes)
        .map(({ url, bytes }) => `  ${(bytes / 1024).toFixed(1)} KiB ${new URL(url).pathname}`)
        .join('\n')
      // The account runtime (machines, platform client, dialogs) is not part of an anonymous first visit.
      expect(
        scripts.some(({ url }) => /account-runtime/.test(url)),
        list,
      ).toBe(false)
      expect(total, `${total.toFixed(1)} KiB of JavaScript:\n${list}`).toBeLessThanOrEqual(
        JS_TRANSFER_BUDGET_KIB,
      )
      console.log(`${brand} ${path}: ${total.toFixed(1)} KiB of JavaScript in ${scripts.length} files`)
    })
  }
}
