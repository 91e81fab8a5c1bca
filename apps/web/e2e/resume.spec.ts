// Résumé sections on /meu-perfil against the real platform: educations (elementary school, higher education
// in progress), a current experience, a language; validation messages, edit, delete after confirming, and the
// same lists in the same order after a reload. Axe on every state.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { createUser, uniqueEmail } from './platform'
import { pickOption } from './select'

const PASSWORD = 'senha-forte-1'
const f = {
  education: ptBR.profile.education.fields,
  experience: ptBR.profile.experience.fields,
  language: ptBR.profile.language.fields,
}

async function signIn(page: Page, email: string) {
  await visit(page, '/meu-perfil')
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
}

const box = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label, exact: true }), option)
}

test('education, experience and languages: add, validate, edit, delete, and the same after a reload', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await createUser(request, {
    name: 'Beatriz Nogueira',
    email: uniqueEmail('cv'),
    password: PASSWORD,
  })
  await signIn(page, user.email)
  const educations = box(page, ptBR.profile.menu.educations)
  await expect(educations.getByText(ptBR.ui.domain.resume.empty.education)).toBeVisible()
  await checkA11y()

  // Elementary school: no institution or course asked; the end date optional.
  await educations.getByRole('button', { name: 'Adicionar' }).click()
  let form = page.getByRole('dialog', { name: 'FORMAÇÃO' })
  await choose(page, form, f.education.state, 'São Paulo')
  await choose(page, form, f.education.level, 'Ensino Fundamental')
  await choose(page, form, f.education.status, 'Concluído')
  await expect(form.getByRole('combobox', { name: f.education.institution })).toHaveCount(0)
  await expect(form.getByRole('combobox', { name: f.education.course })).toHaveCount(0)
  await form.getByRole('textbox', { name: f.education.startDate }).fill('022005')
  await checkA11y()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByText(ptBR.profile.education.saved)).toBeVisible()
  await expect(form).toBeHidden()
  await expect(educations.getByRole('listitem')).toHaveCount(1)

  // Higher education in progress: campus and shift asked; wrong dates get the spec's messages.
  await educations.getByRole('button', { name: 'Adicionar' }).click()
  form = page.getByRole('dialog', { name: 'FORMAÇÃO' })
  await choose(page, form, f.education.state, 'São Paulo')
  await choose(page, form, f.education.level, 'Graduação')
  await choose(page, form, f.education.status, 'Cursando')
  await expect(form.getByRole('textbox', { name: f.education.campus })).toBeVisible()
  await expect(form.getByRole('combobox', { name: f.education.period })).toBeVisible()
  await form.getByRole('combobox', { name: f.education.institution }).fill('Universidade Livre do Sertão')
  await form.getByRole('combobox', { name: f.education.course }).fill('Ciências Contábeis')
  await form.getByRole('textbox', { name: f.education.campus }).fill('Centro')
  await choose(page, form, f.education.period, 'Noite')
  await form.getByRole('textbox', { name: f.education.startDate }).fill('132023')
  await form.getByRole('textbox', { name: f.education.endDate }).fill('012020')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText(ptBR.validation.date).first()).toBeVisible()
  await form.getByRole('textbox', { name: f.education.startDate }).fill('022023')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Deve ser posterior a data inicial')).toBeVisible()
  await expect(form.getByRole('textbox', { name: f.education.endDate })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await checkA11y()
  await form.getByRole('textbox', { name: f.education.endDate }).fill('122030')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(educations.getByRole('listitem')).toHaveCount(2)
  // Sorted by end date, latest first; a future end is an expected end.
  await expect(educations.getByRole('listitem').first()).toContainText('Universidade Livre do Sertão')
  await expect(educations.getByRole('listitem').first()).toContainText('Previsão de término')

  // A current experience: the end date is cleared and disabled.
  const experiences = box(page, ptBR.profile.menu.experiences)
  await experiences.getByRole('button', { name: 'Adicionar' }).click()
  form = page.getByRole('dialog', { name: 'EXPERIÊNCIA PROFISSIONAL' })
  await form.getByRole('combobox', { name: f.experience.company }).fill('Padaria Pão Quente')
  await form.getByRole('textbox', { name: f.experience.role }).fill('Atendente')
  await choose(page, form, f.experience.level, 'Assistente')
  await choose(page, form, f.experience.area, 'Atendimento ao Cliente')
  await form
    .getByRole('textbox', { name: f.experience.responsibilities })
    .fill('Atendimento no balcão e caixa.')
  await form.getByRole('textbox', { name: f.experience.startDate }).fill('032021')
  await form.getByRole('textbox', { name: f.experience.endDate }).fill('042022')
  await form.getByRole('checkbox', { name: f.experience.currentOccupation }).check()
  await expect(form.getByRole('textbox', { name: f.experience.endDate })).toBeDisabled()
  await expect(form.getByRole('textbox', { name: f.experience.endDate })).toHaveValue('')
  await checkA11y()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(experiences.getByRole('listitem')).toHaveCount(1)
  await expect(experiences.getByRole('listitem').first()).toContainText('Atualmente')

  // A language, then its proficiency edited.
  const languages = box(page, ptBR.profile.menu.languages)
  await languages.getByRole('button', { name: 'Adicionar' }).click()
  form = page.getByRole('dialog', { name: 'IDIOMA' })
  await choose(page, form, f.language.language, 'Inglês')
  await choose(page, form, f.language.proficiency, 'Intermediário')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(languages.getByRole('listitem')).toHaveCount(1)
  await languages.getByRole('button', { name: 'Editar' }).click()
  form = page.getByRole('dialog', { name: 'IDIOMA' })
  await expect(form.getByRole('combobox', { name: f.language.proficiency })).toHaveText('Intermediário')
  await choose(page, form, f.language.proficiency, 'Avançado')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(languages.getByRole('listitem').first()).toContainText('Avançado')

  // Delete the elementary school after confirming.
  await educations.getByRole('listitem').last().getByRole('button', { name: 'Remover' }).click()
  const confirm = page
    .getByRole('alertdialog', { name: 'Atenção' })
    .or(page.getByRole('dialog', { name: 'Atenção' }))
  await expect(confirm).toBeVisible()
  await checkA11y()
  await confirm.getByRole('button', { name: 'Sim, desejo remover' }).click()
  await expect(educations.getByRole('listitem')).toHaveCount(1)

  // A reload shows the same lists, in the same order.
  const before = {
    educations: await educations.getByRole('listitem').allTextContents(),
    experiences: await experiences.getByRole('listitem').allTextContents(),
    languages: await languages.getByRole('listitem').allTextContents(),
  }
  await visit(page, '/meu-perfil')
  // Each box loads its own list: wait for each (read at once, a busy machine saw the languages still
  // loading while the other two had arrived).
  await expect(educations.getByRole('listitem')).toHaveText(before.educations)
  await expect(experiences.getByRole('listitem')).toHaveText(before.experiences)
  await expect(languages.getByRole('listitem')).toHaveText(before.languages)
  await checkA11y()
})

