// The application when things go wrong, against the real platform: a reload in the middle of tab 2 and a
// session that expires before the submit (the draft on the lead and a new login keep every answer), the
// network failing during the submit (a clear message, nothing lost, the retry works, a double click applies
// once), and the whole application by keyboard alone. Axe on every page and state.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import {
  ALLOWED_DOMAIN,
  JOB,
  PASSWORD,
  PDF,
  answerQuestions,
  candidate,
  fichaReady,
  fields,
  fillPersonalData,
  form,
  question,
  signInTo,
  submit,
} from './application-helpers'
import { expect, test, visit } from './fixtures'
import { expireSessions, siteGraphqlUrl, subscriptionsOf } from './platform'

const graphqlUrl = siteGraphqlUrl
const REFERRAL = { name: 'Rui Campos', email: `rui@${ALLOWED_DOMAIN}` }
// The opening's questions (seed).
const EXCEL = 'Qual é o seu nível de conhecimento em Excel?'
const ANBIMA = 'Você possui certificação Anbima (CPA-10 ou CPA-20)?'
const BUREAUS = 'Quais birôs de crédito você já utilizou?'
const RESUME = 'Currículo em PDF'
const AVAILABLE = 'Você tem disponibilidade para trabalhar presencialmente em São Paulo?'
/** What fillPersonalData/answerQuestions (or the keyboard) answer, as the platform keeps it. */
const ANSWERS = [
  { title: 'Nome completo da mãe', answer: 'Maria Aparecida Duarte' },
  { title: 'RG', answer: '12.345.678-9' },
  { title: EXCEL, answer: 'Avançado' },
  { title: ANBIMA, answer: 'Sim, CPA-20' },
  { title: BUREAUS, answer: 'Serasa Experian' },
  { title: RESUME, answer: 'curriculo.pdf' },
  { title: AVAILABLE, answer: 'Sim' },
]
const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const statusLine = (page: Page) => page.locator('[data-slot="application-layout-status"]')
const referralName = (page: Page) => form(page).getByRole('textbox', { name: ptBR.application.referral.name })
const referralEmail = (page: Page) =>
  form(page).getByRole('textbox', { name: ptBR.application.referral.email })
const noExperience = (page: Page) => form(page).getByRole('checkbox', { name: ptBR.profile.experience.none })

async function openApplication(page: Page, label: string) {
  const user = await candidate(page, label)
  await signInTo(page, user)
  await fichaReady(page)
  await expect(tab(page, ptBR.application.tabs.basic)).toHaveAttribute('aria-selected', 'true')
  return user
}

/**
 * Runs `change` and waits until the draft holding it is on the lead: the polite status announces
 * 'Salvando respostas…' and then 'Respostas salvas' after it (a status still showing an earlier save
 * does not count).
 */
