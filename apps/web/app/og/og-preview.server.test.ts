import { LINK_PREVIEW_TITLE_MAX_CHARS, type Opportunity } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { loadBrand } from '../brands/index.server'
import { renderPreviewPng } from './og-image.server'
import { brandTokens, loadPreviewLook } from './og-look.server'
import {
  jobImageMeta,
  jobPreview,
  nativeShareTexts,
  previewCacheSize,
  previewResponse,
  sitePreview,
  siteImageMeta,
} from './og-preview.server'

const ORIGIN = 'https://carreiras.example'

type PreviewJob = Pick<Opportunity, 'id' | 'title' | 'status_id' | 'company_field_area'> & {
  address: { city: string; state: { abbr: string; name: string } }
}

const job = (over: Partial<PreviewJob> = {}) =>
  ({
    id: 378937,
    title: 'Analista de Operações Sênior — Crédito Imobiliário',
    status_id: 1,
    address: { city: 'São Paulo', state: { abbr: 'SP', name: 'São Paulo' } },
    company_field_area: { id: 14, name: 'Tecnologia' },
    ...over,
  }) as Opportunity

/** A PNG's signature and its IHDR chunk's width and height. */
function pngSize(png: Uint8Array) {
  const bytes = Buffer.from(png)
  return {
    signature: bytes.subarray(0, 8).toString('hex'),
    chunk: bytes.subarray(12, 16).toString('ascii'),
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  }
}

const PNG = { signature: '89504e470d0a1a0a', chunk: 'IHDR', width: 1200, height: 630 }

describe('a share image', () => {
  it('is a 1200 × 630 PNG with the job in the brand’s font, a long accented title included', async () => {
    const look = await loadPreviewLook(loadBrand('aurora'))
    const long = `${'Coordenação de Operações Ágeis e Inovação em Crédito '.repeat(4)}Pinheiros`
    for (const title of [job().title, long, 'Desenvolvimento'.repeat(12)]) {
      const png = await renderPreviewPng(look, jobPreview(ORIGIN, job({ title })).content)
      expect(pngSize(png)).toEqual(PNG)
    }
  }, 30_000)

  it('draws a brand whose font files are variable (aurora) with the static Inter of @fontsource', async () => {
    const look = await loadPreviewLook(loadBrand('aurora'))
    expect(look.family).toEqual({ heading: 'Inter', body: 'Inter' })
    // 400, 600 and 700 in latin and latin-ext, the fallback's files only: no variable file is handed to Satori.
    expect(look.fonts).toHaveLength(6)
    expect(look.fonts.map((font) => font.weight)).toEqual([400, 400, 600, 600, 700, 700])
  })

  it("draws with the brand's own font files and colours (demo: Nunito, purple)", async () => {
    const look = await loadPreviewLook(loadBrand('demo'))
    expect(look.family).toEqual({ heading: 'Nunito', body: 'Nunito' })
    expect(look.fonts.filter((font) => font.name === 'Nunito').length).toBeGreaterThanOrEqual(3)
    expect(look.colors.background).toBe(brandTokens(loadBrand('demo')).primary)
    expect(look.colors.background).toBe('#6b21a8')
    expect(look.siteName).toBe(loadBrand('demo').siteName)
  })

  it('says the title (cut at a word past the limit), the area and the place, in pt-BR', () => {
    const { content } = jobPreview(ORIGIN, job())
    expect(content).toEqual({
      kicker: 'Vaga',
      title: job().title,
      details: ['Tecnologia', 'São Paulo - SP'],
      footer: 'Inscreva-se em carreiras.example',
    })
    expect(jobImageMeta(ORIGIN, job())).toEqual({
      url: expect.stringMatching(
        /^https:\/\/carreiras\.example\/vagas\/378937\/imagem\.png\?v=[0-9a-f]{16}$/,
      ),
      alt: `Vaga ${job().title} — Tecnologia · São Paulo - SP`,
      width: 1200,
      height: 630,
    })
    expect(LINK_PREVIEW_TITLE_MAX_CHARS).toBeLessThan(120)
  })

  it("is the site's image for a closed job", () => {
    expect(jobPreview(ORIGIN, job({ status_id: 2 }))).toEqual(sitePreview(ORIGIN))
    expect(jobImageMeta(ORIGIN, job({ status_id: 2 }))).toEqual(siteImageMeta(ORIGIN))
    expect(siteImageMeta(ORIGIN).url).toMatch(/^https:\/\/carreiras\.example\/imagem-do-site\.png\?v=/)
  })

  it('gets a new version when the job changes, so its URL and ETag change', () => {
    const before = jobImageMeta(ORIGIN, job()).url
    expect(jobImageMeta(ORIGIN, job()).url).toBe(before)
    expect(jobImageMeta(ORIGIN, job({ title: 'Analista de Crédito' })).url).not.toBe(before)
    expect(
      jobImageMeta(ORIGIN, job({ address: { city: 'Santos', state: { abbr: 'SP', name: 'São Paulo' } } }))
        .url,
    ).not.toBe(before)
  })
})

describe('the image answer', () => {
  it('is cached in memory, revalidated by ETag, and pinned for a year when the URL names its version', async () => {
    const preview = jobPreview(ORIGIN, job({ title: 'Caixa — Agência Centro' }))
    const url = `${ORIGIN}/vagas/378937/imagem.png`
    const first = await previewResponse(new Request(url), preview)
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toBe('image/png')
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    const etag = first.headers.get('ETag')
    expect(etag).toBe(`"${preview.version}"`)
    expect(pngSize(new Uint8Array(await first.arrayBuffer()))).toEqual(PNG)
    const size = previewCacheSize()
    const again = await previewResponse(new Request(url, { headers: { 'If-None-Match': etag! } }), preview)
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const pinned = await previewResponse(new Request(`${url}?v=${preview.version}`), preview)
    expect(pinned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(previewCacheSize()).toBe(size)
  }, 30_000)

  it('is not stored when it is a fallback answer (404, 503)', async () => {
    const missing = await previewResponse(new Request(`${ORIGIN}/vagas/1/imagem.png`), sitePreview(ORIGIN), {
      status: 404,
    })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toBe('no-store')
    expect(missing.headers.get('ETag')).toBeNull()
    expect(pngSize(new Uint8Array(await missing.arrayBuffer()))).toEqual(PNG)
  }, 30_000)
})

describe('the detail’s share button', () => {
  it('says Compartilhar and names the job', () => {
    expect(nativeShareTexts('Caixa')).toEqual({
      text: 'Compartilhar',
      label: 'Compartilhar a vaga Caixa',
      failed: 'Não foi possível compartilhar. Copie o link da vaga.',
    })
  })
})
