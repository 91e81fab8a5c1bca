// Development routes (outside production):
//   GET /dev/outbox[?to=]   the message road's e-mails and SMS (outgoing/dev-outbox.ts), newest first (a JSON
//                           array of { id, kind, template, to, subject, body, link, code, status, attempts,
//                           createdAt, sentAt })
//   POST /dev/users         creates a candidate as given (phone, CPF, terms accepted or not), for local
//                           trials and the e2e journeys: sign-up cannot set a phone or leave terms pending.
//                           With `internal: true`, a person the company (`companyId`) provisioned instead:
//                           role employer, no password (the first access, employerSignUp, sets it), so each
//                           journey has its own first access
//   POST /dev/sessions/expire {userId}   ends every sign-in session of that user at once (deleted), as if
//                           they had expired: the e2e journeys check what a session lost mid-way does
//   GET /dev/subscriptions?userId=       that user's subscriptions, oldest first (a JSON array of
//                           { id, opportunityId, step, isDeleted, indicationName, indicationEmail,
//                           answers: [{ title, answer }] }): the journeys count them and read what was sent
//   POST /dev/test-headers/deadline {userId, testId, secondsLeft}   moves the deadline of that candidate's
//                           test to now + secondsLeft (a test not started yet starts now): the journeys let
//                           a timed test run out in seconds. Answers { headerTestId, deadlineAt }; 404 when
//                           the candidate has no header for the test (open its cover first)
//   POST /dev/events/invite {subscriptionId | email + opportunityId, typeEvent?, typeLocation?, title?,
//                           description?, durationMinutes?, meetingUrl?, schedules?}   invites the candidate of
//                           that live subscription to a selection event (pending) and puts the invitation
// e-mail in the outbox, as a company would. `typeEvent` 'interview'
//                           (default) or 'group_dynamic'; `typeLocation` 'online' (default) or 'on_site';
//                           `schedules`: [{date: 'YYYY-MM-DD', time: 'HH:MM', capacity, address?: {street,
//                           number?, complement?, neighborhood?, city?, stateAbbr?, zipcode?}, room?}] (São
//                           Paulo time; on site each needs an address, online none) or [{scheduleId}] to offer
//                           an existing slot (shared with another candidate's event). Default: the next three
//                           business days at 10:00, 14:00 and 16:00, capacities 5, 1 and 5 (on site at the
//                           opening's address, room 'Sala 1'). Answers 201 { eventId, subscriptionId,
//                           scheduleIds }; 400 with a pt-BR message on bad input, 404 when there is no such
//                           live subscription (or user)
//   POST /dev/profile-updates {email | userId, steps?, questions?, opportunityId?, expiresInDays?}   a company
// asks that candidate to update the profile: the request and its e-mail
//                           in the outbox, with the link <web origin>/profile_questions_updates/token/<token>.
//                           `steps`: step names as given (default ['personal_data', 'education',
//                           'professional_xp', 'languages']; unknown names are kept, the site drops them);
//                           `questions`: 'default' (one question of each html type: text and select required,
//                           radio_buttons, check_boxes, file_upload optional), 'none', or [{id?, title, htmlType
//                           ('text' | 'select' | 'radio_buttons' | 'check_boxes' | 'file_upload'), required?,
//                           hint?, options? (a list or 'a;b'), slug?}] (an id given is kept: one of the
//                           opening's questions); `expiresInDays` (default 7; negative = already past).
//                           Answers 201 { id, token, link }; 400 with a pt-BR message on bad input, 404 when
//                           there is no such user or opening
//   GET /dev/profile-updates?userId=     that user's update requests, oldest first (a JSON array of { id,
//                           userId, opportunityId, steps, questions, createdAt, expiresAt, completedAt,
//                           answers: [{ questionId, question, answer }] })
//   POST /dev/hunting/invite {email, opportunityId?, expiresInDays?}   a headhunter invites the user with that
// e-mail, or (no user has it) the external-base profile with it; the
//                           e-mail goes to the outbox with the accept link <web origin>/accept_hunting/<token>
//                           (the outbox row's `link`) and the refusal link <web origin>/refuse_hunting/<token>.
//                           Answers 201 { id, token, acceptLink, refuseLink }; 400 on bad input, 404 when
//                           neither a user nor an external profile has the e-mail (or no such opening)
//   POST /dev/external-base {email, name?, cpf?, like?}   puts a person in the external (partner) base, a copy
//                           of a demonstration profile (`like`: 'marina' (default, no CPF), 'otavio' or 'lucia')
//                           with this e-mail (and name, and CPF: null for none), so each journey invites someone
//                           new. Answers 201 { id, token } (the partner token); 409 when the e-mail is taken
//   GET /dev/hunting?email=  the invitations to that e-mail (or its account), newest first (a JSON array of
//                           { id, email, userId, externalBaseProfileId, opportunityId, createdAt, expiresAt,
//                           acceptedAt, refusedAt })
//   POST /dev/hash-pool/refuse {count, retryAfterSeconds}   the next `count` sign-ins and sign-ups (userLogin,
//                           userCreate, employerSignIn with a password) are refused as if the hashing pool
//                           were full: HTTP 429 with `Retry-After: retryAfterSeconds` (accounts/secrets.ts,
//                           `admitHash`). The journeys see the site's countdown and its automatic retry.
//                           count 0 cancels. Answers 204
//   POST /dev/opportunities/copy {opportunityId, companyId, companyName}   a copy of that open opening under
//                           another company, created with the name given when no company has the id (an
//                           existing company keeps its own): the journeys need applications in more companies
//                           than the two the platform seeds, for the brands that list up to three in
//                           'Minhas Inscrições' (docs/decisions.md, "Company ids of the applications box").
//                           The copy is open 30 days from now, with the source's texts, place, tests and
//                           benefits (no questions: the default form). Answers 201 { id, title, slug, path,
//                           companyId }; 400 on bad input or a closed source, 404 when there is no such opening
import { randomBytes } from 'node:crypto'
import {
  DEFAULT_COMPANY_ID,
  QUESTION_HTML_TYPES,
  isOpportunityOpen,
  opportunityPath,
  opportunitySlug,
  questionOptions,
} from '@carreiras/core'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { forceHashPoolRefusals, hashPassword } from '../accounts/secrets.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { outboxView } from '../outgoing/dev-outbox.js'
import { messageBrands } from '../outgoing/brands.js'
import { enqueue } from '../outgoing/queue.js'
import {
  cities,
  companies,
  externalBaseProfiles,
  follows,
  opportunities,
  opportunityBenefits,
  outgoingMessages,
  sessions,
  states,
  subscriptions,
  termsAcceptances,
  testHeaders,
  users,
} from '../db/schema.js'
import {
  APPLICATIONS_PATH,
  EventInputError,
  createEvent,
  nextBusinessDays,
  type NewAddress,
  type NewSchedule,
} from '../events/service.js'
import { TERMS_VERSION } from '../accounts/service.js'
import { RequestInputError } from '../hunting/company-requests.js'
import { createInvitation, invitationsTo } from '../hunting/service.js'
import { tokenHash } from '../hunting/signed-tokens.js'
import { SEED_EXTERNAL_PROFILES } from '../db/seed-external-base.js'
import { createUpdateRequest, updateRequestsOf } from '../profile-updates/service.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { webOrigin } from '../online-tests/service.js'
import { enqueuePush, eventInvitationJob } from '../push/triggers.js'

