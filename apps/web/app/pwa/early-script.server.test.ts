// The early script's service worker registration (docs/pwa.md): after the load, after the delay, at an idle
// moment; never without the production flag. Run in a stand-in window with fake timers.
import { SERVICE_WORKER_REGISTER_DELAY_MS, SERVICE_WORKER_URL } from '@carreiras/core'
import vm from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pwaEarlyScript } from './early-script.server'

function run(script: string, { idle = true } = {}) {
  const listeners = new Map<string, (() => void)[]>()
  const register = vi.fn(() => Promise.resolve())
  const idleCallbacks: (() => void)[] = []
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    dispatchEvent: () => true,
    setTimeout,
    navigator: { serviceWorker: { register } },
    ...(idle ? { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) } : {}),
  }
  window.window = window
  vm.runInNewContext(script, window)
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener())
  return { register, fire, idleCallbacks }
}

describe('pwaEarlyScript', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('registers the worker only after the load, the delay and an idle moment', () => {
    const page = run(pwaEarlyScript(true))
    vi.advanceTimersByTime(SERVICE_WORKER_REGISTER_DELAY_MS * 2)
    expect(page.register).not.toHaveBeenCalled()
    page.fire('load')
    vi.advanceTimersByTime(SERVICE_WORKER_REGISTER_DELAY_MS - 1)
    expect(page.idleCallbacks).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(page.register).not.toHaveBeenCalled()
    page.idleCallbacks.forEach((callback) => callback())
    expect(page.register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL)
  })

  it('registers after the delay where the browser has no idle callback', () => {
    const page = run(pwaEarlyScript(true), { idle: false })
    page.fire('load')
    vi.advanceTimersByTime(SERVICE_WORKER_REGISTER_DELAY_MS)
    expect(page.register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL)
  })

  it('registers nothing without the production flag, and keeps the install prompt either way', () => {
    const script = pwaEarlyScript(false)
    expect(script).toContain('beforeinstallprompt')
    const page = run(script)
    page.fire('load')
    vi.advanceTimersByTime(SERVICE_WORKER_REGISTER_DELAY_MS * 2)
    page.idleCallbacks.forEach((callback) => callback())
    expect(page.register).not.toHaveBeenCalled()
  })
})
