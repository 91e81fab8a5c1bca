// HTML from outside the code (FAQ answers, the accessibility statement, the privacy notice), already
// sanitized by the caller (on the server, DOMPurify), with the site's prose styles. A click on a link
// that stays on this site and in this tab calls `onNavigate` with its path (the router navigates in
// app); new-tab, download, other-origin and modified clicks are left to the browser.
import type { ComponentProps, MouseEvent } from 'react'
import { inAppPath } from '../lib/in-app-link'
import { cx } from '../lib/cx'

type HtmlContentProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Sanitized HTML. */
  html: string
  /** Navigates in app to a path of this site; without it every link is left to the browser. */
  onNavigate?: (path: string) => void
}

const prose = cx(
  'flex flex-col gap-3 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
  '[&_a]:rounded-sm [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-ring',
)

function HtmlContent({ html, onNavigate, className, onClick, ...props }: HtmlContentProps) {
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !onNavigate) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor) return
    const path = inAppPath(
      {
        href: anchor.getAttribute('href'),
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      },
      window.location.origin,
    )
    if (path === null) return
    event.preventDefault()
    onNavigate(path)
  }
  // The click handler only intercepts link activation (keyboard Enter on a link is a click too).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-slot="html-content"
      className={cx(prose, className)}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  )
}

export { HtmlContent }
export type { HtmlContentProps }
