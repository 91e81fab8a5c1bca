// A headhunting invitation's page (/accept_hunting/:token and /refuse_hunting/:token; docs/decisions.md,
// "Company requests: hunting invitations and profile update requests"). Public and usually opened from an
// e-mail on a phone: the first load carries only this spinner; the account runtime (the platform client and
// the session) is asked for at once, and the machine and its screen (hunting-wiring.tsx) load beside it, out
// of the public pages' JavaScript budget.
import type { HuntingMode } from '@carreiras/core'
import { Spinner } from '@carreiras/ui/spinner'
import { lazy, Suspense, useEffect } from 'react'
import { useAccount } from '../account/account-bridge'

const HuntingWiring = lazy(() => import('./hunting-wiring'))

interface Props {
  token: string
  mode: HuntingMode
}

function Waiting() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  )
}

export function HuntingPage({ token, mode }: Props) {
  const { handles, send } = useAccount()
  useEffect(() => {
    send({ type: 'start' })
  }, [send])
  if (!handles) return <Waiting />
  return (
    <Suspense fallback={<Waiting />}>
      <HuntingWiring key={`${mode}:${token}`} token={token} mode={mode} handles={handles} />
    </Suspense>
  )
}
