import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkInternalEmail, emailDomain, normalizeDomain } from './internal-recruitment'

const restricted = {
  loginType: 'email' as const,
  specificDomains: true,
  domains: ['grupoaurora.com.br', '@Aurora.COM'],
}

describe('checkInternalEmail', () => {
  it('accepts an allowed domain, in any case, and refuses any other', () => {
    expect(checkInternalEmail('helena@grupoaurora.com.br', restricted)).toBe('ok')
    expect(checkInternalEmail(' Helena@GrupoAurora.com.BR ', restricted)).toBe('ok')
    expect(checkInternalEmail('helena@aurora.com', restricted)).toBe('ok')
    expect(checkInternalEmail('helena@gmail.com', restricted)).toBe('domain')
    // A sub-domain, or a domain that merely ends the same, is another domain.
    expect(checkInternalEmail('helena@rh.grupoaurora.com.br', restricted)).toBe('domain')
    expect(checkInternalEmail('helena@falsogrupoaurora.com.br', restricted)).toBe('domain')
  })

  it('says invalid before it looks at the domain', () => {
    expect(checkInternalEmail('helena', restricted)).toBe('invalid')
    expect(checkInternalEmail('', { loginType: 'email', specificDomains: false, domains: [] })).toBe(
      'invalid',
    )
  })

  it('accepts any valid e-mail when the company does not restrict domains', () => {
    expect(checkInternalEmail('helena@gmail.com', { ...restricted, specificDomains: false })).toBe('ok')
  })

  it('property: an e-mail at an allowed domain passes; changing one letter of the domain fails', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{1,10}$/)
    const tldArb = fc.stringMatching(/^[a-z]{2,6}$/)
    fc.assert(
      fc.property(label, label, tldArb, fc.nat(), (user, name, tld, at) => {
        const domain = `${name}.${tld}`
        const recruitment = { loginType: 'email' as const, specificDomains: true, domains: [domain] }
        expect(checkInternalEmail(`${user}@${domain}`, recruitment)).toBe('ok')
        const i = at % name.length
        const changed = name.slice(0, i) + (name[i] === 'x' ? 'y' : 'x') + name.slice(i + 1)
        expect(checkInternalEmail(`${user}@${changed}.${tld}`, recruitment)).toBe('domain')
      }),
    )
  })
})

describe('emailDomain and normalizeDomain', () => {
  it('take the part after the last @, lower case', () => {
    expect(emailDomain('a@B.com')).toBe('b.com')
    expect(emailDomain('semarroba')).toBe('')
    expect(normalizeDomain(' @@Exemplo.COM ')).toBe('exemplo.com')
  })
})
