import { getConfig } from '../config.server'

/** The site's public origin: SITE_URL when configured (behind a proxy), else the request's own. */
export function siteOrigin(request: Request): string {
  return getConfig().siteUrl ?? new URL(request.url).origin
}
