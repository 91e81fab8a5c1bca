// /vagas/:id/inscricao (route name ficha): login-required. The server reads the opening (404 when it
// does not exist) and the brand's settings; the application itself renders in the browser, where the
// session lives (docs/decisions.md, "Protected routes render in the browser"), driven by core's application machine.
import { BRAZILIAN_STATES, opportunityIdFromParam, ptBR } from '@carreiras/core'
import { data } from 'react-router'
import { RequireSession } from '../account/require-session'
import { ApplicationPage } from '../application/application-page'
import { browserConfig, getBrand, siteCompanyId } from '../brands/index.server'
import { applicationOpportunityOf, opportunitiesClient } from '../lib/opportunities.server'
import { siteOrigin } from '../lib/site-url.server'
import type { Route } from './+types/inscricao'
import { pageTitle } from '../texts.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const opportunity =
    id === null
      ? null
      : await opportunitiesClient()
          .get(id)
          .catch(() => null)
  if (!opportunity) throw data(null, { status: 404 })
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

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Inscricao({ loaderData }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ApplicationPage
        // A new opening is a new form.
        key={loaderData.opportunity.id}
        opportunity={loaderData.opportunity}
        config={loaderData.config}
        states={loaderData.states}
      />
    </RequireSession>
  )
}
