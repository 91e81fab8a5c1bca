// /password-recovery: the home view with the change-password form open (target of the recovery
// e-mail, `?token=`; `?user_id=` changes, signs in and reloads to '/').
import type { Recovery } from '@carreiras/core'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { HomeView } from './home'
import type { Route } from './+types/password-recovery'

export { handle, loader, meta } from './home'

export const PASSWORD_RECOVERY_PATH = '/password-recovery'

export function recoveryFrom(params: URLSearchParams): Recovery {
  const token = params.get('token')?.trim()
  if (token) return { token }
  const userId = Number(params.get('user_id'))
  if (Number.isInteger(userId) && userId > 0) return { userId }
  return null
}

export default function PasswordRecovery({ loaderData: { texts } }: Route.ComponentProps) {
  const { send } = useAccount()
  const [params] = useSearchParams()
  const recovery = recoveryFrom(params)
  const key = JSON.stringify(recovery)
  useEffect(() => {
    send({
      type: 'open',
      form: 'changePassword',
      options: { path: PASSWORD_RECOVERY_PATH, recovery: JSON.parse(key) as Recovery },
    })
  }, [send, key])
  return <HomeView texts={texts} />
}
