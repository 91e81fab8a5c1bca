// When a company reaches out (docs/decisions.md, "Company requests: hunting invitations and profile update
// requests"), against the real platform: the profile update request a company sends (the development endpoint
// → the e-mail in the local mail server → its link → login → the wizard: personal data → education →
// experience → languages → questions, 'Voltar' keeping what was typed, an empty education refused, the end on
// / with 'Perfil atualizado com sucesso!', the profile showing the new data, the same link again, an expired
// one, another account's session); and a headhunter's invitation (a person with no account, from the external
// base → signed in → /InsertCpf → CPF → a password chosen → can sign in again; an existing candidate → /; a
// used and a tampered link; the refusal link recorded). Axe on every page.
import { ptBR } from '@carreiras/core'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { PASSWORD, PDF, candidate, fields, fillPersonalData, signInTo } from './application-helpers'
import { atHome, expect, test, visit } from './fixtures'
import {
  formatCpf,
  lastEmail,
  linkTo,
  platformUrl,
  randomCpf,
  uniqueEmail,
  type FixtureUser,
} from './platform'
import { pickOption } from './select'

const w = ptBR.profile.wizard
const h = ptBR.hunting
const f = ptBR.profile.education.fields

const main = (page: Page) => page.locator('main')
const continueButton = (page: Page) => main(page).getByRole('button', { name: w.continue, exact: true })
const backButton = (page: Page) => main(page).getByRole('button', { name: w.back, exact: true })
const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name })

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label, exact: true }), option)
}

interface UpdateRequest {
  id: number
  token: string
  link: string
}

async function requestUpdate(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<UpdateRequest> {
  const response = await request.post(`${platformUrl}/dev/profile-updates`, { data: body })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as UpdateRequest
}

/** The path of the link the e-mail carries (the site under test is on another port than the e-mail's). */
const pathOf = (link: string) => new URL(link).pathname

async function signIn(page: Page, user: FixtureUser) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
}

/** The notice the site shows over / when the wizard ends. */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true })

