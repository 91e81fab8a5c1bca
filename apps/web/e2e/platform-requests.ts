// The browser's calls to the platform, by operation name, for the journeys that hold a page to a number of
// round trips (docs/performance.md, "Round trips to the platform"). Every call is a sealed POST /graphql
// (docs/wire-format.md): the operation's text is opened here with the keys its Authorization header
// derives, exactly as the platform opens it, and named by its `query Name` / `mutation Name`.
import { deriveTransportKeys, open } from '@carreiras/api'
import type { Page, Request } from '@playwright/test'

export interface PlatformRequests {
  /** The operations sent since the recorder started (or since the last `reset`), in order. */
  names(): Promise<string[]>
  /** The same, with their variables. */
  operations(): Promise<PlatformOperation[]>
  /** The count of each operation's name. */
  counts(): Promise<Record<string, number>>
  /** Waits until no call has started for `quietMs` (the page has settled), then answers the names. */
  settled(quietMs?: number, timeoutMs?: number): Promise<string[]>
  /** Each call's name, and when it started and answered, in ms since the recorder started (or `reset`). */
  timeline(): Promise<Array<{ name: string; start: number; end: number | null }>>
  reset(): void
}

const OPERATION = /\b(query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/

export interface PlatformOperation {
  name: string
  variables: Record<string, unknown> | null
}

/** The call's operation, opened as the platform opens it ('(unreadable)' when it cannot be). */
export async function opened(request: Request): Promise<PlatformOperation> {
  const authorization = (await request.allHeaders()).authorization ?? ''
  const form = new URLSearchParams(request.postData() ?? '')
  try {
    const keys = await deriveTransportKeys(authorization)
    const text = await open(keys.request, form.get('query') ?? '')
    const variables = form.get('variables')
    return {
      name: OPERATION.exec(text)?.[2] ?? '(anonymous)',
      variables: variables
        ? (JSON.parse(await open(keys.request, variables)) as Record<string, unknown>)
        : null,
    }
  } catch {
    return { name: '(unreadable)', variables: null }
  }
}

/** Starts recording the page's calls to the platform. */
export function recordPlatformRequests(page: Page): PlatformRequests {
  let pending: Promise<PlatformOperation>[] = []
  let times: Array<{ request: Request; start: number; end: number | null }> = []
  let origin = Date.now()
  let last = Date.now()
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return
    last = Date.now()
    pending.push(opened(request))
    times.push({ request, start: last - origin, end: null })
  })
  const answered = (request: Request) => {
    const entry = times.find((t) => t.request === request)
    if (entry) entry.end = Date.now() - origin
  }
  page.on('requestfinished', answered)
  page.on('requestfailed', answered)
  const operations = () => Promise.all(pending)
  const names = async () => (await operations()).map((operation) => operation.name)
  return {
    names,
    operations,
    async counts() {
      const counts: Record<string, number> = {}
      for (const name of await names()) counts[name] = (counts[name] ?? 0) + 1
      return counts
    },
    async settled(quietMs = 1500, timeoutMs = 30_000) {
      const start = Date.now()
      while (Date.now() - last < quietMs && Date.now() - start < timeoutMs) {
        await page.waitForTimeout(100)
      }
      return names()
    },
    async timeline() {
      const all = await names()
      return times.map(({ start, end }, i) => ({ name: all[i] ?? '', start, end }))
    },
    reset() {
      pending = []
      times = []
      origin = Date.now()
      last = origin
    },
  }
}
