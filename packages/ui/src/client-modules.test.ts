import { describe, expect, it } from 'vitest'
import { clientModules } from '../scripts/client-modules.mjs'

// The rule that picks the entries starting with "use client" in dist/ (scripts/client-modules.mjs).
// Vitest runs in the package's folder (import.meta.url is no file URL under jsdom).
const client = new Set([...clientModules('src')].map((file) => file.slice('src/'.length)))

describe('"use client" entries', () => {
  it('marks the components that call hooks, use Radix or touch the DOM', () => {
    expect(client).toContain('primitives/dialog.tsx') // Radix dialog
    expect(client).toContain('primitives/carousel.tsx') // hooks, window
    expect(client).toContain('primitives/button.tsx') // Radix Slot
    expect(client).toContain('lib/use-share-actions.ts') // a hook
  })

  it('marks a module that bundles a browser module, and the barrel', () => {
    // site-header renders the user menu (Radix dropdown) and holds state.
    expect(client).toContain('site/site-header.tsx')
    expect(client).toContain('index.ts')
  })

  it('leaves the pure entries usable from a server component', () => {
    for (const pure of [
      'primitives/badge.tsx',
      'primitives/alert.tsx',
      'primitives/spinner.tsx',
      'lib/cn.ts',
    ])
      expect(client).not.toContain(pure)
  })

  it('never marks tests, stories or fixtures', () => {
    expect([...client].filter((file) => /\.(test|stories|fixtures)\./.test(file))).toEqual([])
  })
})
