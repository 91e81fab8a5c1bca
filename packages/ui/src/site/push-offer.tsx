// The offer to turn on push notifications (docs/push.md), shown after applying. Like the consent prompt, a
// region in the page's flow — not a dialog, nothing is covered or trapped. Its states are core's push-offer
// connect view: idle (the offer: 'Ativar notificações' / 'Agora não'), asking (the browser's permission
// prompt is open), subscribing, on (with 'Desativar notificações'), off, denied (how to allow them again in
// the browser) and error (an alert, 'Tentar novamente'). 'hidden' draws nothing.
import { ptBR, type PushOfferMessages, type PushOfferStatus } from '@carreiras/core'
import { BellOff, BellRing } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../lib/cn'
import { Alert } from '../primitives/alert'
import { Button } from '../primitives/button'

type PushOfferProps = {
  status: PushOfferStatus
  /** A request is under way: the buttons wait. */
  busy?: boolean
  /** The failure's message (status 'error'). */
  error?: string | null
  onEnable(): void
  onDismiss(): void
  onDisable?: () => void
  messages?: PushOfferMessages
  className?: string
}

function PushOffer({
  status,
  busy = false,
  error = null,
  onEnable,
  onDismiss,
  onDisable,
  messages = ptBR.push.offer,
  className,
}: PushOfferProps) {
  const headingId = useId()
  if (status === 'hidden') return null
  const title =
    status === 'on'
      ? messages.onTitle
      : status === 'denied'
        ? messages.deniedTitle
        : status === 'error'
          ? messages.errorTitle
          : messages.title
  const Icon = status === 'denied' || status === 'off' ? BellOff : BellRing
  return (
    <section
      data-slot="push-offer"
      data-status={status}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn(
        'bg-card text-card-foreground flex gap-3 rounded-lg border border-border p-4 text-start shadow-sm sm:p-6',
        className,
      )}
    >
      <Icon aria-hidden="true" className="text-primary mt-0.5 size-6 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id={headingId} className="font-heading text-lg font-semibold">
          {title}
        </h2>
        {status === 'idle' || status === 'asking' || status === 'subscribing' ? (
          <p className="text-muted-foreground text-sm">{messages.description}</p>
        ) : null}
        {status === 'on' ? (
          <p role="status" className="text-sm">
            {messages.on}
          </p>
        ) : null}
        {status === 'off' ? (
          <p role="status" className="text-sm">
            {messages.off}
          </p>
        ) : null}
        {status === 'denied' ? (
          <p role="status" className="text-sm">
            {messages.denied}
          </p>
        ) : null}
        {status === 'error' && error ? (
          <Alert variant="error" title={null}>
            {error}
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {status === 'idle' || status === 'asking' || status === 'subscribing' ? (
            <>
              <Button type="button" onClick={onEnable} loading={busy} disabled={busy}>
                {messages.enable}
              </Button>
              <Button type="button" variant="ghost" onClick={onDismiss} disabled={busy}>
                {messages.dismiss}
              </Button>
            </>
          ) : null}
          {status === 'error' || status === 'off' ? (
            <>
              <Button type="button" onClick={onEnable}>
                {status === 'error' ? messages.retry : messages.enable}
              </Button>
              <Button type="button" variant="ghost" onClick={onDismiss}>
                {status === 'error' ? messages.dismiss : messages.close}
              </Button>
            </>
          ) : null}
          {status === 'on' ? (
            <>
              {onDisable ? (
                <Button type="button" variant="outline" onClick={onDisable} loading={busy} disabled={busy}>
                  {messages.disable}
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={onDismiss} disabled={busy}>
                {messages.close}
              </Button>
            </>
          ) : null}
          {status === 'denied' ? (
            <Button type="button" variant="outline" onClick={onDismiss}>
              {messages.close}
            </Button>
          ) : null}
        </div>
        {/* What is under way, announced. */}
        <span className="sr-only" aria-live="polite">
          {status === 'asking' ? messages.asking : status === 'subscribing' ? messages.subscribing : ''}
        </span>
      </div>
    </section>
  )
}

export { PushOffer }
export type { PushOfferProps }
