// A dynamic import asked for again after it failed (import-again.ts).
import { describe, expect, it, vi } from 'vitest'
import { failedModuleUrl, importAgain } from './import-again'

describe('failedModuleUrl', () => {
  it('reads the address the browsers name in a failed dynamic import', () => {
    const url = 'http://127.0.0.1:4173/assets/account-dialog-part.client-Ab3_x-9Z.js'
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url)
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url)
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull()
  })
})

describe('importAgain', () => {
  it('makes the import again when the error names no address, and keeps what came', async () => {
    const module = { ok: true }
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue(module)
    const again = importAgain(load)
    await expect(again()).rejects.toThrow('Importing a module script failed.')
    await expect(again()).resolves.toBe(module)
    await expect(again()).resolves.toBe(module)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks for the named address with a query of its own once the first import failed', async () => {
    const url = 'http://127.0.0.1:9/assets/part-Ab3_x-9Z.js'
    const load = vi.fn(() =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    )
    const again = importAgain(load)
    await expect(again()).rejects.toThrow(url)
    // The second attempt imports the address itself (Node refuses an http address; the browser fetches it):
    // the loader that failed is not asked again.
    await expect(again()).rejects.toThrow()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
