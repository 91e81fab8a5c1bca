import { describe, expect, it } from 'vitest'
import { createDataExportClient, dataExportProblemOf } from './data-export.js'

const state = { latest: null, nextRequestAt: '2026-12-02T12:00:00.000Z' }

function client(answer: (url: string, init: RequestInit) => Response, session = true) {
  const calls: { url: string; init: RequestInit }[] = []
  const c = createDataExportClient({
    apiUrl: '/plataforma',
    clientTokens: ['t1'],
    getSession: () => (session ? { token: 'sess', userId: 7 } : null),
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} })
      return answer(String(url), init ?? {})
    },
  })
  return { c, calls }
}

describe('the data-export client', () => {
  it('sends the session and reads a refusal by the limit as not accepted', async () => {
    const { c, calls } = client(() =>
      Response.json({ errors: [{ message: 'x' }], ...state }, { status: 429 }),
    )
    expect(await c.request()).toEqual({ accepted: false, state })
    expect(calls[0]!.url).toBe('/plataforma/data-exports')
    expect(calls[0]!.init.method).toBe('POST')
    expect(String((calls[0]!.init.headers as Record<string, string>).Authorization)).toContain(
      'session="sess"',
    )
  })

  it('an accepted request answers the new state', async () => {
    const { c } = client(() => Response.json(state, { status: 202 }))
    expect(await c.request()).toEqual({ accepted: true, state })
  })

  it('downloads the archive with its file name; 404 and 410 are problems the page explains', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 3, 4])
    const ok = client(
      () =>
        new Response(zip, {
          headers: { 'Content-Disposition': 'attachment; filename="meus-dados-2026-12-01.zip"' },
        }),
    )
    const got = await ok.c.download('6f1c1c8e-0d7a-4a39-9d55-3a1f3b9e2c11')
    expect(got.fileName).toBe('meus-dados-2026-12-01.zip')
    expect(new Uint8Array(await got.archive.arrayBuffer())).toEqual(zip)
    expect(ok.calls[0]!.url).toBe('/plataforma/data-exports/6f1c1c8e-0d7a-4a39-9d55-3a1f3b9e2c11/archive')

    const other = client(() =>
      Response.json({ errors: [{ message: 'Arquivo não encontrado.' }] }, { status: 404 }),
    )
    const error = await other.c.download('x').catch((e: unknown) => e)
    expect(dataExportProblemOf(error)).toBe('notYours')
    const expired = client(() => Response.json({ errors: [{ message: 'expirou' }] }, { status: 410 }))
    expect(dataExportProblemOf(await expired.c.download('x').catch((e: unknown) => e))).toBe('expired')
  })

  it('without a session nothing is sent', async () => {
    const { c, calls } = client(() => Response.json(state), false)
    await expect(c.state()).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    expect(calls).toHaveLength(0)
  })
})
