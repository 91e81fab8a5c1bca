// The platform's log (src/logger.ts): JSON lines with a request id, no personal data.
import { createSchema } from 'graphql-yoga'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { createPlatformGraphQL } from '../src/graphql/yoga.js'
import type { PlatformContext } from '../src/graphql/context.js'
import { createLogger, withRequestId, type LogLevel, type LoggerOptions } from '../src/logger.js'
import { clientOf, signUp, USER_LOGIN } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

interface Captured {
  level: LogLevel
  line: string
  entry: Record<string, unknown>
}

function capturing(options: Omit<LoggerOptions, 'write'> = {}) {
  const lines: Captured[] = []
  const logger = createLogger({
    ...options,
    write: (line, level) => {
      let entry: Record<string, unknown> = {}
      try {
        entry = JSON.parse(line) as Record<string, unknown>
      } catch {
        // a pretty line
      }
      lines.push({ level, line, entry })
    },
  })
  return { logger, lines }
}

const CPF = '529.982.247-25'
const EMAIL = 'maria.silva@example.com'

describe('createLogger', () => {
  const now = () => new Date('2026-11-26T09:08:34.123Z')

  it('writes one JSON object per line: time, level, msg, the request id and the fields', () => {
    const { logger, lines } = capturing({ now })
    withRequestId('req-1', () =>
      logger.info('request', { method: 'GET', path: '/vagas?q=x', status: 200, ms: 3 }),
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]!.line).not.toContain('\n')
    expect(lines[0]!.entry).toEqual({
      time: '2026-11-26T09:08:34.123Z',
      level: 'info',
      msg: 'request',
      requestId: 'req-1',
      method: 'GET',
      path: '/vagas',
      status: 200,
      ms: 3,
    })
  })

  it('writes an error with its name, message and stack, redacted, even with the info lines off', () => {
    const { logger, lines } = capturing({ enabled: false, now })
    logger.info(`não escrita ${EMAIL}`)
    const error = new TypeError(`falhou para ${EMAIL} com CPF ${CPF}`)
    logger.error(`Falha de ${EMAIL}`, error, { path: '/files/12/Zk3q9Xw0pQe2Lr8s7T6u5V4y3W2x1' })
    expect(lines).toHaveLength(1)
    const [{ level, line, entry }] = lines as [Captured]
    expect(level).toBe('error')
    expect(entry).toMatchObject({
      level: 'error',
      msg: 'Falha de [email]',
      path: '/files/:id/:param',
      error: { name: 'TypeError', message: 'falhou para [email] com CPF [cpf]' },
    })
    expect(entry.stack).toMatch(/^TypeError: falhou para \[email\] com CPF \[cpf\]\n\s+at /)
    expect(line).not.toContain(EMAIL)
    expect(line).not.toContain(CPF)
    expect(line).not.toContain('52998224725')
  })

  it('redacts every string field and a thrown non-Error', () => {
    const { logger, lines } = capturing()
    logger.error('x', { password: 'hunter22', user: EMAIL }, { note: `token=abc cpf ${CPF}` })
    expect(lines[0]!.entry).toMatchObject({ note: 'token=[redacted] cpf [cpf]' })
    expect(lines[0]!.line).not.toMatch(/hunter22|maria\.silva/)
  })

  it('LOG=pretty: one readable line per request, the same redaction', () => {
    const { logger, lines } = capturing({ format: 'pretty', now })
    withRequestId('req-2', () => {
      logger.info('request', { method: 'POST', path: '/graphql', status: 200, ms: 12 })
      logger.error('Falha', new Error(`de ${EMAIL}`))
    })
    expect(lines[0]!.line).toBe('09:08:34 POST /graphql 200 12ms [req-2]')
    expect(lines[1]!.line).toMatch(/^09:08:34 ERROR Falha Error: de \[email\] \[req-2\]\n\s+at /)
  })
})

describe('LOG', () => {
  it('JSON by default; off silences info lines; pretty for a person', () => {
    expect(loadConfig({})).toMatchObject({ log: true, logFormat: 'json' })
    expect(loadConfig({ LOG: 'off' })).toMatchObject({ log: false, logFormat: 'json' })
    expect(loadConfig({ LOG: 'pretty' })).toMatchObject({ log: true, logFormat: 'pretty' })
  })
})

