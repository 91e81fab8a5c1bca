import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  APPLICATION_ERROR_ROUTE,
  CONFIRMED_ROUTE,
  REFUSED_ROUTE,
  afterSubscribePath,
  applicationCompanyId,
  applicationPath,
  applicationSubmitLabel,
  applicationTestsPath,
  confirmationPath,
  experienceIssue,
  externalApplyUrl,
  isEliminatoryPass,
  safeCallbackPath,
  sourceFromQuery,
  subscriptionSource,
  whatsappApplyUrl,
} from './application.rules'

describe('the button’s label', () => {
  it('"Próxima Etapa" on tab 1 or with tests; "Finalizar Inscrição" on tab 2 without tests', () => {
    expect(applicationSubmitLabel('basic', false)).toBe('Próxima Etapa')
    expect(applicationSubmitLabel('basic', true)).toBe('Próxima Etapa')
    expect(applicationSubmitLabel('complementary', false)).toBe('Finalizar Inscrição')
    expect(applicationSubmitLabel('complementary', true)).toBe('Próxima Etapa')
  })
})

describe('the experience rule of tab 2', () => {
  it('blocks only when required, with no experience and no "no experience" flag', () => {
    expect(experienceIssue({ required: true, experiences: 0, noExperience: false })).toBe(
      'Informe sua experiência profissional',
    )
    expect(experienceIssue({ required: true, experiences: 1, noExperience: false })).toBeNull()
    expect(experienceIssue({ required: true, experiences: 0, noExperience: true })).toBeNull()
    expect(experienceIssue({ required: false, experiences: 0, noExperience: false })).toBeNull()
  })
})

describe('the eliminatory verdict', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [null, false],
    [undefined, false],
    ['TRUE', false],
    ['1', false],
  ] as const)('subscribe %j passes: %s', (subscribe, expected) => {
    expect(isEliminatoryPass({ subscribe })).toBe(expected)
  })
})

describe('the company a subscription goes to', () => {
  it('2627 when the company’s name contains the word, ignoring case and accents; else the default', () => {
    expect(applicationCompanyId('Itaú Unibanco', 'itau', 6562)).toBe(2627)
    expect(applicationCompanyId('BANCO ITAU BBA', 'Itaú', 6562)).toBe(2627)
    expect(applicationCompanyId('Rede Itaú', ' itaú ', 6562)).toBe(2627)
    expect(applicationCompanyId('Unibanco', 'itau', 6562)).toBe(6562)
    expect(applicationCompanyId('Unibanco', 'itau', 1)).toBe(1)
  })

  it('an empty word never switches', () => {
    expect(applicationCompanyId('Itaú', '', 6562)).toBe(6562)
    expect(applicationCompanyId('Itaú', '   ', 6562)).toBe(6562)
    expect(applicationCompanyId('', '', 6562)).toBe(6562)
  })
})

describe('the source a subscription carries', () => {
  const base = { saved: null, savedOpportunityId: null, storeSource: null, opportunityId: 10 }

  it('the saved source when it was captured on this opportunity, or on none', () => {
    expect(
      subscriptionSource({ ...base, saved: 'linkedin', savedOpportunityId: 10, storeSource: 'site' }),
    ).toBe('linkedin')
    expect(
      subscriptionSource({ ...base, saved: ' linkedin ', savedOpportunityId: null, storeSource: 'site' }),
    ).toBe('linkedin')
  })

  it('the store’s source when it was captured on another opportunity', () => {
    expect(
      subscriptionSource({ ...base, saved: 'linkedin', savedOpportunityId: 11, storeSource: 'site' }),
    ).toBe('site')
    expect(subscriptionSource({ ...base, saved: '  ', savedOpportunityId: 10, storeSource: 'site' })).toBe(
      'site',
    )
  })

  it('"companypage" when there is none', () => {
    expect(subscriptionSource(base)).toBe('companypage')
    expect(subscriptionSource({ ...base, saved: 'linkedin', savedOpportunityId: 11 })).toBe('companypage')
    expect(subscriptionSource({ ...base, storeSource: ' ' })).toBe('companypage')
  })

  it('a source query parameter worth saving is a short label', () => {
    expect(sourceFromQuery(' linkedin ')).toBe('linkedin')
    expect(sourceFromQuery('utm:vagas-2025.x_y')).toBe('utm:vagas-2025.x_y')
    expect(sourceFromQuery('')).toBeNull()
    expect(sourceFromQuery(null)).toBeNull()
    expect(sourceFromQuery('<script>')).toBeNull()
    expect(sourceFromQuery('a b')).toBeNull()
    expect(sourceFromQuery('x'.repeat(81))).toBeNull()
    expect(sourceFromQuery('x'.repeat(80))).toBe('x'.repeat(80))
  })
})

