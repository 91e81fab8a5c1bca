// /erro-inscricao?vaga={id}: 'Ocorreu um problema na sua candidatura. Tente novamente!' with the
// candidate's first name. Login-required. The application form comes here when the candidate may not apply
// (docs/decisions.md, "Eligibility and the application error page"); 'Tentar novamente' goes back to it.
import { opportunityIdFromParam, ptBR, sessionFirstName } from '@carreiras/core'
import { ApplicationError } from '@carreiras/ui/application-result'
import { useSelector } from '@xstate/react'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { RequireSession } from '../account/require-session'
import type { Route } from './+types/erro-inscricao'
import { pageTitle } from '../texts.server'

export function loader({ request }: Route.LoaderArgs) {
  const vaga = new URL(request.url).searchParams.get('vaga')
  const id = vaga ? opportunityIdFromParam(vaga) : null
  return { retryHref: id ? `/vagas/${id}/inscricao` : '/vagas', title: pageTitle(ptBR.application.errorPage) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function ApplicationErrorPage({ loaderData: { retryHref } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ErrorBody retryHref={retryHref} />
    </RequireSession>
  )
}

function ErrorBody({ retryHref }: { retryHref: string }) {
  const { handles } = useAccount()
  return handles ? <Greeting session={handles.session} retryHref={retryHref} /> : null
}

function Greeting({ session, retryHref }: { session: AccountHandles['session']; retryHref: string }) {
  const firstName = useSelector(session, sessionFirstName)
  return <ApplicationError firstName={firstName} applicationHref={retryHref} />
}
