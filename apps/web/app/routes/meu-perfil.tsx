// /meu-perfil: login-required. It greets the candidate, keeps the résumé sections (education,
// experience, languages) and offers 'Remover minha conta' when the profile has a removal link; the
// other profile sections come with the profile issue.
import { BRAZILIAN_STATES, canRemoveAccount, sessionGreetingName, type ReferenceItem } from '@carreiras/core'
import { Button } from '@carreiras/ui/button'
import { useSelector } from '@xstate/react'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { RequireSession } from '../account/require-session'
import { ResumeSections } from '../profile/resume-sections'
import { profileTexts } from '../texts.server'
import type { Route } from './+types/meu-perfil'

export function loader() {
  return {
    texts: profileTexts(),
    states: BRAZILIAN_STATES.map((state) => ({ id: state.code, name: state.name })),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function MyProfile({ loaderData: { texts, states } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ProfileBody texts={texts} states={states} />
    </RequireSession>
  )
}

function ProfileBody({ texts, states }: { texts: ReturnType<typeof profileTexts>; states: ReferenceItem[] }) {
  const { handles } = useAccount()
  if (!handles) return null
  return <ProfileContent texts={texts} session={handles.session} client={handles.client} states={states} />
}

function ProfileContent({
  texts,
  session,
  client,
  states,
}: {
  texts: ReturnType<typeof profileTexts>
  session: AccountHandles['session']
  client: AccountHandles['client']
  states: ReferenceItem[]
}) {
  const name = useSelector(session, sessionGreetingName)
  const removable = useSelector(session, canRemoveAccount)
  const userId = useSelector(session, (snapshot) => snapshot.context.record?.userId ?? null)
  return (
    <section className="flex flex-col gap-6 py-8">
      <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
      {name ? <p className="text-lg">{texts.greeting.replace('{name}', name)}</p> : null}
      {userId !== null ? <ResumeSections client={client} userId={userId} states={states} /> : null}
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
