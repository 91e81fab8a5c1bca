// How many round trips to the platform the ficha and the profile cost right after a sign-in
// (docs/performance.md, "Round trips to the platform"): every sealed call is named by its operation
// (platform-requests.ts) from the moment the sign-in is sent until the page has settled (no new call for
// 1.5 s), and the time until the form shows is printed. A new fan-out (a list fetched per state, the same
// read twice, the personal-data lists asked for again) fails here.
import { PERSONAL_DATA_DOMAIN_LISTS } from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { JOB, PASSWORD, candidate, choose, fields, form } from './application-helpers'
import { recordPlatformRequests } from './platform-requests'

/**
 * The ceilings, as measured with this journey (`npx playwright test e2e/request-fanout.spec.ts
 * --workers=1`, a new candidate on the demonstration opening 100001, a fresh browser): 51 calls on the
 * ficha and 53 on the profile before the reference lists were held and batched, 19 and 16 after. Of the
 * ficha's 19, six are the sign-in's own (SignIn, SessionUser, CompanyFollow, SavedJobs, Consents, the
 * employee check), eight the ficha's reads and lead, six the résumé's reference lists (ResumeDomains, four
 * InstitutionsOfStates, one CoursesOfLevels). Then the form began asking whether the candidate may apply
 * before it opens (EligibleCandidate and EligibilityItau, docs/decisions.md "Eligibility and the application
 * error page"): two calls more on each ficha, 21 and 9.
 */
const FICHA_AFTER_SIGN_IN_CALLS = 21
const PROFILE_AFTER_SIGN_IN_CALLS = 16
/** The ficha in the same session after the profile: its own reads, the two checks and the lead, no list again. */
const FICHA_AFTER_PROFILE_CALLS = 9

async function report(label: string, names: string[], ms: number) {
  const counts: Record<string, number> = {}
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1
  console.log(`${label}: ${names.length} calls, shown after ${ms} ms`, JSON.stringify(counts))
  await test.info().attach(label, { body: JSON.stringify({ ms, calls: names.length, counts }, null, 2) })
  return counts
}

async function fillSignIn(page: Page, email: string, path: string) {
  await visit(page, path)
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
}

/** No read twice; the résumé's lists in the batched calls, never one call per state or level. */
function expectEachReadOnce(counts: Record<string, number>) {
  for (const read of [
    'ApplicationProfile',
    'PersonalDataProfile',
    'ResumeSections',
    'SavedJobs',
    'ResumeDomains',
  ])
    expect({ read, calls: counts[read] ?? 0 }).toEqual({ read, calls: Math.min(counts[read] ?? 0, 1) })
  expect(counts.Institutions).toBeUndefined()
  expect(counts.Courses).toBeUndefined()
  expect(counts.InstitutionsOfStates ?? 0).toBeLessThanOrEqual(4)
  expect(counts.CoursesOfLevels ?? 0).toBeLessThanOrEqual(1)
}

test('the ficha after a sign-in: each read once, the reference lists in a handful of calls', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'fanout-ficha')
  await fillSignIn(page, user.email, JOB.path)
  const calls = recordPlatformRequests(page)
  const start = Date.now()
  await page.keyboard.press('Enter')
  await expect(form(page).getByRole('textbox', { name: fields.cpf })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(ptBR.application.loading)).toHaveCount(0)
  const shown = Date.now() - start
  const names = await calls.settled()
  const counts = await report('ficha after sign-in', names, shown)
  // When each call started and answered, for a closer look at a slow run (the report's attachments).
  await test.info().attach('ficha timeline', { body: JSON.stringify(await calls.timeline(), null, 2) })
  expectEachReadOnce(counts)
  expect(counts.ApplicationProfile).toBe(1)
  expect(names.length).toBeLessThanOrEqual(FICHA_AFTER_SIGN_IN_CALLS)
  await checkA11y()
})

