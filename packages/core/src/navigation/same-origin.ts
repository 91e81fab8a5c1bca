// Redirect targets that come from a URL or from storage (`/linkedin-return?back_to=…`) are checked as URLs,
// never as strings (docs/decisions.md, "The professional network's return"): a browser reads `/\evil.example`
// or `/\t/evil.example` as another site, whatever the string starts with.

/** The parts of a WHATWG URL read here (core compiles without DOM or Node types; see lib/search-params.ts). */
interface UrlShape {
  origin: string
  pathname: string
  search: string
  hash: string
}

const parseUrl = (url: string, base?: string): UrlShape => {
  const { URL: Url } = globalThis as unknown as { URL: new (url: string, base?: string) => UrlShape }
  return new Url(url, base)
}

/** Characters a path of this site never holds raw: backslashes and control characters (C0, DEL, C1). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\\\u0000-\u001F\u007F-\u009F]/

/**
 * `value` as a path of this site (path, query and fragment), or '/' when it could lead anywhere else: it
 * must start with one '/' (or be an absolute URL of `origin` itself), hold no backslash or control
 * character, and resolve against `origin` to `origin`. The answer never starts with '//'.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string {
  if (typeof value !== 'string' || value === '' || UNSAFE.test(value)) return '/'
  let base: UrlShape
  let target: UrlShape
  try {
    base = parseUrl(origin)
    target = parseUrl(value, base.origin)
  } catch {
    return '/'
  }
  if (target.origin !== base.origin) return '/'
  // A relative path ('vagas') or a scheme-relative one ('//host') is not a path of this site.
  if (!value.startsWith('/') && !value.startsWith(`${base.origin}/`)) return '/'
  if (value.startsWith('//')) return '/'
  const path = `${target.pathname}${target.search}${target.hash}`
  // '/.//evil.example' resolves to the path '//evil.example', which a browser would read as a host.
  return path.startsWith('/') && !path.startsWith('//') ? path : '/'
}
