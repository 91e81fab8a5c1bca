// Share links of an opportunity (Facebook, LinkedIn, Twitter, WhatsApp, then copy link).
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH } from '../constants'

export const SHARE_NETWORKS = ['facebook', 'linkedin', 'twitter', 'whatsapp'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The shared URL: the site origin plus /vagas/ plus the opportunity's path ('123-analista'). */
export function jobShareUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/vagas/${path.replace(/^\/+/, '').replace(/^vagas\//, '')}`
}

/** Each network's share URL for a page URL and title, every value URI-encoded. */
export function shareLinks(url: string, title: string): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    whatsapp: `https://api.whatsapp.com/send?text=${encodeURIComponent(title ? `${title} ${url}` : url)}`,
  }
}

/**
 * `window.open` features of the share popup (540 × 600). Not `noopener`: with it `window.open`
 * returns null and the caller could not tell a blocked popup (fall back to the link) from an open one;
 * the caller clears `opener` instead.
 */
export function sharePopupFeatures(): string {
  return `popup,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT}`
}
