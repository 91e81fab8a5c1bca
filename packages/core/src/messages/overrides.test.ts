import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from './pt-BR'
import { mergeMessages, templateText, unknownOverridePaths } from './overrides'

describe('mergeMessages', () => {
  it('replaces a string and keeps every other text', () => {
    const merged = mergeMessages(ptBR, { common: { loading: 'Só um instante…' } })
    expect(merged.common.loading).toBe('Só um instante…')
    expect(merged.common.uoops).toBe(ptBR.common.uoops)
    expect(merged.errors).toBe(ptBR.errors)
  })

  it('turns a template into the function it overrides', () => {
    const merged = mergeMessages(ptBR, { footer: { copyright: '© {1} — {2}, todos os direitos' } })
    expect(merged.footer.copyright(2026, 'Aurora')).toBe('© 2026 — Aurora, todos os direitos')
  })

  it('returns the catalogue itself without overrides and ignores unknown keys', () => {
    expect(mergeMessages(ptBR, undefined)).toBe(ptBR)
    expect(mergeMessages(ptBR, {})).toBe(ptBR)
    const merged = mergeMessages(ptBR, { nope: 'x', common: { loading: 3 } } as never)
    expect(merged).not.toHaveProperty('nope')
    expect(merged.common.loading).toBe(ptBR.common.loading)
  })

  it('never changes the catalogue it merges into', () => {
    const before = ptBR.common.loading
    mergeMessages(ptBR, { common: { loading: 'outro' } })
    expect(ptBR.common.loading).toBe(before)
  })

  it('lists the paths of overrides the catalogue does not have', () => {
    expect(unknownOverridePaths(ptBR, { common: { loading: 'a', nada: 'b' }, outra: { x: 'y' } })).toEqual([
      'common.nada',
      'outra',
    ])
    expect(unknownOverridePaths(ptBR, { common: { loading: 'a' } })).toEqual([])
  })
})

describe('templateText', () => {
  it('puts each argument in its place and leaves unknown places as written', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (a, b) => {
        expect(templateText('[{1}|{2}|{3}]')(a, b)).toBe(`[${a}|${b}|{3}]`)
      }),
    )
  })
})
