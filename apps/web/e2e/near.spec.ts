// 'Perto de mim' (docs/near.md): 'até 25 km' of a CEP lists only the openings within 25 km, nearest first,
// with the distance on each card, combined with the other filters and shareable as a URL; a bad CEP is said
// in pt-BR and kept; the browser's location (asked only on the button) travels rounded. Axe on every page.
import { JOB_LIST_PAGE_SIZE, distanceKm, ptBR } from '@carreiras/core'
import type { APIRequestContext, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, test, visit } from './fixtures'
import { platformUrl } from './platform'

const CEP = '01310-100' // Avenida Paulista, São Paulo
const SAO_PAULO = 3550308
const near = ptBR.near

/** The seats of the municipalities shipped with the platform, by "city/UF" (independent of the site's code). */
function seats(): Map<string, { latitude: number; longitude: number }> {
  const csv = readFileSync(new URL('../../platform/data/municipios/municipios.csv', import.meta.url), 'utf8')
  const UF: Record<string, string> = { '35': 'SP', '33': 'RJ', '31': 'MG', '41': 'PR' }
  const byCode = new Map<number, { latitude: number; longitude: number }>()
  const byName = new Map<string, { latitude: number; longitude: number }>()
  for (const line of csv.trim().split('\n').slice(1)) {
    const [code, name, lat, lon, , uf] = line.split(',')
    const seat = { latitude: Number(lat), longitude: Number(lon) }
    byCode.set(Number(code), seat)
    if (UF[uf!]) byName.set(`${name}/${UF[uf!]}`, seat)
  }
  byName.set('origin', byCode.get(SAO_PAULO)!)
  return byName
}

interface ApiItem {
  id: number
  title: string
  pcd: boolean
  address: { city: string; state: { abbr: string } }
}

/** Every opening the platform lists without 'near' (all pages). */
async function allOpenings(request: APIRequestContext): Promise<ApiItem[]> {
  const items: ApiItem[] = []
  for (let page = 1; page < 100; page += 1) {
    const response = await request.get(`${platformUrl}/v1/opportunities`, { params: { page: String(page) } })
    const { opportunities } = (await response.json()) as { opportunities: ApiItem[] }
    items.push(...opportunities)
    if (opportunities.length < JOB_LIST_PAGE_SIZE) break
  }
  return items
}

const cardsOf = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')
const nearArea = (page: Page) => page.getByRole('region', { name: near.title })

/** The distance a card shows, in km ('A menos de 1 km' → 0, 'A 2,5 km' → 2.5). */
function kmOf(text: string): number {
  if (text === near.distance(0)) return 0
  const match = /^A ([\d,]+) km$/.exec(text)
  if (!match) throw new Error(`distância inesperada: ${text}`)
  return Number(match[1]!.replace(',', '.'))
}

