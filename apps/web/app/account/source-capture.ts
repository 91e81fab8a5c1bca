// A `source` query parameter on any page is saved, with the opening it was captured on: an application keeps
// it only for that opening (core's subscriptionSource). Run from the account runtime's navigation sync, a
// chunk loaded after hydration, so the public pages' first load stays light.
import { STORAGE_KEYS, opportunityIdFromParam, sourceFromQuery } from '@carreiras/core'
import { remove, write } from './browser-storage'

export function saveSourceFrom(path: string, search: string): void {
  const source = sourceFromQuery(new URLSearchParams(search).get('source'))
  if (!source) return
  write('local', STORAGE_KEYS.source, source)
  const job = /^\/vagas\/([^/]+)/.exec(path)
  const id = job ? opportunityIdFromParam(job[1]!) : null
  if (id === null) remove('local', STORAGE_KEYS.sourceOpportunityId)
  else write('local', STORAGE_KEYS.sourceOpportunityId, String(id))
}
