// The offer to install the site (docs/pwa.md, "The install offer"): shown on a second visit or after a job
// was saved, never on a first load. A region in the page's flow, not a dialog. 'offer' has 'Instalar' (the
// browser's own install dialog) and 'Agora não'; 'ios-hint' tells an iPhone or iPad how to add the site to
// the Home Screen (Safari has no install dialog) and can be closed.
import { pwaMessages, type InstallOffer as InstallOfferKind, type PwaMessages } from '@carreiras/core'
import { Download, Share } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'

type InstallOfferProps = {
  kind: Exclude<InstallOfferKind, null>
  /** 'Instalar' (kind 'offer'). */
  onInstall?: () => void
  /** 'Agora não': the site remembers it and does not ask again. */
  onDismiss(): void
  messages?: PwaMessages['install']
  className?: string
}

function InstallOffer({
  kind,
  onInstall,
  onDismiss,
  messages = pwaMessages.install,
  className,
}: InstallOfferProps) {
  const headingId = useId()
  const ios = kind === 'ios-hint'
  const Icon = ios ? Share : Download
  return (
    <section
      data-slot="install-offer"
      data-kind={kind}
      aria-labelledby={headingId}
      className={cn(
        'bg-card text-card-foreground flex gap-3 rounded-lg border border-border p-4 text-start shadow-sm',
        className,
      )}
    >
      <Icon aria-hidden="true" className="text-primary mt-0.5 size-6 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id={headingId} className="font-heading text-lg font-semibold">
          {ios ? messages.iosTitle : messages.title}
        </h2>
        <p className="text-muted-foreground text-sm">{ios ? messages.iosText : messages.text}</p>
        <div className="flex flex-wrap gap-2">
          {!ios && onInstall ? (
            <Button type="button" onClick={onInstall}>
              {messages.install}
            </Button>
          ) : null}
          <Button type="button" variant="ghost" onClick={onDismiss}>
            {messages.dismiss}
          </Button>
        </div>
      </div>
    </section>
  )
}

export { InstallOffer }
export type { InstallOfferProps }