test('the profile after a sign-in, then the ficha in the same session: the lists are not asked again', async ({
  page,
}) => {
  const user = await candidate(page, 'fanout-profile')
  await fillSignIn(page, user.email, '/meu-perfil')
  const calls = recordPlatformRequests(page)
  const start = Date.now()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('region', { name: ptBR.profile.menu.personalData, exact: true })).toBeVisible({
    timeout: 60_000,
  })
  const shown = Date.now() - start
  const names = await calls.settled()
  const counts = await report('profile after sign-in', names, shown)
  expectEachReadOnce(counts)
  // The section boxes, the skills and the profile's flag: one ResumeSections for all seven boxes.
  expect(counts.ResumeSections).toBe(1)
  expect(names.length).toBeLessThanOrEqual(PROFILE_AFTER_SIGN_IN_CALLS)
  const profileRead = (await calls.operations()).find((o) => o.name === 'PersonalDataProfile')
  expect(profileRead?.variables?.names).toEqual([...PERSONAL_DATA_DOMAIN_LISTS])

  // The same session moves on to the ficha (a client-side navigation keeps what the session holds).
  calls.reset()
  const next = Date.now()
  await page.evaluate((path) => {
    window.history.pushState({}, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, JOB.path)
  await expect(form(page).getByRole('textbox', { name: fields.cpf })).toBeVisible({ timeout: 60_000 })
  const shownNext = Date.now() - next
  const fichaNames = await calls.settled()
  expectEachReadOnce(await report('ficha after the profile', fichaNames, shownNext))
  expect(fichaNames.length).toBeLessThanOrEqual(FICHA_AFTER_PROFILE_CALLS)
  // The personal-data lists came with the profile: the ficha asks for none of them.
  const fichaRead = (await calls.operations()).find((o) => o.name === 'ApplicationProfile')
  expect(fichaRead?.variables?.names).toEqual([])
  // And has them: the pronouns' list offers the platform's options.
  await choose(page, fields.pronoun, 'Ela/dela')
  await expect(form(page).getByRole('combobox', { name: fields.pronoun, exact: true })).toHaveText(
    /Ela\/dela/,
  )

  // The group's eligibility is kept per opening for the session; the company's is asked each time the
  // form opens (docs/decisions.md, "Eligibility and the application error page").
  expect(fichaNames.filter((name) => name === 'EligibilityItau')).toHaveLength(1)
  expect(fichaNames.filter((name) => name === 'EligibleCandidate')).toHaveLength(1)
  calls.reset()
  const goTo = (to: string) =>
    page.evaluate((path) => {
      window.history.pushState({}, '', path)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, to)
  await goTo('/meu-perfil')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible({ timeout: 60_000 })
  await goTo(JOB.path)
  await expect(form(page).getByRole('textbox', { name: fields.cpf })).toBeVisible({ timeout: 60_000 })
  const againNames = await calls.settled()
  expect(againNames.filter((name) => name === 'EligibilityItau')).toHaveLength(0)
  expect(againNames.filter((name) => name === 'EligibleCandidate')).toHaveLength(1)
})

test('a page load with a kept session starts the account runtime once: each start-up question asked once', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'fanout-reload')
  await fillSignIn(page, user.email, '/meu-perfil')
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('region', { name: ptBR.profile.menu.personalData, exact: true })).toBeVisible({
    timeout: 60_000,
  })
  await recordPlatformRequests(page).settled()

  // The next visit restores the stored session: the runtime is loaded, started and asks its questions. On a
  // phone's CPU (4× slower) and an empty cache, as Lighthouse loads it: React then interrupts and redoes
  // renders while the chunks arrive.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const recorder = recordPlatformRequests(page)
  const dialogChunks: string[] = []
  page.on('request', (request) => {
    if (/\/account-dialog-part\.client-[^/]*\.js$/.test(new URL(request.url()).pathname))
      dialogChunks.push(request.url())
  })
  const start = Date.now()
  await page.reload()
  await expect(page.getByRole('region', { name: ptBR.profile.menu.personalData, exact: true })).toBeVisible({
    timeout: 60_000,
  })
  const shown = Date.now() - start
  const counts = await report('profile with a kept session', await recorder.settled(), shown)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  // A render React threw away used to build the runtime again (docs/architecture.md, "The account runtime").
  // The session's check, then the keep-logged renewal: one call each.
  expect(counts.ValidateSession).toBe(2)
  expect(counts.SessionUser).toBe(1)
  expect(counts.CompanyFollow).toBe(1)
  expectEachReadOnce(counts)
  // The account dialog is made the first time something needs it: a signed-in page loads none of its chunk
  // and does not ask for the company's internal recruitment, which only the dialog offers.
  expect(dialogChunks).toEqual([])
  expect(counts.CompanyInternalRecruitment).toBeUndefined()
  await checkA11y()

  // 'Alterar Senha' in the header's menu needs it: its chunk arrives then, the internal recruitment is read
  // once, and the form opens.
  recorder.reset()
  await page.getByRole('button', { name: `Olá, ${user.name.split(' ')[0]}` }).click()
  await page.getByRole('menuitem', { name: ptBR.header.menu.changePassword }).click()
  const changePassword = page.getByRole('dialog', { name: ptBR.account.changePassword.title })
  await expect(changePassword.getByLabel(ptBR.account.changePassword.currentPassword)).toBeVisible()
  expect(dialogChunks).toHaveLength(1)
  expect((await recorder.settled()).filter((name) => name === 'CompanyInternalRecruitment')).toHaveLength(1)
  await checkA11y()
})
