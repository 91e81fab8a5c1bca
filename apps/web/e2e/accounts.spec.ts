// Account journeys in headless Chromium against the real platform and web server: sign-up with captcha and
// terms, login and its errors, password and e-mail recovery through the platform's outbox, the professional
// network stand-in, protected routes, sign-out, terms refusal.
// Every dialog state a candidate meets gets an axe check.
import { PWA_STORAGE_KEYS, ptBR } from '@carreiras/core'
import { createHmac, hkdfSync } from 'node:crypto'
import { expect, test, visit } from './fixtures'
import {
  createUser,
  formatCpf,
  lastEmail,
  lastSms,
  linkTo,
  platformUrl,
  randomCpf,
  uniqueEmail,
} from './platform'
import type { Locator, Page } from '@playwright/test'

const PASSWORD = 'segredo123'

const accountDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

/**
 * Ticks the form's 'Não sou um robô' and waits for the proof of work. The CPF lookups (pre-register,
 * forgotten e-mail) and the sign-up each spend one, and after an answer that keeps the form the box
 * starts over (docs/decisions.md, "The CPF lookup").
 */
async function solveCaptcha(form: Locator) {
  const robot = form.getByRole('checkbox', { name: 'Não sou um robô' })
  await expect(robot).not.toBeChecked()
  await robot.check()
  await expect(form.getByRole('status').filter({ hasText: 'Verificado' })).toBeVisible({ timeout: 20_000 })
}

/** Opens the login form from the header, as a visitor does. */
async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = accountDialog(page, 'Entrar')
  await expect(dialog).toBeVisible()
  return dialog
}

