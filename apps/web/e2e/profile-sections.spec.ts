// The profile's simpler boxes on /meu-perfil against the real platform: causes, acknowledgements and
// certifications (add, edit, remove after 'Atenção'), skills (add two, a duplicate refused, remove one, the
// saved list after a reload) and 'Não possuo experiência profissional' kept on the platform (still checked
// after a reload). Axe on every state.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { createUser, uniqueEmail } from './platform'
import { pickOption } from './select'

const PASSWORD = 'senha-forte-1'
const { profile } = ptBR

async function signIn(page: Page, email: string) {
  await visit(page, '/meu-perfil')
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
}

const box = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const field = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true })

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label, exact: true }), option)
}

/** 'Remover' on the box's only entry, 'Atenção' checked by axe, then 'Sim, desejo remover'. */
async function removeOnly(page: Page, section: Locator, checkA11y: () => Promise<void>) {
  await section.getByRole('listitem').getByRole('button', { name: 'Remover' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Atenção' })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByText(ptBR.common.confirmRemoveQuestion)).toBeVisible()
  await checkA11y()
  await confirm.getByRole('button', { name: 'Sim, desejo remover' }).click()
  await expect(confirm).toBeHidden()
  await expect(section.getByRole('listitem')).toHaveCount(0)
}

test('causes, acknowledgements and certifications: add, edit, remove after Atenção', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Lívia Andrade',
    email: uniqueEmail('perfil-secoes'),
    password: PASSWORD,
  })
  await signIn(page, user.email)

  // Causes: the organization is required; an end before the start is refused as the platform refuses it.
  const causes = box(page, profile.menu.causes)
  await expect(causes.getByText(profile.cause.empty)).toBeVisible()
  await checkA11y()
  await causes.getByRole('button', { name: 'Adicionar' }).click()
  let form = page.getByRole('dialog', { name: profile.cause.modalTitle })
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(field(form, profile.cause.fields.organization)).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText(ptBR.validation.required)).toBeVisible()
  await field(form, profile.cause.fields.organization).fill('Instituto Aprender Junto')
  await choose(page, form, profile.cause.fields.area, 'Educação')
  await choose(page, form, profile.cause.fields.country, 'Brasil')
  await field(form, profile.cause.fields.startDate).fill('032019')
  await field(form, profile.cause.fields.endDate).fill('122018')
  await field(form, profile.cause.fields.responsibilities).fill('Aulas de reforço aos sábados.')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText(ptBR.validation.endAfterStart)).toBeVisible()
  await checkA11y()
  await field(form, profile.cause.fields.endDate).fill('122021')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText(profile.cause.saved)).toBeVisible()
  await expect(form).toBeHidden()
  await expect(causes.getByRole('listitem')).toHaveCount(1)
  await expect(causes.getByRole('listitem')).toContainText('Educação · Brasil')
  await expect(causes.getByRole('listitem')).toContainText('03/2019 - 12/2021')

  await causes.getByRole('button', { name: 'Editar' }).click()
  form = page.getByRole('dialog', { name: profile.cause.modalTitle })
  await expect(field(form, profile.cause.fields.organization)).toHaveValue('Instituto Aprender Junto')
  await expect(form.getByRole('combobox', { name: profile.cause.fields.area })).toHaveText('Educação')
  await field(form, profile.cause.fields.organization).fill('Instituto Aprender Mais')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(causes.getByRole('heading', { name: 'Instituto Aprender Mais' })).toBeVisible()
  await removeOnly(page, causes, checkA11y)
  await expect(causes.getByText(profile.cause.empty)).toBeVisible()

  // Acknowledgements.
  const acknowledgements = box(page, profile.menu.acknowledgements)
  await acknowledgements.getByRole('button', { name: 'Adicionar' }).click()
  form = page.getByRole('dialog', { name: profile.acknowledgement.modalTitle })
  await field(form, profile.acknowledgement.fields.title).fill('Colaboradora Destaque')
  await field(form, profile.acknowledgement.fields.date).fill('132023')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText(ptBR.validation.date)).toBeVisible()
  await field(form, profile.acknowledgement.fields.date).fill('122023')
  await field(form, profile.acknowledgement.fields.description).fill('Projeto de redução de filas.')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText(profile.acknowledgement.saved)).toBeVisible()
  await expect(acknowledgements.getByRole('listitem')).toContainText('12/2023')
  await acknowledgements.getByRole('button', { name: 'Editar' }).click()
  form = page.getByRole('dialog', { name: profile.acknowledgement.modalTitle })
  await expect(field(form, profile.acknowledgement.fields.title)).toHaveValue('Colaboradora Destaque')
  await field(form, profile.acknowledgement.fields.title).fill('Colaboradora Destaque do Ano')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(acknowledgements.getByRole('heading', { name: 'Colaboradora Destaque do Ano' })).toBeVisible()
  await removeOnly(page, acknowledgements, checkA11y)

  // Certifications.
  const certifications = box(page, profile.menu.certifications)
  await certifications.getByRole('button', { name: 'Adicionar' }).click()
  form = page.getByRole('dialog', { name: profile.certification.modalTitle })
  await field(form, profile.certification.fields.description).fill('Azure Fundamentals')
  await field(form, profile.certification.fields.code).fill('AZ-900')
  await field(form, profile.certification.fields.expiresAt).fill('122027')
  await checkA11y()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText(profile.certification.saved)).toBeVisible()
  await expect(certifications.getByRole('listitem')).toContainText(profile.certification.code('AZ-900'))
  await expect(certifications.getByRole('listitem')).toContainText(profile.certification.expiresAt('12/2027'))
  await certifications.getByRole('button', { name: 'Editar' }).click()
  form = page.getByRole('dialog', { name: profile.certification.modalTitle })
  await field(form, profile.certification.fields.code).fill('')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(certifications.getByRole('listitem')).not.toContainText('AZ-900')

  // A reload shows what was saved: the certification, and no cause or acknowledgement.
  await visit(page, '/meu-perfil')
  await expect(certifications.getByRole('heading', { name: 'Azure Fundamentals' })).toBeVisible()
  await expect(causes.getByText(profile.cause.empty)).toBeVisible()
  await expect(acknowledgements.getByText(profile.acknowledgement.empty)).toBeVisible()
  await removeOnly(page, certifications, checkA11y)
})

