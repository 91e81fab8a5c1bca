// Job search journeys: search from home, filters with badges, paging to the end of a filtered list, the job
// detail with its share widget and structured data, a closed job, not-found, and the same search → detail
// journey by keyboard alone. Axe checks every page visited.
import Validator from '@adobe/structured-data-validator'
import { DEFAULT_COMPANY_ID, JOB_LIST_PAGE_SIZE, daysLeft, progressPercent, ptBR } from '@carreiras/core'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import { platformUrl } from './platform'

const OPEN_JOB = { id: 100001, title: 'Analista de Crédito Pleno' }
const CLOSED_JOB = { id: 100002, title: 'Operador(a) de Caixa' }

interface ApiItem {
  id: number
  title: string
  address: { city: string; state: { abbr: string } }
  published_at: string
  expired_at: string
}

/** Every opening the platform lists for a query (all pages), to know what the site must show. */
async function allOpenings(request: APIRequestContext, query: Record<string, string>): Promise<ApiItem[]> {
  const items: ApiItem[] = []
  for (let page = 1; page < 100; page += 1) {
    const response = await request.get(`${platformUrl}/v1/opportunities`, {
      params: { ...query, page: String(page) },
    })
    expect(response.ok()).toBe(true)
    const { opportunities } = (await response.json()) as { opportunities: ApiItem[] }
    items.push(...opportunities)
    if (opportunities.length < JOB_LIST_PAGE_SIZE) break
  }
  return items
}

/** The search box: a searchbox, or a combobox once it offers suggestions. */
const searchBox = (page: Page) => page.getByRole('main').getByLabel(ptBR.jobs.searchLabel, { exact: true })
const cardsOf = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')
const jobLink = (page: Page, id: number, title: string) =>
  cardsOf(page)
    .getByRole('heading', { level: 2 })
    .getByRole('link', { name: title, exact: true })
    .and(page.locator(`a[href^="/vagas/${id}-"]`))

test('home search → /vagas?term= shows the openings with that name, server-rendered', async ({
  page,
  request,
  checkA11y,
}) => {
  await visit(page, '/')
  await checkA11y()
  await searchBox(page).fill('Analista')
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL(/\/vagas\?term=Analista$/)
  await expect(searchBox(page)).toHaveValue('Analista')
  // The address and the box change with the navigation; the list's part may still be drawing (its chunk
  // comes after): read the cards once the first is shown, as a person would (allTextContents does not wait).
  await expect(cardsOf(page).first()).toBeVisible()
  const titles = await cardsOf(page).getByRole('heading', { level: 2 }).allTextContents()
  expect(titles.length).toBeGreaterThan(0)
  for (const title of titles) expect(title.toLowerCase()).toContain('analista')
  await checkA11y()

  // The same URL, loaded directly, carries the filtered first page in its HTML.
  const html = await (await request.get('/vagas?term=Analista')).text()
  expect(html).toContain(escapeHtml(titles[0]!))
})

test('filters with removable badges and paging to the end of a filtered list', async ({
  page,
  request,
  checkA11y,
}) => {
  const expected = await allOpenings(request, { states: '26' })
  expect(expected.length).toBeGreaterThan(JOB_LIST_PAGE_SIZE)

  await visit(page, '/vagas')
  await expect(cardsOf(page)).toHaveCount(JOB_LIST_PAGE_SIZE)
  await page.getByRole('combobox', { name: ptBR.jobs.filters.state }).selectOption('SP')
  await expect(page).toHaveURL(/\/vagas\?state=SP&local=0$/)
  await expect(page.getByRole('link', { name: ptBR.jobs.filters.remove('São Paulo') })).toBeVisible()
  await expect(
    cardsOf(page)
      .first()
      .getByText(/ - SP$/),
  ).toBeVisible()
  await checkA11y()

  // 'VER MAIS OPORTUNIDADES' until the end: every opening of the state, each once, then no button.
  const more = page.getByRole('button', { name: ptBR.jobs.loadMore })
  for (let shown = JOB_LIST_PAGE_SIZE; shown < expected.length; shown += JOB_LIST_PAGE_SIZE) {
    await more.click()
    await expect(cardsOf(page)).toHaveCount(Math.min(shown + JOB_LIST_PAGE_SIZE, expected.length))
  }
  await expect(more).toHaveCount(expected.length % JOB_LIST_PAGE_SIZE === 0 ? 1 : 0)
  const shownTitles = await cardsOf(page).getByRole('heading', { level: 2 }).allTextContents()
  expect(shownTitles).toEqual(expected.map((item) => item.title))
  await expect(page.getByText(ptBR.ui.domain.list.results(expected.length))).toBeAttached()

  // A second filter narrows the list and resets it to page 1; the URL can be shared.
  await page.getByRole('checkbox', { name: ptBR.jobs.filters.pcd }).check()
  await expect(page).toHaveURL(/\/vagas\?state=SP&pcd=true&local=0$/)
  const pcd = await allOpenings(request, { states: '26', pcd: 'true' })
  await expect(cardsOf(page)).toHaveCount(Math.min(pcd.length, JOB_LIST_PAGE_SIZE))
  const shared = page.url()

  // Removing a badge removes that filter only.
  await page.getByRole('link', { name: ptBR.jobs.filters.remove('São Paulo') }).click()
  await expect(page).toHaveURL(/\/vagas\?pcd=true&local=0$/)
  await expect(page.getByRole('combobox', { name: ptBR.jobs.filters.state })).toHaveValue('')
  await expect(
    page.getByRole('link', { name: ptBR.jobs.filters.remove(ptBR.jobs.filters.pcd) }),
  ).toBeVisible()
  await checkA11y()

  // Back restores the previous list; the shared URL renders the same list on a fresh load.
  await page.goBack()
  await expect(page.getByRole('combobox', { name: ptBR.jobs.filters.state })).toHaveValue('SP')
  await visit(page, shared)
  await expect(cardsOf(page)).toHaveCount(Math.min(pcd.length, JOB_LIST_PAGE_SIZE))
  await expect(page.getByRole('checkbox', { name: ptBR.jobs.filters.pcd })).toBeChecked()
})

