// Web push (docs/push.md), one lean journey with axe on each page: a candidate applies, 'Inscrição
// Confirmada!' offers notifications, the candidate turns them on; the platform adds a test to the application
// and its real, encrypted push (RFC 8291, VAPID) reaches the push-service stand-in, which decrypts it to the
// expected title, body and page.
// Headless Chromium has no push service to reach, so this test (and only this test) replaces
// PushManager.prototype.subscribe with one that asks the platform's stand-in for a subscription
// (POST /dev/push/subscriptions: its keys are real P-256 keys whose private half the stand-in holds).
// The notification permission is granted through Playwright, and the prompt's answer played by the init
// script (a headless context reports 'denied' whatever is granted); the service worker is the real /sw.js.
import { ptBR } from '@carreiras/core'
import type { APIRequestContext, Page } from '@playwright/test'
import { candidate, fields, form, signInTo, submit } from './application-helpers'
import { expect, test } from './fixtures'
import { clientTokens, platformUrl, subscriptionsOf } from './platform'

// The service worker is the point here (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const t = ptBR.push.offer
const webUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`
const COMPANY_ID = 6562

interface StandInSubscription {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** An open opening of the site's company applied to in one go (no tests, no hand-off), far down the list. */
async function plainOpening(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let page = 8; page >= 4; page -= 1) {
    const response = await request.get(`${platformUrl}/v1/opportunities?page=${page}`)
    const { opportunities } = (await response.json()) as {
      opportunities: { id: number; title: string; company: { id: number } }[]
    }
    for (const item of opportunities.filter((o) => o.company.id === COMPANY_ID).reverse()) {
      const detail = (
        (await (await request.get(`${platformUrl}/v1/opportunities/${item.id}`)).json()) as {
          opportunity: Record<string, unknown>[]
        }
      ).opportunity[0]!
      const tests = (detail.opportunity_tests ?? []) as unknown[]
      if (tests.length === 0 && !detail.ninenine_apply && !detail.whatsapp_apply) return item
    }
  }
  throw new Error('no plain opening found')
}

/** The form's tab 1 (the default form structure) and tab 2, then 'Finalizar Inscrição'. */
async function applyTo(page: Page, opportunityId: number) {
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible()
  await form(page).getByRole('textbox', { name: fields.birthday }).fill('02/02/1995')
  await form(page).getByRole('textbox', { name: fields.zipcode }).fill('01310-100')
  await expect(form(page).getByRole('textbox', { name: fields.street })).toHaveValue('Avenida Paulista')
  await form(page).getByRole('textbox', { name: fields.number, exact: true }).fill('20')
  await submit(page, ptBR.application.nextStep).click()
  await submit(page, ptBR.application.finish).click()
  await expect(page).toHaveURL(new RegExp(`/inscricao-confirmada\\?vaga=.*&id=${opportunityId}$`))
}

test('after applying, the candidate turns notifications on and the push for a new test decrypts to its payload', async ({
  page,
  context,
  checkA11y,
}) => {
  await context.grantPermissions(['notifications'], { origin: webUrl })
  const subscriptions: StandInSubscription[] = []
  await context.exposeFunction('__pushStandInSubscribe', async () => {
    const response = await page.request.post(`${platformUrl}/dev/push/subscriptions`)
    expect(response.status()).toBe(201)
    const subscription = (await response.json()) as StandInSubscription
    subscriptions.push(subscription)
    return subscription
  })
  await context.addInitScript(() => {
    const w = window as unknown as {
      __pushStandInSubscribe(): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }>
      __pushServerKey?: string
    }
    const bytes = (b64: string) =>
      Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer
    // The browser's prompt, answered 'Permitir': a headless context reports notifications as 'denied'
    // whatever Playwright grants (microsoft/playwright#23954), so the permission is played here too.
    let permission: NotificationPermission = 'default'
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission })
    Notification.requestPermission = async () => {
      permission = 'granted'
      return permission
    }
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer)
      w.__pushServerKey = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      const { endpoint, keys } = await w.__pushStandInSubscribe()
      return {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key.buffer },
        getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription
    }
  })

  const [user, opening] = await Promise.all([candidate(page, 'push'), plainOpening(page.request)])
  await signInTo(page, user, `/vagas/${opening.id}/inscricao`)
  await applyTo(page, opening.id)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.confirmedTitle })).toBeVisible()
  const offer = page.getByRole('region', { name: t.title })
  await expect(offer).toBeVisible()
  await checkA11y()

  await offer.getByRole('button', { name: t.enable }).click()
  const on = page.getByRole('region', { name: t.onTitle })
  await expect(on.getByRole('status')).toHaveText(t.on)
  await checkA11y()
  // Subscribed with the platform's VAPID key, through the real service worker.
  const { public_key } = (await (
    await page.request.get(`${webUrl}/plataforma/push/public_key`, {
      headers: { Authorization: `Token token="${clientTokens[0]}"` },
    })
  ).json()) as { public_key: string }
  expect(await page.evaluate(() => (window as unknown as { __pushServerKey?: string }).__pushServerKey)).toBe(
    public_key,
  )
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
  ).toBe(`${webUrl}/sw.js`)
  expect(subscriptions).toHaveLength(1)

  // The company adds a test to the application: the platform's push arrives, encrypted, and decrypts.
  const [application] = (await subscriptionsOf(page.request, user.id)).filter(
    (s) => s.opportunityId === opening.id && s.step === 'applied',
  )
  const assigned = await page.request.post(`${platformUrl}/dev/tests/assign`, {
    data: { subscriptionId: application!.id, testId: 3003, requiredIn: 'thank_you' },
  })
  expect(assigned.status(), await assigned.text()).toBe(201)
  const received = async () =>
    (await (
      await page.request.get(`${platformUrl}/dev/push/received?endpoint=${subscriptions[0]!.id}`)
    ).json()) as { payload: unknown }[]
  await expect
    .poll(async () => (await received()).map((push) => push.payload))
    .toContainEqual({
      title: 'Você tem um teste para fazer',
      body: `Faça o teste da vaga ${opening.title} para seguir no processo seletivo.`,
      url: `/vagas/${opening.id}/inscricao/testes-pendentes`,
    })
})
