// The JavaScript budget of the pages as a visitor pays it: every script a visit transfers until the
// network is idle (lazy chunks included), compressed bytes on the wire. The public pages as an anonymous
// visit in both brands; the pages a signed-in candidate spends time on (the ficha, the tests page, a test
// question, /meu-perfil), each loaded with an empty cache. size-limit checks the entry and route chain of
// every public route; this gate sees what the chain does not (a runtime loaded after hydration, a chunk
// pulled in by an effect).
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import {
  JS_TRANSFER_BUDGET_KIB,
  PUBLIC_PAGES,
  SIGNED_IN_JS_TRANSFER_BUDGET_KIB,
} from '../../../scripts/budgets.mjs'
import { JOB, PASSWORD, candidate } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { startApplication } from './platform'

const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`

async function scriptsTransferred(page: Page, url: string, ready?: (page: Page) => Locator) {
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
  // A signed-in page draws in the browser: its content first, then idle again.
  if (ready) await expect(ready(page).first()).toBeVisible({ timeout: 30_000 })
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

function listed(scripts: { url: string; bytes: number }[]) {
  return scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ url, bytes }) => `  ${(bytes / 1024).toFixed(1)} KiB ${new URL(url).pathname}`)
    .join('\n')
}

// The signed-in pages, each with an empty HTTP cache and no service worker answering (what a phone pays
// the first time; the service worker's cache would hide the transfer).
test.describe('signed in', () => {
  test.use({ serviceWorkers: 'block' })

  test(`the ficha, the tests page, a test question and /meu-perfil each transfer at most ${SIGNED_IN_JS_TRANSFER_BUDGET_KIB} KiB of JavaScript`, async ({
    page,
    context,
  }) => {
    test.slow()
    const user = await candidate(page, 'js-budget')
    // An application to the tests' opening (a lead), so its tests page and a question open.
    await startApplication(user, 100006)
    await visit(page, JOB.path)
    const dialog = page.getByRole('dialog', { name: 'Entrar' })
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    // Kept in this browser's local storage, so every new tab below is signed in.
    await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible({
      timeout: 30_000,
    })
    // The first in-house test's first question: its cover from the tests page, then 'Começar'.
    await page.goto('/vagas/100006/inscricao/testes')
    await page.getByRole('link', { name: ptBR.tests.take }).first().click()
    await page.getByRole('button', { name: ptBR.tests.start }).click()
    await page.waitForURL(/\/teste\/\d+$/, { timeout: 30_000 })
    const questionPath = new URL(page.url()).pathname

    const pages: { path: string; ready: (page: Page) => Locator }[] = [
      { path: JOB.path, ready: (p) => p.getByRole('tab', { name: ptBR.application.tabs.basic }) },
      {
        path: '/vagas/100006/inscricao/testes',
        ready: (p) => p.getByRole('link', { name: ptBR.tests.take }),
      },
      { path: questionPath, ready: (p) => p.getByRole('button', { name: ptBR.tests.next }) },
      { path: '/meu-perfil', ready: (p) => p.getByRole('heading', { level: 1 }) },
    ]
    const over: string[] = []
    for (const { path, ready } of pages) {
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      const scripts = await scriptsTransferred(tab, path, ready)
      const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0) / 1024
      console.log(`signed in ${path}: ${total.toFixed(1)} KiB of JavaScript in ${scripts.length} files`)
      if (total > SIGNED_IN_JS_TRANSFER_BUDGET_KIB)
        over.push(`${path}: ${total.toFixed(1)} KiB of JavaScript:\n${listed(scripts)}`)
      await tab.close()
    }
    expect(over, `over ${SIGNED_IN_JS_TRANSFER_BUDGET_KIB} KiB`).toEqual([])
  })
})
