// The other sign-ins on the site (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on the
// site"), in Chromium against the real platform and its stand-ins: the bank group's single sign-on (redirect
// and /sso-return), the Microsoft pop-up, and the retail partner's employee, checked by CPF once a day, who
// then sees 'Não possuo formação' on the profile. Axe on every page the journeys visit.
import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { platformUrl } from './platform'

const PARTNER_CPF = '11144477735'

const accountDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })
const avatarButton = (page: Page, firstName: string) =>
  page.getByRole('button', { name: `Olá, ${firstName}` })
const unique = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** Opens the login form from the header, as a visitor does. */
async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Cadastre seu Currículo' }).click()
  const dialog = accountDialog(page, 'Entrar')
  await expect(dialog).toBeVisible()
  return dialog
}

/** The welcome, then (a new account) the terms of use, then the signed-in header. */
async function expectSignedIn(page: Page, firstName: string) {
  await expect(page.getByText(`Bem-vindo(a), ${firstName}!`).first()).toBeVisible({ timeout: 15_000 })
  const terms = page.getByRole('alertdialog', { name: 'Termos de Uso' })
  await expect(terms.or(avatarButton(page, firstName))).toBeVisible({ timeout: 15_000 })
  if (await terms.isVisible()) {
    await terms.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }).check()
    await terms.getByRole('button', { name: 'Aceitar' }).click()
  }
  await expect(avatarButton(page, firstName)).toBeVisible()
}

test('the single sign-on and the Microsoft pop-up sign a person in', async ({ page, checkA11y }) => {
  // SSO: the button goes to the stand-in, which returns a code to /sso-return; the person lands signed in
  // on the page they left.
  await visit(page, '/vagas')
  const login = await openLogin(page)
  await checkA11y()
  await login.getByRole('button', { name: 'Entrar com login corporativo (SSO)' }).click()
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeVisible()
  await checkA11y()
  await page.getByLabel('Nome completo').fill('Sofia Andrade')
  await page.getByLabel('E-mail').fill(`${unique('sofia')}@grupoaurora.com.br`)
  await page.getByRole('button', { name: 'Autorizar' }).click()
  await expectSignedIn(page, 'Sofia')
  await expect(page).toHaveURL(/\/vagas$/)
  await checkA11y()
  await avatarButton(page, 'Sofia').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()

  // Microsoft: the pop-up posts the account to the site, which signs the person in.
  const again = await openLogin(page)
  const authorize = async () => {
    const popup = await page.waitForEvent('popup')
    await expect(popup.getByRole('button', { name: 'Autorizar' })).toBeVisible()
    await checkA11y(popup)
    await popup.getByLabel('Nome completo').fill('Caio Mendes')
    await popup.getByLabel('E-mail').fill(`${unique('caio')}@example.com`)
    await popup.getByRole('button', { name: 'Autorizar' }).click()
  }
  await Promise.all([authorize(), again.getByRole('button', { name: 'Entrar com Microsoft' }).click()])
  await expectSignedIn(page, 'Caio')
  await checkA11y()
})

test("a retail partner's employee signs in, is checked once a day and may say 'Não possuo formação'", async ({
  page,
  request,
  checkA11y,
}) => {
  const checks = async () => {
    const response = await request.get(`${platformUrl}/dev/employee-checks?cpf=${PARTNER_CPF}`)
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { checks: number }).checks
  }
  const signIn = async (password: string) => {
    const form = accountDialog(page, 'Acesso de colaborador(a)')
    await form.getByRole('textbox', { name: 'Login' }).fill('ana.varejo')
    await form.getByLabel('Senha', { exact: true }).fill(password)
    await form.getByRole('button', { name: 'Entrar', exact: true }).click()
  }
  const openRetail = async () => {
    const login = await openLogin(page)
    await login.getByRole('button', { name: 'Sou colaborador(a) da empresa parceira' }).click()
    await expect(accountDialog(page, 'Acesso de colaborador(a)')).toBeVisible()
  }
  const noEducation = page.getByRole('checkbox', { name: 'Não possuo formação' })

  await visit(page, '/')
  await openRetail()
  await checkA11y()
  await signIn('senha-errada')
  await expect(accountDialog(page, 'Acesso de colaborador(a)').getByRole('alert')).toHaveText(
    /Login ou senha incorretos/,
  )
  await expect(page.getByRole('textbox', { name: 'Login' })).toHaveValue('ana.varejo')
  await signIn('demonstracao-2027')
  await expectSignedIn(page, 'Ana')
  await expect.poll(checks, { timeout: 10_000 }).toBe(1)

  // The partner-company user: the empty education box offers 'Não possuo formação'.
  await page.goto('/meu-perfil')
  await expect(noEducation).toBeVisible({ timeout: 15_000 })
  await noEducation.check()
  await expect(noEducation).toBeChecked()
  await checkA11y()

  // A second sign-in the same day: the answer kept in the browser, no second check.
  await avatarButton(page, 'Ana').click()
  await page.getByRole('menuitem', { name: 'Sair' }).click()
  await expect(page).toHaveURL(/\/$/)
  await openRetail()
  await signIn('demonstracao-2027')
  await expectSignedIn(page, 'Ana')
  await page.goto('/meu-perfil')
  await expect(noEducation).toBeVisible({ timeout: 15_000 })
  expect(await checks()).toBe(1)
})
