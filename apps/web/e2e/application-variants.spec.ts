// The application's other paths: an opening with tests (the steps bar, 'Próxima Etapa' on tab 2, then its
// tests page), the external apply site (`ninenine_apply`), the WhatsApp chat link (`whatsapp_apply`), the
// error page with the first name, the lead's 'Continuar Inscrição', and a `source` query parameter saved on
// any page, and uploads the platform refuses. Axe on every page.
import { STORAGE_KEYS, ptBR } from '@carreiras/core'
import { expect, test, visit } from './fixtures'
import {
  JOB,
  PDF,
  candidate,
  fichaReady,
  fields,
  form,
  question,
  signInTo,
  submit,
  yesNo,
} from './application-helpers'

const WITH_TESTS = { id: 100003, title: 'Assistente Administrativo(a) – PcD' }
const EXTERNAL_APPLY_ID = 100004
const WHATSAPP_APPLY_ID = 100005

test('an opening with tests: the steps bar, “Próxima Etapa” on both tabs, then its tests page', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'tests')
  await signInTo(page, user, `/vagas/${WITH_TESTS.id}/inscricao`)
  await fichaReady(page, WITH_TESTS.title)
  await expect(page.getByText(ptBR.application.steps.fillProfile)).toBeVisible()
  await expect(page.getByText(ptBR.application.steps.takeTests)).toBeVisible()
  await checkA11y()

  await form(page).getByRole('textbox', { name: fields.birthday }).fill('02/02/1995')
  await form(page).getByRole('textbox', { name: fields.zipcode }).fill('01310-100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await form(page).getByRole('textbox', { name: fields.number, exact: true }).fill('20')
  await form(page)
    .getByRole('textbox', { name: 'Conte brevemente por que você se interessou por esta vaga.' })
    .fill('Quero crescer na área administrativa.')
  await submit(page, ptBR.application.nextStep).click()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.complementary })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // With tests the button still reads 'Próxima Etapa'; it saves the data and opens the tests.
  await submit(page, ptBR.application.nextStep).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TESTS.id}/inscricao/testes$`))
  await expect(page.getByRole('heading', { level: 1, name: ptBR.tests.listTitle })).toBeVisible()
  await expect(page.getByText(ptBR.tests.summary.missing(1))).toBeVisible()
  await checkA11y()

  // The lead shows 'Continuar Inscrição' on the detail.
  await visit(page, `/vagas/${WITH_TESTS.id}`)
  await expect(page.getByRole('link', { name: ptBR.job.continue })).toHaveAttribute(
    'href',
    new RegExp(`/vagas/${WITH_TESTS.id}.*/inscricao$`),
  )
})

test('external apply site and WhatsApp: the hand-off with the id and a callback, the chat link', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'handoff')
  // The external site is not reachable here: answer it locally and look at what was asked.
  const asked: URL[] = []
  await page.route('https://talentos.aurora.example/**', async (route) => {
    asked.push(new URL(route.request().url()))
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Parceiro</title>',
    })
  })
  await signInTo(page, user, `/vagas/${EXTERNAL_APPLY_ID}/inscricao`)
  // The hand-off is over when the browser is ON the external site, not when its request was seen: the
  // site's navigation is still on its way then, and a journey that navigated meanwhile was interrupted
  // by it ('page.goto … interrupted by another navigation', under load).
  await page.waitForURL((url) => url.hostname === 'talentos.aurora.example')
  const external = new URL(page.url())
  expect(external.pathname).toBe('/inscricao')
  expect(external.searchParams.get('opportunity_id')).toBe(String(EXTERNAL_APPLY_ID))
  expect(external.searchParams.get('callback_url')).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/inscricao-confirmada\\?vaga=.*&id=${EXTERNAL_APPLY_ID}$`),
  )
  // One hand-off: the site navigated there once.
  expect(asked.map(String)).toEqual([external.href])

  await visit(page, `/vagas/${WHATSAPP_APPLY_ID}/inscricao`)
  // The page's heading is the opening's (drawn by the server); the chat's title is one below it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Inscrição: /)
  await expect(page.getByRole('heading', { level: 2, name: ptBR.application.whatsapp.title })).toBeVisible()
  const chat = page.getByRole('link', { name: ptBR.application.whatsapp.open })
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/5511940028922\?text=.+/)
  await expect(chat).toHaveAttribute('target', '_blank')
  const text = new URL((await chat.getAttribute('href'))!).searchParams.get('text')
  expect(text).toContain('Atendente de Loja')
  await checkA11y()
})

test('the error page greets by first name; a source parameter on any page is saved', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'errorpage')
  await signInTo(page, user, '/erro-inscricao?vaga=100001')
  await expect(page.getByText(ptBR.application.errorPageGreeting('Helena'))).toBeVisible()
  await expect(page.getByRole('link', { name: /inscrição|Tentar/i }).first()).toBeVisible()
  await checkA11y()

  await visit(page, '/vagas/100001-analista-de-credito-pleno?source=linkedin')
  await expect
    .poll(() =>
      page.evaluate(
        (keys) => [localStorage.getItem(keys[0]!), localStorage.getItem(keys[1]!)],
        [STORAGE_KEYS.source, STORAGE_KEYS.sourceOpportunityId],
      ),
    )
    .toEqual(['linkedin', '100001'])
  await visit(page, '/?source=indeed')
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.sourceOpportunityId))
    .toBeNull()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.source)).toBe('indeed')
})

