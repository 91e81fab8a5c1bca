// The account runtime, loaded after hydration (see account-bridge.tsx): the session and account-dialog
// machines of core, given the api actors that talk to the platform and the browser effects (storage,
// navigation), and the dialogs that render them. One instance per page load.
import {
  buildAuthorizationHeader,
  chooseClientToken,
  createAccountActors,
  createPlatformClient,
  createSessionActors,
  loadInternalRecruitment,
} from '@carreiras/api'
import {
  JOBS_ROUTE,
  SOCIAL_RETURN_PARAMS,
  TERMS_ROUTE,
  accountDialogMachine,
  accountMessageText,
  isCheckingStoredSession,
  isRestoringSession,
  readSocialReturn,
  sessionAccountUser,
  sessionMachine,
  sessionRecord,
  sessionUserId,
  type StoredSession,
} from '@carreiras/core'
import { AccountDialog } from '@carreiras/ui/account-dialog'
import { withSignUpConversion } from '../integrations/marketing.client'
import { Alert } from '@carreiras/ui/alert'
import { TermsModal } from '@carreiras/ui/terms-modal'
import { RemoveAccountDialog } from '@carreiras/ui/remove-account-dialog'
import { memo, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useLocation, useNavigate, type NavigateOptions } from 'react-router'
import { createActor, fromPromise } from 'xstate'
import type { AccountCommand, AccountHandles, AccountPublicConfig, AccountView } from './account-types'
import * as storage from './browser-storage'
import { clearSession, loadSession, saveSession } from './session-record'
import { Captcha } from './captcha.client'
import { saveSourceFrom } from './source-capture'
import { employeeCheckStorage, openMicrosoftPopup, resumeSso, startSso } from './identity-providers.client'
import { loadSubscriptionSteps } from '../jobs/subscriptions.client'
import { useMessages } from '../brands/use-messages'
import { perPageLoad } from '../lib/per-page-load'
import { tellChangedViews } from './account-view'

interface RuntimeDeps {
  navigate(to: string, options?: NavigateOptions): void
  alert(notice: Notice): void
}

/** The message shown over the page after an action (success, or an error that sent the person elsewhere). */
interface Notice {
  text: string
  tone: 'success' | 'error'
}

/** Removes the named query parameters from the address bar (a replace, no new history entry). */
function clearUrlParams(names: readonly string[], navigate: RuntimeDeps['navigate']) {
  const url = new URL(window.location.href)
  const present = names.filter((name) => url.searchParams.has(name))
  if (present.length === 0) return
  for (const name of present) url.searchParams.delete(name)
  navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true })
}

/**
 * A professional network's return on this page: the dialog spends its code only with the state this tab
 * sent (core's readSocialReturn); a return it did not start is dropped from the address bar, unspent.
 */
function resumeSocialReturn(
  search: string,
  path: string,
  dialog: AccountHandles['dialog'],
  navigate: RuntimeDeps['navigate'],
) {
  const social = readSocialReturn(new URLSearchParams(search).entries(), storage.loadLinkedinState())
  if (!social) return
  storage.clearLinkedinState()
  if (social.kind === 'code')
    dialog.send({ type: 'social.returned', code: social.code, action: social.action, path })
  else clearUrlParams(SOCIAL_RETURN_PARAMS, navigate)
}

