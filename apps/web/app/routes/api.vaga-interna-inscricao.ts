// GET /api/vagas-internas/:id/inscricao (docs/identity.md, "Internal access on the site"): what the
// application route renders with, for an internal opening, on behalf of the person whose session the browser
// sends. The opportunities API answers it only to an internal user of its company: anyone else gets 404.
import { isPlatformError } from '@carreiras/api'
import { opportunityIdFromParam } from '@carreiras/core'
import { data } from 'react-router'
import { applicationRouteData } from '../application/application-route.server'
import { PRIVATE_HEADERS, sessionAuthorization } from '../jobs/internal-openings.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import type { Route } from './+types/api.vaga-interna-inscricao'

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const authorization = sessionAuthorization(request)
  if (id === null) return data({ opportunity: null }, { status: 404, headers: PRIVATE_HEADERS })
  if (!authorization) return data({ opportunity: null }, { status: 401, headers: PRIVATE_HEADERS })
  try {
    const opportunity = await opportunitiesClient().get(id, { signal: request.signal, authorization })
    if (!opportunity) return data({ opportunity: null }, { status: 404, headers: PRIVATE_HEADERS })
    return data(applicationRouteData(opportunity, request), { headers: PRIVATE_HEADERS })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    const status = error.code === 'UNAUTHORIZED' ? 401 : 503
    return data(
      { opportunity: null, errors: [{ message: error.message }] },
      { status, headers: PRIVATE_HEADERS },
    )
  }
}
