import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sameOriginPath } from './same-origin'

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
