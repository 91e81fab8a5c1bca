// /faq: the brand's questions as the design system's FaqList (native disclosures: no script). Answers are sanitized HTML; their internal links navigate in-app.
// 'Cadastre-se' saves /vagas as the next route and opens login.
import { buttonVariants } from '@carreiras/ui/button-variants'
import { FaqList } from '@carreiras/ui/faq-list'
import { useNavigate } from 'react-router'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { useLoginThen } from '../components/use-login-next'
import { faqTexts } from '../texts.server'
import type { Route } from './+types/faq'

export function loader({ request }: Route.LoaderArgs) {
  const texts = faqTexts()
  return { texts, seo: pageSeo(request, '/faq', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function Faq({ loaderData: { texts } }: Route.ComponentProps) {
  const loginThen = useLoginThen()
  const navigate = useNavigate()
  return (
    <article className="flex max-w-3xl flex-col gap-8 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
        <p className="text-muted-foreground text-lg">{texts.intro}</p>
      </header>
      <FaqList items={texts.items} onNavigate={(path) => void navigate(path)} />
      <section
        aria-labelledby="faq-cadastro"
        className="bg-surface text-surface-foreground flex flex-col items-start gap-4 rounded-lg p-6"
      >
        <h2 id="faq-cadastro" className="font-heading text-xl font-semibold">
          {texts.signUpPrompt}
        </h2>
        <button type="button" className={buttonVariants()} onClick={() => loginThen(texts.nextRoute)}>
          {texts.signUp}
        </button>
      </section>
    </article>
  )
}
