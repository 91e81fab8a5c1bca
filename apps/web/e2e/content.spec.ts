// The content pages: home sections and anchors, the home search, /cultura's carousel by keyboard,
// /estagio and /faq sign-up buttons, in-app links in FAQ answers, /acessibilidade, the privacy notice
// and the protected /deixe-seu-perfil. An axe check on every page.
import {
  FAQ_ITEMS_COUNT,
  HASH_SCROLL_OFFSET_PX,
  INTERNSHIP_OPPORTUNITY_ID,
  STORAGE_KEYS,
  ptBR,
} from '@carreiras/core'
import type { Page } from '@playwright/test'
import { atHome, expect, test, visit } from './fixtures'

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Entrar' })

test('home: sections, header anchors and the job search', async ({ page, checkA11y }) => {
  await visit(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', /\/$/)
  for (const name of [ptBR.pages.home.joinUs, 'Nossas lojas', 'Áreas de interesse', 'Benefícios']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByText(ptBR.pages.home.stores, { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: ptBR.pages.home.testimonialsCarousel })).toBeVisible()
  await expect(page.getByRole('group', { name: '9 de 9' })).toBeAttached()
  await expect(page.locator('[data-theme-card]')).toHaveCount(6)
  await expect(
    page.getByRole('region', { name: ptBR.pages.home.awardsCarousel }).getByRole('group'),
  ).toHaveCount(4)
  await checkA11y()

  // A career area shows its text and a link to its openings.
  await page.getByRole('button', { name: 'Tecnologia', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Tecnologia', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Its link lists that job area's openings (Tecnologia is job area 14).
  await expect(page.getByRole('link', { name: ptBR.pages.home.areaJobs('Tecnologia') })).toHaveAttribute(
    'href',
    '/vagas?field_area=14',
  )

  // The header's 'Quem somos' and 'Benefícios' lead to the sections, which stop below the fixed header.
  const nav = page.getByRole('navigation', { name: ptBR.ui.chrome.header.mainNav })
  await expect(nav.getByRole('link', { name: ptBR.header.nav.about })).toHaveAttribute('href', '/#junte-se')
  await expect(nav.getByRole('link', { name: ptBR.header.nav.benefits })).toHaveAttribute(
    'href',
    '/#beneficios',
  )
  await nav.getByRole('link', { name: ptBR.header.nav.benefits }).click()
  await expect(page).toHaveURL(/\/#beneficios$/)
  const benefits = page.locator('#beneficios')
  await expect(benefits).toHaveCSS('scroll-margin-top', `${HASH_SCROLL_OFFSET_PX}px`)
  await expect
    .poll(() => benefits.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(HASH_SCROLL_OFFSET_PX)
  await expect(page.locator('#junte-se')).toHaveCSS('scroll-margin-top', `${HASH_SCROLL_OFFSET_PX}px`)

  // The search box, a combobox once the page is interactive, suggests titles and submits to /vagas?term=…
  const search = page.getByRole('combobox', { name: ptBR.jobs.searchLabel })
  await search.fill('Analista')
  await expect(page.getByRole('listbox').getByRole('option')).not.toHaveCount(0)
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await checkA11y()
  await search.press('Escape')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/vagas\?term=Analista$/)
})

test('the home search works before the page is interactive (a plain GET form)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('searchbox', { name: ptBR.jobs.searchLabel }).fill('Caixa')
  await page.getByRole('button', { name: ptBR.pages.home.searchButton }).click()
  await expect(page).toHaveURL(/\/vagas\?term=Caixa$/)
  await context.close()
})

test('culture: boxes and a six-slide carousel driven by the keyboard', async ({ page, checkA11y }) => {
  await visit(page, '/cultura')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.culture.title })).toBeVisible()
  for (const name of [ptBR.pages.culture.purpose, ptBR.pages.culture.mission, ptBR.pages.culture.vision]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  const carousel = page.getByRole('region', { name: ptBR.pages.culture.carousel })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel')
  await expect(carousel.getByRole('group')).toHaveCount(6)
  await expect(carousel).toHaveAttribute('data-ready', 'true')
  await checkA11y()

  // The slide the strip shows: its left edge is the strip's.
  const shown = (name: string) =>
    expect
      .poll(() =>
        carousel.evaluate((root, label) => {
          const strip = root.querySelector('[data-carousel="viewport"]')!.getBoundingClientRect()
          const slide = root.querySelector(`[aria-label="${label}"]`)!.getBoundingClientRect()
          return Math.abs(slide.left - strip.left) < 2
        }, name),
      )
      .toBe(true)
  const next = carousel.getByRole('button', { name: 'Próximo' })
  const previous = carousel.getByRole('button', { name: 'Anterior' })
  await expect(previous).toHaveAttribute('aria-disabled', 'true')
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(carousel).toHaveAttribute('data-current', '1')
  await shown('2 de 6')
  await page.keyboard.press('Space')
  await expect(carousel).toHaveAttribute('data-current', '2')
  await shown('3 de 6')
  await previous.focus()
  await page.keyboard.press('Enter')
  await expect(carousel).toHaveAttribute('data-current', '1')
  await shown('2 de 6')
})

test('internship: the facts, and “Quero me inscrever” opens login with the application as next route', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/estagio')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.internship.title })).toBeVisible()
  for (const fact of [
    'Disponibilidade mínima de 1 ano',
    'A partir do 1º ano da faculdade',
    'Local: Pinheiros/SP',
  ]) {
    await expect(page.getByText(fact)).toBeVisible()
  }
  await checkA11y()
  await page.getByRole('button', { name: ptBR.pages.internship.apply }).click()
  await expect(loginDialog(page)).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.nextRoute)).toBe(
    `/vagas/${INTERNSHIP_OPPORTUNITY_ID}/inscricao`,
  )
  await checkA11y()
})

