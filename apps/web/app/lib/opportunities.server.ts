// The opportunities REST client, created once per server process. Loaders only: never shipped to the browser.
import { createOpportunitiesClient } from '@carreiras/api'
import { getConfig } from '../config.server'

let client: ReturnType<typeof createOpportunitiesClient> | undefined

export function opportunitiesClient() {
  client ??= createOpportunitiesClient({ baseUrl: getConfig().opportunitiesApiUrl })
  return client
}
