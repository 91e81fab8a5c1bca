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

const reading = new WeakMap<PlatformClient, Map<number, Promise<Row[]>>>()

/**
 * The account's saved jobs. The sign-in's sync and the profile's 'Vagas salvas' read them at the same
 * moment: reads under way at once share one call (docs/performance.md, "Round trips to the platform");
 * nothing is kept once it answers, and a save or unsave makes the next read a new call.
 */
function readSavedJobs(client: PlatformClient, userId: number): Promise<Row[]> {
  let reads = reading.get(client)
  if (!reads) reading.set(client, (reads = new Map()))
  const pending = reads.get(userId)
  if (pending) return pending
  const read = client
    .request(SavedJobsDocument, { userId })
    .then((result) => result.savedJobs as Row[])
    .finally(() => {
      if (reads.get(userId) === read) reads.delete(userId)
    })
  reads.set(userId, read)
  return read
}

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
  return savedJobsFrom(await readSavedJobs(client, userId))
}

export function accountBackend(client: PlatformClient, userId: number): SavedJobsBackend {
  const run = async (call: () => Promise<Row[]>): Promise<BackendResult> => {
    reading.get(client)?.delete(userId)
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
  return savedJobsFrom(await readSavedJobs(client, userId))
}
