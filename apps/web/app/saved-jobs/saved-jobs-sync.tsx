// Keeps the saved jobs' store in step with the session (docs/saved-jobs.md). Signed out: the browser's
// ids. Signed in, whichever way (the login form, a network, the SSO, an invitation, a restored session):
// the ids kept anonymously are merged into the account and then cleared from the browser, and the
// account's list takes over. When the platform cannot be reached the browser's list stays (nothing is
// lost; the next sign-in merges it). Also the announcements: a polite status for each change and a
// visible alert for a refused one. The platform's part (saved-jobs.client.ts) loads only when signed in.
import { fillSavedJobsText } from '@carreiras/core'
import { useEffect } from 'react'
import { useAccount } from '../account/account-bridge'
import {
  clearStoredIds,
  onStorageChanged,
  savedJobsStore,
  showAccountList,
  showAnonymousList,
  storedIds,
} from './saved-jobs-store'
import { useSavedJobs, useSavedJobsTexts } from './use-saved-jobs'

export function SavedJobsSync() {
  const { status, user, handles } = useAccount()
  const userId = user && handles ? handles.userId() : null
  const { attempt } = useSavedJobs()

  useEffect(() => {
    const onStorage = (event: StorageEvent) => onStorageChanged(event.key)
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  useEffect(() => {
    if (userId === null || !handles) {
      // Until a stored session is restored, the browser's list (a candidate's list replaces it then).
      showAnonymousList()
      return
    }
    let cancelled = false
    void import('./saved-jobs.client')
      .then(async ({ accountBackend, loadAccountList }) => {
        const anonymous = storedIds()
        const jobs = await loadAccountList(handles.client, userId, anonymous)
        if (cancelled) return
        if (anonymous.length > 0) clearStoredIds()
        showAccountList(
          jobs.map((job) => job.opportunityId),
          accountBackend(handles.client, userId),
        )
      })
      .catch(() => {
        if (!cancelled) showAnonymousList(true)
      })
    return () => {
      cancelled = true
    }
  }, [status, userId, handles, attempt])

  return <SavedJobsNotices />
}

function SavedJobsNotices() {
  const texts = useSavedJobsTexts()
  const { notice } = useSavedJobs()
  if (!texts) return null
  const polite =
    notice?.kind === 'saved' || notice?.kind === 'removed'
      ? fillSavedJobsText(notice.kind === 'saved' ? texts.saved : texts.removed, { title: notice.title })
      : ''
  const refused = notice?.kind === 'full' ? texts.full : notice?.kind === 'failed' ? texts.failed : null
  return (
    <>
      <div role="status" data-slot="saved-jobs-status" className="sr-only">
        {polite}
      </div>
      <div role="alert" className="fixed inset-x-0 bottom-4 z-50 mx-auto w-full max-w-md px-4 empty:hidden">
        {refused ? (
          <div
            data-slot="saved-jobs-alert"
            className="flex items-start gap-3 rounded-lg border border-destructive bg-background p-4 text-sm text-foreground shadow-md"
          >
            <p className="flex-1">{refused}</p>
            <button
              type="button"
              onClick={() => savedJobsStore.dismiss()}
              className="min-h-10 rounded-md px-3 font-medium underline underline-offset-4 focus-ring"
            >
              {texts.close}
            </button>
          </div>
        ) : null}
      </div>
    </>
  )
}
