// The offer to install the site (docs/pwa.md, "The install offer"): shown on a second visit or after a job
// was saved, never on a first load. A region in the page's flow, not a dialog. 'offer' has 'Instalar' (the
// browser's own install dialog) and 'Agora não'; 'ios-hint' tells an iPhone or iPad how to add the site to
// the Home Screen (Safari has no install dialog) and can be closed.
// It comes to pages whose first load is held to a budget, in a chunk of its own: `cx`, ui's button look and
// the glyphs inline (no tailwind-merge, Slot or icon runtime), so the chunk is the offer and little else.
import { pwaMessages, type InstallOffer as InstallOfferKind, type PwaMessages } from '@carreiras/core'
import { useId } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import { buttonVariants } from '../primitives/button-variants'

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
  return (
    <section
      data-slot="install-offer"
      data-kind={kind}
      aria-labelledby={headingId}
      className={cx(
        'bg-card text-card-foreground flex gap-3 rounded-lg border border-border p-4 text-start shadow-sm',
        className,
      )}
    >
      {/* lucide's 'share' (where iOS's Share button is) or 'download' */}
      <InlineIcon className="text-primary mt-0.5 size-6 shrink-0">
        {ios ? (
          <path d="M12 2v13M16 6l-4-4-4 4M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
        ) : (
          <path d="M12 15V3M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5" />
        )}
      </InlineIcon>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id={headingId} className="font-heading text-lg font-semibold">
          {ios ? messages.iosTitle : messages.title}
        </h2>
        <p className="text-muted-foreground text-sm">{ios ? messages.iosText : messages.text}</p>
        <div className="flex flex-wrap gap-2">
          {!ios && onInstall ? (
            <button type="button" onClick={onInstall} className={buttonVariants()}>
              {messages.install}
            </button>
          ) : null}
          <button type="button" onClick={onDismiss} className={buttonVariants({ variant: 'ghost' })}>
            {messages.dismiss}
          </button>
        </div>
      </div>
    </section>
  )
}

export { InstallOffer }
export type { InstallOfferProps }