test('a company’s update request: the whole wizard, then the same link again', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await candidate(page, 'wizard')
  await requestUpdate(request, { userId: user.id })
  const mail = await lastEmail(request, user.email)
  expect(mail.subject).toBe('Atualize seu perfil')
  const path = pathOf(linkTo(mail, '/profile_questions_updates/'))
  expect(path).toMatch(/^\/profile_questions_updates\/token\/[\w.-]+$/)

  // Login required: the link asks for it, then opens the wizard.
  await visit(page, path)
  await signIn(page, user)
  await expect(page).toHaveURL(path)
  await expect(main(page).getByRole('heading', { level: 1, name: w.title })).toBeVisible()
  await expect(main(page).getByRole('navigation', { name: w.stepsLabel })).toBeVisible()
  await expect(stepHeading(page, 'Dados Pessoais')).toBeVisible()
  await expect(main(page).getByText('Etapa 1 de 5')).toBeVisible()
  await expect(backButton(page)).toHaveCount(0)
  await expect(page.locator('body')).not.toContainText(/em breve/i)
  await checkA11y()

  // Personal data, saved on 'Continuar'.
  await fillPersonalData(page)
  await continueButton(page).click()
  await expect(stepHeading(page, 'Formações')).toBeVisible()

  // No education: 'Uoops' / 'Informe ao menos uma formação', blocked.
  await continueButton(page).click()
  const alert = page.getByRole('alertdialog', { name: 'Uoops' })
  await expect(alert).toContainText(ptBR.profile.education.atLeastOne)
  await checkA11y()
  await alert.getByRole('button', { name: 'Ok' }).click()
  await expect(stepHeading(page, 'Formações')).toBeVisible()

  // 'Voltar' keeps what was saved and typed.
  await backButton(page).click()
  await expect(stepHeading(page, 'Dados Pessoais')).toBeVisible()
  await expect(main(page).getByRole('textbox', { name: fields.birthday })).toHaveValue('15/03/1990')
  await continueButton(page).click()
  await expect(stepHeading(page, 'Formações')).toBeVisible()

  // An education added in its modal, then the step passes.
  await main(page).getByRole('button', { name: 'Adicionar' }).click()
  const form = page.getByRole('dialog', { name: 'FORMAÇÃO' })
  await choose(page, form, f.state, 'São Paulo')
  await choose(page, form, f.level, 'Graduação')
  await choose(page, form, f.status, 'Concluído')
  await form.getByRole('combobox', { name: f.institution }).fill('Universidade do Vale Sereno')
  await form.getByRole('combobox', { name: f.course }).fill('Economia')
  await form.getByRole('textbox', { name: f.startDate }).fill('022013')
  await form.getByRole('textbox', { name: f.endDate }).fill('122017')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toBeHidden()
  await expect(
    main(page).getByRole('listitem').filter({ hasText: 'Universidade do Vale Sereno' }),
  ).toBeVisible()
  await checkA11y()
  await continueButton(page).click()

  // No experience: refused until 'Não possuo experiência profissional' is checked.
  await expect(stepHeading(page, 'Experiências Profissionais')).toBeVisible()
  await continueButton(page).click()
  await expect(alert).toContainText(ptBR.profile.experience.required)
  await alert.getByRole('button', { name: 'Ok' }).click()
  await main(page).getByRole('checkbox', { name: ptBR.profile.experience.none }).check()
  await expect(main(page).getByRole('checkbox', { name: ptBR.profile.experience.none })).toBeEnabled()
  await continueButton(page).click()

  // Languages always pass.
  await expect(stepHeading(page, 'Idiomas')).toBeVisible()
  await continueButton(page).click()

  // The company's questions: the required ones marked until answered.
  await expect(stepHeading(page, 'Perguntas da empresa')).toBeVisible()
  await checkA11y()
  await continueButton(page).click()
  const salary = main(page).getByRole('textbox', { name: /Qual é a sua pretensão salarial\?/ })
  await expect(salary).toHaveAttribute('aria-invalid', 'true')
  await salary.fill('R$ 6.500')
  await choose(page, main(page), 'Qual é a sua disponibilidade para começar?', 'Em 15 dias')
  await main(page)
    .getByRole('group', { name: /Quais ferramentas você usa no dia a dia\?/ })
    .getByRole('checkbox', { name: 'SQL' })
    .check()
  const portfolio = main(page).getByRole('group', { name: /Portfólio ou certificados/ })
  await portfolio
    .locator('input[type="file"]')
    .setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(portfolio.getByText('portfolio.pdf')).toBeVisible()
  await continueButton(page).click()

  await atHome(page)
  await expect(notice(page, w.success)).toBeVisible()
  await checkA11y()

  // The platform has the answers; the profile shows the new education.
  const stored = await request.get(`${platformUrl}/dev/profile-updates?userId=${user.id}`)
  const [row] = (await stored.json()) as {
    completedAt: string | null
    answers: { question: string; answer: string }[]
  }[]
  expect(row!.completedAt).not.toBeNull()
  expect(row!.answers).toEqual(
    expect.arrayContaining([
      { questionId: expect.anything(), question: 'Qual é a sua pretensão salarial?', answer: 'R$ 6.500' },
      { questionId: expect.anything(), question: 'Quais ferramentas você usa no dia a dia?', answer: 'SQL' },
      { questionId: expect.anything(), question: 'Portfólio ou certificados', answer: 'portfolio.pdf' },
    ]),
  )
  await visit(page, '/meu-perfil')
  await expect(
    page
      .getByRole('region', { name: ptBR.profile.menu.educations, exact: true })
      .getByRole('listitem')
      .first(),
  ).toContainText('Universidade do Vale Sereno')

  // The same link again: nothing pending.
  await visit(page, path)
  await expect(page).toHaveURL(/\/$/)
  await expect(notice(page, w.alreadyUpdated)).toBeVisible()
})

