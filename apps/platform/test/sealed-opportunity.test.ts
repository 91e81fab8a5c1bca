// The opportunity on the sealed GraphQL (docs/wire-format.md, "The opportunity on the sealed GraphQL"):
// `opportunity(id)` answers the same opening as the REST detail in the contract's type, null when there is none;
// `createSessionToken` makes a session of the opportunities GraphQL. And no operation of the contract answers
// 'Não implementado' any more.
import { API_SESSION_COOKIE_DAYS, ptBR } from '@carreiras/core'
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPlatformSchema, unimplementedFields } from '../src/graphql/schema.js'
import { clientOf, failure } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform()
})
afterAll(() => platform.close())

const DAY_MS = 86_400_000

const OPPORTUNITY = /* GraphQL */ `
  query Opportunity($id: ID!) {
    opportunity(id: $id) {
      id
      slug
      title
      level
      acting_mode
      actingMode
      status_id
      pcd
      expiredAt
      expired_at
      published_at
      address {
        city
        street
        neighborhood
        state {
          id
          name
          abbr
        }
      }
      benefits {
        id
        name
      }
      company {
        id
        name
        website
      }
      company_data {
        company_name
        company_id
        website
        address {
          street
          neighborhood
          state
          zipcode
          country
        }
      }
      opportunityTests {
        id
        name
        requiredIn
      }
      opportunity_tests {
        id
      }
      subscriptionQuestions {
        id
        title
        htmlType
        eliminatoryAswers
      }
      indication_domains
      ninenine_apply
      whatsapp_apply
      links {
        subscription
      }
    }
  }
`

interface SealedOpportunity {
  id: string
  slug: string
  title: string
  status_id: number
  actingMode: string
  acting_mode: string
  expiredAt: string
  expired_at: string
  address: { city: string; state: { id: string; name: string; abbr: string } | null }
  benefits: { id: string; name: string }[]
  company: { id: string; name: string; website: string | null }
  company_data: {
    company_name: string
    company_id: string
    website: string | null
    address: { street: string; neighborhood: string; state: string; zipcode: string; country: string }
  }
  opportunityTests: { id: string; name: string; requiredIn: string }[]
  opportunity_tests: { id: string }[]
  subscriptionQuestions: { id: string; title: string; htmlType: string; eliminatoryAswers: null }[]
  indication_domains: string[]
  links: { subscription: string }
}

const read = (id: string) =>
  clientOf(platform).request<{ opportunity: SealedOpportunity | null }>(OPPORTUNITY, { id })

describe('opportunity(id)', () => {
  it('answers the REST detail in the contract’s type, with the state’s id and the company data', async () => {
    const { opportunity } = await read('100001')
    const rest = (await (await platform.app.request('/v1/opportunities/100001')).json()) as {
      opportunity: [
        {
          title: string
          slug: string
          expired_at: string
          benefits: { name: string }[]
          links: { subscription: string }
        },
      ]
    }
    expect(opportunity).not.toBeNull()
    expect(opportunity!).toMatchObject({
      id: '100001',
      title: 'Analista de Crédito Pleno',
      slug: rest.opportunity[0].slug,
      status_id: 1,
      expired_at: rest.opportunity[0].expired_at,
      expiredAt: rest.opportunity[0].expired_at,
      address: { city: 'São Paulo', state: { id: '26', name: 'São Paulo', abbr: 'SP' } },
      company: {
        id: '6562',
        name: 'Grupo Aurora Financeira',
        website: 'https://carreiras.grupoaurora.com.br',
      },
      company_data: {
        company_name: 'Grupo Aurora Financeira',
        company_id: '6562',
        website: 'https://carreiras.grupoaurora.com.br',
        address: {
          street: 'Avenida Brigadeiro Faria Lima, 2100',
          neighborhood: 'Pinheiros',
          state: 'SP',
          zipcode: '05426-100',
          country: 'Brasil',
        },
      },
    })
    expect(opportunity!.acting_mode).toBe(opportunity!.actingMode)
    expect(opportunity!.benefits.map((b) => b.name)).toEqual(rest.opportunity[0].benefits.map((b) => b.name))
    expect(opportunity!.links).toEqual(rest.opportunity[0].links)
    expect(opportunity!.indication_domains.length).toBeGreaterThan(0)
  })

  it('carries the application questions (never their eliminatory answers) and the tests', async () => {
    const withQuestions = (await read('100001')).opportunity!
    expect(withQuestions.subscriptionQuestions.length).toBeGreaterThan(0)
    expect(withQuestions.subscriptionQuestions.every((q) => q.eliminatoryAswers === null)).toBe(true)
    const withTests = (await read('100006')).opportunity!
    expect(withTests.opportunityTests.map((t) => t.id)).toEqual(['3001', '3003', '3004'])
    expect(withTests.opportunity_tests.map((t) => t.id)).toEqual(['3001', '3003', '3004'])
  })

  it('answers a closed opening with its status, and an id with a slug by its digits', async () => {
    expect((await read('100002')).opportunity).toMatchObject({ id: '100002', status_id: 2 })
    expect((await read('100002-operador-de-caixa')).opportunity?.id).toBe('100002')
  })

  it('answers null (no error) for an opening that does not exist, a malformed id or an internal opening', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999999999999', '100008'])
      expect((await read(id)).opportunity, id).toBeNull()
  })
})