const fixtureUserSchema = z
  .object({
    name: z.string().trim().min(3),
    email: z.email().transform((value) => value.toLowerCase()),
    password: z.string().min(8).optional(),
    internal: z.boolean().default(false),
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
  .refine((input) => input.internal || input.password !== undefined, {
    path: ['password'],
    message: 'password is required for a candidate',
  })

const userIdSchema = z.coerce.number().int().positive()

const deadlineSchema = z.object({
  userId: userIdSchema,
  testId: userIdSchema,
  secondsLeft: z.coerce.number().int().min(-86_400).max(86_400),
})

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)
const optionalText = (max: number) => z.string().trim().min(1).max(max).optional()

/** A real calendar date, YYYY-MM-DD. */
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  })

const addressSchema = z.object({
  street: z.string().trim().min(1).max(200),
  number: optionalText(20),
  complement: optionalText(100),
  neighborhood: optionalText(100),
  city: optionalText(100),
  stateAbbr: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  zipcode: optionalText(9),
})

const scheduleSchema = z.union([
  z.object({ scheduleId: idSchema }).strict(),
  z.object({
    date: dateSchema,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    capacity: z.number().int().min(1).max(1000),
    address: addressSchema.optional(),
    room: optionalText(100),
  }),
])

const inviteSchema = z.object({
  subscriptionId: idSchema.optional(),
  email: z
    .email()
    .transform((value) => value.toLowerCase())
    .optional(),
  opportunityId: idSchema.optional(),
  typeEvent: z.enum(['interview', 'group_dynamic']).default('interview'),
  typeLocation: z.enum(['online', 'on_site']).default('online'),
  title: optionalText(200),
  description: optionalText(2000),
  durationMinutes: z.number().int().min(5).max(600).optional(),
  meetingUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
  schedules: z.array(scheduleSchema).min(1).max(20).optional(),
})

