import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  EMPTY_REFERRAL,
  isAllowedReferralDomain,
  referralDomains,
  referralDomainsMessage,
  referralIssues,
  referralPayload,
} from './referral'

const DOMAINS = ['@Itau.com.br', 'itau-unibanco.com.br']

/** The issues' fields and texts (their codes are the application machine's, checked there). */
const texts = (issues: { field: string; message: string }[]) =>
  issues.map(({ field, message }) => ({ field, message }))

describe('referral rules', () => {
  it('both empty is valid (blanks count as empty)', () => {
    expect(texts(referralIssues(EMPTY_REFERRAL))).toEqual([])
    expect(texts(referralIssues({ name: '  ', email: ' ' }, DOMAINS))).toEqual([])
  })

  it('only the name asks for the e-mail: "Informe o e-mail de quem indicou"', () => {
    expect(texts(referralIssues({ name: 'Carlos Lima', email: '' }, DOMAINS))).toEqual([
      { field: 'email', message: 'Informe o e-mail de quem indicou' },
    ])
  })

  it('only the e-mail asks for the name: "Informe o nome de quem indicou"', () => {
    expect(texts(referralIssues({ name: '', email: 'carlos@itau.com.br' }, DOMAINS))).toEqual([
      { field: 'name', message: 'Informe o nome de quem indicou' },
    ])
  })

  it('a bad e-mail is "E-mail inválido" (and a missing name is still reported)', () => {
    expect(texts(referralIssues({ name: 'Carlos', email: 'carlos@' }, DOMAINS))).toEqual([
      { field: 'email', message: 'E-mail inválido' },
    ])
    expect(texts(referralIssues({ name: '', email: 'carlos' }))).toEqual([
      { field: 'name', message: 'Informe o nome de quem indicou' },
      { field: 'email', message: 'E-mail inválido' },
    ])
  })

  it('a domain not listed: "Somente os domínios abaixo são válidos"', () => {
    expect(texts(referralIssues({ name: 'Carlos', email: 'carlos@gmail.com' }, DOMAINS))).toEqual([
      { field: 'email', message: 'Somente os domínios abaixo são válidos' },
    ])
    // A subdomain or a look-alike is another domain.
    expect(texts(referralIssues({ name: 'Carlos', email: 'carlos@mail.itau.com.br' }, DOMAINS))).toHaveLength(
      1,
    )
    expect(
      texts(referralIssues({ name: 'Carlos', email: 'carlos@itau.com.br.evil.com' }, DOMAINS)),
    ).toHaveLength(1)
  })

  it('"@Itau.com.br" listed accepts "x@itau.com.br", in any case; no list accepts any domain', () => {
    expect(texts(referralIssues({ name: 'Carlos', email: 'x@itau.com.br' }, DOMAINS))).toEqual([])
    expect(texts(referralIssues({ name: 'Carlos', email: ' X@ITAU.com.br ' }, DOMAINS))).toEqual([])
    expect(texts(referralIssues({ name: 'Carlos', email: 'x@itau-unibanco.com.br' }, DOMAINS))).toEqual([])
    expect(texts(referralIssues({ name: 'Carlos', email: 'x@gmail.com' }))).toEqual([])
    expect(texts(referralIssues({ name: 'Carlos', email: 'x@gmail.com' }, []))).toEqual([])
  })

  it('property: with a list, an accepted e-mail always ends with "@" and a listed domain', () => {
    const domain = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]{2,6}$/)
    const local = fc.stringMatching(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/)
    fc.assert(
      fc.property(fc.array(domain, { minLength: 1, maxLength: 3 }), local, domain, (listed, l, d) => {
        const email = `${l}@${d}`
        expect(isAllowedReferralDomain(email, listed)).toBe(listed.includes(d))
        expect(
          isAllowedReferralDomain(
            email.toUpperCase(),
            listed.map((x) => `@${x.toUpperCase()}`),
          ),
        ).toBe(listed.includes(d))
      }),
    )
  })
})

describe('the domains', () => {
  it('cleaned: no "@", lower case, no blanks or repeats, in their order', () => {
    expect(referralDomains(['@Itau.com.br', ' itau.com.br ', '', '@', 'b.com'])).toEqual([
      'itau.com.br',
      'b.com',
    ])
    expect(referralDomains(null)).toEqual([])
    expect(referralDomains(undefined)).toEqual([])
  })

  it('the one-line message: "Somente os domínios abaixo são válidos: a, b"', () => {
    expect(referralDomainsMessage(DOMAINS)).toBe(
      'Somente os domínios abaixo são válidos: itau.com.br, itau-unibanco.com.br',
    )
    expect(referralDomainsMessage(['@a.com'])).toBe('Somente os domínios abaixo são válidos: a.com')
  })
})

describe('the referral as sent', () => {
  it('nothing when both are empty', () => {
    expect(referralPayload(EMPTY_REFERRAL)).toEqual({})
    expect(referralPayload({ name: ' ', email: ' ' })).toEqual({})
  })

  it('the name stripped, the e-mail normalized', () => {
    expect(referralPayload({ name: ' Carlos "Cadu" Lima\\ ', email: ' Carlos.Lima@Itau.com.br ' })).toEqual({
      indication_name: 'Carlos Cadu Lima',
      indication_email: 'carlos.lima@itau.com.br',
    })
  })
})
