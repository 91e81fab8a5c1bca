// An internal opening's detail (docs/identity.md, "Internal access on the site"), for a signed-in internal
// user of the company: the server answered 404 (it has no session), so the browser asks the site's
// /api/vagas-internas/:id with the person's session and shows the same page with the internal badge. Its own
// chunk, loaded from /vagas/:id's ErrorBoundary only for such a person: a public page never carries it.
import { InternalJobBadge } from '@carreiras/ui/internal-openings'
import { useEffect, type ReactNode } from 'react'
import { useAccount } from '../account/account-bridge'
import { JobDetailPage } from './job-detail-page'
import type { JobDetailData } from './job-detail.server'
import { useInternalOpenings } from './use-internal-openings'

export default function InternalJobDetail({
  id,
  notFound,
  loading,
}: {
  id: number
  /** Shown when the opening is not one of the company's internal openings (or the request failed). */
  notFound: ReactNode
  loading: ReactNode
}) {
  const { handles } = useAccount()
  const authorization = handles?.authorization() ?? null
  const request = { kind: 'detail', id } as const
  const view = useInternalOpenings<JobDetailData>(request, authorization)
  const shown = view.dataFor(request)
  // The server's not-found title gives way to the opening's (it is never indexed: the page answered 404).
  useEffect(() => {
    if (shown) document.title = shown.texts.title
  }, [shown])
  if (shown) return <JobDetailPage data={shown} badge={<InternalJobBadge />} />
  if (authorization && (!view.isAsked(request) || view.status === 'loading')) return loading
  return notFound
}
