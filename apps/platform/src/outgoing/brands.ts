// The brands as the messages need them (docs/messages.md, "Brands"): each brand's folder of the site
// (apps/web/app/brands/<id>, or BRANDS_DIR) holds an outgoing.json beside its brand.ts with what an e-mail
// shows of it: the sender, the company's and the site's names, the colours of the heading and the buttons,
// and its rewording of core's texts (ptBR.outgoing). Plain JSON, read once at start, so the platform needs
// nothing of the site's build; a brand without the file sends nothing, a bad file stops the start. The
// file also holds the brand's company id, which the site's brand.ts reads from it too (written once): a
// message caused by a company (an event, a headhunting or profile-update invitation) goes out in the brand
// whose company owns the opening (`forCompany`).
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import path from 'node:path'
import { mergeMessages, ptBR, unknownOverridePaths, type MessageOverrides } from '@carreiras/core'
import { z } from 'zod'

export type OutgoingTexts = typeof ptBR.outgoing

export interface MessageBrand {
  id: string
  /** The company, as the e-mails name it. */
  name: string
  /** The careers site's name (the e-mails' footer). */
  siteName: string
  /** The company whose openings the brand's site lists. */
  companyId: number
  /** The sender: `Name <address>` or an address. */
  from: string
  /** The domain of the sender's address: the right side of each Message-ID. */
  domain: string
  colors: { primary: string; primaryForeground: string; foreground: string }
  /** Core's texts with the brand's overrides. */
  texts: OutgoingTexts
}

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'deve ser uma cor #rrggbb')

const brandFileSchema = z.object({
  name: z.string().trim().min(1),
  siteName: z.string().trim().min(1),
  companyId: z.number().int().positive(),
  from: z
    .string()
    .trim()
    .refine(
      (value) => senderAddress(value) !== null,
      'deve ser um endereço: Nome <email@dominio> ou email@dominio',
    ),
  colors: z.object({ primary: hex, primaryForeground: hex, foreground: hex }),
  messages: z.record(z.string(), z.unknown()).default({}),
})

/** The address of a sender (`Name <a@b>` or `a@b`), or null. */
export function senderAddress(from: string): string | null {
  const match = /^(?:[^<>]*<([^<>\s]+@[^<>\s]+\.[^<>\s]+)>|([^<>\s]+@[^<>\s]+\.[^<>\s]+))$/.exec(from.trim())
  return match ? (match[1] ?? match[2] ?? null) : null
}

export class BrandsError extends Error {
  override name = 'BrandsError'
}

/** One brand from its outgoing.json's content; throws a BrandsError naming the file's problems. */
export function parseMessageBrand(id: string, input: unknown, file = `${id}/outgoing.json`): MessageBrand {
  const parsed = brandFileSchema.safeParse(input)
  if (!parsed.success)
    throw new BrandsError(
      `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'arquivo'} ${issue.message}`).join('; ')}`,
    )
  const unknown = unknownOverridePaths(ptBR.outgoing, parsed.data.messages)
  if (unknown.length > 0)
    throw new BrandsError(`${file}: textos que o catálogo (ptBR.outgoing) não tem: ${unknown.join(', ')}`)
  const address = senderAddress(parsed.data.from)!
  return {
    id,
    name: parsed.data.name,
    siteName: parsed.data.siteName,
    companyId: parsed.data.companyId,
    from: parsed.data.from,
    domain: address.slice(address.lastIndexOf('@') + 1).toLowerCase(),
    colors: parsed.data.colors,
    texts: mergeMessages(ptBR.outgoing, parsed.data.messages as MessageOverrides<OutgoingTexts>),
  }
}

export interface BrandRegistry {
  /** The brand of that id, or the default one for an unset or unknown id. */
  get(id: string | undefined): MessageBrand
  ids(): string[]
  /** The id when it names one of the brands; undefined otherwise (an unset or unknown id: the default). */
  known(id: string | null | undefined): string | undefined
  /**
   * The brand of a company's message: the default brand when its company is that one, else the first brand
   * (by id) whose company it is; undefined (the default) when no brand's is.
   */
  forCompany(companyId: number | null | undefined): string | undefined
}

/** Every `<dir>/<id>/outgoing.json`; the default brand must be among them. */
export function loadBrands(dir: string, defaultId: string): BrandRegistry {
  if (!existsSync(dir)) throw new BrandsError(`Pasta das marcas não encontrada: ${dir} (BRANDS_DIR)`)
  const brands = new Map<string, MessageBrand>()
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue
    const file = path.join(dir, entry.name, 'outgoing.json')
    if (!existsSync(file)) continue
    let content: unknown
    try {
      content = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new BrandsError(`${file}: JSON inválido (${(error as Error).message})`)
    }
    brands.set(entry.name, parseMessageBrand(entry.name, content, file))
  }
  return brandRegistry(brands, defaultId, dir)
}

export function brandRegistry(
  brands: ReadonlyMap<string, MessageBrand>,
  defaultId: string,
  where = 'BRANDS_DIR',
): BrandRegistry {
  const fallback = brands.get(defaultId)
  if (!fallback)
    throw new BrandsError(
      `A marca padrão das mensagens (MESSAGES_BRAND=${defaultId}) não tem ${defaultId}/outgoing.json em ${where}`,
    )
  const sorted = [...brands.values()].sort((a, b) => a.id.localeCompare(b.id))
  return {
    get: (id) => (id !== undefined && brands.get(id)) || fallback,
    ids: () => [...brands.keys()],
    known: (id) => (id && brands.has(id) ? id : undefined),
    forCompany: (companyId) => {
      if (companyId === null || companyId === undefined || fallback.companyId === companyId) return undefined
      return sorted.find((brand) => brand.companyId === companyId)?.id
    },
  }
}

const loaded = new Map<string, BrandRegistry>()

/**
 * The brands of BRANDS_DIR and MESSAGES_BRAND (config.delivery), read once per process: the transports,
 * the GraphQL context (the brand the site's proxy names) and the company's causes share them.
 */
export function messageBrands(settings: { brandsDir: string; defaultBrand: string }): BrandRegistry {
  const key = `${settings.brandsDir}\0${settings.defaultBrand}`
  let registry = loaded.get(key)
  if (!registry) loaded.set(key, (registry = loadBrands(settings.brandsDir, settings.defaultBrand)))
  return registry
}
