// The installable site (docs/pwa.md), with axe on each page: the manifest of each brand is valid and
// Chromium finds the site installable; offline, /vagas and a job viewed before still render with the
// offline banner and the apply button explains it needs a connection; a signed-in page, the platform's
// answers and anything sent with the session never reach the worker's caches; the install offer comes on a
// second visit or after a saved job, never on a first load, and stays dismissed; an iPhone gets the hint.
import { JOB_SAVED_EVENT, pwaMessages, ptBR } from '@carreiras/core'
import type { BrowserContext, Page } from '@playwright/test'
import { candidate, signInTo } from './application-helpers'
import { expect, test, visit } from './fixtures'

// The service worker is what these journeys test (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const webUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`
const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`
const offline = pwaMessages.offline
const install = pwaMessages.install

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Waits until the service worker controls the page (it registers after the load and claims the page). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  })
}

/** Every request the worker keeps: its URL, whether it carried an Authorization header, its body. */
async function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; authorization: boolean; body: string }[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const type = response?.headers.get('Content-Type') ?? ''
        entries.push({
          cache: name,
          url: request.url,
          authorization: request.headers.has('Authorization'),
          body: /html|json|text|x-script/.test(type) ? ((await response?.text()) ?? '') : '',
        })
      }
    }
    return entries
  })
}

for (const [brand, base, primary] of [
  ['aurora', webUrl, '#0b4a8b'],
  ['demo', demoUrl, '#6b21a8'],
] as const) {
  test(`${brand}: the manifest is valid, its icons are the sizes it says, and Chromium finds the site installable`, async ({
    page,
    context,
    checkA11y,
  }) => {
    await visit(page, `${base}/vagas`)
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', primary)
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(appleIcon).toBe(`/brands/${brand}/icons/apple-touch-icon.png`)
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `/brands/${brand}/icons/icon.svg`)

    const response = await page.request.get(`${base}/manifest.webmanifest`)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      lang: string
      start_url: string
      display: string
      theme_color: string
      background_color: string
      icons: { src: string; sizes: string; type: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({
      lang: 'pt-BR',
      start_url: '/vagas',
      display: 'standalone',
      theme_color: primary,
    })
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
    for (const icon of manifest.icons) {
      const file = await page.request.get(`${base}${icon.src}`)
      expect(file.status(), icon.src).toBe(200)
      if (icon.type !== 'image/png') continue
      const [width] = icon.sizes.split('x').map(Number)
      expect(pngSize(await file.body()), icon.src).toEqual({ width, height: width })
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    expect(pngSize(await (await page.request.get(`${base}${appleIcon}`)).body())).toEqual({
      width: 180,
      height: 180,
    })

    // Chromium's own check, what its install menu uses: the manifest parses and nothing stops installing.
    const cdp = await context.newCDPSession(page)
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] }
    expect(errors).toEqual([])
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[]
        }
        return installabilityErrors.map((error) => error.errorId)
      })
      .toEqual([])
    await checkA11y()
  })
}

test('offline, /vagas and a job viewed before render with the banner; applying explains it needs a connection; a signed-in page is never kept', async ({
  page,
  context,
  checkA11y,
}) => {
  test.slow()
  // Online: the first visit installs the worker; the pages seen after it are kept.
  await visit(page, '/vagas')
  await controlled(page)
  await visit(page, '/vagas')
  const card = cards(page).first()
  const title = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  await card.getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const jobUrl = page.url()
  await visit(page, jobUrl)
  await expect(page.getByRole('status').filter({ hasText: offline.banner })).toHaveCount(0)

  // Route discovery offline (docs/pwa.md): the browser's HTTP cache emptied, so the page cannot reuse a
  // discovery answer it got online (which paths one request carries depends on when the links rendered);
  // the worker answers from the build's route manifest.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  const discovery = page.waitForResponse((response) => new URL(response.url()).pathname === '/__manifest')
  await context.setOffline(true)
  await visit(page, '/vagas')
  const discovered = await discovery
  expect(discovered.status()).toBe(200)
  expect(discovered.fromServiceWorker()).toBe(true)
  await sayOffline(page)
  await expect(page.getByRole('status').filter({ hasText: offline.banner })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
  await checkA11y()
  // Inside the site: the job's page and its data come from what the worker kept.
  await cards(page).first().getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await visit(page, jobUrl)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await sayOffline(page)
  await expect(page.getByRole('status').filter({ hasText: offline.banner })).toBeVisible()
  // The apply button stays, and a press says why it cannot go on instead of leading to a page that fails.
  const note = page.getByText(offline.applyNeedsConnection)
  await expect(note).toBeVisible()
  await page.locator('main [data-slot="job-action-button"]').first().click()
  await expect(note).toBeFocused()
  expect(page.url()).toBe(jobUrl)
  await checkA11y()

  // Signed in, online: the profile and the platform's answers (the session's) are never kept.
  await context.setOffline(false)
  const user = await candidate(page, 'pwa')
  await signInTo(page, user, '/meu-perfil')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.menu.profile })).toBeVisible()
  await expect(page.getByText(user.email).first()).toBeVisible()
  await visit(page, '/vagas')
  const kept = await cachedEntries(page)
  expect(kept.length).toBeGreaterThan(0)
  for (const entry of kept) {
    const { pathname } = new URL(entry.url)
    expect(pathname, entry.url).not.toMatch(
      /^\/(?:meu-perfil|plataforma|api|inscricao-confirmada)|\/inscricao/,
    )
    expect(entry.authorization, entry.url).toBe(false)
    expect(entry.body.includes(user.email), entry.url).toBe(false)
  }

  // Offline, the profile is not answered from a cache: the worker's offline page says the page needs internet.
  await context.setOffline(true)
  await page.goto('/meu-perfil')
  await expect(page.getByRole('heading', { level: 1, name: offline.pageTitle })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.menu.profile })).toHaveCount(0)
  await expect(page.getByText(user.email)).toHaveCount(0)
  await checkA11y()
  await context.setOffline(false)
})

/**
 * Debian's Chromium 150 cuts the network under Playwright's offline emulation but leaves `navigator.onLine`
 * true in a page loaded after it, without the `offline` event: the hydrated page is told as a browser tells
 * it (the banner follows the browser's answer; docs/pwa.md). Nothing when the browser already says so.
 */
async function sayOffline(page: Page) {
  await page.evaluate(() => {
    if (!navigator.onLine) return
    Object.defineProperty(navigator, 'onLine', { get: () => false, configurable: true })
    window.dispatchEvent(new Event('offline'))
  })
}

/** A browser that can install: the prompt Chromium fires when the site is installable, played after load. */
async function withInstallPrompt(context: BrowserContext) {
  await context.addInitScript(() => {
    window.addEventListener('load', () => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>
        userChoice: Promise<{ outcome: string }>
      }
      event.prompt = async () => {
        ;(window as unknown as { __prompted: boolean }).__prompted = true
      }
      event.userChoice = Promise.resolve({ outcome: 'accepted' })
      window.dispatchEvent(event)
    })
  })
}

test('the install offer: never on a first load, on a second visit and after a saved job, dismissed for good; an iPhone gets the hint', async ({
  page,
  context,
  browser,
  checkA11y,
}) => {
  await withInstallPrompt(context)
  const offer = (p: Page) => p.getByRole('region', { name: install.title })

  // First visit: nothing, even once the browser says it can install; a saved job brings the offer.
  await visit(page, '/vagas')
  await expect(cards(page).first()).toBeVisible()
  await expect(offer(page)).toHaveCount(0)
  await page.evaluate((name) => window.dispatchEvent(new Event(name)), JOB_SAVED_EVENT)
  await expect(offer(page)).toBeVisible()
  await checkA11y()
  await offer(page).getByRole('button', { name: install.install }).click()
  await expect(offer(page)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true)

  // A second visit (a new tab of the same browser) offers it at the first interaction, not while the page
  // loads, in a sheet over the page's bottom (nothing on the page moves); 'Agora não' is remembered.
  const second = await context.newPage()
  await visit(second, '/')
  await expect(second.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const heading = await second.getByRole('heading', { level: 1 }).boundingBox()
  await expect(offer(second)).toHaveCount(0)
  await second.keyboard.press('Tab')
  await expect(offer(second)).toBeVisible()
  expect(await second.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heading)
  const sheet = await offer(second).boundingBox()
  const viewport = second.viewportSize()!
  expect(Math.round(sheet!.y + sheet!.height)).toBeGreaterThan(viewport.height - 24)
  await offer(second).getByRole('button', { name: install.dismiss }).click()
  await expect(offer(second)).toHaveCount(0)
  const third = await context.newPage()
  await visit(third, '/vagas')
  await expect(cards(third).first()).toBeVisible()
  await expect(offer(third)).toHaveCount(0)
  expect(await third.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/@|cpf/i)

  // An iPhone: no prompt, so the 'Adicionar à Tela de Início' hint, on the second visit only.
  const iphone = await browser.newContext({
    baseURL: webUrl,
    serviceWorkers: 'block',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })
  const first = await iphone.newPage()
  await visit(first, '/vagas')
  await expect(cards(first).first()).toBeVisible()
  const hint = (p: Page) => p.getByRole('region', { name: install.iosTitle })
  await expect(hint(first)).toHaveCount(0)
  const again = await iphone.newPage()
  await visit(again, '/vagas')
  await expect(again.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await again.mouse.wheel(0, 200)
  await expect(hint(again)).toContainText(install.iosText)
  await checkA11y(again)
  await hint(again).getByRole('button', { name: install.dismiss }).click()
  await expect(hint(again)).toHaveCount(0)
  await iphone.close()
})
