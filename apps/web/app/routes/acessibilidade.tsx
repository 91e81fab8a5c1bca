// /acessibilidade: the brand's accessibility statement (linked from the footer).
import { HtmlContent } from '@carreiras/ui/html-content'
import { useNavigate } from 'react-router'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { accessibilityTexts } from '../texts.server'
import type { Route } from './+types/acessibilidade'

export function loader({ request }: Route.LoaderArgs) {
  const texts = accessibilityTexts()
  return { texts, seo: pageSeo(request, '/acessibilidade', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, 'article')
}

export default function Accessibility({ loaderData: { texts } }: Route.ComponentProps) {
  const navigate = useNavigate()
  const onNavigate = (path: string) => void navigate(path)
  return (
    <article className="flex max-w-3xl flex-col gap-6 py-8">
      <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
      <p className="text-lg">{texts.intro}</p>
      {texts.sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="font-heading text-xl font-semibold">{section.title}</h2>
          <HtmlContent html={section.html} onNavigate={onNavigate} />
        </section>
      ))}
    </article>
  )
}
