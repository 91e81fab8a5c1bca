// The wiring of 'Minhas Inscrições' on /meu-perfil: core's applications box machine with the api's actors
// over the account runtime's platform client, and the browser effects: a partner's test in a new tab, a login
// when the session expired (then the same step again), and, after a withdrawal, forgetting what this page
// load kept of that application (the draft in memory), so applying again starts afresh. The job buttons read
// the candidate's subscriptions from the platform each time a job page mounts, so a withdrawn application's
// job says 'Inscrever-Se' again. The design system's ApplicationsBox draws it.
//
//   <ProfileApplications client={client} userId={userId} companyIds={…} challengeUrl={…} />
//
// `companyIds` and `challengeUrl` come from the route's loader (`applicationsBoxConfig()` in
// ./applications-box.server.ts): the brand's up to three company ids, else the site's company.
import { createApplicationsBoxActors, type PlatformClient } from '@carreiras/api'
import {
  applicationsBoxMachine,
  applicationsBoxMessagesOf,
  type ApplicationsBoxMessages,
  sessionCandidate,
  sessionToken,
} from '@carreiras/core'
import { ApplicationsBox } from '@carreiras/ui/applications-box'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useAccount } from '../account/account-bridge'
import { useSession } from '../account/use-session'
import { forgetDraft } from '../application/draft-memory'
import { useMessages } from '../brands/use-messages'
import { routerLink } from '../components/router-link'

export interface ProfileApplicationsProps {
  /** The account runtime's platform client (it sends the signed-in candidate's session). */
  client: PlatformClient
  userId: number
  /** Sent with the withdrawal (`user_name`); by default the session's name. */
  userName?: string
  /** The brand's company ids (1 to 3); empty: every company. */
  companyIds: readonly number[]
  /** The challenge site replacing tests 2015/2018. */
  challengeUrl?: string | null
  /** The box's texts; by default the brand's catalogue. */
  messages?: ApplicationsBoxMessages
  className?: string
}

export function ProfileApplications({
  client,
  userId,
  userName,
  companyIds,
  challengeUrl = null,
  messages,
  className,
}: ProfileApplicationsProps) {
  const account = useAccount()
  // Read once: the page renders signed in, so the session's record is there.
  const session = account.handles?.session
  const name = userName ?? (session ? (sessionCandidate(session.getSnapshot())?.name ?? '') : '')
  const machine = useMemo(
    () =>
      applicationsBoxMachine.provide({
        actors: createApplicationsBoxActors(client, { userId, userName: name }),
        actions: {
          openExternal: (_, { url }) => {
            // Not `noopener`: that would drop this tab's session storage in the partner's tab, which sends
            // the candidate back to /return_test there. The partner gets no handle on this tab.
            const partner = window.open(url, '_blank')
            if (partner) partner.opener = null
          },
          requestLogin: () => {
            const path = `${window.location.pathname}${window.location.search}${window.location.hash}`
            account.send({
              type: 'open',
              form: 'login',
              options: { nextRoute: path, path: window.location.pathname },
            })
          },
          withdrawn: (_, { opportunityId }) => {
            forgetDraft(opportunityId)
          },
        },
      }),
    // One machine per candidate; the account's `send` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, userId],
  )
  const actor = useActorRef(machine, {
    input: { companyIds: [...companyIds], userId, challengeUrl },
  })

  // A new login after an expired session: the same step runs again.
  const token = useSession(sessionToken)
  const lastToken = useRef(token)
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) actor.send({ type: 'session.renewed' })
    lastToken.current = token
  }, [actor, token])

  const catalogue = useMessages()
  const texts = useMemo(() => messages ?? applicationsBoxMessagesOf(catalogue), [messages, catalogue])
  return <ApplicationsBox actor={actor} messages={texts} renderLink={routerLink} className={className} />
}
