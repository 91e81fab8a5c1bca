// A search term with control characters once answered 503 'Busca inválida' on /vagas and /api/vagas: the
// platform refuses control characters with a 400. The term is cleaned (core's cleanFilterText) before it
// is sent, so no term, however strange, fails the list. The platform is stood in for by a fetch that
// answers as it does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loader as apiLoader } from './api.vagas'
import { loader as pageLoader } from './vagas'

// eslint-disable-next-line no-control-regex -- the platform's rule (apps/platform/src/rest/opportunities.ts)
const PLATFORM_REFUSES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

const sent: URL[] = []

beforeEach(() => {
  sent.length = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    sent.push(url)
    if (url.pathname.endsWith('/v1/opportunities')) {
      for (const [field, value] of url.searchParams)
        if (PLATFORM_REFUSES.test(value))
          return Response.json({ errors: [{ message: 'Busca inválida', field }] }, { status: 400 })
      return Response.json({ opportunities: [] })
    }
    return Response.json({}, { status: 404 })
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

type Loader = (args: never) => Promise<unknown>

/** The status a loader's `data()` answers with (200 when it sets none). */
async function statusOf(loader: Loader, url: string): Promise<number> {
  const result = (await loader({ request: new Request(url), params: {}, context: {} } as never)) as {
    init?: { status?: number } | null
  }
  return result.init?.status ?? 200
}

const CONTROLS = Array.from({ length: 0xa0 }, (_, code) => String.fromCharCode(code)).filter((c) =>
  /\p{Cc}/u.test(c),
)
const TERMS = [
  ...CONTROLS.map((c) => `caixa${c}operador`),
  CONTROLS.join(''),
  '\u0000',
  '%00',
  'caixa\r\n\r\nSet-Cookie: x=1',
  '\u202eroda\u200b',
  '😀'.repeat(150),
  `${'x'.repeat(199)}😀`,
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
]

describe('search terms with control characters', () => {
  it.each([
    ['/api/vagas', apiLoader],
    ['/vagas', pageLoader],
  ] as [string, Loader][])(
    '%s answers 200 for every term, and the platform never sees a control character',
    async (path, loader) => {
      for (const term of TERMS) {
        const url = `http://127.0.0.1:3000${path}?${new URLSearchParams({ term, area: term, collection: term })}`
        expect(await statusOf(loader, url), JSON.stringify(term)).toBe(200)
      }
      const listCalls = sent.filter((url) => url.pathname.endsWith('/v1/opportunities'))
      expect(listCalls.length).toBeGreaterThanOrEqual(TERMS.length)
      for (const url of listCalls)
        for (const [, value] of url.searchParams) expect(PLATFORM_REFUSES.test(value)).toBe(false)
    },
  )

  it('sends the term with its control characters as spaces', async () => {
    await statusOf(apiLoader as Loader, 'http://127.0.0.1:3000/api/vagas?term=caixa%00%07operador%09loja')
    expect(sent.at(-1)?.searchParams.get('q')).toBe('caixa operador loja')
  })
})
