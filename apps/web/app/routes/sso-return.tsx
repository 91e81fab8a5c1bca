// /sso-return (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on the site"): the bank group's
// single sign-on comes back here with `code` and `state` (or `error`). The account runtime checks the state
// this tab sent, goes back to the page the person left and signs them in there with `itauLogin` (welcome,
// then the remembered route), as the professional network's return does; a failure opens the login form with
// a pt-BR message.
import { useEffect, useRef } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { loader as rootLoader } from '../root'

export default function SsoReturn() {
  const location = useLocation()
  const { send } = useAccount()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const sent = useRef(false)

  useEffect(() => {
    // The code is single-use: the return is handed over once.
    if (sent.current) return
    sent.current = true
    send({ type: 'ssoReturn', search: location.search })
  }, [send, location.search])

  // A plain CSS spinner, like /linkedin-return: this hop must not load the design system (JS budget).
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <span>{root?.texts.loading}</span>
    </div>
  )
}
