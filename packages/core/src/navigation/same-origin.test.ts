import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVIL_HOST, OPEN_REDIRECT_FAMILIES, fillShape, openRedirectVariants } from './open-redirect-variants'
import { allowedOriginUrl, sameOriginPath, sitePath } from './same-origin'

const ORIGIN = 'http://127.0.0.1:3000'
const EVIL = 'evil.example'

/** Where a browser on ORIGIN goes when sent to `target` (what `location.assign` would do). */
function landsOn(target: string): string {
  return new URL(target, `${ORIGIN}/linkedin-return`).origin
}

/**
 * Open-redirect shapes (the public open-redirect lists: slashes, backslashes, whitespace and control
 * characters, userinfo, schemes, encodings), each aimed at evil.example.
 */
const KNOWN_VARIANTS = [
  `//${EVIL}`,
  `///${EVIL}`,
  `////${EVIL}`,
  `/\\${EVIL}`,
  `\\/${EVIL}`,
  `\\\\${EVIL}`,
  `/\\/${EVIL}`,
  `/\t/${EVIL}`,
  `/\n/${EVIL}`,
  `/\r/${EVIL}`,
  `\t//${EVIL}`,
  ` //${EVIL}`,
  `/ /${EVIL}`,
  `/\u0000/${EVIL}`,
  `/\u001f/${EVIL}`,
  `/\u0085/${EVIL}`,
  `/./${EVIL}`.replace('/./', '/.//'),
  `/../${EVIL}`.replace('/../', '/..//'),
  `https://${EVIL}`,
  `http://${EVIL}/`,
  `https:${EVIL}`,
  `https:/${EVIL}`,
  `https:\\\\${EVIL}`,
  `//${EVIL}@127.0.0.1:3000`,
  `http://127.0.0.1:3000@${EVIL}`,
  `http://127.0.0.1:3000.${EVIL}`,
  `${ORIGIN}.${EVIL}/`,
  `javascript:alert(1)`,
  `JaVaScRiPt:alert(1)`,
  `java\tscript:alert(1)`,
  `data:text/html,<script>alert(1)</script>`,
  `vbscript:msgbox(1)`,
  `%2F%2F${EVIL}`,
  `/%09/${EVIL}`,
  `//%09/${EVIL}`,
  `〱${EVIL}`,
  `／／${EVIL}`,
  `${EVIL}`,
  `@${EVIL}`,
  `.${EVIL}`,
]

