// Online tests against the real platform and web servers, axe on every page: applying to an opening with
// in-house tests (every question kind and its rule messages, 'Finalizar', 'Finalizar Inscrição' → 'Inscrição
// Confirmada!'), a timed test (a reload resumes with the time really left; the time running out; a late
// answer refused by the platform), a partner test through the stand-in and /return_test, pending tests
// without a subscription, extra time for a candidate with a disability, a dropped connection during a
// question, and one whole test by keyboard alone. (Tests 2015 and 2018, a test that cannot be edited and the
// load failures: tests-edges.spec.ts.)
import { ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { candidate, fields, form, signInTo, submit, yesNo } from './application-helpers'
import { platformUrl, siteGraphqlUrl, startApplication } from './platform'

const t = ptBR.tests
const WITH_IN_HOUSE = { id: 100006, title: 'Analista de Dados Júnior' }
const WITH_TIMED_AND_PARTNER = { id: 100007, title: 'Analista de Marketing Digital' }
const PCD = { id: 100003, title: 'Assistente Administrativo(a) – PcD' }
const TIMED = { id: 3002, name: 'Raciocínio Lógico' }

/** Tab 1 and tab 2 of an opening with the default form structure, then its tests page. */
async function applyUntilTests(page: Page, opportunityId: number, { disability = false } = {}) {
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible()
  await form(page).getByRole('textbox', { name: fields.birthday }).fill('02/02/1995')
  if (disability) {
    await yesNo(page, fields.has_disability, 'Sim')
    await form(page).getByRole('checkbox', { name: 'Física' }).check()
  }
  await form(page).getByRole('textbox', { name: fields.zipcode }).fill('01310-100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await form(page).getByRole('textbox', { name: fields.number, exact: true }).fill('20')
  if (opportunityId === PCD.id) {
    await form(page)
      .getByRole('textbox', { name: 'Conte brevemente por que você se interessou por esta vaga.' })
      .fill('Quero crescer na área administrativa.')
  }
  await submit(page, ptBR.application.nextStep).click()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.complementary })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await submit(page, ptBR.application.nextStep).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${opportunityId}/inscricao/testes$`))
  await listReady(page)
}

/** The tests list has loaded: its title (drawn by the server) and its summary (once the tests are in). */
async function listReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: t.listTitle })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /testes?\b/ })).toBeVisible()
}

const testCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
const timer = (page: Page) => page.getByRole('timer')
const secondsOn = async (page: Page) => {
  const [m, s] = (await timer(page).innerText()).trim().split(':').map(Number)
  return m! * 60 + s!
}

test('apply with in-house tests: every question kind and its rules, Finalizar, then Finalizar Inscrição', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'inhouse')
  await signInTo(page, user, `/vagas/${WITH_IN_HOUSE.id}/inscricao`)
  await applyUntilTests(page, WITH_IN_HOUSE.id)

  // The hidden test is not listed; the thank-you survey is, and does not block the subscription.
  await expect(page.getByText(t.summary.missing(2))).toBeVisible()
  await expect(page.getByText('Triagem Interna')).toHaveCount(0)
  await expect(page.getByRole('button', { name: t.finish })).toHaveCount(0)
  await expect(page.getByText(ptBR.application.steps.takeTests)).toBeVisible()
  await checkA11y()

  await testCard(page, 'Avaliação de Conhecimentos Gerais').getByRole('link', { name: t.take }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Avaliação de Conhecimentos Gerais' }),
  ).toBeVisible()
  await expect(page.getByText(t.questionsCount(6))).toBeVisible()
  await expect(page.getByText(t.timer.untimed)).toBeVisible()
  // Test pages hide the header and the footer.
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await checkA11y()
  await page.getByRole('button', { name: t.start }).click()

  // 1: single choice with an image; nothing chosen → 'Selecione 1 opção'.
  await expect(page.getByText(t.questionOf(1, 6))).toBeVisible()
  await expect(page.getByRole('img', { name: t.questionImage })).toBeVisible()
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.answer.selectOptions(1))).toBeVisible()
  await checkA11y()
  await page.getByRole('radio', { name: 'Abril' }).check()
  await page.getByRole('button', { name: t.next }).click()

  // 2: multiple choice (2); a third option → the maximum message.
  await expect(page.getByText(t.questionOf(2, 6))).toBeVisible()
  await page.getByRole('checkbox', { name: 'Combinar as prioridades no início do dia' }).check()
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.answer.selectOptions(2))).toBeVisible()
  await page.getByRole('checkbox', { name: 'Registrar as tarefas em um quadro compartilhado' }).check()
  await page.getByRole('checkbox', { name: 'Guardar as informações só para si' }).click()
  await expect(page.getByText(t.answer.maxOptions)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Guardar as informações só para si' })).not.toBeChecked()
  await checkA11y()
  await page.getByRole('button', { name: t.next }).click()

  // 3: text of 20 to 300 characters.
  await expect(page.getByText(t.questionOf(3, 6))).toBeVisible()
  const answer = page.getByRole('textbox', { name: t.answerLabel })
  await answer.fill('Curta demais')
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.answer.length(20, 300))).toBeVisible()
  await expect(answer).toHaveAttribute('aria-invalid', 'true')
  await expect(answer).toHaveValue('Curta demais')
  await answer.fill('Organizei um mutirão para zerar as pendências do caixa em uma semana.')
  await page.getByRole('button', { name: t.next }).click()

  // 4: text with the default range (0 to 200).
  await expect(page.getByText(t.questionOf(4, 6))).toBeVisible()
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.answer.length(0, 200))).toBeVisible()
  await page.getByRole('textbox', { name: t.answerLabel }).fill('Análise de dados na prática.')
  await page.getByRole('button', { name: t.next }).click()

  // 5: a video: only a YouTube link.
  await expect(page.getByText(t.questionOf(5, 6))).toBeVisible()
  const video = page.getByRole('textbox', { name: t.videoLabel })
  await video.fill('https://vimeo.com/123456')
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.answer.youtubeOnly)).toBeVisible()
  await video.fill('https://youtu.be/dQw4w9WgXcQ')
  await page.getByRole('button', { name: t.next }).click()

  // 6: options with images; the last question says 'Finalizar' and returns to the tests page.
  await expect(page.getByText(t.questionOf(6, 6))).toBeVisible()
  await expect(page.getByRole('img', { name: t.optionImage('Triângulo') })).toBeVisible()
  await checkA11y()
  await page.getByRole('radio', { name: 'Triângulo' }).check()
  await page.getByRole('button', { name: t.last }).click()

  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_IN_HOUSE.id}/inscricao/testes$`))
  await expect(testCard(page, 'Avaliação de Conhecimentos Gerais').getByText(t.status.finished)).toBeVisible()
  await expect(page.getByText(t.summary.missing(1))).toBeVisible()
  await checkA11y()
  await page.getByRole('button', { name: t.finish }).click()
  await expect(page.getByRole('heading', { name: ptBR.application.confirmedTitle })).toBeVisible()
  // The survey required after applying (thank_you) is offered here, not before.
  await expect(page.getByRole('heading', { level: 2, name: t.thankYouTitle })).toBeVisible()
  await expect(
    testCard(page, 'Pesquisa de Experiência do Candidato').getByRole('link', { name: t.take }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: t.finish })).toHaveCount(0)
  await checkA11y()

  // The opening now says the candidate has applied.
  await visit(page, `/vagas/${WITH_IN_HOUSE.id}`)
  await expect(page.getByRole('button', { name: ptBR.job.applied })).toBeDisabled()
})

