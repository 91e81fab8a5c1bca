import { isPlatformError } from '@carreiras/api'
import { opportunityIdFromParam } from '@carreiras/core'
import { Link, data } from 'react-router'
import { htmlToParagraphs } from '../lib/html-text.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import { jobDetailTexts, jobLevel } from '../texts.server'
import type { Route } from './+types/vaga'

// Spec: "a job not found sets a not-found flag; no message is shown". Here: HTTP 404 and the standard
// not-found page (thrown to the root ErrorBoundary), the same page as any unknown path.
const notFound = () => data(null, { status: 404 })

export async function loader({ params }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  if (id === null) throw notFound()
  let opportunity
  try {
    opportunity = await opportunitiesClient().get(id)
  } catch (error) {
    if (!isPlatformError(error)) throw error
    console.error('[vaga] opportunities API unavailable:', error.code, error.message)
    throw data(null, { status: 503 })
  }
  if (!opportunity) throw notFound()

  const texts = jobDetailTexts(opportunity.title)
  const { address } = opportunity
  return {
    texts,
    title: opportunity.title,
    facts: [
      opportunity.level ? jobLevel(opportunity.level) : '',
      opportunity.acting_mode,
      `${address.city}/${address.state.abbr}`,
    ].filter(Boolean),
    // Platform HTML, shown as plain text until descriptions are sanitized with DOMPurify (later issue).
    sections: [
      { heading: texts.responsibilities, paragraphs: htmlToParagraphs(opportunity.responsability) },
      { heading: texts.requirements, paragraphs: htmlToParagraphs(opportunity.requirement) },
      { heading: texts.workEnvironment, paragraphs: htmlToParagraphs(opportunity.work_environment) },
    ].filter((section) => section.paragraphs.length > 0),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function Vaga({ loaderData }: Route.ComponentProps) {
  const { texts, title, facts, sections } = loaderData
  return (
    <article className="flex flex-col gap-6">
      <header>
        <h1 className="font-heading text-3xl font-bold">{title}</h1>
        <ul className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </header>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="font-heading text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-2 whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link to="/vagas" className="focus-ring text-primary font-semibold underline underline-offset-4">
          {texts.moreOpportunities}
        </Link>
      </p>
    </article>
  )
}