test('an expired request, and another account’s request, are refused with a clear message', async ({
  page,
  request,
  checkA11y,
}) => {
  const owner = await candidate(page, 'wizard-owner')
  const other = await candidate(page, 'wizard-other')
  const expired = await requestUpdate(request, { userId: owner.id, expiresInDays: -1 })
  const someoneElses = await requestUpdate(request, { userId: owner.id, questions: 'none' })

  await signInTo(page, owner, pathOf(expired.link))
  await atHome(page)
  await expect(notice(page, w.outOfDeadline)).toBeVisible()
  await checkA11y()

  // Another candidate's session neither reads nor answers it: not found, nothing revealed.
  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await signInTo(page, other, pathOf(someoneElses.link))
  await expect(main(page).getByRole('heading', { name: w.notFound.title })).toBeVisible()
  await expect(main(page)).toContainText(w.notFound.message)
  await expect(main(page)).not.toContainText('Dados Pessoais')
  await checkA11y()
  const stored = await request.get(`${platformUrl}/dev/profile-updates?userId=${owner.id}`)
  const rows = (await stored.json()) as { id: number; completedAt: string | null }[]
  expect(rows.find((r) => r.id === someoneElses.id)!.completedAt).toBeNull()
})

test('the wizard by keyboard alone on a 390 px wide screen', async ({ page, request, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const user = await candidate(page, 'wizard-keyboard')
  const { link } = await requestUpdate(request, {
    userId: user.id,
    steps: ['languages'],
    questions: [{ title: 'Por que você quer esta vaga?', htmlType: 'text', required: true }],
  })
  await signInTo(page, user, pathOf(link))
  await expect(stepHeading(page, 'Idiomas')).toBeVisible()
  const noHorizontalScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
  expect(await noHorizontalScroll()).toBe(true)
  await checkA11y()

  // Tab to 'Continuar' and press Enter: the questions step, its heading focused.
  const next = continueButton(page)
  for (let i = 0; i < 40 && !(await next.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(next).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(stepHeading(page, 'Perguntas da empresa')).toBeFocused()
  expect(await noHorizontalScroll()).toBe(true)

  // Empty: Enter on 'Continuar' refuses and focus lands on the question; typed, it finishes.
  const answer = main(page).getByRole('textbox', { name: /Por que você quer esta vaga\?/ })
  await page.keyboard.press('Tab')
  await expect(answer).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  for (let i = 0; i < 10 && !(await next.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(answer).toHaveAttribute('aria-invalid', 'true')
  await expect(answer).toBeFocused()
  await checkA11y()
  await page.keyboard.type('Quero crescer na área de crédito.')
  for (let i = 0; i < 10 && !(await next.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await expect(notice(page, w.success)).toBeVisible()
})

interface Invitation {
  token: string
  acceptLink: string
  refuseLink: string
}

async function invite(request: APIRequestContext, email: string): Promise<Invitation> {
  const response = await request.post(`${platformUrl}/dev/hunting/invite`, { data: { email } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Invitation
}

test('a headhunter invites a person with no account: signed in, CPF, a password, and back in later', async ({
  page,
  request,
  checkA11y,
}) => {
  const email = uniqueEmail('externa')
  const base = await request.post(`${platformUrl}/dev/external-base`, {
    data: { email, name: 'ROSA MARIA DE ALMEIDA', cpf: null },
  })
  expect(base.status(), await base.text()).toBe(201)
  await invite(request, email)
  const mail = await lastEmail(request, email)
  expect(mail.subject).toMatch(/^Convite para (um|o) processo seletivo/)
  expect(mail.text).toContain('/refuse_hunting/')
  linkTo(mail, '/refuse_hunting/')

  await visit(page, pathOf(linkTo(mail, '/accept_hunting/')))
  // Signed in, no CPF yet: /InsertCpf greets the name in title case.
  await expect(page).toHaveURL(/\/InsertCpf\?name=.+&code=.+/)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Olá, Rosa Maria de Almeida!')
  await checkA11y()
  const cpf = randomCpf()
  await dialog.getByRole('textbox', { name: 'CPF' }).fill(formatCpf(cpf))
  await page.keyboard.press('Enter')

  // No password yet: the change-password form offers to choose one.
  const password = page.getByRole('dialog', { name: ptBR.account.changePassword.title })
  await expect(password).toContainText(ptBR.account.changePassword.choose)
  await checkA11y()
  await password.getByLabel(ptBR.account.changePassword.password, { exact: true }).fill('nova-senha-123')
  await password
    .getByLabel(ptBR.account.changePassword.passwordConfirmation, { exact: true })
    .fill('nova-senha-123')
  await password.getByRole('button', { name: ptBR.account.changePassword.submit }).click()
  await expect(page.getByText(ptBR.account.changePassword.success)).toBeVisible()

  // The profile holds what the external base had. The invitation made the account: the terms come first.
  await visit(page, '/meu-perfil')
  const terms = page.getByRole('alertdialog', { name: ptBR.account.terms.title })
  await terms.getByRole('checkbox', { name: ptBR.account.register.acceptTerms }).check()
  await terms.getByRole('button', { name: ptBR.account.terms.accept }).click()
  await expect(terms).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
  const educations = page.getByRole('region', { name: ptBR.profile.menu.educations, exact: true })
  await expect(educations.getByRole('listitem')).toHaveCount(2)
  await expect(educations).toContainText('Universidade de São Paulo')
  await expect(
    page.getByRole('region', { name: ptBR.profile.menu.experiences, exact: true }).getByRole('listitem'),
  ).toHaveCount(2)
  await checkA11y()

  // Signed out, the person signs in again with the e-mail and the new password.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await visit(page, '/meu-perfil')
  const login = page.getByRole('dialog', { name: 'Entrar' })
  await login.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await login.getByLabel('Senha', { exact: true }).fill('nova-senha-123')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
})

test('an invitation to a candidate with a CPF goes to /; used and tampered links, and the refusal link', async ({
  page,
  request,
  checkA11y,
}) => {
  const user = await candidate(page, 'hunted')
  const accepted = await invite(request, user.email)
  await visit(page, pathOf(accepted.acceptLink))
  await atHome(page)
  await expect(page.getByRole('button', { name: 'Olá, Helena' })).toBeVisible()
  // Keep-logged: the session lives in local storage (it outlives the tab).
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('session')))).toBe(true)
  await checkA11y()

  // The same link again: already answered. A tampered one: not recognised. Never a crash.
  await visit(page, pathOf(accepted.acceptLink))
  await expect(main(page).getByRole('heading', { level: 1, name: h.answered.title })).toBeVisible()
  await checkA11y()
  const tampered = `${accepted.token.slice(0, -3)}${accepted.token.endsWith('AAA') ? 'BBB' : 'AAA'}`
  await visit(page, `/accept_hunting/${tampered}`)
  await expect(main(page).getByRole('heading', { level: 1, name: h.unknown.title })).toBeVisible()
  await expect(main(page)).toContainText(h.unknown.message)

  // The refusal link asks first, then records the refusal.
  const refused = await invite(request, user.email)
  await visit(page, pathOf(refused.refuseLink))
  await expect(main(page).getByRole('heading', { level: 1, name: h.refuse.title })).toBeVisible()
  await checkA11y()
  await main(page).getByRole('button', { name: h.refuse.confirm }).click()
  await expect(main(page).getByRole('heading', { level: 1, name: h.refused.title })).toBeVisible()
  await checkA11y()
  const stored = await request.get(`${platformUrl}/dev/hunting?email=${encodeURIComponent(user.email)}`)
  const [newest] = (await stored.json()) as { refusedAt: string | null; acceptedAt: string | null }[]
  expect(newest).toMatchObject({ acceptedAt: null, refusedAt: expect.any(String) })
})