test('skills: add two, a duplicate refused, remove one; the saved list after a reload', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Otávio Reis',
    email: uniqueEmail('perfil-habilidades'),
    password: PASSWORD,
  })
  await signIn(page, user.email)
  const skills = box(page, profile.menu.skills)
  await expect(skills.getByText(profile.skills.empty)).toBeVisible()
  const input = skills.getByRole('textbox', { name: profile.skills.input })
  const list = skills.getByRole('list', { name: profile.skills.list })

  // Enter adds; the field empties and keeps the focus.
  await input.fill('Excel avançado')
  await input.press('Enter')
  await expect(list.getByRole('listitem')).toHaveText(['Excel avançado'])
  await expect(input).toHaveValue('')
  await expect(input).toBeFocused()
  await expect(skills.getByText(profile.skills.saved)).toBeVisible()
  // 'Adicionar' adds too.
  await input.fill('Power BI')
  await skills.getByRole('button', { name: 'Adicionar' }).click()
  await expect(list.getByRole('listitem')).toHaveText(['Excel avançado', 'Power BI'])
  // The same skill in other case is refused, the text kept.
  await input.fill('EXCEL AVANÇADO')
  await input.press('Enter')
  await expect(skills.getByText(profile.skills.duplicate).first()).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveValue('EXCEL AVANÇADO')
  await checkA11y()
  await input.fill('')

  await skills.getByRole('button', { name: profile.skills.remove('Excel avançado') }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Atenção' })
  await expect(confirm).toBeVisible()
  await checkA11y()
  await confirm.getByRole('button', { name: 'Sim, desejo remover' }).click()
  await expect(list.getByRole('listitem')).toHaveText(['Power BI'])
  await expect(input).toBeFocused()

  await visit(page, '/meu-perfil')
  await expect(box(page, profile.menu.skills).getByRole('list', { name: profile.skills.list })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveText(['Power BI'])
  await checkA11y()
})

test("'Não possuo experiência profissional' is kept on the platform: still checked after a reload", async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Bruna Teles',
    email: uniqueEmail('perfil-sem-experiencia'),
    password: PASSWORD,
  })
  await signIn(page, user.email)
  const experiences = box(page, profile.menu.experiences)
  const none = experiences.getByRole('checkbox', { name: profile.experience.none })
  await expect(none).toBeEnabled()
  await expect(none).not.toBeChecked()
  // Checked at once, busy while the platform saves it.
  await none.check()
  await expect(none).toBeChecked()
  await expect(none).not.toHaveAttribute('aria-busy', 'true')
  await expect(experiences.getByRole('alert')).toHaveCount(0)
  await checkA11y()

  await visit(page, '/meu-perfil')
  await expect(none).toBeEnabled()
  await expect(none).toBeChecked()

  // Unchecked again, it stays unchecked.
  await none.uncheck()
  await expect(none).not.toHaveAttribute('aria-busy', 'true')
  await visit(page, '/meu-perfil')
  await expect(none).toBeEnabled()
  await expect(none).not.toBeChecked()
})
