// GET /api/cidades?state=SP: the city names of a state, for the list's city filter after the state
// changes in the browser.
import { isStateAbbr } from '@carreiras/core'
import { data } from 'react-router'
import { brandMessages } from '../brands/index.server'
import { loadCities } from '../jobs/job-list.server'
import type { Route } from './+types/api.cidades'

export async function loader({ request }: Route.LoaderArgs) {
  const state = (new URL(request.url).searchParams.get('state') ?? '').toUpperCase()
  if (!isStateAbbr(state))
    return data(
      { errors: [{ message: brandMessages().validation.listParams.states, field: 'state' }] },
      { status: 400 },
    )
  const cities = await loadCities(state)
  return data({ cities }, { headers: { 'Cache-Control': 'public, max-age=86400' } })
}