test('a timed test: a reload resumes with the real time left; the time runs out; a late answer is refused', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'timed')
  await signInTo(page, user, `/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao`)
  await applyUntilTests(page, WITH_TIMED_AND_PARTNER.id)
  await testCard(page, TIMED.name).getByRole('link', { name: t.take }).click()
  await expect(page.getByText(t.timer.limit('5 minutos'))).toBeVisible()
  // No disability declared: no extra time offered.
  await expect(page.getByRole('button', { name: t.extraTime.request })).toHaveCount(0)
  await page.getByRole('button', { name: t.start }).click()

  await expect(timer(page)).toBeVisible()
  await checkA11y()
  const before = await secondsOn(page)
  expect(before).toBeGreaterThan(280)
  await page.waitForTimeout(3000)
  await page.reload()
  await expect(timer(page)).toBeVisible()
  const after = await secondsOn(page)
  expect(after).toBeLessThanOrEqual(before - 3)
  expect(after).toBeGreaterThan(250)

  // The platform's clock: the deadline passes while the page still counts down; the answer is refused.
  const response = await page.request.post(`${platformUrl}/dev/test-headers/deadline`, {
    data: { userId: user.id, testId: TIMED.id, secondsLeft: -5 },
  })
  expect(response.status(), await response.text()).toBe(200)
  await page.getByRole('radio', { name: 'Todo A é C' }).check()
  await page.getByRole('button', { name: t.next }).click()
  const timeUp = page.getByRole('alertdialog', { name: t.timeUp })
  await expect(timeUp).toBeVisible()
  await checkA11y()
  await timeUp.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes$`))
  await expect(testCard(page, TIMED.name).getByText(t.status.finished)).toBeVisible()
})

test('the timer runs out on the page: Tempo esgotado! and back to the tests page', async ({ page }) => {
  const user = await candidate(page, 'runout')
  await startApplication(user, PCD.id)
  await signInTo(page, user, `/vagas/${PCD.id}/inscricao/raciocinio-logico/${TIMED.id}`)
  await page.getByRole('button', { name: t.start }).click()
  await expect(timer(page)).toBeVisible()
  // A few seconds left by the platform's clock; the page counts them down after a reload.
  await page.request.post(`${platformUrl}/dev/test-headers/deadline`, {
    data: { userId: user.id, testId: TIMED.id, secondsLeft: 4 },
  })
  await page.reload()
  await expect(timer(page)).toBeVisible()
  expect(await secondsOn(page)).toBeLessThanOrEqual(4)
  const timeUp = page.getByRole('alertdialog', { name: t.timeUp })
  await expect(timeUp).toBeVisible({ timeout: 15_000 })
  await timeUp.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${PCD.id}/inscricao/testes$`))
})

