// The register pages' wiring (/deixe-seu-perfil, /banco-de-talentos, /atualizacao-perfil): core's
// register-profile machine with the api's actors over the account runtime's platform client, its
// personal-data child with the personal data's actors, this site's effects (the next page, a new login
// when the session expired) and the platform's reference lists; the design system's RegisterProfile draws
// it with the brand's texts. What the candidate types lives in the machines, never in browser storage.
import { createRegisterProfileActors } from '@carreiras/api'
import {
  isPartnerCompanyUser,
  registerProfileMachine,
  registerProfileMessagesOf,
  type ApplicationQuestion,
  type ReferenceItem,
  type RegisterProfileVariant,
  sessionCandidate,
  sessionToken,
  sessionUserId,
} from '@carreiras/core'
import { RegisterProfile } from '@carreiras/ui/register-profile'
import { Spinner } from '@carreiras/ui/spinner'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { useSession } from '../account/use-session'
import { useMessages } from '../brands/use-messages'
import { toJpegIfHeic } from '../lib/heic'
import { childPersonalDataLogic } from './personal-data'
import { usePlatformLists } from './resume-sections'

export interface RegisterProfileConfig {
  /** The site's company: the talent bank joined. */
  companyId: number
  /** The public postal-code service's base (`{base}{cep}/json/`). */
  postalUrl: string
}

interface Props {
  variant: RegisterProfileVariant
  config: RegisterProfileConfig
  /** The states (id = numeric code), from the loader (kept out of shared chunks). */
  states: readonly ReferenceItem[]
  /** The brand's talent-bank questions (talent bank only). */
  questions?: readonly ApplicationQuestion[]
}

export function RegisterProfilePage(props: Props) {
  const { handles } = useAccount()
  const userId = handles ? sessionUserId(handles.session.getSnapshot()) : null
  if (!handles || userId === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  return <RegisterProfileWiring {...props} handles={handles} userId={userId} />
}

function RegisterProfileWiring({
  variant,
  config,
  states,
  questions = [],
  handles,
  userId,
}: Props & { handles: AccountHandles; userId: number }) {
  const account = useAccount()
  const navigate = useNavigate()
  const { client, session } = handles

  const machine = useMemo(
    () =>
      registerProfileMachine.provide({
        actors: {
          ...createRegisterProfileActors(client, { userId }),
          personalData: childPersonalDataLogic(client, userId, config.postalUrl, session),
        },
        actions: {
          navigateDone: (_, { to }) => void navigate(to),
          requestLogin: () => {
            const path = `${window.location.pathname}${window.location.search}`
            account.send({ type: 'open', form: 'login', options: { nextRoute: path, path } })
          },
        },
      }),
    // One machine per candidate; the account's `send` and the navigation are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, userId, config.postalUrl],
  )
  const candidate = sessionCandidate(session.getSnapshot()) ?? undefined
  const actor = useActorRef(machine, {
    input: {
      variant,
      companyId: config.companyId,
      questions,
      candidate,
      partnerCompanyUser: isPartnerCompanyUser(session.getSnapshot()),
    },
  })

  // The partner-company user: today's employee check may answer after the page opened.
  const partnerCompanyUser = useSession(isPartnerCompanyUser) ?? false
  useEffect(() => {
    actor.send({ type: 'partnerCompanyUser.changed', value: partnerCompanyUser })
  }, [actor, partnerCompanyUser])

  // A new login after an expired session: the submission runs again.
  const token = useSession(sessionToken)
  const lastToken = useRef(token)
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) actor.send({ type: 'session.renewed' })
    lastToken.current = token
  }, [actor, token])

  const platformLists = usePlatformLists(client)
  const lists = useMemo(() => ({ ...platformLists, states }), [platformLists, states])
  const catalogue = useMessages()
  const messages = useMemo(() => registerProfileMessagesOf(catalogue), [catalogue])
  return (
    <RegisterProfile
      actor={actor}
      messages={messages}
      personalDataMessages={catalogue}
      lists={lists}
      prepareImage={toJpegIfHeic}
    />
  )
}