// One test platform for the app and GraphQL tests below.
let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

describe('the request log of the app', () => {
  const appWith = () => {
    const { logger, lines } = capturing()
    return { app: createApp(platform.config, platform.database, { logger }), lines }
  }

  it('logs method, path pattern, status and ms with a new request id, echoed in X-Request-Id', async () => {
    const { app, lines } = appWith()
    const response = await app.request(`/files/12/Zk3q9Xw0pQe2Lr8s7T6u5V4y3W2x1?cpf=${CPF}`)
    const requestId = response.headers.get('X-Request-Id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.entry).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId,
      method: 'GET',
      path: '/files/:id/:param',
      status: response.status,
    })
    expect(lines[0]!.entry.ms).toEqual(expect.any(Number))
    expect(lines[0]!.line).not.toContain('Zk3q9')
    expect(lines[0]!.line).not.toContain('52998224725')
  })

  it('keeps a short safe incoming X-Request-Id and replaces anything else', async () => {
    const { app, lines } = appWith()
    const kept = await app.request('/health', { headers: { 'X-Request-Id': 'web-42.a_b' } })
    expect(kept.headers.get('X-Request-Id')).toBe('web-42.a_b')
    for (const unsafe of [CPF, EMAIL, 'x'.repeat(65), 'a b', 'Zk3q9Xw0pQe2Lr8s7T6u5V4y3W2x1']) {
      const replaced = await app.request('/health', { headers: { 'X-Request-Id': unsafe } })
      expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(lines.map((l) => l.entry.requestId)[0]).toBe('web-42.a_b')
    expect(lines.map((l) => l.line).join('\n')).not.toMatch(/maria|52998224725|529\.982/)
  })

  it('a sign-in through the sealed transport leaves no e-mail, password or token in the log', async () => {
    const { app, lines } = appWith()
    const person = await signUp(platform)
    const client = clientOf({ ...platform, app })
    await client.request(USER_LOGIN, { email: person.email, password: person.password, keepLogged: false })
    await client
      .request(USER_LOGIN, { email: person.email, password: 'errada-123', keepLogged: false })
      .catch(() => {})
    const text = lines.map((l) => l.line).join('\n')
    expect(lines.filter((l) => l.entry.path === '/graphql')).toHaveLength(2)
    expect(text).not.toContain(person.email)
    expect(text).not.toContain(person.password)
    expect(text).not.toContain(person.token)
    expect(text).not.toContain(person.cpf)
  })
})

describe('the GraphQL context and a resolver error', () => {
  it('hands resolvers the request id, and the masked error line carries it, redacted', async () => {
    const schema = createSchema<PlatformContext>({
      typeDefs: 'type Query { requestId: String, broken: String }',
      resolvers: {
        Query: {
          requestId: (_root: unknown, _args: unknown, ctx: PlatformContext) => ctx.requestId,
          broken: () => {
            throw new Error(`sem perfil para ${EMAIL} (${CPF})`)
          },
        },
      },
    })
    const { logger, lines } = capturing()
    const graphql = createPlatformGraphQL(platform.config, platform.database.db, logger, schema)
    const result = await withRequestId('req-77', () =>
      graphql.execute({
        query: '{ requestId broken }',
        variables: {},
        clientToken: platform.config.clientTokens[0]!,
        request: new Request('http://platform.test/graphql', { method: 'POST' }),
      }),
    )
    expect(result.data).toEqual({ requestId: 'req-77', broken: null })
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'INTERNAL' } })
    const errorLines = lines.filter((l) => l.level === 'error')
    expect(errorLines).toHaveLength(1)
    expect(errorLines[0]!.entry).toMatchObject({
      msg: 'GraphQL resolver failed',
      requestId: 'req-77',
      error: { name: 'Error', message: 'sem perfil para [email] ([cpf])' },
    })
    expect(errorLines[0]!.line).not.toMatch(/maria|529\.982|52998224725/)
  })
})
