import {
  BrandConfigError,
  FAQ_ITEMS_COUNT,
  INTERNSHIP_OPPORTUNITY_ID,
  applicationsBoxCompanyIds,
  faceCovers,
  mergeMessages,
  ptBR,
} from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../lib/sanitize.server'
import { brandHead } from './brand-head.server'
import { BRANDS, loadBrand } from './index.server'
import { brandsFromModules } from './registry.server'

describe.each(Object.keys(BRANDS))('brand %s', (id) => {
  const brand = loadBrand(id)

  it('passes the brand schema under its own theme key', () => {
    expect(brand.id).toBe(id)
  })

  it('takes its names and company from the outgoing.json the platform reads, when it has one', async () => {
    const files = import.meta.glob<{ default: { name: string; siteName: string; companyId: number } }>(
      './*/outgoing.json',
    )
    const load = files[`./${id}/outgoing.json`]
    if (!load) return
    const outgoing = (await load()).default
    expect(brand.company).toMatchObject({ id: outgoing.companyId, name: outgoing.name })
    expect(brand.siteName).toBe(outgoing.siteName)
  })

  it('has an FAQ of 8 questions that says applying is free, with an internal link and a new-tab link that survive sanitizing', () => {
    const answers = brand.content.faq.items.map((item) => sanitizeHtml(item.html))
    expect(answers).toHaveLength(FAQ_ITEMS_COUNT)
    expect(answers.some((html) => /gratuita/.test(html))).toBe(true)
    expect(answers.some((html) => /<a href="\/vagas">/.test(html))).toBe(true)
    expect(answers.some((html) => /<a [^>]*target="_blank"[^>]*rel="noopener noreferrer"/.test(html))).toBe(
      true,
    )
  })

  it('states the internship facts of the spec', () => {
    expect(brand.content.internship.facts).toEqual({
      minAvailabilityYears: 1,
      fromUniversityYear: 1,
      location: 'Pinheiros/SP',
    })
    expect(INTERNSHIP_OPPORTUNITY_ID).toBe(378937)
  })

  it('names both data controllers under the LGPD in its privacy notice', () => {
    expect(brand.content.privacyNotice.controllers.html).toMatch(/controladoras/)
    expect(brand.content.privacyNotice.controllers.html).toMatch(/LGPD/)
  })

  it('serves images from its own public folder', () => {
    expect(brand.logo.src).toBe(`/brands/${id}/logo.svg`)
  })

  it('brings its own fonts: 400, 600 and 700 in latin and latin-ext, preloading the latin body and heading weights', () => {
    const sans = brand.fonts!.sans
    for (const subset of ['latin', 'latin-ext'])
      for (const weight of [400, 600, 700])
        expect(sans.faces.filter((face) => face.subset === subset && faceCovers(face, weight))).toHaveLength(
          1,
        )
    expect(sans.faces.every((face) => face.src.endsWith('.woff2'))).toBe(true)
    const head = brandHead(brand)
    const latinFile = (weight: number) =>
      sans.faces.find((face) => face.subset === 'latin' && faceCovers(face, weight))!.src
    expect(head.preload).toEqual([...new Set([400, 700].map(latinFile))])
    // The brand font first, its metric-adjusted fallback second.
    expect(head.css).toContain(`--font-stack-sans:'${sans.family}', '${sans.family} Fallback', Arial`)
    expect(head.css).toMatch(
      new RegExp(`@font-face\\{font-family:'${sans.family} Fallback';src:local\\('Arial'\\)`),
    )
    expect(head.css.match(/font-display:swap/g)).toHaveLength(sans.faces.length)
    expect(head.css).not.toMatch(/<\//)
  })
})

describe('the default brand', () => {
  it('serves Inter as one variable file per subset: every weight in one request, preloaded once', () => {
    const aurora = loadBrand('aurora')
    const sans = aurora.fonts!.sans
    expect(sans.faces.map((face) => [face.subset, face.weight])).toEqual([
      ['latin', [100, 900]],
      ['latin-ext', [100, 900]],
    ])
    const head = brandHead(aurora)
    expect(head.preload).toEqual([sans.faces[0]!.src])
    expect(head.css.match(/font-weight:100 900;/g)).toHaveLength(2)
  })
})

describe('the demo brand', () => {
  it('words a few visible texts its own way, every other text as the catalogue', () => {
    const texts = mergeMessages(ptBR, loadBrand('demo').messages)
    expect(texts.jobs.searchLabel).toBe('Encontre sua vaga na cooperativa')
    expect(texts.pages.home.searchButton).toBe('Procurar vagas')
    expect(texts.footer.whistleblower).toBe('Canal de Ética')
    expect(texts.ui.domain.list.similar).toBe('Mais vagas na cooperativa')
    expect(texts.jobs.loadMore).toBe(ptBR.jobs.loadMore)
    expect(loadBrand('aurora').messages).toBeUndefined()
  })

  it('lists the applications of its group’s three companies in the box; the default brand, its own', () => {
    const demo = loadBrand('demo')
    expect(applicationsBoxCompanyIds(demo.applicationCompanyIds, demo.company.id)).toEqual([6562, 2627, 7301])
    const aurora = loadBrand('aurora')
    expect(applicationsBoxCompanyIds(aurora.applicationCompanyIds, aurora.company.id)).toEqual([6562])
  })
})

describe('brand discovery', () => {
  it('registers every brand folder under its name, from brand.ts or brand.json', () => {
    expect(Object.keys(BRANDS).sort()).toEqual(expect.arrayContaining(['aurora', 'demo']))
    const found = brandsFromModules({
      './aurora/brand.ts': { default: { id: 'aurora' } },
      './acme/brand.json': { default: { id: 'acme' } },
    })
    expect(found).toEqual({ aurora: { id: 'aurora' }, acme: { id: 'acme' } })
  })

  it('refuses a folder with both a brand.ts and a brand.json', () => {
    expect(() =>
      brandsFromModules({ './acme/brand.ts': { default: {} }, './acme/brand.json': { default: {} } }),
    ).toThrow(/Marca 'acme' configurada duas vezes/)
  })

  it('names the brand folders when BRAND names none of them', () => {
    expect(() => loadBrand('azul')).toThrow(
      /Marca desconhecida: 'azul' \(BRAND\)\. Marcas em app\/brands\/: .*aurora/,
    )
  })

  it('stops at a brand text the catalogue does not have, naming its path', () => {
    const broken = {
      ...BRANDS,
      demo: { ...(BRANDS.demo as object), messages: { jobs: { serchLabel: 'x' } } },
    }
    expect(() => loadBrand('demo', broken)).toThrow(
      /- messages\.jobs\.serchLabel: não é um texto do catálogo/,
    )
  })
})

describe('loadBrand', () => {
  it('stops with a message naming the field of a broken brand', () => {
    const broken = { ...BRANDS, aurora: { ...(BRANDS.aurora as object), siteName: '' } }
    expect(() => loadBrand('aurora', broken)).toThrow(BrandConfigError)
    expect(() => loadBrand('aurora', broken)).toThrow(/- siteName: /)
  })

  it('refuses a brand registered under another folder name', () => {
    expect(() => loadBrand('demo', { ...BRANDS, demo: BRANDS.aurora })).toThrow(/- id: deve ser 'demo'/)
  })

  it('keeps the catalogue texts the pages use', () => {
    expect(ptBR.pages.internship.apply).toBe('Quero me inscrever')
    expect(ptBR.pages.home.joinUs).toBe('Junte-se a nós')
  })
})

describe('browserConfig', () => {
  it('takes the company and the support e-mail from the brand unless the environment sets them', async () => {
    const { browserConfig, siteCompanyId, getBrand } = await import('./index.server')
    expect(siteCompanyId()).toBe(getBrand().company.id)
    expect(browserConfig()).toMatchObject({
      companyId: getBrand().company.id,
      supportEmail: getBrand().supportEmail,
    })
  })
})
