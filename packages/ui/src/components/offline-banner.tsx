// The banner shown while the browser has no connection (docs/pwa.md, "Offline"): a status region, so screen
// readers announce it when it appears, in the page's flow (nothing covered). The site shows the pages the
// service worker kept; this says so.
import { pwaMessages } from '@carreiras/core'
import { WifiOff } from 'lucide-react'
import { cn } from '../lib/cn'

type OfflineBannerProps = {
  /** The banner's text (core's pwaMessages.offline.banner by default). */
  text?: string
  className?: string
}

function OfflineBanner({ text = pwaMessages.offline.banner, className }: OfflineBannerProps) {
  return (
    <div
      role="status"
      data-slot="offline-banner"
      className={cn(
        'bg-warning text-warning-foreground flex items-start gap-3 rounded-lg border border-border px-4 py-3 text-sm font-medium',
        className,
      )}
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{text}</p>
    </div>
  )
}

export { OfflineBanner }
export type { OfflineBannerProps }
