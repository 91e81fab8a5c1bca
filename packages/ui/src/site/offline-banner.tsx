// The banner shown while the browser has no connection (docs/pwa.md, "Offline"): a status region, so screen
// readers announce it when it appears, in the page's flow (nothing covered). The site shows the pages the
// service worker kept; this says so.
// It is on every page's first script (the site's slot draws it the moment the connection drops, with no
// chunk to fetch): `cx` (not tailwind-merge), the icon inline, and the text given by the caller (core's
// pwaMessages.offline.banner) rather than imported, so the page carries only the text it shows.
import type { ComponentProps } from 'react'
import { cx, InlineIcon } from '../lib/cx'

type OfflineBannerProps = ComponentProps<'div'> & {
  /** The banner's text: core's pwaMessages.offline.banner, or the brand's wording of it. */
  text: string
}

/** lucide's WifiOff, inline. */
function WifiOffIcon() {
  return (
    <InlineIcon className="mt-0.5 size-5 shrink-0">
      <path d="M12 20h.01M8.5 16.429a5 5 0 0 1 7 0M5 12.859a10 10 0 0 1 5.17-2.69M19 12.859a10 10 0 0 0-2.007-1.523M2 8.82a15 15 0 0 1 4.177-2.643M22 8.82a15 15 0 0 0-11.288-3.764M2 2l20 20" />
    </InlineIcon>
  )
}

function OfflineBanner({ text, className, ...props }: OfflineBannerProps) {
  return (
    <div
      role="status"
      data-slot="offline-banner"
      className={cx(
        'bg-warning text-warning-foreground flex items-start gap-3 rounded-lg border border-border px-4 py-3 text-sm font-medium',
        className,
      )}
      {...props}
    >
      <WifiOffIcon />
      <p>{text}</p>
    </div>
  )
}

export { OfflineBanner }
export type { OfflineBannerProps }
