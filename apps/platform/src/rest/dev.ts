// Development routes (outside production):
//   GET /dev/outbox[?to=]   every e-mail and SMS the platform "sent", newest first (a JSON array)
//   POST /dev/users         creates a candidate as given (phone, CPF, terms accepted or not), for local
//                           trials and the e2e journeys: sign-up cannot set a phone or leave terms pending
//   POST /dev/sessions/expire {userId}   ends every sign-in session of that user at once (deleted), as if
//                           they had expired: the e2e journeys check what a session lost mid-way does
//   GET /dev/subscriptions?userId=       that user's subscriptions, oldest first (a JSON array of
//                           { id, opportunityId, step, isDeleted, indicationName, indicationEmail,
//                           answers: [{ title, answer }] }): the journeys count them and read what was sent
//   POST /dev/test-headers/deadline {userId, testId, secondsLeft}   moves the deadline of that candidate's
//                           test to now + secondsLeft (a test not started yet starts now): the journeys let
//                           a timed test run out in seconds. Answers { headerTestId, deadlineAt }; 404 when
//                           the candidate has no header for the test (open its cover first)
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { hashPassword } from '../accounts/secrets.js'
import type { Db } from '../db/client.js'
import { outbox, sessions, subscriptions, termsAcceptances, testHeaders, users } from '../db/schema.js'
import { TERMS_VERSION } from '../graphql/resolvers/accounts.js'

const fixtureUserSchema = z.object({
  name: z.string().trim().min(3),
  email: z.email().transform((value) => value.toLowerCase()),
  password: z.string().min(8),
  cpf: z
    .string()
    .regex(/^\d{11}$/)
    .optional(),
  phone: z
    .string()
    .regex(/^\d{10,11}$/)
    .optional(),
  termsAccepted: z.boolean().default(true),
  companyId: z.number().int().positive().default(DEFAULT_COMPANY_ID),
})

const userIdSchema = z.coerce.number().int().positive()

const deadlineSchema = z.object({
  userId: userIdSchema,
  testId: userIdSchema,
  secondsLeft: z.coerce.number().int().min(-86_400).max(86_400),
})

export function devRoutes(db: Db) {
  const app = new Hono()
  app.get('/outbox', async (c) => {
    const to = c.req.query('to')?.trim()
    const query = db.select().from(outbox)
    const rows = await (to ? query.where(eq(outbox.to, normalizeAddress(to))) : query)
      .orderBy(desc(outbox.id))
      .limit(200)
    return c.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })))
  })
  app.post('/users', async (c) => {
    const parsed = fixtureUserSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success)
      return c.json(
        { errors: parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path })) },
        400,
      )
    const input = parsed.data
    const space = input.name.indexOf(' ')
    const [user] = await db
      .insert(users)
      .values({
        name: input.name,
        firstName: space === -1 ? input.name : input.name.slice(0, space),
        lastName: space === -1 ? '' : input.name.slice(space + 1),
        email: input.email,
        cpf: input.cpf ?? null,
        phone: input.phone ?? null,
        passwordHash: await hashPassword(input.password),
      })
      .returning({ id: users.id })
    if (!user) return c.json({ errors: [{ message: 'não criado' }] }, 500)
    if (input.termsAccepted)
      await db
        .insert(termsAcceptances)
        .values({ userId: user.id, companyId: input.companyId, version: TERMS_VERSION, source: 'dev' })
    return c.json({ id: user.id }, 201)
  })
  app.post('/sessions/expire', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { userId?: unknown } | null
    const userId = userIdSchema.safeParse(body?.userId)
    if (!userId.success) return c.json({ errors: [{ message: 'userId inválido', path: ['userId'] }] }, 400)
    const ended = await db
      .delete(sessions)
      .where(eq(sessions.userId, userId.data))
      .returning({ id: sessions.id })
    return c.json({ expired: ended.length })
  })
  app.get('/subscriptions', async (c) => {
    const userId = userIdSchema.safeParse(c.req.query('userId'))
    if (!userId.success) return c.json({ errors: [{ message: 'userId inválido', path: ['userId'] }] }, 400)
    const rows = await db
      .select({
        id: subscriptions.id,
        opportunityId: subscriptions.opportunityId,
        step: subscriptions.step,
        isDeleted: subscriptions.isDeleted,
        indicationName: subscriptions.indicationName,
        indicationEmail: subscriptions.indicationEmail,
        questions: subscriptions.questions,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId.data))
      .orderBy(asc(subscriptions.id))
    return c.json(
      rows.map(({ questions, ...row }) => ({
        ...row,
        answers: questions.map(({ title, answer }) => ({ title, answer })),
      })),
    )
  })
  app.post('/test-headers/deadline', async (c) => {
    const parsed = deadlineSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success)
      return c.json(
        { errors: parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path })) },
        400,
      )
    const { userId, testId, secondsLeft } = parsed.data
    const now = new Date()
    const deadlineAt = new Date(now.getTime() + secondsLeft * 1000)
    const [header] = await db
      .update(testHeaders)
      .set({ deadlineAt, startedAt: sql`coalesce(${testHeaders.startedAt}, ${now.toISOString()})` })
      .where(and(eq(testHeaders.userId, userId), eq(testHeaders.testId, testId)))
      .returning({ id: testHeaders.id })
    if (!header) return c.json({ errors: [{ message: 'teste não iniciado por este candidato' }] }, 404)
    return c.json({ headerTestId: header.id, deadlineAt: deadlineAt.toISOString() })
  })
  return app
}

/** E-mails are stored lower case; phones as digits. */
function normalizeAddress(to: string): string {
  return to.includes('@') ? to.toLowerCase() : to.replace(/\D/g, '')
}
