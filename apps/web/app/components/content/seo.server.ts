// A content page's search and sharing data: canonical address (only when SITE_URL is configured, so a
// preview deployment never claims the production address) and the Open Graph URL.
import { getConfig } from '../../config.server'
import type { PageSeo } from './seo'

export function pageSeo(request: Request, path: string, title: string, description: string): PageSeo {
  const { siteUrl } = getConfig()
  const origin = siteUrl ?? new URL(request.url).origin
  return { title, description, url: `${origin}${path}`, canonical: siteUrl ? `${siteUrl}${path}` : null }
}
