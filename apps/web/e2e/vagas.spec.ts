import { JOB_LIST_PAGE_SIZE, ptBR } from '@carreiras/core'
import { expect, test } from './fixtures'

test('a visitor lists the openings, opens one, and meets the not-found page', async ({
  page,
  request,
  checkA11y,
}) => {
  // Uncaught errors and console errors (hydration mismatches included) fail the journey. The browser's
  // own 'Failed to load resource' line for the deliberate 404 is expected.
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text())
  })

  // The list is rendered on the server: the HTML alone carries the first page.
  const html = await request.get('/vagas')
  expect(html.status()).toBe(200)
  const body = await html.text()

  // From the home page's call to action to the list.
  await page.goto('/')
  await checkA11y()
  await page.getByRole('link', { name: 'Ver oportunidades' }).click()
  await expect(page).toHaveURL(/\/vagas$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.nav.opportunities })).toBeVisible()
  // A fresh load, so that focus starts at the top of the document for the skip-link check below.
  await page.reload()
  const cards = page.getByRole('main').getByRole('listitem').getByRole('article')
  await expect(cards).toHaveCount(JOB_LIST_PAGE_SIZE)
  const titles = await cards.getByRole('heading', { level: 2 }).allTextContents()
  expect(titles).toHaveLength(JOB_LIST_PAGE_SIZE)
  for (const title of titles) expect(body).toContain(escapeHtml(title))
  await expect(cards.first().getByRole('progressbar')).toBeVisible()
  await checkA11y()

  // The first Tab reaches the skip link, which leads to the main content.
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Pular para o conteúdo' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeVisible()

  // Open the first opening from its title link (client-side navigation after hydration).
  const firstTitle = titles[0]!
  await cards.first().getByRole('link', { name: firstTitle }).click()
  await expect(page).toHaveURL(/\/vagas\/\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle)
  await expect(page.getByRole('link', { name: ptBR.job.moreOpportunities })).toHaveAttribute('href', '/vagas')
  await checkA11y()

  // Any other path: the not-found page, with HTTP 404.
  const response = await page.goto('/nao-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ptBR.pages.notFound)
  await checkA11y()

  expect(problems).toEqual([])
})

test('an opening that does not exist answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/vagas/999999999-nao-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ptBR.pages.notFound)
})

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}