async function login(page: Page, email: string, password: string, { keep = false } = {}) {
  const dialog = await openLogin(page)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel('Senha', { exact: true }).fill(password)
  if (keep) await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** The header's avatar menu, once the session is known. */
const avatarButton = (page: Page, firstName: string) =>
  page.getByRole('button', { name: `Olá, ${firstName}` })

test('a visitor signs up by e-mail: CPF look-up, captcha, terms, welcome, then the openings', async ({
  page,
  checkA11y,
}) => {
  const cpf = randomCpf()
  const email = uniqueEmail('cadastro')
  await visit(page, '/')
  const loginDialog = await openLogin(page)
  await checkA11y()

  await loginDialog.getByRole('button', { name: 'Cadastre-se' }).click()
  const define = accountDialog(page, 'Cadastre-se')
  await define.getByRole('button', { name: 'Cadastrar com e-mail' }).click()
  await expect(define.getByText('Informe seu CPF para verificarmos se você já tem cadastro.')).toBeVisible()

  // A wrong CPF is refused where it was typed, and what was typed stays; the lookup is behind the captcha.
  const cpfField = define.getByRole('textbox', { name: 'CPF' })
  await cpfField.fill('111.111.111-11')
  await define.getByRole('button', { name: 'Continuar' }).click()
  await expect(define.getByText('CPF inválido').first()).toBeVisible()
  await expect(define.getByText('Confirme que você não é um robô')).toBeVisible()
  await expect(cpfField).toHaveValue('111.111.111-11')
  await checkA11y()

  await cpfField.fill(formatCpf(cpf))
  await solveCaptcha(define)
  await define.getByRole('button', { name: 'Continuar' }).click()
  const register = accountDialog(page, 'Cadastre-se')
  await expect(register.getByRole('textbox', { name: 'Nome Completo (sem abreviação)' })).toBeVisible()
  await checkA11y()

  // Submitting empty shows every rule at once, announced, with nothing lost.
  await register.getByRole('button', { name: 'Cadastrar' }).click()
  await expect(register.getByRole('status').getByText('5 campos precisam de correção.')).toBeVisible()
  await expect(register.getByText('Nome inválido')).toBeVisible()
  await expect(register.getByText('E-mail inválido')).toBeVisible()
  await expect(register.getByRole('textbox', { name: 'CPF' })).toHaveValue(formatCpf(cpf))
  await expect(register.getByText('Confirme que você não é um robô')).toBeVisible()
  await expect(register.getByText('Aceite os Termos de Uso para continuar')).toBeVisible()

  await register
    .getByRole('textbox', { name: 'Nome Completo (sem abreviação)' })
    .fill('Maria Aparecida Souza')
  await register.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await register.getByRole('textbox', { name: 'Confirme seu e-mail' }).fill(email)
  await register.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await register.getByLabel('Confirme sua senha').fill(PASSWORD)
  // Its own captcha: the pre-register one was spent by the lookup.
  await solveCaptcha(register)
  await register.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check()
  await register.getByRole('button', { name: 'Cadastrar' }).click()

  // The welcome is the dialog's title and is announced (status).
  await expect(accountDialog(page, 'Bem-vindo(a), Maria!').getByRole('status')).toContainText(
    'Bem-vindo(a), Maria!',
  )
  await checkA11y()
  // After the welcome, the saved next route: the openings.
  await expect(page).toHaveURL(/\/vagas$/, { timeout: 15_000 })
  await expect(avatarButton(page, 'Maria')).toBeVisible()
  // The session record holds the token and the view, never the CPF.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toContain(cpf)
  expect(stored).not.toContain(formatCpf(cpf))
  await checkA11y()

  // The same CPF again is already registered: the candidate is told to use their credentials.
  await avatarButton(page, 'Maria').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  const again = await openLogin(page)
  await again.getByRole('button', { name: 'Cadastre-se' }).click()
  await accountDialog(page, 'Cadastre-se').getByRole('button', { name: 'Cadastrar com e-mail' }).click()
  await accountDialog(page, 'Cadastre-se').getByRole('textbox', { name: 'CPF' }).fill(formatCpf(cpf))
  await solveCaptcha(accountDialog(page, 'Cadastre-se'))
  await accountDialog(page, 'Cadastre-se').getByRole('button', { name: 'Continuar' }).click()
  const exists = accountDialog(page, 'Você já tem cadastro')
  await expect(
    exists.getByText('Encontramos seu CPF em um site de vagas parceiro.', { exact: false }),
  ).toBeVisible()
  await checkA11y()
})

test('login: wrong password keeps the e-mail, an unknown e-mail is offered sign-up, keep-logged survives a reload', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Carlos Eduardo Lima',
    email: uniqueEmail('login'),
    password: PASSWORD,
  })
  await visit(page, '/')

  // Wrong password: the platform's message, announced, and the e-mail stays typed.
  await login(page, user.email, 'senha-errada')
  const dialog = accountDialog(page, 'Entrar')
  await expect(dialog.getByRole('alert')).toContainText('E-mail ou senha incorretos')
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email)
  await checkA11y()

  // Unknown e-mail: offered to sign up instead.
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('ninguem'))
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(dialog.getByText('Não encontramos seu usuário. Deseja se cadastrar?')).toBeVisible()
  await checkA11y()
  await dialog.getByRole('button', { name: 'Não' }).click()

  // The right password, keeping the session: signed in on this page and after a reload.
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).toHaveURL(/\/vagas$/, { timeout: 15_000 })
  await expect(avatarButton(page, 'Carlos')).toBeVisible()
  await page.reload()
  await expect(avatarButton(page, 'Carlos')).toBeVisible()

  // The avatar menu by keyboard; 'Sair' signs out everywhere on the page.
  await avatarButton(page, 'Carlos').focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Meu Perfil', 'Alterar Senha', 'Candidaturas', 'Sair'])
  await checkA11y()
  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: 'Sair' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  // Nothing of the account stays in the browser (React Router's scroll positions are its own, and the
  // install offer's visit flags hold nothing of anyone: docs/pwa.md).
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  const notTheAccount = new Set<string>(['react-router-scroll-positions', ...Object.values(PWA_STORAGE_KEYS)])
  expect(keys.filter((key) => !notTheAccount.has(key))).toEqual([])
})

