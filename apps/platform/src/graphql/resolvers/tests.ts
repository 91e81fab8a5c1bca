// Online tests (docs/decisions.md, "Online tests"): the GraphQL face of online-tests/service.ts. Every
// operation needs the session of the user it concerns (docs/wire-format.md): those that name a user check it
// with `requireUser` (the session's own user when the argument is absent); those that name a header
// (testQuestion, saveTestQuestion, requestTestExtraTime) answer UNAUTHORIZED for another candidate's header.
import { parseTestPlatformPath } from '@carreiras/core'
import { requireSession, requireUser } from '../../accounts/sessions.js'
import type {
  MutationRequestTestExtraTimeArgs,
  MutationReturnPrimeiraEscolhaArgs,
  MutationReturnTestArgs,
  MutationSaveTestQuestionArgs,
  QuerySubscriptionRecentTestsArgs,
  QuerySubscriptionTestsArgs,
  QueryTestCoverArgs,
  QueryTestQuestionArgs,
  QueryTestSummaryArgs,
} from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import {
  applicationTests,
  recentTests,
  requestExtraTime,
  returnPartnerTest,
  saveAnswer,
  testCover,
  testQuestion,
  testSummary,
  testsEnv,
} from '../../online-tests/service.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

/** The user of a call: `userId` with its session, or the session's user when the argument is absent. */
const actingUser = (ctx: PlatformContext, userId: unknown) =>
  userId == null ? requireSession(ctx).userId : requireUser(ctx, userId)

export const testsQuery = {
  subscriptionTests: (_root: unknown, args: QuerySubscriptionTestsArgs, ctx: PlatformContext) =>
    applicationTests(testsEnv(ctx), actingUser(ctx, args.userId), args.opportunityId, args.requiredIn),

  subscriptionRecentTests: (_root: unknown, args: QuerySubscriptionRecentTestsArgs, ctx: PlatformContext) =>
    recentTests(testsEnv(ctx), actingUser(ctx, args.userId), args.testIds),

  testSummary: (_root: unknown, args: QueryTestSummaryArgs, ctx: PlatformContext) =>
    testSummary(testsEnv(ctx), actingUser(ctx, args.userId), args.opportunityId, args.sourceTestId),

  testCover: (_root: unknown, args: QueryTestCoverArgs, ctx: PlatformContext) =>
    testCover(testsEnv(ctx), actingUser(ctx, args.userId), args.opportunityId, args.testId),

  testQuestion: async (_root: unknown, args: QueryTestQuestionArgs, ctx: PlatformContext) => ({
    json: await testQuestion(testsEnv(ctx), requireSession(ctx).userId, args.headerTestId, args.questionId),
    error: null,
  }),
}

export const testsMutation = {
  saveTestQuestion: (_root: unknown, args: MutationSaveTestQuestionArgs, ctx: PlatformContext) => {
    const { userId } = requireSession(ctx)
    const target = parseTestPlatformPath(args.url)
    if (!target) throw domainError('VALIDATION', PLATFORM_MESSAGES.badTestQuestionUrl)
    return saveAnswer(testsEnv(ctx), userId, target, args)
  },

  requestTestExtraTime: (_root: unknown, args: MutationRequestTestExtraTimeArgs, ctx: PlatformContext) =>
    requestExtraTime(testsEnv(ctx), requireSession(ctx).userId, args.headerTestId),

  returnTest: (_root: unknown, args: MutationReturnTestArgs, ctx: PlatformContext) =>
    returnPartnerTest(
      testsEnv(ctx),
      requireUser(ctx, args.user_id),
      args.opportunity_id,
      args.source_test_id,
    ),

  returnPrimeiraEscolha: (_root: unknown, args: MutationReturnPrimeiraEscolhaArgs, ctx: PlatformContext) =>
    returnPartnerTest(
      testsEnv(ctx),
      requireUser(ctx, args.user_id),
      args.opportunity_id,
      args.source_test_id,
    ),
}
