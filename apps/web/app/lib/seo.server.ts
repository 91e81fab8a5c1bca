// A page's search and sharing data, computed in its loader. The canonical URL (and og:url) is the site's
// public origin (SITE_URL when configured, else the request's own) and the page's path: the same rule
// for every page.
import type { PageMetaInput } from './seo'
import { siteOrigin } from './site-url.server'

export function pageSeo(
  request: Request,
  path: string,
  title: string,
  description: string,
  extra: Omit<PageMetaInput, 'title' | 'description' | 'url'> = {},
): PageMetaInput & { url: string } {
  return { title, description, url: `${siteOrigin(request)}${path}`, ...extra }
}
