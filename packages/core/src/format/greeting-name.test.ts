import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { greetingName } from './greeting-name'

describe('greetingName', () => {
  it('prefers the social name', () => {
    expect(greetingName({ name: 'João Carlos Souza', socialName: 'Joana Souza' })).toBe('Joana Souza')
  })

  it('falls back to the first name when the social name is empty or blank', () => {
    expect(greetingName({ name: '  Maria Aparecida da Silva ' })).toBe('Maria')
    expect(greetingName({ name: 'Maria da Silva', socialName: '   ' })).toBe('Maria')
    expect(greetingName({ name: 'Maria da Silva', socialName: null })).toBe('Maria')
  })

  it('never contains whitespace when there is no social name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const first = greetingName({ name })
        expect(first).not.toMatch(/\s/)
        expect(name.includes(first)).toBe(true)
      }),
    )
  })
})
