import { BrandConfigError, BRAND_IDS, FAQ_MIN_ITEMS, INTERNSHIP_OPPORTUNITY_ID, ptBR } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../lib/sanitize.server'
import { BRANDS, loadBrand } from './index.server'

describe.each(BRAND_IDS)('brand %s', (id) => {
  const brand = loadBrand(id)

  it('passes the brand schema under its own theme key', () => {
    expect(brand.id).toBe(id)
  })

  it('has an FAQ that says applying is free, with an internal link and a new-tab link that survive sanitizing', () => {
    const answers = brand.content.faq.items.map((item) => sanitizeHtml(item.html))
    expect(answers.length).toBeGreaterThanOrEqual(FAQ_MIN_ITEMS)
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
})

describe('loadBrand', () => {
  it('stops with a message naming the field of a broken brand', () => {
    const broken = { ...BRANDS, aurora: { ...BRANDS.aurora, siteName: '' } }
    expect(() => loadBrand('aurora', broken)).toThrow(BrandConfigError)
    expect(() => loadBrand('aurora', broken)).toThrow(/- siteName: /)
  })

  it('refuses a brand registered under another theme key', () => {
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
