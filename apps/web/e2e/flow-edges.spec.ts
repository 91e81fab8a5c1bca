// Edges of the flows that the spec names (docs/decisions.md, "A closed opening on the tests pages", "The pending
// tests page"), against the real platform and web servers, axe on every page: a closed opening on the tests
// pages shows the application form's 'Uoops' / 'Inscrições Encerradas' and goes to /vagas/ (the test cover
// excepted); the pending tests page hides the header; the FAQ's 8 questions; 'Termos de serviço' opens the terms
// of use ("Terms of service"), not the privacy notice. The application form's eligibility ("Eligibility and
// the application error page"): a candidate the group refuses lands on /erro-inscricao greeted by first name; a
// sign-up tried earlier in the tab makes a protected route open the register form ("The first name of an
// earlier sign-up").
import {
  FAQ_ITEMS_COUNT,
  STORAGE_KEYS,
  TEAMS,
  TERMS_OF_SERVICE_ROUTE,
  TERMS_ROUTE,
  ptBR,
} from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import { atHome, expect, test, visit } from './fixtures'
import { JOB, candidate, signInTo } from './application-helpers'
import { createUser, formatCpf, randomCpf, setBirthday, uniqueEmail } from './platform'

const CLOSED = { id: 100002, title: 'Operador(a) de Caixa' }
const WITH_IN_HOUSE = { id: 100006, title: 'Analista de Dados Júnior' }

/** The closed opening's dialog: its texts, axe, then 'Ok' to /vagas/. */
async function closedDialogLeads(page: Page, checkA11y: () => Promise<void>) {
  const dialog = page.getByRole('alertdialog', { name: ptBR.application.closedDialog.title })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(ptBR.application.closedDialog.message)
  await expect(dialog.getByRole('button', { name: ptBR.common.ok })).toBeFocused()
  await checkA11y()
  await dialog.getByRole('button', { name: ptBR.common.ok }).click()
  await expect(page).toHaveURL(/\/vagas\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('a closed opening: the tests list, the pending tests and a question say “Inscrições Encerradas”, then /vagas/; the cover does not', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'closed-tests')
  await signInTo(page, user, `/vagas/${CLOSED.id}/inscricao/testes`)
  await closedDialogLeads(page, checkA11y)

  await visit(page, `/vagas/${CLOSED.id}/inscricao/testes-pendentes`)
  await closedDialogLeads(page, checkA11y)

  await visit(page, `/vagas/${CLOSED.id}/inscricao/1/teste/1`)
  await closedDialogLeads(page, checkA11y)

  // The cover is the spec's exception: it does what it always does (here, no such test for this opening).
  await visit(page, `/vagas/${CLOSED.id}/inscricao/raciocinio-logico/3002`)
  const failure = page.getByRole('alertdialog', { name: ptBR.common.uoops })
  await expect(failure).toHaveAccessibleDescription(ptBR.tests.testLoadFailed)
  await expect(page.getByText(ptBR.application.closedDialog.message)).toHaveCount(0)
  await checkA11y()
})

test('the pending tests page hides the header and keeps the footer; the tests list keeps both', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'pending-header')
  await signInTo(page, user, `/vagas/${WITH_IN_HOUSE.id}/inscricao/testes-pendentes`)
  // Without a subscription the page says so (its own edge), over a page without the header.
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText(ptBR.tests.notEnrolled)).toBeVisible()
  // The open dialog hides the rest of the page from the accessibility tree: count the hidden parts too.
  await expect(page.getByRole('banner', { includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toHaveCount(1)
  await checkA11y()

  await visit(page, `/vagas/${WITH_IN_HOUSE.id}/inscricao/testes`)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.tests.listTitle })).toBeVisible()
  // The title is drawn by the server; the list's summary once the session and the tests are in.
  await expect(page.getByRole('status').filter({ hasText: /testes?\b/ })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toHaveCount(1)
  await checkA11y()
})

test('the FAQ has the 8 questions, one saying applying is free; the footer’s Termos de serviço opens the terms of use', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/faq')
  const questions = page.locator('main details > summary')
  await expect(questions).toHaveCount(FAQ_ITEMS_COUNT)
  await page.getByRole('heading', { level: 2, name: 'É preciso pagar para me inscrever?' }).click()
  await expect(page.getByText(/A inscrição é gratuita/)).toBeVisible()
  await checkA11y()

  const footerLinks = page.getByRole('navigation', { name: ptBR.ui.chrome.footer.linksNav })
  await expect(footerLinks.getByRole('link', { name: ptBR.footer.privacyPolicy })).toHaveAttribute(
    'href',
    TERMS_ROUTE,
  )
  await footerLinks.getByRole('link', { name: ptBR.footer.termsOfService }).click()
  await expect(page).toHaveURL(new RegExp(`${TERMS_OF_SERVICE_ROUTE}$`))
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.termsOfService.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.terms.title })).toHaveCount(0)
  await checkA11y()
  // The privacy notice is one link away, and stays where the terms modal sends the candidate.
  await page.getByRole('link', { name: ptBR.pages.termsOfService.privacyLink }).click()
  await expect(page).toHaveURL(new RegExp(`${TERMS_ROUTE}$`))
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.terms.title })).toBeVisible()
})

