// The opportunities REST client, created once per server process. Loaders only: never shipped to the browser.
import { createOpportunitiesClient } from '@carreiras/api'
import { getConfig } from '../config.server'

let client: ReturnType<typeof createOpportunitiesClient> | undefined

export function opportunitiesClient() {
  client ??= createOpportunitiesClient({ baseUrl: getConfig().opportunitiesApiUrl })
  return client
}

export type OpeningDetail = NonNullable<Awaited<ReturnType<ReturnType<typeof opportunitiesClient>['get']>>>

/** The opening as the application and the tests flows need it (core's, shared with any site). */
export { applicationOpportunityOf } from '@carreiras/core'
