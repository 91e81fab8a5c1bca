// 'Minhas Inscrições' against the real platform and web servers, axe on every page: a candidate applies to an
// opening without tests and starts one with tests, has more applications than a page, opens
// /meu-perfil#box-subscription (each card with its step and tests, 'Carregar mais...'), withdraws one (gone,
// and the job offers to apply again); then a selection event from the development invitation: the e-mail
// holds it, another candidate's session cannot decide it, and the candidate confirms a schedule ('Adicionar à
// agenda' downloads the .ics), cancels the decision and refuses. The box lists only the applications of the
// site's company (the brand's company ids), and an opening's tests 2015 and 2018 as the challenge; on the
// demo site, whose brand lists three company ids, those three companies' applications one company after the
// other, and not a fourth company's.
import {
  CancelEventDecisionDocument,
  ConfirmEventDocument,
  CreateSubscriptionLeadDocument,
  SignInDocument,
  createPlatformClient,
  type PlatformClient,
  type PlatformSession,
} from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { PASSWORD, candidate, fields, form, signInTo, submit } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { clientTokens, lastEmail, linkTo, platformUrl, type FixtureUser } from './platform'

const t = ptBR.profile.applications
const e = t.events
const COMPANY_ID = 6562
/** The second web server: the demo brand (BRAND=demo, playwright.config.ts). */
const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`
const WITH_TESTS = { id: 100006, title: 'Analista de Dados Júnior' }
const INTERNSHIP = { id: 378937, title: 'Programa de Estágio 2027' }
/** Openings with their own journeys (questions, hand-offs, tests): not used as plain leads. */
const FIXED = new Set([100001, 100002, 100003, 100004, 100005, 100006, 100007, 378937])

interface ListItem {
  id: number
  title: string
  company: { id: number }
}

/** Open openings of the site's company, from the first pages of the public list (in its order). */
async function openings(request: APIRequestContext, pages = 3): Promise<ListItem[]> {
  const found: ListItem[] = []
  for (let page = 1; page <= pages; page += 1) {
    const response = await request.get(`${platformUrl}/v1/opportunities?page=${page}`)
    expect(response.status()).toBe(200)
    const { opportunities } = (await response.json()) as { opportunities: ListItem[] }
    found.push(...opportunities.filter((o) => o.company.id === COMPANY_ID && !FIXED.has(o.id)))
  }
  return found
}

/** An opening applied to in one go: no tests, no hand-off to another site. */
async function plainOpening(request: APIRequestContext, among: readonly ListItem[]): Promise<ListItem> {
  for (const item of among) {
    const response = await request.get(`${platformUrl}/v1/opportunities/${item.id}`)
    const detail = ((await response.json()) as { opportunity: Record<string, unknown>[] }).opportunity[0]!
    const tests = (detail.opportunity_tests ?? detail.opportunityTests ?? []) as unknown[]
    const handOff =
      detail.ninenine_apply ?? detail.ninenineApply ?? detail.whatsapp_apply ?? detail.whatsappApply
    if (tests.length === 0 && !handOff) return item
  }
  throw new Error('no opening without tests on the first page')
}

/** The sealed GraphQL endpoint with a user's own session, as another browser would call it. */
async function platformAs(user: FixtureUser): Promise<PlatformClient> {
  let session: PlatformSession | null = null
  const client = createPlatformClient({
    apiUrl: platformUrl,
    clientTokens,
    getSession: () => session,
  })
  const { userLogin } = await client.request(SignInDocument, { email: user.email, password: PASSWORD })
  session = { token: userLogin!.token!, userId: Number(userLogin!.id) }
  return client
}

/** Tab 1 (default form structure) and tab 2 of an opening; the last button sends it or opens its tests. */
async function applyThroughTheForm(page: Page, opportunityId: number, last: string) {
  await visit(page, `/vagas/${opportunityId}/inscricao`)
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible()
  await form(page).getByRole('textbox', { name: fields.birthday }).fill('02/02/1995')
  await form(page).getByRole('textbox', { name: fields.zipcode }).fill('01310-100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await form(page).getByRole('textbox', { name: fields.number, exact: true }).fill('20')
  await submit(page, ptBR.application.nextStep).click()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.complementary })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await submit(page, last).click()
}

const box = (page: Page) => page.getByRole('region', { name: ptBR.profile.menu.applications })
const cards = (page: Page) => box(page).getByRole('list', { name: t.listLabel }).getByRole('article')
const cardOf = (page: Page, title: string) => box(page).getByRole('article', { name: title, exact: true })

test('the cards with their step and tests, "Carregar mais...", and a withdrawal the job page follows', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'inscricoes')
  const list = await openings(page.request)
  const plain = await plainOpening(page.request, list.slice(0, 20))
  // More than a page (20): 19 leads made through the platform first, so the two made in the browser are
  // the newest, on page 1.
  const leads = list.filter((o) => o.id !== plain.id).slice(0, 19)
  expect(leads).toHaveLength(19)
  const api = await platformAs(user)
  for (const lead of leads)
    await api.request(CreateSubscriptionLeadDocument, {
      opportunity_id: String(lead.id),
      user_id: String(user.id),
    })

  // Applied in the browser: one without tests (sent), one with tests (still a lead, tests pending).
  await signInTo(page, user, '/meu-perfil')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.menu.profile })).toBeVisible()
  await applyThroughTheForm(page, plain.id, ptBR.application.finish)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  // Applying again with nothing missing is one review screen (docs/apply-again.md).
  await visit(page, `/vagas/${WITH_TESTS.id}/inscricao`)
  await page.getByRole('button', { name: ptBR.applyAgain.review.confirm }).click()
  await expect(page).toHaveURL(new RegExp(`/vagas/${WITH_TESTS.id}/inscricao/testes$`))

  await visit(page, '/meu-perfil#box-subscription')
  await expect(cards(page)).toHaveCount(20)
  await checkA11y()

  const sent = cardOf(page, plain.title)
  await expect(sent.getByText(t.card.steps.applied).first()).toBeVisible()
  await expect(sent.getByText(ptBR.tests.summary.none)).toBeVisible()
  await expect(sent.getByRole('link', { name: plain.title })).toHaveAttribute(
    'href',
    new RegExp(`^/vagas/${plain.id}`),
  )
  await expect(
    sent.getByRole('region', { name: t.timeline.title }).getByText(t.timeline.submitted),
  ).toBeVisible()

  const lead = cardOf(page, WITH_TESTS.title)
  await expect(lead.getByText(t.card.steps.lead)).toBeVisible()
  await expect(lead.getByRole('link', { name: /Continuar Inscrição/ })).toHaveAttribute(
    'href',
    `/vagas/${WITH_TESTS.id}/inscricao`,
  )
  // Its visible tests (the hidden one is not listed), each pending, the in-house ones linking to their cover.
  await expect(lead.getByText(ptBR.tests.summary.missing(2))).toBeVisible()
  await expect(lead.getByText('Triagem Interna')).toHaveCount(0)
  await expect(
    lead.getByRole('link', { name: `${ptBR.tests.take}: Avaliação de Conhecimentos Gerais` }),
  ).toHaveAttribute('href', `/vagas/${WITH_TESTS.id}/inscricao/avaliacao-de-conhecimentos-gerais/3001`)

  // The next page.
  const more = box(page).getByRole('button', { name: t.loadMore })
  await more.click()
  await expect(cards(page)).toHaveCount(21)
  await expect(more).toHaveCount(0)
  await checkA11y()

  // Withdraw the one sent: 'Atenção', then it is gone.
  await sent.getByRole('button', { name: t.card.withdrawOf(plain.title) }).click()
  const dialog = page.getByRole('alertdialog', { name: t.withdraw.title })
  await expect(dialog).toHaveAccessibleDescription(new RegExp(t.withdraw.message))
  await checkA11y()
  await dialog.getByRole('button', { name: t.withdraw.confirm }).click()
  await expect(box(page).getByRole('status')).toHaveText(t.withdraw.done(plain.title))
  await expect(cardOf(page, plain.title)).toHaveCount(0)
  await expect(cards(page)).toHaveCount(20)
  await expect(box(page).getByRole('heading', { name: ptBR.profile.menu.applications })).toBeFocused()

  // A reload does not bring it back; the job offers to apply again, on its page and on its card.
  await visit(page, '/meu-perfil#box-subscription')
  await expect(cards(page)).toHaveCount(20)
  await expect(cardOf(page, plain.title)).toHaveCount(0)
  await visit(page, `/vagas/${plain.id}`)
  await expect(page.getByRole('link', { name: ptBR.job.apply })).toBeVisible()
  await checkA11y()
  await visit(page, '/vagas')
  await expect(
    page
      .locator('article')
      .filter({ has: page.locator(`a[href^="/vagas/${plain.id}-"], a[href="/vagas/${plain.id}"]`) })
      .first()
      .getByRole('link', { name: ptBR.jobs.card.apply }),
  ).toBeVisible()
})

test('the box lists the site company’s applications only, and tests 2015 and 2018 as the challenge', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'empresas')
  // An opening of the group's other company (2627), which this site does not list among its own.
  const response = await page.request.get(`${platformUrl}/v1/opportunities?company_id=2627&page=1`)
  const [other] = ((await response.json()) as { opportunities: ListItem[] }).opportunities
  expect(other?.company.id).toBe(2627)
  const api = await platformAs(user)
  for (const opportunityId of [INTERNSHIP.id, other!.id])
    await api.request(CreateSubscriptionLeadDocument, {
      opportunity_id: String(opportunityId),
      user_id: String(user.id),
    })

  await signInTo(page, user, '/meu-perfil#box-subscription')
  const internship = cardOf(page, INTERNSHIP.title)
  await expect(internship).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(cardOf(page, other!.title)).toHaveCount(0)
  await expect(box(page).getByRole('button', { name: t.loadMore })).toHaveCount(0)
  // Its two partner tests are one, the challenge, still to be taken.
  await expect(internship.getByText('Falta 1 teste...')).toBeVisible()
  // (Chromium's accessible name has a space before the colon: the test's name is a visually hidden span.)
  await expect(
    internship.getByRole('button', {
      name: /^Fazer teste no site parceiro ?: Desafio de Talentos \(abre em nova aba\)$/,
    }),
  ).toBeVisible()
  await expect(internship.getByText(/Teste de (Perfil Comportamental|Raciocínio Lógico)/)).toHaveCount(0)
  await checkA11y()
})

/**
 * A copy of an open opening under another company, created with that name if it has no row yet (the
 * platform's POST /dev/opportunities/copy; the local platform seeds only 6562 and 2627).
 */
async function openingOf(
  request: APIRequestContext,
  source: ListItem,
  company: { id: number; name: string },
): Promise<ListItem> {
  const response = await request.post(`${platformUrl}/dev/opportunities/copy`, {
    data: { opportunityId: source.id, companyId: company.id, companyName: company.name },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { id, title } = (await response.json()) as { id: number; title: string }
  expect(title).toBe(source.title)
  return { id, title, company: { id: company.id } }
}

test('the demo site lists its group’s three companies’ applications, one company after the other; aurora its own', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'tres-empresas')
  // One opening of each of four companies, each with a title of its own (cards are named by the title): the
  // demo brand's three (apps/web/app/brands/demo/brand.ts, `applicationCompanyIds`) and one it does not list.
  const own = await openings(page.request, 1)
  const response = await page.request.get(`${platformUrl}/v1/opportunities?company_id=2627&page=1`)
  const [credit] = ((await response.json()) as { opportunities: ListItem[] }).opportunities
  expect(credit?.company.id).toBe(2627)
  const distinct = own.filter(
    (item, i) => item.title !== credit!.title && own.findIndex((o) => o.title === item.title) === i,
  )
  expect(distinct.length).toBeGreaterThanOrEqual(3)
  const cooperative = distinct[0]!
  const insurer = await openingOf(page.request, distinct[1]!, {
    id: 7301,
    name: 'Vale Verde Seguros Cooperativos',
  })
  const outsider = await openingOf(page.request, distinct[2]!, {
    id: 7302,
    name: 'Horizonte Logística Ltda.',
  })
  const api = await platformAs(user)
  // The outsider's last: the newest application belongs to no company the demo lists.
  for (const opening of [insurer, credit!, cooperative, outsider])
    await api.request(CreateSubscriptionLeadDocument, {
      opportunity_id: String(opening.id),
      user_id: String(user.id),
    })
  const byId = (a: number, b: number) => a - b
  /** The openings the cards link to, by id. */
  const jobIdsShown = async (p: Page) =>
    (
      await cards(p)
        .locator('[data-slot="subscription-card-job"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    )
      .map((href) => Number(/^\/vagas\/(\d+)/.exec(href ?? '')?.[1]))
      .sort(byId)

  // The demo site: its own company's page first; 'Carregar mais...' reads the next company id's.
  await signInTo(page, user, `${demoUrl}/meu-perfil#box-subscription`)
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'demo')
  await expect(cardOf(page, cooperative.title)).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  const more = box(page).getByRole('button', { name: t.loadMore })
  await expect(more).toBeVisible()
  await checkA11y()
  await more.click()
  await expect(cardOf(page, credit!.title)).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  await more.click()
  await expect(cardOf(page, insurer.title)).toBeVisible()
  await expect(cards(page)).toHaveCount(3)
  // Three company ids read, nothing left: no button, and never the fourth company's application.
  await expect(more).toHaveCount(0)
  await expect(cardOf(page, outsider.title)).toHaveCount(0)
  expect(await jobIdsShown(page)).toEqual([cooperative.id, credit!.id, insurer.id].sort(byId))
  await checkA11y()

  // The default site (a session of its own: another origin): its company's application only.
  await signInTo(page, user, '/meu-perfil#box-subscription')
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'aurora')
  await expect(cardOf(page, cooperative.title)).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(box(page).getByRole('button', { name: t.loadMore })).toHaveCount(0)
  for (const other of [credit!, insurer, outsider]) await expect(cardOf(page, other.title)).toHaveCount(0)
  expect(await jobIdsShown(page)).toEqual([cooperative.id])
  await checkA11y()
})

