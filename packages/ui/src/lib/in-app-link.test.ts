import { describe, expect, it } from 'vitest'
import { inAppPath, type LinkClick } from './in-app-link'

const origin = 'https://carreiras.example'
const click = (change: Partial<LinkClick>): LinkClick => ({
  href: '/vagas',
  target: null,
  download: false,
  button: 0,
  modified: false,
  ...change,
})

describe('inAppPath', () => {
  it.each([
    ['/vagas', '/vagas'],
    ['/vagas?term=caixa#lista', '/vagas?term=caixa#lista'],
    ['https://carreiras.example/estagio', '/estagio'],
    ['termos-de-uso', '/termos-de-uso'],
  ])('navigates in-app to %s', (href, path) => {
    expect(inAppPath(click({ href }), origin)).toBe(path)
  })

  it.each<[string, Partial<LinkClick>]>([
    ['a new-tab link', { target: '_blank' }],
    ['another origin', { href: 'https://lojas.example/mapa' }],
    ['a mailto link', { href: 'mailto:rh@carreiras.example' }],
    ['a download', { download: true }],
    ['a middle click', { button: 1 }],
    ['a click with a modifier key', { modified: true }],
    ['no href', { href: null }],
    ['a link whose path reads as another host', { href: '/.//evil.example/vagas' }],
    ['a link whose dot segments lead to //host', { href: '/vagas/..//evil.example' }],
  ])('leaves %s to the browser', (_, change) => {
    expect(inAppPath(click(change), origin)).toBeNull()
  })

  it('treats target=_self as the same tab', () => {
    expect(inAppPath(click({ target: '_self' }), origin)).toBe('/vagas')
  })
})
