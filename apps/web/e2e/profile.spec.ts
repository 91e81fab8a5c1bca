// /meu-perfil's personal data against the real platform: a basically empty profile gets the invitation, which
// opens the edit modal; the backdrop does not close it; a required field left empty blocks the save with
// 'Campo obrigatório' and nothing is sent; filled, it saves ('Dados pessoais salvo com sucesso') and the box
// shows the values after a reload. And the whole page by keyboard alone: the menu, a box reached and focused,
// the edit dialog opened and closed. Axe on every state.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import { diversityHelpReturnsToForm } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { createUser, randomCpf, siteGraphqlUrl, uniqueEmail, type FixtureUser } from './platform'
import { pickOption } from './select'

const PASSWORD = 'senha-forte-1'
const fields = ptBR.application.personalData.fields
const t = ptBR.profile.personalData
const menu = ptBR.profile.menu
const invitation = ptBR.profile.page

async function newCandidate(page: Page, label: string): Promise<FixtureUser> {
  return createUser(page.request, {
    name: 'Marina Teixeira',
    email: uniqueEmail(label),
    password: PASSWORD,
    cpf: randomCpf(),
    phone: '11987654321',
  })
}

async function signIn(page: Page, user: FixtureUser, path = '/meu-perfil') {
  await visit(page, path)
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
}

const personalBox = (page: Page) => page.getByRole('region', { name: menu.personalData, exact: true })
const editDialog = (page: Page) => page.getByRole('dialog', { name: t.modalTitle })

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label, exact: true }), option)
}

/** The value the box shows under a label. */
const line = (page: Page, label: string) =>
  personalBox(page)
    .locator('[data-slot="personal-data-box-row"]')
    .filter({
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    })

/** Counts the calls to the platform's GraphQL endpoint from now on. */
function countPlatformCalls(page: Page) {
  const calls = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(siteGraphqlUrl)) calls.count += 1
  })
  return calls
}

test('personal data from the profile: the invitation, the modal, a required field, the save and the reload', async ({
  page,
  checkA11y,
}) => {
  const user = await newCandidate(page, 'perfil-dados')
  await signIn(page, user)

  // A new account is basically empty: the page invites the candidate to complete it.
  const invite = page.getByRole('region', { name: invitation.emptyTitle })
  await expect(invite).toBeVisible()
  await expect(invite.getByText(invitation.emptyMessage)).toBeVisible()
  await expect(line(page, 'Nome')).toContainText('Marina Teixeira')
  await expect(line(page, 'Raça/Etnia')).toContainText(t.box.notInformed)
  await checkA11y()

  await invite.getByRole('button', { name: invitation.emptyAction }).click()
  const dialog = editDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(ptBR.common.requiredFieldsNote)).toBeVisible()
  await checkA11y()

  // 'Por que perguntamos?' by a diversity question explains it; 'Ok' returns to the form that opened it.
  await diversityHelpReturnsToForm(page, dialog, fields.race_and_ethnicity, checkA11y)
  await expect(dialog).toBeVisible()

  // The backdrop does not close it.
  await page.mouse.click(4, 4)
  await expect(dialog).toBeVisible()

  await choose(page, dialog, fields.pronoun, 'Ela/dela')
  await choose(page, dialog, fields.race_and_ethnicity, 'Parda')
  await choose(page, dialog, fields.gender, 'Mulher cisgênero')
  await choose(page, dialog, fields.sexual_orientation, 'Heterossexual')
  await dialog.getByRole('textbox', { name: fields.birthday }).fill('15/03/1990')
  await choose(page, dialog, fields.personal_income, 'De 3 a 5 salários mínimos')
  await choose(page, dialog, fields.family_income, 'De 5 a 10 salários mínimos')
  await dialog
    .getByRole('radiogroup', { name: fields.has_disability })
    .getByRole('radio', { name: 'Não' })
    .check()
  await dialog
    .getByRole('radiogroup', { name: fields.need_help_selection_process })
    .getByRole('radio', { name: 'Não' })
    .check()
  await dialog.getByRole('textbox', { name: fields.zipcode }).fill('01310-100')
  await expect(dialog.getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')

  // The number is left empty: 'Campo obrigatório', the field focused, nothing sent.
  const calls = countPlatformCalls(page)
  await dialog.getByRole('button', { name: ptBR.common.save, exact: true }).click()
  const number = dialog.getByRole('textbox', { name: fields.number, exact: true })
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText(ptBR.validation.required)).toBeVisible()
  await expect(number).toBeFocused()
  expect(calls.count).toBe(0)
  await checkA11y()

  await number.fill('1000')
  await dialog.getByRole('button', { name: ptBR.common.save, exact: true }).click()
  await expect(page.getByText(t.saved)).toBeVisible()
  await expect(dialog).toBeHidden()
  expect(calls.count).toBeGreaterThan(0)
  await expect(personalBox(page).getByRole('button', { name: /Editar/ })).toBeFocused()
  await checkA11y()

  // After a reload the box shows what was saved, and the profile is no longer basically empty.
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(line(page, fields.race_and_ethnicity)).toContainText('Parda')
  await expect(line(page, fields.pronoun)).toContainText('Ela/dela')
  await expect(line(page, fields.birthday)).toContainText('15/03/1990')
  await expect(line(page, fields.personal_income)).toContainText('De 3 a 5 salários mínimos')
  await expect(line(page, t.box.disability)).toContainText(ptBR.profile.personalData.disabilityNone)
  await expect(line(page, t.box.address)).toContainText('Avenida Paulista, 1000, Bela Vista, São Paulo - SP')
  await expect(page.getByRole('region', { name: invitation.emptyTitle })).toHaveCount(0)
  await checkA11y()
})

