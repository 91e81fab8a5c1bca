// Consent and the satisfaction survey (docs/consent-and-survey.md): after signing in, the prompt 'Sua
// privacidade' asks each undecided purpose; with survey consent every page with a survey context records a
// page view in the survey provider's stand-in (context, opening, company, 'wl', 'index', 'page_view') 500 ms
// after the navigation, and the thank-you page's short survey is answered; without it the stand-in receives
// nothing. The 'Privacidade' box of /meu-perfil changes a choice and the platform keeps it (read back after a
// reload). Axe on each page.
import { DEFAULT_COMPANY_ID, SURVEY_PATH, ptBR } from '@carreiras/core'
import type { APIRequestContext, Page } from '@playwright/test'
import { JOB, candidate, signInTo } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { platformUrl } from './platform'

const t = ptBR.consent

interface SurveyEvent {
  userId: number
  opportunityId: number | null
  companyId: number
  platform: string
  context: string
  action: string
  event: string
}

const eventsOf = async (request: APIRequestContext, userId: number) =>
  (await (await request.get(`${platformUrl}/dev/survey/events?userId=${userId}`)).json()) as SurveyEvent[]
const answersOf = async (request: APIRequestContext, userId: number) =>
  (await (await request.get(`${platformUrl}/dev/survey/answers?userId=${userId}`)).json()) as unknown[]

const prompt = (page: Page) => page.getByRole('region', { name: t.promptTitle })
const privacyBox = (page: Page) => page.getByRole('region', { name: t.boxTitle, exact: true })

test('with survey consent, each page with a survey context records its page view; the thank-you survey is answered', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'pesquisa-sim')
  await signInTo(page, user, '/meu-perfil')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.menu.profile })).toBeVisible()

  // The prompt: one unticked choice per purpose, the privacy notice; survey granted, the rest refused.
  await expect(prompt(page)).toBeVisible()
  for (const purpose of ['survey', 'chat', 'marketing'] as const)
    await expect(prompt(page).getByRole('checkbox', { name: t.purposes[purpose].label })).not.toBeChecked()
  await expect(prompt(page).getByRole('link', { name: t.privacyNotice })).toHaveAttribute(
    'href',
    '/termos-de-uso',
  )
  await checkA11y()
  await prompt(page).getByRole('checkbox', { name: t.purposes.survey.label }).check()
  await prompt(page).getByRole('button', { name: t.save }).click()
  await expect(prompt(page).getByRole('status')).toHaveText(t.saved)
  // /meu-perfil has no survey context: nothing was recorded there.
  expect(await eventsOf(page.request, user.id)).toEqual([])

  const pages = [
    ['/', 'home', null],
    ['/vagas', 'opportunities', null],
    [`/vagas/${JOB.id}`, 'opportunity', JOB.id],
    [JOB.path, 'subscription', JOB.id],
    [`/inscricao-confirmada?id=${JOB.id}&vaga=Analista`, 'thank_you', JOB.id],
  ] as const
  for (const [index, [path, context, opportunityId]] of pages.entries()) {
    await visit(page, path)
    await expect.poll(async () => (await eventsOf(page.request, user.id)).length).toBe(index + 1)
    expect((await eventsOf(page.request, user.id))[index]).toEqual({
      userId: user.id,
      opportunityId,
      companyId: DEFAULT_COMPANY_ID,
      platform: 'wl',
      context,
      action: 'index',
      event: 'page_view',
      receivedAt: expect.any(String),
    })
    // Everything is decided now: no prompt.
    await expect(prompt(page)).toHaveCount(0)
    if (context !== 'thank_you') await checkA11y()
  }

  // The stand-in's short survey on the thank-you page: a dismissable panel, answered.
  const survey = page.getByRole('region', { name: ptBR.survey.title })
  await expect(survey.getByRole('radiogroup', { name: 'Como foi sua experiência até aqui?' })).toBeVisible()
  await checkA11y()
  await survey.getByRole('radio', { name: '5' }).check()
  await survey.getByRole('textbox', { name: ptBR.survey.comment }).fill('Tudo certo')
  await survey.getByRole('button', { name: ptBR.survey.send }).click()
  await expect(survey.getByRole('status')).toHaveText(ptBR.survey.thanks)
  expect(await answersOf(page.request, user.id)).toEqual([
    expect.objectContaining({ userId: user.id, surveyId: 'experiencia', score: 5, comment: 'Tudo certo' }),
  ])
})

test('without survey consent nothing is sent; the Privacidade box changes the choice and the platform keeps it', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const surveyCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SURVEY_PATH) surveyCalls.push(request.url())
  })
  const user = await candidate(page, 'pesquisa-nao')
  await signInTo(page, user, '/meu-perfil')
  await expect(prompt(page)).toBeVisible()
  // Refuses everything: saves with nothing ticked.
  await prompt(page).getByRole('button', { name: t.save }).click()
  await expect(prompt(page).getByRole('status')).toHaveText(t.saved)

  for (const path of ['/', `/vagas/${JOB.id}`]) {
    await visit(page, path)
    // The page settles (the 500 ms survey delay included) and nothing went out.
    await page.waitForLoadState('networkidle')
    await checkA11y()
  }
  expect(surveyCalls).toEqual([])
  expect(await eventsOf(page.request, user.id)).toEqual([])

  // /meu-perfil: the box shows each purpose refused at the prompt; survey is turned on and saved.
  await visit(page, '/meu-perfil')
  const box = privacyBox(page)
  await expect(box.getByRole('checkbox', { name: t.purposes.survey.label })).not.toBeChecked()
  await expect(box.getByText(`${t.refused} · `, { exact: false })).toHaveCount(3)
  await checkA11y()
  await box.getByRole('checkbox', { name: t.purposes.survey.label }).check()
  await box.getByRole('button', { name: t.save }).click()
  // The box's own status (the data export's panel below it has one too).
  await expect(box.getByRole('status').and(box.locator('[data-slot="consent-privacy-status"]'))).toHaveText(
    t.saved,
  )

  // Read back from the platform after a reload: survey allowed, recorded from Meu Perfil.
  await page.reload()
  await expect(privacyBox(page).getByRole('checkbox', { name: t.purposes.survey.label })).toBeChecked()
  await expect(
    privacyBox(page).getByText(new RegExp(`^${t.granted} · .* ${t.origins.profile}$`)),
  ).toBeVisible()
  await expect(privacyBox(page).getByRole('checkbox', { name: t.purposes.chat.label })).not.toBeChecked()

  // From now on the survey receives page views, and only from now on.
  await visit(page, '/vagas')
  await expect
    .poll(async () => (await eventsOf(page.request, user.id)).map((e) => e.context))
    .toEqual(['opportunities'])
})