/** Tab (never the mouse) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** A select by keyboard: reach it, open it with Enter, type the option's start, Enter. */
async function pickByKeyboard(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByRole('combobox', { name: label, exact: true })
  await tabTo(page, select)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.type(option.slice(0, 4))
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(select).toHaveText(option)
}

test('education, experience and a language by keyboard alone', async ({ page, request, checkA11y }) => {
  const user = await createUser(request, {
    name: 'Caio Prado',
    email: uniqueEmail('cv-teclado'),
    password: PASSWORD,
  })
  await signIn(page, user.email)
  const educations = box(page, ptBR.profile.menu.educations)
  await tabTo(page, educations.getByRole('button', { name: 'Adicionar' }))
  await page.keyboard.press('Enter')
  let form = page.getByRole('dialog', { name: 'FORMAÇÃO' })
  await expect(form).toBeVisible()
  await pickByKeyboard(page, form, f.education.state, 'Minas Gerais')
  await pickByKeyboard(page, form, f.education.level, 'Ensino Médio')
  await pickByKeyboard(page, form, f.education.status, 'Concluído')
  await tabTo(page, form.getByRole('textbox', { name: f.education.startDate }))
  await page.keyboard.type('022015')
  await page.keyboard.press('Tab')
  await page.keyboard.type('122017')
  await tabTo(page, form.getByRole('button', { name: 'Salvar' }))
  await page.keyboard.press('Enter')
  await expect(form).toBeHidden()
  await expect(educations.getByRole('listitem')).toHaveCount(1)

  const experiences = box(page, ptBR.profile.menu.experiences)
  await tabTo(page, experiences.getByRole('button', { name: 'Adicionar' }))
  await page.keyboard.press('Enter')
  form = page.getByRole('dialog', { name: 'EXPERIÊNCIA PROFISSIONAL' })
  await expect(form).toBeVisible()
  await tabTo(page, form.getByRole('combobox', { name: f.experience.company }))
  await page.keyboard.type('Mercado Bom Preço')
  await tabTo(page, form.getByRole('textbox', { name: f.experience.role }))
  await page.keyboard.type('Repositor')
  await pickByKeyboard(page, form, f.experience.level, 'Assistente')
  await pickByKeyboard(page, form, f.experience.area, 'Logística')
  await tabTo(page, form.getByRole('textbox', { name: f.experience.responsibilities }))
  await page.keyboard.type('Reposição e conferência de mercadorias.')
  await tabTo(page, form.getByRole('textbox', { name: f.experience.startDate }))
  await page.keyboard.type('012019')
  await tabTo(page, form.getByRole('checkbox', { name: f.experience.currentOccupation }))
  await page.keyboard.press('Space')
  await expect(form.getByRole('textbox', { name: f.experience.endDate })).toBeDisabled()
  await checkA11y()
  await tabTo(page, form.getByRole('button', { name: 'Salvar' }))
  await page.keyboard.press('Enter')
  await expect(form).toBeHidden()
  await expect(experiences.getByRole('listitem').first()).toContainText('Atualmente')

  const languages = box(page, ptBR.profile.menu.languages)
  await tabTo(page, languages.getByRole('button', { name: 'Adicionar' }))
  await page.keyboard.press('Enter')
  form = page.getByRole('dialog', { name: 'IDIOMA' })
  await expect(form).toBeVisible()
  await pickByKeyboard(page, form, f.language.language, 'Espanhol')
  await pickByKeyboard(page, form, f.language.proficiency, 'Básico')
  await tabTo(page, form.getByRole('button', { name: 'Salvar' }))
  await page.keyboard.press('Enter')
  await expect(form).toBeHidden()
  await expect(languages.getByRole('listitem')).toHaveCount(1)

  // Remove it: 'Atenção', then 'Sim, desejo remover'.
  await tabTo(page, languages.getByRole('button', { name: 'Remover' }), 60)
  await page.keyboard.press('Enter')
  const confirm = page
    .getByRole('alertdialog', { name: 'Atenção' })
    .or(page.getByRole('dialog', { name: 'Atenção' }))
  await expect(confirm).toBeVisible()
  await checkA11y()
  await tabTo(page, confirm.getByRole('button', { name: 'Sim, desejo remover' }), 5)
  await page.keyboard.press('Enter')
  await expect(languages.getByRole('listitem')).toHaveCount(0)
  await expect(languages.getByText(ptBR.ui.domain.resume.empty.language)).toBeVisible()
})
