// /termos-de-uso: the terms of use. Visiting it marks acceptance as pending and hides the terms modal
// while the candidate reads (the account runtime sees the path); leaving shows the modal again.
import { termsPageTexts } from '../texts.server'
import type { Route } from './+types/termos-de-uso'

export function loader() {
  return { texts: termsPageTexts() }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function TermsOfUse({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <article className="flex max-w-3xl flex-col gap-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
      {texts.sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="font-heading text-xl font-semibold">{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  )
}
