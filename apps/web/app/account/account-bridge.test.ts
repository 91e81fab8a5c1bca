import { describe, expect, it } from 'vitest'
import { runtimeNeededAtLoad } from './account-bridge'

describe('runtimeNeededAtLoad', () => {
  it('loads the runtime for a stored session whatever the URL', () => {
    expect(runtimeNeededAtLoad('', true)).toBe(true)
    expect(runtimeNeededAtLoad('?term=analista', true)).toBe(true)
  })

  it('loads it for a social return or a campaign source', () => {
    expect(runtimeNeededAtLoad('?action=login&code=abc', false)).toBe(true)
    expect(runtimeNeededAtLoad('?source=linkedin', false)).toBe(true)
  })

  it('leaves an anonymous visit without it', () => {
    expect(runtimeNeededAtLoad('', false)).toBe(false)
    expect(runtimeNeededAtLoad('?term=analista&state=SP', false)).toBe(false)
  })
})