async function draftSavedAfter(page: Page, change: () => Promise<void>) {
  const seen = await statusLine(page).evaluateHandle((element) => {
    const texts: string[] = []
    new MutationObserver(() => texts.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    return texts
  })
  await change()
  await expect
    .poll(() =>
      seen.evaluate(
        (texts, [saving, saved]) => {
          const start = texts.lastIndexOf(saving)
          return start !== -1 && texts.slice(start + 1).includes(saved) && texts.at(-1) === saved
        },
        [ptBR.application.draftSaving, ptBR.application.draftSaved] as const,
      ),
    )
    .toBe(true)
  await expect(statusLine(page)).toHaveText(ptBR.application.draftSaved)
}

/** Tab 1 as fillPersonalData and answerQuestions left it (after a reload, a new login…). */
async function expectTabOneKept(page: Page) {
  await expect(form(page).getByRole('combobox', { name: fields.pronoun, exact: true })).toHaveText('Ela/dela')
  await expect(form(page).getByRole('combobox', { name: fields.race_and_ethnicity, exact: true })).toHaveText(
    'Parda',
  )
  await expect(form(page).getByRole('combobox', { name: fields.marital_status, exact: true })).toHaveText(
    'Solteiro(a)',
  )
  await expect(form(page).getByRole('textbox', { name: fields.birthday })).toHaveValue('15/03/1990')
  await expect(
    form(page).getByRole('radiogroup', { name: fields.has_disability }).getByRole('radio', { name: 'Não' }),
  ).toBeChecked()
  await expect(form(page).getByRole('textbox', { name: fields.zipcode })).toHaveValue('01310-100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await expect(form(page).getByRole('textbox', { name: fields.number, exact: true })).toHaveValue('1000')
  await expect(form(page).getByRole('textbox', { name: 'Nome completo da mãe' })).toHaveValue(
    'Maria Aparecida Duarte',
  )
  await expect(form(page).getByRole('textbox', { name: 'RG', exact: true })).toHaveValue('12.345.678-9')
  await expect(form(page).getByRole('combobox', { name: EXCEL, exact: true })).toHaveText('Avançado')
  await expect(question(page, ANBIMA).getByRole('radio', { name: 'Sim, CPA-20' })).toBeChecked()
  await expect(question(page, BUREAUS).getByRole('checkbox', { name: 'Serasa Experian' })).toBeChecked()
  await expect(
    question(page, RESUME).getByRole('button', { name: ptBR.ui.forms.fileUpload.view('curriculo.pdf') }),
  ).toBeVisible()
  await expect(question(page, AVAILABLE).getByRole('radio', { name: 'Sim', exact: true })).toBeChecked()
}

/** 'Não possuo experiência profissional' is an answer kept with the draft: still ticked after `after`. */
async function expectNoExperienceKept(page: Page) {
  await expect(noExperience(page)).toBeChecked()
}

async function expectReferralKept(page: Page) {
  await expect(referralName(page)).toHaveValue(REFERRAL.name)
  await expect(referralEmail(page)).toHaveValue(REFERRAL.email)
}

/** Fills tab 1 and goes on to tab 2. */
async function completeTabOne(page: Page) {
  await fillPersonalData(page)
  await answerQuestions(page)
  await submit(page, ptBR.application.nextStep).click()
  await expect(tab(page, ptBR.application.tabs.complementary)).toHaveAttribute('aria-selected', 'true')
  await expect(submit(page, ptBR.application.finish)).toBeVisible()
}

/** The one subscription of this user to the opening: applied, with the referral and the answers typed. */
async function expectOneApplication(page: Page, userId: number) {
  const subscriptions = (await subscriptionsOf(page.request, userId)).filter(
    (s) => s.opportunityId === JOB.id,
  )
  expect(subscriptions, 'one subscription for the user and the opening').toHaveLength(1)
  expect(subscriptions[0]).toMatchObject({
    step: 'applied',
    isDeleted: false,
    indicationName: REFERRAL.name,
    indicationEmail: REFERRAL.email,
  })
  expect(subscriptions[0]!.answers).toEqual(ANSWERS)
}

// ── Keyboard ───────────────────────────────────────────────────────────────────────────────────────

/** What has the focus, for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'nothing (body)'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
    return `<${element.tagName.toLowerCase()} role="${element.getAttribute('role') ?? ''}" id="${element.id}"> "${name}"`
  })

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const holdsFocus = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement))

/**
 * Presses `key` once and waits for the focus to move: Radix moves it a moment after the key (in a
 * timeout), so checking at once could see the old focus and press again past the target.
 */
async function pressAndWaitForFocusMove(page: Page, key: string) {
  const before = await page.evaluateHandle(() => document.activeElement)
  await page.keyboard.press(key)
  await page
    .waitForFunction((element) => document.activeElement !== element, before, { timeout: 2000 })
    .catch(() => undefined) // the key moved nothing (the end of a list): the caller's check tells
  await before.dispose()
}

/** Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus (or, `within`, holds it). */
async function pressUntil(page: Page, key: string, target: Locator, { within = false, max = 60 } = {}) {
  await expect(target).toBeAttached()
  const reached = within ? holdsFocus : hasFocus
  for (let presses = 0; presses < max && !(await reached(target)); presses++)
    await pressAndWaitForFocusMove(page, key)
  expect(
    await reached(target),
    `${key} never reached ${target}; the focus is on ${await describeFocus(page)}`,
  ).toBe(true)
}

const tabTo = (page: Page, target: Locator, options?: { within?: boolean }) =>
  pressUntil(page, 'Tab', target, options)

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}

/** A Radix select: Tab to it, open it with `openKey`, walk down with the arrows to `option`, Enter. */
async function chooseByArrows(
  page: Page,
  label: string,
  option: string,
  openKey: 'Enter' | ' ' | 'ArrowDown',
) {
  const trigger = form(page).getByRole('combobox', { name: label, exact: true })
  await tabTo(page, trigger)
  await page.keyboard.press(openKey)
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  await expect(listbox.locator('[role="option"]:focus')).toHaveCount(1)
  await pressUntil(page, 'ArrowDown', listbox.getByRole('option', { name: option, exact: true }), { max: 40 })
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
  await expect(trigger).toHaveText(option)
  await expect(trigger).toBeFocused()
}

/** A Radix select chosen by typeahead: open it, type the option's first letters, Enter. */
async function chooseByTyping(page: Page, label: string, typed: string, option: string) {
  const trigger = form(page).getByRole('combobox', { name: label, exact: true })
  await tabTo(page, trigger)
  await page.keyboard.press('Enter')
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  await expect(listbox.locator('[role="option"]:focus')).toHaveCount(1)
  await page.keyboard.type(typed)
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
  await expect(trigger).toHaveText(option)
}

/** A radio group: Tab into it (one stop), the arrows to `option`, Space if the arrows did not check it. */
async function radioByKeyboard(
  page: Page,
  group: Locator,
  option: string,
  arrow: 'ArrowDown' | 'ArrowRight',
) {
  await tabTo(page, group, { within: true })
  const radio = group.getByRole('radio', { name: option, exact: true })
  await pressUntil(page, arrow, radio, { max: 10 })
  if (!(await radio.isChecked())) await page.keyboard.press(' ')
  await expect(radio).toBeChecked()
}

/** A check box: Tab (or Shift+Tab) to it, Space. */
async function tickByKeyboard(page: Page, box: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await pressUntil(page, key, box)
  await page.keyboard.press(' ')
  await expect(box).toBeChecked()
}

test('a reload in the middle of tab 2, and a session expiry before submit: every answer is still there', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await openApplication(page, 'resilience.reload')
  await checkA11y()
  await completeTabOne(page)

  await noExperience(page).check()
  await referralName(page).fill(REFERRAL.name)
  await draftSavedAfter(page, () => referralEmail(page).fill(REFERRAL.email))
  await checkA11y()

  // The reload: the form reopens where it was, on tab 2, with the referral.
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(tab(page, ptBR.application.tabs.complementary)).toHaveAttribute('aria-selected', 'true')
  await expectReferralKept(page)
  await expectNoExperienceKept(page)
  await checkA11y()
  await tab(page, ptBR.application.tabs.basic).click()
  await expect(tab(page, ptBR.application.tabs.basic)).toHaveAttribute('aria-selected', 'true')
  await expectTabOneKept(page)
  await checkA11y()
  await submit(page, ptBR.application.nextStep).click()
  await expect(tab(page, ptBR.application.tabs.complementary)).toHaveAttribute('aria-selected', 'true')
  await expectReferralKept(page)
  await expectNoExperienceKept(page)

  // The session ends on the platform; the submit asks for a new login.
  expect(await expireSessions(page.request, user.id)).toBeGreaterThan(0)
  await submit(page, ptBR.application.finish).click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await expect(dialog).toBeVisible()
  // Behind the modal dialog (hidden from the accessibility tree), the submit waits for the new login.
  await expect(page.locator('[data-slot="application-layout-submit"]')).toHaveAttribute('aria-busy', 'true')
  await checkA11y()
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()

  // The same step is retried with the new session: the application goes through.
  await expect(page).toHaveURL(/\/inscricao-confirmada\?vaga=.*&id=100001$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  await checkA11y()
  await expectOneApplication(page, user.id)
})

test('the network failing during submit (requests aborted): a clear message, nothing lost; the retry succeeds; a double click yields one subscription', async ({
  page,
  checkA11y,
  failingOnPurpose,
}) => {
  test.slow()
  const user = await openApplication(page, 'resilience.network')
  await completeTabOne(page)
  await noExperience(page).check()
  await referralName(page).fill(REFERRAL.name)
  await referralEmail(page).fill(REFERRAL.email)
  await checkA11y()

  // Every call to the platform fails as a dropped connection would.
  failingOnPurpose.add(graphqlUrl)
  let aborted = 0
  await page.route(graphqlUrl, (route) => {
    aborted += 1
    return route.abort()
  })
  await submit(page, ptBR.application.finish).click()
  const alert = page.getByRole('alert').filter({ hasText: ptBR.application.networkFailed })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(ptBR.common.uoops)
  expect(aborted).toBeGreaterThan(0)
  // Still on tab 2, nothing lost, the button ready for a retry.
  await expect(tab(page, ptBR.application.tabs.complementary)).toHaveAttribute('aria-selected', 'true')
  await expectReferralKept(page)
  await expect(noExperience(page)).toBeChecked()
  await expect(submit(page, ptBR.application.finish)).not.toHaveAttribute('aria-busy')
  await expect(page).toHaveURL(new RegExp(`${JOB.path}$`))
  await checkA11y()

  // The connection is back: tab 1 is as it was.
  await page.unroute(graphqlUrl)
  await tab(page, ptBR.application.tabs.basic).click()
  await expectTabOneKept(page)
  await submit(page, ptBR.application.nextStep).click()
  await expect(tab(page, ptBR.application.tabs.complementary)).toHaveAttribute('aria-selected', 'true')
  await expectReferralKept(page)
  await expectNoExperienceKept(page)

  // A double click on the retry: one submission. The subscription is unique per user and opening on the
  // platform anyway, so the calls made from the form are counted too: the personal data and the
  // subscription, once each; a second submission would send both again (4). A draft save retried after
  // the aborted one may land in the same moment, so at most one more call is allowed.
  let calls = 0
  page.on('request', (request) => {
    if (request.url() === graphqlUrl && new URL(page.url()).pathname === JOB.path) calls += 1
  })
  await submit(page, ptBR.application.finish).dblclick()
  await expect(page).toHaveURL(/\/inscricao-confirmada\?vaga=.*&id=100001$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  expect(
    calls,
    'calls to the platform from the double click (savePersonalData, subscribe)',
  ).toBeGreaterThanOrEqual(2)
  expect(calls, 'a second submission would send both again').toBeLessThan(4)
  await checkA11y()
  await expectOneApplication(page, user.id)
})

test('the whole application completed by keyboard alone', async ({ page, checkA11y }) => {
  test.slow()
  const user = await candidate(page, 'resilience.keyboard')

  // The login the application asks for, by keyboard.
  await visit(page, JOB.path)
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await expect(dialog).toBeVisible()
  await checkA11y()
  await typeInto(page, dialog.getByRole('textbox', { name: 'E-mail' }), user.email)
  await tabTo(page, dialog.getByLabel('Senha', { exact: true }))
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await fichaReady(page)
  await checkA11y()

  // Tab 1: the focus starts at the first field; from there on, only the keyboard.
  await form(page).getByRole('combobox', { name: fields.pronoun, exact: true }).focus()
  await chooseByArrows(page, fields.pronoun, 'Ela/dela', 'Enter')
  await chooseByArrows(page, fields.race_and_ethnicity, 'Parda', ' ')
  await checkA11y()
  await chooseByArrows(page, fields.gender, 'Mulher cisgênero', 'ArrowDown')
  await chooseByArrows(page, fields.sexual_orientation, 'Heterossexual', 'Enter')
  await tabTo(page, form(page).getByRole('textbox', { name: fields.birthday }))
  await page.keyboard.type('15031990')
  await expect(form(page).getByRole('textbox', { name: fields.birthday })).toHaveValue('15/03/1990')
  await chooseByArrows(page, fields.personal_income, 'De 3 a 5 salários mínimos', ' ')
  await chooseByArrows(page, fields.family_income, 'De 5 a 10 salários mínimos', 'Enter')
  await chooseByArrows(page, fields.marital_status, 'Solteiro(a)', 'ArrowDown')

  // The opening's questions.
  await typeInto(
    page,
    form(page).getByRole('textbox', { name: 'Nome completo da mãe' }),
    'Maria Aparecida Duarte',
  )
  await typeInto(page, form(page).getByRole('textbox', { name: 'RG', exact: true }), '12.345.678-9')
  await chooseByTyping(page, EXCEL, 'Ava', 'Avançado')
  await radioByKeyboard(page, question(page, ANBIMA), 'Sim, CPA-20', 'ArrowDown')
  await tickByKeyboard(page, question(page, BUREAUS).getByRole('checkbox', { name: 'Serasa Experian' }))
  const resume = question(page, RESUME)
  // Waiting for the file chooser turns on its interception without waiting for the browser's answer;
  // started only beside the key press, a loaded machine let Enter open the (invisible) native chooser
  // first and the journey waited forever. Started before the Tab presses, it is on by the time of Enter.
  const chooserOpened = page.waitForEvent('filechooser')
  await tabTo(page, resume.locator('input[type="file"]'))
  await page.keyboard.press('Enter')
  const chooser = await chooserOpened
  await chooser.setFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(
    resume.getByRole('button', { name: ptBR.ui.forms.fileUpload.view('curriculo.pdf') }),
  ).toBeVisible()
  await radioByKeyboard(page, question(page, AVAILABLE), 'Sim', 'ArrowDown')

  // Yes/no, the address.
  await radioByKeyboard(
    page,
    form(page).getByRole('radiogroup', { name: fields.has_disability }),
    'Não',
    'ArrowRight',
  )
  await radioByKeyboard(
    page,
    form(page).getByRole('radiogroup', { name: fields.need_help_selection_process }),
    'Não',
    'ArrowRight',
  )
  await tabTo(page, form(page).getByRole('textbox', { name: fields.zipcode }))
  await page.keyboard.type('01310100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await typeInto(page, form(page).getByRole('textbox', { name: fields.number, exact: true }), '1000')
  await checkA11y()
  await tabTo(page, submit(page, ptBR.application.nextStep))
  await page.keyboard.press('Enter')

  // Tab 2: the focus stays on the button; back to the experience box, then the referral.
  await expect(tab(page, ptBR.application.tabs.complementary)).toHaveAttribute('aria-selected', 'true')
  await expect(submit(page, ptBR.application.finish)).toBeFocused()
  await tickByKeyboard(page, noExperience(page), 'Shift+Tab')
  await typeInto(page, referralName(page), REFERRAL.name)
  await typeInto(page, referralEmail(page), REFERRAL.email)
  await checkA11y()
  await tabTo(page, submit(page, ptBR.application.finish))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/inscricao-confirmada\?vaga=.*&id=100001$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  await checkA11y()
  await expectOneApplication(page, user.id)
})
