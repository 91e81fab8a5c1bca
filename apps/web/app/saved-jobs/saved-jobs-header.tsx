// The header's saved-jobs link with the count (docs/saved-jobs.md): nothing until something is saved. It
// leads to 'Vagas salvas' on /meu-perfil; an anonymous visitor signs in there, and the saved ids join the
// account.
import { SAVED_JOBS_ANCHOR_ID, fillSavedJobsText } from '@carreiras/core'
import { SavedJobsHeaderLink } from '@carreiras/ui/saved-jobs-header-link'
import { routerLink } from '../components/router-link'
import { useSavedJobs, useSavedJobsTexts } from './use-saved-jobs'

export const SAVED_JOBS_HREF = `/meu-perfil#${SAVED_JOBS_ANCHOR_ID}`

export function SavedJobsHeader() {
  const texts = useSavedJobsTexts()
  const { ids } = useSavedJobs()
  if (!texts || ids.length === 0) return null
  const count = ids.length
  return (
    <SavedJobsHeaderLink
      href={SAVED_JOBS_HREF}
      count={count}
      text={texts.headerLink}
      label={count === 1 ? texts.headerLabelOne : fillSavedJobsText(texts.headerLabelMany, { count })}
      renderLink={routerLink}
    />
  )
}