test('a protected page asks for login and returns to it; keyboard only', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Beatriz Nogueira',
    email: uniqueEmail('perfil'),
    password: PASSWORD,
  })
  await visit(page, '/meu-perfil')
  const dialog = accountDialog(page, 'Entrar')
  await expect(dialog).toBeVisible()
  await checkA11y()

  // Focus starts inside the dialog; Tab moves through its fields in order.
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused()
  await page.keyboard.type(user.email)
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Senha', { exact: true })).toBeFocused()
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/meu-perfil$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meu Perfil')
  await expect(page.getByText('Olá, Beatriz!')).toBeVisible()
  await checkA11y()
})

test('forgot password: the e-mailed link opens the new-password form; the new password signs in', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Rafael Tavares',
    email: uniqueEmail('senha'),
    password: PASSWORD,
  })
  await visit(page, '/')
  const loginDialog = await openLogin(page)
  await loginDialog.getByRole('button', { name: 'Esqueci minha senha' }).click()
  const forgot = accountDialog(page, 'Esqueci minha senha')

  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('desconhecido'))
  await forgot.getByRole('button', { name: 'Enviar' }).click()
  await expect(forgot.getByRole('alert')).toContainText('E-mail não cadastrado')
  await checkA11y()

  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await forgot.getByRole('button', { name: 'Enviar' }).click()
  await expect(
    forgot.getByText('Enviamos para seu e-mail instruções de como recuperar sua senha'),
  ).toBeVisible()
  await checkA11y()

  const older = await lastEmail(request, user.email)
  const olderLink = linkTo(older, '/password-recovery')
  // A second request: only the newest link works (the older one is refused, and asks for a new one).
  await visit(page, '/')
  await (await openLogin(page)).getByRole('button', { name: 'Esqueci minha senha' }).click()
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await forgot.getByRole('button', { name: 'Enviar' }).click()
  await expect(
    forgot.getByText('Enviamos para seu e-mail instruções de como recuperar sua senha'),
  ).toBeVisible()
  let message = older
  await expect
    .poll(async () => {
      message = await lastEmail(request, user.email)
      return message.id !== older.id
    })
    .toBe(true)
  const stale = new URL(olderLink)
  await visit(page, `${stale.pathname}${stale.search}`)
  const staleChange = accountDialog(page, 'Alterar Senha')
  await staleChange.getByLabel('Nova senha', { exact: true }).fill('antiga-senha-123')
  await staleChange.getByLabel('Confirme a nova senha').fill('antiga-senha-123')
  await staleChange.getByRole('button', { name: 'Alterar Senha' }).click()
  // The platform refuses it (VALIDATION); the dialog says the spec's failure text and keeps the form.
  await expect(staleChange.getByRole('alert')).toContainText('Algo errado aconteceu. Tente novamente.')
  await expect(staleChange.getByLabel('Nova senha', { exact: true })).toHaveValue('antiga-senha-123')
  await checkA11y()

  // The e-mail reached the local mail server (through the queue and SMTP): HTML and plain text, from the
  // brand's sender, with the link in both.
  expect(message.subject).toBe('Recuperação de senha')
  expect(message.from).toContain('carreiras@aurora.example')
  expect(message.text).toContain('Olá, Rafael!')
  const link = new URL(linkTo(message, '/password-recovery'))
  expect(link.href).not.toBe(olderLink)
  expect(message.text).toContain(link.href)
  // The link carries only the token and the user id: no e-mail, no CPF in the URL.
  expect(link.searchParams.get('token')).toBeTruthy()
  expect(link.href).not.toContain(encodeURIComponent(user.email))

  // The person reads it in the local inbox as a mail reader shows it, and follows its link.
  await page.goto(`${platformUrl}/dev/mail?to=${encodeURIComponent(user.email)}`)
  // Newest first: the second request's e-mail, above the first one's.
  await page.getByRole('link', { name: 'Recuperação de senha' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperação de senha' })).toBeVisible()
  const shown = page.frameLocator('iframe[title="Conteúdo do e-mail"]')
  await expect(shown.getByRole('link', { name: 'Criar nova senha' })).toHaveAttribute('href', link.href)
  await checkA11y()
  await page.getByRole('link', { name: link.href, exact: true }).click()
  await expect(page).toHaveURL(link.href)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const change = accountDialog(page, 'Alterar Senha')
  await expect(change).toBeVisible()
  await checkA11y()
  await change.getByLabel('Nova senha', { exact: true }).fill('nova-senha-456')
  await change.getByLabel('Confirme a nova senha').fill('nova-senha-999')
  await change.getByRole('button', { name: 'Alterar Senha' }).click()
  await expect(change.getByText('Senhas diferentes')).toBeVisible()
  await change.getByLabel('Confirme a nova senha').fill('nova-senha-456')
  await change.getByRole('button', { name: 'Alterar Senha' }).click()
  // With the link's token the candidate is signed in with the new password.
  await expect(avatarButton(page, 'Rafael')).toBeVisible()
  await expect(change).toBeHidden()

  await avatarButton(page, 'Rafael').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await login(page, user.email, PASSWORD)
  await expect(accountDialog(page, 'Entrar').getByRole('alert')).toContainText('E-mail ou senha incorretos')
  await accountDialog(page, 'Entrar').getByLabel('Senha', { exact: true }).fill('nova-senha-456')
  await accountDialog(page, 'Entrar').getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(avatarButton(page, 'Rafael')).toBeVisible()
})

