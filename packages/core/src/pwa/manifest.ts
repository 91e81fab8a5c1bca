// The web app manifest of a brand (docs/pwa.md, "Per brand"): name, short name, icons in the sizes the
// browsers ask for (192 and 512, a maskable 512, Apple's 180 touch icon, an SVG favicon), theme and
// background colours from the brand's tokens, start URL, standalone display, pt-BR. A brand sets it in
// its configuration (`webApp`); every part has a default, so a third brand only adds its icon files.
import { z } from 'zod'
import { pwaMessages } from './messages'

/** The icon files a brand ships, by role. Paths of the site ('/brands/…') or https URLs. */
export const WEB_APP_ICON_FILES = {
  /** The favicon (any size): an SVG. */
  svg: 'icon.svg',
  /** 192 × 192 PNG (Android's home screen, the install dialog). */
  png192: 'icon-192.png',
  /** 512 × 512 PNG (the splash screen, the store-like install sheet). */
  png512: 'icon-512.png',
  /** 512 × 512 PNG drawn for masking: the mark inside the central 80 % safe zone on a full background. */
  maskable512: 'maskable-512.png',
  /** 180 × 180 PNG on an opaque background (iOS's Home Screen). */
  appleTouch: 'apple-touch-icon.png',
} as const
export type WebAppIconRole = keyof typeof WEB_APP_ICON_FILES
export type WebAppIcons = Record<WebAppIconRole, string>

/** The sizes of the PNG icons (the build's icon script renders them from the brand's SVGs). */
export const WEB_APP_ICON_SIZES = { png192: 192, png512: 512, maskable512: 512, appleTouch: 180 } as const

/** The short name fits under an icon on a phone's home screen. */
export const WEB_APP_SHORT_NAME_MAX = 12

const hex = z
  .string({ error: 'deve ser uma cor hexadecimal, p. ex. #0b4a8b' })
  .regex(/^#[0-9a-f]{6}$/i, 'deve ser uma cor hexadecimal, p. ex. #0b4a8b')
const iconPath = z
  .string({ error: "deve ser um caminho de imagem do site ('/brands/…') ou uma URL https" })
  .trim()
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https:\/\/[^\s]+$/.test(value),
    "deve ser um caminho de imagem do site ('/brands/…') ou uma URL https",
  )

/** A brand's `webApp`: all optional; what is left out comes from the brand (id, site name, tokens). */
export const webAppSchema = z.lazy(() =>
  z.object(
    {
      /** Under the icon on the home screen; default: the site name when it fits, else its first word. */
      shortName: z
        .string({ error: 'deve ser um texto não vazio' })
        .trim()
        .min(1, 'deve ser um texto não vazio')
        .max(WEB_APP_SHORT_NAME_MAX, `deve ter no máximo ${WEB_APP_SHORT_NAME_MAX} caracteres`)
        .optional(),
      description: z.string({ error: 'deve ser um texto não vazio' }).trim().min(1).optional(),
      /** Any icon the brand keeps elsewhere than /brands/<id>/icons/<file>. */
      icons: z
        .object({
          svg: iconPath.optional(),
          png192: iconPath.optional(),
          png512: iconPath.optional(),
          maskable512: iconPath.optional(),
          appleTouch: iconPath.optional(),
        })
        .optional(),
      /** The browser's toolbar and the task switcher; default: the brand's `primary` token. */
      themeColor: hex.optional(),
      /** The splash screen; default: the brand's `background` token. */
      backgroundColor: hex.optional(),
    },
    { error: 'campo obrigatório' },
  ),
)
export type WebAppConfig = z.output<typeof webAppSchema>

/** The brand's icon paths: its own, else /brands/<id>/icons/<file>. */
export function webAppIconsOf(brandId: string, icons: WebAppConfig['icons'] = {}): WebAppIcons {
  const folder = `/brands/${brandId}/icons/`
  const entries = Object.entries(WEB_APP_ICON_FILES).map(([role, file]) => [
    role,
    icons[role as WebAppIconRole] ?? folder + file,
  ])
  return Object.fromEntries(entries) as WebAppIcons
}

/** The short name: the configured one, the site name when it fits, or its words that fit. */
export function webAppShortNameOf(siteName: string, configured?: string): string {
  if (configured) return configured
  if (siteName.length <= WEB_APP_SHORT_NAME_MAX) return siteName
  const words = siteName.split(/\s+/)
  let name = ''
  for (const word of words.slice(1).concat(words[0] ?? '')) {
    // 'Carreiras Aurora' → 'Aurora': the brand's word tells the apps apart on a home screen.
    if (word.length <= WEB_APP_SHORT_NAME_MAX) {
      name = word
      break
    }
  }
  return name || siteName.slice(0, WEB_APP_SHORT_NAME_MAX)
}

export interface WebAppHead {
  themeColor: string
  backgroundColor: string
  icons: WebAppIcons
}

export interface WebAppManifestInput {
  id: string
  siteName: string
  webApp?: WebAppConfig
  /** The brand's `primary` and `background` tokens (its theme, else the theme of @carreiras/ui). */
  tokens: { primary: string; background: string }
}

/** What every page's <head> carries: theme-color, the favicon and Apple's touch icon. */
export function webAppHeadOf({ id, webApp, tokens }: WebAppManifestInput): WebAppHead {
  return {
    themeColor: webApp?.themeColor ?? tokens.primary,
    backgroundColor: webApp?.backgroundColor ?? tokens.background,
    icons: webAppIconsOf(id, webApp?.icons),
  }
}

/** The manifest (JSON) of a brand. */
export function webAppManifestOf(input: WebAppManifestInput) {
  const { siteName, webApp } = input
  const head = webAppHeadOf(input)
  const { icons } = head
  return {
    id: '/',
    name: siteName,
    short_name: webAppShortNameOf(siteName, webApp?.shortName),
    description: webApp?.description ?? pwaMessages.manifestDescription.replace('{site}', siteName),
    lang: 'pt-BR',
    dir: 'ltr',
    // The openings: what people open the app for, and a page the worker keeps for offline.
    start_url: '/vagas',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: head.themeColor,
    background_color: head.backgroundColor,
    categories: ['business'],
    icons: [
      { src: icons.png192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.png512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: icons.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
export type WebAppManifest = ReturnType<typeof webAppManifestOf>
