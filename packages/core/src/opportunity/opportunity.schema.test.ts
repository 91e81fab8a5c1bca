import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STATE_ABBRS, STATE_CODES } from '../reference/states'
import {
  OPPORTUNITY_LIST_ORDERS,
  opportunityDetailResponseSchema,
  opportunityListItemSchema,
  opportunityListParamsSchema,
  opportunityListResponseSchema,
  opportunitySchema,
  parseOpportunityListParams,
  toOpportunityListSearchParams,
  type OpportunityListParams,
} from './opportunity.schema'

const listItem = {
  id: 378937,
  title: 'Estágio em Tecnologia',
  slug: '378937-estagio-em-tecnologia',
  links: { subscription: 'https://vagas.example/vagas/378937-estagio-em-tecnologia' },
  level: 'Estágio',
  acting_mode: 'Híbrido',
  pcd: true,
  status_id: 1,
  published_at: '2024-05-01T09:00:00.000-03:00',
  expired_at: '2024-06-01T23:59:59.000-03:00',
  address: { city: 'São Paulo', state: { abbr: 'SP', name: 'São Paulo' } },
  company: { id: 6562, name: 'Grupo Exemplo', logo: null },
  company_area: 'sede-administrativa',
  company_field_area: { id: 14, name: 'Tecnologia' },
  geocode_distance: null,
}

const detail = {
  ...listItem,
  responsability: '<p>Apoiar o time.</p>',
  requirement: '<p>Cursando graduação.</p>',
  work_environment: '<p>Ambiente colaborativo.</p>',
  cover: 'https://cdn.example/cover.jpg',
  address: {
    city: 'São Paulo',
    state: { abbr: 'SP', name: 'São Paulo' },
    street: 'Rua dos Pinheiros',
    number: 100,
    neighborhood: 'Pinheiros',
    zipcode: '05422-000',
  },
  benefits: [{ id: 1, name: 'Vale-refeição', icon: 'utensils', category: 'Alimentação' }],
  other_benefit: null,
  descriptions: [{ order: 1, data: 'Sobre a vaga' }],
  company: {
    id: 6562,
    name: 'Grupo Exemplo',
    slug: 'grupo-exemplo',
    logo: 'https://cdn.example/logo.png',
    score: 4.5,
    evaluationsCount: 120,
    pictures: ['https://cdn.example/1.jpg'],
  },
  opportunity_tests: [{ id: 2015, name: 'Raciocínio lógico', requiredIn: 'subscription' }],
  indication_domains: ['exemplo.com.br'],
  ninenine_apply: false,
  whatsapp_apply: false,
  company_integration_fields: { polo_description: null },
  geocode_distance: null,
}

describe('opportunityListItemSchema', () => {
  it('parses a list item as the API returns it', () => {
    expect(opportunityListItemSchema.parse(listItem)).toEqual(listItem)
  })

  it('accepts camelCase aliases and a string status, and normalizes them', () => {
    const { expired_at, acting_mode, status_id: _status, ...rest } = listItem
    const parsed = opportunityListItemSchema.parse({
      ...rest,
      expiredAt: expired_at,
      actingMode: acting_mode,
      status_id: '1',
    })
    expect(parsed).toEqual(listItem)
    expect(parsed).not.toHaveProperty('expiredAt')
    expect(parsed).not.toHaveProperty('actingMode')
  })

  it('derives a missing slug from links.subscription and reads missing nullables as null', () => {
    const { slug: _slug, company_area: _area, company_field_area: _field, ...rest } = listItem
    const parsed = opportunityListItemSchema.parse(rest)
    expect(parsed.slug).toBe('378937-estagio-em-tecnologia')
    expect(parsed.company_area).toBeNull()
    expect(parsed.company_field_area).toBeNull()
  })

  it('rejects malformed items', () => {
    expect(opportunityListItemSchema.safeParse({ ...listItem, id: '378937' }).success).toBe(false)
    expect(opportunityListItemSchema.safeParse({ ...listItem, id: 0 }).success).toBe(false)
    expect(opportunityListItemSchema.safeParse({ ...listItem, expired_at: 'amanhã' }).success).toBe(false)
    expect(opportunityListItemSchema.safeParse({ ...listItem, pcd: 'true' }).success).toBe(false)
    expect(opportunityListItemSchema.safeParse({ ...listItem, status_id: 'aberta' }).success).toBe(false)
    expect(opportunityListItemSchema.safeParse(null).success).toBe(false)
  })

  it('normalizes the camelCase spelling of any valid item to the snake_case one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('Presencial', 'Híbrido', 'Remoto'),
        (id, expiry, mode) => {
          const snake = { ...listItem, id, expired_at: expiry.toISOString(), acting_mode: mode }
          const { expired_at, acting_mode, ...rest } = snake
          const camel = { ...rest, expiredAt: expired_at, actingMode: acting_mode }
          expect(opportunityListItemSchema.parse(camel)).toEqual(opportunityListItemSchema.parse(snake))
          expect(opportunityListItemSchema.parse(camel).expired_at).toBe(expiry.toISOString())
        },
      ),
    )
  })
})

