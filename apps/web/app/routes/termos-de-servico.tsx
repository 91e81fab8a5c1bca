// /termos-de-servico: the brand's terms of use, the footer's 'Termos de serviço' (docs/decisions.md, "Terms of
// service"); the privacy notice stays at /termos-de-uso, where the terms modal sends the candidate to read.
import { TERMS_ROUTE } from '@carreiras/core'
import { HtmlContent } from '@carreiras/ui/html-content'
import { Link, useNavigate } from 'react-router'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { termsOfServiceTexts } from '../texts.server'
import type { Route } from './+types/termos-de-servico'

export function loader({ request }: Route.LoaderArgs) {
  const texts = termsOfServiceTexts()
  return { texts, seo: pageSeo(request, '/termos-de-servico', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, 'article')
}

export default function TermsOfService({ loaderData: { texts } }: Route.ComponentProps) {
  const navigate = useNavigate()
  const onNavigate = (path: string) => void navigate(path)
  return (
    <article className="flex max-w-3xl flex-col gap-6 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
        <p className="text-muted-foreground text-sm">{texts.updatedAt}</p>
      </header>
      <p className="text-lg">{texts.intro}</p>
      {texts.sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="font-heading text-xl font-semibold">{section.title}</h2>
          <HtmlContent html={section.html} onNavigate={onNavigate} />
        </section>
      ))}
      <p>
        <Link to={TERMS_ROUTE} className="text-primary focus-ring rounded-sm underline underline-offset-4">
          {texts.privacyLink}
        </Link>
      </p>
    </article>
  )
}
