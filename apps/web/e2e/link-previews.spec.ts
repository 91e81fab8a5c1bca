// Link previews (docs/link-previews.md): a job's page names its own share image in Open Graph and X's
// tags, and that image is a 1200 × 630 PNG the server draws in the brand's look; the detail offers the
// browser's share sheet where it has one (Web Share API) beside the share widget; the other public pages
// share the site's image, which a missing job's image falls back to.
import { ptBR } from '@carreiras/core'
import type { APIResponse, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

const OPEN_JOB = { id: 100001, title: 'Analista de Crédito Pleno' }
const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`

/** A meta tag's content, by property (Open Graph) or name (X, description). */
const metaOf = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content')

/** The PNG's signature and the width and height of its IHDR chunk. */
async function pngOf(response: APIResponse) {
  const bytes = await response.body()
  return {
    bytes,
    header: {
      signature: bytes.subarray(0, 8).toString('hex'),
      chunk: bytes.subarray(12, 16).toString('ascii'),
      width: bytes.readUInt32BE(16),
      height: bytes.readUInt32BE(20),
    },
  }
}

const PNG_1200_630 = { signature: '89504e470d0a1a0a', chunk: 'IHDR', width: 1200, height: 630 }

test("a job's og:image is a 1200 × 630 PNG of it, and the detail shares through the browser", async ({
  page,
  request,
  checkA11y,
}) => {
  // The browser's share sheet, recorded: headless Chromium has none of its own.
  await page.addInitScript(() => {
    const calls: ShareData[] = []
    Object.assign(window, { __shared: calls })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data)
        return Promise.resolve()
      },
    })
  })
  await visit(page, `/vagas/${OPEN_JOB.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OPEN_JOB.title)

  expect(await metaOf(page, 'og:title')).toContain(OPEN_JOB.title)
  expect(await metaOf(page, 'og:description')).toBeTruthy()
  expect(await metaOf(page, 'og:url')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/vagas\/100001-analista-de-credito-pleno$/,
  )
  expect(await metaOf(page, 'twitter:card')).toBe('summary_large_image')
  expect(await metaOf(page, 'og:image:width')).toBe('1200')
  expect(await metaOf(page, 'og:image:height')).toBe('630')
  expect(await metaOf(page, 'og:image:alt')).toContain(OPEN_JOB.title)
  const imageUrl = await metaOf(page, 'og:image')
  expect(imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/vagas\/100001\/imagem\.png\?v=[0-9a-f]{16}$/)

  const image = await request.get(imageUrl!)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const { bytes, header } = await pngOf(image)
  expect(header).toEqual(PNG_1200_630)
  // Its version is in the URL: kept for a year, revalidated by its ETag without the version.
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const plain = imageUrl!.replace(/\?.*$/, '')
  const etag = (await request.get(plain)).headers()['etag']
  expect(etag).toMatch(/^"[0-9a-f]{16}"$/)
  expect((await request.get(plain, { headers: { 'If-None-Match': etag! } })).status()).toBe(304)

  // Another brand draws the same job in its own look.
  const demo = await request.get(`${demoUrl}/vagas/${OPEN_JOB.id}/imagem.png`)
  const demoPng = await pngOf(demo)
  expect(demoPng.header).toEqual(PNG_1200_630)
  expect(demoPng.bytes.equals(bytes)).toBe(false)

  // 'Compartilhar' hands the title and the page's address to the browser's share sheet.
  const share = page.getByRole('button', { name: `${ptBR.linkPreview.share} a vaga ${OPEN_JOB.title}` })
  await expect(share).toHaveText(ptBR.linkPreview.share)
  await expect(page.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toBeVisible()
  await checkA11y()
  await share.click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ title: OPEN_JOB.title, url: await metaOf(page, 'og:url') }])
})

test("a browser without the share sheet keeps the widget; other pages and a missing job get the site's image", async ({
  page,
  request,
}) => {
  await visit(page, `/vagas/${OPEN_JOB.id}`)
  await expect(page.getByRole('link', { name: 'Compartilhar no LinkedIn' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Compartilhar a vaga/ })).toHaveCount(0)

  await visit(page, '/vagas')
  expect(await metaOf(page, 'twitter:card')).toBe('summary_large_image')
  const siteImage = await metaOf(page, 'og:image')
  expect(siteImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/imagem-do-site\.png\?v=[0-9a-f]{16}$/)
  const site = await request.get(siteImage!)
  expect(site.headers()['content-type']).toBe('image/png')
  expect((await pngOf(site)).header).toEqual(PNG_1200_630)

  const missing = await request.get('/vagas/999999999/imagem.png')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).toBe('image/png')
  expect(missing.headers()['cache-control']).toBe('no-store')
  expect((await pngOf(missing)).bytes.equals((await pngOf(site)).bytes)).toBe(true)
})
