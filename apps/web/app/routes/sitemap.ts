// GET /sitemap.xml: the public pages and every open job (the list API only returns open ones), for
// search engines. Built from the list pages and cached for ten minutes.
import { EMPTY_JOB_FILTERS, isLastPage } from '@carreiras/core'
import { loadJobPage } from '../jobs/job-list.server'
import { siteOrigin } from '../lib/site-url.server'
import type { Route } from './+types/sitemap'

const STATIC_PATHS = [
  '/',
  '/vagas',
  '/cultura',
  '/estagio',
  '/faq',
  '/acessibilidade',
  '/termos-de-uso',
  '/termos-de-servico',
]
const MAX_PAGES = 250
const TTL_MS = 10 * 60 * 1000
let cache: { at: number; paths: string[] } | null = null

async function jobPaths(): Promise<string[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.paths
  const paths: string[] = []
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const items = await loadJobPage({ ...EMPTY_JOB_FILTERS, noLocation: true }, page)
    for (const item of items) if (item.open) paths.push(item.href)
    if (isLastPage(items.length)) break
  }
  cache = { at: Date.now(), paths }
  return paths
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request)
  let jobs: string[] = []
  try {
    jobs = await jobPaths()
  } catch (error) {
    // The platform is down: the static pages still go out, the jobs come with the next crawl.
    console.error('[sitemap] opportunities unavailable:', error instanceof Error ? error.message : error)
  }
  const urls = [...STATIC_PATHS, ...jobs]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