describe('opportunitySchema', () => {
  it('parses the detail as the spec gives it', () => {
    const parsed = opportunitySchema.parse(detail)
    expect(parsed.address.number).toBe('100')
    expect(parsed.opportunity_tests).toEqual([
      { id: 2015, name: 'Raciocínio lógico', requiredIn: 'subscription' },
    ])
    expect(parsed.company.evaluationsCount).toBe(120)
    expect(parsed.indication_domains).toEqual(['exemplo.com.br'])
    expect(parsed.company_integration_fields).toEqual({ polo_description: null })
  })

  it('accepts the camelCase spellings of the spec', () => {
    const { expired_at, acting_mode, opportunity_tests, ...rest } = detail
    const parsed = opportunitySchema.parse({
      ...rest,
      expiredAt: expired_at,
      actingMode: acting_mode,
      opportunityTests: opportunity_tests.map(({ requiredIn, ...t }) => ({ ...t, required_in: requiredIn })),
    })
    expect(parsed).toEqual(opportunitySchema.parse(detail))
  })

  it('rejects a detail without its required parts', () => {
    const { indication_domains: _domains, ...missing } = detail
    expect(opportunitySchema.safeParse(missing).success).toBe(false)
    expect(
      opportunitySchema.safeParse({
        ...detail,
        opportunity_tests: [{ id: 1, name: 'x', requiredIn: 'always' }],
      }).success,
    ).toBe(false)
  })
})

describe('response schemas', () => {
  it('reads { opportunities } and { opportunity: [detail] }', () => {
    expect(opportunityListResponseSchema.parse({ opportunities: [listItem] }).opportunities).toHaveLength(1)
    expect(opportunityDetailResponseSchema.parse({ opportunity: [detail] }).opportunity[0].id).toBe(378937)
    expect(opportunityDetailResponseSchema.safeParse({ opportunity: [] }).success).toBe(false)
    expect(opportunityDetailResponseSchema.safeParse({ opportunity: detail }).success).toBe(false)
  })
})