const copySchema = z.object({
  opportunityId: idSchema,
  companyId: idSchema,
  companyName: z.string().trim().min(3).max(200),
})

/** How long a copied opening stays open. */
const COPY_OPEN_DAYS = 30

/** Days a request stays open: from a year ago (already past) to a year ahead. */
const expiresInDaysSchema = z.number().int().min(-365).max(365).optional()

const updateQuestionSchema = z.object({
  id: z
    .union([z.string().trim().min(1).max(50), idSchema])
    .transform(String)
    .optional(),
  title: z.string().trim().min(1).max(500),
  htmlType: z.enum(QUESTION_HTML_TYPES),
  required: z.boolean().default(false),
  candidate: z.boolean().default(true),
  hint: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
  options: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(50)])
    .optional()
    .transform((value) => questionOptions(value)),
  slug: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
})

const profileUpdateSchema = z.object({
  userId: idSchema.optional(),
  email: z
    .email()
    .transform((value) => value.toLowerCase())
    .optional(),
  steps: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  // 'default' (when absent), 'none' or a list: checked apart, so an error names the question and its field.
  questions: z.unknown().optional(),
  opportunityId: idSchema.optional(),
  expiresInDays: expiresInDaysSchema,
})

const updateQuestionListSchema = z.array(updateQuestionSchema).max(50)

const huntingInviteSchema = z.object({
  email: z.email().transform((value) => value.toLowerCase()),
  opportunityId: idSchema.optional(),
  expiresInDays: expiresInDaysSchema,
})

/** Where on-site invitations meet when the opening has no street. */
const FALLBACK_EVENT_ADDRESS: NewAddress = {
  street: 'Avenida Brigadeiro Faria Lima',
  number: '2100',
  neighborhood: 'Pinheiros',
  city: 'São Paulo',
  stateAbbr: 'SP',
  zipcode: '01452-000',
}
/** The default schedules' times and capacities (one of them takes a single candidate). */
const DEFAULT_SLOTS = [
  { time: '10:00', capacity: 5 },
  { time: '14:00', capacity: 1 },
  { time: '16:00', capacity: 5 },
] as const

/** A 400 answer: one pt-BR message per issue, with its path. */
function badRequest(issues: readonly { path: readonly PropertyKey[] }[]) {
  return {
    errors: issues.map((issue) => ({
      message: PLATFORM_MESSAGES.inviteInvalid(issue.path.map(String).join('.') || 'corpo'),
      path: issue.path,
    })),
  }
}

