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

/** Safe HTML: formatting and links only; scripts, handlers, styles, iframes and forms are removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false })
  // A link that opens a new window must not hand the opener to the other site.
  return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (tag, attrs: string) =>
    /\brel=/.test(attrs) ? tag : `<a ${attrs} rel="noopener noreferrer">`,
  )
}
