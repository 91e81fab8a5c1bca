// The signed-in half of `npm run lighthouse` (scripts/lighthouse.mjs): a candidate signs in through the
// site as a person does ('Manter conectado' checked, so the session is in the browser's storage), in the
// same Chrome Lighthouse audits, and Lighthouse then loads the pages a candidate spends time on with that
// storage kept, in two ways: as a first visit (between runs the HTTP cache, the service worker and its caches
// are emptied, what a storage reset would also have done, so every run downloads the page's scripts as a first
// visit after a release does), and as a candidate coming back (the page opened once in the same browser, its
// HTTP cache and service worker then kept).
//
// The candidate is a fresh one (the platform's development route /dev/users, as the journeys create theirs)
// with an application started on an opening with in-house tests, so the tests page lists them; the test
// question is the first question of its first test, reached by pressing 'Iniciar' on the cover.
import { CreateSubscriptionLeadDocument, SignInDocument, createPlatformClient } from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import { chromium } from 'playwright-core'
import { LOCAL_CLIENT_TOKENS } from './local-env.mjs'

/** The ficha's opening (open, default form) and an opening with in-house tests, both seeded as open. */
const FICHA_OPENING = 100001
const TESTS_OPENING = 100006
const PASSWORD = 'senha-forte-lighthouse-1'

/** A valid CPF from 9 random digits (both check digits computed), as the journeys' fixtures make one. */
function randomCpf() {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0] + 1) % 10
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0)
    const rest = (sum * 10) % 11
    digits.push(rest === 10 ? 0 : rest)
  }
  return digits.join('')
}

async function createCandidate(platformUrl) {
  const email = `lighthouse.${Date.now().toString(36)}@example.com`
  const response = await fetch(`${platformUrl}/dev/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Helena Duarte',
      email,
      password: PASSWORD,
      cpf: randomCpf(),
      phone: '11987654321',
    }),
  })
  if (response.status !== 201)
    throw new Error(
      `the platform did not create the audit's candidate (${response.status}: ${await response.text()}).`,
    )
  const { id } = await response.json()
  // The application to the tests' opening, started as the ficha starts it (a lead), with the candidate's
  // own session: the tests page and a test's cover belong to an application.
  let session = null
  const client = createPlatformClient({
    apiUrl: platformUrl,
    clientTokens: LOCAL_CLIENT_TOKENS,
    getSession: () => session,
  })
  const { userLogin } = await client.request(SignInDocument, { email, password: PASSWORD })
  session = { token: userLogin.token, userId: Number(userLogin.id) }
  await client.request(CreateSubscriptionLeadDocument, {
    opportunity_id: String(TESTS_OPENING),
    user_id: String(id),
  })
  return { id, email }
}

/**
 * Signs a fresh candidate in on `siteUrl` inside the Chrome at `chromePort` and finds the pages to audit.
 * Returns the pages ({ label, path }), `clearCache()` to call before each run of a first visit, `visit(path)`
 * to open a page once before the runs of a returning candidate, and `close()`.
 */
export async function signInForAudit({ chromePort, siteUrl, platformUrl }) {
  const candidate = await createCandidate(platformUrl)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  const context = browser.contexts()[0]
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  try {
    // The ficha asks a signed-out visitor to sign in, then opens where they were going.
    await page.goto(`${siteUrl}/vagas/${FICHA_OPENING}/inscricao`)
    await page.locator('html[data-hydrated]').waitFor({ timeout: 60_000 })
    const dialog = page.getByRole('dialog', { name: 'Entrar' })
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(candidate.email)
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
    await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
    await page
      .getByRole('tab', { name: ptBR.application.tabs.basic })
      .waitFor({ timeout: 60_000 })
      .catch(() => {
        throw new Error('the candidate signed in but the ficha did not open (no "Dados básicos" tab).')
      })

    // The first in-house test's first question: its cover from the tests page, then 'Iniciar'.
    await page.goto(`${siteUrl}/vagas/${TESTS_OPENING}/inscricao/testes`)
    const take = page.getByRole('link', { name: ptBR.tests.take }).first()
    await take.waitFor({ timeout: 60_000 })
    await take.click()
    await page.getByRole('button', { name: ptBR.tests.start }).click()
    await page.waitForURL(/\/teste\/\d+$/, { timeout: 60_000 })
    const question = new URL(page.url()).pathname

    const pages = [
      { label: 'the ficha', path: `/vagas/${FICHA_OPENING}/inscricao` },
      { label: 'the tests page', path: `/vagas/${TESTS_OPENING}/inscricao/testes` },
      { label: 'a test question', path: question },
      { label: 'the profile', path: '/meu-perfil' },
    ]
    // The tab stays open on a blank page: its DevTools session empties the HTTP cache between runs.
    await page.goto('about:blank')
    return {
      candidate,
      pages,
      clearCache: async () => {
        await cdp.send('Network.clearBrowserCache')
        // The service worker (registered a few seconds after a load) would otherwise answer the scripts
        // from its own cache: it and its caches go too, the session's local storage stays.
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(siteUrl).origin,
          storageTypes: 'cache_storage,service_workers',
        })
      },
      // A returning candidate's browser: the page opened once in this tab, until its scripts, its reads and
      // the service worker (registered a few seconds after a load, with its precache) are done. Lighthouse
      // then loads it with that HTTP cache and service worker in place.
      visit: async (path) => {
        await page.goto(siteUrl + path)
        await page.locator('html[data-hydrated]').waitFor({ timeout: 60_000 })
        await page.evaluate(() =>
          Promise.race([
            navigator.serviceWorker.ready,
            new Promise((resolve) => setTimeout(resolve, 15_000)),
          ]),
        )
        await page.waitForLoadState('networkidle')
        await page.goto('about:blank')
      },
      // Closes that tab and disconnects Playwright: the browser belongs to scripts/lighthouse.mjs.
      close: async () => {
        await page.close().catch(() => {})
        await browser.close().catch(() => {})
      },
    }
  } catch (error) {
    await browser.close().catch(() => {})
    throw error
  }
}
