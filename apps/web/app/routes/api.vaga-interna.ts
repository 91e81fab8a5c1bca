// GET /api/vagas-internas/:id (docs/identity.md, "Internal access on the site"): one internal opening's
// detail data (as /vagas/:id's loader, sanitized on the server, never indexed) on behalf of the person whose
// session the browser sends. The opportunities API answers it only to an internal user of its company: anyone
// else gets 404, as for an unknown opening.
import { isPlatformError } from '@carreiras/api'
import { opportunityIdFromParam } from '@carreiras/core'
import { data } from 'react-router'
import { jobDetailData } from '../jobs/job-detail.server'
import { PRIVATE_HEADERS, sessionAuthorization } from '../jobs/internal-openings.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import type { Route } from './+types/api.vaga-interna'

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const authorization = sessionAuthorization(request)
  if (id === null) return data({ job: null }, { status: 404, headers: PRIVATE_HEADERS })
  if (!authorization) return data({ job: null }, { status: 401, headers: PRIVATE_HEADERS })
  try {
    const opportunity = await opportunitiesClient().get(id, { signal: request.signal, authorization })
    if (!opportunity) return data({ job: null }, { status: 404, headers: PRIVATE_HEADERS })
    return data(await jobDetailData(opportunity, request, { internal: true }), { headers: PRIVATE_HEADERS })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    const status = error.code === 'UNAUTHORIZED' ? 401 : 503
    return data({ job: null, errors: [{ message: error.message }] }, { status, headers: PRIVATE_HEADERS })
  }
}
