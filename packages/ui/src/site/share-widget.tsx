// The job's share widget: four networks in a 540 × 600 popup and a copy-link button whose tooltip reads
// 'Copiar Link', then 'Copiado!'. The tooltip is drawn in CSS (shown on hover, on focus and after copying),
// not with Radix's popper: the widget is on the public job page's first load. The button's name always says
// the same as the tooltip.
import { SHARE_NETWORKS, shareLinks, type ShareNetwork } from '@carreiras/core'
import { jobShareMessages } from '@carreiras/core/messages/job-share'
import { shareMessages } from '@carreiras/core/messages/share'
import { useId, type ComponentProps } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import type { Labels } from '../lib/labels'
import { useShareActions } from '../lib/use-share-actions'
import { SocialIcon } from '../primitives/social-icon'

const texts = { ...jobShareMessages, ...shareMessages }

type ShareWidgetLabels = Labels<typeof texts> & {
  /** Each network link's whole accessible name ('Compartilhar no Facebook'), wins over `on`. */
  networks?: Partial<Record<ShareNetwork, string>>
}

type ShareWidgetProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Absolute URL of the page shared (core's `jobShareUrl`). */
  url: string
  /** Title sent with the URL to the networks that take one. */
  title: string
  /** Each network's share URL when computed elsewhere; core's `shareLinks(url, title)` by default. */
  links?: Record<ShareNetwork, string>
  /** Called after a network was opened (for analytics). */
  onShare?: (network: ShareNetwork) => void
  /** Called with the result of copying the link. */
  onCopy?: (copied: boolean) => void
  labels?: ShareWidgetLabels
}

const itemClass = cx(
  'inline-flex size-10 items-center justify-center rounded-full',
  'bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-ring',
)

function LinkIcon() {
  // lucide's 'link-2'.
  return (
    <InlineIcon className="size-5">
      <path d="M9 17H7A5 5 0 0 1 7 7h2M15 7h2a5 5 0 1 1 0 10h-2M8 12h8" />
    </InlineIcon>
  )
}

/** Share links to four networks (in a 540 × 600 popup) and a copy-link button with its tooltip. */
function ShareWidget({ url, title, links, onShare, onCopy, labels, className, ...props }: ShareWidgetProps) {
  const t = { ...texts, ...labels }
  const hrefs = links ?? shareLinks(url, title)
  const headingId = useId()
  const { copied, announcement, openPopup, copy, scheduleReset } = useShareActions({
    url,
    links: hrefs,
    announcements: { copied: t.copiedAnnouncement, failed: t.copyFailed },
    onShare,
    onCopy,
  })
  const copyLabel = copied ? t.copied : t.copyLink

  return (
    <div data-slot="share-widget" className={cx('flex flex-col gap-2', className)} {...props}>
      <p id={headingId} data-slot="share-widget-title" className="text-sm font-semibold">
        {t.title}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={hrefs[network]}
              target="_blank"
              rel="noopener noreferrer"
              data-slot="share-widget-link"
              data-network={network}
              onClick={openPopup(network)}
              className={itemClass}
            >
              <SocialIcon network={network} />
              <span className="sr-only">{labels?.networks?.[network] ?? t.on(t[network])}</span>
            </a>
          </li>
        ))}
        <li className="group relative">
          <button
            type="button"
            data-slot="share-widget-copy"
            data-copied={copied}
            aria-label={copyLabel}
            onClick={() => void copy()}
            onPointerLeave={scheduleReset}
            onBlur={scheduleReset}
            className={itemClass}
          >
            <LinkIcon />
          </button>
          {/* Repeats the button's name, which screen readers already announce. */}
          <span
            aria-hidden="true"
            data-slot="share-widget-tooltip"
            data-open={copied || undefined}
            className={cx(
              'pointer-events-none absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded-md px-2 py-1',
              'bg-foreground text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-opacity',
              'group-focus-within:opacity-100 group-hover:opacity-100 data-open:opacity-100',
            )}
          >
            {copyLabel}
          </span>
        </li>
      </ul>
      <p data-slot="share-widget-status" role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

export { ShareWidget }
export type { ShareWidgetLabels, ShareWidgetProps }
