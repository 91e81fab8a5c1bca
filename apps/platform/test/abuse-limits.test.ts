// The abuse limits of POST /graphql (security/graphql-limits.ts): every operation of the site passes them
// with a margin; an operation over one (the 5,000-alias attack, depth, cost, tokens, aliases, directives) is
// refused with a plain 400 before any resolver runs, and the platform keeps answering; a body over 4 MiB is a
// 413 while a maximum-size upload still passes; an answer over the size limit is refused; production hides
// 'Did you mean…'. Also: an inline object literal in saveSubscriptionDraft is the same value as a variable
// (it answered INTERNAL).
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  CitiesDocument,
  CoursesDocument,
  CoursesOfLevelsDocument,
  InstitutionsDocument,
  InstitutionsOfStatesDocument,
  ResumeDomainsDocument,
  SaveSubscriptionDraftDocument,
  StatesDocument,
  TransportError,
  UploadFilesQuestionDocument,
  createPlatformClient,
} from '@carreiras/api'
import { DEFAULT_MAX_BODY_BYTES, buildAuthorizationHeader, type SealedOperation } from '@carreiras/api/server'
import { MAX_UPLOAD_BYTES } from '@carreiras/core'
import { Kind, parse, type DefinitionNode, type DocumentNode, type GraphQLFieldResolver } from 'graphql'
import { createYoga } from 'graphql-yoga'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GRAPHQL_MAX_BODY_BYTES } from '../src/app.js'
import { subscriptions } from '../src/db/schema.js'
import { buildPlatformSchema } from '../src/graphql/schema.js'
import { createPlatformGraphQL } from '../src/graphql/yoga.js'
import { createLogger } from '../src/logger.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import {
  GRAPHQL_LIMITS,
  GraphQLLimitError,
  graphqlArmor,
  refusedLimit,
  withoutSuggestions,
} from '../src/security/graphql-limits.js'
import { clientOf, failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  joana = await signUp(platform)
})
afterAll(() => platform.close())

const anonymous = () => clientOf(platform)

// ── The site's operations ──────────────────────────────────────────────────────────────────────

const OPERATIONS_DIR = fileURLToPath(new URL('../../../packages/api/src/operations/', import.meta.url))

/** Every operation of packages/api/src/operations/*.graphql, each with the fragments it uses. */
function siteOperations(): { name: string; document: string }[] {
  const definitions: DefinitionNode[] = readdirSync(OPERATIONS_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(`${OPERATIONS_DIR}${file}`, 'utf8')).definitions)
  const fragments = new Map<string, string>()
  for (const d of definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, printSource(d))
  return definitions.flatMap((d) => {
    if (d.kind !== Kind.OPERATION_DEFINITION) return []
    const used = new Set<string>()
    const visit = (text: string) => {
      for (const [, name] of text.matchAll(/\.\.\.\s*([_A-Za-z]\w*)/g)) {
        if (name === 'on' || used.has(name!) || !fragments.has(name!)) continue
        used.add(name!)
        visit(fragments.get(name!)!)
      }
    }
    const text = printSource(d)
    visit(text)
    return [{ name: d.name!.value, document: [text, ...[...used].map((n) => fragments.get(n)!)].join('\n') }]
  })
}

/** A definition's text exactly as written. */
function printSource(node: DefinitionNode): string {
  return node.loc!.source.body.slice(node.loc!.start, node.loc!.end)
}

/** The armor plugin with every limit scaled down: what the margin check validates with. */
function scaledChecker(factor: number) {
  const limits = {
    maxTokens: Math.floor(GRAPHQL_LIMITS.maxTokens * factor),
    maxDepth: Math.floor(GRAPHQL_LIMITS.maxDepth * factor),
    maxCost: Math.floor(GRAPHQL_LIMITS.maxCost * factor),
    maxAliases: Math.floor(GRAPHQL_LIMITS.maxAliases * factor),
    maxDirectives: Math.floor(GRAPHQL_LIMITS.maxDirectives * factor),
  }
  const yoga = createYoga({ schema: buildPlatformSchema(), plugins: [graphqlArmor(false, limits)] })
  return (query: string) => {
    const { parse: parseDocument, validate, schema } = yoga.getEnveloped({} as never)
    try {
      return validate(schema, parseDocument(query) as DocumentNode)
    } catch (error) {
      return [error as { message: string; extensions?: Record<string, unknown> }]
    }
  }
}

