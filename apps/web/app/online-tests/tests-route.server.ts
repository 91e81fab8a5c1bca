// What every tests route reads on the server: the opening (404 when it does not exist) as the test runner
// needs it, and the site's settings for applying from the tests page. The tests themselves load in the
// browser, where the session lives (docs/decisions.md, "Protected routes render in the browser").
import { idFromParam, opportunityIdFromParam, type ApplicationOpportunity } from '@carreiras/core'
import { data } from 'react-router'
import { getBrand, siteCompanyId } from '../brands/index.server'
import { getConfig } from '../config.server'
import {
  applicationOpportunityOf,
  opportunitiesClient,
  type OpeningDetail,
} from '../lib/opportunities.server'
import type { TestRunnerSiteConfig } from './test-runner-page'

export async function loadTestsRoute(idParam: string | undefined) {
  const id = opportunityIdFromParam(idParam)
  const opportunity =
    id === null
      ? null
      : await opportunitiesClient()
          .get(id)
          .catch(() => null)
  if (!opportunity) throw data(null, { status: 404 })
  return testsRouteOf(opportunity)
}

/** The opening as the test runner needs it, and the site's settings for applying from the tests page. */
export function testsRouteOf(opportunity: OpeningDetail): {
  opportunity: ApplicationOpportunity
  config: TestRunnerSiteConfig
} {
  return {
    opportunity: applicationOpportunityOf(opportunity),
    config: {
      companyId: siteCompanyId(),
      alternateCompanyWord: getBrand().alternateCompanyWord,
      challengeUrl: getConfig().challengeUrl,
    },
  }
}

/** A positive integer route parameter, or a 404. */
export function idParam(value: string | undefined): number {
  const id = idFromParam(value)
  if (id === null) throw data(null, { status: 404 })
  return id
}
