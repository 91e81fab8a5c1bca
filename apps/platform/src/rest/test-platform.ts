// The test platform's path of one question, in plain JSON (not encrypted):
//   GET  /v1/header/{headerTestId}/questions/{questionId}   { header_questions: … } (the same as testQuestion)
//   POST /v1/header/{headerTestId}/questions/{questionId}   JSON { answers, text_answer, url_movie,
//        time_to_finish } → { success: true } (the same rules as saveTestQuestion)
// Authorized by the GraphQL endpoint's header, `Authorization: Token token="…", session="…"` (docs/wire-format.md):
// a known client token and a live session of the header's owner. Errors: { error: { code, message } }
// with 401 (no valid client token or session), 403 (another candidate's header), 404, 409 (TIME_UP,
// CLOSED) or 422 (VALIDATION, a malformed body).
import { parseAuthorizationHeader } from '@carreiras/api/server'
import { errorMessage, type ErrorCode } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { resolveSession } from '../accounts/sessions.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { DomainError, domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { saveAnswer, testQuestion, type TestsEnv } from '../online-tests/service.js'

export const TEST_PLATFORM_PATH = '/v1/header'

const STATUS: Partial<Record<ErrorCode, 401 | 403 | 404 | 409 | 422>> = {
  UNAUTHORIZED: 403,
  NOT_FOUND: 404,
  TIME_UP: 409,
  CLOSED: 409,
  VALIDATION: 422,
}

const bodySchema = z.object({
  answers: z
    .array(z.union([z.string(), z.number()]))
    .max(50)
    .nullish(),
  text_answer: z.string().max(10_000).nullish(),
  url_movie: z.string().max(2_000).nullish(),
  time_to_finish: z.number().nullish(),
})

function failure(
  c: Context,
  code: ErrorCode,
  status: 401 | 403 | 404 | 409 | 422,
  message = errorMessage(code),
) {
  c.header('Cache-Control', 'no-store')
  return c.json({ error: { code, message } }, status)
}

export function testPlatformRoutes(config: Config, db: Db) {
  const app = new Hono()

  /** The session's user, or null (401) without a known client token and a live session. */
  const sessionUser = async (c: Context): Promise<number | null> => {
    const credentials = parseAuthorizationHeader(c.req.header('Authorization'))
    if (!credentials || !config.clientTokens.includes(credentials.clientToken)) return null
    const session = await resolveSession(db, credentials.sessionToken)
    return session?.userId ?? null
  }

  const env = (_c: Context): TestsEnv => ({ db, config, platformOrigin: config.publicUrl })

  /** Runs the operation; an expected platform error becomes its status and JSON shape. */
  const run = async (c: Context, operation: (userId: number) => Promise<unknown>) => {
    const userId = await sessionUser(c)
    if (userId === null) return failure(c, 'UNAUTHORIZED', 401)
    try {
      const result = await operation(userId)
      c.header('Cache-Control', 'no-store')
      return c.json(result as Record<string, unknown>)
    } catch (error) {
      // A domain error (src/errors.ts) with a status here is answered; anything else is the app's 500.
      const status = error instanceof DomainError ? STATUS[error.code] : undefined
      if (!(error instanceof DomainError) || status === undefined) throw error
      return failure(c, error.code, status, error.message)
    }
  }

  app.get('/:headerTestId/questions/:questionId', (c) =>
    run(c, (userId) => testQuestion(env(c), userId, c.req.param('headerTestId'), c.req.param('questionId'))),
  )

  app.post('/:headerTestId/questions/:questionId', async (c) => {
    const body = bodySchema.safeParse(await c.req.json().catch(() => undefined))
    return run(c, async (userId) => {
      if (!body.success) throw domainError('VALIDATION', PLATFORM_MESSAGES.badRequest)
      const { success } = await saveAnswer(
        env(c),
        userId,
        { headerTestId: c.req.param('headerTestId'), questionId: c.req.param('questionId') },
        body.data,
      )
      return { success }
    })
  })

  return app
}
