// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = (file: string) =>
  readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

describe('the theme', () => {
  // A `:has()` rule on the page's root or body makes every insertion or removal anywhere re-check it, and a
  // descendant part after it (`body:has(…) [data-slot=…]`) then restyles every element with that attribute:
  // most of the page on each interaction (docs/performance.md, "Responsiveness (INP)").
  it.each(['theme.css', 'tokens.css', 'fonts.css'])('%s has no :has() rule', (file) => {
    expect(css(file).match(/[^{};]*:has\([^{]*\{/g) ?? []).toEqual([])
  })

  // A spinner turning at every refresh has each of its frames composited and drawn, while a signed-in page's
  // part loads, on the cores the page's scripts run on (docs/performance.md, "A spinner that turns in steps").
  // Twelve steps a second draw a fifth of the frames.
  it('turns `animate-spin` in twelve steps a second', () => {
    expect(css('theme.css')).toMatch(/--animate-spin:\s*spin 1s steps\(12\) infinite;/)
  })

  it('keeps room for the chat launcher and the install offer from marks on the root element', () => {
    const theme = css('theme.css')
    expect(theme).toContain("html[data-chat-launcher] [data-slot='site-footer']")
    expect(theme).toContain('html[data-install-offer] body')
    expect(theme).toContain("html[data-install-offer] [data-slot='chat-launcher']")
  })
})
