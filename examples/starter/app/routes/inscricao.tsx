// /vagas/:id/inscricao (the ficha): the server reads the opening; the form renders in the browser, where
// the session lives. Signed out, the login form opens (and brings the person back here); signed in, core's
// application machine runs with @carreiras/api's actors and @carreiras/ui's ApplicationFlow draws it.
import { createApplicationActors } from '@carreiras/api'
import {
  BRAZILIAN_STATES,
  applicationMachine,
  applicationOpportunityOf,
  isRestoringSession,
  opportunityIdFromParam,
  ptBR,
  sessionUserId,
  type ApplicationOpportunity,
} from '@carreiras/core'
import { ApplicationFlow } from '@carreiras/ui/application-flow'
import { Spinner } from '@carreiras/ui/spinner'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { data, useLocation, useNavigate } from 'react-router'
import { useAccount, type Account } from '../account'
import { brand } from '../brand.server'
import { opportunities, publicPlatformUrl } from '../platform.server'
import { routerLink, useMessages } from '../root'
import type { Route } from './+types/inscricao'

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const job = id === null ? null : await opportunities.get(id)
  if (!job) throw data(null, { status: 404 })
  return {
    opportunity: applicationOpportunityOf(job),
    title: ptBR.application.title(job.title),
    config: {
      companyId: brand.company.id,
      alternateCompanyWord: brand.alternateCompanyWord,
      externalApplyUrl: brand.externalApplyUrl,
      whatsapp: brand.whatsapp,
      origin: new URL(request.url).origin,
      /** The platform's postal-code service, for the address's CEP. */
      postalUrl: `${publicPlatformUrl.replace(/\/$/, '')}/ws/`,
    },
    states: BRAZILIAN_STATES.map((state) => ({ id: state.code, name: state.name, abbr: state.abbr })),
  }
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : []

type Data = Route.ComponentProps['loaderData']

export default function Inscricao({ loaderData }: Route.ComponentProps) {
  const account = useAccount()
  const userId = useSelector(account?.session, (snapshot) => (snapshot ? sessionUserId(snapshot) : null))
  const restoring = useSelector(account?.session, (snapshot) => !snapshot || isRestoringSession(snapshot))
  const { pathname } = useLocation()

  // Signed out: the login form, which comes back to this page once the person has signed in.
  useEffect(() => {
    if (!account || restoring || userId !== null) return
    account.dialog.send({ type: 'dialog.open', form: 'login', nextRoute: pathname, path: pathname })
  }, [account, restoring, userId, pathname])

  if (!account || userId === null)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  return (
    <Ficha key={`${userId}:${loaderData.opportunity.id}`} {...loaderData} account={account} userId={userId} />
  )
}

function Ficha({
  opportunity,
  config,
  states,
  account,
  userId,
}: Data & { account: Account; userId: number; opportunity: ApplicationOpportunity }) {
  const navigate = useNavigate()
  const messages = useMessages()
  const machine = useMemo(
    () =>
      applicationMachine.provide({
        actors: createApplicationActors(account.client, { userId, opportunity, postalUrl: config.postalUrl }),
        actions: {
          navigate: (_, { to, state, replace }) => void navigate(to, { state, replace }),
          redirect: (_, { url }) => window.location.assign(url),
          setFollower: () => account.session.send({ type: 'follower.set' }),
          requestLogin: () =>
            account.dialog.send({
              type: 'dialog.open',
              form: 'login',
              nextRoute: window.location.pathname,
              path: window.location.pathname,
            }),
        },
      }),
    [account, userId, opportunity, config.postalUrl, navigate],
  )
  const record = account.session.getSnapshot().context.record
  const actor = useActorRef(machine, {
    input: {
      opportunityId: opportunity.id,
      alternateCompanyWord: config.alternateCompanyWord,
      companyId: config.companyId,
      origin: config.origin,
      externalApplyBaseUrl: config.externalApplyUrl,
      whatsapp: config.whatsapp,
      candidate: { name: record?.name ?? '', avatar: record?.avatar ?? null },
    },
  })
  return (
    <ApplicationFlow
      actor={actor}
      messages={messages}
      opportunityTitle={opportunity.title}
      states={states}
      renderLink={routerLink}
    />
  )
}
