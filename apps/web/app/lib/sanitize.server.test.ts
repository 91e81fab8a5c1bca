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

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
  })
})
