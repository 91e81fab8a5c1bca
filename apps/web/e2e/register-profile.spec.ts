// The register pages against the real platform: /deixe-seu-perfil from the home page's call (education left
// empty is refused with nothing lost, then the whole profile goes, 'Você completou o seu perfil!' and /vagas,
// and /meu-perfil lists what was saved); /banco-de-talentos with the brand's questions, recorded on the
// platform as the candidate joining the bank; /atualizacao-perfil saving a change that shows again on the
// next visit. Axe on every page.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import {
  PASSWORD,
  candidate,
  diversityHelpReturnsToForm,
  fields,
  fillPersonalData,
  signInTo,
} from './application-helpers'
import { expect, test, visit } from './fixtures'
import { pickOption } from './select'

const t = ptBR.profile
const f = {
  education: t.education.fields,
  experience: t.experience.fields,
  language: t.language.fields,
}

const main = (page: Page) => page.locator('main')
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true })
const submit = (page: Page, name: string = t.register.submit) =>
  main(page).getByRole('button', { name, exact: true })

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label, exact: true }), option)
}

async function fillEducation(page: Page) {
  const form = region(page, t.menu.educations).getByRole('group', { name: 'Formação 1' })
  await choose(page, form, f.education.state, 'São Paulo')
  await choose(page, form, f.education.level, 'Graduação')
  await choose(page, form, f.education.status, 'Concluído')
  await form.getByRole('combobox', { name: f.education.institution }).fill('Universidade do Litoral Paulista')
  await form.getByRole('combobox', { name: f.education.course }).fill('Administração')
  await form.getByRole('textbox', { name: f.education.startDate }).fill('022012')
  await form.getByRole('textbox', { name: f.education.endDate }).fill('122016')
}

async function fillExperience(page: Page) {
  const form = region(page, t.menu.experiences).getByRole('group', { name: 'Experiência profissional 1' })
  await form.getByRole('combobox', { name: f.experience.company }).fill('Padaria Pão Quente')
  await form.getByRole('textbox', { name: f.experience.role }).fill('Atendente')
  await choose(page, form, f.experience.level, 'Assistente')
  await choose(page, form, f.experience.area, 'Atendimento ao Cliente')
  await form
    .getByRole('textbox', { name: f.experience.responsibilities })
    .fill('Atendimento no balcão e caixa.')
  await form.getByRole('textbox', { name: f.experience.startDate }).fill('032021')
  await form.getByRole('checkbox', { name: f.experience.currentOccupation }).check()
}

async function fillLanguage(page: Page, language = 'Inglês') {
  const form = region(page, t.menu.languages).getByRole('group', { name: 'Idioma 1' })
  await choose(page, form, f.language.language, language)
  await choose(page, form, f.language.proficiency, 'Intermediário')
}

/** 'Pronto' / the page's message, announced, then the next page. */
async function expectDone(page: Page, message: string, next: RegExp) {
  await expect(main(page).getByRole('status').filter({ hasText: message })).toBeVisible()
  await expect(page).toHaveURL(next)
}