function createRuntime(config: AccountPublicConfig, deps: RuntimeDeps): AccountHandles {
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
        clearStoredNextRoute: () => storage.clearNextRoute(),
        clearSubscriptions: () => storage.clearSubscriptions(),
        storeFollower: () => storage.saveFollower(),
        storeTermsFlag: (_, { accepted }) => storage.saveTermsFlag(accepted),
        navigate: (_, { to }) => deps.navigate(to),
        // The dialog is created below; the session runs no action before both have started.
        sessionEnded: () => dialog.send({ type: 'session.ended' }),
        openRemovalLink: (_, { url }) => {
          if (url) window.open(url, '_blank', 'noopener,noreferrer')
        },
      },
    }),
    {
      input: {
        companyId: config.companyId,
        path: window.location.pathname,
        // The retail partner's daily employee check (identity-providers.client.ts).
        employeeCheck: config.retailPartner === true,
      },
    },
  )
  // The client reads the token of the record the session machine holds (restored or just signed in).
  session.subscribe((snapshot) => {
    record = sessionRecord(snapshot)
  })

  const dialog = createActor(
    accountDialogMachine.provide({
      // The marketing conversion follows a successful sign-up (integrations/marketing.client.ts).
      actors: withSignUpConversion(
        createAccountActors(client, {
          companyId: config.companyId,
          passwordRecoveryUrl: `${window.location.origin}/password-recovery`,
          linkedinRedirectUri: `${window.location.origin}/linkedin-return`,
          ssoDevelopment: config.itau?.development === true,
        }),
      ),
      actions: {
        signedIn: (_, { record: next }) => session.send({ type: 'session.signedIn', record: next }),
        navigate: (_, { to }) => deps.navigate(to),
        reload: (_, { to }) => window.location.assign(to),
        clearUrlParams: (_, { names }) => clearUrlParams(names, deps.navigate),
        alert: (_, { code }) => deps.alert({ text: accountMessageText(code), tone: 'success' }),
        storeAttemptFirstName: (_, { firstName }) => storage.saveAttemptFirstName(firstName),
        forgetAttemptFirstName: () => storage.clearAttemptFirstName(),
      },
    }),
  )

  function run(command: AccountCommand) {
    switch (command.type) {
      case 'open':
        dialog.send({ type: 'dialog.open', form: command.form, ...command.options })
        break
      case 'headerLogin':
        dialog.send({ type: 'dialog.open', form: 'login', nextRoute: JOBS_ROUTE })
        break
      case 'insertCpf':
        dialog.send({ type: 'insertCpf.open', name: command.name, code: command.code, path: command.path })
        break
      case 'changePassword':
        dialog.send({
          type: 'dialog.open',
          form: 'changePassword',
          ...(command.choose ? { notice: 'changePassword.choose' as const } : {}),
          ...(command.path ? { path: command.path } : {}),
        })
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
        resumeSso(command.search, dialog, (to) => deps.navigate(to, { replace: true }))
        break
      case 'internalAccess':
        dialog.send({
          type: 'dialog.open',
          form: 'internal',
          path: command.path,
          userId: command.userId ?? null,
        })
        break
    }
  }

  // The company's internal recruitment, read once when the runtime starts (never on a public page's first
  // load: the runtime itself is lazy). The dialog offers the internal access only when there is one.
  void loadInternalRecruitment(client, config.companyId).then(
    (recruitment) => dialog.send({ type: 'internal.configured', recruitment }),
    () => dialog.send({ type: 'internal.configured', recruitment: null }),
  )

  return {
    session,
    dialog,
    run,
    client,
    authorization: () =>
      record
        ? buildAuthorizationHeader(chooseClientToken(config.clientTokens, record.userId), record.token)
        : null,
    userId: () => sessionUserId(session.getSnapshot()),
    subscriptionSteps: (opportunityId, signal) => {
      const userId = sessionUserId(session.getSnapshot())
      if (userId === null) return Promise.resolve(new Map())
      const query =
        opportunityId === null ? { userId, companyId: config.companyId } : { userId, opportunityId }
      return loadSubscriptionSteps(client, query, signal)
    },
  } satisfies AccountHandles
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
    const handles = createRuntime(config, {
      navigate: (to, options) => deps.navigate(to, options),
      alert: (notice) => deps.alert(notice),
    })
    /** The committed component's navigation and notices, which the runtime calls from now on. */
    const attach = (next: RuntimeDeps) => {
      deps = next
    }
    return { handles, attach }
  },
  ({ handles }) => handles.session.getSnapshot().status !== 'stopped',
)

