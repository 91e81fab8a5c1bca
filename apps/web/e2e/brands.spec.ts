// Both brands run on the same build: the default one and the demo brand (BRAND=demo, a second web
// server started by playwright.config.ts), each with its own theme, content and logo.
import { JOB_LIST_PAGE_SIZE, ptBR } from '@carreiras/core'
import { expect, test, visit } from './fixtures'

const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`

test('both brands render their home and job list, each passing axe', async ({ page, checkA11y }) => {
  for (const [base, theme, company] of [
    ['', 'aurora', 'Grupo Aurora'],
    [demoUrl, 'demo', 'Cooperativa Demo'],
  ] as const) {
    await visit(page, `${base}/`)
    await expect(page.locator('html')).toHaveAttribute('data-brand', theme)
    await expect(page.getByRole('banner').getByRole('img', { name: company })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(company)
    await checkA11y()

    await visit(page, `${base}/vagas`)
    await expect(page.getByRole('heading', { level: 1, name: ptBR.header.nav.opportunities })).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem').getByRole('article')).toHaveCount(
      JOB_LIST_PAGE_SIZE,
    )
    await checkA11y()
  }
  // The brands differ where a visitor sees it: the primary colour.
  const primary = async (url: string) => {
    await visit(page, url)
    return page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    )
  }
  expect(await primary('/')).not.toBe(await primary(`${demoUrl}/`))
})
