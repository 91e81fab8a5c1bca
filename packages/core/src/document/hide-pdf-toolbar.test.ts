import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hidePdfToolbar } from './hide-pdf-toolbar'

// Cheap URLs (fc.webUrl is slow on a busy 2-core machine): path, optional query, optional fragment.
const segment = fc.stringMatching(/^[a-z0-9._-]{1,12}$/)
const url = fc
  .tuple(
    fc.constantFrom('https://cdn.example.com/', '/docs/', ''),
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.option(
      segment.map((q) => `?v=${q}`),
      { nil: '' },
    ),
    fc.option(
      segment.map((f) => `#${f}`),
      { nil: '' },
    ),
  )
  .map(([origin, path, query, fragment]) => `${origin}${path.join('/')}.pdf${query}${fragment}`)

describe('hidePdfToolbar', () => {
  it('appends #toolbar=0 to a URL without a fragment', () => {
    expect(hidePdfToolbar('https://cdn.example.com/termos.pdf')).toBe(
      'https://cdn.example.com/termos.pdf#toolbar=0',
    )
    expect(hidePdfToolbar('/docs/regulamento.pdf?v=2')).toBe('/docs/regulamento.pdf?v=2#toolbar=0')
  })

  it('keeps a URL that already has a fragment', () => {
    expect(hidePdfToolbar('https://cdn.example.com/termos.pdf#page=2')).toBe(
      'https://cdn.example.com/termos.pdf#page=2',
    )
    expect(hidePdfToolbar('/a.pdf#toolbar=0')).toBe('/a.pdf#toolbar=0')
  })

  it('leaves an empty URL empty and trims spaces', () => {
    expect(hidePdfToolbar('')).toBe('')
    expect(hidePdfToolbar('  /a.pdf ')).toBe('/a.pdf#toolbar=0')
  })

  it('is idempotent and always ends with exactly one fragment', () => {
    fc.assert(
      fc.property(url, (url) => {
        const once = hidePdfToolbar(url)
        expect(hidePdfToolbar(once)).toBe(once)
        expect(once.split('#').length).toBe(url.includes('#') ? url.split('#').length : 2)
        expect(once.startsWith(url)).toBe(true)
      }),
    )
  })
})