describe('sameOriginPath (redirect targets checked as URLs)', () => {
  it.each(KNOWN_VARIANTS)('never leaves the site for %j', (variant) => {
    const path = sameOriginPath(variant, ORIGIN)
    expect(landsOn(path)).toBe(ORIGIN)
    expect(path.startsWith('/') && !path.startsWith('//')).toBe(true)
  })

  it('answers / for the shapes the string check let through', () => {
    expect(sameOriginPath(`/\\${EVIL}`, ORIGIN)).toBe('/')
    expect(sameOriginPath(`/\t/${EVIL}`, ORIGIN)).toBe('/')
    expect(sameOriginPath(`/.//${EVIL}`, ORIGIN)).toBe('/')
  })

  it('answers / for a path that leads elsewhere once decoded again, and keeps the harmless escapes', () => {
    for (const value of [
      `/%2F%2F${EVIL}`,
      `/%2f/${EVIL}`,
      `/%5C${EVIL}`,
      `/%5c%5c${EVIL}`,
      `/%09/${EVIL}`,
      '/vagas%00',
    ])
      expect(sameOriginPath(value, ORIGIN), value).toBe('/')
    expect(sameOriginPath('/vagas/%2F%2Fx', ORIGIN)).toBe('/vagas/%2F%2Fx')
    expect(sameOriginPath('/vagas?term=%2F%2Fevil%00', ORIGIN)).toBe('/vagas?term=%2F%2Fevil%00')
    expect(sameOriginPath('/vagas/caf%C3%A9', ORIGIN)).toBe('/vagas/caf%C3%A9')
    expect(sameOriginPath('/vagas/%E0%A4%A', ORIGIN)).toBe('/vagas/%E0%A4%A')
  })

  it('answers / for nothing, a relative path and a malformed origin', () => {
    expect(sameOriginPath(null, ORIGIN)).toBe('/')
    expect(sameOriginPath(undefined, ORIGIN)).toBe('/')
    expect(sameOriginPath('', ORIGIN)).toBe('/')
    expect(sameOriginPath('vagas', ORIGIN)).toBe('/')
    expect(sameOriginPath('/vagas', 'not a url')).toBe('/')
  })

  it.each([
    ['/', '/'],
    ['/vagas', '/vagas'],
    ['/vagas/12/inscricao?action=login', '/vagas/12/inscricao?action=login'],
    ['/meu-perfil?action=register#curriculo', '/meu-perfil?action=register#curriculo'],
    ['/vagas?term=caixa%20operador&state=SP', '/vagas?term=caixa%20operador&state=SP'],
    [`${ORIGIN}/vagas?action=login`, '/vagas?action=login'],
    ['/vagas/../faq', '/faq'],
  ])('keeps the site path %j', (value, expected) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(expected)
  })

  it('keeps a path of another port or scheme out', () => {
    expect(sameOriginPath('http://127.0.0.1:4000/vagas', ORIGIN)).toBe('/')
    expect(sameOriginPath('https://127.0.0.1:3000/vagas', ORIGIN)).toBe('/')
    expect(sameOriginPath('http://localhost:3000/vagas', ORIGIN)).toBe('/')
  })

  // Prefixes, separators and hosts combined the way the open-redirect lists combine them.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '\t',
    '\n',
    '\r',
    ' ',
    '\u0000',
    '\u000b',
    '\u007f',
    '\u0085',
    '.',
    '..',
    '@',
    ':',
    '%2F',
    '%5C',
    '%09',
    '%00',
    '?',
    '#',
    'http:',
    'https:',
    'javascript:',
    'HTTP://',
    '127.0.0.1:3000',
    EVIL,
    `${EVIL}/`,
    `@${EVIL}`,
    '〱',
    '／',
  )
  const variant = fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join(''))

  it('never leaves the site, whatever the target (property)', () => {
    fc.assert(
      fc.property(fc.oneof(variant, fc.string({ unit: 'binary', maxLength: 40 })), (value) => {
        const path = sameOriginPath(value, ORIGIN)
        expect(landsOn(path)).toBe(ORIGIN)
        expect(path.startsWith('/')).toBe(true)
        expect(path.startsWith('//')).toBe(false)
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        expect(/[\\\u0000-\u001F\u007F-\u009F]/.test(path)).toBe(false)
      }),
      { numRuns: 3000 },
    )
  })

  const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/)
  const query = fc.array(fc.tuple(fc.constantFrom('action', 'term', 'state', 'code', 'page'), fc.string()), {
    maxLength: 4,
  })

  it('keeps every path of the site with its query (property)', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), query, (segments, pairs) => {
        const search = new URLSearchParams(pairs).toString()
        const path = `/${segments.join('/')}${search ? `?${search}` : ''}`
        expect(sameOriginPath(path, ORIGIN)).toBe(path)
        expect(sameOriginPath(`${ORIGIN}${path}`, ORIGIN)).toBe(path)
      }),
    )
  })
})

/** The host part of an absolute URL or path as a browser on ORIGIN reads it. */
function hostOf(target: string): string | null {
  try {
    return new URL(target, `${ORIGIN}/linkedin-return`).host
  } catch {
    return null
  }
}

