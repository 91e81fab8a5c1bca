// The opportunities REST client, created once per server process. Loaders only: never shipped to the browser.
import { createOpportunitiesClient } from '@carreiras/api'
import { isOpportunityOpen, type ApplicationOpportunity } from '@carreiras/core'
import { getConfig } from '../config.server'

let client: ReturnType<typeof createOpportunitiesClient> | undefined

export function opportunitiesClient() {
  client ??= createOpportunitiesClient({ baseUrl: getConfig().opportunitiesApiUrl })
  return client
}

export type OpeningDetail = NonNullable<Awaited<ReturnType<ReturnType<typeof opportunitiesClient>['get']>>>

/** The opening as the application and the tests flows need it. */
export function applicationOpportunityOf(opportunity: OpeningDetail): ApplicationOpportunity {
  return {
    id: opportunity.id,
    title: opportunity.title,
    open: isOpportunityOpen(opportunity.status_id),
    hasTests: opportunity.opportunity_tests.length > 0,
    ninenineApply: opportunity.ninenine_apply,
    whatsappApply: opportunity.whatsapp_apply,
    companyName: opportunity.company.name,
    indicationDomains: opportunity.indication_domains,
  }
}
