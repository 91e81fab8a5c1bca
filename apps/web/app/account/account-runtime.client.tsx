// The account runtime, loaded after hydration (see account-bridge.tsx): the session machine of core, given
// the api actors that talk to the platform and the browser effects (storage, navigation), the session's
// dialogs (terms, account removal) and the account dialog, whose machine and forms are a chunk of their own
// made the first time something needs them (account-dialog-part.client.tsx). One instance per page load.
import {
  buildAuthorizationHeader,
  chooseClientToken,
  createPlatformClient,
  createSessionActors,
  readPersonalDataProfile,
} from '@carreiras/api'
import {
  JOBS_ROUTE,
  PROFILE_ROUTE,
  SOCIAL_RETURN_PARAMS,
  TERMS_ROUTE,
  isCheckingStoredSession,
  isRestoringSession,
  ptBR,
  readSocialReturn,
  sessionAccountUser,
  sessionMachine,
  sessionRecord,
  sessionUserId,
  type StoredSession,
} from '@carreiras/core'
import { Alert } from '@carreiras/ui/alert'
import { TermsModal } from '@carreiras/ui/terms-modal'
import { RemoveAccountDialog } from '@carreiras/ui/remove-account-dialog'
import { memo, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate, type NavigateOptions } from 'react-router'
import { createActor, fromPromise } from 'xstate'
import type { AccountDialogPart, resumeSso } from './account-dialog-part.client'
import type {
  AccountCommand,
  AccountHandles,
  AccountPublicConfig,
  AccountView,
  DialogActor,
  Notice,
} from './account-types'
import { clearUrlParams } from './address-bar'
import { earlyReads } from './early-reads'
import { madeOnFirstUse, type MadeOnFirstUse } from './made-on-first-use'
import { importAgain } from '../lib/import-again'
import * as storage from './account-storage'
import { clearNextRoute } from './browser-storage'
import { clearSession, loadSession, saveSession } from './session-record'
import { saveSourceFrom } from './source-capture'
import { employeeCheckStorage } from './employee-check-storage'
import { loadSubscriptionSteps } from '../jobs/subscriptions.client'
import { perPageLoad } from '../lib/per-page-load'
import { tellChangedViews } from './account-view'

interface RuntimeDeps {
  navigate(to: string, options?: NavigateOptions): void
  alert(notice: Notice): void
}

/** The account dialog's chunk (account-dialog-part.client.tsx); the bridge warms the same import. */
const loadDialogPart = importAgain(() => import('./account-dialog-part.client'))

/** The dialog once made: its actor, the component that draws it and the single sign-on's return. */
interface DialogSlot {
  actor: DialogActor
  Part: typeof AccountDialogPart
  resumeSso: typeof resumeSso
}

type LazyDialog = MadeOnFirstUse<DialogSlot>

/**
 * A professional network's return on this page: the dialog spends its code only with the state this tab
 * sent (core's readSocialReturn); a return it did not start is dropped from the address bar, unspent.
 */
function resumeSocialReturn(
  search: string,
  path: string,
  dialog: LazyDialog,
  navigate: RuntimeDeps['navigate'],
) {
  const social = readSocialReturn(new URLSearchParams(search).entries(), storage.loadLinkedinState())
  if (!social) return
  storage.clearLinkedinState()
  if (social.kind === 'code')
    dialog.use((actor) =>
      actor.send({ type: 'social.returned', code: social.code, action: social.action, path }),
    )
  else clearUrlParams(SOCIAL_RETURN_PARAMS, navigate)
}

