// The login-required route guard (core's guardRoute). Protected routes render in the
// browser (docs/decisions.md, "Protected routes render in the browser"): while the session is restored a spinner shows; signed out, the
// visitor goes back to the previous path ('/' when the URL was loaded directly), the target is saved
// as the next route and the login form opens (the register form when a sign-up was tried earlier in this tab:
// docs/decisions.md, "The first name of an earlier sign-up"); signed in, the saved next route is cleared
// and, when the terms are pending, the terms dialog shows first (the session runtime opens it). A session
// restored from storage draws the page while the platform checks it.
import { guardRoute } from '@carreiras/core'
import { Spinner } from '@carreiras/ui/spinner'
import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccount } from './account-bridge'
import { loadAttemptFirstName } from './account-storage'
import { clearNextRoute, saveNextRoute } from './browser-storage'

export function RequireSession({ children }: { children: ReactNode }) {
  const account = useAccount()
  const location = useLocation()
  const navigate = useNavigate()
  // The hash is kept: '/meu-perfil#box-subscription' (header, e-mails) opens at the applications after the login.
  const to = `${location.pathname}${location.search}${location.hash}`
  // The path the visitor came from inside the site (null on a direct load).
  const from = (location.state as { from?: string } | null)?.from ?? account.previousPath()
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (account.status !== 'ready' || handled.current === to) return
    handled.current = to
    const result = guardRoute({
      to,
      from,
      isAuth: account.user !== null,
      termsPending: false,
      // A sign-up tried earlier in this tab: the register form opens instead of the login.
      storedFirstName: loadAttemptFirstName(),
    })
    if (result.kind === 'proceed') {
      clearNextRoute()
      return
    }
    saveNextRoute(result.nextRoute)
    // Open once the navigation back has been made: the account runtime learns this protected path
    // only after this effect (its location effect runs later in the same commit), and would close a
    // form opened earlier. The form is opened on the path we stay on, so that path keeps it open.
    void Promise.resolve(navigate(result.stayOn, { replace: true })).then(() =>
      account.send({
        type: 'open',
        form: result.openForm,
        options: { nextRoute: result.nextRoute, path: result.stayOn },
      }),
    )
  }, [account, from, navigate, to])

  // A stored session the platform is still checking draws the page already, so its reads go out beside the
  // check (docs/architecture.md, "Protected routes during the session's check"); the same element stays
  // once the check passes, and a refused session takes it away with the redirect above.
  if (!account.checking && (account.status !== 'ready' || account.user === null)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  return <>{children}</>
}
