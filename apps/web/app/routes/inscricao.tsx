// /vagas/:id/inscricao (route name ficha): login-required. The application form itself (questions,
// uploads, referral, submission) is the application issue; until then a signed-in candidate sees the
// opening they chose and the way back, never a 404 after logging in to apply.
import { opportunityIdFromParam } from '@carreiras/core'
import { Link, data } from 'react-router'
import { RequireSession } from '../account/require-session'
import { opportunitiesClient } from '../lib/opportunities.server'
import { applicationPlaceholderTexts } from '../jobs/job-texts.server'
import type { Route } from './+types/inscricao'

export async function loader({ params }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const opportunity =
    id === null
      ? null
      : await opportunitiesClient()
          .get(id)
          .catch(() => null)
  if (!opportunity) throw data(null, { status: 404 })
  return { texts: applicationPlaceholderTexts(opportunity.title), jobHref: `/vagas/${params.id}` }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Inscricao({ loaderData: { texts, jobHref } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <section className="flex flex-col gap-4">
        <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
        <p className="text-lg">{texts.job}</p>
        <p className="text-muted-foreground">{texts.soon}</p>
        <p>
          <Link to={jobHref} className="focus-ring text-primary rounded-sm underline underline-offset-4">
            {texts.back}
          </Link>
        </p>
      </section>
    </RequireSession>
  )
}
