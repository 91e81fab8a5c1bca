// /meu-perfil: login-required. For now it greets the candidate and offers 'Remover minha conta' when
// the profile has a removal link; the profile sections themselves come with the profile issue.
import { canRemoveAccount, sessionGreetingName } from '@carreiras/core'
import { Button } from '@carreiras/ui/button'
import { useSelector } from '@xstate/react'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { RequireSession } from '../account/require-session'
import { profileTexts } from '../texts.server'
import type { Route } from './+types/meu-perfil'

export function loader() {
  return { texts: profileTexts() }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function MyProfile({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ProfileBody texts={texts} />
    </RequireSession>
  )
}

function ProfileBody({ texts }: { texts: ReturnType<typeof profileTexts> }) {
  const { handles } = useAccount()
  if (!handles) return null
  return <ProfileContent texts={texts} session={handles.session} />
}

function ProfileContent({
  texts,
  session,
}: {
  texts: ReturnType<typeof profileTexts>
  session: AccountHandles['session']
}) {
  const name = useSelector(session, sessionGreetingName)
  const removable = useSelector(session, canRemoveAccount)
  return (
    <section className="flex flex-col gap-6 py-8">
      <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
      {name ? <p className="text-lg">{texts.greeting.replace('{name}', name)}</p> : null}
      <h2 id="candidaturas" className="font-heading text-xl font-semibold">
        {texts.applications}
      </h2>
      <p className="text-muted-foreground">{texts.applicationsSoon}</p>
      {removable ? (
        <p>
          <Button variant="outline" onClick={() => session.send({ type: 'account.remove' })}>
            {texts.removeAccount}
          </Button>
        </p>
      ) : null}
    </section>
  )
}