test('forgot e-mail: CPF, the account, an SMS code, a new e-mail that then signs in', async ({
  page,
  request,
  checkA11y,
}) => {
  const cpf = randomCpf()
  const user = await createUser(request, {
    name: 'Juliana Prado Alves',
    email: uniqueEmail('antigo'),
    password: PASSWORD,
    cpf,
    phone: '11987654321',
  })
  const newEmail = uniqueEmail('novo')
  await visit(page, '/')
  const loginDialog = await openLogin(page)
  await loginDialog.getByRole('button', { name: 'Esqueci meu e-mail' }).click()
  const forgot = accountDialog(page, 'Esqueci meu e-mail')

  await forgot.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(randomCpf()))
  await solveCaptcha(forgot)
  await forgot.getByRole('button', { name: 'Continuar' }).click()
  await expect(forgot.getByText('Este CPF não está cadastrado')).toBeVisible()
  await checkA11y()

  // That lookup spent the captcha: the box starts over and is ticked again.
  await forgot.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(cpf))
  await solveCaptcha(forgot)
  await forgot.getByRole('button', { name: 'Continuar' }).click()
  await expect(forgot.getByRole('radiogroup', { name: 'Selecione o seu cadastro' })).toBeVisible()
  // The e-mail and the phone are shown censored, never in full.
  await expect(forgot).not.toContainText(user.email)
  await expect(forgot).not.toContainText('987654321')
  await checkA11y()
  await forgot.getByRole('radio').first().check()
  await forgot.getByRole('button', { name: 'Enviar código' }).click()

  const resend = forgot.getByRole('button', { name: /Reenviar código/ })
  await expect(resend).toBeDisabled()
  await checkA11y()
  // The code reached the SMS provider's stand-in (through the queue and the provider's HTTP interface).
  const sms = await lastSms(request, user.phone!)
  const code = /Seu código de verificação é (\d{6})\./.exec(sms.text)?.[1]
  expect(code, sms.text).toMatch(/^\d{6}$/)

  await forgot
    .getByRole('textbox', { name: 'Código recebido por SMS' })
    .fill(code === '000000' ? '111111' : '000000')
  await forgot.getByRole('button', { name: 'Validar código' }).click()
  await expect(forgot.getByRole('alert')).toContainText('Verifique se o token informado é o correto')
  await forgot.getByRole('textbox', { name: 'Código recebido por SMS' }).fill(code!)
  await forgot.getByRole('button', { name: 'Validar código' }).click()

  await forgot.getByRole('textbox', { name: 'Novo e-mail', exact: true }).fill(newEmail)
  await forgot.getByRole('textbox', { name: 'Confirme o novo e-mail' }).fill(newEmail)
  await checkA11y()
  await forgot.getByRole('button', { name: 'Salvar e-mail' }).click()
  await expect(page.getByText('Seu email foi alterado com sucesso.')).toBeVisible()

  const again = accountDialog(page, 'Entrar')
  await again.getByRole('textbox', { name: 'E-mail' }).fill(newEmail)
  await again.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await again.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(avatarButton(page, 'Juliana')).toBeVisible()
})