function createRuntime(config: AccountPublicConfig, deps: RuntimeDeps) {
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
        loadStoredSession: fromPromise(async () => loadSession()),
        ...employeeCheckStorage.actors,
      },
      actions: {
        ...employeeCheckStorage.actions,
        // A session began (any sign-in): a sign-up's first name kept earlier is no longer needed.
        storeSession: (_, { record: next }) => {
          saveSession(next)
          storage.clearAttemptFirstName()
        },
        clearStoredSession: () => clearSession(),
        clearStoredFollower: () => storage.clearFollower(),
        clearStoredTermsFlag: () => storage.clearTermsFlag(),
        clearStoredNextRoute: () => clearNextRoute(),
        clearSubscriptions: () => storage.clearSubscriptions(),
        storeFollower: () => storage.saveFollower(),
        storeTermsFlag: (_, { accepted }) => storage.saveTermsFlag(accepted),
        navigate: (_, { to }) => deps.navigate(to),
        // Only a dialog showing its welcome cares (it closes): one never made has nothing to close.
        sessionEnded: () => dialog.ifMade((actor) => actor.send({ type: 'session.ended' })),
        openRemovalLink: (_, { url }) => {
          if (url) window.open(url, '_blank', 'noopener,noreferrer')
        },
      },
    }),
    {
      input: {
        companyId: config.companyId,
        path: window.location.pathname,
        // The retail partner's daily employee check (employee-check-storage.ts).
        employeeCheck: config.retailPartner === true,
      },
    },
  )
  // The page's first read, sent beside the session's check (early-reads.ts).
  const early = earlyReads(PROFILE_ROUTE, (userId) => readPersonalDataProfile(client, userId))
  // The client reads the token of the record the session machine holds (restored or just signed in).
  session.subscribe((snapshot) => {
    record = sessionRecord(snapshot)
    if (record && isCheckingStoredSession(snapshot)) early.restored(record.userId, window.location.pathname)
  })

  // The account dialog, made the first time something needs it (made-on-first-use.ts): until then a signed-in
  // page loads, builds and draws none of it (docs/architecture.md, "The account runtime").
  const dialog: LazyDialog = madeOnFirstUse(
    loadDialogPart,
    ({ createDialog, AccountDialogPart: Part, resumeSso }) => ({
      actor: createDialog(config, client, {
        signedIn: (next) => session.send({ type: 'session.signedIn', record: next }),
        navigate: (to, options) => deps.navigate(to, options),
        alert: (notice) => deps.alert(notice),
      }),
      Part,
      resumeSso,
    }),
    () => deps.alert({ text: ptBR.clientErrors.NETWORK, tone: 'error' }),
  )

  function run(command: AccountCommand) {
    switch (command.type) {
      case 'open':
        dialog.use((actor) => actor.send({ type: 'dialog.open', form: command.form, ...command.options }))
        break
      case 'headerLogin':
        dialog.use((actor) => actor.send({ type: 'dialog.open', form: 'login', nextRoute: JOBS_ROUTE }))
        break
      case 'insertCpf':
        dialog.use((actor) =>
          actor.send({ type: 'insertCpf.open', name: command.name, code: command.code, path: command.path }),
        )
        break
      case 'changePassword':
        dialog.use((actor) =>
          actor.send({
            type: 'dialog.open',
            form: 'changePassword',
            ...(command.choose ? { notice: 'changePassword.choose' as const } : {}),
            ...(command.path ? { path: command.path } : {}),
          }),
        )
        break
      case 'start':
        break
      case 'notice':
        deps.alert({ text: command.text, tone: command.tone })
        break
      case 'signOut':
        session.send({ type: 'session.signOut' })
        break
      case 'ssoReturn':
        // The return's code lives in the dialog's chunk (identity-providers.client.ts), made by now.
        dialog.use((actor) =>
          dialog.current()?.resumeSso(command.search, actor, (to) => deps.navigate(to, { replace: true })),
        )
        break
      case 'internalAccess':
        dialog.use((actor) =>
          actor.send({
            type: 'dialog.open',
            form: 'internal',
            path: command.path,
            userId: command.userId ?? null,
          }),
        )
        break
    }
  }

  const handles = {
    session,
    run,
    client,
    authorization: () =>
      record
        ? buildAuthorizationHeader(chooseClientToken(config.clientTokens, record.userId), record.token)
        : null,
    userId: () => sessionUserId(session.getSnapshot()),
    takeProfileRead: (userId) => early.takeProfile(userId),
    subscriptionSteps: (opportunityId, signal) => {
      const userId = sessionUserId(session.getSnapshot())
      if (userId === null) return Promise.resolve(new Map())
      const query =
        opportunityId === null ? { userId, companyId: config.companyId } : { userId, opportunityId }
      return loadSubscriptionSteps(client, query, signal)
    },
  } satisfies AccountHandles
  return { handles, dialog, early }
}

interface AccountRuntimeProps {
  config: AccountPublicConfig
  onReady(handles: AccountHandles): void
  onView(view: AccountView): void
}

/**
 * This page load's runtime and the effects it calls, which the mounted component points at itself. Created
 * by the first render that needs it and kept outside that render's state (lib/per-page-load.ts): a render
 * React throws away would otherwise build both machines and read the platform again. A new one only after
 * the last was stopped (its component unmounted).
 */
const runtimeOfPage = perPageLoad(
  (config: AccountPublicConfig) => {
    let deps: RuntimeDeps = { navigate: () => {}, alert: () => {} }
    const { handles, dialog, early } = createRuntime(config, {
      navigate: (to, options) => deps.navigate(to, options),
      alert: (notice) => deps.alert(notice),
    })
    /** The committed component's navigation and notices, which the runtime calls from now on. */
    const attach = (next: RuntimeDeps) => {
      deps = next
    }
    return { handles, dialog, early, attach }
  },
  ({ handles }) => handles.session.getSnapshot().status !== 'stopped',
)