test('the ficha’s photo (crop, then saved), disabilities with a laudo removed after “Atenção”, need-help', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'laudo')
  await signInTo(page, user)
  await fichaReady(page)

  // A photo drawn here (400 x 300 PNG), cropped in the modal and sent.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 300
    const context = canvas.getContext('2d')!
    context.fillStyle = '#2a6f97'
    context.fillRect(0, 0, 400, 300)
    return canvas.toDataURL('image/png').split(',')[1]!
  })
  await page
    .locator('[data-slot="avatar-picker"] input[type="file"]')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') })
  const crop = page.getByRole('dialog', { name: ptBR.ui.overlays.avatarCrop.title })
  await expect(crop).toBeVisible()
  await expect(crop.getByRole('button', { name: ptBR.profile.avatar.rotate })).toBeVisible()
  await checkA11y()
  await crop.getByRole('button', { name: ptBR.profile.avatar.save }).click()
  await expect(crop).toBeHidden()
  await expect(page.locator('[data-slot="avatar-picker"] img')).toHaveAttribute('src', /\/files\//)

  // A photo in another format is refused with the spec's texts.
  await page
    .locator('[data-slot="avatar-picker"] input[type="file"]')
    .setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
  await expect(page.getByText(ptBR.profile.avatar.wrongFormat)).toBeVisible()

  // Disability: the list and the laudo appear; the laudo is removed only after 'Atenção'.
  await yesNo(page, fields.has_disability, 'Sim')
  const disabilities = form(page).getByRole('group', { name: fields.disabilities })
  await disabilities.getByRole('checkbox', { name: 'Deficiência visual' }).check()
  await form(page)
    .getByRole('group', { name: fields.laudo })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: PDF })
  const laudo = form(page).getByRole('group', { name: fields.laudo })
  await expect(laudo.getByText('laudo.pdf')).toBeVisible()
  await yesNo(page, fields.need_help_selection_process, 'Sim')
  const description = form(page).getByRole('textbox', { name: fields.description_help_selection_process })
  await description.fill('Intérprete de Libras na entrevista.')
  await expect(form(page).getByText('35 / 100')).toBeVisible()
  await checkA11y()

  await laudo.getByRole('button', { name: /Remover/ }).click()
  const confirm = page.getByRole('alertdialog', { name: ptBR.common.attention })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: ptBR.common.confirmRemove }).click()
  await expect(laudo.getByText('laudo.pdf')).toHaveCount(0)

  // 'Não' hides the list and clears it; the description goes with it.
  await yesNo(page, fields.has_disability, 'Não')
  await expect(disabilities).toHaveCount(0)
  await expect(description).toHaveCount(0)
  await yesNo(page, fields.has_disability, 'Sim')
  await expect(
    form(page)
      .getByRole('group', { name: fields.disabilities })
      .getByRole('checkbox', { name: 'Deficiência visual' }),
  ).not.toBeChecked()
})

test('the platform refuses a laudo and an attachment: the spec’s message, and the form keeps everything', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'refused-upload')
  await signInTo(page, user)
  await fichaReady(page)
  // Named and typed as a PDF (the browser's check passes), but not one: the platform refuses it.
  const notAPdf = { name: 'laudo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um PDF') }
  const { attachFailed, tryAgainLater } = ptBR.profile.file

  const mother = form(page).getByRole('textbox', { name: 'Nome completo da mãe' })
  await mother.fill('Maria Aparecida Duarte')
  await yesNo(page, fields.has_disability, 'Sim')
  const laudo = form(page).getByRole('group', { name: fields.laudo })
  await laudo.locator('input[type="file"]').setInputFiles(notAPdf)
  const laudoError = laudo.getByRole('alert')
  await expect(laudoError).toContainText(attachFailed)
  await expect(laudoError).toContainText(tryAgainLater)
  await expect(laudo.getByRole('button', { name: ptBR.ui.forms.fileUpload.view('laudo.pdf') })).toHaveCount(0)

  const resume = question(page, 'Currículo em PDF')
  await resume.locator('input[type="file"]').setInputFiles({ ...notAPdf, name: 'curriculo.pdf' })
  await expect(resume.getByRole('alert')).toContainText(attachFailed)
  // Nothing typed was lost, and the page is still the form.
  await expect(mother).toHaveValue('Maria Aparecida Duarte')
  await expect(form(page).getByRole('radio', { name: 'Sim' }).first()).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${JOB.path}$`))
  await checkA11y()

  // A real PDF goes through and the message goes away.
  await laudo
    .locator('input[type="file"]')
    .setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(laudo.getByText('laudo.pdf')).toBeVisible()
  await expect(laudo.getByText(attachFailed)).toHaveCount(0)
})
