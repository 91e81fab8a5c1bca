import { describe, expect, it } from 'vitest'
import { NETWORK_ERROR_MESSAGE } from '../transport/http.js'
import { createOpportunitiesClient } from './opportunities.js'

const BASE = 'https://vagas.test/'

const listItem = {
  id: 42,
  title: 'Analista de Dados',
  links: { subscription: 'https://vagas.test/vagas/42-analista-de-dados' },
  level: 'Pleno',
  acting_mode: 'Híbrido',
  pcd: false,
  status_id: '1',
  published_at: '2025-01-10T12:00:00-03:00',
  expired_at: '2025-02-10',
  address: { city: 'São Paulo', state: { abbr: 'SP', name: 'São Paulo' } },
  company: { id: 1, name: 'Banco', logo: null },
}

const detail = {
  ...listItem,
  slug: 'analista-de-dados',
  responsability: '<p>Analisar</p>',
  requirement: '<p>SQL</p>',
  work_environment: 'Híbrido',
  address: { ...listItem.address, street: 'Av. Paulista', number: 1000 },
  benefits: [],
  descriptions: [{ order: 1, data: '<p>Sobre</p>' }],
  company: {
    id: 1,
    name: 'Banco',
    slug: 'banco',
    logo: null,
    score: 4.5,
    evaluationsCount: 10,
    pictures: [],
  },
  opportunity_tests: [],
  indication_domains: [],
  ninenine_apply: false,
  whatsapp_apply: false,
}

function fakeFetch(respond: (url: URL) => Response | Promise<Response>) {
  const urls: URL[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    expect(init?.method).toBe('GET')
    const url = new URL(String(input))
    urls.push(url)
    return respond(url)
  }
  return { fetch, urls }
}

describe('opportunities REST client', () => {
  it('lists with the encoded parameters, states as numeric codes', async () => {
    const { fetch, urls } = fakeFetch(() => Response.json({ opportunities: [listItem] }))
    const client = createOpportunitiesClient({ baseUrl: BASE, fetch })
    const items = await client.list({
      page: 2,
      q: 'dados & BI',
      states: ['SP', 'RJ', 8],
      city: ['SAO PAULO', 'CAMPINAS'],
      pcd: true,
      company_field_area: [3, 5],
      company_area: 'tecnologia',
    })
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id: 42, status_id: 1 })
    const url = urls[0]!
    expect(url.origin + url.pathname).toBe('https://vagas.test/v1/opportunities')
    expect(url.searchParams.get('states')).toBe('26,20,8')
    expect(url.searchParams.getAll('city')).toEqual(['SAO PAULO', 'CAMPINAS'])
    expect(url.searchParams.get('q')).toBe('dados & BI')
    expect(url.searchParams.get('page')).toBe('2')
    expect(url.searchParams.get('pcd')).toBe('true')
    expect(url.searchParams.get('company_field_area')).toBe('3,5')
    expect(url.searchParams.get('company_area')).toBe('tecnologia')
  })

  it('sends no query string when there are no parameters', async () => {
    const { fetch, urls } = fakeFetch(() => Response.json({ opportunities: [] }))
    await expect(createOpportunitiesClient({ baseUrl: BASE, fetch }).list({})).resolves.toEqual([])
    expect(urls[0]?.href).toBe('https://vagas.test/v1/opportunities')
  })

  it('gets the first item of `opportunity`, null on 404', async () => {
    const { fetch, urls } = fakeFetch((url) =>
      url.pathname.endsWith('/42')
        ? Response.json({ opportunity: [detail] })
        : Response.json({ error: 'Não encontrada' }, { status: 404 }),
    )
    const client = createOpportunitiesClient({ baseUrl: BASE, fetch })
    await expect(client.get(42)).resolves.toMatchObject({
      id: 42,
      title: 'Analista de Dados',
      address: { number: '1000' },
    })
    await expect(client.get(7)).resolves.toBeNull()
    expect(urls.map((u) => u.pathname)).toEqual(['/v1/opportunities/42', '/v1/opportunities/7'])
  })

  it.each([
    ['not JSON', () => new Response('<html>')],
    ['the wrong shape', () => Response.json({ items: [] })],
    ['an invalid item', () => Response.json({ opportunities: [{ ...listItem, id: 'x' }] })],
  ])('turns a list body that is %s into BAD_RESPONSE', async (_, respond) => {
    const client = createOpportunitiesClient({ baseUrl: BASE, fetch: fakeFetch(respond).fetch })
    await expect(client.list({})).rejects.toMatchObject({
      name: 'PlatformError',
      code: 'BAD_RESPONSE',
      status: 200,
    })
  })

  it('turns a malformed detail into BAD_RESPONSE', async () => {
    for (const body of [{ opportunity: [] }, { opportunity: [{ id: 42 }] }, { opportunity: detail }]) {
      const client = createOpportunitiesClient({
        baseUrl: BASE,
        fetch: fakeFetch(() => Response.json(body)).fetch,
      })
      await expect(client.get(42)).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    }
  })

  it('keeps the status and message of other failures', async () => {
    const { fetch } = fakeFetch(() =>
      Response.json({ errors: [{ message: 'Página inválida' }] }, { status: 400 }),
    )
    await expect(createOpportunitiesClient({ baseUrl: BASE, fetch }).list({ page: 1 })).rejects.toMatchObject(
      {
        code: 'TRANSPORT',
        status: 400,
        message: 'Página inválida',
      },
    )
    const failing = fakeFetch(() => new Response('Bad Gateway', { status: 502 }))
    await expect(
      createOpportunitiesClient({ baseUrl: BASE, fetch: failing.fetch }).get(1),
    ).rejects.toMatchObject({
      code: 'TRANSPORT',
      status: 502,
    })
  })

  it('maps a refused connection or a timeout to NETWORK', async () => {
    const refused = createOpportunitiesClient({
      baseUrl: BASE,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(refused.list({})).rejects.toMatchObject({ code: 'NETWORK', message: NETWORK_ERROR_MESSAGE })
    const hanging = createOpportunitiesClient({
      baseUrl: BASE,
      fetch: () => new Promise<Response>(() => undefined),
      timeoutMs: 20,
    })
    await expect(hanging.get(1)).rejects.toMatchObject({ code: 'NETWORK' })
  })
})
