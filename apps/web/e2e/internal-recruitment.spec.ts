// Internal recruitment on the site (docs/identity.md, "Internal access on the site"), in headless Chromium
// against the real platform and its demo seed: an internal person of Grupo Aurora Financeira (company 6562,
// e-mail login restricted to grupoaurora.com.br) signs in through the dialog's internal access — a wrong
// domain is refused first, with the allowed domains and nothing typed lost — and sees internal opening 100008
// in the list and its detail. A provisioned person without a password makes their first access
// (employerSignUp) and is signed in. An anonymous visitor and an external candidate never see it (list,
// detail, sitemap). Every page and dialog state gets an axe check.
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { createInternalPerson, uniqueEmail } from './platform'

const PASSWORD = 'demonstracao-2027'
const OPENING = 'Especialista em Prevenção a Fraudes'
const DOMAIN_TEXT = 'Use seu e-mail corporativo. Somente os domínios abaixo são válidos: @grupoaurora.com.br'
const NOT_FOUND = 'Página não encontrada :('

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = dialogNamed(page, 'Entrar')
  await expect(dialog).toBeVisible()
  return dialog
}

test('an internal person signs in by the internal access (a wrong domain is refused first) and sees the internal opening', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/')
  const login = await openLogin(page)
  await login.getByRole('button', { name: 'Acesso interno (colaboradores)' }).click()
  const dialog = dialogNamed(page, 'Acesso interno')
  const email = dialog.getByRole('textbox', { name: 'E-mail corporativo' })
  const password = dialog.getByLabel('Senha', { exact: true })
  await expect(email).toBeFocused()

  // Another domain: refused before any call, the allowed domains listed, nothing typed lost.
  await email.fill('helena@gmail.com')
  await password.fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(DOMAIN_TEXT)
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('helena@gmail.com')
  await expect(password).toHaveValue(PASSWORD)
  await checkA11y()

  // The corporate e-mail: isEmployer, employerSignIn, the welcome, then the list with the internal openings.
  await email.fill('helena.duarte@grupoaurora.com.br')
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/vagas$/, { timeout: 15_000 })
  const internal = page.getByRole('region', { name: 'Vagas internas' })
  const card = internal.getByRole('article').filter({ hasText: OPENING })
  // Helena has not accepted the company's terms of use yet (the first run on a fresh platform): she does.
  const terms = page.getByRole('alertdialog', { name: 'Termos de Uso' })
  await expect(terms.or(card.getByText('Vaga interna')).first()).toBeVisible({ timeout: 15_000 })
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check()
    await terms.getByRole('button', { name: 'Aceitar' }).click()
    await expect(terms).toHaveCount(0)
  }
  await expect(card.getByText('Vaga interna')).toBeVisible({ timeout: 15_000 })
  await checkA11y()

  // Its detail, loaded in the browser with the session (the server alone answers not found).
  await card.getByRole('link', { name: OPENING, exact: true }).click()
  await expect(page).toHaveURL(/\/vagas\/100008/)
  await expect(page.getByRole('heading', { level: 1, name: OPENING })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Vaga interna')).toBeVisible()
  await expect(page.getByRole('link', { name: /QUERO ME INSCREVER/i })).toBeVisible()
  await checkA11y()

  // The application form opens for her (the platform answers the opening to her session only).
  await page.getByRole('link', { name: /QUERO ME INSCREVER/i }).click()
  await expect(page).toHaveURL(/\/vagas\/100008[^/]*\/inscricao$/)
  await expect(page.getByRole('tab', { name: /Info(rmações|\.) Básicas/ })).toBeVisible({ timeout: 15_000 })
  await page.goBack()

  // A reload keeps it: the stored session says the person is internal (never the CPF).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: OPENING })).toBeVisible({ timeout: 15_000 })
  const stored = await page.evaluate(
    () => sessionStorage.getItem('session') ?? localStorage.getItem('session') ?? '{}',
  )
  expect(JSON.parse(stored)).toMatchObject({ userId: 910, internalCompanyId: 6562 })
  expect(stored).not.toMatch(/cpf/i)
})

