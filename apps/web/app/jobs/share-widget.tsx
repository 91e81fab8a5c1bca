// The job's share widget (doc 01 §2, doc 02 §2): the design system's ShareWidget behaviour (its
// useShareActions: four networks in a 540 × 600 popup, 'Copiar Link' → 'Copiado!') with a CSS tooltip
// instead of Radix's, so the public job page stays within its JS budget. Texts and links come computed
// from the server.
import { SHARE_NETWORKS, type ShareNetwork } from '@carreiras/core'
import { useShareActions } from '@carreiras/ui/lib/use-share-actions'
import { useId } from 'react'
import { MaskIcon } from '../components/mask-icon'
import type { JobDetailTexts } from './job-texts.server'

const itemClass =
  'bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-ring inline-flex size-10 items-center justify-center rounded-full'

export function ShareWidget({
  url,
  links,
  texts,
}: {
  url: string
  links: Record<ShareNetwork, string>
  texts: JobDetailTexts['share']
}) {
  const id = useId()
  const { copied, announcement, openPopup, copy, scheduleReset } = useShareActions({
    url,
    links,
    announcements: { copied: texts.copiedAnnouncement, failed: texts.copyFailed },
  })
  const copyLabel = copied ? texts.copied : texts.copyLink

  return (
    <div data-slot="share-widget" className="flex flex-col gap-2">
      <p id={`${id}-titulo`} className="text-sm font-semibold">
        {texts.title}
      </p>
      <ul aria-labelledby={`${id}-titulo`} className="flex flex-wrap items-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              data-network={network}
              onClick={openPopup(network)}
              className={itemClass}
            >
              <MaskIcon name={network} />
              <span className="sr-only">{texts.networks[network]}</span>
            </a>
          </li>
        ))}
        <li className="group relative">
          <button
            type="button"
            aria-label={copyLabel}
            data-copied={copied}
            onClick={copy}
            onPointerLeave={scheduleReset}
            onBlur={scheduleReset}
            className={itemClass}
          >
            <MaskIcon name="link-2" />
          </button>
          {/* The visible tooltip repeats the button's name, which screen readers already announce. */}
          <span
            aria-hidden="true"
            data-slot="share-widget-tooltip"
            data-open={copied || undefined}
            className="bg-foreground text-background pointer-events-none absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded-md px-2 py-1 text-xs whitespace-nowrap opacity-0 shadow-md transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 data-open:opacity-100"
          >
            {copyLabel}
          </span>
        </li>
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