test("'até 25 km' of a CEP lists only the openings within 25 km, nearest first, with their distances", async ({
  page,
  request,
  checkA11y,
}) => {
  const where = seats()
  const within = (await allOpenings(request)).filter((item) => {
    const seat = where.get(`${item.address.city}/${item.address.state.abbr}`)
    return seat !== undefined && distanceKm(where.get('origin')!, seat) <= 25
  })
  expect(within.length).toBeGreaterThan(JOB_LIST_PAGE_SIZE)

  await visit(page, '/vagas')
  await checkA11y()
  await nearArea(page).getByRole('textbox', { name: near.cep }).fill(CEP)
  await nearArea(page).getByRole('combobox', { name: near.radius }).selectOption(near.radiusOption(25))
  await nearArea(page).getByRole('button', { name: near.submit }).click()
  await expect(page).toHaveURL(/\/vagas\?cep=01310100&raio=25$/)
  await expect(page.getByText(near.badgeCep(25, CEP), { exact: true })).toBeVisible()
  await expect(cardsOf(page)).toHaveCount(JOB_LIST_PAGE_SIZE)
  await checkA11y()

  // Every page to the end: exactly the openings within 25 km, each with its distance, nearest first.
  const more = page.getByRole('button', { name: ptBR.jobs.loadMore })
  while (await more.isVisible()) {
    const count = await cardsOf(page).count()
    await more.click()
    await expect(async () => expect(await cardsOf(page).count()).toBeGreaterThan(count)).toPass()
    if ((await cardsOf(page).count()) >= within.length) break
  }
  await expect(cardsOf(page)).toHaveCount(within.length)
  const links = await cardsOf(page).getByRole('heading', { level: 2 }).getByRole('link').all()
  const ids = await Promise.all(
    links.map(async (link) => Number(/\/vagas\/(\d+)/.exec((await link.getAttribute('href'))!)![1])),
  )
  expect(new Set(ids)).toEqual(new Set(within.map((item) => item.id)))
  const distances = (await page.locator('[data-slot="job-card-distance"]').allTextContents()).map(kmOf)
  expect(distances).toHaveLength(within.length)
  for (const [i, km] of distances.entries()) {
    expect(km).toBeLessThanOrEqual(25)
    if (i > 0) expect(km).toBeGreaterThanOrEqual(distances[i - 1]!)
  }
  expect(distances[0]).toBe(0) // São Paulo's own openings first

  // Combined with another filter: PcD keeps the CEP and the radius.
  await page.getByRole('checkbox', { name: ptBR.jobs.filters.pcd }).check()
  await expect(page).toHaveURL(/\/vagas\?pcd=true&cep=01310100&raio=25$/)
  const pcdWithin = within.filter((item) => item.pcd)
  await expect(cardsOf(page)).toHaveCount(Math.min(pcdWithin.length, JOB_LIST_PAGE_SIZE))
  await expect(page.locator('[data-slot="job-card-distance"]')).toHaveCount(
    Math.min(pcdWithin.length, JOB_LIST_PAGE_SIZE),
  )

  // Shareable: the same URL, loaded directly, carries the near list in its HTML.
  const html = await (await request.get('/vagas?cep=01310100&raio=25')).text()
  expect(html).toContain(near.badgeCep(25, CEP))
  expect(html).toContain('data-slot="job-card-distance"')

  // A CEP with too few digits: said next to the field, kept, nothing listed differently.
  await visit(page, '/vagas?cep=01310100&raio=25')
  const field = nearArea(page).getByRole('textbox', { name: near.cep })
  await field.fill('0131')
  await nearArea(page).getByRole('button', { name: near.submit }).click()
  await expect(nearArea(page).getByRole('alert')).toHaveText(near.errors.cepInvalid)
  await expect(field).toHaveValue('0131')
  await expect(page).toHaveURL(/\/vagas\?cep=01310100&raio=25$/)
  await checkA11y()

  // A CEP nobody knows: the list without it, the field keeps it and says why.
  await visit(page, '/vagas?cep=99999-999&raio=25')
  await expect(nearArea(page).getByRole('alert')).toHaveText(near.errors.cepNotFound)
  await expect(nearArea(page).getByRole('textbox', { name: near.cep })).toHaveValue('99999-999')
  await expect(cardsOf(page)).toHaveCount(JOB_LIST_PAGE_SIZE)
  await expect(page.locator('[data-slot="job-card-distance"]')).toHaveCount(0)
  await checkA11y()
})

test("'Usar minha localização' asks only when pressed and lists near the rounded position", async ({
  page,
  context,
  checkA11y,
}) => {
  let asked = 0
  await page.exposeFunction('__nearAsked', () => (asked += 1))
  await page.addInitScript(() => {
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation)
    navigator.geolocation.getCurrentPosition = (...args) => {
      void (window as unknown as { __nearAsked: () => void }).__nearAsked()
      original(...args)
    }
  })
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: -23.561684, longitude: -46.655981 })
  await visit(page, '/vagas')
  expect(asked).toBe(0)
  await nearArea(page).getByRole('combobox', { name: near.radius }).selectOption(near.radiusOption(10))
  await nearArea(page).getByRole('button', { name: near.locate }).click()
  await expect(page).toHaveURL(/\/vagas\?perto=-23\.56%2C-46\.66&raio=10$/)
  expect(asked).toBe(1)
  await expect(page.getByText(near.badgeHere(10), { exact: true })).toBeVisible()
  const distances = (await page.locator('[data-slot="job-card-distance"]').allTextContents()).map(kmOf)
  expect(distances.length).toBeGreaterThan(0)
  for (const km of distances) expect(km).toBeLessThanOrEqual(10)
  await checkA11y()
})
