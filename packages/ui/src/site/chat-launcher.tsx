// The customer chat's launcher (docs/chat-and-marketing.md): a fixed button on the site's pages. Nothing of
// the chat widget loads until it is pressed — the app does that in `onOpen` — so this is all the public pages
// carry: no `cn` (tailwind-merge) and the chat's texts only (the public JS budget). States: closed · loading
// (the widget downloads; the button is busy) · open (the widget shows its own panel; `notAllowed` adds the
// hint that the chat will not know the person until they allow it) · error (an alert, and the button tries
// again).
// It never covers the focused control (docs/phone.md): on a phone it is a smaller, icon-only button; the
// theme keeps room for it at the page's end (`--chat-launcher-clearance`); and when a control that gets the
// focus sits under it, the page scrolls just enough to show that control above it.
import { CHAT_LAUNCHER_MARK, launcherClearance } from '@carreiras/core'
import { chatMessages } from '@carreiras/core/messages/chat'
import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { InlineIcon } from '../lib/cx'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { buttonVariants } from '../primitives/button-variants'

type ChatLauncherStatus = 'closed' | 'loading' | 'open' | 'error'

type ChatLauncherTexts = { [K in keyof typeof chatMessages]: string }

type ChatLauncherProps = Omit<ComponentProps<'div'>, 'children'> & {
  status: ChatLauncherStatus
  /** Signed in, but the chat may not know the person (no chat consent): the hint shows while open. */
  notAllowed?: boolean
  /** The profile's Privacidade box, where the person allows the chat. */
  privacyHref?: string
  onOpen: () => void
  texts?: Partial<ChatLauncherTexts>
  /** The app's router link for the hint's link (a plain <a> by default). */
  renderLink?: RenderLink
}

const CHAT_ICON = (
  <InlineIcon className="size-5">
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
  </InlineIcon>
)

const SPINNER = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    className="size-5 animate-spin motion-reduce:animate-none"
  >
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
)

function ChatLauncher({
  status,
  notAllowed = false,
  privacyHref = '/meu-perfil#box-privacy',
  onOpen,
  texts: given,
  renderLink = defaultRenderLink,
  className,
  ...props
}: ChatLauncherProps) {
  const texts = { ...chatMessages, ...given }
  const [dismissed, setDismissed] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useEffect(() => keepFocusClear(rootRef, buttonRef), [])
  // The theme keeps room for the launcher at the page's end while the root element carries this mark. A
  // site that renders the mark on its server's `<html>` spares the page a restyle: set after the first
  // paint, the mark makes the browser recompute the style of the whole document (docs/performance.md,
  // "Restyling the whole page after hydration"). The launcher then leaves the mark to the site.
  useEffect(() => {
    const root = document.documentElement
    if (root.hasAttribute(CHAT_LAUNCHER_MARK)) return
    root.setAttribute(CHAT_LAUNCHER_MARK, '')
    return () => root.removeAttribute(CHAT_LAUNCHER_MARK)
  }, [])
  const loading = status === 'loading'
  const hint = status === 'open' && notAllowed && !dismissed
  return (
    <div
      ref={rootRef}
      data-slot="chat-launcher"
      data-status={status}
      className={[
        'fixed right-3 bottom-3 z-40 flex max-w-[calc(100vw-1.5rem)] flex-col items-end gap-2',
        'sm:right-4 sm:bottom-4 sm:max-w-[calc(100vw-2rem)]',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {status === 'error' ? (
        <p
          data-slot="chat-launcher-error"
          role="alert"
          className="bg-background text-destructive border-destructive max-w-xs rounded-md border px-3 py-2 text-sm shadow-md"
        >
          {texts.error}
        </p>
      ) : null}
      {hint ? (
        <div
          data-slot="chat-launcher-hint"
          role="status"
          className="bg-background text-foreground border-border flex max-w-xs items-start gap-2 rounded-md border px-3 py-2 text-sm shadow-md"
        >
          <p className="flex-1">
            {texts.anonymousHint}{' '}
            {renderLink({
              href: privacyHref,
              className: 'text-primary focus-ring rounded-sm font-medium underline underline-offset-4',
              'data-slot': 'chat-launcher-privacy-link',
              children: texts.privacyLink,
            })}
          </p>
          <button
            type="button"
            data-slot="chat-launcher-dismiss"
            aria-label={texts.dismiss}
            onClick={() => setDismissed(true)}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <InlineIcon>
              <path d="M18 6 6 18M6 6l12 12" />
            </InlineIcon>
          </button>
        </div>
      ) : null}
      {/* The loading and opened states are announced; the button keeps its name. */}
      <span data-slot="chat-launcher-status" role="status" className="sr-only">
        {loading ? texts.loading : status === 'open' ? texts.opened : ''}
      </span>
      <button
        ref={buttonRef}
        type="button"
        data-slot="chat-launcher-button"
        aria-busy={loading || undefined}
        title={texts.openHint}
        onClick={() => {
          if (loading) return
          setDismissed(false)
          onOpen()
        }}
        className={[
          buttonVariants({ variant: 'primary', size: 'lg' }),
          // A phone gets the icon alone (48 px, the name stays for assistive technology).
          'rounded-full shadow-lg max-sm:size-12 max-sm:p-0',
        ].join(' ')}
      >
        {loading ? SPINNER : CHAT_ICON}
        <span className="max-sm:sr-only">{status === 'error' ? texts.retry : texts.open}</span>
      </button>
    </div>
  )
}

/**
 * When a control outside the launcher gets the focus under the launcher's button, scrolls the page by just
 * enough to show it above (after the browser's own scrolling, two frames later). Returns the cleanup.
 */
function keepFocusClear(
  rootRef: { current: HTMLElement | null },
  buttonRef: { current: HTMLElement | null },
) {
  let frame = 0
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Element) || rootRef.current?.contains(target)) return
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const button = buttonRef.current
        if (!button || document.activeElement !== target) return
        const scroll = launcherClearance(target.getBoundingClientRect(), button.getBoundingClientRect())
        if (scroll > 0) window.scrollBy({ top: scroll, behavior: 'instant' })
      })
    })
  }
  document.addEventListener('focusin', onFocusIn)
  return () => {
    cancelAnimationFrame(frame)
    document.removeEventListener('focusin', onFocusIn)
  }
}

export { ChatLauncher }
export type { ChatLauncherProps, ChatLauncherStatus, ChatLauncherTexts }
