// The account system's footprint on every page's first load: a context with the header's user and a
// few commands. The session machine and the platform client are a separate chunk
// (account-runtime.client.tsx) that an anonymous visitor never downloads unless they need it: it loads
// after hydration only when a session is stored (the header must show the signed-in menu), when the URL
// carries something the runtime handles (a social return, a `source`), or at the first command (a click
// on 'Cadastre seu Currículo', a protected page opening the login). The account dialog and its forms are a
// third (account-dialog-part.client.tsx), loaded when a command first needs them, so a signed-in page
// loads none of it. Pointing at or focusing the header's sign-up buttons starts both downloads early.
// Commands given before the chunks arrive are queued and replayed, never dropped. Public pages render the
// anonymous header on the server; the signed-in menu takes the same slot after hydration.
import { STORAGE_KEYS } from '@carreiras/core'
import {
  createContext,
  lazy,
  startTransition,
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
import type { AccountCommand, AccountHandles, AccountPublicConfig, AccountView } from './account-types'
import { read } from './browser-storage'

export type { AccountCommand, OpenFormOptions } from './account-types'

export interface AccountContextValue extends AccountView {
  /** The running actors, once the runtime chunk has loaded. */
  handles: AccountHandles | null
  send(command: AccountCommand): void
  /** The path visited before the current one in this page load; null after a direct load. */
  previousPath(): string | null
}

const noSubscription = () => () => {}

/** Selector of the header's sign-up buttons (also used by the inline early-click script). */
const LOGIN_BUTTONS = '[data-slot^="site-header-login"]'

/**
 * Inline in the root's <head>: until the page is interactive, remembers a click on the header's
 * sign-up buttons (AccountProvider replays it). About 200 bytes; no dependency.
 */
export const EARLY_LOGIN_SCRIPT = `document.addEventListener('click',function(e){var t=e.target;if(!document.documentElement.dataset.hydrated&&t&&t.closest&&t.closest('${LOGIN_BUTTONS}'))window.__carreirasEarlyLogin=true},true)`

const ANONYMOUS: AccountView = { status: 'loading', user: null, checking: false }
/** Known to be signed out: no stored session and no runtime (which would restore one). */
const SIGNED_OUT: AccountView = { status: 'ready', user: null, checking: false }

const AccountContext = createContext<AccountContextValue | null>(null)

const loadRuntime = () => import('./account-runtime.client')
const AccountRuntime = lazy(loadRuntime)
/**
 * The account dialog's chunk, asked for ahead of the runtime, which loads it when something first needs the
 * dialog and says so if it does not arrive: a failure here is left to it.
 */
const loadDialog = () => void import('./account-dialog-part.client').catch(() => {})

/**
 * Whether a command is carried out by the account dialog (the runtime's `run` says so for each): its chunk is
 * then asked for beside the runtime's, not after it. Only a head start: a command left out waits a round trip.
 */
const commandNeedsDialog = (command: AccountCommand) =>
  command.type !== 'start' && command.type !== 'notice' && command.type !== 'signOut'

/** Query parameters the runtime acts on at load: a social network's return and a campaign source. */
const RUNTIME_PARAMS = ['code', 'action', 'source'] as const

/** Whether this page load needs the account runtime before any click: a stored session or a URL to act on. */
export function runtimeNeededAtLoad(search: string, hasStoredSession: boolean): boolean {
  if (hasStoredSession) return true
  const params = new URLSearchParams(search)
  return RUNTIME_PARAMS.some((name) => params.has(name))
}

const hasStoredSession = () =>
  read('local', STORAGE_KEYS.session) !== null || read('session', STORAGE_KEYS.session) !== null

export function AccountProvider({ config, children }: { config: AccountPublicConfig; children: ReactNode }) {
  const [view, setView] = useState<AccountView>(ANONYMOUS)
  const [handles, setHandles] = useState<AccountHandles | null>(null)
  /** Whether the runtime chunk is mounted (it is never unmounted once it is). */
  const [wanted, setWanted] = useState(false)
  // Known after hydration, as a transition: an urgent update of this context would make React give up
  // hydrating every part still waiting for its chunk below it (lib/lazy-part.tsx) and draw them again from
  // nothing, so their server markup would vanish and come back. A transition waits for them instead.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
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
    else {
      queue.current.push(command)
      if (commandNeedsDialog(command)) loadDialog()
      setWanted(true)
    }
  }, [])

  // After hydration: the runtime at once when this load needs it; otherwise the anonymous view is final
  // (no stored session) until a command asks for the runtime.
  const neededAtLoad = useSyncExternalStore(
    noSubscription,
    () => runtimeNeededAtLoad(window.location.search, hasStoredSession()),
    () => false,
  )
  const runtime = wanted || neededAtLoad
  const shown: AccountView = hydrated && !runtime ? SIGNED_OUT : view

  // Pointing at (or tabbing to) a sign-up button fetches the chunks, so the dialog opens quickly on click.
  useEffect(() => {
    const warm = (event: Event) => {
      const target = event.target as Element | null
      if (!target?.closest?.(LOGIN_BUTTONS)) return
      document.removeEventListener('pointerover', warm, true)
      document.removeEventListener('focusin', warm, true)
      void loadRuntime()
      loadDialog()
    }
    document.addEventListener('pointerover', warm, true)
    document.addEventListener('focusin', warm, true)
    return () => {
      document.removeEventListener('pointerover', warm, true)
      document.removeEventListener('focusin', warm, true)
    }
  }, [])

  // A click on the header's sign-up button before hydration was caught by the inline script of the
  // root (EARLY_LOGIN_SCRIPT) and is replayed now, so the first tap on a slow phone is not lost.
  useEffect(() => {
    const early = window as Window & { __carreirasEarlyLogin?: boolean }
    if (!early.__carreirasEarlyLogin) return
    delete early.__carreirasEarlyLogin
    send({ type: 'headerLogin' })
  }, [send])

  // The runtime's news (its handles, then each new view) are transitions: what they let through (a signed-in
  // page's part, the header's menu) is drawn in renders React may pause, not in one task with the session's
  // start (docs/performance.md, "Protected parts in their own chunk").
  const onView = useCallback((next: AccountView) => startTransition(() => setView(next)), [])
  const onReady = useCallback((ready: AccountHandles) => {
    handlesRef.current = ready
    startTransition(() => setHandles(ready))
    // Once running, the runtime stays: after a sign-out no session is stored any more, but its machines
    // (and the dialog the next click opens) must go on.
    setWanted(true)
    for (const command of queue.current.splice(0)) ready.run(command)
  }, [])

  const value = useMemo<AccountContextValue>(
    () => ({ ...shown, handles, send, previousPath }),
    [shown, handles, send, previousPath],
  )

  return (
    <AccountContext.Provider value={value}>
      {children}
      {hydrated && runtime && config.clientTokens.length > 0 ? (
        <Suspense fallback={null}>
          <AccountRuntime config={config} onReady={onReady} onView={onView} />
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
