// Test data (not exported from the package): the classic open-redirect shapes, for the unit and property
// tests of same-origin.ts and the redirects journey (apps/web/e2e/redirects.spec.ts). The public list the
// issue's probe used (931 entries) is not in the repository, so its families are rebuilt here: a fixed
// list of one or more representatives per family (`OPEN_REDIRECT_FAMILIES`) and a generator crossing
// prefixes, separators, hosts and suffixes (`openRedirectVariants`, over a thousand shapes).

/** The host every variant aims at. */
export const EVIL_HOST = 'evil.example'

export interface RedirectFamily {
  /** What the family plays on. */
  name: string
  /** Representatives, `{evil}` standing for the attacker's host and `{site}` for the site's origin. */
  shapes: readonly string[]
}

/** The families, with their classic representatives (`{evil}` = the attacker's host, `{site}` = the site). */
export const OPEN_REDIRECT_FAMILIES: readonly RedirectFamily[] = [
  {
    name: 'scheme-relative slashes',
    shapes: [
      '//{evil}',
      '///{evil}',
      '////{evil}',
      '//{evil}/',
      '//{evil}/vagas',
      '//{evil}?x=/',
      '//{evil}#/',
    ],
  },
  {
    name: 'backslashes',
    shapes: ['/\\{evil}', '\\/{evil}', '\\\\{evil}', '/\\/{evil}', '\\//{evil}', '/\\\\{evil}', '\\{evil}'],
  },
  {
    name: 'tabs, line breaks and other control characters inside',
    shapes: [
      '/\t/{evil}',
      '/\n/{evil}',
      '/\r/{evil}',
      '/\r\n/{evil}',
      '/\u0000/{evil}',
      '/\u0001/{evil}',
      '/\u000b/{evil}',
      '/\u000c/{evil}',
      '/\u001f/{evil}',
      '/\u007f/{evil}',
      '/\u0085/{evil}',
      '/\u009f/{evil}',
      '\t//{evil}',
      '\n//{evil}',
      '\u0000//{evil}',
      '//\t{evil}',
    ],
  },
  {
    name: 'spaces and invisible characters',
    shapes: [
      ' //{evil}',
      '  //{evil}',
      '//{evil} ',
      '/ /{evil}',
      '\u00a0//{evil}',
      '\u2028//{evil}',
      '\u2029//{evil}',
      '\ufeff//{evil}',
      '/\u2028/{evil}',
      '/\u2029/{evil}',
      '/\ufeff/{evil}',
      '/\u200b/{evil}',
      '/\u202e/{evil}',
      '\u3000//{evil}',
    ],
  },
  {
    name: 'percent-encoded separators',
    shapes: [
      '/%2F%2F{evil}',
      '/%2f%2f{evil}',
      '%2F%2F{evil}',
      '/%5C{evil}',
      '/%5c{evil}',
      '/%09/{evil}',
      '//%09/{evil}',
      '/%00/{evil}',
      '/%0D%0A/{evil}',
      '%0D%0A//{evil}',
      '/%0d%0aLocation:%20https://{evil}',
      '/%2e%2e//{evil}',
      '/%E2%80%A8/{evil}',
      '%EF%BC%8F%EF%BC%8F{evil}',
      '/%252F%252F{evil}',
    ],
  },
  {
    name: 'dot segments',
    shapes: [
      '/.//{evil}',
      '/..//{evil}',
      '/./\\{evil}',
      '/vagas/..//{evil}',
      '/vagas/../..//{evil}',
      '/.{evil}',
    ],
  },
  {
    name: 'absolute URLs of another site',
    shapes: [
      'https://{evil}',
      'http://{evil}/',
      'https://{evil}/vagas',
      'HTTPS://{evil}',
      'hTtP://{evil}',
      'ftp://{evil}',
      'https:{evil}',
      'https:/{evil}',
      'http:\\\\{evil}',
      'https:\\/{evil}',
      'https:///{evil}',
      'http://{evil}:80',
      'http://{evil}.',
      'http://EVIL.EXAMPLE',
    ],
  },
  {
    name: 'userinfo and look-alike hosts',
    shapes: [
      '//{site-host}@{evil}',
      '{site}@{evil}',
      '{site}@{evil}/',
      '{site}:pass@{evil}',
      '{site}.{evil}/',
      'http://{evil}#@{site-host}',
      'http://{evil}?@{site-host}',
      'http://{evil}\\@{site-host}',
      '//{evil}\\@{site-host}',
      '//{evil}%40{site-host}',
      '@{evil}',
      '.{evil}',
      '{evil}',
      '{evil}/vagas',
    ],
  },
  {
    name: 'script and data schemes',
    shapes: [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript://%0aalert(1)',
      'javascript://{site-host}/%0aalert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:text/html,x',
      'vbscript:msgbox(1)',
      'blob:https://{evil}/x',
      'file:///etc/passwd',
    ],
  },
  {
    name: 'fullwidth and look-alike slashes',
    shapes: [
      '／／{evil}',
      '/／{evil}',
      '／/{evil}',
      '\\／{evil}',
      '〱{evil}',
      '〵{evil}',
      '⁄⁄{evil}',
      '∕∕{evil}',
      'ｈｔｔｐｓ://{evil}',
      '//{evil}。',
      '//evil。example',
      '//ⓔⓥⓘⓛ.example',
    ],
  },
]

/** Puts the attacker's host and the site's origin into a shape. */
export function fillShape(shape: string, site: string, evil: string = EVIL_HOST): string {
  const siteHost = site.replace(/^[a-z]+:\/\//i, '')
  return shape.replaceAll('{site-host}', siteHost).replaceAll('{site}', site).replaceAll('{evil}', evil)
}

// The generator's parts: a way to start, a separator before the host, the host and what follows.
const PREFIXES = [
  '',
  '/',
  '\\',
  ' ',
  '\t',
  '\u2028',
  '%2F',
  '/%2F',
  '/.',
  '/..',
  'https:',
  'HTTP:',
  '//{site-host}@',
]
const SEPARATORS = [
  '//',
  '/\\',
  '\\/',
  '\\\\',
  '/\t/',
  '/\n/',
  '/\u0000',
  '%2F%2F',
  '%5C%5C',
  '／／',
  '〱',
  '/%09/',
]
const HOSTS = ['{evil}', '{evil}.', 'EVIL.example', '{site-host}@{evil}', '{site-host}.{evil}']
const SUFFIXES = ['', '/', '/vagas?x=1', '#@{site-host}']

/**
 * The cross product of prefixes × separators × hosts × suffixes, each aimed at `evil`, then the fixed
 * families; duplicates removed. 13 × 12 × 5 × 4 = 3,120 generated shapes plus the families.
 */
export function openRedirectVariants(site: string, evil: string = EVIL_HOST): string[] {
  const variants = new Set<string>()
  for (const prefix of PREFIXES)
    for (const separator of SEPARATORS)
      for (const host of HOSTS)
        for (const suffix of SUFFIXES)
          variants.add(fillShape(`${prefix}${separator}${host}${suffix}`, site, evil))
  for (const family of OPEN_REDIRECT_FAMILIES)
    for (const shape of family.shapes) variants.add(fillShape(shape, site, evil))
  return [...variants]
}

/**
 * A sample for the journey: the first `perFamily` shapes of every family (the full list runs in the unit
 * tests, not in a browser).
 */
export function openRedirectSample(site: string, perFamily = 2, evil: string = EVIL_HOST): string[] {
  return OPEN_REDIRECT_FAMILIES.flatMap((family) =>
    family.shapes.slice(0, perFamily).map((shape) => fillShape(shape, site, evil)),
  )
}
