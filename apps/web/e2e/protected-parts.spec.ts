// What a login-required page shows a signed-in candidate travels in a chunk of its own, asked for when the
// route's module runs (docs/architecture.md, "Protected parts in their own chunk"). A chunk the network drops
// leaves neither a blank page nor a spinner forever: 'Não foi possível conectar…' is said, and 'Tentar
// novamente' asks for it again and draws the page. While the chunk comes, the spinner turns in steps. Axe on
// each state.
import { ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { JOB, candidate, fields, form, signInTo } from './application-helpers'
import { expect, test } from './fixtures'

const APPLICATION_PART = /\/assets\/application-page-[\w-]{8}\.js$/

/** A new candidate signed in with 'Manter conectado', on the ficha with its form drawn: its CPF field. */
async function onFichaKept(page: Page, label: string) {
  const user = await candidate(page, label)
  await signInTo(page, user, JOB.path, { keep: true })
  const cpf = form(page).getByRole('textbox', { name: fields.cpf })
  await expect(cpf).toBeVisible({ timeout: 60_000 })
  return cpf
}

test('the ficha’s own chunk dropped until the network is back: said over the page, then drawn on “Tentar novamente”', async ({
  page,
  checkA11y,
  failingOnPurpose,
}) => {
  const cpf = await onFichaKept(page, 'protected-part')

  let offline = true
  let dropped = 0
  await page.route(APPLICATION_PART, async (route) => {
    if (!offline) return route.continue()
    dropped += 1
    failingOnPurpose.add(route.request().url())
    await route.abort('internetdisconnected')
  })
  // A later visit whose cache does not have the chunk: the stored session still draws the page.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.reload()

  await expect(page.getByRole('heading', { level: 1, name: ptBR.application.title(JOB.title) })).toBeVisible()
  const alert = page.getByRole('alert').filter({ hasText: ptBR.clientErrors.NETWORK })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  await expect(cpf).toHaveCount(0)
  expect(dropped).toBeGreaterThan(0)
  await checkA11y()

  offline = false
  await page.getByRole('button', { name: ptBR.common.retry }).click()
  await expect(cpf).toBeVisible({ timeout: 30_000 })
  await expect(alert).toHaveCount(0)
  await checkA11y()
})

test('the spinner shown while the part’s chunk comes turns in steps, then the ficha is drawn', async ({
  page,
  checkA11y,
}) => {
  const cpf = await onFichaKept(page, 'protected-part-spinner')

  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(APPLICATION_PART, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.reload()

  // Every spinner on the page turns twelve times a second, in steps, not at every refresh: each frame of a
  // turning spinner is composited and drawn (docs/performance.md, "A spinner that turns in steps").
  await expect(page.locator('[data-slot="spinner-icon"]').first()).toBeVisible({ timeout: 30_000 })
  expect(asked).toBe(true)
  const spins = await page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="spinner-icon"]')].map((icon) => {
      const style = getComputedStyle(icon)
      const running = icon
        .getAnimations()
        .some((animation) => animation instanceof CSSAnimation && animation.playState === 'running')
      return `${style.animationName} ${style.animationDuration} ${style.animationTimingFunction} ${running}`
    }),
  )
  expect(spins.length).toBeGreaterThan(0)
  for (const spin of spins) expect(spin).toMatch(/^spin 1s steps\(12(, end)?\) true$/)
  await expect(cpf).toHaveCount(0)
  await checkA11y()

  release()
  await expect(cpf).toBeVisible({ timeout: 30_000 })
  await checkA11y()
})
