// The brand this server serves, chosen by the BRAND variable (config.server.ts) among the brand folders
// (registry.server.ts) and validated with core's brandSchema when the server bundle loads: a broken
// brand stops the server with a message that names the field. Server-only: brand content reaches the
// browser as loader data, a page at a time.
import {
  BrandConfigError,
  mergeMessages,
  parseBrand,
  ptBR,
  type Brand,
  type MessageOverrides,
  type Messages,
} from '@carreiras/core'
import { getConfig } from '../config.server'
import { brandHead, type BrandHead } from './brand-head.server'
import { BRANDS } from './registry.server'

export { BRANDS }

/** Validates one of the brands; its `id` must be the name of its folder. */
export function loadBrand(id: string, brands: Record<string, unknown> = BRANDS): Brand {
  if (!Object.hasOwn(brands, id))
    throw new BrandConfigError(
      `Marca desconhecida: '${id}' (BRAND). Marcas em app/brands/: ${Object.keys(brands).join(', ')}`,
    )
  const brand = parseBrand(brands[id], id)
  if (brand.id !== id)
    throw new BrandConfigError(`Configuração inválida da marca '${id}':\n  - id: deve ser '${id}'`)
  return brand
}

let cached: { brand: Brand; messages: Messages; head: BrandHead } | undefined

function active() {
  if (!cached) {
    const brand = loadBrand(getConfig().brand)
    cached = { brand, messages: mergeMessages(ptBR, brand.messages), head: brandHead(brand) }
  }
  return cached
}

/** The configured brand (BRAND, default 'aurora'). */
export function getBrand(): Brand {
  return active().brand
}

/** The catalogue as this brand words it: ptBR with the brand's `messages`. For the server's texts. */
export function brandMessages(): Messages {
  return active().messages
}

/** The brand's fonts and tokens for every page's <head> (root loader). */
export function getBrandHead(): BrandHead {
  return active().head
}

/** The company whose openings the site lists: COMPANY_ID when set, otherwise the brand's. */
export function siteCompanyId(): number {
  return getConfig().companyId ?? getBrand().company.id
}

/** What the browser's account runtime gets: the public configuration with the brand's defaults. */
export function browserConfig() {
  const { browser } = getConfig()
  return {
    ...browser,
    companyId: siteCompanyId(),
    supportEmail: browser.supportEmail ?? getBrand().supportEmail,
  }
}

// At start-up, not at the first request.
getBrand()

/** The texts the brand overrides (a partial catalogue), sent to the browser with the root's data. */
export function brandMessageOverrides(): MessageOverrides<Messages> {
  return getBrand().messages ?? {}
}
