// The brand's manifest (core's WEB_APP_MANIFEST_PATH, written out: no import in the root's script), theme
// colour, favicon and Apple touch icon in every page's <head> (docs/pwa.md).
import type { WebAppHead } from '@carreiras/core'

export function WebAppLinks({ head }: { head?: WebAppHead }) {
  // Without the root's data (an error before it loaded): the site's plain favicon.
  if (!head) return <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content={head.themeColor} />
      <link rel="icon" type="image/svg+xml" href={head.icons.svg} />
      <link rel="apple-touch-icon" href={head.icons.appleTouch} />
    </>
  )
}
