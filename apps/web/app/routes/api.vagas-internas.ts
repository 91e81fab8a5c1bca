// GET /api/vagas-internas (docs/identity.md, "Internal access on the site"): the site's company's internal
// openings as card views, on behalf of the person whose session the browser sends in the transport's
// Authorization header. The opportunities API answers internal openings only to an internal user of their
// company, so anyone else gets an empty list. Private to that person: never stored by a cache.
import { isPlatformError } from '@carreiras/api'
import { data } from 'react-router'
import { siteCompanyId } from '../brands/index.server'
import { PRIVATE_HEADERS, sessionAuthorization } from '../jobs/internal-openings.server'
import { toCardView } from '../jobs/job-list.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import type { Route } from './+types/api.vagas-internas'

export async function loader({ request }: Route.LoaderArgs) {
  const authorization = sessionAuthorization(request)
  if (!authorization) return data({ items: [] }, { status: 401, headers: PRIVATE_HEADERS })
  try {
    const items = await opportunitiesClient().list(
      { internal_recruitment: true, company_id: siteCompanyId() },
      { signal: request.signal, authorization },
    )
    const now = new Date()
    return data(
      { items: items.map((item) => ({ ...toCardView(item, now), internal: true })) },
      { headers: PRIVATE_HEADERS },
    )
  } catch (error) {
    if (!isPlatformError(error)) throw error
    const status = error.code === 'UNAUTHORIZED' ? 401 : 503
    return data({ errors: [{ message: error.message }] }, { status, headers: PRIVATE_HEADERS })
  }
}