describe('parseOpportunityListParams', () => {
  it('fills the defaults', () => {
    expect(parseOpportunityListParams(new URLSearchParams())).toEqual({
      ok: true,
      value: { page: 1, order: 'recent', company_id: 6562 },
    })
  })

  it('reads every parameter the spec lists', () => {
    const search = new URLSearchParams(
      'internal_recruitment=false&page=3&collection=destaques&q=analista&city=SAO+PAULO&city=CAMPINAS&pcd=true' +
        '&temporary=false&level[]=Júnior&level=Pleno&filial=12&states=26,20&bairro=Pinheiros&country=Brasil' +
        '&company_field_area=4,14&company_area=sede-administrativa&company_field_nivel=a,b&order=expiring' +
        '&zipcode=05422-000&radius=12.5&company_id=2627&utm_source=x',
    )
    expect(parseOpportunityListParams(search)).toEqual({
      ok: true,
      value: {
        internal_recruitment: false,
        page: 3,
        collection: 'destaques',
        q: 'analista',
        city: ['SAO PAULO', 'CAMPINAS'],
        pcd: true,
        temporary: false,
        level: ['Júnior', 'Pleno'],
        filial: '12',
        states: [26, 20],
        bairro: 'Pinheiros',
        country: 'Brasil',
        company_field_area: [4, 14],
        company_area: 'sede-administrativa',
        company_field_nivel: ['a', 'b'],
        order: 'expiring',
        zipcode: '05422000',
        radius: 12.5,
        company_id: 2627,
      },
    })
  })

  it('treats empty values as absent and accepts state abbreviations', () => {
    const result = parseOpportunityListParams(new URLSearchParams('q=&page=&states=sp,%20RJ,&city='))
    expect(result).toEqual({
      ok: true,
      value: { page: 1, order: 'recent', company_id: 6562, states: [26, 20] },
    })
  })

  it('answers invalid parameters with one pt-BR message each', () => {
    const result = parseOpportunityListParams(
      new URLSearchParams('page=0&states=26,99&order=random&pcd=sim&zipcode=123&company_field_area=x,2'),
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'page', message: 'Página inválida' },
        { field: 'states', message: 'Estado inválido' },
        { field: 'order', message: 'Ordenação inválida' },
        { field: 'pcd', message: 'Filtro de Pessoa com Deficiência inválido' },
        { field: 'zipcode', message: 'CEP inválido' },
        { field: 'company_field_area', message: 'Área inválida' },
      ]),
    )
    expect(result.errors).toHaveLength(6)
  })

  it('ignores parameters named like an object’s own properties', () => {
    const result = parseOpportunityListParams(
      new URLSearchParams('constructor=1&toString=x&__proto__=y&valueOf[]=2&page=2'),
    )
    expect(result).toEqual(parseOpportunityListParams(new URLSearchParams('page=2')))
    expect(result.ok && result.value.page).toBe(2)
  })

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              ...Object.keys(opportunityListParamsSchema.shape),
              'level[]',
              'x',
              // Names every object has: read as unknown parameters, like any other.
              'constructor',
              'toString',
              '__proto__',
              'hasOwnProperty[]',
            ),
            fc.string(),
          ),
        ),
        (pairs) => {
          const result = parseOpportunityListParams(new URLSearchParams(pairs))
          if (!result.ok) {
            expect(result.errors.length).toBeGreaterThan(0)
            for (const e of result.errors) expect(e.message).toMatch(/inválid/)
          }
        },
      ),
    )
  })
})

describe('toOpportunityListSearchParams', () => {
  it('sends states as codes, cities and levels repeated, ids as comma lists', () => {
    const search = toOpportunityListSearchParams({
      page: 2,
      q: 'caixa',
      city: ['SAO PAULO', 'SANTOS'],
      level: ['Júnior'],
      states: ['SP', 20],
      company_field_area: [4, 14],
      pcd: true,
    })
    expect(search.toString()).toBe(
      'page=2&q=caixa&city=SAO+PAULO&city=SANTOS&pcd=true&level=J%C3%BAnior&states=26%2C20&company_field_area=4%2C14',
    )
  })

  it('round-trips through parseOpportunityListParams', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ú0-9][A-Za-zÀ-ú0-9 .-]{0,20}[A-Za-zÀ-ú0-9]$/)
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
    const nonEmpty = <T>(arb: fc.Arbitrary<T>) => maybe(fc.array(arb, { minLength: 1, maxLength: 4 }))
    const params: fc.Arbitrary<OpportunityListParams> = fc.record({
      internal_recruitment: maybe(fc.boolean()),
      page: fc.integer({ min: 1, max: 10_000 }),
      collection: maybe(word),
      q: maybe(word),
      city: nonEmpty(word),
      pcd: maybe(fc.boolean()),
      temporary: maybe(fc.boolean()),
      level: nonEmpty(word),
      filial: maybe(word),
      states: nonEmpty(fc.constantFrom(...STATE_ABBRS.map((a) => STATE_CODES[a]))),
      bairro: maybe(word),
      country: maybe(word),
      company_field_area: nonEmpty(fc.integer({ min: 1, max: 1_000_000 })),
      company_area: maybe(word),
      company_field_nivel: nonEmpty(word),
      order: fc.constantFrom(...OPPORTUNITY_LIST_ORDERS),
      zipcode: maybe(fc.stringMatching(/^\d{8}$/)),
      radius: maybe(fc.double({ min: 0.001, max: 20_000, noNaN: true })),
      company_id: fc.integer({ min: 1, max: 1_000_000 }),
    })
    fc.assert(
      fc.property(params, (value) => {
        const parsed = parseOpportunityListParams(
          new URLSearchParams(toOpportunityListSearchParams(value).toString()),
        )
        expect(parsed).toEqual({ ok: true, value })
      }),
    )
  })
})
