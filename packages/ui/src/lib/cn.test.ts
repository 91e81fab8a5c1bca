import { describe, expect, it, vi } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins truthy class names and drops falsy ones', () => {
    expect(cn('px-2', false, undefined, null, 'py-1', { hidden: false, block: true })).toBe('px-2 py-1 block')
  })

  it('lets the last conflicting utility win', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4')
    expect(cn('bg-primary text-primary-foreground', 'bg-destructive')).toBe(
      'text-primary-foreground bg-destructive',
    )
  })

  it('keeps a semantic text colour and a font size side by side', () => {
    expect(cn('text-sm text-primary-foreground')).toBe('text-sm text-primary-foreground')
  })

  it('merges the theme radius scale', () => {
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full')
  })

  it('has the browser build its class table in an idle moment when the module loads', async () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.resetModules()
    try {
      const fresh = await import('./cn')
      expect(idle).toHaveLength(1)
      expect(() => idle[0]?.()).not.toThrow()
      expect(fresh.cn('px-2', 'px-4')).toBe('px-4')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