test('a partner test: Atenção → the partner in a new tab → /return_test → Validando Teste... → Finalizado', async ({
  page,
  context,
  checkA11y,
}) => {
  const user = await candidate(page, 'partner')
  await startApplication(user, WITH_TIMED_AND_PARTNER.id)
  await signInTo(page, user, `/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes`)
  const card = testCard(page, 'Teste de Inglês Online')
  await expect(card.getByText(t.status.pending)).toBeVisible()
  await card.getByRole('button', { name: new RegExp(t.takePartner) }).click()
  const dialog = page.getByRole('alertdialog', { name: t.partner.title })
  await expect(dialog.getByText(t.partner.message)).toBeVisible()
  await checkA11y()
  // 'Fechar' closes it without leaving.
  await dialog.getByRole('button', { name: t.partner.close }).click()
  await expect(dialog).toHaveCount(0)
  await card.getByRole('button', { name: new RegExp(t.takePartner) }).click()
  const [partner] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('alertdialog').getByRole('button', { name: t.partner.go }).click(),
  ])
  await partner.waitForLoadState()
  await expect(partner.getByRole('heading', { level: 1 })).toBeVisible()
  await checkA11y(partner)
  await partner.getByRole('button', { name: 'Concluir teste' }).click()
  await expect(partner).toHaveURL(
    new RegExp(
      `/return_test/${user.id}/3101/${WITH_TIMED_AND_PARTNER.id}$|/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes$`,
    ),
  )
  await expect(partner).toHaveURL(new RegExp(`/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes$`))
  await expect(testCard(partner, 'Teste de Inglês Online').getByText(t.status.finished)).toBeVisible()
  await checkA11y(partner)
  // The first tab sees it too once it loads the list again.
  await page.reload()
  await expect(testCard(page, 'Teste de Inglês Online').getByText(t.status.finished)).toBeVisible()
})

test('return_test: Validando Teste... with the first name; without a completion, Uoops and the tests page', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'return')
  await signInTo(page, user, `/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes`)
  await listReady(page)
  // No completion was recorded by the partner: the platform says no. The validating screen stays beneath.
  await visit(page, `/return_test/${user.id}/3101/${WITH_TIMED_AND_PARTNER.id}`)
  // (Read as text: once 'Uoops' opens, the modal hides the page beneath from role queries.)
  await expect(page.locator('h1', { hasText: t.returnTest.title })).toBeVisible()
  await expect(page.getByText(t.returnTest.message('Helena'))).toBeVisible()
  const failure = page.getByRole('alertdialog', { name: t.returnFailed.title })
  await expect(failure.getByText(t.returnFailed.message)).toBeVisible()
  await checkA11y()
  await failure.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes$`))
})

test('pending tests without a subscription: Você não está inscrito na oportunidade, then the job', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'pending')
  await signInTo(page, user, `/vagas/${WITH_IN_HOUSE.id}/inscricao/testes-pendentes`)
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText(t.notEnrolled)).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_IN_HOUSE.id}(-[a-z0-9-]+)?$`))
  await expect(page.getByRole('heading', { level: 1, name: WITH_IN_HOUSE.title })).toBeVisible()
})

