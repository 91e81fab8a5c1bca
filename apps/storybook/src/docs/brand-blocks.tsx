// The Marcas page: each brand's palette (ui's tokens.css), logo (ui's Logo) and texts (the site's brand
// configuration in apps/web/app/brands/<id>/brand.ts, read here as data) side by side.
import { ptBR } from '@carreiras/core'
import type { ReactNode } from 'react'
import { Logo } from '@carreiras/ui'
import { Palette } from './token-blocks'
import { BRAND_IDS } from './tokens'

/** The fields of a brand configuration this page shows (core's BrandInput has them all). */
interface BrandConfig {
  id: string
  siteName: string
  company: { name: string }
  logo: { alt: string }
  messages?: Record<string, unknown>
  content?: { home?: { description?: string; hero?: { title?: string; subtitle?: string } } }
}

const modules = import.meta.glob<BrandConfig>('../../../web/app/brands/*/brand.ts', {
  eager: true,
  import: 'default',
})

/** The site's brands by id. */
export const SITE_BRANDS: Readonly<Record<string, BrandConfig>> = Object.fromEntries(
  Object.values(modules).map((brand) => [brand.id, brand]),
)

/** A brand's reworded catalogue texts as [path, default text, brand's text]. */
export function overridesOf(messages: Record<string, unknown> = {}): [string, string, string][] {
  const rows: [string, string, string][] = []
  const walk = (node: unknown, defaults: unknown, path: string[]) => {
    if (typeof node === 'string') {
      rows.push([path.join('.'), typeof defaults === 'string' ? defaults : '', node])
      return
    }
    if (!node || typeof node !== 'object') return
    for (const [key, value] of Object.entries(node))
      walk(value, (defaults as Record<string, unknown> | undefined)?.[key], [...path, key])
  }
  walk(messages, ptBR, [])
  return rows
}

function Entry({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function BrandColumn({ id }: { id: string }) {
  const config = SITE_BRANDS[id]
  const headingId = `marca-${id}`
  return (
    <section
      aria-labelledby={headingId}
      data-brand={id}
      className="sb-unstyled space-y-4 rounded-lg border border-border bg-background p-4 font-sans text-foreground"
    >
      <h2 id={headingId} className="font-heading text-xl font-bold">
        {config?.company.name ?? id} <span className="font-mono text-sm font-normal">({id})</span>
      </h2>
      {id === 'aurora' || id === 'demo' ? <Logo brand={id} /> : null}
      <h3 className="font-heading text-lg font-semibold">Paleta</h3>
      <Palette brand={id} />
      <h3 className="font-heading text-lg font-semibold">Textos</h3>
      {config ? (
        <dl className="space-y-2 text-sm">
          <Entry term="Nome do site">{config.siteName}</Entry>
          <Entry term="Texto alternativo do logo">{config.logo.alt}</Entry>
          {config.content?.home?.hero?.title ? (
            <Entry term="Título do destaque (início)">{config.content.home.hero.title}</Entry>
          ) : null}
          {config.content?.home?.hero?.subtitle ? (
            <Entry term="Subtítulo do destaque">{config.content.home.hero.subtitle}</Entry>
          ) : null}
          {overridesOf(config.messages).map(([path, standard, own]) => (
            <Entry
              key={path}
              term={
                <>
                  Texto <code>{path}</code>
                </>
              }
            >
              {own} <span className="text-muted-foreground">(padrão: {standard || '—'})</span>
            </Entry>
          ))}
        </dl>
      ) : (
        <p className="text-sm">Sem configuração em apps/web/app/brands/{id}/.</p>
      )}
    </section>
  )
}

/** Every brand of tokens.css, side by side: palette, logo and texts. */
export function Brands() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {BRAND_IDS.map((id) => (
        <BrandColumn key={id} id={id} />
      ))}
    </div>
  )
}
