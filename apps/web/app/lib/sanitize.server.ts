// HTML that comes from outside the code (brand content such as FAQ answers, opportunity descriptions,
// refusal templates) is sanitized on the server before it is rendered with dangerouslySetInnerHTML.
// DOMPurify (through isomorphic-dompurify, which brings jsdom on the server) is the maintained,
// audited sanitizer; a hand-written tag filter would miss the cases it exists for.
import DOMPurify from 'isomorphic-dompurify'

const ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'em',
  'h2',
  'h3',
  'h4',
  'i',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'u',
  'ul',
  'blockquote',
]
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title']

/**
 * A link that opens another browsing context (any `target` but `_self`, `_parent`, `_top`: `_blank` in any
 * case, or a named window) must not hand it `window.opener` nor the page's address: its `rel` is forced to
 * `noopener noreferrer` whatever the platform's HTML said (`rel="opener"` included).
 */
function forceNoopener(node: Element): void {
  if (node.nodeName !== 'A' || !node.hasAttribute('target')) return
  const target = (node.getAttribute('target') ?? '').trim().toLowerCase()
  if (target === '' || target === '_self' || target === '_parent' || target === '_top') return
  node.setAttribute('rel', 'noopener noreferrer')
}

/** Safe HTML: formatting and links only; scripts, handlers, styles, iframes and forms are removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  // The hook lives only for this synchronous call: the DOMPurify instance is shared by the server.
  DOMPurify.addHook('afterSanitizeAttributes', forceNoopener)
  try {
    return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', forceNoopener)
  }
}