export function devRoutes(db: Db, config: Config) {
  const app = new Hono()
  app.get('/outbox', async (c) => {
    const to = c.req.query('to')?.trim()
    const channels = inArray(outgoingMessages.channel, ['email', 'sms'])
    const rows = await db
      .select()
      .from(outgoingMessages)
      .where(to ? and(channels, eq(outgoingMessages.to, normalizeAddress(to))) : channels)
      .orderBy(desc(outgoingMessages.id))
      .limit(200)
    return c.json(rows.map(outboxView))
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
        passwordHash: input.password === undefined ? null : await hashPassword(input.password),
        ...(input.internal ? { role: 'employer', companyId: input.companyId } : {}),
      })
      .returning({ id: users.id })
    if (!user) return c.json({ errors: [{ message: 'não criado' }] }, 500)
    if (input.termsAccepted)
      await db
        .insert(termsAcceptances)
        .values({ userId: user.id, companyId: input.companyId, version: TERMS_VERSION, source: 'dev' })
    return c.json({ id: user.id }, 201)
  })
  app.post('/hash-pool/refuse', async (c) => {
    const parsed = z
      .object({
        count: z.number().int().min(0).max(100),
        retryAfterSeconds: z.number().int().min(1).max(120),
      })
      .safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ errors: [{ message: 'count ou retryAfterSeconds inválido' }] }, 400)
    forceHashPoolRefusals(parsed.data.count, parsed.data.retryAfterSeconds)
    return c.body(null, 204)
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
  // The companies a user follows (followCompany after applying, joinTalentBank), for the journeys.
  app.get('/follows', async (c) => {
    const userId = userIdSchema.safeParse(c.req.query('userId'))
    if (!userId.success) return c.json({ errors: [{ message: 'userId inválido', path: ['userId'] }] }, 400)
    const rows = await db
      .select({ companyId: follows.companyId })
      .from(follows)
      .where(eq(follows.userId, userId.data))
      .orderBy(asc(follows.companyId))
    return c.json(rows.map((row) => row.companyId))
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
  app.post('/events/invite', async (c) => {
    const parsed = inviteSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json(badRequest(parsed.error.issues), 400)
    const input = parsed.data
    const message = (text: string, status: 400 | 404) => c.json({ errors: [{ message: text }] }, status)

    // The live subscription: by id, or by the candidate's e-mail and the opening.
    let where
    if (input.subscriptionId !== undefined) where = eq(subscriptions.id, input.subscriptionId)
    else if (input.email !== undefined && input.opportunityId !== undefined) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
      if (!user) return message(PLATFORM_MESSAGES.inviteUserNotFound, 404)
      where = and(eq(subscriptions.userId, user.id), eq(subscriptions.opportunityId, input.opportunityId))
    } else return message(PLATFORM_MESSAGES.inviteTarget, 400)
    const [target] = await db
      .select({
        subscription: subscriptions,
        opportunity: opportunities,
        user: users,
        city: cities.name,
        state: states.abbr,
      })
      .from(subscriptions)
      .innerJoin(opportunities, eq(opportunities.id, subscriptions.opportunityId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .leftJoin(cities, eq(cities.id, opportunities.cityId))
      .leftJoin(states, eq(states.id, opportunities.stateId))
      .where(and(where, eq(subscriptions.isDeleted, false)))
      .limit(1)
    if (!target) return message(PLATFORM_MESSAGES.inviteSubscriptionNotFound, 404)

    const { opportunity, subscription, user } = target
    const onSite = input.typeLocation === 'on_site'
    const address: NewAddress = opportunity.street
      ? {
          street: opportunity.street,
          number: opportunity.number,
          neighborhood: opportunity.neighborhood,
          city: target.city,
          stateAbbr: target.state,
          zipcode: opportunity.zipcode,
        }
      : FALLBACK_EVENT_ADDRESS
    const schedules: NewSchedule[] =
      input.schedules ??
      nextBusinessDays(new Date(), DEFAULT_SLOTS.length).map((date, i) => ({
        date,
        ...DEFAULT_SLOTS[i]!,
        ...(onSite ? { address, room: 'Sala 1' } : {}),
      }))
    const link = `${webOrigin(config) ?? 'http://localhost:3000'}${APPLICATIONS_PATH}`
    let created
    try {
      // The event, its e-mail and its push in one transaction (docs/messages.md).
      const eventTitle = input.title ?? PLATFORM_MESSAGES.eventDefaultTitle[input.typeEvent]
      created = await db.transaction(async (tx) => {
        const event = await createEvent(tx, {
          subscriptionId: subscription.id,
          title: eventTitle,
          typeEvent: input.typeEvent,
          typeLocation: input.typeLocation,
          description: input.description ?? PLATFORM_MESSAGES.eventDefaultDescription[input.typeLocation],
          durationMinutes: input.durationMinutes,
          meetingUrl: onSite
            ? null
            : (input.meetingUrl ?? `https://reuniao.example.com/${randomBytes(6).toString('hex')}`),
          schedules,
        })
        await enqueue(tx, {
          channel: 'email',
          template: 'event-invitation',
          to: user.email,
          data: {
            name: user.socialName || user.firstName,
            typeEvent: input.typeEvent,
            jobTitle: opportunity.title,
            link,
          },
          // Caused by the company: in the brand whose company owns the opening.
          brand: messageBrands(config.delivery).forCompany(opportunity.companyId),
        })
        // The push 'Você recebeu um convite' (push/triggers.ts).
        await enqueuePush(
          tx,
          config,
          await eventInvitationJob(tx, subscription.id, eventTitle),
          `event:${event.eventId}`,
        )
        return event
      })
    } catch (error) {
      if (error instanceof EventInputError) return message(error.message, 400)
      throw error
    }
    return c.json(
      { eventId: created.eventId, subscriptionId: subscription.id, scheduleIds: created.scheduleIds },
      201,
    )
  })

  // Company requests: a profile update request, a headhunting invitation, and what became of them.
  const requestError = (c: Context, error: unknown) => {
    if (error instanceof RequestInputError)
      return c.json({ errors: [{ message: error.message }] }, error.status)
    throw error
  }
  app.post('/profile-updates', async (c) => {
    const parsed = profileUpdateSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json(badRequest(parsed.error.issues), 400)
    const given = parsed.data.questions ?? 'default'
    const questions = Array.isArray(given)
      ? updateQuestionListSchema.safeParse(given)
      : z.enum(['default', 'none']).safeParse(given)
    if (!questions.success)
      return c.json(
        badRequest(
          questions.error.issues.map((issue) => ({
            path: ['questions', ...(Array.isArray(given) ? issue.path : [])],
          })),
        ),
        400,
      )
    const input = { ...parsed.data, questions: questions.data }
    let userId = input.userId
    if (userId === undefined) {
      if (input.email === undefined)
        return c.json({ errors: [{ message: PLATFORM_MESSAGES.devTarget }] }, 400)
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
      if (!user) return c.json({ errors: [{ message: PLATFORM_MESSAGES.devUserNotFound }] }, 404)
      userId = user.id
    }
    try {
      const created = await createUpdateRequest(db, config, { ...input, userId })
      return c.json(created, 201)
    } catch (error) {
      return requestError(c, error)
    }
  })
  app.get('/profile-updates', async (c) => {
    const userId = userIdSchema.safeParse(c.req.query('userId'))
    if (!userId.success) return c.json({ errors: [{ message: 'userId inválido', path: ['userId'] }] }, 400)
    return c.json(await updateRequestsOf(db, userId.data))
  })
  app.post('/hunting/invite', async (c) => {
    const parsed = huntingInviteSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json(badRequest(parsed.error.issues), 400)
    try {
      return c.json(await createInvitation(db, config, parsed.data), 201)
    } catch (error) {
      return requestError(c, error)
    }
  })
  app.post('/external-base', async (c) => {
    const parsed = z
      .object({
        email: z.email(),
        name: z.string().trim().min(3).optional(),
        cpf: z
          .string()
          .regex(/^\d{11}$/)
          .nullable()
          .optional(),
        like: z.enum(['marina', 'otavio', 'lucia']).default('marina'),
      })
      .safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ errors: parsed.error.issues }, 400)
    const { email, name, cpf, like } = parsed.data
    const {
      id: _id,
      token: _token,
      ...base
    } = SEED_EXTERNAL_PROFILES[['marina', 'otavio', 'lucia'].indexOf(like)]!
    const token = `base-externa-${randomBytes(9).toString('hex')}`
    const [row] = await db
      .insert(externalBaseProfiles)
      .values({
        ...base,
        email: email.toLowerCase(),
        name: name ?? base.name,
        cpf: cpf === undefined ? base.cpf : cpf,
        tokenHash: tokenHash(token),
        disabilityIds: [...base.disabilityIds],
        languages: [...base.languages],
        educations: [...base.educations],
        experiences: [...base.experiences],
      })
      .onConflictDoNothing()
      .returning({ id: externalBaseProfiles.id })
    if (!row)
      return c.json({ errors: [{ message: 'E-mail já está na base externa.', path: ['email'] }] }, 409)
    return c.json({ id: row.id, token }, 201)
  })
  app.get('/hunting', async (c) => {
    const email = z.email().safeParse(c.req.query('email')?.trim())
    if (!email.success) return c.json({ errors: [{ message: 'email inválido', path: ['email'] }] }, 400)
    return c.json(await invitationsTo(db, email.data))
  })
  app.post('/opportunities/copy', async (c) => {
    const parsed = copySchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json(badRequest(parsed.error.issues), 400)
    const { opportunityId, companyId, companyName } = parsed.data
    const now = new Date()
    const [source] = await db.select().from(opportunities).where(eq(opportunities.id, opportunityId))
    if (!source) return c.json({ errors: [{ message: PLATFORM_MESSAGES.opportunityNotFound }] }, 404)
    if (!isOpportunityOpen(source.statusId) || source.expiredAt <= now)
      return c.json({ errors: [{ message: PLATFORM_MESSAGES.devCopyNotOpen }] }, 400)
    const created = await db.transaction(async (tx) => {
      // The company, when no company has the id (its slug made unique with the id if the name's is taken).
      const slug = opportunitySlug(companyName) || 'empresa'
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.slug, slug))
        .limit(1)
      await tx
        .insert(companies)
        .values({
          id: companyId,
          name: companyName,
          slug: taken && taken.id !== companyId ? `${slug}-${companyId}` : slug,
        })
        .onConflictDoNothing({ target: companies.id })
      // The next id, as the job alerts' openings take it (job-alerts/dev-routes.ts).
      await tx.execute(sql`lock table ${opportunities} in share row exclusive mode`)
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${opportunities.id}), 0)::int + 1` })
        .from(opportunities)
      const { id: _id, slug: _slug, ...copied } = source
      const copy = {
        ...copied,
        id: next,
        slug: opportunitySlug(`${next} ${source.title}`),
        companyId,
        publishedAt: now,
        expiredAt: new Date(now.getTime() + COPY_OPEN_DAYS * 24 * 60 * 60 * 1000),
        // Not the seed's: its dates stay as written (db/seed.ts, `refreshSeedDates`).
        seeded: false,
        createdAt: now,
      }
      await tx.insert(opportunities).values(copy)
      const benefits = await tx
        .select({ benefitId: opportunityBenefits.benefitId })
        .from(opportunityBenefits)
        .where(eq(opportunityBenefits.opportunityId, source.id))
      if (benefits.length > 0)
        await tx
          .insert(opportunityBenefits)
          .values(benefits.map(({ benefitId }) => ({ opportunityId: next, benefitId })))
      return copy
    })
    return c.json(
      {
        id: created.id,
        title: created.title,
        slug: created.slug,
        path: opportunityPath(created.id, created.slug),
        companyId,
      },
      201,
    )
  })
  return app
}

/** E-mails are stored lower case; phones as digits. */
function normalizeAddress(to: string): string {
  return to.includes('@') ? to.toLowerCase() : to.replace(/\D/g, '')
}
