import { describe, expect, it } from 'vitest'
import { seoMeta } from './seo'

describe('seoMeta', () => {
  const seo = {
    title: 'FAQ | Carreiras',
    description: 'Dúvidas',
    url: 'https://c.example/faq',
    canonical: null,
  }

  it('gives the title, description and Open Graph tags', () => {
    expect(seoMeta(seo)).toEqual([
      { title: 'FAQ | Carreiras' },
      { name: 'description', content: 'Dúvidas' },
      { property: 'og:title', content: 'FAQ | Carreiras' },
      { property: 'og:description', content: 'Dúvidas' },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: 'https://c.example/faq' },
    ])
  })

  it('adds the canonical link only when the site address is configured', () => {
    expect(seoMeta({ ...seo, canonical: 'https://c.example/faq' })).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://c.example/faq',
    })
  })

  it('gives nothing without loader data', () => {
    expect(seoMeta(undefined)).toEqual([])
  })
})