test('FAQ: internal links navigate in-app, new-tab links keep their target, sign-up opens login', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/faq')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.faq.title })).toBeVisible()
  // As many questions as the spec counts (the brand schema holds every brand to it).
  await expect(page.locator('details')).toHaveCount(FAQ_ITEMS_COUNT)
  await checkA11y()

  // A new-tab link is left alone (and gets rel=noopener from the sanitizer).
  await page.locator('summary', { hasText: 'Onde ficam as lojas?' }).click()
  const external = page.getByRole('link', { name: 'localizador de lojas' })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')

  // Sign-up: /vagas as the next route, then login.
  await page.getByRole('button', { name: ptBR.pages.faq.signUp }).click()
  await expect(loginDialog(page)).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.nextRoute)).toBe('/vagas')
  await page.keyboard.press('Escape')
  await expect(loginDialog(page)).toBeHidden()

  // An internal link: a client-side navigation (the window marker survives; no document request).
  await page.evaluate(() => ((window as Window & { __faqMarker?: string }).__faqMarker = 'still here'))
  await page.locator('summary', { hasText: 'Como me inscrevo em uma vaga?' }).click()
  let documentRequests = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documentRequests += 1
  })
  await page.getByRole('link', { name: 'oportunidades', exact: true }).click()
  await expect(page).toHaveURL(/\/vagas$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.header.nav.opportunities })).toBeVisible()
  expect(await page.evaluate(() => (window as Window & { __faqMarker?: string }).__faqMarker)).toBe(
    'still here',
  )
  expect(documentRequests).toBe(0)
})

test('the accessibility statement and the privacy notice', async ({ page, checkA11y }) => {
  await visit(page, '/acessibilidade')
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.accessibility.title })).toBeVisible()
  await checkA11y()

  // Reached from the footer, like the privacy notice.
  const footerLinks = page.getByRole('navigation', { name: ptBR.ui.chrome.footer.linksNav })
  await footerLinks.getByRole('link', { name: ptBR.footer.privacyPolicy }).click()
  await expect(page).toHaveURL(/\/termos-de-uso$/)
  await expect(page.getByRole('heading', { level: 1, name: ptBR.pages.terms.title })).toBeVisible()
  await expect(page.getByText(/controladoras/)).toBeVisible()
  await checkA11y()
})

test('leave your profile asks a signed-out visitor to log in', async ({ page, checkA11y }) => {
  await visit(page, '/deixe-seu-perfil')
  await expect(loginDialog(page)).toBeVisible()
  // A direct load goes back to '/' with the page saved as the next route.
  await atHome(page)
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.nextRoute)).toBe(
    '/deixe-seu-perfil',
  )
  await checkA11y()
  // The home's call to register links there; followed inside the site, it opens the login too and
  // stays on the page the visitor was on.
  await page.keyboard.press('Escape')
  await expect(loginDialog(page)).toBeHidden()
  const register = page.getByRole('link', { name: ptBR.pages.home.registerCv, exact: true })
  await expect(register).toHaveAttribute('href', '/deixe-seu-perfil')
  await register.click()
  await expect(loginDialog(page)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})