test('saved filters come back inside the site and are gone after a fresh load', async ({ page }) => {
  const pcd = page.getByRole('checkbox', { name: ptBR.jobs.filters.pcd })
  await visit(page, '/vagas')
  await pcd.check()
  await expect(page).toHaveURL(/\/vagas\?pcd=true/)
  await cardsOf(page).first().getByRole('heading', { level: 2 }).getByRole('link').click()
  await expect(page).toHaveURL(/\/vagas\/\d+/)
  await page.getByRole('link', { name: ptBR.job.moreOpportunities }).click()
  await expect(page).toHaveURL(/\/vagas\?pcd=true/)
  await expect(pcd).toBeChecked()
  // A fresh load (typing the address) starts over.
  await visit(page, '/vagas')
  await expect(page).toHaveURL(/\/vagas$/)
  await expect(pcd).not.toBeChecked()
})

test('the visitor’s location is the default city, and removing it sticks', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '200.160.10.20' } })
  const page = await context.newPage()
  await visit(page, '/vagas')
  await expect(page.getByRole('combobox', { name: ptBR.jobs.filters.state })).toHaveValue('SP')
  await expect(page.getByRole('combobox', { name: ptBR.jobs.filters.city })).toHaveValue('São Paulo')
  // Every card drawn (a loop over none would assert nothing) is in São Paulo.
  await expect(cardsOf(page).first()).toBeVisible()
  const locations = await cardsOf(page)
    .getByText(/ - SP$/)
    .allTextContents()
  expect(locations.length).toBeGreaterThan(0)
  for (const location of locations) expect(location).toBe('São Paulo - SP')
  await page
    .getByRole('link', { name: ptBR.jobs.filters.remove('São Paulo') })
    .last()
    .click()
  await expect(page).toHaveURL(/\/vagas\?state=SP&local=0$/)
  await page.reload()
  await expect(page.getByRole('combobox', { name: ptBR.jobs.filters.city })).toHaveValue('')
  await context.close()
})

test('job detail: sections, share widget with copy link, JobPosting data, back to the list', async ({
  page,
  context,
  request,
  checkA11y,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const response = await request.get(`/vagas/${OPEN_JOB.id}`)
  expect(response.status()).toBe(200)
  const html = await response.text()

  // The server HTML carries valid JobPosting data (Google's rules, checked offline).
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  )
  const postings = blocks.filter((block) => block['@type'] === 'JobPosting')
  expect(postings).toHaveLength(1)
  const posting = postings[0]
  expect(posting).toMatchObject({
    title: OPEN_JOB.title,
    identifier: { value: String(OPEN_JOB.id) },
    directApply: true,
    jobLocation: { address: { addressCountry: 'BR', addressRegion: 'SP', addressLocality: 'São Paulo' } },
  })
  const issues = await new Validator().validate({ jsonld: { JobPosting: [posting] } })
  expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([])
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/vagas\/100001-analista-de-credito-pleno"/,
  )
  expect(html).toContain('<meta property="og:title"')
  expect(html).not.toContain('noindex')

  await visit(page, `/vagas/${OPEN_JOB.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_JOB.title)
  await expect(page.getByText('Nível Pleno')).toBeVisible()
  for (const heading of [ptBR.job.responsibilities, ptBR.job.requirements, ptBR.job.benefits]) {
    await expect(page.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: ptBR.job.apply })).toHaveAttribute(
    'href',
    /\/vagas\/100001-analista-de-credito-pleno\/inscricao$/,
  )
  for (const network of ['Facebook', 'LinkedIn', 'Twitter', 'WhatsApp']) {
    await expect(page.getByRole('link', { name: `Compartilhar no ${network}` })).toHaveAttribute(
      'target',
      '_blank',
    )
  }
  await checkA11y()

  const copy = page.getByRole('button', { name: ptBR.job.share.copyLink })
  await copy.hover()
  await expect(page.getByText(ptBR.job.share.copyLink, { exact: true })).toBeVisible()
  await copy.click()
  await expect(page.getByRole('button', { name: ptBR.job.share.copied })).toBeVisible()
  await expect(page.getByText(ptBR.job.share.copied, { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/vagas\/100001-analista-de-credito-pleno$/,
  )

  // A slug-bearing id resolves by its digits; the list is one link away.
  await visit(page, `/vagas/${OPEN_JOB.id}-qualquer-coisa`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_JOB.title)
  await page.getByRole('link', { name: ptBR.job.moreOpportunities }).click()
  await expect(page).toHaveURL(/\/vagas$/)
})

test('a closed job says Inscrições Encerradas, has no JobPosting and is not indexed', async ({
  page,
  request,
  checkA11y,
}) => {
  const html = await (await request.get(`/vagas/${CLOSED_JOB.id}`)).text()
  expect(html).not.toContain('"JobPosting"')
  expect(html).toMatch(/<meta name="robots" content="noindex"/)
  await visit(page, `/vagas/${CLOSED_JOB.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLOSED_JOB.title)
  await expect(page.getByRole('button', { name: ptBR.job.closed })).toBeDisabled()
  await expect(page.getByRole('link', { name: ptBR.job.apply })).toHaveCount(0)
  await checkA11y()
})

