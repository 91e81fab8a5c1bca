// The brand's manifest and head (web-app.server.ts), the brands' icon files, and the worker's build
// (scripts/build-sw.mjs: the shell it precaches, the offline page).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { WEB_APP_ICON_SIZES, pwaMessages, webAppIconsOf, type WebAppIconRole } from '@carreiras/core'
import tokensCss from '@carreiras/ui/tokens.css?raw'
import { describe, expect, it } from 'vitest'
import { offlinePage, shellFiles } from '../../scripts/build-sw.mjs'
import { BRANDS, loadBrand } from '../brands/index.server'
import { themeTokenOf, webAppHead, webAppManifest } from './web-app.server'

const publicDir = path.resolve(import.meta.dirname, '../../public')

describe('themeTokenOf', () => {
  it("reads a brand's block of tokens.css, else the default theme's", () => {
    expect(themeTokenOf(tokensCss, 'aurora', 'primary')).toBe('#0b4a8b')
    expect(themeTokenOf(tokensCss, 'demo', 'primary')).toBe('#6b21a8')
    expect(themeTokenOf(tokensCss, 'demo', 'background')).toBe('#fffdf8')
    expect(themeTokenOf(tokensCss, 'sem-tema', 'primary')).toBe('#0b4a8b')
  })
})

describe("a brand's web app", () => {
  it('the active brand (aurora): colours from its tokens, its icons, its name', () => {
    const manifest = webAppManifest()
    expect(manifest).toMatchObject({
      name: 'Carreiras Aurora',
      lang: 'pt-BR',
      display: 'standalone',
      start_url: '/vagas',
      theme_color: '#0b4a8b',
      background_color: '#ffffff',
    })
    expect(webAppHead().icons.appleTouch).toBe('/brands/aurora/icons/apple-touch-icon.png')
  })

  it("a brand's own theme wins over the ui theme", () => {
    const brand = loadBrand('demo')
    const themed = { ...brand, theme: { colors: { primary: '#123456', background: '#fafafa' } } }
    expect(webAppManifest(themed)).toMatchObject({ theme_color: '#123456', background_color: '#fafafa' })
    expect(webAppManifest(brand).theme_color).toBe('#6b21a8')
  })

  // A brand folder without its icons would serve a manifest whose icons 404: Chromium then refuses to install.
  it.each(Object.keys(BRANDS))('%s ships every icon its manifest names, at the size it says', (id) => {
    const brand = loadBrand(id)
    const icons = webAppIconsOf(brand.id, brand.webApp?.icons)
    for (const [role, src] of Object.entries(icons)) {
      if (!src.startsWith('/')) continue
      const file = path.join(publicDir, src)
      expect(existsSync(file), src).toBe(true)
      const size = WEB_APP_ICON_SIZES[role as Exclude<WebAppIconRole, 'svg'>]
      if (!size) continue
      const png = readFileSync(file)
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], src).toEqual([size, size])
    }
  })
})

describe('the worker build', () => {
  const manifest = {
    'app/entry.client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    'app/root.tsx?__react-router-build-client-route': {
      file: 'assets/root.js',
      imports: ['_framework.js', '_shared.js'],
      assets: ['assets/app.css', 'assets/logo.svg'],
    },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'app/routes/vagas.tsx?__react-router-build-client-route': {
      file: 'assets/vagas.js',
      imports: ['_shared.js'],
    },
    'app/routes/vaga.tsx?__react-router-build-client-route': { file: 'assets/vaga.js' },
    'app/pwa/pwa-runtime.client.tsx': { file: 'assets/pwa-runtime.js' },
    'app/routes/meu-perfil.tsx?__react-router-build-client-route': { file: 'assets/meu-perfil.js' },
  }

  it('precaches the entry, the root, /vagas and the job page with their imports and styles only', () => {
    expect(shellFiles(manifest).sort()).toEqual(
      [
        'assets/app.css',
        'assets/entry.js',
        'assets/framework.js',
        'assets/root.js',
        'assets/shared.css',
        'assets/shared.js',
        'assets/vaga.js',
        'assets/vagas.js',
        'assets/pwa-runtime.js',
      ].sort(),
    )
  })

  it('stops the build when a shell route is missing', () => {
    expect(() => shellFiles(manifest, ['app/routes/sumiu.tsx'])).toThrow(/sumiu\.tsx/)
  })

  it('writes the offline page in pt-BR from core', () => {
    const html = offlinePage()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain(`<h1>${pwaMessages.offline.pageTitle}</h1>`)
    expect(html).toContain('href="/vagas"')
    expect(html).not.toMatch(/<script/)
  })
})
