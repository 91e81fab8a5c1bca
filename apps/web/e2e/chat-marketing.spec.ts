// The customer chat and the marketing conversion (docs/chat-and-marketing.md): the customer chat loads only
// when the visitor opens it and boots as 'Candidate', or, for a candidate who allowed it, with name, e-mail
// and a hash made on the site's server that the chat stand-in verifies; the marketing conversion reaches the
// marketing stand-in only for a candidate who allowed marketing. Consents are set through the platform's API
// (the consent UI has its own journey). Axe on every page.
import { SignInDocument, createPlatformClient, type PlatformSession } from '@carreiras/api'
import {
  CHAT_IDENTITY_PATH,
  CONSENT_VERSION,
  MARKETING_CONVERSION_PATH,
  PROFILE_BOX_IDS,
  ptBR,
  type ConsentPurpose,
} from '@carreiras/core'
import type { APIRequestContext, Page } from '@playwright/test'
// @ts-expect-error plain ESM helper without type declarations
import { LOCAL_CHAT_IDENTITY_SECRET } from '../../../scripts/local-env.mjs'
import { PASSWORD, candidate, fields, form, signInTo, submit } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { clientTokens, platformUrl, type FixtureUser } from './platform'

const WIDGET_PATH = '/dev/chat/widget.js'
const chatMessages = ptBR.chat

interface Boot {
  name: string
  email: string | null
  user_hash: string | null
  custom_domain: string | null
  verified: boolean
}
interface MarketingEvent {
  event_type: string
  event_family: string
  payload: { conversion_identifier: string; email: string; name: string; state: string; city: string }
}

const SET_CONSENTS = `mutation SetConsents($userId: ID!, $choices: [ConsentChoiceInput!]!, $version: String!, $origin: String!) {
  setConsents(user_id: $userId, choices: $choices, version: $version, origin: $origin) { purpose granted }
}`

/** Records the candidate's choices for every purpose on the platform, with their own session. */
async function setConsents(user: FixtureUser, granted: Record<ConsentPurpose, boolean>) {
  let session: PlatformSession | null = null
  const client = createPlatformClient({
    apiUrl: platformUrl,
    clientTokens,
    getSession: () => session,
  })
  const { userLogin } = await client.request(SignInDocument, { email: user.email, password: PASSWORD })
  session = { token: userLogin!.token!, userId: Number(userLogin!.id) }
  await client.request(SET_CONSENTS, {
    userId: String(user.id),
    choices: Object.entries(granted).map(([purpose, value]) => ({ purpose, granted: value })),
    version: CONSENT_VERSION,
    origin: 'profile',
  })
}

const boots = async (request: APIRequestContext) =>
  (await (await request.get(`${platformUrl}/dev/chat/boots`)).json()) as Boot[]
const eventsOf = async (request: APIRequestContext, email: string) =>
  (await (
    await request.get(`${platformUrl}/dev/marketing/events?email=${encodeURIComponent(email)}`)
  ).json()) as MarketingEvent[]

const launcher = (page: Page) => page.getByRole('button', { name: chatMessages.open })
const widget = (page: Page, name: string) => page.getByRole('heading', { name: `Olá, ${name}!` })

test('the chat loads only when opened: “Candidate” for a visitor, a verified identity for who allowed it', async ({
  page,
  checkA11y,
}) => {
  const widgetRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(WIDGET_PATH)) widgetRequests.push(request.url())
  })
  // Every page, script and answer the browser gets, to check that the chat's secret is in none of them.
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (['document', 'script', 'fetch', 'xhr'].includes(response.request().resourceType()))
      bodies.push(response.text().catch(() => ''))
  })
  await visit(page, '/vagas')
  await page.waitForLoadState('networkidle')
  expect(widgetRequests).toEqual([])
  await checkA11y()

  await launcher(page).click()
  await expect(widget(page, 'Candidate')).toBeVisible()
  expect(widgetRequests).toHaveLength(1)
  await expect
    .poll(async () => (await boots(page.request))[0])
    .toMatchObject({
      name: 'Candidate',
      email: null,
      user_hash: null,
      custom_domain: 'carreiras',
    })
  await checkA11y()

  // A candidate who allowed the chat: the site's server makes the hash; the stand-in checks it.
  const user = await candidate(page, 'chat')
  await setConsents(user, { chat: true, marketing: false, survey: false })
  await signInTo(page, user, '/meu-perfil')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.menu.profile })).toBeVisible()
  const identity = page.waitForResponse((response) => response.url().endsWith(CHAT_IDENTITY_PATH))
  await launcher(page).click()
  const answer = (await (await identity).json()) as Record<string, unknown>
  // Name, e-mail and the hash: nothing else (never the secret).
  expect(Object.keys(answer).sort()).toEqual(['email', 'hash', 'identified', 'name'])
  await expect(widget(page, user.name)).toBeVisible()
  await expect
    .poll(async () => (await boots(page.request)).find((boot) => boot.email === user.email) ?? null)
    .toMatchObject({ name: user.name, custom_domain: 'carreiras', verified: true, user_hash: answer.hash })
  await expect(page.getByText(chatMessages.anonymousHint, { exact: false })).toHaveCount(0)
  await checkA11y()

  const secret = String(LOCAL_CHAT_IDENTITY_SECRET)
  expect(secret.length).toBeGreaterThanOrEqual(32)
  const received = await Promise.all(bodies)
  expect(received.length).toBeGreaterThan(10)
  expect(received.filter((body) => body.includes(secret))).toEqual([])
})

