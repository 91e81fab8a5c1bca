// The active brand's installable site (docs/pwa.md, "Per brand"): its manifest and what every page's
// <head> carries (theme-color, favicon, Apple's touch icon). Colours come from the brand's tokens: its own
// `theme`, else the theme of @carreiras/ui for its id (tokens.css), else the default theme.
import {
  webAppHeadOf,
  webAppManifestOf,
  type Brand,
  type WebAppHead,
  type WebAppManifest,
} from '@carreiras/core'
import tokensCss from '@carreiras/ui/tokens.css?raw'
import { getBrand } from '../brands/index.server'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A colour token of a theme block of tokens.css: `[data-brand='<id>']`'s, else the default (`:root`)
 * block's. Only plain hex values (the tokens' rule).
 */
export function themeTokenOf(
  css: string,
  brandId: string,
  token: 'primary' | 'background',
): string | undefined {
  const blocks = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  const valueIn = (body: string) =>
    new RegExp(`(?:^|[;\\s])--${escapeRegExp(token)}\\s*:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(body)?.[1]
  const selects = (selector: string, what: RegExp) =>
    selector.split(',').some((part) => what.test(part.trim()))
  const own = new RegExp(`^\\[data-brand=['"]${escapeRegExp(brandId)}['"]\\]$`)
  for (const [, selector = '', body = ''] of blocks)
    if (selects(selector, own) && valueIn(body)) return valueIn(body)
  for (const [, selector = '', body = ''] of blocks)
    if (selects(selector, /^:root$/) && valueIn(body)) return valueIn(body)
  return undefined
}

function tokensOf(brand: Brand) {
  const own = brand.theme?.colors ?? {}
  return {
    primary: own.primary?.slice(0, 7) ?? themeTokenOf(tokensCss, brand.id, 'primary') ?? '#000000',
    background: own.background?.slice(0, 7) ?? themeTokenOf(tokensCss, brand.id, 'background') ?? '#ffffff',
  }
}

const input = (brand: Brand) => ({
  id: brand.id,
  siteName: brand.siteName,
  webApp: brand.webApp,
  tokens: tokensOf(brand),
})

/** The manifest the site serves at /manifest.webmanifest. */
export function webAppManifest(brand: Brand = getBrand()): WebAppManifest {
  return webAppManifestOf(input(brand))
}

/** theme-color, favicon and touch icon for the root's <head>. */
export function webAppHead(brand: Brand = getBrand()): WebAppHead {
  return webAppHeadOf(input(brand))
}
