// Links inside brand HTML (FAQ answers; primitives/html-content) are plain <a> elements: a click on one
// that stays on this site and in this tab becomes a client-side navigation; new-tab, download,
// other-origin and modified clicks are left to the browser.
import { sitePath } from '@carreiras/core'

export interface LinkClick {
  href: string | null
  target: string | null
  download: boolean
  button: number
  modified: boolean
}

/** The in-app path (path + search + hash) a click should navigate to, or null to let the browser act. */
export function inAppPath(click: LinkClick, origin: string): string | null {
  if (!click.href || click.button !== 0 || click.modified || click.download) return null
  if (click.target && click.target !== '_self') return null
  let url: URL
  try {
    url = new URL(click.href, origin)
  } catch {
    return null
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null
  // The router is handed only a path of this site (core's one rule): '/.//host' resolves to '//host'.
  return sitePath(`${url.pathname}${url.search}${url.hash}`, origin)
}