test('the marketing conversion only for who allowed it; the chat does not know who did not', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.slow()
  // Allowed marketing: applying to an opening without tests sends the application conversion.
  const allowed = await candidate(page, 'mkt-sim')
  await setConsents(allowed, { chat: false, marketing: true, survey: false })
  const plain = await plainOpening(page.request)
  await signInTo(page, allowed, `/vagas/${plain}/inscricao`)
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
  await submit(page, ptBR.application.finish).click()
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  await checkA11y()
  await expect
    .poll(() => eventsOf(page.request, allowed.email))
    .toEqual([
      expect.objectContaining({
        event_type: 'CONVERSION',
        event_family: 'CDP',
        payload: {
          conversion_identifier: 'candidatura-carreiras',
          email: allowed.email,
          name: allowed.name,
          state: 'SP',
          city: 'São Paulo',
        },
      }),
    ])

  // Allowed nothing: the same request the site makes after an application sends nothing, and the chat boots
  // as 'Candidate' with the hint towards Privacidade.
  const refused = await candidate(page, 'mkt-nao')
  await setConsents(refused, { chat: false, marketing: false, survey: false })
  const context = await browser.newContext()
  const other = await context.newPage()
  await signInTo(other, refused, '/meu-perfil')
  await expect(other.getByRole('heading', { level: 1, name: ptBR.header.menu.profile })).toBeVisible()
  const sent = await other.evaluate(async (path) => {
    const raw = sessionStorage.getItem('session') ?? localStorage.getItem('session')
    const record = JSON.parse(raw ?? '{}') as { token?: string; userId?: number }
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${record.token}` },
      body: JSON.stringify({ kind: 'application', userId: record.userId }),
    })
    return response.json()
  }, MARKETING_CONVERSION_PATH)
  expect(sent).toEqual({ sent: false })
  expect(await eventsOf(page.request, refused.email)).toEqual([])

  await launcher(other).click()
  await expect(widget(other, 'Candidate')).toBeVisible()
  await expect(other.getByRole('link', { name: chatMessages.privacyLink })).toHaveAttribute(
    'href',
    `/meu-perfil#${PROFILE_BOX_IDS.privacy}`,
  )
  expect((await boots(page.request)).some((boot) => boot.email === refused.email)).toBe(false)
  await checkA11y(other)
  // The hint leads to the profile's Privacidade box, where the chat can be allowed.
  await other.getByRole('link', { name: chatMessages.privacyLink }).click()
  await expect(other.locator(`#${PROFILE_BOX_IDS.privacy}`)).toBeInViewport()
  await context.close()
})

/** An opening of the seed applied to in one go: no tests, no hand-off, the default form. */
async function plainOpening(request: APIRequestContext): Promise<number> {
  const FIXED = new Set([100001, 100002, 100003, 100004, 100005, 100006, 100007, 100008, 378937])
  const response = await request.get(`${platformUrl}/v1/opportunities?page=2`)
  const { opportunities } = (await response.json()) as { opportunities: { id: number }[] }
  for (const { id } of opportunities.filter((o) => !FIXED.has(o.id))) {
    const detail = (
      (await (await request.get(`${platformUrl}/v1/opportunities/${id}`)).json()) as {
        opportunity: Record<string, unknown>[]
      }
    ).opportunity[0]!
    const tests = (detail.opportunity_tests ?? detail.opportunityTests ?? []) as unknown[]
    if (tests.length === 0 && !detail.ninenine_apply && !detail.whatsapp_apply && detail.status_id === 1)
      return id
  }
  throw new Error('no plain opening on page 2')
}
