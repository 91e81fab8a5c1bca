// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Storybook's Docs page (autodocs, apps/storybook/.storybook/preview.tsx) shows a props table only when the
// story file's default export names its `component`. Every story file here exports `const meta = { ... }`
// (Prettier keeps its keys at two spaces); this reads each one and lists the files whose meta has none.
const src = new URL('./', import.meta.url)
const storyFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort()

/** The default-exported meta object's text, from `const meta = {` to its closing line; null if not found. */
function metaOf(code: string): string | null {
  if (!/^export default meta$/m.test(code)) return null
  return /^const meta = \{\n([\s\S]*?)^\}/m.exec(code)?.[1] ?? null
}

describe('story files', () => {
  it('are found', () => {
    expect(storyFiles.length).toBeGreaterThan(90)
    expect(storyFiles).toContain('primitives/button.stories.tsx')
  })

  it('export a `const meta` object by default', () => {
    const without = storyFiles.filter((file) => metaOf(readFileSync(new URL(file, src), 'utf8')) === null)
    expect(without).toEqual([])
  })

  it('name the component their Docs page documents', () => {
    const without = storyFiles.filter((file) => {
      const meta = metaOf(readFileSync(new URL(file, src), 'utf8'))
      return meta !== null && !/^ {2}component: \S/m.test(meta)
    })
    expect(without).toEqual([])
  })
})