function AccountRuntime({ config, onReady, onView }: AccountRuntimeProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const [flash, setFlash] = useState<Notice | null>(null)
  const runtime = runtimeOfPage(config)
  const { handles } = runtime

  // Every navigation: both machines learn the path (an open form closes unless its route opened it);
  // /termos-de-uso hides the terms modal while the candidate reads; a social return resumes the dialog.
  // The first location is sent when the actors start, before the commands queued during loading are
  // replayed, so a form opened by an early click is not closed by the page's own first navigation.
  const lastLocation = useRef<{ path: string | null; search: string | null }>({ path: null, search: null })
  const syncLocation = useEffectEvent((path: string, search: string) => {
    const last = lastLocation.current
    if (last.path === path && last.search === search) return
    const { session, dialog } = handles
    if (last.path !== path) {
      session.send({ type: 'navigation.changed', path })
      dialog.send({ type: 'navigation.changed', path })
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
    const { session, dialog } = handles
    // The bridge hears of a new view only (account-view.ts): most of the session's steps change none of it.
    const tell = tellChangedViews(onView)
    const subscription = session.subscribe((snapshot) => {
      tell({
        status: isRestoringSession(snapshot) ? 'loading' : 'ready',
        user: sessionAccountUser(snapshot, config.companyId),
        checking: isCheckingStoredSession(snapshot),
      })
    })
    session.start()
    dialog.start()
    syncLocation(window.location.pathname, window.location.search)
    onReady(handles)
    return () => {
      subscription.unsubscribe()
      dialog.stop()
      session.stop()
    }
    // config.companyId is fixed for the page load (it only tells an internal user of this company).
  }, [handles, onReady, onView, config.companyId])

  // The router's location triggers the sync, but the address bar is what is synced: when the runtime mounts
  // in the middle of a navigation (the professional network's return goes on to the page the person left
  // while this chunk loads), the location this component rendered with can already be behind, and syncing
  // it would close the dialog the mount just reopened.
  useEffect(() => {
    syncLocation(window.location.pathname, window.location.search)
  }, [location.pathname, location.search])

  // The dialog speaks the brand's wording of core's texts (its account.* and the error codes' texts).
  const messages = useMessages()

  const onSocial = (provider: 'linkedin' | 'facebook', action: 'register' | 'login') => {
    if (provider === 'linkedin') {
      const backTo = `${window.location.pathname}?action=${action}`
      void navigate(`/linkedin-return?back_to=${encodeURIComponent(backTo)}`)
      return
    }
    openFacebookPopup(config, handles, action)
  }

  return (
    <>
      <AccountDialog
        actor={handles.dialog}
        supportEmail={config.supportEmail}
        termsHref={TERMS_ROUTE}
        messages={messages}
        onSocial={onSocial}
        // The other sign-ins this deployment offers (identity-providers.client.ts).
        providers={{
          onSso: config.itau ? () => startSso(config, handles.dialog) : undefined,
          onMicrosoft: config.microsoft ? () => openMicrosoftPopup(config, handles.dialog) : undefined,
          retail: config.retailPartner === true,
        }}
        // One widget per form that spends a solved captcha: sign-up and the two CPF lookups (pre-register,
        // forgotten e-mail). Each starts over after a refused attempt (docs/decisions.md, "The CPF lookup").
        captcha={(onToken) => <Captcha platformUrl={config.platformUrl} onToken={onToken} />}
      />
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

/** The social network's pop-up: it posts the profile back to this window (social flow). */
function openFacebookPopup(
  config: AccountPublicConfig,
  handles: AccountHandles,
  action: 'register' | 'login',
) {
  const url = new URL(config.facebook.dialogUrl)
  url.searchParams.set('origin', window.location.origin)
  url.searchParams.set('scope', 'email')
  // Only the dialog's own origin may answer (the platform's stand-in, or its start page for the real network).
  const expectedOrigin = url.origin
  const popup = window.open(url.toString(), 'facebook-login', 'popup,width=540,height=600')
  if (!popup) {
    handles.dialog.send({ type: 'social.failed' })
    return
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== expectedOrigin) return
    const data = event.data as Record<string, unknown> | null
    if (!data || data.type !== 'carreiras:social-login') return
    window.removeEventListener('message', onMessage)
    // The pop-up's result carries the platform's ticket (the proof of the network sign-in): it goes to the
    // dialog's machine, in memory only.
    if (typeof data.error === 'string' || typeof data.email !== 'string' || typeof data.ticket !== 'string') {
      handles.dialog.send({ type: 'social.failed' })
      return
    }
    handles.dialog.send({
      type: 'social.succeeded',
      action,
      profile: {
        provider: 'facebook',
        providerId: String(data.provider_id ?? ''),
        email: data.email,
        name: String(data.name ?? ''),
        ticket: data.ticket,
      },
    })
  }
  window.addEventListener('message', onMessage)
}
