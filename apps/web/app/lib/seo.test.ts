import { describe, expect, it } from 'vitest'
import { pageMeta, seoMeta } from './seo'

describe('pageMeta', () => {
  it('gives title, description, canonical and Open Graph tags', () => {
    expect(
      pageMeta({
        title: 'Vagas | Aurora',
        description: 'Oportunidades abertas',
        url: 'https://x.example/vagas',
      }),
    ).toEqual([
      { title: 'Vagas | Aurora' },
      { property: 'og:title', content: 'Vagas | Aurora' },
      { property: 'og:type', content: 'website' },
      { name: 'description', content: 'Oportunidades abertas' },
      { property: 'og:description', content: 'Oportunidades abertas' },
      { tagName: 'link', rel: 'canonical', href: 'https://x.example/vagas' },
      { property: 'og:url', content: 'https://x.example/vagas' },
      { name: 'twitter:card', content: 'summary' },
      { property: 'og:locale', content: 'pt_BR' },
    ])
  })

  it('names the share image with its size and text alternative, and asks for the large card', () => {
    const image = {
      url: 'https://x.example/vagas/1/imagem.png?v=1',
      alt: 'Vaga Caixa',
      width: 1200,
      height: 630,
    }
    const tags = pageMeta({ title: 'Caixa', image })
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:image', content: image.url },
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: 'Vaga Caixa' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    )
    expect(tags).not.toContainEqual({ name: 'twitter:card', content: 'summary' })
  })

  it('keeps a page out of search results when asked', () => {
    expect(pageMeta({ title: 't', noindex: true })).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(pageMeta({ title: 't' })).not.toContainEqual({ name: 'robots', content: 'noindex' })
  })
})

describe('seoMeta', () => {
  const seo = { title: 'FAQ | Carreiras', description: 'Dúvidas', url: 'https://c.example/faq' }

  it('gives the page tags with its canonical URL, and the type the route asks for', () => {
    expect(seoMeta(seo)).toEqual(pageMeta(seo))
    expect(seoMeta(seo)).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://c.example/faq' })
    expect(seoMeta(seo, 'article')).toContainEqual({ property: 'og:type', content: 'article' })
  })

  it('gives nothing without loader data', () => {
    expect(seoMeta(undefined)).toEqual([])
  })
})
