// /inscricao-recusada: the refused application. Core's refusal machine with the api's actors over the
// signed-in candidate's client, drawn by the design system's Refusal. The template arrives with the
// navigation's state, never in the URL (docs/decisions.md, "The refusal page"), and survives a reload in the
// history entry; without it, it is read again from the candidate's lead. The server sanitizes it (POST
// /api/recusa, DOMPurify) before the page shows it: the page is rendered in the browser, where the session
// lives, so its loader cannot read the template itself.
import { createRefusalActors } from '@carreiras/api'
import {
  ptBR,
  REFUSAL_TEMPLATE_MAX_CHARS,
  refusalMachine,
  refusalMessagesOf,
  sessionToken,
} from '@carreiras/core'
import { Refusal } from '@carreiras/ui/refusal'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useLocation } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { RequireSession } from '../account/require-session'
import { useSession } from '../account/use-session'
import { useMessages } from '../brands/use-messages'
import { pageTitle } from '../texts.server'
import type { Route } from './+types/inscricao-recusada'
import { routerLink } from '../lib/router-link'

export function loader() {
  return { title: pageTitle(ptBR.application.refused.title) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Refused() {
  return (
    <RequireSession>
      <RefusalRoute />
    </RequireSession>
  )
}

/** The template made safe on the server; a failed call rejects, so the machine shows its failure. */
async function sanitizeOnServer(template: string): Promise<string> {
  const body = new FormData()
  body.set('template', template.slice(0, REFUSAL_TEMPLATE_MAX_CHARS))
  const response = await fetch('/api/recusa', { method: 'POST', body })
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { code: 'TRANSPORT' })
  return ((await response.json()) as { html: string }).html
}

function RefusalRoute() {
  const { handles } = useAccount()
  const userId = handles?.userId() ?? null
  return handles && userId !== null ? <RefusalFlow handles={handles} userId={userId} /> : null
}

function RefusalFlow({ handles, userId }: { handles: AccountHandles; userId: number }) {
  const account = useAccount()
  const location = useLocation()
  const navigation = (location.state ?? {}) as { template?: unknown; opportunityId?: unknown }
  const { client } = handles
  const machine = useMemo(
    () =>
      refusalMachine.provide({
        actors: createRefusalActors(client, { userId, sanitize: sanitizeOnServer }),
        actions: {
          requestLogin: () => {
            const path = `${window.location.pathname}${window.location.search}`
            account.send({ type: 'open', form: 'login', options: { nextRoute: path, path } })
          },
        },
      }),
    // One machine per candidate; the account's `send` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, userId],
  )
  const actor = useActorRef(machine, {
    input: {
      template: typeof navigation.template === 'string' ? navigation.template : null,
      opportunityId: typeof navigation.opportunityId === 'number' ? navigation.opportunityId : null,
    },
  })

  // A new login after an expired session: the same step runs again.
  const token = useSession(sessionToken)
  const lastToken = useRef(token)
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) actor.send({ type: 'session.renewed' })
    lastToken.current = token
  }, [actor, token])

  const catalogue = useMessages()
  const messages = useMemo(() => refusalMessagesOf(catalogue), [catalogue])
  return <Refusal actor={actor} messages={messages} renderLink={routerLink} />
}
