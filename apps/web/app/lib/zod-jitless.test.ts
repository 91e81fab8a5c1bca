import { runInNewContext, runInThisContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { config, z } from 'zod'
import { ZOD_JITLESS_SCRIPT } from './zod-jitless'

describe('ZOD_JITLESS_SCRIPT', () => {
  it('creates zod’s configuration, jitless, in a page where zod has not loaded yet', () => {
    const page: { window?: unknown; __zod_globalConfig?: unknown } = {}
    page.window = page
    runInNewContext(ZOD_JITLESS_SCRIPT, page)
    expect(page.__zod_globalConfig).toEqual({ jitless: true })
  })

  it('sets the very configuration zod reads, keeping the rest of it', () => {
    const before = config()
    const realm = globalThis as { window?: unknown }
    const hadWindow = 'window' in realm
    realm.window = globalThis
    try {
      runInThisContext(ZOD_JITLESS_SCRIPT)
    } finally {
      if (!hadWindow) delete realm.window
    }
    expect(config()).toBe(before)
    expect(config().jitless).toBe(true)
    expect(z.object({ name: z.string() }).parse({ name: 'Ana' })).toEqual({ name: 'Ana' })
  })
})
