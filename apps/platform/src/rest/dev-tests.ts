// Development route (outside production; docs/push.md): the platform adds an online test to an application,
// as a company would later in the process.
//   POST /dev/tests/assign {subscriptionId, testId?, requiredIn?}   adds the test (default 3003, the survey;
//        `requiredIn` 'subscription' (default) or 'thank_you') to the opening of that live subscription when
//        the opening does not list it yet — the local model keeps tests per opening, so every applicant of
//        the opening sees it — and, when it is pending for that candidate, enqueues the push 'Você tem um
//        teste para fazer' to them in the same transaction (push/triggers.ts; once per application and test). Answers 201 { subscriptionId, opportunityId, testId, added }
//        (added: false when the opening already listed it); 400 on bad input, 404 when there is no such live
//        subscription or test.
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { onlineTests, opportunities, subscriptions, type OpportunityTest } from '../db/schema.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { enqueuePush, testPendingJob } from '../push/triggers.js'

const assignSchema = z.object({
  subscriptionId: z.number().int().positive(),
  testId: z.number().int().positive().default(3003),
  requiredIn: z.enum(['subscription', 'thank_you']).default('subscription'),
})

export function devTestRoutes(db: Db, config: Config) {
  const app = new Hono()

  app.post('/assign', async (c) => {
    const parsed = assignSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ errors: [{ message: PLATFORM_MESSAGES.badRequest }] }, 400)
    const { subscriptionId, testId, requiredIn } = parsed.data
    const [target] = await db
      .select({ userId: subscriptions.userId, opportunityId: subscriptions.opportunityId })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.isDeleted, false)))
      .limit(1)
    const [test] = await db
      .select({ id: onlineTests.id, name: onlineTests.name })
      .from(onlineTests)
      .where(eq(onlineTests.id, testId))
      .limit(1)
    if (!target || !test) return c.json({ errors: [{ message: PLATFORM_MESSAGES.routeNotFound }] }, 404)
    const added = await db.transaction(async (tx) => {
      const [opening] = await tx
        .select({ tests: opportunities.tests })
        .from(opportunities)
        .where(eq(opportunities.id, target.opportunityId))
        .for('update')
      const tests: OpportunityTest[] = opening?.tests ?? []
      const listed = tests.some((entry) => entry.id === test.id)
      if (!listed)
        await tx
          .update(opportunities)
          .set({ tests: [...tests, { id: test.id, name: test.name, requiredIn }] })
          .where(eq(opportunities.id, target.opportunityId))
      await enqueuePush(
        tx,
        config,
        await testPendingJob({ db: tx, config }, target.userId, target.opportunityId, test.id),
        `test:${subscriptionId}:${test.id}`,
      )
      return !listed
    })
    return c.json({ subscriptionId, opportunityId: target.opportunityId, testId: test.id, added }, 201)
  })

  return app
}
