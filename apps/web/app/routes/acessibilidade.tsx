// /acessibilidade: the brand's accessibility statement (linked from the footer).
import { DocumentPage } from '../components/document-page'
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
  return <DocumentPage heading={texts.heading} intro={texts.intro} sections={texts.sections} />
}
