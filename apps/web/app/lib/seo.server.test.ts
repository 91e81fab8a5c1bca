import { describe, expect, it } from 'vitest'
import { pageSeo } from './seo.server'

describe('pageSeo', () => {
  it("puts the page's path on the request's origin when no public address is configured", () => {
    const seo = pageSeo(new Request('http://127.0.0.1:3000/faq?x=1'), '/faq', 'FAQ', 'Dúvidas', {
      type: 'article',
    })
    expect(seo).toEqual({
      title: 'FAQ',
      description: 'Dúvidas',
      url: 'http://127.0.0.1:3000/faq',
      type: 'article',
      // The site's share image, on the same origin (docs/link-previews.md).
      image: {
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/imagem-do-site\.png\?v=[0-9a-f]{16}$/),
        alt: expect.stringMatching(/: vagas abertas$/),
        width: 1200,
        height: 630,
      },
    })
  })
})
