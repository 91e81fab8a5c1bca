// Too many sign-ins at once (docs/performance.md, "Sign-in burst"): when the platform's hashing pool is full
// it answers 429 with Retry-After, and the account dialog counts down, says so politely, and tries once more
// by itself; refused again, it says so and the person presses the button again. The platform's development
// route forces the 429s (POST /dev/hash-pool/refuse). Every state gets an axe check.
import { expect, test, visit } from './fixtures'
import { createUser, formatCpf, randomCpf, refuseSignIns, siteGraphqlUrl, uniqueEmail } from './platform'
import type { Locator, Page } from '@playwright/test'

const PASSWORD = 'segredo123'
const countdown = (n: number) => `Muitas pessoas estão entrando agora. Tentaremos de novo em ${n} s.`
const REFUSED_AGAIN = 'Muitas pessoas estão entrando agora. Tente novamente em alguns segundos.'

const accountDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
/** The polite live region of the form: said when the countdown starts and when the retry is sent. */
const liveRegion = (dialog: Locator) => dialog.locator('[data-slot="account-busy-live"]')
/** The visible countdown (not live: it changes every second). */
const shownCountdown = (dialog: Locator) => dialog.locator('[data-slot="account-busy"]')

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = accountDialog(page, 'Entrar')
  await expect(dialog).toBeVisible()
  return dialog
}

async function solveCaptcha(form: Locator) {
  const robot = form.getByRole('checkbox', { name: 'Não sou um robô' })
  await expect(robot).not.toBeChecked()
  await robot.check()
  await expect(form.getByRole('status').filter({ hasText: 'Verificado' })).toBeVisible({ timeout: 20_000 })
}

test('sign-in refused once (429): the countdown, one automatic retry, the welcome', async ({
  page,
  request,
  checkA11y,
  failingOnPurpose,
}) => {
  // Chromium logs the 429 as a failed load: expected here.
  failingOnPurpose.add(siteGraphqlUrl)
  const user = await createUser(request, {
    name: 'Renata Campos',
    email: uniqueEmail('fila'),
    password: PASSWORD,
    termsAccepted: true,
  })
  await visit(page, '/')
  const dialog = await openLogin(page)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await refuseSignIns(request, 1, 6)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()

  await expect(shownCountdown(dialog)).toHaveText(countdown(6))
  await expect(liveRegion(dialog)).toHaveAttribute('aria-live', 'polite')
  await expect(liveRegion(dialog)).toHaveText(countdown(6))
  await expect(dialog.getByRole('button', { name: 'Entrar', exact: true })).toBeDisabled()
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email)
  await checkA11y()
  // It counts down visibly; the live region keeps what it said.
  await expect(shownCountdown(dialog)).toHaveText(
    /^Muitas pessoas estão entrando agora\. Tentaremos de novo em [1-5] s\.$/,
  )
  await expect(liveRegion(dialog)).toHaveText(countdown(6))

  await expect(accountDialog(page, 'Bem-vindo(a), Renata!')).toBeVisible({ timeout: 15_000 })
  await checkA11y()
  await expect(page.getByRole('button', { name: 'Olá, Renata' })).toBeVisible({ timeout: 15_000 })
})

test('sign-in refused again after the retry: the message, nothing typed lost, the button signs in', async ({
  page,
  request,
  checkA11y,
  failingOnPurpose,
}) => {
  // Chromium logs the 429 as a failed load: expected here.
  failingOnPurpose.add(siteGraphqlUrl)
  const user = await createUser(request, {
    name: 'Otávio Lins',
    email: uniqueEmail('fila'),
    password: PASSWORD,
    termsAccepted: true,
  })
  await visit(page, '/')
  const dialog = await openLogin(page)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await refuseSignIns(request, 2, 3)
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(shownCountdown(dialog)).toHaveText(/Tentaremos de novo em [1-3] s\.$/)

  await expect(dialog.getByRole('alert')).toContainText(REFUSED_AGAIN, { timeout: 15_000 })
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email)
  await expect(dialog.getByLabel('Senha', { exact: true })).toHaveValue(PASSWORD)
  const submit = dialog.getByRole('button', { name: 'Entrar', exact: true })
  await expect(submit).toBeEnabled()
  await checkA11y()

  await submit.click()
  await expect(accountDialog(page, 'Bem-vindo(a), Otávio!')).toBeVisible({ timeout: 15_000 })
})

test('sign-up refused once (429): the countdown, the same sign-up sent again, the welcome', async ({
  page,
  request,
  checkA11y,
  failingOnPurpose,
}) => {
  // Chromium logs the 429 as a failed load: expected here.
  failingOnPurpose.add(siteGraphqlUrl)
  const email = uniqueEmail('fila-cadastro')
  await visit(page, '/')
  const loginDialog = await openLogin(page)
  await loginDialog.getByRole('button', { name: 'Cadastre-se' }).click()
  const define = accountDialog(page, 'Cadastre-se')
  await define.getByRole('button', { name: 'Cadastrar com e-mail' }).click()
  await define.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(randomCpf()))
  await solveCaptcha(define)
  await define.getByRole('button', { name: 'Continuar' }).click()
  const register = accountDialog(page, 'Cadastre-se')
  await register.getByRole('textbox', { name: 'Nome Completo (sem abreviação)' }).fill('Lúcia Ferreira Prado')
  await register.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await register.getByRole('textbox', { name: 'Confirme seu e-mail' }).fill(email)
  await register.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await register.getByLabel('Confirme sua senha').fill(PASSWORD)
  await solveCaptcha(register)
  await register.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check()
  await refuseSignIns(request, 1, 3)
  await register.getByRole('button', { name: 'Cadastrar' }).click()

  await expect(shownCountdown(register)).toHaveText(countdown(3))
  await expect(liveRegion(register)).toHaveText(countdown(3))
  await expect(register.getByRole('button', { name: 'Cadastrar' })).toBeDisabled()
  await expect(register.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email)
  await checkA11y()

  await expect(accountDialog(page, 'Bem-vindo(a), Lúcia!')).toBeVisible({ timeout: 15_000 })
  await checkA11y()
})