function AccountRuntime({ config, onReady, onView }: AccountRuntimeProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const [flash, setFlash] = useState<Notice | null>(null)
  const runtime = runtimeOfPage(config)
  const { handles, dialog, early } = runtime
  // The account dialog, drawn once something has made it (made-on-first-use.ts).
  const dialogSlot = useSyncExternalStore(dialog.subscribe, dialog.current, () => null)

  // Every navigation: both machines learn the path (an open form closes unless its route opened it);
  // /termos-de-uso hides the terms modal while the candidate reads; a social return resumes the dialog.
  // The first location is sent when the actors start, before the commands queued during loading are
  // replayed, so a form opened by an early click is not closed by the page's own first navigation.
  const lastLocation = useRef<{ path: string | null; search: string | null }>({ path: null, search: null })
  /** Whether the session has been started (the effect below starts it in a task of its own). */
  const started = useRef(false)
  const syncLocation = useEffectEvent((path: string, search: string) => {
    const last = lastLocation.current
    if (last.path === path && last.search === search) return
    const { session } = handles
    if (last.path !== path) {
      if (last.path !== null) early.navigated()
      session.send({ type: 'navigation.changed', path })
      dialog.ifMade((actor) => actor.send({ type: 'navigation.changed', path }))
      if (path === TERMS_ROUTE) session.send({ type: 'terms.pageVisited' })
      else if (last.path === TERMS_ROUTE) session.send({ type: 'terms.pageLeft' })
    }
    lastLocation.current = { path, search }
    saveSourceFrom(path, search)
    resumeSocialReturn(search, path, dialog, (to, options) => void navigate(to, options))
  })

  // The committed component receives the runtime's effects (declared before the start below, so they are
  // in place when the machines start). A data router's navigate() is stable for the router's lifetime.
  const { attach } = runtime
  useEffect(() => {
    attach({ navigate: (to, options) => void navigate(to, options), alert: setFlash })
  }, [attach, navigate])

  useEffect(() => {
    const { session } = handles
    // The bridge hears of a new view only (account-view.ts): most of the session's steps change none of it.
    const tell = tellChangedViews(onView)
    let subscription: { unsubscribe(): void } | null = null
    // In a task of its own, not inside whichever React commit flushes this effect: starting reads the stored
    // session (the browser's storage, the record's schema) and was the longest part of that task on a
    // signed-in page's load (docs/performance.md, "The account dialog made when first needed"). The location
    // effect below syncs only once this has, so the first location still goes with the start.
    const start = window.setTimeout(() => {
      started.current = true
      subscription = session.subscribe((snapshot) => {
        tell({
          status: isRestoringSession(snapshot) ? 'loading' : 'ready',
          user: sessionAccountUser(snapshot, config.companyId),
          checking: isCheckingStoredSession(snapshot),
        })
      })
      session.start()
      syncLocation(window.location.pathname, window.location.search)
      onReady(handles)
    }, 0)
    return () => {
      started.current = false
      window.clearTimeout(start)
      subscription?.unsubscribe()
      dialog.stop()
      session.stop()
    }
    // config.companyId is fixed for the page load (it only tells an internal user of this company).
  }, [handles, dialog, onReady, onView, config.companyId])

  // The router's location triggers the sync, but the address bar is what is synced: when the runtime mounts
  // in the middle of a navigation (the professional network's return goes on to the page the person left
  // while this chunk loads), the location this component rendered with can already be behind, and syncing
  // it would close the dialog the mount just reopened.
  useEffect(() => {
    if (started.current) syncLocation(window.location.pathname, window.location.search)
  }, [location.pathname, location.search])

  return (
    <>
      {dialogSlot ? <dialogSlot.Part actor={dialogSlot.actor} config={config} /> : null}
      <TermsModal actor={handles.session} termsHref={TERMS_ROUTE} />
      <RemoveAccountDialog actor={handles.session} />
      {flash ? (
        <div className="fixed inset-x-0 top-20 z-50 mx-auto w-full max-w-md px-4">
          <Alert variant={flash.tone} onClose={() => setFlash(null)}>
            {flash.text}
          </Alert>
        </div>
      ) : null}
    </>
  )
}

/**
 * Memoised: the bridge draws it beside the page, and the bridge's own state (the view it is told, the runtime
 * wanted, the page hydrated) changes none of its props (the config and two stable callbacks), so the dialogs
 * are not drawn again for it (docs/performance.md, "The header drawn again for every step of the session").
 */
export default memo(AccountRuntime)
