// The login-required route guard (core's guardRoute). Protected routes render in the
// browser (docs/decisions.md, "Protected routes render in the browser"): while the session is restored a spinner shows; signed out, the
// visitor goes back to the previous path ('/' when the URL was loaded directly), the target is saved
// as the next route and the login form opens (the register form when a sign-up was tried earlier in this tab:
// docs/decisions.md, "The first name of an earlier sign-up"); signed in, the saved next route is cleared
// and, when the terms are pending, the terms dialog shows first (the session runtime opens it). A session
// restored from storage draws the page while the platform checks it. Below it, protectedPart: what such a page
// shows a signed-in candidate, in a chunk of its own.
import { guardRoute } from '@carreiras/core'
import { Alert } from '@carreiras/ui/alert'
import { Button } from '@carreiras/ui/button'
import { Spinner } from '@carreiras/ui/spinner'
import {
  Suspense,
  createElement,
  use,
  useEffect,
  useReducer,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAccount } from './account-bridge'
import { loadAttemptFirstName } from './account-storage'
import { useMessages } from '../brands/use-messages'
import { clearNextRoute, saveNextRoute } from './browser-storage'
import { importAgain } from '../lib/import-again'

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
    return <GuardSpinner />
  }
  return <>{children}</>
}

/** What a login-required page shows while the session is restored (and while its part's chunk arrives). */
export function GuardSpinner() {
  return (
    <div className="flex justify-center py-16">
      <Spinner />
    </div>
  )
}

// ── Protected parts ──────────────────────────────────────────────────────────────────────────────
//
// What a login-required page shows a signed-in candidate, in a chunk of its own (docs/architecture.md,
// "Protected parts in their own chunk"). The server never draws it (protected routes render in the browser:
// docs/decisions.md), so nothing the page hydrates needs its code: its modules (the page's machines, its
// forms, the platform's schemas) are asked for as soon as the route's module runs in the browser, and
// evaluated when they arrive, in a task of their own instead of inside the one that runs every module of the
// page. The guard's spinner stays until the part is there; a chunk the network dropped is said, with a button
// that asks for it again.

function PartFailed({ onRetry }: { onRetry(): void }) {
  const messages = useMessages()
  return (
    <div data-slot="protected-part-failed" className="flex flex-col items-start gap-4 py-8">
      <Alert variant="error">{messages.clientErrors.NETWORK}</Alert>
      <Button type="button" onClick={onRetry}>
        {messages.common.retry}
      </Button>
    </div>
  )
}

/** A part's chunk as it came: the component, or a load that failed (the connection dropped it). */
type Arrival<Props> = { component: ComponentType<Props> } | { failed: true }

/**
 * The component `pick` takes from the module `load` imports, in a chunk of its own that is asked for when this
 * is called in the browser (at the route module's evaluation), drawn where the guard lets the page through,
 * under the guard's spinner until the chunk is there. The first time, it is drawn in a render of its own that
 * React may pause, even when the chunk came long before: drawing it inside the update that lets the page
 * through (the session's start, a single task) made that the longest task of a signed-in page's load
 * (docs/performance.md, "Protected parts in their own chunk"). A chunk that did not come is said, and it is
 * asked for again when the candidate presses 'Tentar novamente' (under its own address with a query of its
 * own, lib/import-again.ts, since some browsers answer a second import of a failed module from their module
 * map); an error of the part itself goes on to the route's boundary as before.
 */
export function protectedPart<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const importPart = importAgain(load)
  const ask = (): Promise<Arrival<Props>> =>
    importPart().then(
      (module) => ({ component: pick(module) }),
      () => ({ failed: true as const }),
    )
  let pending = typeof window === 'undefined' ? null : ask()

  /** The part itself once its chunk has come (the same component on every render), or what says it did not. */
  function Arrived({ props, onRetry }: { props: Props; onRetry(): void }) {
    const arrival = use((pending ??= ask()))
    if ('failed' in arrival) return <PartFailed onRetry={onRetry} />
    return createElement(arrival.component, props)
  }

  return function ProtectedPart(props: Props) {
    const [, redraw] = useReducer((n: number) => n + 1, 0)
    const retry = () => {
      pending = ask()
      redraw()
    }
    return (
      <Suspense fallback={<GuardSpinner />}>
        <Arrived props={props} onRetry={retry} />
      </Suspense>
    )
  }
}
