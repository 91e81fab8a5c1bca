// Brand HTML (already sanitized on the server with sanitizeHtml) with the site's prose styles. Links
// that stay on the site navigate in-app; new-tab and external links are left to the browser.
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { inAppPath } from './in-app-link'

const prose =
  'flex flex-col gap-3 [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:rounded-sm [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-ring [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1'

export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return
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
    void navigate(path)
  }
  // The click handler only intercepts link activation (keyboard Enter on a link is a click too).
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={`${prose} ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
