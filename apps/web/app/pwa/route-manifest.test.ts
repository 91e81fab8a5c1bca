// The service worker's answer to route discovery without a connection (app/pwa/route-manifest.ts), and the
// build's full route manifest the worker precaches for it (scripts/build-sw.mjs).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeManifestFile } from '../../scripts/build-sw.mjs'
import { ROUTE_MANIFEST_FILE, discoveryAnswer } from './route-manifest'

const routes = {
  root: { id: 'root', path: '', module: '/assets/root-A.js' },
  'routes/vaga': { id: 'routes/vaga', parentId: 'root', path: 'vagas/:id', module: '/assets/vaga-B.js' },
}
const script = (version: string) =>
  `window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes, url: '/assets/manifest-abc.js', version })};`

describe('discoveryAnswer', () => {
  it('answers every route of the build for its own version', () => {
    expect(discoveryAnswer(script('eeb6227a'), 'eeb6227a')).toEqual(routes)
  })
  it('answers nothing for another version, no version, or anything but the manifest script', () => {
    expect(discoveryAnswer(script('eeb6227a'), 'ffffffff')).toBeNull()
    expect(discoveryAnswer(script('eeb6227a'), null)).toBeNull()
    expect(discoveryAnswer('', 'eeb6227a')).toBeNull()
    expect(discoveryAnswer('window.__reactRouterManifest={broken', 'eeb6227a')).toBeNull()
    expect(discoveryAnswer('console.log(1)', 'eeb6227a')).toBeNull()
    expect(discoveryAnswer('window.__reactRouterManifest={"version":"v","routes":[]};', 'v')).toBeNull()
  })
})

describe('routeManifestFile', () => {
  it('finds the full manifest among the assets (not an empty chunk of the same name) and the worker recognises it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-manifest-'))
    try {
      mkdirSync(path.join(dir, 'assets'))
      writeFileSync(path.join(dir, 'assets/manifest-BvRk9kiK.js'), '')
      writeFileSync(path.join(dir, 'assets/manifest-eeb6227a.js'), script('eeb6227a'))
      writeFileSync(path.join(dir, 'assets/root-A.js'), 'export {}')
      const file = routeManifestFile(dir)
      expect(file).toBe('assets/manifest-eeb6227a.js')
      expect(ROUTE_MANIFEST_FILE.test(file)).toBe(true)
      expect(ROUTE_MANIFEST_FILE.test('assets/root-A.js')).toBe(false)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
  it('stops the build when there is none', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-manifest-'))
    try {
      mkdirSync(path.join(dir, 'assets'))
      expect(() => routeManifestFile(dir)).toThrow(/manifest de rotas/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
