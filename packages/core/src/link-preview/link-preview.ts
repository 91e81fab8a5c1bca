// Link previews (docs/link-previews.md): the size of the share image every network reads (Open Graph's
// 1.91:1 'summary_large_image'), where a job's image and the site's image live, how long they are kept,
// and how a title is fitted into the image without overflowing it.

/** Width of a share image, in pixels (Open Graph and X's large card). */
export const LINK_PREVIEW_WIDTH = 1200
/** Height of a share image, in pixels. */
export const LINK_PREVIEW_HEIGHT = 630
/** A title longer than this is cut at a word and ends in '…' (the image's lines hold about this much). */
export const LINK_PREVIEW_TITLE_MAX_CHARS = 100
/** The title never takes more lines than this (a word longer than a line is cut with '…' too). */
export const LINK_PREVIEW_TITLE_MAX_LINES = 3
/** The area and the place are cut to this many characters each. */
export const LINK_PREVIEW_DETAIL_MAX_CHARS = 48
/** How long browsers and the networks' crawlers may keep an image before asking again (ETag), seconds. */
export const LINK_PREVIEW_MAX_AGE_SECONDS = 3600
/** How long a shared cache may serve an old image while it asks for the new one, seconds. */
export const LINK_PREVIEW_STALE_SECONDS = 86_400
/** The server keeps at most this many rendered images in memory (least recently used out first)… */
export const LINK_PREVIEW_CACHE_MAX_ENTRIES = 500
/** …and at most this many bytes of them. */
export const LINK_PREVIEW_CACHE_MAX_BYTES = 32 * 1024 * 1024

/** The job's share image, under its detail page: '/vagas/123/imagem.png'. */
export function jobPreviewImagePath(id: number): string {
  return `/vagas/${id}/imagem.png`
}

/** The site's share image (home, list, content pages, and a missing or closed job). */
export const SITE_PREVIEW_IMAGE_PATH = '/imagem-do-site.png'

const ELLIPSIS = '…'

/**
 * The text with runs of white space made one space and, when longer than `max` characters (code points),
 * cut at the last word that fits (or mid-word when the first word alone is too long) and ended with '…'.
 * The result never exceeds `max` code points, '…' included.
 */
export function clampPreviewText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  const chars = [...clean]
  if (chars.length <= max) return clean
  if (max <= 1) return max === 1 ? ELLIPSIS : ''
  const head = chars.slice(0, max - 1).join('')
  // The kept part ends at a word when the next character is a space; otherwise at the last space in it.
  const space = chars[max - 1] === ' ' ? head.length : head.lastIndexOf(' ')
  const cut = space > 0 ? head.slice(0, space) : head
  return `${cut.replace(/[\s,.;:–—-]+$/u, '')}${ELLIPSIS}`
}

/** The title's font size on the image, in pixels: smaller as the title grows, so most fit in two lines. */
export function previewTitleFontSize(title: string): number {
  const length = [...title].length
  if (length <= 32) return 76
  if (length <= 60) return 64
  return 54
}
