// 'Vagas salvas' on /meu-perfil (docs/saved-jobs.md): the account's saved openings with their state, read
// once the store holds the account's list (so ids saved anonymously have been merged first), and again
// when an id appears that the list does not have. 'Remover' goes through the store, so the header's count
// and every toggle follow at once. Opened by the header's link (#vagas-salvas): scrolled to once drawn.
import { SAVED_JOBS_ANCHOR_ID, opportunityPath, type SavedJob } from '@carreiras/core'
import { SavedJobsBox } from '@carreiras/ui/saved-jobs-box'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { routerLink } from '../components/router-link'
import { loadSavedJobs } from './saved-jobs.client'
import { retryAccountList, setSaved } from './saved-jobs-store'
import { useSavedJobs } from './use-saved-jobs'

type Loaded = { status: 'loading' | 'failed' } | { status: 'ready'; jobs: SavedJob[] }

export function SavedJobsSection({ handles, userId }: { handles: AccountHandles; userId: number }) {
  const messages = useMessages()
  const { mode, ids, accountFailed } = useSavedJobs()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const ready = mode === 'account'
  const jobs = loaded.status === 'ready' ? loaded.jobs : null
  // An id the list does not have (saved in another tab or just merged) reads the list again.
  const stale = jobs !== null && ids.some((id) => !jobs.some((job) => job.opportunityId === id))

  useEffect(() => {
    if (!ready) return
    let cancelled = false
    loadSavedJobs(handles.client, userId)
      .then((next) => !cancelled && setLoaded({ status: 'ready', jobs: next }))
      .catch(() => !cancelled && setLoaded({ status: 'failed' }))
    return () => {
      cancelled = true
    }
  }, [ready, handles, userId, attempt, stale])

  // The header's link: scroll here once the list is drawn (the page renders in the browser).
  const section = useRef<HTMLDivElement>(null)
  const scrolled = useRef(false)
  useEffect(() => {
    if (scrolled.current || loaded.status === 'loading') return
    if (window.location.hash !== `#${SAVED_JOBS_ANCHOR_ID}`) return
    scrolled.current = true
    section.current?.scrollIntoView({ block: 'start' })
  }, [loaded.status])

  const onRemove = useCallback(
    (id: number) => {
      const job = jobs?.find((item) => item.opportunityId === id)
      void setSaved(id, job?.title ?? '', false)
    },
    [jobs],
  )

  const items = (jobs ?? [])
    .filter((job) => ids.includes(job.opportunityId))
    .map((job) => ({
      opportunityId: job.opportunityId,
      title: job.title,
      href: opportunityPath(job.opportunityId, job.slug),
      open: job.open,
      location: job.city && job.stateAbbr ? `${job.city} - ${job.stateAbbr}` : (job.stateAbbr ?? null),
    }))

  return (
    <div id={SAVED_JOBS_ANCHOR_ID} ref={section} style={{ scrollMarginTop: '6rem' }}>
      <SavedJobsBox
        status={accountFailed || loaded.status === 'failed' ? 'failed' : ready ? loaded.status : 'loading'}
        items={items}
        onRemove={onRemove}
        onRetry={() => {
          setLoaded({ status: 'loading' })
          if (accountFailed) retryAccountList()
          else setAttempt((n) => n + 1)
        }}
        renderLink={routerLink}
        messages={messages.savedJobs.box}
      />
    </div>
  )
}
