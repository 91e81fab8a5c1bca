// When the platform sends a push (docs/push.md, "When the platform sends"): each job works out one
// notification — who gets it and what it says — and `enqueuePush` puts it on the message road
// (outgoing/queue.ts) in the transaction of its cause: one message per subscription of the person (so a
// retry never sends again to a browser already served), template 'push', `to` the subscription's id. The
// push transport (push/transport.ts) delivers them.
//   - applying (the application's step goes from lead to applied, applications.ts subscriptionNew): a test
//     pending for it ('Você tem um teste para fazer'), otherwise 'Inscrição confirmada';
//   - a test becoming pending on an existing application (the platform adds it: rest/dev-tests.ts);
//   - an invitation to a selection event (rest/dev.ts, POST /dev/events/invite).
import { pushPayloadOf, type PushNotification } from '@carreiras/core'
import { eq, inArray } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { opportunities, pushSubscriptions, subscriptions } from '../db/schema.js'
import { enqueue } from '../outgoing/queue.js'
import { recordsKey, testRecordsFor } from '../online-tests/service.js'

/** What a trigger decides to send: to whom, and what. */
export interface PushJob {
  userIds: readonly number[]
  notification: PushNotification
}

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

/**
 * Enqueues `job` in `tx` (the cause's transaction): one message per subscription of its people. `cause`
 * names the event (`applied:<application>`, …): with the subscription it is the message's idempotency key,
 * so the same cause replayed enqueues nothing more. Push off (production without VAPID): nothing. Answers how
 * many messages were enqueued.
 */
export async function enqueuePush(
  tx: Db,
  config: Pick<Config, 'push'>,
  job: PushJob | null,
  cause: string,
): Promise<number> {
  if (!config.push || !job || job.userIds.length === 0) return 0
  const rows = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(job.userIds)]))
  const payload = pushPayloadOf(job.notification)
  let count = 0
  for (const row of rows) {
    const id = await enqueue(
      tx,
      { channel: 'push', template: 'push', to: String(row.id), data: { payload } },
      { idempotencyKey: `push:${cause}:${row.id}` },
    )
    if (id !== null) count += 1
  }
  return count
}
