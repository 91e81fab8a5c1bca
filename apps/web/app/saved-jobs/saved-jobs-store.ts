// The saved jobs of this page load (docs/saved-jobs.md): one small store every toggle, the header's count
// and 'Vagas salvas' read. Anonymous: the ids in browser storage (ids only, nothing else), kept in step
// with other tabs. Signed in: the platform's list, changed through the backend the sync component hands
// over (saved-jobs-sync.tsx); a change shows at once and is undone when the platform refuses it. Every
// save dispatches core's JOB_SAVED_EVENT on window (the install offer listens to it).
import {
  JOB_SAVED_EVENT,
  SAVED_JOBS_STORAGE_KEY,
  parseStoredSavedJobIds,
  serializeSavedJobIds,
  toggleSavedJobId,
  type JobSavedEventDetail,
} from '@carreiras/core'
import { read, remove, write } from '../account/browser-storage'

/** What the platform answers: the list's ids, or why it refused. */
export type BackendResult = { ids: number[] } | { error: 'full' | 'failed' }

/** The signed-in candidate's list on the platform (saved-jobs.client.ts). */
export interface SavedJobsBackend {
  save(id: number): Promise<BackendResult>
  unsave(id: number): Promise<BackendResult>
}

export type SavedJobsNotice =
  { kind: 'saved' | 'removed'; title: string; at: number } | { kind: 'full' | 'failed'; at: number }

export interface SavedJobsState {
  /** 'pending': not read yet (the server's render and the first paint: nothing is shown as saved). */
  mode: 'pending' | 'anonymous' | 'account'
  ids: readonly number[]
  notice: SavedJobsNotice | null
  /** Signed in, but the account's list could not be read: the browser's list stands in meanwhile. */
  accountFailed: boolean
  /** Bumped by 'Tentar novamente': the sync reads the account's list again. */
  attempt: number
}

const INITIAL: SavedJobsState = { mode: 'pending', ids: [], notice: null, accountFailed: false, attempt: 0 }
let state: SavedJobsState = INITIAL
let backend: SavedJobsBackend | null = null
const listeners = new Set<() => void>()

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/**
 * A change the store's readers see. A change that changes nothing (the page's sync saying 'anonymous, none
 * saved' again as the session settles) notifies no one: each notice re-renders every toggle at once.
 */
function set(next: Partial<SavedJobsState>) {
  const merged = { ...state, ...next }
  const unchanged = (Object.keys(merged) as (keyof SavedJobsState)[]).every((key) =>
    key === 'ids' ? sameIds(merged.ids, state.ids) : merged[key] === state[key],
  )
  if (unchanged) return
  state = merged
  for (const listener of listeners) listener()
}

export const savedJobsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => state,
  /** On the server and before hydration: nothing saved. */
  getServer: () => INITIAL,
  /** Closes the current message. */
  dismiss: () => set({ notice: null }),
}

/** The anonymous list kept in this browser. */
export const storedIds = (): number[] => parseStoredSavedJobIds(read('local', SAVED_JOBS_STORAGE_KEY))
export const clearStoredIds = (): void => remove('local', SAVED_JOBS_STORAGE_KEY)

/** Signed out (or not known to be signed in), or the account's list unreadable: the browser's list. */
export function showAnonymousList(accountFailed = false): void {
  backend = null
  set({ mode: 'anonymous', ids: storedIds(), accountFailed })
}

/** Reads the account's list again (after accountFailed). */
export const retryAccountList = (): void => set({ attempt: state.attempt + 1, accountFailed: false })

/** Signed in: the platform's list and the way to change it. */
export function showAccountList(ids: readonly number[], next: SavedJobsBackend): void {
  backend = next
  set({ mode: 'account', ids, accountFailed: false })
}

/** Another tab changed the browser's list. */
export function onStorageChanged(key: string | null): void {
  if (state.mode === 'anonymous' && (key === null || key === SAVED_JOBS_STORAGE_KEY))
    set({ ids: storedIds() })
}

function announceSaved(opportunityId: number) {
  const detail: JobSavedEventDetail = { opportunityId }
  window.dispatchEvent(new CustomEvent(JOB_SAVED_EVENT, { detail }))
}

/** Saves or removes one opening (the toggle's press). */
export async function setSaved(opportunityId: number, title: string, saved: boolean): Promise<void> {
  if (state.ids.includes(opportunityId) === saved) return
  const change = toggleSavedJobId(state.ids, opportunityId)
  if (change.full) {
    set({ notice: { kind: 'full', at: Date.now() } })
    return
  }
  const before = state.ids
  set({ ids: change.ids, notice: { kind: saved ? 'saved' : 'removed', title, at: Date.now() } })
  if (saved) announceSaved(opportunityId)
  if (state.mode !== 'account' || !backend) {
    write('local', SAVED_JOBS_STORAGE_KEY, serializeSavedJobIds(change.ids))
    return
  }
  const result = await (saved ? backend.save(opportunityId) : backend.unsave(opportunityId))
  if ('ids' in result) {
    if (state.mode === 'account') set({ ids: result.ids })
  } else if (state.mode === 'account') {
    set({ ids: before, notice: { kind: result.error, at: Date.now() } })
  }
}

/** Tests: back to the first state. */
export function resetSavedJobsStore(): void {
  state = INITIAL
  backend = null
  for (const listener of listeners) listener()
}
