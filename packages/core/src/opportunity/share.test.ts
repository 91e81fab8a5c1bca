import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SHARE_NETWORKS, jobShareUrl, sharePopupFeatures, shareLinks } from './share'

const URL_ = 'https://carreiras.exemplo.com.br/vagas/123-analista-de-credito'

describe('shareLinks', () => {
  it('builds each network URL', () => {
    const links = shareLinks(URL_, 'Analista de Crédito')
    const u = encodeURIComponent(URL_)
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`)
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`)
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${u}&text=Analista%20de%20Cr%C3%A9dito`)
    expect(links.whatsapp).toBe(
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`Analista de Crédito ${URL_}`)}`,
    )
  })

  it('round-trips any URL and title through the query', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.string(), (url, title) => {
        const links = shareLinks(url, title)
        expect(Object.keys(links)).toEqual([...SHARE_NETWORKS])
        expect(new URL(links.facebook).searchParams.get('u')).toBe(url)
        expect(new URL(links.linkedin).searchParams.get('url')).toBe(url)
        const tweet = new URL(links.twitter).searchParams
        expect(tweet.get('url')).toBe(url)
        expect(tweet.get('text')).toBe(title)
        expect(new URL(links.whatsapp).searchParams.get('text')?.endsWith(url)).toBe(true)
      }),
    )
  })
})

describe('jobShareUrl', () => {
  it('joins the origin, /vagas/ and the path once', () => {
    expect(jobShareUrl('https://site.com.br', '123-analista')).toBe('https://site.com.br/vagas/123-analista')
    expect(jobShareUrl('https://site.com.br/', '/vagas/123')).toBe('https://site.com.br/vagas/123')
  })
})

describe('sharePopupFeatures', () => {
  it('opens a 540 × 600 popup', () => {
    expect(sharePopupFeatures()).toContain('width=540,height=600')
    expect(sharePopupFeatures()).not.toContain('noopener')
  })
})
