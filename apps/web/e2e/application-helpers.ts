// What the application journeys share (application.spec.ts, application-resilience.spec.ts): the
// opening, a fresh candidate, signing in to the ficha, and filling both tabs with the mouse.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import { expect, visit } from './fixtures'
import { createUser, randomCpf, uniqueEmail, type FixtureUser } from './platform'
import { pickOption } from './select'

export const PASSWORD = 'senha-forte-1'
export const JOB = { id: 100001, title: 'Analista de Crédito Pleno', path: '/vagas/100001/inscricao' }
export const fields = ptBR.application.personalData.fields
export const ALLOWED_DOMAIN = 'grupoaurora.com.br'

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

/** A new candidate (random CPF, a phone) for one journey. */
export async function candidate(page: Page, label: string): Promise<FixtureUser> {
  const user = await createUser(page.request, {
    name: 'Helena Duarte',
    email: uniqueEmail(label),
    password: PASSWORD,
    cpf: randomCpf(),
    phone: '11987654321',
  })
  return user
}

/**
 * Opens the application signed out: login first, then the application (the saved next route). `keep` checks
 * 'Manter conectado' (the session then outlives the tab, in local storage).
 */
export async function signInTo(page: Page, user: FixtureUser, path = JOB.path, { keep = false } = {}) {
  await visit(page, path)
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  if (!keep) return page.keyboard.press('Enter')
  await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
}

export const form = (page: Page) => page.locator('main')

/**
 * The ficha is ready: its heading (drawn by the server, so shown before the session and the form are in)
 * and the form's first tab, selected (drawn once they are; a loaded machine can take its time).
 */
export async function fichaReady(page: Page, title = JOB.title) {
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.title(title) })).toBeVisible()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 30_000 },
  )
}

export async function choose(page: Page, label: string, option: string) {
  await pickOption(page, form(page).getByRole('combobox', { name: label, exact: true }), option)
}

export async function yesNo(page: Page, label: string, answer: 'Sim' | 'Não') {
  await form(page).getByRole('radiogroup', { name: label }).getByRole('radio', { name: answer }).check()
}

/** Tab 1's personal data, every field the opening requires. */
export async function fillPersonalData(page: Page) {
  await choose(page, fields.pronoun, 'Ela/dela')
  await choose(page, fields.race_and_ethnicity, 'Parda')
  await choose(page, fields.gender, 'Mulher cisgênero')
  await choose(page, fields.sexual_orientation, 'Heterossexual')
  await form(page).getByRole('textbox', { name: fields.birthday }).fill('15/03/1990')
  await choose(page, fields.personal_income, 'De 3 a 5 salários mínimos')
  await choose(page, fields.family_income, 'De 5 a 10 salários mínimos')
  await choose(page, fields.marital_status, 'Solteiro(a)')
  await yesNo(page, fields.has_disability, 'Não')
  await yesNo(page, fields.need_help_selection_process, 'Não')
  await form(page).getByRole('textbox', { name: fields.zipcode }).fill('01310-100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await form(page).getByRole('textbox', { name: fields.number, exact: true }).fill('1000')
}

export const question = (page: Page, title: string) => form(page).getByRole('group', { name: title })

/** The opening's questions: text (mãe, RG), select, radio buttons, check boxes, a PDF, the eliminatory one. */
export async function answerQuestions(page: Page, { available = 'Sim' }: { available?: 'Sim' | 'Não' } = {}) {
  await form(page).getByRole('textbox', { name: 'Nome completo da mãe' }).fill('Maria Aparecida Duarte')
  await form(page).getByRole('textbox', { name: 'RG', exact: true }).fill('12.345.678-9')
  await choose(page, 'Qual é o seu nível de conhecimento em Excel?', 'Avançado')
  await question(page, 'Você possui certificação Anbima (CPA-10 ou CPA-20)?')
    .getByRole('radio', { name: 'Sim, CPA-20' })
    .check()
  await question(page, 'Quais birôs de crédito você já utilizou?')
    .getByRole('checkbox', { name: 'Serasa Experian' })
    .check()
  await question(page, 'Currículo em PDF')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(question(page, 'Currículo em PDF').getByText('curriculo.pdf')).toBeVisible()
  await question(page, 'Você tem disponibilidade para trabalhar presencialmente em São Paulo?')
    .getByRole('radio', { name: available })
    .check()
}

export const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** The diversity explanation, as the help modal gives it (its accessible description). */
const DIVERSITY_EXPLANATION = [
  'Perguntamos sobre raça/etnia, identidade de gênero, orientação sexual e deficiência para conhecer quem se candidata e construir processos seletivos mais justos.',
  'Responder é voluntário: você pode deixar de informar qualquer um desses dados sem prejuízo para sua candidatura.',
  'As respostas são usadas apenas para políticas de inclusão e diversidade, de forma agregada, e são protegidas pela Lei Geral de Proteção de Dados (LGPD).',
].join(' ')

/**
 * 'Por que perguntamos?' by a diversity question (`field`, its label) in `form`: the explanation opens, passes
 * axe, and 'Ok' returns the person to the form that opened it, on the same button.
 */
export async function diversityHelpReturnsToForm(
  page: Page,
  form: Locator,
  field: string,
  checkA11y: () => Promise<void>,
) {
  const help = form.getByRole('button', { name: 'Por que perguntamos?', description: field })
  await help.click()
  const modal = page.getByRole('dialog', { name: 'Por que perguntamos sobre diversidade?' })
  await expect(modal).toHaveAccessibleDescription(DIVERSITY_EXPLANATION)
  await checkA11y()
  await modal.getByRole('button', { name: 'Ok', exact: true }).click()
  await expect(modal).toHaveCount(0)
  await expect(help).toBeFocused()
}
