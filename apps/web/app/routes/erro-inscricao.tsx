// /erro-inscricao?vaga={id}: 'Ocorreu um problema na sua candidatura. Tente novamente!' with the
// candidate's first name (doc 01 §2, doc 02 §2). Login-required.
import { opportunityIdFromParam, ptBR } from '@carreiras/core'
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
  const name = useSelector(session, (s) => s.context.record?.name ?? '')
  const firstName = name.trim().split(/\s+/)[0] ?? ''
  return <ApplicationError firstName={firstName} applicationHref={retryHref} />
}
