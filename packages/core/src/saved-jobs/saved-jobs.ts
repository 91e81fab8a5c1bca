// Saved jobs (docs/saved-jobs.md): a candidate marks openings to come back to. Anonymous visitors keep
// only the openings' ids in the browser; a signed-in candidate keeps them on the platform, and the ids
// kept anonymously join the account's list at sign-in by one rule (`mergeSavedJobIds`), which the site
// and the platform share.
import { MAX_SAVED_JOBS } from '../limits'

/** The browser-storage key of an anonymous visitor's saved ids (a JSON array of numbers, nothing else). */
export const SAVED_JOBS_STORAGE_KEY = 'savedJobs'

/** The anchor of 'Vagas salvas' on /meu-perfil (the header's link scrolls there). */
export const SAVED_JOBS_ANCHOR_ID = 'vagas-salvas'

const isOpportunityId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * The ids one person keeps: the account's list first, in its order, then the incoming ids it does not
 * have yet, in theirs, up to `cap`. Repeated and invalid ids are dropped. Idempotent (merging the same
 * incoming ids again changes nothing), and an account already at the cap keeps its list as it is.
 */
export function mergeSavedJobIds(
  account: readonly unknown[],
  incoming: readonly unknown[],
  cap: number = MAX_SAVED_JOBS,
): number[] {
  const limit = Math.max(0, Math.floor(cap))
  const merged: number[] = []
  const seen = new Set<number>()
  for (const id of [...account, ...incoming]) {
    if (merged.length >= limit) break
    if (!isOpportunityId(id) || seen.has(id)) continue
    seen.add(id)
    merged.push(id)
  }
  return merged
}

/** Whether one more opening may be saved to a list of this length. */
export const canSaveMoreJobs = (count: number, cap: number = MAX_SAVED_JOBS): boolean => count < cap

/**
 * The anonymous list as read from browser storage: anything that is not a JSON array of opening ids
 * (a corrupted or tampered value) counts as empty; repeats and values past the cap are dropped.
 */
export function parseStoredSavedJobIds(raw: string | null | undefined): number[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  return Array.isArray(value) ? mergeSavedJobIds([], value) : []
}

/** The anonymous list as written to browser storage. */
export const serializeSavedJobIds = (ids: readonly number[]): string =>
  JSON.stringify(mergeSavedJobIds([], ids))

/** The list with `id` added at the end (when there is room) or removed. */
export function toggleSavedJobId(
  ids: readonly number[],
  id: number,
  cap: number = MAX_SAVED_JOBS,
): { ids: number[]; saved: boolean; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), saved: false, full: false }
  if (!canSaveMoreJobs(ids.length, cap)) return { ids: [...ids], saved: false, full: true }
  return { ids: [...ids, id], saved: true, full: false }
}
