// Applying to an opening against the real platform: the ficha's two tabs with every question type, uploads,
// the referral, the eliminatory refusal and its review, the draft that survives a reload and an expired
// session, a network failure during the submit, the closed opening, and the whole application by keyboard
// alone. Axe on every page and state.
import { DEFAULT_COMPANY_ID, ptBR } from '@carreiras/core'
import { expect, test, visit } from './fixtures'
import { followsOf, formatCpf } from './platform'
import {
  ALLOWED_DOMAIN,
  JOB,
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

const CLOSED_JOB_ID = 100002
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

test('apply to an opening without tests: both tabs, every question type, the referral → confirmed', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'apply')
  await signInTo(page, user)
  await fichaReady(page)
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByText(ptBR.application.requiredFieldsNote)).toBeVisible()
  // The existing CPF is read-only.
  await expect(form(page).getByRole('textbox', { name: fields.cpf })).toHaveValue(formatCpf(user.cpf!))
  await expect(form(page).getByRole('textbox', { name: fields.cpf })).toHaveAttribute('readonly', '')
  await checkA11y()

  await fillPersonalData(page)
  await answerQuestions(page)
  await checkA11y()
  await submit(page, ptBR.application.nextStep).click()

  await expect(page.getByRole('tab', { name: ptBR.application.tabs.complementary })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(submit(page, ptBR.application.finish)).toBeVisible()
  // Tab 2: the résumé sections the opening requires, and the referral (it lists allowed domains).
  await page.getByRole('checkbox', { name: ptBR.profile.experience.none }).check()
  await form(page).getByRole('textbox', { name: ptBR.application.referral.name }).fill('Rui Campos')
  await form(page)
    .getByRole('textbox', { name: ptBR.application.referral.email })
    .fill(`rui@${ALLOWED_DOMAIN}`)
  await checkA11y()
  await submit(page, ptBR.application.finish).click()

  await expect(page).toHaveURL(/\/inscricao-confirmada\?vaga=.*&id=100001$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  await checkA11y()
  // Applying made the candidate a follower of the company on the platform (followCompany), not only locally.
  await expect.poll(() => followsOf(page.request, user.id)).toEqual([DEFAULT_COMPANY_ID])

  // The detail and the card now say so.
  await visit(page, `/vagas/${JOB.id}`)
  await expect(page.getByRole('button', { name: ptBR.job.applied })).toBeDisabled()
  await visit(page, '/vagas')
  await expect(
    page
      .locator('article', { hasText: JOB.title })
      .getByRole('link', { name: new RegExp(ptBR.jobs.card.applied) }),
  ).toBeVisible()
})