test('the whole profile by keyboard: the menu, a box reached and focused, the edit dialog opened and closed', async ({
  page,
  checkA11y,
}) => {
  const user = await newCandidate(page, 'perfil-teclado')
  await signIn(page, user)
  await expect(personalBox(page)).toBeVisible()
  const nav = page.getByRole('navigation', { name: invitation.menuLabel })
  // Nine boxes and 'Privacidade'.
  await expect(nav.getByRole('link')).toHaveCount(10)

  /** Presses Tab until the element has the focus (at most 60 times). */
  async function tabTo(target: Locator, key = 'Tab') {
    for (let i = 0; i < 60; i += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press(key)
    }
    await expect(target).toBeFocused()
  }

  // 'Formações': the box comes under the header (its height + 20 px) and takes the focus.
  const educationLink = nav.getByRole('link', { name: menu.educations })
  await page.locator('body').focus()
  await tabTo(educationLink)
  await page.keyboard.press('Enter')
  await expect(page.locator('#box-education')).toBeFocused()
  const header = await page
    .locator('[data-slot="site-header"]')
    .evaluate((element) => element.getBoundingClientRect().height)
  await expect
    .poll(() =>
      page.locator('#box-education').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    )
    .toBe(Math.round(header + 20))
  await expect(page).toHaveURL(/#box-education$/)

  // 'Minhas Inscrições': reached and focused too.
  const applicationsLink = nav.getByRole('link', { name: menu.applications })
  await tabTo(applicationsLink, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.locator('#box-subscription')).toBeFocused()
  await expect(page.locator('#box-subscription')).toBeInViewport()

  // 'Dados Pessoais', then its 'Editar': Enter opens the dialog, Escape closes it (focus back on Editar).
  const personalLink = nav.getByRole('link', { name: menu.personalData })
  await tabTo(personalLink, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.locator('#box-personal-data')).toBeFocused()
  const edit = personalBox(page).getByRole('button', { name: /Editar/ })
  await tabTo(edit)
  await page.keyboard.press('Enter')
  const dialog = editDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await checkA11y()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()

  // Opened again, 'Cancelar' reached by Tab closes it as well.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabTo(dialog.getByRole('button', { name: ptBR.common.cancel, exact: true }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()
  await checkA11y()
  // Every box is built: nothing on the page is a placeholder.
  await expect(page.locator('body')).not.toContainText(/em breve/i)
})

test('/meu-perfil#box-subscription scrolls to the applications box on load', async ({ page }) => {
  const user = await newCandidate(page, 'perfil-ancora')
  await signIn(page, user)
  await visit(page, '/meu-perfil#box-subscription')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
  await expect(page.locator('#box-subscription')).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})
