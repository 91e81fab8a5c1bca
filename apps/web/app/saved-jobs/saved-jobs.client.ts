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
/** The list the sign-in's sync read, for the next read of the same candidate: once, and only soon after. */
const handedOver = new WeakMap<PlatformClient, { userId: number; rows: Row[]; at: number }>()
const HANDOVER_MS = 10_000

/**
 * The account's saved jobs. The sign-in's sync reads them, and the profile's 'Vagas salvas' right after it
 * (once the store holds the account's list): reads under way at once share one call, and the list the
 * sync read is handed to the next read once, within 10 s and unless a save or unsave came between (docs/performance.md,
 * "Round trips to the platform"). Any later read is a new call.
 */
function readSavedJobs(client: PlatformClient, userId: number, { fresh = false } = {}): Promise<Row[]> {
  let reads = reading.get(client)
  if (!reads) reading.set(client, (reads = new Map()))
  const pending = reads.get(userId)
  if (pending) return pending
  const handed = handedOver.get(client)
  handedOver.delete(client)
  if (!fresh && handed?.userId === userId && Date.now() - handed.at < HANDOVER_MS)
    return Promise.resolve(handed.rows)
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
    const rows = merged.mergeSavedJobs as Row[]
    handedOver.set(client, { userId, rows, at: Date.now() })
    return savedJobsFrom(rows)
  }
  const rows = await readSavedJobs(client, userId, { fresh: true })
  handedOver.set(client, { userId, rows, at: Date.now() })
  return savedJobsFrom(rows)
}

export function accountBackend(client: PlatformClient, userId: number): SavedJobsBackend {
  const run = async (call: () => Promise<Row[]>): Promise<BackendResult> => {
    reading.get(client)?.delete(userId)
    handedOver.delete(client)
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
