// Every redirect target of the site and the platform is checked as a URL, never as a string
// (docs/decisions.md, "The professional network's return"; ASVS 5.0 V3): a browser reads `/\evil.example`,
// `/\t/evil.example` or `/.//evil.example` as another site, whatever the string starts with. One rule for
// all of them, here: `sitePath` / `sameOriginPath` for a path of the site (back_to, the next route after the
// login, the stored callback URL, a test's return, a link in brand HTML) and `allowedOriginUrl` for an
// absolute address that must be on one of the site's origins (the platform's return, redirect and
// callback URLs). The open-redirect shapes they are tested with: open-redirect-variants.ts.

/** The parts of a WHATWG URL read here (core compiles without DOM or Node types; see lib/search-params.ts). */
interface UrlShape {
  href: string
  origin: string
  protocol: string
  username: string
  password: string
  pathname: string
  search: string
  hash: string
}

const parseUrl = (url: string, base?: string): UrlShape => {
  const { URL: Url } = globalThis as unknown as { URL: new (url: string, base?: string) => UrlShape }
  return new Url(url, base)
}

/** Characters a redirect target never holds raw: backslashes and control characters (C0, DEL, C1). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\\\u0000-\u001F\u007F-\u009F]/

/** Leading and trailing spaces, which a browser drops from an address too. */
const trimSpaces = (value: string) => value.replace(/^ +| +$/g, '')

/** Only used to resolve a path when the caller has no origin at hand (core's machines); never answered. */
const ANY_SITE = 'http://site.invalid'

/**
 * `value` as a path of this site (path, query and fragment, as the URL parser writes them), or null when
 * it could lead anywhere else. It must start with one '/' (or be an absolute URL of `origin` itself), hold
 * no backslash or control character, and resolve against `origin` to `origin`; the answer never starts
 * with '//'. Without `origin` only paths are accepted (core's machines, which do not know the site's).
 */
export function sitePath(value: string | null | undefined, origin?: string): string | null {
  if (typeof value !== 'string' || UNSAFE.test(value)) return null
  const text = trimSpaces(value)
  if (text === '') return null
  let base: UrlShape
  let target: UrlShape
  try {
    base = parseUrl(origin ?? ANY_SITE)
    target = parseUrl(text, base.origin)
  } catch {
    return null
  }
  if (base.origin === 'null' || target.origin !== base.origin) return null
  // A relative path ('vagas') or a scheme-relative one ('//host') is not a path of this site.
  const absolute = origin !== undefined && text.startsWith(`${base.origin}/`)
  if (!absolute && (!text.startsWith('/') || text.startsWith('//'))) return null
  const path = `${target.pathname}${target.search}${target.hash}`
  // '/.//evil.example' resolves to the path '//evil.example', which a browser would read as a host; and
  // '/%2F%2Fevil.example' or '/%5Cevil.example' become one for whatever decodes the path once more.
  if (!path.startsWith('/') || path.startsWith('//') || LEADS_ELSEWHERE.test(decodedOnce(target.pathname)))
    return null
  return path
}

/** A path that starts with two separators (slash or backslash) once decoded, or holds a control character. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LEADS_ELSEWHERE = /^[/\\]{2}|[\u0000-\u001F\u007F-\u009F]/

/** The path with its percent-escapes decoded once (as written when one is malformed). */
function decodedOnce(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/** `value` as a path of this site (see `sitePath`), or '/' when it could lead anywhere else. */
export function sameOriginPath(value: string | null | undefined, origin: string): string {
  return sitePath(value, origin) ?? '/'
}

/**
 * `value` as an absolute http(s) URL on one of `origins` (the site's, e.g. the platform's WEB_ORIGIN list),
 * written back by the URL parser; null otherwise (relative, another scheme or origin, userinfo tricks,
 * a backslash or a control character anywhere). `*` among the origins accepts any http(s) origin: the
 * platform allows it only outside production.
 */
export function allowedOriginUrl(
  value: string | null | undefined,
  origins: readonly string[],
): string | null {
  if (typeof value !== 'string' || UNSAFE.test(value)) return null
  const text = trimSpaces(value)
  let url: UrlShape
  try {
    url = parseUrl(text)
  } catch {
    return null
  }
  if (!/^https?:\/\//i.test(text) || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  // 'http://site@evil.example' is evil.example; 'http://user@site' names the site but is no link it sends.
  if (url.username !== '' || url.password !== '') return null
  const allowed = origins.some((origin) => {
    if (origin === '*') return true
    try {
      return parseUrl(origin).origin === url.origin
    } catch {
      return false
    }
  })
  return allowed ? url.href : null
}
