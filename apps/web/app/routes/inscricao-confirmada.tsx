// /inscricao-confirmada?vaga={title}&id={id}: 'Inscrição Confirmada!' (doc 01 §2). Login-required.
import { ptBR } from '@carreiras/core'
import { ApplicationConfirmed } from '@carreiras/ui/application-result'
import { RequireSession } from '../account/require-session'
import type { Route } from './+types/inscricao-confirmada'
import { pageTitle } from '../texts.server'

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return { job: url.searchParams.get('vaga')?.slice(0, 200) ?? '', title: pageTitle(ptBR.application.confirmedTitle) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Confirmed({ loaderData: { job } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ApplicationConfirmed jobTitle={job} applicationsHref="/meu-perfil#box-subscription" jobsHref="/vagas" />
    </RequireSession>
  )
}
