// /faq: the brand's questions as a native disclosure accordion (<details>: no script, keyboard and
// screen-reader support built in). Answers are sanitized HTML; their internal links navigate in-app.
// 'Cadastre-se' saves /vagas as the next route and opens login.
import { buttonVariants } from '@carreiras/ui/button-variants'
import { HtmlContent } from '../components/content/html-content'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { useLoginThen } from '../components/content/use-login-next'
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
  return (
    <article className="flex max-w-3xl flex-col gap-8 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
        <p className="text-muted-foreground text-lg">{texts.intro}</p>
      </header>
      <div className="border-border divide-border flex flex-col divide-y rounded-lg border">
        {texts.items.map((item) => (
          <details key={item.id} id={item.id} className="group">
            <summary className="hover:bg-accent hover:text-accent-foreground focus-ring flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-md px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              <h2 className="text-base">{item.title}</h2>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </summary>
            <HtmlContent html={item.html} className="px-4 pt-1 pb-4" />
          </details>
        ))}
      </div>
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