test('missing answers, a wrong referral domain, a PNG and a 3 MB PDF: the spec’s messages, focus on the first', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'missing')
  await signInTo(page, user)
  await fichaReady(page)

  // Nothing filled: every required personal field says 'Campo obrigatório'; the first gets the focus.
  await submit(page, ptBR.application.nextStep).click()
  const pronoun = form(page).getByRole('combobox', { name: fields.pronoun })
  await expect(pronoun).toHaveAttribute('aria-invalid', 'true')
  await expect(pronoun).toBeFocused()
  for (const label of [fields.race_and_ethnicity, fields.gender, fields.marital_status]) {
    await expect(form(page).getByRole('combobox', { name: label })).toHaveAttribute('aria-invalid', 'true')
  }
  await expect(form(page).getByRole('textbox', { name: fields.birthday })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  // More than eight (a ninth is there), waited for: the form's last part may still be being drawn.
  await expect(form(page).getByText(ptBR.validation.required, { exact: true }).nth(8)).toBeVisible()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await checkA11y()

  // Personal data done, questions empty: each required question says so; the first question gets the focus.
  await fillPersonalData(page)
  await submit(page, ptBR.application.nextStep).click()
  const mother = form(page).getByRole('textbox', { name: 'Nome completo da mãe' })
  await expect(mother).toBeFocused()
  await expect(mother).toHaveAttribute('aria-invalid', 'true')
  await expect(form(page).getByRole('textbox', { name: 'RG', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(
    form(page).getByRole('combobox', { name: 'Qual é o seu nível de conhecimento em Excel?' }),
  ).toHaveAttribute('aria-invalid', 'true')
  for (const title of [
    'Você possui certificação Anbima (CPA-10 ou CPA-20)?',
    'Você tem disponibilidade para trabalhar presencialmente em São Paulo?',
  ]) {
    await expect(question(page, title).getByText(ptBR.validation.required)).toBeVisible()
  }
  await expect(question(page, 'Currículo em PDF').getByText(ptBR.validation.attachmentRequired)).toBeVisible()
  // The optional check boxes ask nothing.
  await expect(
    question(page, 'Quais birôs de crédito você já utilizou?').getByText(ptBR.validation.required),
  ).toHaveCount(0)
  await checkA11y()

  // Slug rules: 'mae' needs two words, 'rg' a plausible document.
  await mother.fill('Maria')
  await form(page).getByRole('textbox', { name: 'RG', exact: true }).fill('1111111')
  await submit(page, ptBR.application.nextStep).click()
  await expect(form(page).getByText(ptBR.validation.motherName)).toBeVisible()
  await expect(form(page).getByText(ptBR.validation.rg)).toBeVisible()

  // A PNG where a PDF is asked, then a 3 MB PDF: refused with the spec's texts, nothing sent.
  const upload = question(page, 'Currículo em PDF').locator('input[type="file"]')
  await upload.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG })
  await expect(question(page, 'Currículo em PDF').getByText(ptBR.profile.file.wrongFormat)).toBeVisible()
  await expect(
    question(page, 'Currículo em PDF').getByText(ptBR.profile.file.uploadFailedTitle),
  ).toBeVisible()
  const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)])
  await upload.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: big })
  await expect(question(page, 'Currículo em PDF').getByText(ptBR.profile.file.tooLarge)).toBeVisible()
  await checkA11y()

  // Everything right on tab 1; a referral from another domain lists the allowed ones.
  await answerQuestions(page)
  await submit(page, ptBR.application.nextStep).click()
  await expect(submit(page, ptBR.application.finish)).toBeVisible()
  // The opening requires the experience section: none listed and 'Não possuo experiência profissional'
  // unticked blocks tab 2.
  await submit(page, ptBR.application.finish).click()
  const noExperience = form(page)
    .getByRole('alert')
    .filter({ hasText: 'Informe sua experiência profissional' })
  await expect(noExperience).toHaveText('Informe sua experiência profissional')
  await expect(noExperience).toBeFocused()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.complementary })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await checkA11y()
  await page.getByRole('checkbox', { name: ptBR.profile.experience.none }).check()
  await form(page).getByRole('textbox', { name: ptBR.application.referral.email }).fill('rui@gmail.com')
  await submit(page, ptBR.application.finish).click()
  await expect(form(page).getByText(ptBR.validation.referralNameRequired)).toBeVisible()
  await form(page).getByRole('textbox', { name: ptBR.application.referral.name }).fill('Rui Campos')
  await submit(page, ptBR.application.finish).click()
  await expect(form(page).getByText(ptBR.validation.referralDomainsOnly)).toBeVisible()
  await expect(form(page).getByRole('listitem').filter({ hasText: ALLOWED_DOMAIN })).toBeVisible()
  await expect(form(page).getByRole('textbox', { name: ptBR.application.referral.email })).toBeFocused()
  await checkA11y()
  await expect(page).toHaveURL(new RegExp(`${JOB.path}$`))
})

test('an eliminatory answer: /inscricao-recusada with the template, and “Solicitar revisão” recorded', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'refused')
  await signInTo(page, user)
  await fichaReady(page)
  await fillPersonalData(page)
  await answerQuestions(page, { available: 'Não' })
  await submit(page, ptBR.application.nextStep).click()

  await expect(page).toHaveURL(/\/inscricao-recusada$/)
  const template =
    'Obrigado pelo interesse! Para esta vaga é necessário trabalhar presencialmente em São Paulo.'
  await expect(page.getByText(template)).toBeVisible()
  await expect(page.getByText(ptBR.application.refused.explanation)).toBeVisible()
  await checkA11y()

  await page.getByRole('button', { name: ptBR.application.refused.requestReview }).click()
  await expect(page.getByText(ptBR.application.refused.reviewRequested)).toBeVisible()
  await checkA11y()

  // After a reload the page still knows the refusal and that the review was asked for.
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByText(template)).toBeVisible()
  await expect(page.getByText(ptBR.application.refused.reviewRequested)).toBeVisible()
})

test('a closed opening: “Uoops” / “Inscrições Encerradas”, then /vagas/', async ({ page, checkA11y }) => {
  const user = await candidate(page, 'closed')
  await signInTo(page, user, `/vagas/${CLOSED_JOB_ID}/inscricao`)
  const dialog = page.getByRole('alertdialog', { name: ptBR.application.closedDialog.title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(ptBR.application.closedDialog.message)).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(/\/vagas\/$/)
})
