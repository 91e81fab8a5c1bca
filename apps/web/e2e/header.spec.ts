// The fixed header's two looks (docs/decisions.md, "The header's transparency"): over the home's hero it is
// transparent until the page has scrolled past HEADER_OPAQUE_SCROLL_PX and opaque after, and turns back at
// the top; on the ficha it is opaque from the start, as on every page that opens without a hero. Fixed: it
// stays at the top of the window however far the page scrolls.
import { HEADER_OPAQUE_SCROLL_PX, ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { JOB, candidate, signInTo } from './application-helpers'
import { expect, test, visit } from './fixtures'

const header = (page: Page) => page.locator('header[data-state]').first()

/** Scrolls the window to `y` and waits for the scroll event to have been handled (two frames). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, y)
}

/** The header's top edge in the window and its background colour's alpha (0 = transparent). */
async function look(page: Page) {
  return header(page).evaluate((element) => {
    const style = getComputedStyle(element)
    const alpha = (colour: string) => {
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? []
      if (colour.startsWith('rgba')) return parts[3] ?? 1
      if (colour === 'transparent') return 0
      return parts.length === 4 ? parts[3]! : 1
    }
    return {
      top: element.getBoundingClientRect().top,
      position: style.position,
      alpha: alpha(style.backgroundColor),
    }
  })
}

test('over the home’s hero the header is transparent until 150 px of scroll, opaque after, and fixed', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/')
  await expect(header(page)).toHaveAttribute('data-state', 'transparent')
  expect((await look(page)).alpha).toBe(0)
  await checkA11y()

  // Exactly the threshold is still transparent; one pixel more turns it opaque.
  await scrollTo(page, HEADER_OPAQUE_SCROLL_PX)
  await expect(header(page)).toHaveAttribute('data-state', 'transparent')
  await scrollTo(page, HEADER_OPAQUE_SCROLL_PX + 1)
  await expect(header(page)).toHaveAttribute('data-state', 'opaque')
  await expect.poll(async () => (await look(page)).alpha).toBeGreaterThan(0.9)
  await scrollTo(page, 1200)
  const scrolled = await look(page)
  expect(scrolled.position).toBe('fixed')
  expect(scrolled.top).toBe(0)
  await checkA11y()

  // Back at the top: transparent again.
  await scrollTo(page, 0)
  await expect(header(page)).toHaveAttribute('data-state', 'transparent')
})

test('on the ficha the header is opaque from the start, and stays so', async ({ page, checkA11y }) => {
  const user = await candidate(page, 'header')
  await signInTo(page, user, JOB.path)
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible()
  await expect(header(page)).toHaveAttribute('data-state', 'opaque')
  expect((await look(page)).alpha).toBeGreaterThan(0.9)
  await checkA11y()
  await scrollTo(page, 600)
  await expect(header(page)).toHaveAttribute('data-state', 'opaque')
  await scrollTo(page, 0)
  await expect(header(page)).toHaveAttribute('data-state', 'opaque')
  expect((await look(page)).top).toBe(0)
})

test('a page without a hero (the job list) opens with the header opaque', async ({ page }) => {
  await visit(page, '/vagas')
  await expect(header(page)).toHaveAttribute('data-state', 'opaque')
  expect((await look(page)).alpha).toBeGreaterThan(0.9)
})