test('the professional network: a new person signs up with a CPF; a returning one signs straight in', async ({
  page,
  checkA11y,
}) => {
  const email = uniqueEmail('linkedin')
  await visit(page, '/')
  const loginDialog = await openLogin(page)
  await loginDialog.getByRole('button', { name: 'Cadastre-se' }).click()
  await accountDialog(page, 'Cadastre-se').getByRole('button', { name: 'Cadastrar com LinkedIn' }).click()

  // The platform's stand-in for the network's authorization page.
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible({ timeout: 15_000 })
  await page.getByLabel('Nome completo').fill('Fernanda Ribeiro Costa')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Autorizar' }).click()

  // Back on the site, the dialog asks for the document to finish.
  const complete = accountDialog(page, 'Complete seu cadastro')
  await expect(complete).toBeVisible({ timeout: 15_000 })
  await checkA11y()
  await complete.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(randomCpf()))
  await complete.getByRole('button', { name: 'Cadastrar' }).click()
  // The network sign-up had no terms checkbox: the terms modal asks for them before anything else.
  const terms = page.getByRole('alertdialog', { name: 'Termos de Uso' })
  await expect(terms).toBeVisible({ timeout: 15_000 })
  await terms.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check()
  await terms.getByRole('button', { name: 'Aceitar' }).click()
  await expect(terms).toBeHidden()
  await expect(avatarButton(page, 'Fernanda')).toBeVisible()
  // The code never stays in the address bar (it is replaced by a client navigation, which runs the route's
  // loaders first: on a loaded machine the URL changes a moment after the avatar shows).
  await expect(page).not.toHaveURL(/[?&]code=/)

  await avatarButton(page, 'Fernanda').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()

  // Returning: login with the network signs in without asking anything else.
  const again = await openLogin(page)
  await again.getByRole('button', { name: 'Entrar com LinkedIn' }).click()
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible({ timeout: 15_000 })
  await page.getByLabel('Nome completo').fill('Fernanda Ribeiro Costa')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Autorizar' }).click()
  await expect(avatarButton(page, 'Fernanda')).toBeVisible({ timeout: 15_000 })
})

