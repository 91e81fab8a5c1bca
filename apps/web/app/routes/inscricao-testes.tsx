// /vagas/:id/inscricao/testes: the opening's tests (doc 02 §2 "Tests screens"). The tests themselves are
// a later issue; the application goes here when the opening has tests, after the personal data is saved.
import { opportunityIdFromParam, ptBR } from '@carreiras/core'
import { StepsBar } from '@carreiras/ui/steps-bar'
import { Link, data } from 'react-router'
import { RequireSession } from '../account/require-session'
import type { Route } from './+types/inscricao-testes'
import { pageTitle } from '../texts.server'

export function loader({ params }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  if (id === null) throw data(null, { status: 404 })
  return {
    id,
    texts: ptBR.application.testsPlaceholder,
    title: pageTitle(ptBR.application.testsPlaceholder.title),
    back: ptBR.application.backToJob,
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Testes({ loaderData: { id, texts, back } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <section className="flex flex-col gap-4 py-8">
        <StepsBar current={1} />
        <h1 className="font-heading text-3xl font-bold">{texts.title}</h1>
        <p>{texts.message}</p>
        <p>
          <Link to={`/vagas/${id}`} className="focus-ring text-primary rounded-sm underline underline-offset-4">
            {back}
          </Link>
        </p>
      </section>
    </RequireSession>
  )
}
