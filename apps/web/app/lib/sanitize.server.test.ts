import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize.server'

describe('sanitizeHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<p>Olá <strong>mundo</strong> <a href="/vagas">vagas</a></p>')).toBe(
      '<p>Olá <strong>mundo</strong> <a href="/vagas">vagas</a></p>',
    )
  })

  it('removes scripts, event handlers, javascript: links and iframes', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a><iframe src="x"></iframe><img src=x onerror=alert(4)>',
    )
    expect(html).toBe('<p>a</p><a>b</a>')
  })

  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeHtml('<a href="https://exemplo.com" target="_blank">x</a>')).toBe(
      '<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('forces rel="noopener noreferrer" on every link opening another window, whatever rel it had', () => {
    for (const rel of ['opener', 'noreferrer', 'opener noopener', 'nofollow', '']) {
      const html = sanitizeHtml(`<a href="https://exemplo.com" target="_blank" rel="${rel}">x</a>`)
      expect(html).toBe('<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer">x</a>')
    }
    expect(sanitizeHtml('<a href="https://exemplo.com" TARGET=" _BLANK " rel=opener>x</a>')).toContain(
      'rel="noopener noreferrer"',
    )
    // A named window opens with an opener too.
    expect(sanitizeHtml('<a href="https://exemplo.com" target="vitima" rel="opener">x</a>')).toContain(
      'rel="noopener noreferrer"',
    )
  })

  it('leaves rel alone on links that stay in the page', () => {
    expect(sanitizeHtml('<a href="/vagas" rel="nofollow">x</a>')).toBe(
      '<a href="/vagas" rel="nofollow">x</a>',
    )
    expect(sanitizeHtml('<a href="/vagas" target="_self" rel="nofollow">x</a>')).toBe(
      '<a href="/vagas" target="_self" rel="nofollow">x</a>',
    )
  })

  it('every combination of target, rel words and attribute order ends with rel="noopener noreferrer"', () => {
    const targets = ['_blank', '_BLANK', ' _blank', 'nova', '_new']
    const rels = ['opener', 'noopener', 'noreferrer', 'nofollow external', 'OPENER', 'opener noopener', '']
    for (const target of targets)
      for (const rel of rels)
        for (const relFirst of [true, false]) {
          const attrs = relFirst ? `rel="${rel}" target="${target}"` : `target="${target}" rel="${rel}"`
          const html = sanitizeHtml(`<p><a href="https://exemplo.com" ${attrs}>x</a></p>`)
          expect(html.match(/\brel="[^"]*"/g)).toEqual(['rel="noopener noreferrer"'])
        }
  })

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
  })
})