test('an unknown job and an unknown path answer 404 with the not-found page', async ({ page, checkA11y }) => {
  for (const path of ['/vagas/999999999-nao-existe', '/nao-existe']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ptBR.pages.notFound)
    await checkA11y()
  }
})

test('search → detail by keyboard alone, the detail showing at once from the card', async ({
  page,
  checkA11y,
}) => {
  await visit(page, '/vagas')
  // Skip link first, then on to the search box.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused()
  await page.keyboard.press('Enter')
  const search = searchBox(page)
  for (let i = 0; i < 40 && !(await search.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(search).toBeFocused()
  await page.keyboard.type('Crédito')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/vagas\?term=Cr%C3%A9dito$/)
  const link = jobLink(page, OPEN_JOB.id, OPEN_JOB.title)
  await expect(link).toBeVisible()
  for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab')
  }
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/vagas\/100001-analista-de-credito-pleno$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_JOB.title)
  await expect(page.getByRole('heading', { level: 2, name: ptBR.job.responsibilities })).toBeVisible()
  await checkA11y()
})

test('sitemap.xml lists open jobs only; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/vagas/100001-analista-de-credito-pleno</loc>')
  expect(sitemap).not.toContain(`/vagas/${CLOSED_JOB.id}-`)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m)
  expect(robots).toContain('Disallow: /meu-perfil')
})

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

test('a card says how many days are left (“1 dia”, “N dias”) and how much of the application period has gone', async ({
  page,
  request,
  checkA11y,
}) => {
  // The seeded dates are relative to the platform's start: what each card must say comes from them.
  const listed = await allOpenings(request, { company_id: String(DEFAULT_COMPANY_ID) })
  const now = new Date()
  const fixed = listed.find((item) => item.id === OPEN_JOB.id)!
  // The opening that ends soonest: tomorrow ('1 dia'), except between midnight UTC and midnight in São Paulo,
  // when the seed's openings of one day show two (the seed sets its dates by the UTC day).
  const soonest = listed
    .filter((item) => daysLeft(item.expired_at, now) >= 1)
    .sort((a, b) => daysLeft(a.expired_at, now) - daysLeft(b.expired_at, now))[0]!
  if (daysLeft(soonest.expired_at, now) !== 1)
    test.info().annotations.push({ type: 'note', description: 'no opening ends tomorrow at this hour' })
  for (const [item, text] of [
    // Expires in 30 days (31 between midnight UTC and midnight in São Paulo).
    [fixed, /^Encerra em 3[01] dias$/],
    [soonest, daysLeft(soonest.expired_at, now) === 1 ? 'Encerra em 1 dia' : 'Encerra em 2 dias'],
  ] as const) {
    const left = daysLeft(item.expired_at, now)
    const elapsed = progressPercent(item.published_at, item.expired_at, now)
    await visit(page, `/vagas?term=${encodeURIComponent(item.title)}`)
    const card = cardsOf(page).filter({ has: page.locator(`a[href^="/vagas/${item.id}-"]`) })
    const deadline = card.getByText(/^Encerra em /)
    await expect(deadline).toHaveText(`Encerra em ${left} ${left === 1 ? 'dia' : 'dias'}`)
    await expect(deadline).toHaveText(text)
    const bar = card.getByRole('progressbar', { name: 'Prazo de inscrição decorrido' })
    await expect(bar).toHaveAttribute('aria-valuenow', String(elapsed))
    await expect(bar).toHaveAttribute('aria-valuetext', `${elapsed}%`)
    expect(elapsed).toBeGreaterThan(0)
    expect(elapsed).toBeLessThan(100)
    await checkA11y()
  }
})
