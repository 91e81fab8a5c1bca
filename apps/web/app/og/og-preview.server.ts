// The share images' content, version, cache and HTTP answer (docs/link-previews.md). A job's image is
// keyed by everything drawn on it (the brand's look, the title, area, place, the site's address and the
// texts): when the job changes, its key — and so its ETag and the `v` of the URL its page's og:image
// names — change with it, so the networks fetch the new image; the old one ages out of the memory cache
// (least recently used first, bounded in entries and bytes). Rendering one key twice at once renders once.
import { createHash } from 'node:crypto'
import {
  isOpportunityOpen,
  jobPreviewImagePath,
  LINK_PREVIEW_CACHE_MAX_BYTES,
  LINK_PREVIEW_CACHE_MAX_ENTRIES,
  LINK_PREVIEW_HEIGHT,
  LINK_PREVIEW_MAX_AGE_SECONDS,
  LINK_PREVIEW_STALE_SECONDS,
  LINK_PREVIEW_WIDTH,
  SITE_PREVIEW_IMAGE_PATH,
  type Opportunity,
} from '@carreiras/core'
import { LRUCache } from 'lru-cache'
import { brandMessages, getBrand } from '../brands/index.server'
import { renderPreviewPng, type PreviewContent } from './og-image.server'
import { loadPreviewLook, type PreviewLook } from './og-look.server'

/** Bumped when the drawing itself changes, so every image gets a new version. */
const RENDERER_VERSION = 1

/** What a page's meta says of its share image. */
export interface PreviewImageMeta {
  url: string
  alt: string
  width: number
  height: number
}

/** What an image route answers with: its content and the version of it. */
export interface Preview {
  content: PreviewContent
  version: string
}

let look: Promise<PreviewLook> | undefined

/** The active brand's look, its fonts read once per process. */
export function previewLook(): Promise<PreviewLook> {
  look ??= loadPreviewLook(getBrand()).catch((error: unknown) => {
    look = undefined
    throw error
  })
  return look
}

const texts = () => brandMessages().linkPreview
const hostOf = (origin: string) => new URL(origin).host

/** A version of the content: the first 16 hex digits of its SHA-256 with the brand's look. */
function versionOf(content: PreviewContent): string {
  const brand = getBrand()
  const key = JSON.stringify([RENDERER_VERSION, brand.id, brand.siteName, brand.theme, brand.fonts, content])
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

type PreviewOpportunity = Pick<Opportunity, 'id' | 'title' | 'status_id' | 'address' | 'company_field_area'>

/** The job's area and place: 'Tecnologia', 'São Paulo - SP' (what the job has of them). */
function jobDetails(opportunity: PreviewOpportunity): string[] {
  const { city, state } = opportunity.address
  const place = [city, state.abbr].filter(Boolean).join(' - ')
  return [opportunity.company_field_area?.name ?? '', place].filter((part) => part.trim() !== '')
}

/** The site's image: its name, tagline and address. */
export function sitePreview(origin: string): Preview {
  const content: PreviewContent = {
    title: texts().siteTagline,
    details: [],
    footer: hostOf(origin),
  }
  return { content, version: versionOf(content) }
}

/** A job's image; the site's for a closed job (its page is kept out of search results too). */
export function jobPreview(origin: string, opportunity: PreviewOpportunity): Preview {
  if (!isOpportunityOpen(opportunity.status_id)) return sitePreview(origin)
  const content: PreviewContent = {
    kicker: texts().jobKicker,
    title: opportunity.title,
    details: jobDetails(opportunity),
    footer: texts().applyAt(hostOf(origin)),
  }
  return { content, version: versionOf(content) }
}

const size = { width: LINK_PREVIEW_WIDTH, height: LINK_PREVIEW_HEIGHT }

/** The site's image as a page's meta names it (absolute URL, versioned). */
export function siteImageMeta(origin: string): PreviewImageMeta {
  const { version } = sitePreview(origin)
  return {
    url: `${origin}${SITE_PREVIEW_IMAGE_PATH}?v=${version}`,
    alt: texts().siteImageAlt(getBrand().siteName),
    ...size,
  }
}

/** A job's image as its page's meta names it; the site's for a closed job. */
export function jobImageMeta(origin: string, opportunity: PreviewOpportunity): PreviewImageMeta {
  if (!isOpportunityOpen(opportunity.status_id)) return siteImageMeta(origin)
  const { version } = jobPreview(origin, opportunity)
  return {
    url: `${origin}${jobPreviewImagePath(opportunity.id)}?v=${version}`,
    alt: texts().jobImageAlt(opportunity.title, jobDetails(opportunity).join(' · ')),
    ...size,
  }
}

const cache = new LRUCache<string, Buffer>({
  max: LINK_PREVIEW_CACHE_MAX_ENTRIES,
  maxSize: LINK_PREVIEW_CACHE_MAX_BYTES,
  sizeCalculation: (png) => Math.max(1, png.length),
})
const rendering = new Map<string, Promise<Buffer>>()

/** The PNG of a preview: from the memory cache, or rendered once however many ask at the same time. */
export async function previewPng(preview: Preview): Promise<Buffer> {
  const cached = cache.get(preview.version)
  if (cached) return cached
  let pending = rendering.get(preview.version)
  if (!pending) {
    pending = previewLook()
      .then((brandLook) => renderPreviewPng(brandLook, preview.content))
      .then((png) => {
        cache.set(preview.version, png)
        return png
      })
      .finally(() => rendering.delete(preview.version))
    rendering.set(preview.version, pending)
  }
  return pending
}

/** For tests: how many images the memory cache holds. */
export const previewCacheSize = () => cache.size

/** Whether the request's If-None-Match names this ETag (a list, weak or strong, or '*'). */
function matches(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match')
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * The image's answer: 304 when the client has this version, else the PNG. Cached for an hour (and served
 * stale a day while revalidated) by browsers and shared caches; for a year when the URL names this very
 * version (`?v=`, which changes with the content); not stored at all for an answer that is not a 200.
 */
export async function previewResponse(
  request: Request,
  preview: Preview,
  { status = 200 }: { status?: number } = {},
): Promise<Response> {
  const etag = `"${preview.version}"`
  const pinned = new URL(request.url).searchParams.get('v') === preview.version
  const cacheControl =
    status !== 200
      ? 'no-store'
      : pinned
        ? 'public, max-age=31536000, immutable'
        : `public, max-age=${LINK_PREVIEW_MAX_AGE_SECONDS}, stale-while-revalidate=${LINK_PREVIEW_STALE_SECONDS}`
  const headers = new Headers({ 'Cache-Control': cacheControl, 'Content-Type': 'image/png' })
  if (status === 200) {
    headers.set('ETag', etag)
    if (matches(request, etag)) return new Response(null, { status: 304, headers })
  }
  const png = await previewPng(preview)
  headers.set('Content-Length', String(png.length))
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(png), { status, headers })
}

/** The detail's 'Compartilhar' button (Web Share API): its text, its accessible name, its failure. */
export function nativeShareTexts(title: string) {
  const t = texts()
  return { text: t.share, label: t.shareLabel(title), failed: t.shareFailed }
}
