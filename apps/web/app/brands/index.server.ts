// The brand this server serves, chosen by the BRAND variable (config.server.ts) and validated with
// core's brandSchema when the server bundle loads: a broken brand stops the server with a message that
// names the field. Server-only: brand content reaches the browser as loader data, a page at a time.
import {
  BRAND_IDS,
  BrandConfigError,
  parseBrand,
  type Brand,
  type BrandId,
  type BrandInput,
  type MessageOverrides,
  type Messages,
} from '@carreiras/core'
import { getConfig } from '../config.server'
import { aurora } from './aurora'
import { demo } from './demo'

export const BRANDS: Record<BrandId, BrandInput> = { aurora, demo }

/** Validates one of the brands; its `id` must be the key it is registered under (the theme). */
export function loadBrand(id: BrandId, brands: Record<BrandId, unknown> = BRANDS): Brand {
  if (!BRAND_IDS.includes(id)) throw new BrandConfigError(`Marca desconhecida: '${id}'`)
  const brand = parseBrand(brands[id], id)
  if (brand.id !== id)
    throw new BrandConfigError(`Configuração inválida da marca '${id}':\n  - id: deve ser '${id}'`)
  return brand
}

let cached: Brand | undefined

/** The configured brand (BRAND, default 'aurora'). */
export function getBrand(): Brand {
  cached ??= loadBrand(getConfig().brand)
  return cached
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
  return (getBrand() as Brand & { messages?: MessageOverrides<Messages> }).messages ?? {}
}