/** DD/MM/YYYY of the day `years` years ago, plus `days` days (São Paulo's date is the UTC one at noon). */
function yearsAgo(years: number, days = 0): string {
  const date = new Date()
  date.setUTCHours(12, 0, 0, 0)
  date.setUTCFullYear(date.getUTCFullYear() - years)
  date.setUTCDate(date.getUTCDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
}

test('a candidate the group does not accept (under 16) goes from the application form to /erro-inscricao, greeted by first name', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'ineligible')
  await setBirthday(user, yearsAgo(15, 2))
  await signInTo(page, user, JOB.path)

  await expect(page).toHaveURL(new RegExp(`/erro-inscricao\\?vaga=${JOB.id}&motivo=underage$`), {
    timeout: 15_000,
  })
  await expect(
    page.getByRole('heading', { level: 1, name: ptBR.application.errorPageGreeting('Helena') }),
  ).toBeVisible()
  // The group's reason, in words: a 'Tente novamente' alone would leave her trying again for nothing.
  await expect(page.getByText('A idade mínima para se candidatar é 16 anos.')).toBeVisible()
  expect(ptBR.application.errorPageGreeting('Helena')).toBe(
    'Helena, ocorreu um problema na sua candidatura. Tente novamente!',
  )
  // No form was opened: no tab, no lead.
  await expect(page.getByRole('tab', { name: /Informações Básicas|Info\. Básicas/ })).toHaveCount(0)
  const retry = page.getByRole('link', { name: ptBR.application.tryAgain })
  await expect(retry).toHaveAttribute('href', JOB.path)
  await checkA11y()
  // The error page replaced the form's address: back leaves for the page before it.
  await page.goBack()
  await expect(page).not.toHaveURL(new RegExp(`${JOB.path}$`))
  // The company's reasons (its errorsEligibleCandidate) are said the same way; a made-up one is not.
  await page.goto(`/erro-inscricao?vaga=${JOB.id}&motivo=alreadyApplied`)
  await expect(page.getByText('Você já está inscrito nesta vaga.')).toBeVisible({ timeout: 15_000 })
  await page.goto(`/erro-inscricao?vaga=${JOB.id}&motivo=%3Cb%3Enada%3C%2Fb%3E`)
  await expect(
    page.getByRole('heading', { level: 1, name: ptBR.application.errorPageGreeting('Helena') }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('nada')).toHaveCount(0)
  await expect(page.getByText('A idade mínima para se candidatar é 16 anos.')).toHaveCount(0)
})

test('a candidate of 16 opens the application form as usual', async ({ page }) => {
  const user = await candidate(page, 'eligible-16')
  await setBirthday(user, yearsAgo(16, -2))
  await signInTo(page, user, JOB.path)
  await expect(page.getByRole('tab', { name: /Informações Básicas|Info\. Básicas/ })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(new RegExp(`${JOB.path}$`))
})

/** Ticks 'Não sou um robô' and waits for the proof of work (as accounts.spec.ts does). */
async function solveCaptcha(form: Locator) {
  await form.getByRole('checkbox', { name: 'Não sou um robô' }).check()
  await expect(form.getByRole('status').filter({ hasText: 'Verificado' })).toBeVisible({ timeout: 20_000 })
}

test('after a sign-up tried in this tab, a protected route opens the register form; only the first name was kept', async ({
  page,
  request,
  checkA11y,
}) => {
  // Control: with nothing kept, a protected route opens the login form.
  await visit(page, '/meu-perfil')
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0)

  // A sign-up with an e-mail already registered: refused, the first name is kept.
  const taken = await createUser(request, {
    name: 'Outra Pessoa',
    email: uniqueEmail('taken'),
    password: 'segredo123',
  })
  const cpf = randomCpf()
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  await page.getByRole('dialog', { name: 'Entrar' }).getByRole('button', { name: 'Cadastre-se' }).click()
  const signUp = page.getByRole('dialog', { name: 'Cadastre-se' })
  await signUp.getByRole('button', { name: 'Cadastrar com e-mail' }).click()
  await signUp.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(cpf))
  await solveCaptcha(signUp)
  await signUp.getByRole('button', { name: 'Continuar' }).click()
  await signUp.getByRole('textbox', { name: 'Nome Completo (sem abreviação)' }).fill('Joana Prado Lima')
  await signUp.getByRole('textbox', { name: 'E-mail', exact: true }).fill(taken.email)
  await signUp.getByRole('textbox', { name: 'Confirme seu e-mail' }).fill(taken.email)
  await signUp.getByLabel('Senha', { exact: true }).fill('segredo123')
  await signUp.getByLabel('Confirme sua senha').fill('segredo123')
  await solveCaptcha(signUp)
  await signUp.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check()
  await signUp.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(signUp.getByText('E-mail ou CPF informado já foi cadastrado anteriormente')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(signUp).toHaveCount(0)

  const kept = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }))
  expect(kept.session[STORAGE_KEYS.attemptFirstName]).toBe('Joana')
  const everything = JSON.stringify(kept)
  for (const secret of [taken.email, cpf, formatCpf(cpf), 'Prado', 'segredo123'])
    expect(everything).not.toContain(secret)

  // The protected route, loaded directly in the same tab: the register form, the route saved as next.
  await visit(page, '/meu-perfil')
  const register = page.getByRole('dialog', { name: 'Cadastre-se' })
  await expect(register.getByRole('textbox', { name: 'Nome Completo (sem abreviação)' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toHaveCount(0)
  await atHome(page)
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.nextRoute)).toBe('/meu-perfil')
  await checkA11y()
})

test('every team cover the reference data names is an image the site serves (docs/decisions.md, "Team covers")', async ({
  page,
}) => {
  for (const team of TEAMS) {
    const response = await page.request.get(team.cover)
    expect(response.status(), team.cover).toBe(200)
    expect(response.headers()['content-type'], team.cover).toMatch(/^image\/svg\+xml/)
  }
})
