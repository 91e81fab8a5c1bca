// What the application route (/vagas/:id/inscricao) renders with, computed on the server from the opening:
// used by its loader and, for an internal opening a signed-in internal user applies to, by
// /api/vagas-internas/:id/inscricao on that person's behalf.
import { BRAZILIAN_STATES, ptBR } from '@carreiras/core'
import type { Opportunity } from '@carreiras/core'
import { browserConfig, getBrand, siteCompanyId } from '../brands/index.server'
import { applicationOpportunityOf } from '../lib/opportunities.server'
import { siteOrigin } from '../lib/site-url.server'
import { pageTitle } from '../texts.server'

export function applicationRouteData(opportunity: Opportunity, request: Request) {
  const brand = getBrand()
  const browser = browserConfig()
  return {
    opportunity: applicationOpportunityOf(opportunity),
    config: {
      companyId: siteCompanyId(),
      alternateCompanyWord: brand.alternateCompanyWord,
      externalApplyUrl: brand.externalApplyUrl,
      whatsapp: brand.whatsapp,
      postalUrl: `${browser.platformUrl.replace(/\/$/, '')}/ws/`,
      origin: siteOrigin(request),
      platformUrl: browser.platformUrl,
      clientTokens: browser.clientTokens,
    },
    states: BRAZILIAN_STATES.map((state) => ({ id: state.code, name: state.name, abbr: state.abbr })),
    title: pageTitle(ptBR.application.title(opportunity.title)),
  }
}

export type ApplicationRouteData = ReturnType<typeof applicationRouteData>