describe("the site's operations", () => {
  const operations = siteOperations()

  it('are all found (one per operation of the .graphql files)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80)
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['SubscriptionsPage', 'PersonalDataUpdate', 'UploadFilesQuestion', 'Cities']),
    )
  })

  it('all pass the limits as Yoga runs them, in development and in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      for (const config of [platform.config, production.config]) {
        const graphql = createPlatformGraphQL(config, platform.database.db, createLogger(false))
        for (const { name, document } of operations) {
          const errors = graphql.check(document)
          expect({ name, errors: errors.map((e) => e.message) }).toEqual({ name, errors: [] })
        }
      }
    } finally {
      await production.close()
    }
  })

  it('all stay within 80% of every limit (the margin: this fails before a new operation is refused)', () => {
    const check = scaledChecker(0.8)
    for (const { name, document } of operations) {
      const errors = check(document)
      expect({ name, refused: refusedLimit(errors) }).toEqual({ name, refused: null })
    }
  })
})

// ── Operations over a limit ────────────────────────────────────────────────────────────────────

const aliases = (n: number, selection = 'domains(state: "SP") { cities { id name abbr } }') =>
  `query { ${Array.from({ length: n }, (_, i) => `a${i}: ${selection}`).join(' ')} }`

/** `n` nested selections: domains { states { … } } is not valid past two, which does not matter (armor counts first). */
const nested = (n: number) => `query { ${'a { '.repeat(n - 1)}b${' }'.repeat(n - 1)} }`

// What a refusal costs is bounded by the limit that refuses it, not by the document: the 5,000-alias attack
// stops the parser at its 1,000th token, the depth-50 query is refused by validation's cost rule before any
// resolver runs (each case below checks which limit refused it and that nothing was resolved). No wall-clock
// figure is asserted here: on a shared CI machine a timed unit test fails with the load, not with the code.
const OVER_LIMIT: Record<string, { query: string; limit: string }> = {
  '5,000 aliases of the cities list': { query: aliases(5000), limit: 'tokens' },
  'more aliases than allowed': {
    query: aliases(GRAPHQL_LIMITS.maxAliases + 1, 'domains { states { id } }'),
    limit: 'aliases',
  },
  'nesting one level too deep': { query: nested(GRAPHQL_LIMITS.maxDepth + 1), limit: 'depth' },
  'a depth-50 query': { query: nested(50), limit: 'cost' },
  'a cost over the limit through repeated fragments': {
    query: `query { domains { ${'...F '.repeat(350)}} } fragment F on Domains { states { id name abbr } }`,
    limit: 'cost',
  },
  'more tokens than allowed': {
    query: `query { domains { states { ${'id '.repeat(GRAPHQL_LIMITS.maxTokens)}} } }`,
    limit: 'tokens',
  },
  'more directives than allowed': {
    query: `query { domains { states { ${'id @include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)}} } }`,
    limit: 'directives',
  },
}

/** The platform schema with Domains.cities and Domains.states counting their calls. */
function countingSchema() {
  const schema = buildPlatformSchema()
  const calls = { cities: 0, states: 0 }
  const fields = (
    schema.getType('Domains') as unknown as {
      getFields(): Record<string, { resolve?: GraphQLFieldResolver<unknown, unknown> }>
    }
  ).getFields()
  for (const name of ['cities', 'states'] as const) {
    const field = fields[name]!
    const resolve = field.resolve!
    field.resolve = (...args) => {
      calls[name] += 1
      return resolve(...args)
    }
  }
  return { schema, calls }
}

const operation = (query: string, variables: Record<string, unknown> = {}): SealedOperation => ({
  query,
  variables,
  clientToken: platform.config.clientTokens[0]!,
  request: new Request('http://platform.test/graphql', { method: 'POST' }),
})

describe('an operation over a limit', () => {
  for (const [title, { query, limit }] of Object.entries(OVER_LIMIT)) {
    it(`${title}: refused by the ${limit} limit, nothing resolved`, async () => {
      const { schema, calls } = countingSchema()
      const graphql = createPlatformGraphQL(
        platform.config,
        platform.database.db,
        createLogger(false),
        schema,
      )
      expect(refusedLimit(graphql.check(query))).toBe(limit)
      const refused = await graphql.execute(operation(query)).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(GraphQLLimitError)
      expect(refused).toMatchObject({ limit, status: 400, message: PLATFORM_MESSAGES.queryTooComplex })
      expect(calls).toEqual({ cities: 0, states: 0 })
    })
  }

  it('the counting schema does count (the control of the test above)', async () => {
    const { schema, calls } = countingSchema()
    const graphql = createPlatformGraphQL(platform.config, platform.database.db, createLogger(false), schema)
    const result = await graphql.execute(operation(aliases(3)))
    expect(result.errors).toBeUndefined()
    expect(calls.cities).toBe(3)
  })

  it('answers HTTP 400 with the pt-BR message and the VALIDATION code, unsealed, while /health answers', async () => {
    const attack = anonymous().request(aliases(5000))
    const health = platform.app.request('/health')
    const error = await attack.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ status: 400, message: PLATFORM_MESSAGES.queryTooComplex })
    expect((await health).status).toBe(200)
  })

  it('leaves the platform answering /health and a normal query right after', async () => {
    for (const query of Object.values(OVER_LIMIT).map((o) => o.query)) {
      await anonymous()
        .request(query)
        .catch(() => undefined)
    }
    expect((await platform.app.request('/health')).status).toBe(200)
    const cities = await anonymous().request(CitiesDocument, { state: 'SP' })
    expect(cities.domains?.cities?.length).toBeGreaterThan(600)
  })

  it('has the plain body of docs/wire-format.md, "Answers that are not sealed"', async () => {
    const response = await sealedRequest(aliases(GRAPHQL_LIMITS.maxAliases + 1, 'domains { states { id } }'))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      errors: [{ message: PLATFORM_MESSAGES.queryTooComplex, extensions: { code: 'VALIDATION' } }],
    })
  })
})