test('first access: a provisioned internal person without a password creates one and is signed in', async ({
  page,
  checkA11y,
}) => {
  const email = uniqueEmail('primeiro-acesso').replace('@example.com', '@grupoaurora.com.br')
  await createInternalPerson(page.request, { name: 'Rita Nogueira', email })
  await visit(page, '/')
  const login = await openLogin(page)
  await login.getByRole('button', { name: 'Acesso interno (colaboradores)' }).click()
  const dialog = dialogNamed(page, 'Acesso interno')
  await dialog.getByRole('textbox', { name: 'E-mail corporativo' }).fill(email)
  await dialog.getByLabel('Senha', { exact: true }).fill('um-palpite-1')
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()

  // No password yet: the first-access form, saying why, the e-mail kept.
  const first = dialogNamed(page, 'Primeiro acesso')
  await expect(first.getByText('Este é seu primeiro acesso: crie uma senha para entrar.')).toBeVisible()
  await expect(first.getByText('Crie sua senha de acesso interno, com no mínimo 8 caracteres.')).toBeVisible()
  await expect(first.getByRole('textbox', { name: 'E-mail corporativo' })).toHaveValue(email)
  await checkA11y()
  await first.getByLabel('Nova senha', { exact: true }).fill('senha-nova-2027')
  await first.getByLabel('Confirme a nova senha', { exact: true }).fill('senha-nova-2027')
  await first.getByRole('button', { name: 'Criar senha e entrar' }).click()

  // employerSignUp signed her in: the welcome, then the list with the internal openings.
  await expect(page).toHaveURL(/\/vagas$/, { timeout: 15_000 })
  await expect(page.getByRole('button', { name: /^Olá, Rita/ })).toBeVisible()
  const internal = page.getByRole('region', { name: 'Vagas internas' })
  await expect(
    internal.getByRole('article').filter({ hasText: OPENING }).getByText('Vaga interna'),
  ).toBeVisible()
  await checkA11y()
})

test('anonymous visitors and external candidates never see an internal opening (list, detail, sitemap)', async ({
  page,
  request,
  checkA11y,
}) => {
  const notInList = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Vagas internas' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: OPENING })).toHaveCount(0)
  }
  const notFoundDetail = async () => {
    await visit(page, '/vagas/100008')
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
    await expect(page.getByRole('heading', { name: OPENING })).toHaveCount(0)
  }

  // Anonymous: the search for its title finds nothing; the detail is not found; the sitemap omits it.
  await visit(page, `/vagas?term=${encodeURIComponent(OPENING)}`)
  await notInList()
  await checkA11y()
  await notFoundDetail()
  await checkA11y()
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/vagas/')
  expect(sitemap).not.toContain('/vagas/100008')

  // The internal platform login's forced user id names the person but signs no one in: the password is asked,
  // and a wrong one is refused.
  await visit(page, '/acesso-interno?user_id=910')
  const forced = dialogNamed(page, /^(Acesso interno|Olá, Helena!)$/)
  const forcedPassword = forced.getByLabel('Senha', { exact: true })
  await expect(forcedPassword).toBeVisible()
  await expect(forced.getByRole('textbox', { name: 'E-mail corporativo' })).toHaveCount(0)
  await forcedPassword.fill('senha-errada')
  await forced.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(forced.getByRole('alert')).toContainText('senha')
  await checkA11y()
  await page.keyboard.press('Escape')
  await expect(forced).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()

  // An external candidate, through the ordinary login (isEmployer says no: userLogin as before).
  const login = await openLogin(page)
  await login.getByRole('textbox', { name: 'E-mail' }).fill('candidata.demo@example.com')
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/vagas$/, { timeout: 15_000 })
  await expect(page.getByRole('button', { name: /^Olá, / })).toBeVisible()
  await notInList()
  await notFoundDetail()
  await expect(page.getByRole('button', { name: /^Olá, / })).toBeVisible()
  await checkA11y()
})
