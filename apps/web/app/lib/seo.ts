// Per-page search-engine and sharing tags (title, description, canonical URL, Open Graph), built in
// each route's `meta` from what its loader computed. Pure: no catalogue, safe in the browser bundle.
export interface PageMetaInput {
  title: string
  description?: string
  /** Absolute URL of the page; canonical and og:url. */
  url?: string
  type?: 'website' | 'article'
  image?: string
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
}: PageMetaInput) {
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
  if (image) tags.push({ property: 'og:image', content: image })
  if (siteName) tags.push({ property: 'og:site_name', content: siteName })
  tags.push({ property: 'og:locale', content: 'pt_BR' })
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