/** A sealed POST /graphql as the client sends it, answered by the app as it is (no client parsing). */
async function sealedRequest(query: string): Promise<Response> {
  let answer: Response | undefined
  const client = createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: platform.config.clientTokens,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      answer = await platform.app.request(input, init)
      return answer.clone()
    }) as typeof fetch,
  })
  await client.request(query).catch(() => undefined)
  return answer!
}

// ── Body and answer sizes ──────────────────────────────────────────────────────────────────────

/** A PDF of `size` bytes: the signature, then filler. */
function pdfBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  return bytes
}

describe('the body size', () => {
  it('lets a maximum-size upload through (2,100,000 bytes, base64-encoded and sealed)', async () => {
    let sent = 0
    const client = createPlatformClient({
      apiUrl: 'http://platform.test',
      clientTokens: platform.config.clientTokens,
      getSession: () => ({ token: joana.token, userId: joana.userId }),
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        sent = new TextEncoder().encode(String(init?.body)).byteLength
        return platform.app.request(input, init)
      }) as typeof fetch,
    })
    const uploaded = await client.request(UploadFilesQuestionDocument, {
      user_id: joana.id,
      question_id: '1006',
      document_base64: Buffer.from(pdfBytes(MAX_UPLOAD_BYTES)).toString('base64'),
      original_filename: `${'curriculo-'.repeat(20)}.pdf`,
    })
    expect(uploaded.uploadFilesQuestion).toMatchObject({ id: expect.any(String) })
    // The margin under the limit (about 3.74 MB of 4 MiB).
    expect(sent).toBeGreaterThan(3_700_000)
    expect(sent).toBeLessThan(GRAPHQL_MAX_BODY_BYTES * 0.92)
    expect(GRAPHQL_MAX_BODY_BYTES).toBe(DEFAULT_MAX_BODY_BYTES)
  })

  const authorization = () => buildAuthorizationHeader(platform.config.clientTokens[0]!)

  it('answers 413 with the pt-BR message above the limit (declared length)', async () => {
    const response = await platform.app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: authorization() },
      body: `query=${'a'.repeat(GRAPHQL_MAX_BODY_BYTES)}`,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      errors: [{ message: PLATFORM_MESSAGES.requestTooLarge, extensions: { code: 'VALIDATION' } }],
    })
  })

  it('answers 413 above the limit without a declared length (streamed)', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x61)
    let sentChunks = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sentChunks += 1
        if (sentChunks > 40) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await platform.app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: authorization() },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ errors: [{ message: PLATFORM_MESSAGES.requestTooLarge }] })
    // It stopped reading at the limit, not at the end of the 10 MiB stream.
    expect(sentChunks).toBeLessThanOrEqual(GRAPHQL_MAX_BODY_BYTES / chunk.byteLength + 3)
  })

  it('limits POST /opportunities/graphql too', async () => {
    const response = await platform.app.request('/opportunities/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: `{ opportunity(id: "1") { id } }`, padding: 'x'.repeat(70_000) }),
    })
    expect(response.status).toBe(413)
  })
})