test('a professional-network return this tab did not start is never spent; the tab that started it goes on', async ({
  page,
  context,
  checkA11y,
}) => {
  // Someone's round trip, stopped on its way back: the network's answer (a real, unspent code and the
  // state of the tab that left) is kept instead of followed.
  let returned = ''
  await page.route('**/oauth/linkedin/authorize', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    const response = await route.fetch({ maxRedirects: 0 })
    returned = response.headers()['location'] ?? ''
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><title>Parado</title><main><p>Parado</p></main></html>',
    })
  })
  await visit(page, '/')
  const loginDialog = await openLogin(page)
  await loginDialog.getByRole('button', { name: 'Cadastre-se' }).click()
  await accountDialog(page, 'Cadastre-se').getByRole('button', { name: 'Cadastrar com LinkedIn' }).click()
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible({ timeout: 15_000 })
  await page.getByLabel('Nome completo').fill('Renata Forjada Lima')
  await page.getByLabel('E-mail').fill(uniqueEmail('forged'))
  await page.getByRole('button', { name: 'Autorizar' }).click()
  await expect(page.getByText('Parado')).toBeVisible()
  const answer = new URL(returned)
  expect(answer.pathname).toBe('/linkedin-return')
  const code = answer.searchParams.get('code')!
  const state = answer.searchParams.get('state')!
  expect(code).toBeTruthy()
  expect(state).toMatch(/^[0-9a-f]{48}$/)

  // Another tab (its own session storage, as another person's browser) opens links carrying that code:
  // straight to a page, and through /linkedin-return. Neither opens the dialog or signs in, and the
  // address bar drops the code.
  const other = await context.newPage()
  const linked = `/?action=register&code=${encodeURIComponent(code)}&state=${state}`
  await visit(other, linked)
  await expect(other).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('code'))
  await expect(other.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  await expect(other.getByRole('dialog')).toHaveCount(0)
  await other.goto(`/linkedin-return?code=${encodeURIComponent(code)}&state=${state}`)
  await expect(other).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('code'))
  await expect(other.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  await expect(other.getByRole('dialog')).toHaveCount(0)
  await checkA11y(other)
  await other.close()

  // The tab that left for the network (its state kept) spends the same code: the sign-up goes on. While
  // the code is exchanged (the platform's answers held here), the loading modal blocks the page: no close
  // button, and Esc does not dismiss it.
  await page.unroute('**/oauth/linkedin/authorize')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/plataforma/graphql', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(linked)
  const loading = page.getByRole('dialog', { name: 'Buscando...' })
  await expect(loading).toBeVisible({ timeout: 15_000 })
  await expect(loading).toHaveAttribute('aria-busy', 'true')
  await expect(loading.getByRole('status')).toHaveText('Buscando...')
  await expect(loading.getByRole('button')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(loading).toBeVisible()
  await checkA11y()
  release()
  await expect(accountDialog(page, 'Complete seu cadastro')).toBeVisible({ timeout: 15_000 })
  await expect(loading).toHaveCount(0)
  await page.unroute('**/plataforma/graphql')
})

