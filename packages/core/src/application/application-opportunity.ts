// The opening as the application (and the tests) flows take it, from the opportunities API's detail: what
// every site's application route computes on its server before the ficha renders in the browser.
import { isOpportunityOpen } from '../opportunity/opportunity.rules'
import type { Opportunity } from '../opportunity/opportunity.schema'
import type { ApplicationOpportunity } from './application.types'

export function applicationOpportunityOf(opportunity: Opportunity): ApplicationOpportunity {
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
