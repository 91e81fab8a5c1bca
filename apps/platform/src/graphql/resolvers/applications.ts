// Applying to an opening on the GraphQL side: each field calls its service (applications/service.ts:
// subscriptions, the opening's questions and their files, the eliminatory check, the draft, eligibility and the
// form structure) with its arguments; the domain errors it throws become GraphQL errors in graphql/yoga.ts
// (docs/architecture.md, "The platform's layers").
import {
  listSubscriptions,
  pageSubscriptions,
  openingQuestions,
  listQuestionFiles,
  eligibleCandidate,
  formStructOf,
  createAndIndexSubscriptionLead,
  saveSubscriptionDraft,
  validateCandidateEliminatoryQuestions,
  subscriptionNew,
  requestRefusalReview,
  subscriptionLogicalDelete,
  eligibilityItau,
  uploadFilesQuestion,
  removeAttachedFile,
} from '../../applications/service.js'
import type {
  MutationCreateAndIndexSubscriptionLeadArgs,
  MutationEligibilityItauArgs,
  MutationRemoveAttachedFileArgs,
  MutationRequestRefusalReviewArgs,
  MutationSaveSubscriptionDraftArgs,
  MutationSubscriptionLogicalDeleteArgs,
  MutationSubscriptionNewArgs,
  MutationUploadFilesQuestionArgs,
  MutationValidateCandidateEliminatoryQuestionsArgs,
  QueryEligibleCandidateArgs,
  QueryFormStructArgs,
  QueryListQuestionFilesArgs,
  QuerySubscriptionQuestionsArgs,
  QuerySubscriptionsArgs,
  QuerySubscriptionsWithPaginationArgs,
} from '../../gql/resolvers-types.js'
import type { PlatformContext } from '../context.js'

export const applicationsQuery = {
  subscriptions: (_root: unknown, args: QuerySubscriptionsArgs, ctx: PlatformContext) =>
    listSubscriptions(ctx, args),
  subscriptionsWithPagination: (
    _root: unknown,
    args: QuerySubscriptionsWithPaginationArgs,
    ctx: PlatformContext,
  ) => pageSubscriptions(ctx, args),
  subscriptionQuestions: (_root: unknown, args: QuerySubscriptionQuestionsArgs, ctx: PlatformContext) =>
    openingQuestions(ctx, args),
  listQuestionFiles: (_root: unknown, args: QueryListQuestionFilesArgs, ctx: PlatformContext) =>
    listQuestionFiles(ctx, args),
  eligibleCandidate: (_root: unknown, args: QueryEligibleCandidateArgs, ctx: PlatformContext) =>
    eligibleCandidate(ctx, args),
  formStruct: (_root: unknown, args: QueryFormStructArgs, ctx: PlatformContext) =>
    formStructOf(ctx, args.opportunityId),
}

export const applicationsMutation = {
  createAndIndexSubscriptionLead: (
    _root: unknown,
    args: MutationCreateAndIndexSubscriptionLeadArgs,
    ctx: PlatformContext,
  ) => createAndIndexSubscriptionLead(ctx, args),
  saveSubscriptionDraft: (_root: unknown, args: MutationSaveSubscriptionDraftArgs, ctx: PlatformContext) =>
    saveSubscriptionDraft(ctx, args),
  validateCandidateEliminatoryQuestions: (
    _root: unknown,
    args: MutationValidateCandidateEliminatoryQuestionsArgs,
    ctx: PlatformContext,
  ) => validateCandidateEliminatoryQuestions(ctx, args),
  subscriptionNew: (_root: unknown, args: MutationSubscriptionNewArgs, ctx: PlatformContext) =>
    subscriptionNew(ctx, args),
  requestRefusalReview: (_root: unknown, args: MutationRequestRefusalReviewArgs, ctx: PlatformContext) =>
    requestRefusalReview(ctx, args),
  subscriptionLogicalDelete: (
    _root: unknown,
    args: MutationSubscriptionLogicalDeleteArgs,
    ctx: PlatformContext,
  ) => subscriptionLogicalDelete(ctx, args),
  eligibilityItau: (_root: unknown, args: MutationEligibilityItauArgs, ctx: PlatformContext) =>
    eligibilityItau(ctx, args),
  uploadFilesQuestion: (_root: unknown, args: MutationUploadFilesQuestionArgs, ctx: PlatformContext) =>
    uploadFilesQuestion(ctx, args),
  removeAttachedFile: (_root: unknown, args: MutationRemoveAttachedFileArgs, ctx: PlatformContext) =>
    removeAttachedFile(ctx, args),
}

/** `User.formStruct(opportunityId)`: the same as `Query.formStruct`. */
export const applicationsUserFields = {
  formStruct: (_parent: unknown, args: { opportunityId: unknown }, ctx: PlatformContext) =>
    formStructOf(ctx, args.opportunityId),
}
