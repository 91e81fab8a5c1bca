// Applying again in one step (docs/apply-again.md): `earlierAnswers` gives the session's own user the
// answers they sent with their latest applications (step applied, not removed), so the ficha can offer
// them for the same questions of a new opening. Only the session's user, never an argument's: there is
// no user id to pass. Answers to eliminatory questions and file uploads are left out (the former are
// always answered anew, the latter are files), and so are blank ones.
import { EARLIER_APPLICATIONS_MAX, QUESTION_HTML_TYPES, type QuestionHtmlType } from '@carreiras/core'
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import { parseId, requireSession } from '../../accounts/sessions.js'
import { opportunities, subscriptionQuestions, subscriptions } from '../../db/schema.js'
import type { QueryEarlierAnswersArgs } from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

const isHtmlType = (value: string): value is QuestionHtmlType =>
  (QUESTION_HTML_TYPES as readonly string[]).includes(value)

export const earlierAnswersQuery = {
  earlierAnswers: async (_root: unknown, args: QueryEarlierAnswersArgs, ctx: PlatformContext) => {
    const { userId } = requireSession(ctx)
    let excluded: number | null = null
    if (args.excludeOpportunityId != null && args.excludeOpportunityId !== '') {
      excluded = parseId(args.excludeOpportunityId)
      if (excluded === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidId)
    }
    const where = and(
      eq(subscriptions.userId, userId),
      eq(subscriptions.step, 'applied'),
      eq(subscriptions.isDeleted, false),
      excluded === null ? undefined : ne(subscriptions.opportunityId, excluded),
    )
    const [total] = await ctx.db.select({ n: count() }).from(subscriptions).where(where)
    const rows = await ctx.db
      .select({
        opportunityId: subscriptions.opportunityId,
        opportunityTitle: opportunities.title,
        questions: subscriptions.questions,
        appliedAt: subscriptions.appliedAt,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .innerJoin(opportunities, eq(opportunities.id, subscriptions.opportunityId))
      .where(where)
      .orderBy(desc(subscriptions.appliedAt), desc(subscriptions.id))
      .limit(EARLIER_APPLICATIONS_MAX)

    // The questions asked, to leave out every eliminatory one (whatever the stored answer says).
    const ids = [
      ...new Set(rows.flatMap((row) => row.questions.map((a) => parseId(a.id)).filter((id) => id !== null))),
    ] as number[]
    const eliminatory = new Set(
      ids.length === 0
        ? []
        : (
            await ctx.db
              .select({ id: subscriptionQuestions.id })
              .from(subscriptionQuestions)
              .where(
                and(
                  inArray(subscriptionQuestions.id, ids),
                  eq(subscriptionQuestions.eliminatoryQuestion, true),
                ),
              )
          ).map((q) => String(q.id)),
    )
    const answers = rows.flatMap((row) =>
      row.questions
        .filter(
          (a) =>
            !eliminatory.has(String(a.id)) &&
            isHtmlType(a.htmlType) &&
            a.htmlType !== 'file_upload' &&
            a.answer.trim() !== '',
        )
        .map((a) => ({
          questionId: String(a.id),
          title: a.title,
          htmlType: a.htmlType,
          answer: a.answer,
          opportunityId: String(row.opportunityId),
          opportunityTitle: row.opportunityTitle,
          answeredAt: (row.appliedAt ?? row.updatedAt).toISOString(),
        })),
    )
    return { applications: total?.n ?? 0, answers }
  },
}
