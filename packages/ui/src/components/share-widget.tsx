import { ptBR, SHARE_NETWORKS, shareLinks, type ShareNetwork } from '@carreiras/core'
import { Link2 } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { useShareActions } from '../lib/use-share-actions'
import { SocialIcon } from './social-icon'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'

const texts = { ...ptBR.job.share, ...ptBR.ui.domain.share }

type ShareWidgetProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Absolute URL of the page shared (core's `jobShareUrl`). */
  url: string
  /** Title sent with the URL to the networks that take one. */
  title: string
  /** Called after a network was opened (for analytics). */
  onShare?: (network: ShareNetwork) => void
  /** Called with the result of copying the link. */
  onCopy?: (copied: boolean) => void
  labels?: Partial<typeof texts>
}

const itemClass = cn(
  'inline-flex size-10 items-center justify-center rounded-full',
  'bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-ring',
)

/** Share links to four networks (in a 540 × 600 popup) and a copy-link button with its tooltip. */
function ShareWidget({ url, title, onShare, onCopy, labels, className, ...props }: ShareWidgetProps) {
  const t = { ...texts, ...labels }
  const links = shareLinks(url, title)
  const headingId = useId()
  const [tooltipOpen, setTooltipOpen] = useState(false)
  const { copied, announcement, openPopup, copy: copyLink, scheduleReset } = useShareActions({
    url,
    links,
    announcements: { copied: t.copiedAnnouncement, failed: t.copyFailed },
    onShare,
    onCopy,
  })
  const copy = async () => setTooltipOpen(await copyLink())

  const copyLabel = copied ? t.copied : t.copyLink
  return (
    <div data-slot="share-widget" className={cn('flex flex-col gap-2', className)} {...props}>
      <p id={headingId} data-slot="share-widget-title" className="text-sm font-semibold">
        {t.title}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="share-widget-link"
              data-network={network}
              onClick={openPopup(network)}
              className={itemClass}
            >
              <SocialIcon network={network} />
              <span className="sr-only">{t.on(t[network])}</span>
            </a>
          </li>
        ))}
        <li>
          <Tooltip open={tooltipOpen} onOpenChange={setTooltipOpen}>
            <TooltipTrigger
              type="button"
              data-slot="share-widget-copy"
              data-copied={copied}
              aria-label={copyLabel}
              onClick={copy}
              onPointerLeave={scheduleReset}
              onBlur={scheduleReset}
              className={itemClass}
            >
              <Link2 aria-hidden="true" className="size-5" />
            </TooltipTrigger>
            <TooltipContent data-slot="share-widget-tooltip">{copyLabel}</TooltipContent>
          </Tooltip>
        </li>
      </ul>
      <p data-slot="share-widget-status" role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

export { ShareWidget }
export type { ShareWidgetProps }
