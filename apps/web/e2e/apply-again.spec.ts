// Applying again in one step (docs/apply-again.md): a candidate who applied to 100001 opens a second
// opening (200528) that asks 100001's Excel question by the same text and type. Nothing is missing, so
// the ficha is one review screen: the profile, the earlier answer marked 'Resposta anterior', and
// 'Confirmar inscrição'. Editing the answers opens the form with the answer filled in and pointed out;
// the next step comes back to the review; the confirmation sends it. Nothing of it lands in the URL or
// in browser storage. Axe on every page.
import { ptBR } from '@carreiras/core'
import { expect, test, visit } from './fixtures'
import {
  JOB,
  answerQuestions,
  candidate,
  fichaReady,
  fillPersonalData,
  form,
  signInTo,
  submit,
} from './application-helpers'

const SECOND = { id: 200528, title: 'Analista de Riscos Sênior' }
const EXCEL = 'Qual é o seu nível de conhecimento em Excel?'
const t = ptBR.applyAgain

test('a candidate who applied once applies to a second opening with a shared question in one review step', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'de-novo')

  // The first application, through both tabs (Excel: 'Avançado').
  await signInTo(page, user)
  await fichaReady(page)
  await fillPersonalData(page)
  await answerQuestions(page)
  await submit(page, ptBR.application.nextStep).click()
  await page.getByRole('checkbox', { name: ptBR.profile.experience.none }).check()
  await submit(page, ptBR.application.finish).click()
  await expect(page).toHaveURL(/\/inscricao-confirmada\?vaga=.*&id=100001$/)

  // The second opening: one review screen with everything that will be sent.
  await visit(page, `/vagas/${SECOND.id}/inscricao`)
  await expect(
    page.getByRole('heading', { level: 1, name: ptBR.application.title(SECOND.title) }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: t.review.title })).toBeFocused()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveCount(0)
  const personal = page.getByRole('region', { name: t.review.personal })
  await expect(personal).toContainText(user.email)
  await expect(personal).toContainText('Avenida Paulista')
  const questions = page.getByRole('region', { name: t.review.questions })
  await expect(questions).toContainText(EXCEL)
  await expect(questions).toContainText('Avançado')
  await expect(questions).toContainText(t.earlier.badge)
  await expect(questions).toContainText(t.earlier.note(JOB.title))
  await checkA11y()

  // Editing the answers: the form, the earlier answer filled in and pointed out; the next step reviews again.
  await page.getByRole('button', { name: t.review.editQuestions }).click()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const excel = form(page).getByRole('combobox', { name: EXCEL })
  await expect(excel).toContainText('Avançado')
  await expect(excel).toHaveAccessibleDescription(new RegExp(t.earlier.badge))
  await checkA11y()
  await submit(page, ptBR.application.nextStep).click()
  await expect(page.getByRole('heading', { level: 2, name: t.review.title })).toBeVisible()

  // Nothing personal in the address or the browser's storage.
  expect(page.url()).not.toContain('Avan')
  const stored = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
  )
  expect(stored).not.toContain('Avançado')
  expect(stored).not.toContain(user.cpf!.slice(0, 9))

  await page.getByRole('button', { name: t.review.confirm }).click()
  await expect(page).toHaveURL(new RegExp(`/inscricao-confirmada\\?vaga=.*&id=${SECOND.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  await checkA11y()

  // The detail says so: the application was sent.
  await visit(page, `/vagas/${SECOND.id}`)
  await expect(page.getByRole('button', { name: ptBR.job.applied })).toBeDisabled()
})
