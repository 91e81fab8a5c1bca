// /vagas/:id/imagem.png: the job's share image, 1200 × 630 (docs/link-previews.md). An open job gets its
// own (title, area, place in the brand's look); a closed one the site's image; an unknown id (or an
// internal opening, which the server cannot see) the site's image with a 404; the platform unreachable,
// the site's image with a 503, never stored.
import { isPlatformError } from '@carreiras/api'
import { opportunityIdFromParam } from '@carreiras/core'
import { opportunitiesClient } from '../lib/opportunities.server'
import { siteOrigin } from '../lib/site-url.server'
import { jobPreview, previewResponse, sitePreview } from '../og/og-preview.server'
import type { Route } from './+types/vaga-imagem'

export async function loader({ params, request }: Route.LoaderArgs) {
  const origin = siteOrigin(request)
  const id = opportunityIdFromParam(params.id)
  if (id === null) return previewResponse(request, sitePreview(origin), { status: 404 })
  let opportunity
  try {
    opportunity = await opportunitiesClient().get(id, { signal: request.signal })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    console.error('[vaga-imagem] opportunities API unavailable:', error.code, error.message)
    return previewResponse(request, sitePreview(origin), { status: 503 })
  }
  if (!opportunity) return previewResponse(request, sitePreview(origin), { status: 404 })
  return previewResponse(request, jobPreview(origin, opportunity))
}
