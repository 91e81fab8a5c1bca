// /erro-inscricao?vaga={id}[&motivo={code}]: 'Ocorreu um problema na sua candidatura. Tente novamente!' with the
// candidate's first name. Login-required. The application form comes here when the candidate may not apply
// (docs/decisions.md, "Eligibility and the application error page"); 'Tentar novamente' goes back to it.
import {
  APPLICATION_ERROR_REASON_PARAM,
  applicationErrorReason,
  eligibilityReasonText,
  opportunityIdFromParam,
  ptBR,
  sessionFirstName,
} from '@carreiras/core'
import { ApplicationError } from '@carreiras/ui/application-result'
import { useAccount } from '../account/account-bridge'
import { RequireSession } from '../account/require-session'
import { useSession } from '../account/use-session'
import type { Route } from './+types/erro-inscricao'
import { brandMessages } from '../brands/index.server'
import { pageTitle } from '../texts.server'

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const vaga = query.get('vaga')
  const id = vaga ? opportunityIdFromParam(vaga) : null
  // The reason the form was refused with (the company's or the group's): a code of the catalogue, said in its words.
  const reason = applicationErrorReason(query.get(APPLICATION_ERROR_REASON_PARAM))
  return {
    retryHref: id ? `/vagas/${id}/inscricao` : '/vagas',
    reason: reason ? eligibilityReasonText(reason, brandMessages()) : null,
    title: pageTitle(ptBR.application.errorPage),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function ApplicationErrorPage({ loaderData: { retryHref, reason } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ErrorBody retryHref={retryHref} reason={reason} />
    </RequireSession>
  )
}

interface ErrorProps {
  retryHref: string
  reason: string | null
}

function ErrorBody({ retryHref, reason }: ErrorProps) {
  const { handles } = useAccount()
  const firstName = useSession(sessionFirstName)
  // Nothing until the account runtime runs (the first name is the session's).
  return handles ? (
    <ApplicationError firstName={firstName} applicationHref={retryHref} reason={reason} />
  ) : null
}
