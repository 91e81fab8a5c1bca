// The save toggle wired to the store (docs/saved-jobs.md): on the job cards and the job detail.
import { fillSavedJobsText } from '@carreiras/core'
import { SaveJobButton } from '@carreiras/ui/save-job-button'
import { setSaved } from './saved-jobs-store'
import { useSavedJobs, useSavedJobsTexts } from './use-saved-jobs'

export function SaveJobToggle({
  opportunityId,
  title,
  display = 'icon',
  className,
}: {
  opportunityId: number
  title: string
  display?: 'icon' | 'full'
  className?: string
}) {
  const texts = useSavedJobsTexts()
  const { ids } = useSavedJobs()
  if (!texts) return null
  return (
    <SaveJobButton
      saved={ids.includes(opportunityId)}
      onSavedChange={(saved) => void setSaved(opportunityId, title, saved)}
      text={texts.save}
      label={fillSavedJobsText(texts.label, { title })}
      display={display}
      className={className}
    />
  )
}