describe('createSessionToken', () => {
  it('makes a session of the opportunities GraphQL, for a day', async () => {
    const before = Date.now()
    const { createSessionToken } = await clientOf(platform).request<{
      createSessionToken: { token: string; expiresAt: string }
    }>('mutation { createSessionToken { token expiresAt } }')
    expect(createSessionToken.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const expires = Date.parse(createSessionToken.expiresAt)
    expect(expires - before).toBeGreaterThanOrEqual(API_SESSION_COOKIE_DAYS * DAY_MS - 1000)
    expect(expires - before).toBeLessThanOrEqual(API_SESSION_COOKIE_DAYS * DAY_MS + 60_000)
    const call = (authorization?: string) =>
      platform.app.request('/opportunities/graphql', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        body: JSON.stringify({ query: '{ opportunity(id: "100001") { id title } }' }),
      })
    const opened = await call(`Bearer ${createSessionToken.token}`)
    expect(opened.status).toBe(200)
    expect(await opened.json()).toEqual({
      data: { opportunity: { id: 100001, title: 'Analista de Crédito Pleno' } },
    })
    expect((await call()).status).toBe(401)
  })

  it('makes a new token each time', async () => {
    const make = () =>
      clientOf(platform).request<{ createSessionToken: { token: string } }>(
        'mutation { createSessionToken { token } }',
      )
    const [a, b] = await Promise.all([make(), make()])
    expect(a.createSessionToken.token).not.toBe(b.createSessionToken.token)
  })
})

/** A value of the type for a required argument (what it is does not matter: only the answer's code does). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType)
  if (isListType(type)) return [sample(type.ofType)]
  if (isEnumType(type)) return type.getValues()[0]!.value
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    )
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1
    case 'Boolean':
      return false
    case 'JSON':
      return {}
    default:
      return '1'
  }
}

/** The operation that calls one root field with its required arguments and `__typename` as selection. */
function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type))
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ')
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  const selection = isCompositeType(getNamedType(getNullableType(field.type))) ? ' { __typename }' : ''
  return {
    document: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  }
}

describe('every operation of the contract', () => {
  it("has a resolver: none answers 'Não implementado' (the schema walked, Domains included)", () => {
    expect(unimplementedFields(buildPlatformSchema())).toEqual([])
  })

  it("answers every root field, called anonymously, with anything but 'Não implementado'", async () => {
    const schema = buildPlatformSchema()
    const client = clientOf(platform)
    const answered: string[] = []
    for (const [kind, type] of [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ] as const) {
      for (const field of Object.values(type.getFields())) {
        const { document, variables } = operationOf(kind, field)
        const error = await failure(client.request(document, variables)).catch(() => null)
        expect(error?.code, `${type.name}.${field.name}`).not.toBe('NOT_IMPLEMENTED')
        expect(error?.message, `${type.name}.${field.name}`).not.toBe(ptBR.errors.NOT_IMPLEMENTED)
        answered.push(field.name)
      }
    }
    expect(answered).toContain('opportunity')
    expect(answered).toContain('createSessionToken')
  })
})
