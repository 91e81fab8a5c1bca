import { describe, expect, it } from 'vitest'
import { perPageLoad } from './per-page-load'

describe('perPageLoad', () => {
  it('creates once however many renders ask, and hands back the same instance', () => {
    let created = 0
    const get = perPageLoad(
      () => ({ id: ++created }),
      () => true,
    )
    const seen = new Set(Array.from({ length: 5 }, () => get()))
    expect(created).toBe(1)
    expect(seen.size).toBe(1)
  })

  it('creates a new one once the last is no longer live (stopped), with the arguments of that call', () => {
    const get = perPageLoad(
      (name: string) => ({ name, stopped: false }),
      (instance) => !instance.stopped,
    )
    const first = get('a')
    expect(get('b')).toBe(first)
    first.stopped = true
    const second = get('c')
    expect(second).not.toBe(first)
    expect(second.name).toBe('c')
    expect(get('d')).toBe(second)
  })
})