describe('the answer size', () => {
  it("keeps the site's largest answers far under the limit", async () => {
    const graphql = createPlatformGraphQL(platform.config, platform.database.db, createLogger(false))
    const sizes: Record<string, number> = {}
    const measure = async (name: string, query: string, variables: Record<string, unknown> = {}) => {
      const result = await graphql.execute(operation(query, variables))
      expect(result.errors).toBeUndefined()
      sizes[name] = JSON.stringify(result).length
    }
    await measure('States', String(StatesDocument))
    await measure('Cities SP', String(CitiesDocument), { state: 'SP' })
    await measure('Cities MG', String(CitiesDocument), { state: 'MG' })
    await measure('Institutions SP', String(InstitutionsDocument), { state: 'SP' })
    await measure('ResumeDomains', String(ResumeDomainsDocument))
    for (const level of ['1', '2', '3', '4', '5', '6', '7', '8'])
      await measure(`Courses ${level}`, String(CoursesDocument), { level })
    // The résumé's batched reads: the eight largest states' institutions, every level's courses.
    await measure('InstitutionsOfStates', String(InstitutionsOfStatesDocument), {
      s1: 'SP',
      s2: 'MG',
      s3: 'RJ',
      s4: 'RS',
      s5: 'PR',
      s6: 'BA',
      s7: 'SC',
      s8: 'PE',
    })
    await measure('CoursesOfLevels', String(CoursesOfLevelsDocument), {
      l1: '1',
      l2: '2',
      l3: '3',
      l4: '4',
      l5: '5',
      l6: '6',
      l7: '7',
      l8: '8',
    })
    for (const [name, size] of Object.entries(sizes))
      expect({ name, fits: size < GRAPHQL_LIMITS.maxResponseBytes / 5 }).toEqual({ name, fits: true })
  })

  it('refuses an answer over the limit with a 400 and the pt-BR message', async () => {
    const limits = GRAPHQL_LIMITS as { maxResponseBytes: number }
    const original = limits.maxResponseBytes
    limits.maxResponseBytes = 10_000 // a state's cities are about 30 KB
    try {
      const error = await anonymous()
        .request(CitiesDocument, { state: 'SP' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TransportError)
      expect(error).toMatchObject({ status: 400, message: PLATFORM_MESSAGES.responseTooLarge })
      // A small answer still passes.
      const states = await anonymous().request(StatesDocument)
      expect(states.domains?.states).toHaveLength(27)
    } finally {
      limits.maxResponseBytes = original
    }
  })
})

// ── Suggestions ────────────────────────────────────────────────────────────────────────────────

describe("'Did you mean…'", () => {
  const typo = 'query { domains { statez { id } } }'
  /** A variable's unknown input field: graphql-js suggests while coercing it, where armor does not look. */
  const inputTypo =
    'mutation($q: [QuestionAnswerInput!]!) { validateCandidateEliminatoryQuestions(opportunity_id: 100001, questions: $q) { subscribe } }'

  it('is taken out of messages', () => {
    expect(withoutSuggestions('Cannot query field "statez" on type "Domains". Did you mean "states"?')).toBe(
      'Cannot query field "statez" on type "Domains".',
    )
    expect(withoutSuggestions('Value "X" does not exist in "E" enum. Did you mean the enum value "Y"?')).toBe(
      'Value "X" does not exist in "E" enum.',
    )
  })

  const variables = { q: [{ id: '1', titel: 'x' }] }

  it('is kept in development (it helps whoever writes a query)', async () => {
    expect((await failure(anonymous().request(typo))).message).toMatch(/Did you mean "states"\?/)
    expect((await failure(anonymous().request(inputTypo, variables))).message).toMatch(
      /Did you mean "title"\?/,
    )
  })

  it('never reaches a client in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      const client = clientOf(production)
      for (const query of [typo, inputTypo]) {
        const error = await failure(client.request(query, variables))
        expect(error.code).toBe('VALIDATION')
        expect(error.message).not.toMatch(/did you mean|"states"|"title"/i)
      }
    } finally {
      await production.close()
    }
  })
})

// ── Inline literals ────────────────────────────────────────────────────────────────────────────

describe('an inline object literal in saveSubscriptionDraft', () => {
  it('is saved like the same value sent as a variable (it answered INTERNAL)', async () => {
    const user = await signUp(platform)
    // The same value both ways (a literal's field names are GraphQL names: q1001, not "1001").
    const draft = { answers: { q1001: 'Maria' }, tab: 'basic', list: [1, 2.5, true, null], empty: {} }
    const inline = await user.client.request<{ saveSubscriptionDraft: { id: string; draft: unknown } }>(
      `mutation($u: ID!) { saveSubscriptionDraft(opportunity_id: 100001, user_id: $u,
        draft: {answers: {q1001: "Maria"}, tab: "basic", list: [1, 2.5, true, null], empty: {}}) { id draft } }`,
      { u: user.id },
    )
    expect(inline.saveSubscriptionDraft.draft).toEqual(draft)
    const asVariable = await user.client.request(SaveSubscriptionDraftDocument, {
      opportunity_id: '100001',
      user_id: user.id,
      draft,
    })
    expect(asVariable.saveSubscriptionDraft).toMatchObject({ id: inline.saveSubscriptionDraft.id, draft })
    const [row] = await platform.database.db
      .select({ draft: subscriptions.draft })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.userId), isNull(subscriptions.deletedAt)))
    expect(row?.draft).toEqual(draft)
  })
})
