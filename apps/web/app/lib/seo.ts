// The one builder of every page's search-engine and sharing tags (title, description, canonical URL,
// Open Graph), used by each route's `meta` with what its loader computed (lib/seo.server.ts gives the
// page's absolute URL: one canonical rule for the whole site). Pure: no catalogue, safe in the browser.
import type { MetaDescriptor } from 'react-router'

export interface PageMetaInput {
  title: string
  description?: string
  /** Absolute URL of the page; canonical and og:url. */
  url?: string
  type?: 'website' | 'article'
  /** The share image: its absolute URL, or with its size and text alternative (docs/link-previews.md). */
  image?: string | { url: string; alt: string; width: number; height: number }
  siteName?: string
  /** Keeps the page out of search results (a closed job, a not-found page). */
  noindex?: boolean
}

export function pageMeta({
  title,
  description,
  url,
  type = 'website',
  image,
  siteName,
  noindex,
}: PageMetaInput): MetaDescriptor[] {
  const tags: Array<Record<string, string>> = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
  ]
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    )
  }
  if (url) tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url })
  if (typeof image === 'string') tags.push({ property: 'og:image', content: image })
  else if (image)
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image:alt', content: image.alt },
    )
  // X reads the Open Graph tags for the rest; the card is large when the page has an image.
  tags.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' })
  if (siteName) tags.push({ property: 'og:site_name', content: siteName })
  tags.push({ property: 'og:locale', content: 'pt_BR' })
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}

/** A route's `meta` from its loader's page data; nothing without it (an error before the loader ran). */
export function seoMeta(seo: PageMetaInput | undefined, type?: PageMetaInput['type']): MetaDescriptor[] {
  if (!seo) return []
  return pageMeta(type ? { ...seo, type } : seo)
}