test('a test opened without an application: the load error, then the tests page; the platform kept no clock', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'sem-inscricao')
  await signInTo(page, user, `/vagas/${PCD.id}/inscricao/raciocinio-logico/${TIMED.id}`)
  const failure = page.getByRole('alertdialog', { name: ptBR.common.uoops })
  await expect(failure.getByText(t.testLoadFailed)).toBeVisible()
  await expect(page.getByRole('button', { name: t.start })).toHaveCount(0)
  await checkA11y()
  await failure.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${PCD.id}/inscricao/testes$`))
  // No test header (the clock's record) was made for this candidate.
  const clock = await page.request.post(`${platformUrl}/dev/test-headers/deadline`, {
    data: { userId: user.id, testId: TIMED.id, secondsLeft: 60 },
  })
  expect(clock.status()).toBe(404)
})

test('a candidate with a disability asks for extra time; a dropped connection keeps the answer and sends it later', async ({
  page,
  context,
  checkA11y,
  failingOnPurpose,
}) => {
  failingOnPurpose.add(siteGraphqlUrl)
  test.slow()
  const user = await candidate(page, 'pcd')
  await signInTo(page, user, `/vagas/${PCD.id}/inscricao`)
  await applyUntilTests(page, PCD.id, { disability: true })
  await testCard(page, TIMED.name).getByRole('link', { name: t.take }).click()
  await expect(page.getByText(t.timer.limit('5 minutos'))).toBeVisible()
  await page.getByRole('button', { name: t.extraTime.request }).click()
  await expect(page.getByText(t.extraTime.granted('7 minutos e 30 segundos'))).toBeVisible()
  await expect(page.getByText(t.timer.limit('7 minutos e 30 segundos'))).toBeVisible()
  await expect(page.getByRole('button', { name: t.extraTime.request })).toHaveCount(0)
  await checkA11y()
  await page.getByRole('button', { name: t.start }).click()
  await expect(timer(page)).toBeVisible()
  expect(await secondsOn(page)).toBeGreaterThan(420)

  // Offline: the answer is kept and shown as not saved; back online, it is sent and the test goes on.
  await page.getByRole('radio', { name: 'Todo A é C' }).check()
  await context.setOffline(true)
  await page.getByRole('button', { name: t.next }).click()
  await expect(page.getByText(t.save.unsaved, { exact: true })).toBeVisible()
  await expect(page.getByText(t.save.offline)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Todo A é C' })).toBeChecked()
  await checkA11y()
  await context.setOffline(false)
  await expect(page.getByText(t.questionOf(2, 3))).toBeVisible()
})

test('one whole test by keyboard alone', async ({ page, checkA11y }) => {
  const user = await candidate(page, 'keyboard-test')
  await startApplication(user, WITH_TIMED_AND_PARTNER.id)
  await signInTo(page, user, `/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/raciocinio-logico/${TIMED.id}`)
  const start = page.getByRole('button', { name: t.start })
  await expect(start).toBeVisible()
  await page.keyboard.press('Tab')
  await expect
    .poll(async () => {
      await page.keyboard.press('Tab')
      return start.evaluate((element) => element === document.activeElement)
    })
    .toBe(true)
  await page.keyboard.press('Enter')
  for (const [n, option] of [
    [1, 'Todo A é C'],
    [2, '32'],
    [3, 'Carla'],
  ] as const) {
    await expect(page.getByText(t.questionOf(n, 3))).toBeVisible()
    const radio = page.getByRole('radio', { name: option, exact: true })
    // Tab into the radio group, arrows to the option, Tab to the button, Enter.
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab')
        return page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)
      })
      .toBe('radio')
    await expect
      .poll(async () => {
        if (await radio.evaluate((element) => element === document.activeElement)) return true
        await page.keyboard.press('ArrowDown')
        return false
      })
      .toBe(true)
    await page.keyboard.press('Space')
    await expect(radio).toBeChecked()
    const button = page.getByRole('button', { name: n === 3 ? t.last : t.next })
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab')
        return button.evaluate((element) => element === document.activeElement)
      })
      .toBe(true)
    await page.keyboard.press('Enter')
  }
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TIMED_AND_PARTNER.id}/inscricao/testes$`))
  await expect(testCard(page, TIMED.name).getByText(t.status.finished)).toBeVisible()
  await checkA11y()
})
