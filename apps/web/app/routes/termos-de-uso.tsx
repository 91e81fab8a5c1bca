// /termos-de-uso: the brand's privacy notice for candidates ('Aviso de Privacidade'). Visiting it marks
// acceptance as pending and hides the terms modal while the candidate reads (the account runtime sees
// the path); leaving shows the modal again.
import { HtmlContent } from '@carreiras/ui/html-content'
import { DocumentPage } from '../components/document-page'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { privacyNoticeTexts } from '../texts.server'
import type { Route } from './+types/termos-de-uso'

export function loader({ request }: Route.LoaderArgs) {
  const texts = privacyNoticeTexts()
  return { texts, seo: pageSeo(request, '/termos-de-uso', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, 'article')
}

export default function TermsOfUse({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <DocumentPage
      heading={texts.heading}
      updatedAt={texts.updatedAt}
      intro={texts.intro}
      sections={texts.sections}
    >
      {(onNavigate) => (
        <section className="flex flex-col gap-2">
          <h2 className="font-heading text-xl font-semibold">{texts.dpo.title}</h2>
          <HtmlContent html={texts.dpo.html} onNavigate={onNavigate} />
          <p>
            {texts.dpo.name}:{' '}
            <a
              href={`mailto:${texts.dpo.email}`}
              className="text-primary focus-ring rounded-sm underline underline-offset-4"
            >
              {texts.dpo.email}
            </a>
          </p>
        </section>
      )}
    </DocumentPage>
  )
}
