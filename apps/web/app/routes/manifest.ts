// /manifest.webmanifest: the active brand's web app manifest (app/pwa/web-app.server.ts; docs/pwa.md).
import { webAppManifest } from '../pwa/web-app.server'

export function loader() {
  return new Response(JSON.stringify(webAppManifest()), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
