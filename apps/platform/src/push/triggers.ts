// When the platform sends a push (docs/push.md, "When"): each function works out one notification — who
// gets it and what it says — and is queued with `queuePush` by the operation that caused it, after it answered.
//   - applying (the application's step goes from lead to applied, applications.ts subscriptionNew): a test
//     pending for it ('Você tem um teste para fazer'), otherwise 'Inscrição confirmada';
//   - a test becoming pending on an existing application (the platform adds it: rest/dev-tests.ts);
//   - an invitation to a selection event (rest/dev.ts, POST /dev/events/invite).
import { eq } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { opportunities, subscriptions } from '../db/schema.js'
import { recordsKey, testRecordsFor } from '../tests/service.js'
import type { PushJob } from './service.js'

interface Env {
  db: Db
  config: Config
}

async function opportunityOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: opportunities.id, title: opportunities.title, tests: opportunities.tests })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .limit(1)
  return row ?? null
}

/** The candidate's pending tests of the opening that they can see (the hidden ones are the company's). */
async function pendingTests(
  env: Env,
  userId: number,
  opportunity: NonNullable<Awaited<ReturnType<typeof opportunityOf>>>,
) {
  const records = await testRecordsFor({ ...env, platformOrigin: env.config.publicUrl }, [
    { userId, opportunity },
  ])
  return (records.get(recordsKey(userId, opportunity.id)) ?? []).filter(
    (test) => test.status === 'pending' && !test.hide_to_candidate,
  )
}

/** Just applied: a pending test comes first (it is what the person must do next), else the confirmation. */
export async function appliedJob(env: Env, userId: number, opportunityId: number): Promise<PushJob | null> {
  const opportunity = await opportunityOf(env.db, opportunityId)
  if (!opportunity) return null
  const pending = await pendingTests(env, userId, opportunity)
  return {
    userIds: [userId],
    notification:
      pending.length > 0
        ? { kind: 'testPending', opportunityId: opportunity.id, jobTitle: opportunity.title }
        : { kind: 'applied', jobTitle: opportunity.title },
  }
}

/** A test was added to an application: sent when it is pending (visible and not finished) for the person. */
export async function testPendingJob(
  env: Env,
  userId: number,
  opportunityId: number,
  testId: number,
): Promise<PushJob | null> {
  const opportunity = await opportunityOf(env.db, opportunityId)
  if (!opportunity) return null
  const pending = await pendingTests(env, userId, opportunity)
  if (!pending.some((test) => test.test_id === String(testId))) return null
  return {
    userIds: [userId],
    notification: { kind: 'testPending', opportunityId: opportunity.id, jobTitle: opportunity.title },
  }
}

/** An invitation to a selection event arrived for the application. */
export async function eventInvitationJob(
  db: Db,
  subscriptionId: number,
  eventTitle: string,
): Promise<PushJob | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId, jobTitle: opportunities.title })
    .from(subscriptions)
    .innerJoin(opportunities, eq(opportunities.id, subscriptions.opportunityId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1)
  if (!row) return null
  return {
    userIds: [row.userId],
    notification: { kind: 'eventInvitation', eventTitle, jobTitle: row.jobTitle },
  }
}
