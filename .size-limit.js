// Client JS budget of the public routes, route by route: for every route of the web build, the JavaScript
// its first load needs (entry + the route and its ancestors, with their imports), read from React Router's
// build manifest. It catches one route growing; what a visit really transfers (lazy chunks and HTTP
// headers included) is held to 145 KiB by the transfer gate, apps/web/e2e/js-budget.spec.ts. The list
// page's chain carries its machine (xstate, about 14 kB) since the list is the job-search flow drawn on
// the server: the limit leaves it room, and the transfer gate is the binding one. Login-required routes (spec: application area, profile pages,
// the talent bank (docs/decisions.md, "Talent bank"), a company's profile update request,
// confirmation/refusal/error pages) are not public and are left out.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const clientDir = 'apps/web/build/client'
const LIMIT = '150 kB'
// /return_test is public in the spec, but only a signed-in candidate arrives there (back from a partner test)
// and its check needs the session: it loads the test runner like the other tests pages.
const LOGIN_REQUIRED =
  /inscricao|meu-perfil|meus-dados|deixe-seu-perfil|atualizacao-perfil|banco-de-talentos|erro-inscricao|profile-update-request|testes?\b|pending-tests|return-test/

function loadManifest() {
  const assets = path.join(clientDir, 'assets')
  // React Router's manifest (`manifest-<8 hex digits>.js`), not a route module whose file name starts alike
  // (the web app manifest's resource route, `routes/manifest.ts`, builds to an empty `manifest-<hash>.js`).
  const file = readdirSync(assets).find((name) => /^manifest-[0-9a-f]{8}\.js$/.test(name))
  if (!file)
    throw new Error(`No React Router manifest in ${assets}: build the web app first (npm run build).`)
  const source = readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''))
}

const manifest = loadManifest()
const filesOf = (entry) => [entry.module, ...(entry.imports ?? [])]

function chain(routeId) {
  const ids = []
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) ids.unshift(id)
  return ids
}

export default Object.values(manifest.routes)
  .filter(
    (route) => route.id !== 'root' && route.hasDefaultExport !== false && !LOGIN_REQUIRED.test(route.id),
  )
  .map((route) => {
    const files = new Set(filesOf(manifest.entry))
    for (const id of chain(route.id)) for (const file of filesOf(manifest.routes[id])) files.add(file)
    return {
      name: `${route.id} (${route.index ? '/' : '/' + (route.path ?? '')})`,
      path: [...files].map((file) => path.join(clientDir, file)),
      limit: LIMIT,
      gzip: true,
    }
  })
