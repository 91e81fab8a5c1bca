// /estagio: the internship programme. 'Quero me inscrever' saves the internship opening's application
// (/vagas/378937/inscricao) as the next route and opens login; signed in, it goes straight there.
import { buttonVariants } from '@carreiras/ui/button-variants'
import { CheckList } from '@carreiras/ui/check-list'
import { seoMeta } from '../lib/seo'
import { pageSeo } from '../lib/seo.server'
import { useLoginThen } from '../components/use-login-next'
import { internshipTexts } from '../texts.server'
import type { Route } from './+types/estagio'

export function loader({ request }: Route.LoaderArgs) {
  const texts = internshipTexts()
  return { texts, seo: pageSeo(request, '/estagio', texts.title, texts.description) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo)
}

export default function Internship({ loaderData: { texts } }: Route.ComponentProps) {
  const loginThen = useLoginThen()
  return (
    <article className="flex max-w-3xl flex-col gap-8 py-8">
      <header className="flex flex-col gap-4">
        <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
        <p className="text-lg">{texts.intro}</p>
      </header>
      <section
        aria-labelledby="estagio-fatos"
        className="bg-surface text-surface-foreground flex flex-col gap-4 rounded-lg p-6"
      >
        <h2 id="estagio-fatos" className="font-heading text-2xl font-bold">
          {texts.factsTitle}
        </h2>
        <CheckList items={texts.facts} className="text-lg" />
      </section>
      {texts.highlights.map((highlight) => (
        <section key={highlight.title} className="flex flex-col gap-2">
          <h2 className="font-heading text-xl font-semibold">{highlight.title}</h2>
          <p>{highlight.text}</p>
        </section>
      ))}
      <p>
        <button
          type="button"
          className={buttonVariants({ size: 'lg' })}
          onClick={() => loginThen(texts.nextRoute)}
        >
          {texts.apply}
        </button>
      </p>
    </article>
  )
}
