// Whether a page draws the site's header and footer, from its routes' handles (page-chrome.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageChrome } from './page-chrome'

describe('pageChrome', () => {
  it('draws both unless a route hides them; the header alone may be hidden', () => {
    expect(pageChrome([undefined, {}])).toEqual({ chrome: true, header: true })
    expect(pageChrome([{}, { hideChrome: true }])).toEqual({ chrome: false, header: false })
    expect(pageChrome([{ hideHeader: true }, undefined])).toEqual({ chrome: true, header: false })
  })

  it('never draws the header without the chrome, whatever the handles', () => {
    const handle = fc.option(
      fc.record({ hideChrome: fc.boolean(), hideHeader: fc.boolean() }, { requiredKeys: [] }),
    )
    fc.assert(
      fc.property(fc.array(handle), (handles) => {
        const { chrome, header } = pageChrome(handles)
        expect(chrome).toBe(!handles.some((h) => h?.hideChrome))
        expect(header).toBe(chrome && !handles.some((h) => h?.hideHeader))
      }),
    )
  })
})