test('terms of use pending: the modal blocks the site; refusing removes the user and returns home', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Otávio Mendes',
    email: uniqueEmail('termos'),
    password: PASSWORD,
    termsAccepted: false,
  })
  await visit(page, '/vagas')
  await login(page, user.email, PASSWORD)

  const terms = page.getByRole('alertdialog', { name: 'Termos de Uso' })
  await expect(terms).toBeVisible({ timeout: 15_000 })
  await expect(terms.getByRole('button', { name: 'Aceitar' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(terms).toBeVisible()
  await checkA11y()

  await terms.getByRole('button', { name: 'Recusar' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Atenção' })
  await expect(confirm.getByText('Seu usuário será removido caso não aceite os Termos de Uso.')).toBeVisible()
  await checkA11y()
  // 'Voltar' returns to the terms; confirming removes the user.
  await confirm.getByRole('button', { name: 'Voltar' }).click()
  await expect(terms).toBeVisible()
  await terms.getByRole('button', { name: 'Recusar' }).click()
  await confirm.getByRole('button', { name: 'Sim, recusar' }).click()

  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()
  // The user is gone: the same credentials now meet the sign-up offer.
  await login(page, user.email, PASSWORD)
  await expect(
    accountDialog(page, 'Entrar').getByText('Não encontramos seu usuário. Deseja se cadastrar?'),
  ).toBeVisible()
})

test('remove account from the profile: confirm, the main site finishes in a new window, signed out and home', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Helena Duarte',
    email: uniqueEmail('remover'),
    password: PASSWORD,
  })
  await visit(page, '/meu-perfil')
  const dialog = accountDialog(page, 'Entrar')
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByText('Olá, Helena!')).toBeVisible()

  await page.getByRole('button', { name: 'Remover minha conta' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Atenção' })
  await expect(confirm.getByText('Tem certeza que deseja remover sua conta?')).toBeVisible()
  await checkA11y()
  // 'Não' keeps everything as it was.
  await confirm.getByRole('button', { name: 'Não' }).click()
  await expect(confirm).toBeHidden()
  await expect(avatarButton(page, 'Helena')).toBeVisible()

  await page.getByRole('button', { name: 'Remover minha conta' }).click()
  const popupPromise = page.waitForEvent('popup')
  await confirm.getByRole('button', { name: 'Sim, tenho certeza' }).click()
  const removal = await popupPromise
  // Signed out, and away from the protected page.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()

  // The main site (the local platform's page) finishes the removal.
  await expect(removal.getByRole('heading', { name: 'Remover sua conta' })).toBeVisible()
  await checkA11y(removal)
  await removal.getByRole('button', { name: 'Remover minha conta' }).click()
  await expect(removal.getByRole('status')).toHaveText(
    'Sua conta foi removida. Você pode fechar esta janela.',
  )
  await removal.close()

  await login(page, user.email, PASSWORD)
  await expect(
    accountDialog(page, 'Entrar').getByText('Não encontramos seu usuário. Deseja se cadastrar?'),
  ).toBeVisible()
})

test('a removal link forged with the former development key is refused through the site; the account stays', async ({
  page,
  request,
  checkA11y,
}) => {
  const victim = await createUser(request, {
    name: 'Otília Ramos',
    email: uniqueEmail('forjado'),
    password: PASSWORD,
  })
  // The key an earlier version derived from the constant it signed with outside production (anyone could
  // read both in the code): a link for the victim, as the probe built it.
  const formerKey = Buffer.from(
    hkdfSync(
      'sha256',
      'carreiras-development-token-signing-key-not-secret',
      '',
      'carreiras:removal-link',
      32,
    ),
  ).toString('base64url')
  const payload = `${victim.id}.${Date.now() + 60_000}`
  const forged = `${payload}.${createHmac('sha256', formerKey).update(payload).digest('base64url')}`

  // The platform's own page (not the site's), through the site's same-origin proxy.
  const refused = await page.goto(`/plataforma/conta/remover?token=${encodeURIComponent(forged)}`)
  expect(refused?.status()).toBe(400)
  await expect(page.getByText('Este link de remoção é inválido ou expirou.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remover minha conta' })).toHaveCount(0)
  await checkA11y()
  const posted = await page.request.post('/plataforma/conta/remover', { form: { token: forged } })
  expect(posted.status()).toBe(400)

  await visit(page, '/')
  await login(page, victim.email, PASSWORD)
  await expect(avatarButton(page, 'Otília')).toBeVisible()
})

test('signing out on a protected page goes home; /InsertCpf greets the invited person by name', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Igor Santana',
    email: uniqueEmail('sair'),
    password: PASSWORD,
  })
  await visit(page, '/meu-perfil')
  const dialog = accountDialog(page, 'Entrar')
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByText('Olá, Igor!')).toBeVisible()
  await avatarButton(page, 'Igor').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Cadastre seu Currículo' })).toBeVisible()

  // A hunting invitation: the name in title case, and the CPF or RNE asked; a wrong CPF is refused.
  await visit(page, '/InsertCpf?name=MARIA%20DA%20SILVA&code=convite-123')
  const insert = page.getByRole('dialog', { name: 'Olá, Maria da Silva!' })
  await expect(insert).toBeVisible()
  await expect(insert.getByText('Informe seu CPF ou RNE para continuar.')).toBeVisible()
  await checkA11y()
  await insert.getByRole('textbox', { name: 'CPF' }).fill('123.456.789-00')
  await insert.getByRole('button', { name: 'Continuar' }).click()
  await expect(insert.getByText('CPF inválido').first()).toBeVisible()
})

