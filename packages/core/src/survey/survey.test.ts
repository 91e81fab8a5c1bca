import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SURVEY_PLATFORM_TAG } from '../constants'
import {
  SURVEY_CONTEXTS,
  surveyContextOf,
  surveyOpportunityId,
  surveyPageView,
  surveyPageViewSchema,
} from './survey'

describe('surveyContextOf', () => {
  it.each([
    ['/', 'home'],
    ['/?utm=x', 'home'],
    ['/vagas', 'opportunities'],
    ['/vagas/', 'opportunities'],
    ['/vagas?q=analista', 'opportunities'],
    ['/vagas/100001', 'opportunity'],
    ['/vagas/100001-analista-de-dados', 'opportunity'],
    ['/vagas/100001/inscricao', 'subscription'],
    ['/inscricao-confirmada', 'thank_you'],
    ['/inscricao-confirmada?id=100001&vaga=Analista', 'thank_you'],
  ])('%s → %s', (path, context) => {
    expect(surveyContextOf(path)).toBe(context)
  })

  it.each([
    '/meu-perfil',
    '/vagas/100001/inscricao/testes',
    '/vagas/abc',
    '/vagas/0',
    '/termos-de-uso',
    '/inscricao-recusada',
    '/faq',
    '/vagas/100001/inscricao/1/teste/2',
  ])('%s has no survey context', (path) => {
    expect(surveyContextOf(path)).toBeNull()
  })

  it('every path answers one of the contexts or null, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const context = surveyContextOf(path)
        expect(context === null || SURVEY_CONTEXTS.includes(context)).toBe(true)
      }),
    )
  })

  it('any opening id makes /vagas/{id} an opportunity and /vagas/{id}/inscricao a subscription', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.stringMatching(/^[a-z-]{0,20}$/),
        (id, slug) => {
          const param = slug ? `${id}-${slug}` : String(id)
          expect(surveyContextOf(`/vagas/${param}`)).toBe('opportunity')
          expect(surveyContextOf(`/vagas/${param}/inscricao`)).toBe('subscription')
          expect(surveyOpportunityId(`/vagas/${param}`)).toBe(id)
          expect(surveyOpportunityId(`/vagas/${param}/inscricao`)).toBe(id)
        },
      ),
    )
  })
})

describe('surveyOpportunityId', () => {
  it('reads the thank-you page’s ?id= and nothing elsewhere', () => {
    expect(surveyOpportunityId('/inscricao-confirmada', '?id=100003&vaga=X')).toBe(100003)
    expect(surveyOpportunityId('/inscricao-confirmada', '?vaga=X')).toBeNull()
    expect(surveyOpportunityId('/', '?id=100003')).toBeNull()
    expect(surveyOpportunityId('/vagas', '?id=100003')).toBeNull()
  })
})

describe('surveyPageView', () => {
  it('builds the initialisation of the spec: user, opening, company, wl, context, index, page_view', () => {
    expect(surveyPageView({ path: '/vagas/100001', userId: 7, companyId: 6562 })).toEqual({
      userId: 7,
      opportunityId: 100001,
      companyId: 6562,
      platform: 'wl',
      context: 'opportunity',
      action: 'index',
      event: 'page_view',
    })
    expect(surveyPageView({ path: '/', userId: 7, companyId: 6562 })).toMatchObject({
      opportunityId: null,
      context: 'home',
      platform: SURVEY_PLATFORM_TAG,
    })
  })

  it('answers null where the route has no context', () => {
    expect(surveyPageView({ path: '/meu-perfil', userId: 7, companyId: 6562 })).toBeNull()
  })

  it('whatever it builds passes the provider schema', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/vagas', '/vagas/42', '/vagas/42/inscricao', '/inscricao-confirmada'),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 1e6 }),
        (path, userId, companyId) => {
          const view = surveyPageView({ path, search: '?id=9', userId, companyId })
          expect(surveyPageViewSchema.safeParse(view).success).toBe(true)
        },
      ),
    )
  })
})
