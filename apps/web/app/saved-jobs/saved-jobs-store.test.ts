import type { PlatformClient } from '@carreiras/api'
import { JOB_SAVED_EVENT, MAX_SAVED_JOBS, SAVED_JOBS_STORAGE_KEY } from '@carreiras/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountBackend, loadAccountList, loadSavedJobs } from './saved-jobs.client'
import {
  resetSavedJobsStore,
  savedJobsStore,
  setSaved,
  showAccountList,
  showAnonymousList,
  type SavedJobsBackend,
} from './saved-jobs-store'

// A browser's localStorage and window events, enough for the store (the unit tests run in node).
function fakeBrowser() {
  const items = new Map<string, string>()
  const events: CustomEvent[] = []
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  vi.stubGlobal('window', {
    localStorage: storage,
    sessionStorage: storage,
    dispatchEvent: (event: CustomEvent) => events.push(event),
  })
  return { items, events }
}

let browser: ReturnType<typeof fakeBrowser>
beforeEach(() => {
  browser = fakeBrowser()
  resetSavedJobsStore()
})
afterEach(() => vi.unstubAllGlobals())

describe('saved jobs store notices', () => {
  it('notifies its readers of a change only, not of the same list said again', () => {
    const listener = vi.fn()
    const stop = savedJobsStore.subscribe(listener)
    showAnonymousList()
    expect(listener).toHaveBeenCalledTimes(1)
    showAnonymousList()
    expect(listener).toHaveBeenCalledTimes(1)
    browser.items.set(SAVED_JOBS_STORAGE_KEY, '[7]')
    showAnonymousList()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(savedJobsStore.get().ids).toEqual([7])
    stop()
  })
})

describe('the anonymous list', () => {
  it('keeps only the ids in browser storage and dispatches carreiras:job-saved on save', async () => {
    showAnonymousList()
    await setSaved(100001, 'Analista', true)
    await setSaved(100003, 'Caixa', true)
    expect(JSON.parse(browser.items.get(SAVED_JOBS_STORAGE_KEY)!)).toEqual([100001, 100003])
    expect(browser.events.map((event) => [event.type, event.detail])).toEqual([
      [JOB_SAVED_EVENT, { opportunityId: 100001 }],
      [JOB_SAVED_EVENT, { opportunityId: 100003 }],
    ])
    await setSaved(100001, 'Analista', false)
    expect(JSON.parse(browser.items.get(SAVED_JOBS_STORAGE_KEY)!)).toEqual([100003])
    // Removing dispatches nothing more.
    expect(browser.events).toHaveLength(2)
    expect(savedJobsStore.get().notice).toMatchObject({ kind: 'removed', title: 'Analista' })
  })

  it('refuses a save past the cap, saying so, and stores nothing new', async () => {
    const full = Array.from({ length: MAX_SAVED_JOBS }, (_, index) => index + 1)
    browser.items.set(SAVED_JOBS_STORAGE_KEY, JSON.stringify(full))
    showAnonymousList()
    await setSaved(5000, 'Outra', true)
    expect(savedJobsStore.get().ids).toHaveLength(MAX_SAVED_JOBS)
    expect(savedJobsStore.get().notice).toMatchObject({ kind: 'full' })
    expect(browser.events).toHaveLength(0)
  })
})

describe('the account list', () => {
  it('changes through the platform, and a refused change is undone and announced', async () => {
    const backend: SavedJobsBackend = {
      save: vi.fn(async (id: number) => ({ ids: [id, 1] })),
      unsave: vi.fn(async () => ({ error: 'failed' as const })),
    }
    showAccountList([1], backend)
    await setSaved(2, 'Dois', true)
    expect(savedJobsStore.get().ids).toEqual([2, 1])
    expect(browser.items.has(SAVED_JOBS_STORAGE_KEY)).toBe(false)
    await setSaved(1, 'Um', false)
    expect(savedJobsStore.get().ids).toEqual([2, 1])
    expect(savedJobsStore.get().notice).toMatchObject({ kind: 'failed' })
  })
})

describe('the platform calls', () => {
  const row = (id: number) => ({
    opportunityId: String(id),
    title: `Vaga ${id}`,
    slug: `vaga-${id}`,
    open: true,
    city: null,
    stateAbbr: null,
    savedAt: '2026-12-01T10:00:00.000Z',
  })

  it('merges the browser ids at sign-in, and reads the list when there are none', async () => {
    const request = vi.fn(async (document: unknown, variables: Record<string, unknown>) => {
      const text = String(document)
      if (text.includes('mutation MergeSavedJobs'))
        return { mergeSavedJobs: (variables.opportunityIds as string[]).map((id) => row(Number(id))) }
      return { savedJobs: [row(7)] }
    })
    const client = { request } as unknown as PlatformClient
    const merged = await loadAccountList(client, 42, [3, 4])
    expect(merged.map((job) => job.opportunityId)).toEqual([3, 4])
    expect(request.mock.calls[0]![1]).toEqual({ userId: 42, opportunityIds: ['3', '4'] })
    expect((await loadAccountList(client, 42, [])).map((job) => job.opportunityId)).toEqual([7])
  })

  it('the profile box right after the sign-in takes the list the sync read: one call, not two', async () => {
    const request = vi.fn(async () => ({ savedJobs: [row(7)] }))
    const client = { request } as unknown as PlatformClient
    await loadAccountList(client, 42, [])
    expect((await loadSavedJobs(client, 42)).map((job) => job.opportunityId)).toEqual([7])
    expect(request).toHaveBeenCalledTimes(1)
    // Once only: the box's next read (an id it does not know) asks the platform.
    await loadSavedJobs(client, 42)
    expect(request).toHaveBeenCalledTimes(2)
    // Reads under way at once share one call.
    await Promise.all([loadSavedJobs(client, 42), loadSavedJobs(client, 42)])
    expect(request).toHaveBeenCalledTimes(3)
  })

  it('a save between the sync and the box, another candidate or a late box: the box asks the platform', async () => {
    const request = vi.fn(async (document: unknown) =>
      String(document).includes('mutation SaveJob') ? { saveJob: [row(7), row(8)] } : { savedJobs: [row(7)] },
    )
    const client = { request } as unknown as PlatformClient
    await loadAccountList(client, 42, [])
    await accountBackend(client, 42).save(8)
    await loadSavedJobs(client, 42)
    expect(request).toHaveBeenCalledTimes(3)
    await loadAccountList(client, 42, [])
    await loadSavedJobs(client, 43)
    expect(request).toHaveBeenCalledTimes(5)
    vi.useFakeTimers({ now: Date.now() })
    try {
      await loadAccountList(client, 42, [])
      vi.setSystemTime(Date.now() + 10_000)
      await loadSavedJobs(client, 42)
      expect(request).toHaveBeenCalledTimes(7)
    } finally {
      vi.useRealTimers()
    }
  })

  it("tells a full list (the platform's VALIDATION) from any other failure", async () => {
    const { PlatformError } = await import('@carreiras/api')
    const failing = (code: string) =>
      ({
        request: vi.fn(async () => {
          throw new PlatformError('x', code as never)
        }),
      }) as unknown as PlatformClient
    expect(await accountBackend(failing('VALIDATION'), 1).save(2)).toEqual({ error: 'full' })
    expect(await accountBackend(failing('NETWORK'), 1).save(2)).toEqual({ error: 'failed' })
  })
})
