// A headhunting invitation's machine and screen (docs/decisions.md, "Company requests: hunting invitations
// and profile update requests"), loaded once the page is in the browser (see hunting-page.tsx): core's
// hunting machine with the api's actors over the account runtime's platform client, and this site's effects:
// the session stored as signed in (keep-logged), the navigation (/InsertCpf or /), and the change-password
// form offered to a person who has no password yet. The design system's HuntingScreen draws it.
import { createHuntingActors } from '@carreiras/api'
import { huntingMachine, huntingMessagesOf, HOME_ROUTE, type HuntingMode } from '@carreiras/core'
import { HuntingScreen } from '@carreiras/ui/hunting-screen'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { routerLink } from '../components/router-link'

interface Props {
  token: string
  mode: HuntingMode
  handles: AccountHandles
}

export default function HuntingWiring({ token, mode, handles }: Props) {
  const account = useAccount()
  const navigate = useNavigate()
  const catalogue = useMessages()
  const messages = useMemo(() => huntingMessagesOf(catalogue), [catalogue])
  const machine = useMemo(
    () =>
      huntingMachine.provide({
        actors: createHuntingActors(handles.client),
        actions: {
          signIn: (_, { record }) => handles.session.send({ type: 'session.signedIn', record }),
          navigate: (_, { to }) => void navigate(to, { replace: true }),
          // Opened for / (the page it goes to), so the navigation there keeps it open.
          offerPassword: () => account.send({ type: 'changePassword', choose: true, path: HOME_ROUTE }),
        },
      }),
    // One machine per invitation; the account's `send` and the navigation are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [handles],
  )
  const actor = useActorRef(machine, { input: { token, mode } })
  return <HuntingScreen actor={actor} messages={messages} renderLink={routerLink} />
}
