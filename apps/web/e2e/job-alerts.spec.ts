// Job alerts (docs/job-alerts.md), end to end: an anonymous visitor creates an alert from a /vagas search,
// nothing is sent until the e-mail's link confirms it, a new matching opening arrives (the platform's
// development endpoint) and the digest e-mail lists it with the RFC 8058 headers, and the e-mail's
// unsubscribe link stops it without logging in. Axe checks every page and dialog state.
import { ptBR } from '@carreiras/core'
import type { APIRequestContext } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { lastEmail, platformUrl, uniqueEmail } from './platform'

const t = ptBR.jobAlerts
const mailT = ptBR.outgoing.jobAlerts

async function newOpening(request: APIRequestContext, title: string) {
  const response = await request.post(`${platformUrl}/dev/job-alerts/openings`, {
    data: { title, state: 'SP', city: 'São Paulo' },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number; path: string }
}

async function runAlerts(request: APIRequestContext) {
  const response = await request.post(`${platformUrl}/dev/job-alerts/run`)
  expect(response.ok()).toBe(true)
}

/** The messages queued for `to` (GET /dev/outbox): a run's digests are there once the run has answered. */
async function queuedTo(request: APIRequestContext, to: string): Promise<unknown[]> {
  const response = await request.get(`${platformUrl}/dev/outbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as unknown[]
}

test('an alert from a search: confirmed by e-mail, a new opening arrives in the digest, unsubscribed without login', async ({
  page,
  request,
  checkA11y,
}) => {
  const word = `Alerta${Date.now().toString(36)}`
  const email = uniqueEmail('alerta')

  await visit(page, `/vagas?term=${word}&state=SP`)
  await checkA11y()
  await page.getByRole('button', { name: t.create.button }).click()
  const dialog = page.getByRole('dialog', { name: t.create.title })
  await expect(dialog).toContainText(`“${word}” · SP`)
  // No e-mail: said so, nothing sent.
  await dialog.getByRole('button', { name: t.create.submit }).click()
  const emailField = dialog.getByRole('textbox', { name: t.create.emailLabel })
  await expect(emailField).toHaveAccessibleDescription(new RegExp(t.create.emailRequired))
  await expect(emailField).toBeFocused()
  await checkA11y()
  await emailField.fill(email)
  await dialog.getByRole('radio', { name: t.frequencies.weekly }).check()
  await dialog.getByRole('button', { name: t.create.submit }).click()
  await expect(dialog.getByRole('status')).toHaveText(t.create.createdAnonymous)
  await checkA11y()
  await dialog.getByRole('button', { name: t.create.close }).click()
  await expect(dialog).toBeHidden()

  // Nothing is sent before the confirmation, whatever arrives.
  await newOpening(request, `Analista ${word} Júnior`)
  await runAlerts(request)
  const confirmation = await lastEmail(request, email)
  expect(confirmation.subject).toBe(mailT.confirm.subject)
  expect(confirmation.headers['list-unsubscribe']).toBeUndefined()
  const confirmLink = confirmation.links.find(
    (href) => new URL(href).pathname === '/plataforma/alertas/confirmar',
  )
  expect(confirmLink).toBeTruthy()

  await page.goto(confirmLink!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.confirmTitle)
  await expect(page.getByRole('main')).toContainText(`“${word}” · SP`)
  await checkA11y()
  await page.getByRole('button', { name: t.pages.confirmButton }).click()
  await expect(page.getByRole('status')).toHaveText(t.pages.confirmedBody)
  await checkA11y()

  // A new opening of the search arrives: one digest lists it.
  const opening = await newOpening(request, `Analista ${word} Pleno`)
  await runAlerts(request)
  await expect.poll(async () => (await lastEmail(request, email)).subject).toBe(mailT.digest.subject('1'))
  const digest = await lastEmail(request, email)
  expect(digest.text).toContain(`Analista ${word} Pleno`)
  expect(digest.text).not.toContain(`Analista ${word} Júnior`)
  expect(digest.links.some((href) => href.endsWith(opening.path))).toBe(true)
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const unsubscribe = /^<(.+)>$/.exec(digest.headers['list-unsubscribe'] ?? '')?.[1]
  expect(unsubscribe).toBeTruthy()
  expect(new URL(unsubscribe!).pathname).toBe('/plataforma/alertas/cancelar')
  expect(digest.links).toContain(unsubscribe)

  // The footer's link: a page with a button, no login.
  await page.goto(unsubscribe!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.unsubscribeTitle)
  await checkA11y()
  await page.getByRole('button', { name: t.pages.unsubscribeButton }).click()
  await expect(page.getByRole('status')).toHaveText(t.pages.unsubscribedBody)
  await checkA11y()

  // Unsubscribed: another matching opening sends nothing more.
  const before = (await queuedTo(request, email)).length
  expect(before).toBe(2)
  await newOpening(request, `Analista ${word} Sênior`)
  await runAlerts(request)
  expect((await queuedTo(request, email)).length).toBe(before)
})
