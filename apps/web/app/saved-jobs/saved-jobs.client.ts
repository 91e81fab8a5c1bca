// The signed-in candidate's saved jobs on the platform (docs/saved-jobs.md), loaded only when someone is
// signed in: the merge of the browser's ids at sign-in, and the backend the store changes the list through.
// The platform client is the account runtime's, which sends that candidate's session.
import {
  MergeSavedJobsDocument,
  SaveJobDocument,
  SavedJobsDocument,
  UnsaveJobDocument,
  isPlatformError,
  type PlatformClient,
} from '@carreiras/api'
import { savedJobSchema, type SavedJob } from '@carreiras/core'
import type { BackendResult, SavedJobsBackend } from './saved-jobs-store'

type Row = Record<string, unknown>

/** The platform's rows as core's SavedJob (ids as numbers); a row that does not parse is left out. */
export function savedJobsFrom(rows: readonly (Row | null | undefined)[] | null | undefined): SavedJob[] {
  return (rows ?? []).flatMap((row) => {
    const parsed = savedJobSchema.safeParse({ ...row, opportunityId: Number(row?.opportunityId) })
    return parsed.success ? [parsed.data] : []
  })
}

const idsOf = (jobs: readonly SavedJob[]) => jobs.map((job) => job.opportunityId)

/**
 * The account's list at sign-in: the ids this browser kept anonymously are merged first (core's
 * mergeSavedJobIds on the platform), so every way of signing in that ends in a session brings them along.
 */
export async function loadAccountList(
  client: PlatformClient,
  userId: number,
  anonymous: readonly number[],
): Promise<SavedJob[]> {
  if (anonymous.length > 0) {
    const merged = await client.request(MergeSavedJobsDocument, {
      userId,
      opportunityIds: anonymous.map(String),
    })
    return savedJobsFrom(merged.mergeSavedJobs as Row[])
  }
  const result = await client.request(SavedJobsDocument, { userId })
  return savedJobsFrom(result.savedJobs as Row[])
}

export function accountBackend(client: PlatformClient, userId: number): SavedJobsBackend {
  const run = async (call: () => Promise<Row[]>): Promise<BackendResult> => {
    try {
      return { ids: idsOf(savedJobsFrom(await call())) }
    } catch (error) {
      return { error: isPlatformError(error) && error.code === 'VALIDATION' ? 'full' : 'failed' }
    }
  }
  return {
    save: (id) =>
      run(async () => (await client.request(SaveJobDocument, { userId, opportunityId: String(id) })).saveJob),
    unsave: (id) =>
      run(
        async () =>
          (await client.request(UnsaveJobDocument, { userId, opportunityId: String(id) })).unsaveJob,
      ),
  }
}

/** The full list for 'Vagas salvas'. */
export async function loadSavedJobs(client: PlatformClient, userId: number): Promise<SavedJob[]> {
  const result = await client.request(SavedJobsDocument, { userId })
  return savedJobsFrom(result.savedJobs as Row[])
}