describe('paths', () => {
  it('the routes of the flow', () => {
    expect(applicationPath(42)).toBe('/vagas/42/inscricao')
    expect(applicationTestsPath(42)).toBe('/vagas/42/inscricao/testes')
    expect(REFUSED_ROUTE).toBe('/inscricao-recusada')
    expect(CONFIRMED_ROUTE).toBe('/inscricao-confirmada')
    expect(APPLICATION_ERROR_ROUTE).toBe('/erro-inscricao')
  })

  it('the confirmation encodes vaga and id', () => {
    expect(confirmationPath('Analista de Crédito & Risco', 42)).toBe(
      '/inscricao-confirmada?vaga=Analista%20de%20Cr%C3%A9dito%20%26%20Risco&id=42',
    )
    const url = new URL(confirmationPath('Caixa #1 / "SP"', 7), 'https://carreiras.example')
    expect(url.pathname).toBe('/inscricao-confirmada')
    expect(url.searchParams.get('vaga')).toBe('Caixa #1 / "SP"')
    expect(url.searchParams.get('id')).toBe('7')
  })

  it('property: any title survives the confirmation URL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 10_000_000 }), (title, id) => {
        const url = new URL(confirmationPath(title, id), 'https://carreiras.example')
        expect(url.pathname).toBe('/inscricao-confirmada')
        expect(url.origin).toBe('https://carreiras.example')
        expect(url.searchParams.get('vaga')).toBe(title)
        expect(url.searchParams.get('id')).toBe(String(id))
      }),
    )
  })

  it('only a same-site path is followed as the callback URL', () => {
    expect(safeCallbackPath('/perfil#box-subscription')).toBe('/perfil#box-subscription')
    expect(safeCallbackPath(' /vagas/1/inscricao/testes ')).toBe('/vagas/1/inscricao/testes')
    expect(safeCallbackPath('//evil.com')).toBeNull()
    expect(safeCallbackPath('/\\evil.com')).toBeNull()
    expect(safeCallbackPath('https://evil.com/x')).toBeNull()
    expect(safeCallbackPath('javascript:alert(1)')).toBeNull()
    // The URL parser drops tabs and line breaks: '/\t/evil.com' would be '//evil.com'.
    expect(safeCallbackPath('/\t/evil.com')).toBeNull()
    expect(safeCallbackPath('/\n/evil.com')).toBeNull()
    expect(safeCallbackPath('/\r\\evil.com')).toBeNull()
    // Checked as a URL: '/.//evil.com' resolves to the path '//evil.com', a host to a browser.
    expect(safeCallbackPath('/.//evil.com')).toBeNull()
    expect(safeCallbackPath('/vagas/../..//evil.com')).toBeNull()
    expect(safeCallbackPath('perfil')).toBeNull()
    expect(safeCallbackPath('')).toBeNull()
    expect(safeCallbackPath(null)).toBeNull()
    expect(safeCallbackPath(undefined)).toBeNull()
  })

  it('property: a followed callback never leaves the site', () => {
    // Slashes, backslashes and the blanks a URL parser drops, in front of a host.
    const tricky = fc
      .string({ unit: fc.constantFrom('/', '\\', '\t', '\n', '\r', ' '), maxLength: 6 })
      .map((prefix) => `${prefix}evil.com/x`)
    const staysOnSite = (candidate: string) => {
      const path = safeCallbackPath(candidate)
      return (
        path === null || new URL(path, 'https://carreiras.example').origin === 'https://carreiras.example'
      )
    }
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), staysOnSite))
    fc.assert(fc.property(tricky, staysOnSite), { numRuns: 1000 })
  })

  it('after subscribing: the callback URL if safe, else the confirmation', () => {
    expect(afterSubscribePath({ callbackUrl: '/perfil', title: 'Caixa', opportunityId: 3 })).toBe('/perfil')
    expect(afterSubscribePath({ callbackUrl: 'https://evil.com', title: 'Caixa', opportunityId: 3 })).toBe(
      '/inscricao-confirmada?vaga=Caixa&id=3',
    )
    expect(afterSubscribePath({ callbackUrl: null, title: 'Caixa', opportunityId: 3 })).toBe(
      '/inscricao-confirmada?vaga=Caixa&id=3',
    )
  })
})

describe('hand-offs', () => {
  it('the external apply site gets the opportunity id and the callback URL', () => {
    const url = new URL(
      externalApplyUrl(
        'https://apply.example/candidatura?brand=x',
        42,
        'https://carreiras.example/inscricao-confirmada?vaga=Caixa&id=42',
      ),
    )
    expect(url.origin + url.pathname).toBe('https://apply.example/candidatura')
    expect(url.searchParams.get('brand')).toBe('x')
    expect(url.searchParams.get('opportunity_id')).toBe('42')
    expect(url.searchParams.get('callback_url')).toBe(
      'https://carreiras.example/inscricao-confirmada?vaga=Caixa&id=42',
    )
  })

  it('the chat link: the number’s digits and the prefilled text', () => {
    expect(whatsappApplyUrl('+55 (11) 99999-0000', 'Olá! Quero a vaga Caixa & Cia')).toBe(
      'https://wa.me/5511999990000?text=Ol%C3%A1!%20Quero%20a%20vaga%20Caixa%20%26%20Cia',
    )
    const url = new URL(whatsappApplyUrl('5511999990000', 'Vaga: https://x.example/vagas/1?a=b'))
    expect(url.searchParams.get('text')).toBe('Vaga: https://x.example/vagas/1?a=b')
  })
})
