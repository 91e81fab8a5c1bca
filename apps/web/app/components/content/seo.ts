// The route `meta` of a content page: title, description, canonical link and Open Graph tags.
// Pure and tiny: it runs in the browser too (client navigations), with the loader's PageSeo.
import type { MetaDescriptor } from 'react-router'

export interface PageSeo {
  title: string
  description: string
  /** Absolute URL of the page (Open Graph). */
  url: string
  /** Canonical URL; null when the site's public address (SITE_URL) is not configured. */
  canonical: string | null
}

export function seoMeta(seo: PageSeo | undefined, type: 'website' | 'article' = 'website'): MetaDescriptor[] {
  if (!seo) return []
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.canonical ? [{ tagName: 'link', rel: 'canonical', href: seo.canonical }] : []),
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: seo.url },
  ]
}
