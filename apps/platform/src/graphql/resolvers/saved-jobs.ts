// Saved jobs (docs/saved-jobs.md): the session's own user only (requireUser); every mutation answers the
// list as it now is, so the site redraws from one answer.
import { ptBR } from '@carreiras/core'
import { parseId, requireUser } from '../../accounts/sessions.js'
import type {
  MutationMergeSavedJobsArgs,
  MutationSaveJobArgs,
  MutationUnsaveJobArgs,
  QuerySavedJobsArgs,
} from '../../gql/resolvers-types.js'
import { listSavedJobs, mergeSavedJobs, saveJob, unsaveJob } from '../../saved-jobs/repository.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

const texts = ptBR.savedJobs.platform

function opportunityId(value: unknown): number {
  const id = parseId(value)
  if (id === null || id === 0) throw domainError('NOT_FOUND', texts.notFound)
  return id
}

export const savedJobsQuery = {
  savedJobs: async (_root: unknown, args: QuerySavedJobsArgs, ctx: PlatformContext) =>
    listSavedJobs(ctx.db, requireUser(ctx, args.user_id)),
}

export const savedJobsMutation = {
  saveJob: async (_root: unknown, args: MutationSaveJobArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const result = await saveJob(ctx.db, userId, opportunityId(args.opportunity_id))
    if (result === 'notFound') throw domainError('NOT_FOUND', texts.notFound)
    if (result === 'full') throw domainError('VALIDATION', texts.full)
    return listSavedJobs(ctx.db, userId)
  },
  unsaveJob: async (_root: unknown, args: MutationUnsaveJobArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const id = parseId(args.opportunity_id)
    if (id !== null) await unsaveJob(ctx.db, userId, id)
    return listSavedJobs(ctx.db, userId)
  },
  mergeSavedJobs: async (_root: unknown, args: MutationMergeSavedJobsArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    // Ids that are not numbers are left out, like openings that are not public.
    const ids = (args.opportunity_ids ?? []).flatMap((value) => parseId(value) ?? [])
    await mergeSavedJobs(ctx.db, userId, ids)
    return listSavedJobs(ctx.db, userId)
  },
}