test('deixe-seu-perfil from the home page: empty education refused, nothing lost; complete → /vagas', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'deixe-perfil')
  await visit(page, '/')
  await main(page).getByRole('link', { name: 'Cadastre seu currículo', exact: true }).first().click()
  // Signed out: the login opens over the home page, the register page is the next route.
  const login = page.getByRole('dialog', { name: 'Entrar' })
  await login.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/deixe-seu-perfil$/)
  await expect(main(page).getByRole('heading', { level: 1, name: 'Deixe seu perfil' })).toBeVisible()
  await expect(region(page, t.menu.educations).getByRole('group', { name: 'Formação 1' })).toBeVisible()
  // The page is the real form, never a placeholder.
  await expect(page.locator('body')).not.toContainText(/em breve/i)
  await checkA11y()
  await diversityHelpReturnsToForm(page, main(page), fields.has_disability, checkA11y)

  await fillPersonalData(page)
  await fillExperience(page)
  await submit(page).click()
  const educations = region(page, t.menu.educations)
  await expect(educations.getByRole('alert')).toHaveText(t.education.registerInvalid)
  // Everything typed is still there.
  await expect(main(page).getByRole('textbox', { name: fields.birthday })).toHaveValue('15/03/1990')
  await expect(
    region(page, t.menu.experiences).getByRole('textbox', { name: f.experience.role }),
  ).toHaveValue('Atendente')
  await checkA11y()

  await fillEducation(page)
  await expect(educations.getByRole('alert')).toHaveCount(0)
  await fillLanguage(page)
  await submit(page).click()
  await expectDone(page, t.register.doneMessage, /\/vagas$/)
  await checkA11y()

  // The profile lists what was saved.
  await visit(page, '/meu-perfil')
  await expect(region(page, t.menu.educations).getByRole('listitem').first()).toContainText(
    'Universidade do Litoral Paulista',
  )
  await expect(region(page, t.menu.experiences).getByRole('listitem').first()).toContainText('Atendente')
  await expect(region(page, t.menu.languages).getByRole('listitem').first()).toContainText('Inglês')
  await checkA11y()

  // Back on the register page, the entries show as lists and no form is forced on the candidate.
  await visit(page, '/deixe-seu-perfil')
  await expect(educations.getByText(t.register.listedHint)).toBeVisible()
  await expect(educations.getByRole('listitem')).toHaveCount(1)
  await expect(educations.getByRole('group', { name: 'Formação 1' })).toHaveCount(0)
  await checkA11y()
})

test('banco-de-talentos: the brand’s questions, answered, join the bank and the platform records it', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'banco-talentos')
  await signInTo(page, user, '/banco-de-talentos')
  await expect(main(page).getByRole('heading', { level: 1, name: t.register.talentBank.title })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: t.register.talentBank.questions })).toBeVisible()
  await checkA11y()

  await fillPersonalData(page)
  await fillEducation(page)
  await region(page, t.menu.experiences).getByRole('checkbox', { name: t.experience.none }).check()
  // The questions are required: unanswered, the page refuses and marks them.
  await submit(page).click()
  const availability = main(page).getByRole('group', { name: /Qual é a sua disponibilidade de horário/ })
  await expect(availability).toHaveAttribute('aria-invalid', 'true')
  await checkA11y()
  await main(page)
    .getByRole('group', { name: /Em quais áreas você gostaria de trabalhar/ })
    .getByRole('checkbox', { name: 'Tecnologia' })
    .check()
  await availability.getByRole('radio', { name: 'Manhã' }).check()
  await expect(availability).not.toHaveAttribute('aria-invalid', 'true')
  await submit(page).click()
  await expectDone(page, t.register.doneMessage, /\/vagas$/)

  // The platform recorded the joining (Profile.talentBankJoinedAt): the page says since when.
  await visit(page, '/banco-de-talentos')
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date())
  await expect(main(page).getByText(t.register.talentBank.joinedSince(today))).toBeVisible()
  await expect(region(page, t.menu.educations).getByRole('listitem')).toHaveCount(1)
  await checkA11y()
})

test('atualizacao-perfil: the personal data prefilled, a change saved and shown on the next visit', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'atualizacao')
  await signInTo(page, user, '/atualizacao-perfil')
  await expect(main(page).getByRole('heading', { level: 1, name: t.wizard.title })).toBeVisible()
  // The update page adds languages only; no education rule holds it back.
  await expect(main(page).getByRole('button', { name: 'Adicionar outra formação' })).toHaveCount(0)
  await checkA11y()

  await fillPersonalData(page)
  await fillLanguage(page, 'Espanhol')
  await submit(page, ptBR.common.save).click()
  await expectDone(page, t.wizard.success, /\/meu-perfil$/)
  await expect(region(page, t.menu.languages).getByRole('listitem').first()).toContainText('Espanhol')

  // Change one field: the next visit shows it.
  await visit(page, '/atualizacao-perfil')
  const number = main(page).getByRole('textbox', { name: fields.number, exact: true })
  await expect(number).toHaveValue('1000')
  await number.fill('2024')
  await submit(page, ptBR.common.save).click()
  await expectDone(page, t.wizard.success, /\/meu-perfil$/)
  await visit(page, '/atualizacao-perfil')
  await expect(main(page).getByRole('textbox', { name: fields.number, exact: true })).toHaveValue('2024')
  await expect(region(page, t.menu.languages).getByRole('listitem')).toHaveCount(1)
  await checkA11y()
})
