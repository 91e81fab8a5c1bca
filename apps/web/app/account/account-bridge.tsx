// The account system's footprint on every page's first load: a context with the header's user and a
// few commands. The machines, the platform client, the dialog and its forms load after hydration as a
// separate chunk (account-runtime.client.tsx), so public pages stay within their JS budget. Commands
// given before the chunk arrives (a click on 'Cadastre seu Currículo' on a slow phone) are queued and
// replayed, never dropped. Public pages render the anonymous header on the server; the signed-in menu
// takes the same slot after hydration (DECISIONS.md, Pages).
import type { OpenableForm, Recovery } from '@carreiras/core'
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { useLocation } from 'react-router'
import type { AccountHandles, AccountPublicConfig, AccountView } from './account-types'

export interface OpenFormOptions {
  nextRoute?: string | null
  /** The path whose route opened the form (it stays open while there). */
  path?: string | null
  recovery?: Recovery
}

export type AccountCommand =
  | { type: 'open'; form: OpenableForm; options?: OpenFormOptions }
  /** The header's 'Cadastre seu Currículo' / 'Faça seu login': login, then /vagas (the runtime knows the route). */
  | { type: 'headerLogin' }
  | { type: 'insertCpf'; name: string; code: string; path: string }
  | { type: 'signOut' }
  | { type: 'changePassword' }

export interface AccountContextValue extends AccountView {
  /** The running actors, once the runtime chunk has loaded. */
  handles: AccountHandles | null
  send(command: AccountCommand): void
  /** The path visited before the current one in this page load; null after a direct load. */
  previousPath(): string | null
}

const noSubscription = () => () => {}

/**
 * Inline in the root's <head>: until the page is interactive, remembers a click on the header's
 * sign-up buttons (AccountProvider replays it). About 200 bytes; no dependency.
 */
export const EARLY_LOGIN_SCRIPT = `document.addEventListener('click',function(e){var t=e.target;if(!document.documentElement.dataset.hydrated&&t&&t.closest&&t.closest('[data-slot^="site-header-login"]'))window.__carreirasEarlyLogin=true},true)`

const ANONYMOUS: AccountView = { status: 'loading', user: null }

const AccountContext = createContext<AccountContextValue | null>(null)

const AccountRuntime = lazy(() => import('./account-runtime.client'))

export function AccountProvider({ config, children }: { config: AccountPublicConfig; children: ReactNode }) {
  const [view, setView] = useState<AccountView>(ANONYMOUS)
  const [handles, setHandles] = useState<AccountHandles | null>(null)
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const queue = useRef<AccountCommand[]>([])
  const handlesRef = useRef<AccountHandles | null>(null)

  const location = useLocation()
  const [paths, setPaths] = useState<{ current: string; previous: string | null }>({
    current: location.pathname,
    previous: null,
  })
  if (paths.current !== location.pathname) setPaths({ previous: paths.current, current: location.pathname })
  const previous = paths.current === location.pathname ? paths.previous : paths.current
  const previousPath = useCallback(() => previous, [previous])

  const send = useCallback((command: AccountCommand) => {
    const ready = handlesRef.current
    if (ready) ready.run(command)
    else queue.current.push(command)
  }, [])

  // A click on the header's sign-up button before hydration was caught by the inline script of the
  // root (EARLY_LOGIN_SCRIPT) and is replayed now, so the first tap on a slow phone is not lost.
  useEffect(() => {
    const early = window as Window & { __carreirasEarlyLogin?: boolean }
    if (!early.__carreirasEarlyLogin) return
    delete early.__carreirasEarlyLogin
    send({ type: 'headerLogin' })
  }, [send])

  const onReady = useCallback((ready: AccountHandles) => {
    handlesRef.current = ready
    setHandles(ready)
    for (const command of queue.current.splice(0)) ready.run(command)
  }, [])

  const value = useMemo<AccountContextValue>(
    () => ({ ...view, handles, send, previousPath }),
    [view, handles, send, previousPath],
  )

  return (
    <AccountContext.Provider value={value}>
      {children}
      {hydrated && config.clientTokens.length > 0 ? (
        <Suspense fallback={null}>
          <AccountRuntime config={config} onReady={onReady} onView={setView} />
        </Suspense>
      ) : null}
    </AccountContext.Provider>
  )
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext)
  if (!value) throw new Error('useAccount must be used inside <AccountProvider>')
  return value
}
