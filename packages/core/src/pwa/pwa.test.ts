import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseBrand } from '../brand/brand.schema'
import { installOfferOf, isIosDevice, type InstallContext } from './install'
import {
  WEB_APP_SHORT_NAME_MAX,
  webAppIconsOf,
  webAppManifestOf,
  webAppSchema,
  webAppShortNameOf,
} from './manifest'
import { offlinePageKind } from './pwa'

const context = (change: Partial<InstallContext> = {}): InstallContext => ({
  returning: false,
  jobSaved: false,
  dismissed: false,
  standalone: false,
  way: 'prompt',
  ...change,
})

const contexts = fc.record({
  returning: fc.boolean(),
  jobSaved: fc.boolean(),
  dismissed: fc.boolean(),
  standalone: fc.boolean(),
  way: fc.constantFrom('prompt' as const, 'ios' as const, 'none' as const),
})

describe('installOfferOf', () => {
  it('never offers on a first visit before a job is saved', () => {
    expect(installOfferOf(context())).toBeNull()
    expect(installOfferOf(context({ way: 'ios' }))).toBeNull()
  })

  it('offers on a second visit or after a saved job; iOS gets the hint', () => {
    expect(installOfferOf(context({ returning: true }))).toBe('offer')
    expect(installOfferOf(context({ jobSaved: true }))).toBe('offer')
    expect(installOfferOf(context({ returning: true, way: 'ios' }))).toBe('ios-hint')
    expect(installOfferOf(context({ jobSaved: true, way: 'none' }))).toBeNull()
  })

  it('property: dismissed or installed is never offered again; a first visit without a save never', () => {
    fc.assert(
      fc.property(contexts, (ctx) => {
        const offer = installOfferOf(ctx)
        if (ctx.dismissed || ctx.standalone || ctx.way === 'none') expect(offer).toBeNull()
        if (!ctx.returning && !ctx.jobSaved) expect(offer).toBeNull()
        if (offer === 'ios-hint') expect(ctx.way).toBe('ios')
        if (offer === 'offer') expect(ctx.way).toBe('prompt')
      }),
    )
  })

  it('tells iPhones and iPads (iPadOS as a Mac with touch) from the rest', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      true,
    )
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(true)
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(false)
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126')).toBe(false)
  })
})

describe('offlinePageKind', () => {
  it('keeps the job list and job pages, documents and data', () => {
    expect(offlinePageKind('/vagas')).toBe('job-list')
    expect(offlinePageKind('/vagas.data')).toBe('job-list')
    expect(offlinePageKind('/vagas/100001')).toBe('job')
    expect(offlinePageKind('/vagas/100001.data')).toBe('job')
    expect(offlinePageKind('/vagas/200896-consultor-a-de-servicos-financeiros')).toBe('job')
    expect(offlinePageKind('/vagas/200896-consultor-a.data')).toBe('job')
  })

  it('never keeps a signed-in page, an application step, the API or the platform', () => {
    for (const path of [
      '/meu-perfil',
      '/meu-perfil.data',
      '/vagas/100001/inscricao',
      '/vagas/100001-analista/inscricao',
      '/inscricao-confirmada',
      '/api/vagas',
      '/plataforma/graphql',
      '/plataforma/push/register',
      '/',
    ])
      expect(offlinePageKind(path), path).toBeNull()
    expect(offlinePageKind('/vagas', true)).toBeNull()
  })

  it('property: nothing under /plataforma or /api, and no request with credentials, is ever kept', () => {
    fc.assert(
      fc.property(fc.constantFrom('/plataforma', '/api'), fc.webPath(), fc.boolean(), (root, rest, auth) => {
        expect(offlinePageKind(`${root}${rest.startsWith('/') ? rest : `/${rest}`}`, auth)).toBeNull()
      }),
    )
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(offlinePageKind(path, true)).toBeNull()
      }),
    )
  })
})

describe('the web app manifest', () => {
  const tokens = { primary: '#0b4a8b', background: '#ffffff' }

  it('is complete for a brand without webApp: icons by convention, colours from the tokens', () => {
    const manifest = webAppManifestOf({ id: 'acme', siteName: 'Carreiras Acme', tokens })
    expect(manifest).toMatchObject({
      name: 'Carreiras Acme',
      short_name: 'Acme',
      lang: 'pt-BR',
      start_url: '/vagas',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4a8b',
      background_color: '#ffffff',
    })
    expect(manifest.icons).toEqual([
      { src: '/brands/acme/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/brands/acme/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/brands/acme/icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/brands/acme/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ])
  })

  it("takes the brand's own short name, colours and icon paths", () => {
    const webApp = webAppSchema.parse({
      shortName: 'Vagas X',
      themeColor: '#123456',
      backgroundColor: '#fefefe',
      icons: { png192: 'https://cdn.example/x-192.png' },
    })
    const manifest = webAppManifestOf({ id: 'x', siteName: 'Carreiras X', webApp, tokens })
    expect(manifest).toMatchObject({
      short_name: 'Vagas X',
      theme_color: '#123456',
      background_color: '#fefefe',
    })
    expect(manifest.icons[0]?.src).toBe('https://cdn.example/x-192.png')
    expect(webAppIconsOf('x', webApp.icons).png512).toBe('/brands/x/icons/icon-512.png')
  })

  it('property: the short name always fits under an icon', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (name) => {
        const short = webAppShortNameOf(name.trim() || 'x')
        expect(short.length).toBeLessThanOrEqual(WEB_APP_SHORT_NAME_MAX)
        expect(short.length).toBeGreaterThan(0)
      }),
    )
  })

  it("refuses a bad webApp in the brand's configuration, naming the field", () => {
    expect(() => webAppSchema.parse({ shortName: 'Um nome longo demais' })).toThrow(/no máximo 12/)
    expect(() => webAppSchema.parse({ themeColor: 'blue' })).toThrow(/cor hexadecimal/)
    expect(() => webAppSchema.parse({ icons: { svg: 'javascript:alert(1)' } })).toThrow(/caminho de imagem/)
    expect(() => parseBrand({ webApp: { themeColor: 'azul' } })).toThrow(
      /webApp\.themeColor: deve ser uma cor/,
    )
  })
})
