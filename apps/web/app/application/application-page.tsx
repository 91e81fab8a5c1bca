// /vagas/:id/inscricao (the ficha): wiring only. Core's application machine gets the api's actors over
// the signed-in candidate's platform client (uploads through a client over XMLHttpRequest, which reports
// their progress) and this site's effects (navigation, browser storage of the source and follower flag,
// the login request); the design system's ApplicationFlow draws it with the brand's texts. What the
// candidate types lives in the machine and, a moment later, in the draft on the lead; never in browser
// storage.
import { createApplicationActors, createPlatformClient } from '@carreiras/api'
import {
  applicationMachine,
  sessionRecord,
  sessionToken,
  STORAGE_KEYS,
  type ApplicationOpportunity,
  type ReferenceItem,
} from '@carreiras/core'
import { ApplicationFlow } from '@carreiras/ui/application-flow'
import { Spinner } from '@carreiras/ui/spinner'
import { useActorRef } from '@xstate/react'
import { memo, useEffect, useMemo, useRef } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router'
import { useAccount, type AccountContextValue } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { read, remove } from '../account/browser-storage'
import { useSession } from '../account/use-session'
import { useMessages } from '../brands/use-messages'
import { toJpegIfHeic } from '../lib/heic'
import { useResumeSections } from '../profile/resume-sections'
import { forgetDraft, rememberDraft, rememberedDraft } from './draft-memory'
import { withApplicationConversion } from '../integrations/marketing.client'
import { routerLink } from '../lib/router-link'

export interface ApplicationSiteConfig {
  companyId: number
  alternateCompanyWord: string
  externalApplyUrl: string
  whatsapp: { number: string; text: string }
  /** The public postal-code service's base (`{base}{cep}/json/`). */
  postalUrl: string
  origin: string
  /** The platform's address and public client tokens (the upload client is built from them). */
  platformUrl: string
  clientTokens: string[]
}

interface Props {
  opportunity: ApplicationOpportunity
  config: ApplicationSiteConfig
  /** The states (id = numeric code), from the loader (kept out of shared chunks). */
  states: readonly ReferenceItem[]
  /** The id of the page's heading, drawn by the route above the flow. */
  headingId: string
}

export function ApplicationPage(props: Props) {
  const { handles, send } = useAccount()
  // Stable for the router's life; read here, where a change of the router's state costs one small render.
  const navigate = useNavigate()
  const userId = handles ? handles.userId() : null
  if (!handles || userId === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  return <ApplicationWiring {...props} handles={handles} userId={userId} send={send} navigate={navigate} />
}

/**
 * Memoised, and given the account's `send` and the router's `navigate` (both stable) rather than reading the
 * account's context and the route's: the session's view changes while the page loads (the header's person,
 * the stored session's check) and the router's state changes (a route found for a link on the page) change
 * nothing here, and each would otherwise draw the whole ficha again (docs/performance.md, "The header drawn
 * again for every step of the session").
 */
const ApplicationWiring = memo(function ApplicationWiring({
  opportunity,
  config,
  states,
  headingId,
  handles,
  userId,
  send,
  navigate,
}: Props & {
  handles: AccountHandles
  userId: number
  send: AccountContextValue['send']
  navigate: NavigateFunction
}) {
  const messages = useMessages()
  const client = handles.client
  const machine = useMemo(
    () =>
      applicationMachine.provide({
        // The marketing conversion follows a successful application (integrations/marketing.client.ts).
        actors: withApplicationConversion(
          createApplicationActors(client, {
            userId,
            opportunity,
            postalUrl: config.postalUrl,
            uploadClient: (fetch) =>
              createPlatformClient({
                apiUrl: config.platformUrl,
                clientTokens: config.clientTokens,
                fetch,
                getSession: () => {
                  const record = sessionRecord(handles.session.getSnapshot())
                  return record ? { token: record.token, userId: record.userId } : null
                },
                // A 2MB file on a slow line takes longer than an ordinary call.
                timeoutMs: 120_000,
              }),
          }),
          () => sessionRecord(handles.session.getSnapshot()),
        ),
        actions: {
          navigate: (_, params) => {
            if (params.to.startsWith('/inscricao-confirmada')) forgetDraft(opportunity.id)
            void navigate(params.to, { state: params.state, replace: params.replace })
          },
          redirect: (_, params) => window.location.assign(params.url),
          // The session sets and stores the flag and records the follow on the platform (followCompany).
          setFollower: () => handles.session.send({ type: 'follower.set' }),
          clearSource: () => {
            for (const key of [
              STORAGE_KEYS.source,
              STORAGE_KEYS.sourceOpportunityId,
              STORAGE_KEYS.indicationForm,
            ]) {
              remove('local', key)
            }
          },
          requestLogin: () => {
            const path = `${window.location.pathname}${window.location.search}`
            send({ type: 'open', form: 'login', options: { nextRoute: path, path } })
          },
          rememberDraft: (_, params) => rememberDraft(opportunity.id, params.draft),
        },
      }),
    // The account's `send` is stable; the machine is made once per candidate and opportunity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, userId, opportunity.id],
  )
  const record = sessionRecord(handles.session.getSnapshot())
  const savedOpportunity = Number(read('local', STORAGE_KEYS.sourceOpportunityId))
  const actor = useActorRef(machine, {
    input: {
      opportunityId: opportunity.id,
      savedSource: read('local', STORAGE_KEYS.source),
      savedSourceOpportunityId:
        Number.isInteger(savedOpportunity) && savedOpportunity > 0 ? savedOpportunity : null,
      storeSource: null,
      callbackUrl: read('local', STORAGE_KEYS.subscriptionCallbackUrl),
      alternateCompanyWord: config.alternateCompanyWord,
      companyId: config.companyId,
      origin: config.origin,
      externalApplyBaseUrl: config.externalApplyUrl,
      whatsapp: config.whatsapp,
      memoryDraft: rememberedDraft(opportunity.id),
      candidate: { name: record?.name ?? '', avatar: record?.avatar ?? null },
    },
  })

  // A new login after an expired session: the same step is tried again.
  const token = useSession(sessionToken)
  const lastToken = useRef(token)
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) actor.send({ type: 'session.renewed' })
    lastToken.current = token
  }, [actor, token])

  const resume = useResumeSections(client, userId, states)

  return (
    <ApplicationFlow
      actor={actor}
      messages={messages}
      opportunityTitle={opportunity.title}
      headingId={headingId}
      states={states}
      resume={resume}
      prepareImage={toJpegIfHeic}
      renderLink={routerLink}
    />
  )
})
