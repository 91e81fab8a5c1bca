// /InsertCpf?name=&code=: the home view with the insert-cpf form open (a hunting invitation accepted
// by someone whose profile has no CPF yet): it greets the name and asks for the CPF or RNE.
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { HomeView } from './home'
import type { Route } from './+types/insert-cpf'

export { handle, loader, meta } from './home'

export default function InsertCpf({ loaderData: { texts } }: Route.ComponentProps) {
  const { send } = useAccount()
  const [params] = useSearchParams()
  const name = params.get('name')?.trim() ?? ''
  const code = params.get('code')?.trim() ?? ''
  useEffect(() => {
    if (name && code) send({ type: 'insertCpf', name, code, path: '/InsertCpf' })
  }, [send, name, code])
  return <HomeView texts={texts} />
}
