import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSearchParams } from './search-params'

describe('createSearchParams', () => {
  it('creates a real URLSearchParams of the runtime', () => {
    const search = createSearchParams()
    search.append('city', 'SÃO PAULO')
    search.append('city', 'Santos')
    expect(search.toString()).toBe('city=S%C3%83O+PAULO&city=Santos')
    expect([...search]).toEqual([
      ['city', 'SÃO PAULO'],
      ['city', 'Santos'],
    ])
  })

  it('round-trips any pairs through its query string', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
        const search = createSearchParams()
        for (const [k, v] of pairs) search.append(k, v)
        expect([...new URLSearchParams(search.toString())]).toEqual(pairs)
      }),
    )
  })
})
