// /imagem-do-site.png: the site's share image, 1200 × 630 (docs/link-previews.md): the brand's name and
// tagline, named by every public page's og:image except an open job's.
import { siteOrigin } from '../lib/site-url.server'
import { previewResponse, sitePreview } from '../og/og-preview.server'
import type { Route } from './+types/imagem-do-site'

export function loader({ request }: Route.LoaderArgs) {
  return previewResponse(request, sitePreview(siteOrigin(request)))
}