test('/meu-perfil#box-subscription opens at the box', async ({ page }) => {
  const user = await candidate(page, 'ancora')
  await signInTo(page, user, '/meu-perfil#box-subscription')
  await expect(box(page).getByRole('heading', { name: t.empty })).toBeVisible()
  await expect(box(page).getByRole('heading', { name: ptBR.profile.menu.applications })).toBeInViewport()
})

test('an invitation: the e-mail has it, another candidate cannot decide it, confirm, cancel, refuse', async ({
  page,
  checkA11y,
}) => {
  test.slow()
  const user = await candidate(page, 'convite')
  const other = await candidate(page, 'intruso')
  const [opening] = await openings(page.request, 1)
  const api = await platformAs(user)
  const { createAndIndexSubscriptionLead: lead } = await api.request(CreateSubscriptionLeadDocument, {
    opportunity_id: String(opening!.id),
    user_id: String(user.id),
  })

  // The company invites (online interview, three business days at 10:00, 14:00 and 16:00).
  const invited = await page.request.post(`${platformUrl}/dev/events/invite`, {
    data: { subscriptionId: Number(lead!.id), title: 'Entrevista com a gestora' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const { eventId, scheduleIds } = (await invited.json()) as { eventId: number; scheduleIds: number[] }
  const mail = await lastEmail(page.request, user.email)
  expect(mail.subject).toBe(`Convite para entrevista: ${opening!.title}`)
  expect(mail.text).toContain(opening!.title)
  const invitationLink = new URL(linkTo(mail, '/meu-perfil'))
  expect(invitationLink.hash).toBe('#box-subscription')

  // Another candidate's session: neither in the candidate's name nor in its own.
  const intruder = await platformAs(other)
  const ids = {
    opportunity_id: String(opening!.id),
    event_id: String(eventId),
    schedule_id: String(scheduleIds[0]),
  }
  await expect(
    intruder.request(ConfirmEventDocument, { ...ids, user_id: String(user.id) }),
  ).rejects.toMatchObject({
    code: 'UNAUTHORIZED',
  })
  await expect(
    intruder.request(ConfirmEventDocument, { ...ids, user_id: String(other.id) }),
  ).rejects.toMatchObject({
    code: 'NOT_FOUND',
  })
  await expect(
    intruder.request(CancelEventDecisionDocument, { ...ids, user_id: String(user.id) }),
  ).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  // The other candidate is offered the same 14:00 schedule (one place) for its own application.
  const { createAndIndexSubscriptionLead: otherLead } = await intruder.request(
    CreateSubscriptionLeadDocument,
    {
      opportunity_id: String(opening!.id),
      user_id: String(other.id),
    },
  )
  const shared = await page.request.post(`${platformUrl}/dev/events/invite`, {
    data: { subscriptionId: Number(otherLead!.id), schedules: [{ scheduleId: scheduleIds[1] }] },
  })
  expect(shared.status(), await shared.text()).toBe(201)
  const { eventId: otherEventId } = (await shared.json()) as { eventId: number }

  // The e-mail's link: sign in, and the box of applications with the invitation.
  await signInTo(page, user, `${invitationLink.pathname}${invitationLink.hash}`)
  const card = cardOf(page, opening!.title)
  const invitation = card.getByRole('region', { name: 'Entrevista com a gestora' })
  await expect(invitation.getByText(e.status.pending)).toBeVisible()
  await expect(invitation.getByRole('link', { name: new RegExp(e.meeting) })).toHaveAttribute(
    'href',
    /^https:\/\//,
  )
  const schedules = invitation.getByRole('radiogroup', { name: e.chooseSchedule })
  await expect(schedules.getByRole('radio')).toHaveCount(3)
  await expect(invitation.getByRole('button', { name: e.confirm })).toHaveAttribute('aria-disabled', 'true')
  await checkA11y()

  // Confirm the 14:00 schedule (one place).
  await schedules.getByRole('radio', { name: /às 14:00/ }).check()
  await invitation.getByRole('button', { name: e.confirm }).click()
  await expect(invitation.getByText(e.status.confirmed)).toBeVisible()
  await expect(
    invitation.getByText(/Você confirmou presença em \d{2}\/\d{2}\/\d{4} às 14:00\./),
  ).toBeVisible()
  await expect(
    card.getByRole('region', { name: t.timeline.title }).getByText(/Presença confirmada/),
  ).toBeVisible()
  await checkA11y()

  // 'Adicionar à agenda': the .ics of that schedule (17:00 UTC = 14:00 in São Paulo).
  const download = page.waitForEvent('download')
  await invitation.getByRole('link', { name: e.addToCalendar }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(e.calendarFileName)
  const ics = await readFile((await file.path())!, 'utf8')
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T170000Z\r\n/)
  expect(ics).toContain('SUMMARY:Entrevista com a gestora')

  // The platform kept it: after a reload it is still confirmed, and the schedule is full for the other one.
  await visit(page, '/meu-perfil#box-subscription')
  await expect(invitation.getByText(e.status.confirmed)).toBeVisible()
  await expect(
    intruder.request(ConfirmEventDocument, {
      opportunity_id: String(opening!.id),
      user_id: String(other.id),
      event_id: String(otherEventId),
      schedule_id: String(scheduleIds[1]),
    }),
  ).rejects.toMatchObject({ code: 'VALIDATION' })

  // Cancel the decision: back to the schedules.
  await invitation.getByRole('button', { name: e.cancelDecision }).click()
  await expect(invitation.getByText(e.status.pending)).toBeVisible()
  await expect(schedules.getByRole('radio', { name: /às 14:00/ })).toBeEnabled()

  // Refuse, after 'Atenção'.
  await invitation.getByRole('button', { name: e.refuse }).click()
  const dialog = page.getByRole('alertdialog', { name: e.refuseDialog.title })
  await expect(dialog).toHaveAccessibleDescription(e.refuseDialog.message)
  await dialog.getByRole('button', { name: e.refuseDialog.confirm }).click()
  await expect(invitation.getByText(e.status.refused)).toBeVisible()
  await expect(invitation.getByText(e.refusedNote)).toBeVisible()
  await checkA11y()
  await visit(page, '/meu-perfil#box-subscription')
  await expect(invitation.getByText(e.status.refused)).toBeVisible()
})
