// A page's search and sharing data, computed in its loader. The canonical URL (and og:url) is the site's
// public origin (SITE_URL when configured, else the request's own) and the page's path: the same rule
// for every page.
import { siteImageMeta } from '../og/og-preview.server'
import type { PageMetaInput } from './seo'
import { siteOrigin } from './site-url.server'

export function pageSeo(
  request: Request,
  path: string,
  title: string,
  description: string,
  extra: Omit<PageMetaInput, 'title' | 'description' | 'url'> = {},
): PageMetaInput & { url: string } {
  const origin = siteOrigin(request)
  // Every page shares the site's image unless it names its own (docs/link-previews.md).
  return { title, description, url: `${origin}${path}`, image: siteImageMeta(origin), ...extra }
}
