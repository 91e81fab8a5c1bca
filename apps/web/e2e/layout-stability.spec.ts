// The pages a signed-in candidate spends time on render in the browser (docs/decisions.md, "Protected
// routes render in the browser"): a spinner first, then the content. On a phone the page must not jump
// while that happens (docs/architecture.md, "Layout shift"): the footer and the consent prompt below the
// content once sat in view under the spinner and were pushed down by the content (Lighthouse counted a
// layout shift of 0.975 on the ficha, 0.55 on /meu-perfil). The browser's own record of layout shifts
// (PerformanceObserver 'layout-shift', as Lighthouse's CLS sums them) is read after each load.
import { ptBR } from '@carreiras/core'
import type { Page } from '@playwright/test'
import { PASSWORD, candidate } from './application-helpers'
import { expect, test, visit } from './fixtures'
import { startApplication } from './platform'

/** A phone's screen (Lighthouse's mobile one). */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

const TESTS_OPENING = 100006

/** Every layout shift of this load not caused by input, with what moved (as Lighthouse's CLS counts). */
async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        const moved: string[] = []
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources?: { node?: Node | null }[]
          })[]) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const source of entry.sources ?? []) {
              const node = source.node
              moved.push(
                `${entry.value.toFixed(3)} ${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)}`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // The buffered entries come in the observer's first callback, in the next task.
        setTimeout(() => resolve({ total, moved }), 100)
      }),
  )
}

test('a signed-in candidate’s ficha, tests page and profile do not jump while they render', async ({
  page,
  checkA11y,
}) => {
  const user = await candidate(page, 'layout')
  await startApplication(user, TESTS_OPENING)
  await visit(page, '/vagas/100001/inscricao')
  const dialog = page.getByRole('dialog', { name: 'Entrar' })
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('checkbox', { name: 'Manter conectado' }).check()
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page.getByRole('tab', { name: ptBR.application.tabs.basic })).toBeVisible()

  // Each page loaded afresh, signed in: the spinner, then the content.
  const pages = [
    { path: '/vagas/100001/inscricao', ready: page.getByRole('tab', { name: ptBR.application.tabs.basic }) },
    {
      path: `/vagas/${TESTS_OPENING}/inscricao/testes`,
      // The title is drawn by the server; the list's summary once the session and the tests are in.
      ready: page.getByRole('status').filter({ hasText: /testes?\b/ }),
    },
    { path: '/meu-perfil', ready: page.getByRole('heading', { level: 1, name: 'Meu Perfil' }) },
  ]
  for (const { path, ready } of pages) {
    await visit(page, path)
    await expect(ready).toBeVisible()
    // What comes after the content has drawn by now: the consent prompt (a new candidate has not chosen
    // yet) and the footer.
    await expect(page.getByRole('region', { name: ptBR.consent.promptTitle })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toBeAttached()
    await checkA11y()
    const shifts = await layoutShifts(page)
    expect(shifts.total, `${path}: ${shifts.moved.join('; ')}`).toBeLessThanOrEqual(0.02)
  }
})
