// 'Minhas Inscrições', the applications box of /meu-perfil: core's applications box machine read through
// connectApplicationsBox. A horizontally scrolling list of cards (scroll snap; each card is reached by Tab
// through its job link and buttons, which scroll it into view), 'Nenhuma inscrição', 'Carregar mais...', and
// the 'Atenção' dialogs (withdraw, refuse an invitation, a partner's test). A spinner while the first page
// loads; a failed page is an alert with 'Tentar novamente' that keeps the cards already listed; a withdrawal
// is announced politely.
import {
  applicationsBoxMessages,
  connectApplicationsBox,
  type ApplicationsBoxMessages,
  type applicationsBoxMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, type ComponentProps } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import type { RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { ConfirmDialog } from '../../primitives/confirm-dialog'
import { EmptyState } from '../../primitives/empty-state'
import { Spinner } from '../../primitives/spinner'
import { SubscriptionCard } from './subscription-card'

type ApplicationsBoxActor = ActorRefFrom<typeof applicationsBoxMachine>

/**
 * Focus for a dialog a machine state opens: back to the element that opened it; when that element is gone
 * (the card withdrawn, the refused invitation's button replaced), to the first control left in its card or
 * invitation, else to `fallback` (the box's title).
 */
function useDialogFocus(fallback: () => HTMLElement | null) {
  const returnTo = useRef<HTMLElement | null>(null)
  const around = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null
      around.current =
        returnTo.current?.closest<HTMLElement>(
          '[data-slot="event-invitation"], [data-slot="subscription-card"]',
        ) ?? null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const target = returnTo.current
      const place = around.current
      returnTo.current = null
      around.current = null
      if (target?.isConnected) return target.focus()
      const inside = place?.isConnected
        ? place.querySelector<HTMLElement>('button:not([aria-disabled="true"]), a[href]')
        : null
      ;(inside ?? fallback())?.focus()
    },
  }
}

type ApplicationsBoxProps = Omit<ComponentProps<'section'>, 'children'> & {
  actor: ApplicationsBoxActor
  /** The box's texts; a brand may pass its own (`applicationsBoxMessagesOf(catalogue)`). */
  messages?: ApplicationsBoxMessages
  renderLink?: RenderLink
  /** The box's title level (2 on the profile page, under its h1); the cards' titles one below. */
  headingLevel?: 2 | 3
}

