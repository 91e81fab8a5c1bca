// /acesso-interno (docs/identity.md, "Internal access on the site"): the home view with the internal access
// form open. `?user_id=` is the forced user id of the internal platform login: the form greets the person by
// first name (isEmployer) and still asks the password — the id never signs anyone in by itself.
import { INTERNAL_ACCESS_ROUTE } from '@carreiras/core'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { HomeView } from './home'
import type { Route } from './+types/acesso-interno'

export { handle, loader, meta } from './home'

/** The forced user id of the URL, when it is a positive integer. */
export function forcedUserIdFrom(params: URLSearchParams): number | null {
  const userId = Number(params.get('user_id'))
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null
}

export default function AcessoInterno({ loaderData: { texts } }: Route.ComponentProps) {
  const { send } = useAccount()
  const [params] = useSearchParams()
  const userId = forcedUserIdFrom(params)
  useEffect(() => {
    send({ type: 'internalAccess', path: INTERNAL_ACCESS_ROUTE, userId })
  }, [send, userId])
  return <HomeView texts={texts} />
}
