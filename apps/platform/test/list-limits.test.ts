// The size of every list an operation sends (security/list-limits.ts, core's "List sizes"): the schema is
// walked, so a list argument without a cap fails here (and stops the schema from being built); every
// capped list refuses one item over its cap with VALIDATION and core's pt-BR message before its resolver
// runs, and takes exactly its cap; 100,000 skills or 300,000 test ids are refused in well under a second
// while /health keeps answering (20,000 skills took 10.7 s, with /health waiting).
import { SkillsCreateUpdateDocument, createPlatformClient } from '@carreiras/api'
import { MAX_SKILLS, MAX_TEST_IDS, ptBR } from '@carreiras/core'
import {
  GraphQLError,
  buildASTSchema,
  isObjectType,
  parse,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPlatformSchema, loadTypeDefs } from '../src/graphql/schema.js'
import {
  LIST_LIMITS,
  capListArguments,
  listCoordinates,
  oversizedVariable,
} from '../src/security/list-limits.js'
import { failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const ARGUMENT = /^(\w+)\.(\w+)\((\w+):\)$/

describe('every list of the schema has a cap', () => {
  it('walks the schema: each list argument (and input list field) is in LIST_LIMITS, and nothing else is', () => {
    const found = listCoordinates(buildPlatformSchema())
    expect(found).toContain('Mutation.skillsCreateUpdate(skills:)')
    expect(found).toContain('Query.subscriptionRecentTests(testIds:)')
    expect(found).toEqual(Object.keys(LIST_LIMITS).sort())
    for (const max of Object.values(LIST_LIMITS)) expect(max).toBeGreaterThan(0)
  })

  it('a new list argument without a cap stops the schema from being built', () => {
    const typeDefs = `${loadTypeDefs()}\nextend type Query { uncapped(ids: [ID!]!): Boolean\n nested(filter: NewFilter): Boolean }\ninput NewFilter { tags: [String!] }`
    expect(() => capListArguments(buildASTSchema(parse(typeDefs)))).toThrow(
      /missing: NewFilter\.tags, Query\.uncapped\(ids:\)/,
    )
  })

  it('a list in an input type is checked by the input field’s own cap', async () => {
    const typeDefs = `type Query { find(filter: Filter): Boolean }\ninput Filter { tags: [[String!]!] inner: Filter }`
    const schema = capListArguments(buildASTSchema(parse(typeDefs)), { 'Filter.tags': 2 })
    const resolve = schema.getQueryType()!.getFields().find!.resolve!
    const info = { fieldName: 'find' } as GraphQLResolveInfo
    const call = (filter: unknown) => resolve({ find: true }, { filter }, {}, info)
    expect(call({ tags: [['a'], ['b']], inner: { tags: [['a', 'b']] } })).toBe(true)
    expect(() => call({ inner: { tags: [['a'], ['b'], ['c']] } })).toThrow(ptBR.validation.listTooLong(2))
    expect(() => call({ tags: [['a', 'b', 'c']] })).toThrow(ptBR.validation.listTooLong(2))
  })

  it('variables are checked as sent, before coercion: directly, inside a literal object or list', () => {
    const typeDefs = `type Query { find(filter: Filter, ids: [ID!], many: [[Int!]!]): Boolean }\ninput Filter { tags: [String!] inner: Filter }`
    const schema = buildASTSchema(parse(typeDefs))
    const limits = {
      'Query.find(filter:)': 9,
      'Query.find(ids:)': 2,
      'Query.find(many:)': 2,
      'Filter.tags': 2,
    }
    const refusal = (query: string, variables: Record<string, unknown>) =>
      oversizedVariable(schema, parse(query), variables, limits)?.message ?? null
    const over = ptBR.validation.listTooLong(2)
    expect(refusal('query($v: [ID!]) { find(ids: $v) }', { v: ['1', '2'] })).toBeNull()
    expect(refusal('query($v: [ID!]) { find(ids: $v) }', { v: ['1', '2', '3'] })).toBe(over)
    expect(
      refusal('query($t: [String!]) { find(filter: { inner: { tags: $t } }) }', { t: ['a', 'b', 'c'] }),
    ).toBe(over)
    expect(
      refusal('query($f: Filter) { find(filter: $f) }', { f: { inner: { tags: ['a', 'b', 'c'] } } }),
    ).toBe(over)
    expect(refusal('query($a: [Int!]!) { find(many: [$a]) }', { a: [1, 2, 3] })).toBe(over)
    expect(refusal('query($a: [Int!]!) { find(many: [$a, $a]) }', { a: [1, 2] })).toBeNull()
    expect(refusal('query($v: [ID!]) { unknown(ids: $v) }', { v: ['1', '2', '3'] })).toBeNull()
  })

  describe('each capped argument, at its resolver', () => {
    // The contract's SDL with a spy for each resolver, capped as the platform caps it.
    const schema = buildASTSchema(parse(loadTypeDefs()))
    const called: string[] = []
    // Not the introspection types (`__Type`…): graphql-js shares them between every schema.
    for (const type of Object.values(schema.getTypeMap()))
      if (isObjectType(type) && !type.name.startsWith('__'))
        for (const field of Object.values(type.getFields()))
          field.resolve = (() => {
            called.push(`${type.name}.${field.name}`)
            return 'resolved'
          }) as GraphQLFieldResolver<unknown, unknown>
    capListArguments(schema)

    for (const [coordinate, max] of Object.entries(LIST_LIMITS)) {
      const match = ARGUMENT.exec(coordinate)
      if (!match) continue
      const [, typeName, fieldName, argName] = match
      it(`${coordinate}: ${max} items pass, ${max + 1} are refused before the resolver runs`, () => {
        const type = schema.getType(typeName!)
        if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`)
        const resolve = type.getFields()[fieldName!]!.resolve!
        const call = (n: number) =>
          resolve(null, { [argName!]: Array.from({ length: n }, () => null) }, {}, {} as GraphQLResolveInfo)
        called.length = 0
        expect(call(max)).toBe('resolved')
        expect(called).toEqual([`${typeName}.${fieldName}`])
        called.length = 0
        let refused: unknown
        try {
          call(max + 1)
        } catch (error) {
          refused = error
        }
        expect(refused).toBeInstanceOf(GraphQLError)
        expect(refused).toMatchObject({
          message: `Esta lista aceita no máximo ${max} itens.`,
          extensions: { code: 'VALIDATION' },
        })
        expect(called).toEqual([])
      })
    }
  })
})

describe('a huge list through the sealed transport', () => {
  let platform: TestPlatform
  let joana: SignedUp

  beforeAll(async () => {
    platform = await createTestPlatform({ CAPTCHA: 'off' })
    joana = await signUp(platform)
  })
  afterAll(() => platform.close())

  /** The sealed request as the site's client sends it (sealed beforehand: the figures are the platform's). */
  async function sealed(query: string, variables: Record<string, unknown>) {
    let parts: { input: string; init: RequestInit } | undefined
    const client = createPlatformClient({
      apiUrl: 'http://platform.test',
      clientTokens: platform.config.clientTokens,
      getSession: () => ({ token: joana.token, userId: joana.userId }),
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        parts = { input: String(input), init: init ?? {} }
        return new Response('{}', { status: 599 })
      }) as typeof fetch,
    })
    await client.request(query, variables).catch(() => undefined)
    return parts!
  }

  /**
   * Sends it three times; answers the median time to the answer and to /health, asked a moment after the
   * big request (the platform is on it then).
   */
  async function timed(parts: { input: string; init: RequestInit }) {
    const runs = []
    for (let i = 0; i < 3; i += 1) runs.push(await once(parts))
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!
    return {
      answer: { status: runs[0]!.answer.status, ms: median(runs.map((run) => run.answer.ms)) },
      health: { status: runs[0]!.health.status, ms: median(runs.map((run) => run.health.ms)) },
    }
  }

  async function once(parts: { input: string; init: RequestInit }) {
    const started = performance.now()
    const [answer, health] = await Promise.all([
      Promise.resolve(platform.app.request(parts.input, parts.init)).then(async (response) => ({
        status: response.status,
        ms: performance.now() - started,
      })),
      new Promise((resolve) => setTimeout(resolve, 5))
        .then(() => platform.app.request('/health'))
        .then((response) => ({ status: response.status, ms: performance.now() - started })),
    ])
    return { answer, health }
  }

  it(`refuses 100,000 skills with the pt-BR message at once (well under a second idle); /health answers meanwhile`, async () => {
    const skills = Array.from({ length: 100_000 }, (_, i) => `Habilidade ${i}`)
    const parts = await sealed(String(SkillsCreateUpdateDocument), { user_id: joana.id, skills })
    const { answer, health } = await timed(parts)
    expect(answer.status).toBe(200)
    expect(health.status).toBe(200)
    expect(answer.ms).toBeLessThan(5000)
    expect(health.ms).toBeLessThan(5000)
    console.info(
      `100,000 skills refused in ${answer.ms.toFixed(0)} ms; /health in ${health.ms.toFixed(0)} ms`,
    )

    const error = await failure(
      joana.client.request(SkillsCreateUpdateDocument, { user_id: joana.id, skills }),
    )
    expect([error.code, error.message]).toEqual([
      'VALIDATION',
      `Esta lista aceita no máximo ${MAX_SKILLS} itens.`,
    ])
  })

  it('keeps exactly MAX_SKILLS skills, and refuses one more', async () => {
    const skills = Array.from({ length: MAX_SKILLS }, (_, i) => `Habilidade ${i}`)
    const saved = await joana.client.request(SkillsCreateUpdateDocument, { user_id: joana.id, skills })
    expect(saved.skillsCreateUpdate?.skills).toEqual(skills)
    const error = await failure(
      joana.client.request(SkillsCreateUpdateDocument, { user_id: joana.id, skills: [...skills, 'Outra'] }),
    )
    expect([error.code, error.message]).toEqual(['VALIDATION', ptBR.validation.listTooLong(MAX_SKILLS)])
  })

  it('refuses 300,000 test ids (it answered INTERNAL after 2.6 s) quickly with the pt-BR message', async () => {
    const query = 'query($ids: [ID!]) { subscriptionRecentTests(testIds: $ids) { success } }'
    const testIds = Array.from({ length: 300_000 }, (_, i) => String(i + 1))
    const { answer, health } = await timed(await sealed(query, { ids: testIds }))
    expect([answer.status, health.status]).toEqual([200, 200])
    expect(answer.ms).toBeLessThan(5000)
    console.info(
      `300,000 test ids refused in ${answer.ms.toFixed(0)} ms; /health in ${health.ms.toFixed(0)} ms`,
    )
    const error = await failure(joana.client.request(query, { ids: testIds }))
    expect([error.code, error.message]).toEqual(['VALIDATION', ptBR.validation.listTooLong(MAX_TEST_IDS)])
  })
})