describe('the open-redirect variant list (open-redirect-variants.ts)', () => {
  const variants = openRedirectVariants(ORIGIN)

  it('holds every family and over a thousand distinct shapes aimed at evil.example', () => {
    expect(variants.length).toBeGreaterThan(1000)
    expect(OPEN_REDIRECT_FAMILIES.length).toBeGreaterThanOrEqual(10)
    for (const family of OPEN_REDIRECT_FAMILIES)
      for (const shape of family.shapes) expect(variants).toContain(fillShape(shape, ORIGIN))
    // The list is worth testing against: a plain string check ('starts with /') lets many through.
    const stringCheck = variants.filter((v) => v.startsWith('/') && !v.startsWith('//'))
    expect(stringCheck.filter((v) => hostOf(v) === EVIL_HOST).length).toBeGreaterThan(20)
  })

  it('sameOriginPath keeps every variant on the site, as a plain path', () => {
    const escaped = variants.filter((variant) => {
      const path = sameOriginPath(variant, ORIGIN)
      return (
        landsOn(path) !== ORIGIN ||
        !path.startsWith('/') ||
        path.startsWith('//') ||
        /^[/\\]{2}/.test(decodeURIComponent(new URL(path, ORIGIN).pathname)) ||
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        /[\\\u0000-\u001F\u007F-\u009F]/.test(path)
      )
    })
    expect(escaped).toEqual([])
  })

  it('sitePath (no origin at hand) answers null or a path of the site for every variant', () => {
    for (const variant of variants) {
      const path = sitePath(variant)
      if (path !== null) {
        expect(landsOn(path), variant).toBe(ORIGIN)
        expect(path.startsWith('//'), variant).toBe(false)
      }
    }
    expect(sitePath(`//${EVIL_HOST}`)).toBeNull()
    expect(sitePath(`/\\${EVIL_HOST}`)).toBeNull()
    expect(sitePath(`${ORIGIN}/vagas`)).toBeNull()
  })

  it('allowedOriginUrl accepts no variant as an address of the site that leads elsewhere', () => {
    const escaped = variants.filter((variant) => {
      const url = allowedOriginUrl(variant, [ORIGIN])
      return url !== null && new URL(url).origin !== ORIGIN
    })
    expect(escaped).toEqual([])
    // None is taken as an address of the site at all: each aims at evil.example.
    expect(variants.filter((variant) => allowedOriginUrl(variant, [ORIGIN]) !== null)).toEqual([])
  })
})

describe('allowedOriginUrl (absolute addresses on one of the site origins)', () => {
  const SITES = [ORIGIN, 'https://carreiras.example']

  it.each([
    [`${ORIGIN}/password-recovery`, `${ORIGIN}/password-recovery`],
    [`${ORIGIN}/linkedin-return?back_to=%2Fvagas`, `${ORIGIN}/linkedin-return?back_to=%2Fvagas`],
    ['https://carreiras.example/return_test/1/2/3', 'https://carreiras.example/return_test/1/2/3'],
    ['HTTPS://CARREIRAS.EXAMPLE/faq', 'https://carreiras.example/faq'],
    [` ${ORIGIN}/faq `, `${ORIGIN}/faq`],
    [ORIGIN, `${ORIGIN}/`],
  ])('keeps %j', (value, expected) => {
    expect(allowedOriginUrl(value, SITES)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    '/vagas',
    '//127.0.0.1:3000/vagas',
    'http:127.0.0.1:3000/vagas',
    'http:/127.0.0.1:3000/vagas',
    'http://127.0.0.1:4000/vagas',
    'https://127.0.0.1:3000/vagas',
    'http://carreiras.example/faq',
    `http://127.0.0.1:3000@${EVIL}/`,
    `http://user@127.0.0.1:3000/`,
    `http://127.0.0.1:3000.${EVIL}/`,
    `http://${EVIL}#@127.0.0.1:3000`,
    `http://${EVIL}\\@127.0.0.1:3000`,
    `http://127.0.0.1:3000\\@${EVIL}`,
    `http://127.0.0.1:3000/\t/x`,
    'javascript:alert(1)//http://127.0.0.1:3000',
    'not a url',
  ])('refuses %j', (value) => {
    expect(allowedOriginUrl(value, SITES)).toBeNull()
  })

  it('refuses everything without origins, and accepts any http(s) origin with *', () => {
    expect(allowedOriginUrl(`${ORIGIN}/faq`, [])).toBeNull()
    expect(allowedOriginUrl(`${ORIGIN}/faq`, ['not an origin'])).toBeNull()
    expect(allowedOriginUrl(`https://${EVIL}/`, ['*'])).toBe(`https://${EVIL}/`)
    expect(allowedOriginUrl('javascript:alert(1)', ['*'])).toBeNull()
  })

  it('answers only URLs on one of the origins, whatever the input (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.constantFrom(...openRedirectVariants(ORIGIN).slice(0, 400)),
          fc.string().map((tail) => `${ORIGIN}${tail}`),
        ),
        (value) => {
          const url = allowedOriginUrl(value, SITES)
          if (url !== null) expect(SITES).toContain(new URL(url).origin)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
