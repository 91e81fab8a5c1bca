// Saved jobs (docs/saved-jobs.md), end to end against the real platform: an anonymous visitor saves an open
// opening from /vagas and a closed one from its page (ids only in browser storage, `carreiras:job-saved`
// dispatched each time, the header's count), follows the header's link to /meu-perfil, signs in there, and
// finds both in 'Vagas salvas' (merged into the account, the browser's copy cleared); the closed one says
// so and is removed; after a reload the platform's list and the header agree. Axe on each page.
import { JOB_SAVED_EVENT, SAVED_JOBS_STORAGE_KEY, ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { PASSWORD, candidate } from './application-helpers'
import { expect, test, visit } from './fixtures'

const t = ptBR.savedJobs
const CLOSED_JOB = { id: 100002, title: 'Operador(a) de Caixa' }

const headerLink = (page: Page) => page.getByRole('link', { name: /^Vagas salvas:/ })
const savedBox = (page: Page) => page.getByRole('region', { name: t.box.title, exact: true })

/** Counts the `carreiras:job-saved` events of this document (another feature's install offer listens to them). */
async function countSavedEvents(page: Page) {
  await page.evaluate((name) => {
    const w = window as unknown as { __jobSaved: number[] }
    w.__jobSaved = []
    window.addEventListener(name, (event) =>
      w.__jobSaved.push((event as CustomEvent<{ opportunityId: number }>).detail.opportunityId),
    )
  }, JOB_SAVED_EVENT)
}
const savedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __jobSaved: number[] }).__jobSaved)
const storedIds = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SAVED_JOBS_STORAGE_KEY)

test('save two jobs anonymously, sign in, find them on /meu-perfil', async ({ page, checkA11y }) => {
  test.slow()
  const user = await candidate(page, 'vagas-salvas')

  // /vagas: the first card's toggle, by its name (its visible word and the opening's title).
  await visit(page, '/vagas')
  await countSavedEvents(page)
  const firstCard = page.locator('[data-slot="job-card"]').first()
  const firstTitle = (await firstCard.locator('[data-slot="job-card-title"]').innerText()).trim()
  const firstId = Number(
    (await firstCard.locator('[data-slot="job-card-title"] a').getAttribute('href'))?.match(
      /\/vagas\/(\d+)/,
    )?.[1],
  )
  const toggle = firstCard.getByRole('button', { name: t.toggle.label(firstTitle) })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(headerLink(page)).toHaveCount(0)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('[data-slot="saved-jobs-status"]')).toHaveText(t.toggle.saved(firstTitle))
  await expect(headerLink(page)).toHaveAccessibleName(t.header.label(1))
  expect(await savedEvents(page)).toEqual([firstId])
  await checkA11y()

  // The closed opening's page: saved too; the browser keeps the two ids and nothing else.
  await visit(page, `/vagas/${CLOSED_JOB.id}`)
  await countSavedEvents(page)
  const detailToggle = page.getByRole('button', { name: t.toggle.label(CLOSED_JOB.title) })
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'false')
  await detailToggle.press('Space')
  await expect(detailToggle).toHaveAttribute('aria-pressed', 'true')
  expect(await savedEvents(page)).toEqual([CLOSED_JOB.id])
  expect(JSON.parse((await storedIds(page)) ?? 'null')).toEqual([firstId, CLOSED_JOB.id])
  await expect(headerLink(page)).toHaveAccessibleName(t.header.label(2))
  await checkA11y()

  // The header's link leads to /meu-perfil, which asks to sign in; the saved jobs join the account.
  await headerLink(page).click()
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeVisible()
  const box = savedBox(page)
  await expect(box.getByRole('link', { name: firstTitle })).toBeVisible()
  await expect(box.getByRole('link', { name: CLOSED_JOB.title })).toBeVisible()
  await expect(box.getByText(t.box.count(2))).toBeVisible()
  const closedItem = box.locator('[data-slot="saved-jobs-item"]', { hasText: CLOSED_JOB.title })
  await expect(closedItem.getByText(t.box.closed)).toBeVisible()
  await expect(headerLink(page)).toHaveAccessibleName(t.header.label(2))
  // Merged into the account: the browser's copy is gone.
  await expect.poll(() => storedIds(page)).toBeNull()
  await checkA11y()

  // The closed one is removed; the header follows, and the platform keeps the change.
  await closedItem.getByRole('button', { name: t.box.removeLabel(CLOSED_JOB.title) }).click()
  await expect(box.getByRole('link', { name: CLOSED_JOB.title })).toHaveCount(0)
  await expect(headerLink(page)).toHaveAccessibleName(t.header.label(1))
  await page.reload()
  await expect(savedBox(page).getByRole('link', { name: firstTitle })).toBeVisible()
  await expect(savedBox(page).getByText(t.box.count(1))).toBeVisible()
  await expect(savedBox(page).getByRole('link', { name: CLOSED_JOB.title })).toHaveCount(0)

  // Signed in, the list's toggle follows the account: the saved card is pressed.
  await visit(page, '/vagas')
  await expect(page.getByRole('button', { name: t.toggle.label(firstTitle) }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await checkA11y()
})

test('parts whose chunk comes late keep the markup the server drew in place: the same toggles, none hidden, nothing vanishes', async ({
  page,
}) => {
  // The saved jobs' chunk and the chat launcher's arrive 1.5 s late, as on a slow phone: until then the
  // page has hydrated around server markup of theirs that React has not hydrated yet.
  await page.route(/\/assets\/(parts|chat-launcher)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __serverParts: Element[]; __hiddenParts: number }
    document.addEventListener('DOMContentLoaded', () => {
      w.__serverParts = [
        ...document.querySelectorAll('[data-slot="save-job-button"], [data-slot="chat-launcher"]'),
      ]
      w.__hiddenParts = w.__serverParts.filter((element) => element.closest('[hidden]')).length
    })
  })
  await visit(page, '/vagas')
  const parts = await page.evaluate(() => {
    const w = window as unknown as { __serverParts: Element[]; __hiddenParts: number }
    const drawn = w.__serverParts
    return {
      drawn: drawn.length,
      // Where the page shows them as the document arrives, none in a hidden block that a script of React's
      // moves into place later (docs/architecture.md, "Parts in their own chunk").
      hidden: w.__hiddenParts,
      // Still in the page: React hydrated them rather than throwing them away and drawing new ones.
      kept: drawn.filter((element) => element.isConnected).length,
      now: document.querySelectorAll('[data-slot="save-job-button"], [data-slot="chat-launcher"]').length,
    }
  })
  expect(parts.drawn).toBeGreaterThan(1)
  expect(parts).toEqual({ drawn: parts.drawn, hidden: 0, kept: parts.drawn, now: parts.drawn })
  // And they work: the first toggle saves.
  const toggle = page.locator('[data-slot="save-job-button"]').first()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
})