function ApplicationsBox({
  actor,
  messages = applicationsBoxMessages,
  renderLink,
  headingLevel = 2,
  className,
  ...props
}: ApplicationsBoxProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectApplicationsBox(snapshot, actor.send, messages)
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusTitle = () => headingRef.current
  const withdrawFocus = useDialogFocus(focusTitle)
  const refusalFocus = useDialogFocus(focusTitle)
  const partnerFocus = useDialogFocus(focusTitle)
  const Heading = `h${headingLevel}` as const
  const opensInNewTab = messages.tests.opensInNewTab
  const { loadMore, alert } = view

  // 'Carregar mais...' gone after the last page while it had the focus: the focus goes to the first new card.
  const cardCount = view.cards.length
  const previousCount = useRef(cardCount)
  const hadLoadMore = useRef(loadMore !== null)
  useEffect(() => {
    const lostFocus = document.activeElement === document.body || document.activeElement === null
    if (hadLoadMore.current && loadMore === null && lostFocus && cardCount > previousCount.current) {
      const cards = listRef.current?.querySelectorAll<HTMLElement>('[data-slot="subscription-card-job"]')
      cards?.[previousCount.current]?.focus()
    }
    previousCount.current = cardCount
    hadLoadMore.current = loadMore !== null
  }, [cardCount, loadMore])

  return (
    <section
      data-slot="applications-box"
      data-screen={view.screen}
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-heading text-xl font-semibold text-foreground outline-none"
        >
          {view.title}
        </Heading>
        {/* Always in the page, so the withdrawal is announced when its text arrives. */}
        <p
          data-slot="applications-box-status"
          role="status"
          aria-live="polite"
          className="text-sm text-foreground"
        >
          {view.status}
          {!view.status && loadMore?.busy ? <span className="sr-only">{loadMore.busyLabel}</span> : null}
        </p>
      </div>

      {view.screen === 'loading' ? (
        <div data-slot="applications-box-loading" className="flex justify-center py-10">
          <Spinner label={view.loadingText} showLabel />
        </div>
      ) : null}

      {view.screen === 'empty' ? (
        <EmptyState title={view.emptyText} headingLevel={(headingLevel + 1) as 3 | 4} />
      ) : null}

      {view.cards.length > 0 ? (
        <ul
          ref={listRef}
          aria-label={view.listLabel}
          data-slot="applications-box-list"
          className={cn(
            'flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto overscroll-x-contain px-1 pt-1 pb-4',
            'motion-safe:scroll-smooth',
          )}
        >
          {view.cards.map((card) => (
            <li
              key={card.id}
              data-slot="applications-box-item"
              className="flex w-[min(22rem,85vw)] shrink-0 snap-start"
            >
              <SubscriptionCard
                card={card}
                opensInNewTabText={opensInNewTab}
                renderLink={renderLink}
                headingLevel={(headingLevel + 1) as 3 | 4}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      ) : null}

      {alert ? (
        <Alert
          data-slot="applications-box-alert"
          data-alert={alert.code}
          variant="error"
          onClose={view.screen === 'failed' ? undefined : alert.onDismiss}
          closeLabel={alert.dismissLabel}
        >
          <div className="flex flex-col items-start gap-2">
            <p>{alert.message}</p>
            <Button
              data-slot="applications-box-retry"
              type="button"
              size="sm"
              variant="outline"
              onClick={alert.retry.onRetry}
            >
              {alert.retry.label}
            </Button>
          </div>
        </Alert>
      ) : null}

      {loadMore ? (
        <Button
          data-slot="applications-box-load-more"
          type="button"
          variant="outline"
          className="self-center"
          // aria-disabled keeps the focus on the button while the next page loads.
          aria-disabled={loadMore.busy || undefined}
          aria-busy={loadMore.busy || undefined}
          onClick={() => {
            if (!loadMore.busy) loadMore.onLoadMore()
          }}
        >
          {loadMore.busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : null}
          {loadMore.label}
        </Button>
      ) : null}

      <ConfirmDialog
        open={view.withdrawDialog.open}
        busy={view.withdrawDialog.busy}
        title={view.withdrawDialog.title}
        message={view.withdrawDialog.message}
        details={view.withdrawDialog.details}
        confirmLabel={view.withdrawDialog.confirmLabel}
        cancelLabel={view.withdrawDialog.cancelLabel}
        onConfirm={view.withdrawDialog.onConfirm}
        onCancel={view.withdrawDialog.onCancel}
        {...withdrawFocus}
      />
      <ConfirmDialog
        open={view.refusalDialog.open}
        busy={view.refusalDialog.busy}
        title={view.refusalDialog.title}
        message={view.refusalDialog.message}
        confirmLabel={view.refusalDialog.confirmLabel}
        cancelLabel={view.refusalDialog.cancelLabel}
        onConfirm={view.refusalDialog.onConfirm}
        onCancel={view.refusalDialog.onCancel}
        {...refusalFocus}
      />
      <ConfirmDialog
        open={view.partnerDialog.open}
        title={view.partnerDialog.title}
        message={view.partnerDialog.message}
        confirmLabel={view.partnerDialog.confirmLabel}
        cancelLabel={view.partnerDialog.cancelLabel}
        onConfirm={view.partnerDialog.onConfirm}
        onCancel={view.partnerDialog.onCancel}
        {...partnerFocus}
      />
    </section>
  )
}

export { ApplicationsBox }
export type { ApplicationsBoxActor, ApplicationsBoxProps }
