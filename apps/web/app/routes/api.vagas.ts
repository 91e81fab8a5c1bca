// GET /api/vagas?{filters}&pagina=N: one page of the job list as card views (JSON), for the list's
// 'VER MAIS OPORTUNIDADES' and filter changes after hydration. Same filters as the /vagas URL.
import { isPlatformError } from '@carreiras/api'
import { jobFiltersFromUrl } from '@carreiras/core'
import { data } from 'react-router'
import { brandMessages } from '../brands/index.server'
import { loadJobPage } from '../jobs/job-list.server'
import type { Route } from './+types/api.vagas'

const MAX_PAGE = 500

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const page = Number(url.searchParams.get('pagina') ?? '1')
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    return data(
      { errors: [{ message: brandMessages().validation.listParams.page, field: 'pagina' }] },
      { status: 400 },
    )
  }
  const { filters } = jobFiltersFromUrl(url.searchParams)
  try {
    const items = await loadJobPage(filters, page, request.signal)
    return data({ items }, { headers: { 'Cache-Control': 'public, max-age=30' } })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    return data({ errors: [{ message: error.message }] }, { status: 503 })
  }
}
