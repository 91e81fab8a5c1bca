// The journeys' accessibility check (analyzeAccessibility in fixtures.ts) must be able to fail: it injects
// axe once per document and reuses it, so a second check on the same document has to see what changed.
import { expect, test } from '@playwright/test'
import { analyzeAccessibility } from './fixtures'

const CLEAN = `<!doctype html><html lang="pt-BR"><head><title>Verificação</title></head>
<body><main><h1>Verificação</h1><label for="nome">Nome</label><input id="nome" /></main></body></html>`

test('the accessibility check passes a clean page and reports what a later change breaks', async ({
  page,
}) => {
  await page.setContent(CLEAN)
  expect((await analyzeAccessibility(page)).violations).toEqual([])

  // The same document, changed after axe was injected: an input without a name, grey text on white.
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    main.insertAdjacentHTML(
      'beforeend',
      '<input id="sem-rotulo" /><p style="color:#bbb;background:#fff">Texto claro demais</p>',
    )
  })
  const ids = (await analyzeAccessibility(page)).violations.map((violation) => violation.id).sort()
  expect(ids).toEqual(['color-contrast', 'label'])
})

test('the accessibility check runs the WCAG A and AA rules only, not best practices', async ({ page }) => {
  // Content outside any landmark breaks axe's best-practice `region` rule, not a WCAG criterion.
  await page.setContent(
    `<!doctype html><html lang="pt-BR"><head><title>Sem marcos</title></head><body><p>Solto</p></body></html>`,
  )
  expect((await analyzeAccessibility(page)).violations).toEqual([])
  // A navigation to another document: axe is not there any more and is injected again.
  await page.goto(
    'data:text/html,' +
      encodeURIComponent(
        '<!doctype html><html><head><title>Sem idioma</title></head><body><main><p>Sem lang</p></main></body></html>',
      ),
  )
  expect(await page.evaluate('typeof window.axe')).toBe('undefined')
  expect((await analyzeAccessibility(page)).violations.map((violation) => violation.id)).toEqual([
    'html-has-lang',
  ])
})
