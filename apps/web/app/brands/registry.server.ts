// Brand discovery: every folder of app/brands/ with a brand.ts (default export) or a brand.json is a
// brand, registered under the folder's name. Adding a brand is adding a folder; nothing else changes.
import { BrandConfigError } from '@carreiras/core'

/** What `import.meta.glob(…, { eager: true })` gives for the brand files. */
export type BrandModules = Record<string, { default?: unknown }>

/** The brand configurations by folder name ('./acme/brand.json' → 'acme'), still unvalidated. */
export function brandsFromModules(modules: BrandModules): Record<string, unknown> {
  const brands: Record<string, unknown> = {}
  for (const [path, module] of Object.entries(modules)) {
    const folder = /([^/]+)\/brand\.(?:ts|json)$/.exec(path)?.[1]
    if (!folder) continue
    if (folder in brands)
      throw new BrandConfigError(`Marca '${folder}' configurada duas vezes: deixe só brand.ts ou brand.json`)
    brands[folder] = module.default
  }
  return brands
}

export const BRANDS = brandsFromModules(import.meta.glob('./*/brand.{ts,json}', { eager: true }))
