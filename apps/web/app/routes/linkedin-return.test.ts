import { describe, expect, it } from 'vitest'
import { safeBackTo } from './linkedin-return'

const ORIGIN = 'http://127.0.0.1:3000'

describe('/linkedin-return back_to (checked as a URL against the site’s origin)', () => {
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\\/evil.example',
    '//evil.example',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    'https://evil.example/',
    'http://127.0.0.1:3000@evil.example/',
    'javascript:alert(1)',
    'vagas',
  ])('sends %j home', (value) => {
    expect(safeBackTo(value, ORIGIN)).toBe('/')
  })

  it.each([
    ['/vagas/12/inscricao?action=login', '/vagas/12/inscricao?action=login'],
    ['/meu-perfil?action=register', '/meu-perfil?action=register'],
    [`${ORIGIN}/faq`, '/faq'],
  ])('keeps the site path %j', (value, expected) => {
    expect(safeBackTo(value, ORIGIN)).toBe(expected)
  })

  it('sends nothing home', () => {
    expect(safeBackTo(null, ORIGIN)).toBe('/')
  })
})