test('the social network pop-up signs a returning person in', async ({ page, checkA11y }) => {
  const email = uniqueEmail('facebook')
  await visit(page, '/')
  const authorize = async () => {
    const popup = await page.waitForEvent('popup')
    await expect(popup.getByRole('button', { name: 'Autorizar' })).toBeVisible()
    await popup.getByLabel('Nome completo').fill('Paulo Henrique Dias')
    await popup.getByLabel('E-mail').fill(email)
    await popup.getByRole('button', { name: 'Autorizar' }).click()
  }

  // New: sign-up through the pop-up, then the document, then the terms.
  const loginDialog = await openLogin(page)
  await loginDialog.getByRole('button', { name: 'Cadastre-se' }).click()
  await Promise.all([
    authorize(),
    accountDialog(page, 'Cadastre-se').getByRole('button', { name: 'Cadastrar com Facebook' }).click(),
  ])
  const complete = accountDialog(page, 'Complete seu cadastro')
  await expect(complete).toBeVisible({ timeout: 15_000 })
  await complete.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(randomCpf()))
  await complete.getByRole('button', { name: 'Cadastrar' }).click()
  const terms = page.getByRole('alertdialog', { name: 'Termos de Uso' })
  await terms.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check()
  await terms.getByRole('button', { name: 'Aceitar' }).click()
  await expect(avatarButton(page, 'Paulo')).toBeVisible()
  await checkA11y()
  await avatarButton(page, 'Paulo').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()

  // Returning: 'Entrar com Facebook' signs straight in. The pop-up's result carries the platform's ticket
  // (the proof of the network sign-in): it stays in memory, never in browser storage or the address.
  await page.evaluate(() => {
    window.addEventListener('message', (event: MessageEvent<{ ticket?: unknown }>) => {
      if (typeof event.data?.ticket === 'string')
        document.documentElement.dataset.seenTicket = event.data.ticket
    })
  })
  const again = await openLogin(page)
  await Promise.all([authorize(), again.getByRole('button', { name: 'Entrar com Facebook' }).click()])
  await expect(avatarButton(page, 'Paulo')).toBeVisible({ timeout: 15_000 })
  const kept = await page.evaluate(() => {
    const ticket = document.documentElement.dataset.seenTicket ?? ''
    delete document.documentElement.dataset.seenTicket
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    )
    return {
      ticket: ticket.length > 20,
      inStorage: stored.some((value) => value.includes(ticket)),
      inAddress: location.href.includes(ticket),
      inCookies: document.cookie.includes(ticket),
    }
  })
  expect(kept).toEqual({ ticket: true, inStorage: false, inAddress: false, inCookies: false })
})

test('a tap on the sign-up button before the page is interactive still opens the login', async ({ page }) => {
  // Hold the page's scripts back, as a slow phone would, and tap while only the server HTML is there.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  release()
  await expect(accountDialog(page, 'Entrar')).toBeVisible({ timeout: 15_000 })
})

test('the sign-in form’s chunk failing to arrive is said over the page; the next click opens the form', async ({
  page,
  checkA11y,
  failingOnPurpose,
}) => {
  // The account dialog is a chunk of its own, asked for when the visitor points at the button and again when
  // the click needs it (docs/architecture.md, "The account runtime"). The network drops it until it is back.
  let offline = true
  let dropped = 0
  await page.route(/\/assets\/account-dialog-part\.client-[^/]+\.js$/, async (route) => {
    if (!offline) return route.continue()
    dropped += 1
    failingOnPurpose.add(route.request().url())
    await route.abort('internetdisconnected')
  })
  await visit(page, '/')
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const alert = page.getByRole('alert').filter({ hasText: ptBR.clientErrors.NETWORK })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expect(accountDialog(page, 'Entrar')).toHaveCount(0)
  expect(dropped).toBeGreaterThan(0)
  await checkA11y()

  offline = false
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = accountDialog(page, 'Entrar')
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeVisible()
  await checkA11y()
})
