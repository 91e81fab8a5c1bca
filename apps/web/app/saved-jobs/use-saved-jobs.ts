// Hooks of the saved jobs' store and texts (docs/saved-jobs.md).
import type { SavedJobsBrowserTexts } from '@carreiras/core'
import { useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import { savedJobsStore, type SavedJobsState } from './saved-jobs-store'

export function useSavedJobs(): SavedJobsState {
  return useSyncExternalStore(savedJobsStore.subscribe, savedJobsStore.get, savedJobsStore.getServer)
}

/** The texts the root's loader sends (saved-jobs-texts.server.ts); null without the root's data. */
export function useSavedJobsTexts(): SavedJobsBrowserTexts | null {
  return useRouteLoaderData<{ savedJobs?: SavedJobsBrowserTexts }>('root')?.savedJobs ?? null
}
