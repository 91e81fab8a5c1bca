// A session restored from storage while the platform checks it (docs/architecture.md, "Protected routes during
// the session's check"): the page behind the login draws and asks for its data beside the check instead of
// after it, and a session the platform refuses takes the page away and opens the login, the page saved as
// the next route; leaving a page while the check is on its way keeps the session.
import { DATA_EXPORT_PATH, STORAGE_KEYS, ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { JOB_ALERTS_PROXY_PATH } from '../app/job-alerts/api.client'
import { PLATFORM_PROXY_PATH } from '../app/lib/platform-path'
import { candidate, signInTo } from './application-helpers'
import { atHome, expect, test } from './fixtures'
import { startApplication } from './platform'
import { opened, recordPlatformRequests } from './platform-requests'

/** An opening with a timed in-house test of three questions (the seed's 'Raciocínio Lógico'). */
const WITH_TIMED = { id: 100007, test: 3002 }

const personalData = (page: Page) =>
  page.getByRole('region', { name: ptBR.profile.menu.personalData, exact: true })

/**
 * Holds the platform's answer to the first session check from now on until `release()` (the checks after it
 * go through); names each call sent while it is held.
 */
async function holdSessionCheck(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let checks = 0
  const sentWhileHeld: string[] = []
  let held = true
  await page.route('**/plataforma/graphql', async (route) => {
    const { name } = await opened(route.request())
    if (name === 'ValidateSession' && checks++ === 0) await released
    else if (held) sentWhileHeld.push(name)
    await route.continue()
  })
  return {
    checks: () => checks,
    sentWhileHeld: () => [...sentWhileHeld],
    release() {
      held = false
      release()
    },
  }
}

/** A new candidate signed in with 'Manter conectado', on `/meu-perfil` with their data shown. */
async function onProfileKept(page: Page, label: string) {
  const user = await candidate(page, label)
  await signInTo(page, user, '/meu-perfil', { keep: true })
  await expect(personalData(page)).toBeVisible({ timeout: 60_000 })
  return user
}

test('a kept session: the profile draws and reads its data while the platform checks the session', async ({
  page,
  checkA11y,
}) => {
  const user = await onProfileKept(page, 'session-check')

  const check = await holdSessionCheck(page)
  await page.reload()
  // The check has not been answered, and the candidate's data is already read and shown.
  await expect(personalData(page)).toBeVisible({ timeout: 30_000 })
  await expect(personalData(page)).toContainText(user.email)
  expect(check.checks()).toBe(1)
  expect(check.sentWhileHeld()).toContain('PersonalDataProfile')
  await checkA11y()

  // The check passes: the same page stays, signed in, nothing drawn again from nothing.
  await personalData(page).evaluate((element) => element.setAttribute('data-before-check', ''))
  check.release()
  await expect(page.getByRole('button', { name: /Helena/ }).first()).toBeVisible()
  await expect(page.locator('[data-before-check]')).toHaveCount(1)
  await expect(page).toHaveURL(/\/meu-perfil$/)
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0)
})

test("a kept session on /meu-perfil: the personal data is asked for before the page's own chunk has come, and once", async ({
  page,
  checkA11y,
}) => {
  const user = await onProfileKept(page, 'early-read')
  // The profile's part held back: its own read could not leave before it comes (docs/architecture.md, "The
  // first read sent with the session's check").
  let releasePart!: () => void
  const partHeld = new Promise<void>((resolve) => (releasePart = resolve))
  let partAsked = false
  await page.route(/\/assets\/profile-content-[^/]*\.js$/, async (route) => {
    partAsked = true
    await partHeld
    await route.continue()
  })
  const calls = recordPlatformRequests(page)
  await page.reload()
  await expect
    .poll(async () => (await calls.names()).includes('PersonalDataProfile'), { timeout: 30_000 })
    .toBe(true)
  expect(partAsked).toBe(true)
  await expect(personalData(page)).toHaveCount(0)
  releasePart()
  await expect(personalData(page)).toContainText(user.email, { timeout: 30_000 })
  // The page took that read instead of asking again.
  expect((await calls.settled()).filter((name) => name === 'PersonalDataProfile')).toHaveLength(1)

  await checkA11y()
})

test('a kept session: a test question is read and shown while the platform checks the session', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'session-check-question')
  await startApplication(user, WITH_TIMED.id)
  await signInTo(page, user, `/vagas/${WITH_TIMED.id}/inscricao/raciocinio-logico/${WITH_TIMED.test}`, {
    keep: true,
  })
  await page.getByRole('button', { name: ptBR.tests.start }).click()
  await expect(page.getByText(ptBR.tests.questionOf(1, 3))).toBeVisible({ timeout: 30_000 })

  const check = await holdSessionCheck(page)
  await page.reload()
  await expect(page.getByText(ptBR.tests.questionOf(1, 3))).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('radio', { name: 'Todo A é C' })).toBeVisible()
  expect(check.checks()).toBe(1)
  await checkA11y()
  check.release()
  await page.getByRole('radio', { name: 'Todo A é C' }).check()
  await page.getByRole('button', { name: ptBR.tests.next }).click()
  await expect(page.getByText(ptBR.tests.questionOf(2, 3))).toBeVisible()
})

test('leaving the page while the platform checks the session keeps the session', async ({
  page,
  checkA11y,
}) => {
  await onProfileKept(page, 'session-check-leave')
  // The first check after the reload gets no answer (never released); the next page's goes through.
  const check = await holdSessionCheck(page)
  await page.reload()
  await expect(personalData(page)).toBeVisible({ timeout: 30_000 })
  expect(check.checks()).toBe(1)
  // The next page is asked for while the check has no answer: leaving ends its request, which is no refusal.
  await page.goto('/meu-perfil')
  await expect(personalData(page)).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: /Helena/ }).first()).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)).not.toBeNull()
  await checkA11y()
})

test('a kept session the platform refuses: the page goes away, the login opens and the page is the next route', async ({
  page,
  checkA11y,
  failingOnPurpose,
}) => {
  await onProfileKept(page, 'session-refused')
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)
  expect(stored).not.toBeNull()

  // 'Sair' ends the session on the platform; the same record put back is one the platform no longer honours.
  await page
    .getByRole('button', { name: /Helena/ })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [STORAGE_KEYS.session, stored])

  // The page's reads go out beside the check, with the record's session, and are refused with it. The
  // platform's GraphQL answers a refusal in its body; its plain HTTP routes (the profile's alerts and data
  // export, through the site's proxy) answer 401, which Chromium logs as a failed load. Whether they leave
  // before the check's answer comes depends on the machine, so the check is held until both have gone.
  page.on('request', (request) => {
    const url = request.url()
    if (request.headers()['authorization'] && !url.endsWith(`${PLATFORM_PROXY_PATH}/graphql`))
      failingOnPurpose.add(url)
  })
  const check = await holdSessionCheck(page)
  const reads = Promise.all([
    page.waitForRequest((request) => request.url().endsWith(JOB_ALERTS_PROXY_PATH)),
    page.waitForRequest((request) => request.url().endsWith(`${PLATFORM_PROXY_PATH}${DATA_EXPORT_PATH}`)),
  ])
  await page.goto('/meu-perfil')
  await reads
  check.release()
  const login = page.getByRole('dialog', { name: 'Entrar' })
  await expect(login.getByRole('textbox', { name: 'E-mail' })).toBeVisible({ timeout: 30_000 })
  await atHome(page)
  await expect(personalData(page)).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)).toBeNull()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.nextRoute)).toBe('/meu-perfil')
  await checkA11y()
})
