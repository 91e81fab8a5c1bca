// 'Quero me inscrever' (/estagio) and 'Cadastre-se' (/faq): signed in, go straight to the route; signed
// out, save it as the next route and open login (the account bridge's 'open' command), so the
// candidate lands there after logging in or signing up.
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { saveNextRoute } from '../account/browser-storage'

export function useLoginThen(): (nextRoute: string) => void {
  const account = useAccount()
  const navigate = useNavigate()
  return useCallback(
    (nextRoute: string) => {
      if (account.user) {
        void navigate(nextRoute)
        return
      }
      saveNextRoute(nextRoute)
      account.send({ type: 'open', form: 'login', options: { nextRoute } })
    },
    [account, navigate],
  )
}
