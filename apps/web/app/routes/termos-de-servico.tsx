// /termos-de-servico: the brand's terms of use, the footer's 'Termos de serviço' (docs/decisions.md, "Terms of
// service"); the privacy notice stays at /termos-de-uso, where the terms modal sends the candidate to read.
import { TERMS_ROUTE } from '@carreiras/core'
import { Link } from 'react-router'
import { DocumentPage } from '../components/document-page'
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
  return (
    <DocumentPage
      heading={texts.heading}
      updatedAt={texts.updatedAt}
      intro={texts.intro}
      sections={texts.sections}
    >
      <p>
        <Link to={TERMS_ROUTE} className="text-primary focus-ring rounded-sm underline underline-offset-4">
          {texts.privacyLink}
        </Link>
      </p>
    </DocumentPage>
  )
}
