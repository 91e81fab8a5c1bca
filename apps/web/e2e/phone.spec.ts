// A phone first (docs/phone.md): at 390 × 844 /vagas shows its results first — the filters fold into
// 'Filtros' with the count of active filters, which opens by keyboard and without scripts — and the chat
// launcher ('Fale conosco') never covers the focused control: tabbing through the main public pages, no
// focused control's box meets the launcher's. Axe on every page.
import { ptBR } from '@carreiras/core'
import type { Locator, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

const PHONE = { width: 390, height: 844 }
const fold = ptBR.filterFold

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('article').getByRole('heading', { level: 2 })
const foldToggle = (page: Page) => page.getByRole('main').locator('[data-slot="filter-fold-toggle"]')

/** The element's box lies wholly inside the viewport (the first screen, nothing scrolled). */
async function fullyOnFirstScreen(locator: Locator, viewport: { width: number; height: number }) {
  const box = await locator.boundingBox()
  expect(box, 'the element has a box').not.toBeNull()
  if (!box) return
  expect(box.y, 'its top is on the first screen').toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, 'its bottom is on the first screen').toBeLessThanOrEqual(viewport.height)
}

test.describe('a phone first', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('/vagas: results first, the filters behind Filtros with their count, by keyboard and without scripts', async ({
    page,
    browser,
    checkA11y,
  }) => {
    // The first two openings' titles are on the first screen, as the list opens and with a filter on.
    for (const path of ['/vagas', '/vagas?pcd=true']) {
      await visit(page, path)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await expect(cardTitles(page).nth(1)).toBeVisible()
      await fullyOnFirstScreen(cardTitles(page).nth(0), PHONE)
      await fullyOnFirstScreen(cardTitles(page).nth(1), PHONE)
    }

    // Folded: the selects are hidden; the toggle names the active filters' count (PcD).
    const area = page.getByRole('main').getByLabel(ptBR.jobs.filters.area, { exact: true })
    await expect(area).toBeHidden()
    const toggle = foldToggle(page)
    await expect(toggle).toHaveAccessibleName(`${fold.toggle} (${fold.oneActive})`)
    await checkA11y()

    // By keyboard: focus the toggle, open it, reach the selects, choose an area; the count follows.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(area).toBeVisible()
    await expect(page.locator('[data-slot="filter-fold"]')).toHaveAttribute('data-state', 'open')
    await checkA11y()
    await area.selectOption({ index: 1 })
    await expect(toggle).toHaveAccessibleName(`${fold.toggle} (${fold.manyActive(2)})`)
    await expect(page).toHaveURL(/area=/)
    // 'Ver vagas' folds them again and brings the focus back to the toggle, results right below it.
    await page.getByRole('button', { name: fold.showResults, exact: true }).click()
    await expect(area).toBeHidden()
    await expect(toggle).toBeFocused()
    await fullyOnFirstScreen(cardTitles(page).nth(0), PHONE)

    // Escape inside the open filters folds them and returns the focus too.
    await page.keyboard.press('Enter')
    await area.focus()
    await page.keyboard.press('Escape')
    await expect(area).toBeHidden()
    await expect(toggle).toBeFocused()

    // Without scripts (the page is drawn on the server): the toggle still opens the filters and they apply.
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
    const plain = await context.newPage()
    await plain.goto('/vagas?pcd=true')
    await fullyOnFirstScreen(cardTitles(plain).nth(1), PHONE)
    const plainArea = plain.getByRole('main').getByLabel(ptBR.jobs.filters.area, { exact: true })
    await expect(plainArea).toBeHidden()
    await foldToggle(plain).click()
    await expect(plainArea).toBeVisible()
    await plainArea.selectOption({ index: 1 })
    await plain.getByRole('button', { name: fold.showResults, exact: true }).click()
    await expect(plain).toHaveURL(/area=.*pcd=true|pcd=true.*area=/)
    await expect(foldToggle(plain)).toHaveAccessibleName(`${fold.toggle} (${fold.manyActive(2)})`)
    await context.close()
  })

  test('no focused control sits under the chat launcher on the main public pages', async ({
    page,
    checkA11y,
  }) => {
    for (const path of ['/', '/vagas', '/vagas/100001', '/cultura', '/faq', '/estagio', '/acessibilidade']) {
      await visit(page, path)
      const launcher = page.locator('[data-slot="chat-launcher-button"]')
      await expect(launcher).toBeVisible()
      // The page keeps room for it at its end: the footer's bottom padding is the launcher's clearance (5rem).
      await expect(page.locator('[data-slot="site-footer"]')).toHaveCSS('padding-bottom', '80px')
      await checkA11y()
      const covered = await tabThrough(page)
      expect(covered, `focused controls under the launcher on ${path}`).toEqual([])
    }
  })

  test('wider screens keep the filters open, without a Filtros toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/vagas')
    await expect(page.getByRole('main').getByLabel(ptBR.jobs.filters.area, { exact: true })).toBeVisible()
    await expect(foldToggle(page)).toBeHidden()
    expect(await tabThrough(page)).toEqual([])
  })
})

/**
 * Tabs from the top of the page to its end; after each step (once the page has settled) checks the
 * focused element's box against the launcher's. Returns the controls that met it.
 */
async function tabThrough(page: Page): Promise<string[]> {
  const covered: string[] = []
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    ;(document.activeElement as HTMLElement | null)?.blur()
  })
  for (let step = 0; step < 250; step += 1) {
    await page.keyboard.press('Tab')
    const result = await page.evaluate(() => {
      // Two frames: the browser's own scrolling and the site's correction are both done.
      const settled = new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return settled.then(() => {
        const focused = document.activeElement
        const launcher = document.querySelector('[data-slot="chat-launcher"]')
        const button = document.querySelector('[data-slot="chat-launcher-button"]')
        if (!focused || focused === document.body || !button || launcher?.contains(focused))
          return { done: true, covered: null }
        const a = focused.getBoundingClientRect()
        const b = button.getBoundingClientRect()
        const meets = a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top
        const label = (focused.textContent ?? '').trim().slice(0, 40) || focused.getAttribute('aria-label')
        return { done: false, covered: meets ? `${focused.tagName.toLowerCase()} "${label ?? ''}"` : null }
      })
    })
    if (result.covered) covered.push(result.covered)
    // The launcher is the page's last control: reaching it (or leaving the page) ends the walk.
    if (result.done) break
  }
  return covered
}
