// The account: core's session and account-dialog machines, given @carreiras/api's actors over a platform
// client, and drawn by @carreiras/ui's AccountDialog. Created in the browser only (the session lives there);
// the server renders the signed-out header. The session record (token, name; never a CPF) is kept in this
// tab's session storage, or in local storage when the person ticks 'keep me signed in'.
import {
  createAccountActors,
  createPlatformClient,
  createSessionActors,
  type PlatformClient,
} from '@carreiras/api'
import {
  JOBS_ROUTE,
  STORAGE_KEYS,
  accountDialogMachine,
  isRestoringSession,
  isSignedIn,
  parseStoredSession,
  sessionMachine,
  sessionStorageArea,
  type StoredSession,
} from '@carreiras/core'
import { AccountDialog } from '@carreiras/ui/account-dialog'
import { TermsModal } from '@carreiras/ui/terms-modal'
import { useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { createActor, fromPromise, type Actor } from 'xstate'

/** What the server hands the browser (root loader): all public. */
export interface AccountConfig {
  /** The platform as the browser reaches it. */
  platformUrl: string
  clientTokens: string[]
  /** The brand's company on the platform. */
  companyId: number
  supportEmail: string
  /** The terms of use, linked from the sign-up form and the terms dialog. */
  termsHref: string
}

export interface Account {
  client: PlatformClient
  session: Actor<typeof sessionMachine>
  dialog: Actor<typeof accountDialogMachine>
}

const AccountContext = createContext<Account | null>(null)

/** The running account; null on the server and until the browser has created it. */
export function useAccount(): Account | null {
  return useContext(AccountContext)
}

function readRecord(storage: Storage): StoredSession | null {
  try {
    return parseStoredSession(JSON.parse(storage.getItem(STORAGE_KEYS.session) ?? 'null'))
  } catch {
    return null
  }
}

function saveRecord(record: StoredSession) {
  // parseStoredSession keeps the record's own keys only.
  const clean = parseStoredSession(record)
  if (!clean) return
  const area = sessionStorageArea(record) === 'local' ? localStorage : sessionStorage
  clearRecord()
  area.setItem(STORAGE_KEYS.session, JSON.stringify(clean))
}

function clearRecord() {
  localStorage.removeItem(STORAGE_KEYS.session)
  sessionStorage.removeItem(STORAGE_KEYS.session)
}

function createAccount(config: AccountConfig, navigate: (to: string) => void): Account {
  let record: StoredSession | null = null
  const client = createPlatformClient({
    apiUrl: config.platformUrl,
    clientTokens: config.clientTokens,
    getSession: () => (record ? { token: record.token, userId: record.userId } : null),
  })
  const session = createActor(
    sessionMachine.provide({
      actors: {
        ...createSessionActors(client, { companyId: config.companyId }),
        loadStoredSession: fromPromise(async () => readRecord(localStorage) ?? readRecord(sessionStorage)),
      },
      actions: {
        storeSession: (_, { record: next }) => saveRecord(next),
        clearStoredSession: () => clearRecord(),
        navigate: (_, { to }) => navigate(to),
        sessionEnded: () => dialog.send({ type: 'session.ended' }),
      },
    }),
    { input: { companyId: config.companyId, path: window.location.pathname } },
  )
  session.subscribe((snapshot) => {
    record = snapshot.context.record
  })
  const dialog = createActor(
    accountDialogMachine.provide({
      actors: createAccountActors(client, {
        companyId: config.companyId,
        passwordRecoveryUrl: `${window.location.origin}/password-recovery`,
      }),
      actions: {
        signedIn: (_, { record: next }) => session.send({ type: 'session.signedIn', record: next }),
        navigate: (_, { to }) => navigate(to),
        reload: (_, { to }) => window.location.assign(to),
      },
    }),
  )
  return { client, session, dialog }
}

export function AccountProvider({ config, children }: { config: AccountConfig; children: ReactNode }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // Made in the browser only, once per page load (the root never unmounts), and started after hydration.
  // navigate is stable for the router's lifetime.
  const [account] = useState(() =>
    typeof window === 'undefined' ? null : createAccount(config, (to) => void navigate(to)),
  )
  useEffect(() => {
    account?.session.start()
    account?.dialog.start()
  }, [account])

  // Both machines follow the path: an open form closes when the person leaves the page that opened it.
  useEffect(() => {
    account?.session.send({ type: 'navigation.changed', path: pathname })
    account?.dialog.send({ type: 'navigation.changed', path: pathname })
  }, [account, pathname])

  return (
    <AccountContext.Provider value={account}>
      {children}
      {account ? (
        <>
          <AccountDialog
            actor={account.dialog}
            supportEmail={config.supportEmail}
            termsHref={config.termsHref}
          />
          <TermsModal actor={account.session} termsHref={config.termsHref} />
        </>
      ) : null}
    </AccountContext.Provider>
  )
}

/** The header's view of the session: unknown (null status) until restored, then the person or null. */
export function useSessionView() {
  const account = useAccount()
  const view = useSelector(
    account?.session,
    (snapshot) => {
      if (!snapshot || isRestoringSession(snapshot)) return { ready: false, user: null }
      const record = isSignedIn(snapshot) ? snapshot.context.record : null
      return {
        ready: true,
        user: record
          ? {
              name: snapshot.context.profile?.name ?? record.name,
              socialName: record.socialName,
              userId: record.userId,
            }
          : null,
      }
    },
    sameView,
  )
  return { ...view, account }
}

type View = { ready: boolean; user: { name: string; socialName: string | null; userId: number } | null }
const sameView = (a: View, b: View) =>
  a.ready === b.ready && a.user?.userId === b.user?.userId && a.user?.name === b.user?.name

/** 'Faça seu login' in the header: the login form, then the job list (core's JOBS_ROUTE). */
export function openHeaderLogin(account: Account | null) {
  account?.dialog.send({ type: 'dialog.open', form: 'login', nextRoute: JOBS_ROUTE })
}
