// The browser side of the other sign-ins (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on
// the site"), part of the account dialog's chunk: the single sign-on's redirect and its return, and the
// Microsoft pop-up (the daily employee check's storage, which the session machine uses, is
// employee-check-storage.ts). Core holds the rules (identity-providers.ts); the account dialog machine does
// the sign-ins.
import {
  STORAGE_KEYS,
  SSO_RETURN_ROUTE,
  accountNextRoute,
  microsoftPopupUrl,
  parseSsoAttempt,
  readMicrosoftMessage,
  readSsoReturn,
  routePath,
  sameOriginPath,
  ssoAuthorizeUrl,
  unguessableState,
} from '@carreiras/core'
import type { AccountPublicConfig, DialogActor } from './account-types'
import { read, remove, write } from './browser-storage'
import { parseJson } from './session-record'

type Dialog = DialogActor

// ── Single sign-on ───────────────────────────────────────────────────────────────────────────────

/**
 * Leaves for the SSO: this tab keeps the state, the page the person is on and the remembered next route
 * (session storage: nothing sensitive), then goes to the authorize URL with redirect_uri = /sso-return.
 */
export function startSso(config: AccountPublicConfig, dialog: Dialog): void {
  if (!config.itau) return
  const state = unguessableState()
  const attempt = {
    state,
    backTo: sameOriginPath(`${window.location.pathname}${window.location.search}`, window.location.origin),
    nextRoute: accountNextRoute(dialog.getSnapshot()),
  }
  write('session', STORAGE_KEYS.ssoAttempt, JSON.stringify(attempt))
  window.location.assign(
    ssoAuthorizeUrl(config.itau.authorizeUrl, `${window.location.origin}${SSO_RETURN_ROUTE}`, state),
  )
}

/**
 * /sso-return: the page the person left, with the dialog open there exchanging the code (welcome, then the
 * remembered route), or saying the sign-in failed (an error, a state this tab did not send, no attempt).
 */
export function resumeSso(search: string, dialog: Dialog, navigate: (to: string) => void): void {
  const attempt = parseSsoAttempt(parseJson(read('session', STORAGE_KEYS.ssoAttempt)))
  remove('session', STORAGE_KEYS.ssoAttempt)
  const result = readSsoReturn(new URLSearchParams(search).entries(), attempt?.state ?? null)
  const backTo = sameOriginPath(attempt?.backTo ?? '/', window.location.origin)
  const where = { path: routePath(backTo), nextRoute: attempt?.nextRoute ?? null }
  navigate(backTo)
  if (result?.kind === 'code') dialog.send({ type: 'sso.returned', code: result.code, ...where })
  else dialog.send({ type: 'sso.failed', ...where })
}

// ── Microsoft ────────────────────────────────────────────────────────────────────────────────────

const POPUP_CLOSED_POLL_MS = 500

/**
 * The Microsoft pop-up (the social network's pattern): opened in the click, it posts the account to this
 * window. Only a message from that pop-up and from the authorize page's origin is read; a pop-up that is
 * blocked, or closed without an account, says so on the login form.
 */
export function openMicrosoftPopup(config: AccountPublicConfig, dialog: Dialog): void {
  if (!config.microsoft) return
  const url = microsoftPopupUrl(config.microsoft.authorizeUrl, window.location.origin)
  const expectedOrigin = new URL(url, window.location.href).origin
  const popup = window.open(url, 'microsoft-login', 'popup,width=540,height=640')
  if (!popup) {
    dialog.send({ type: 'microsoft.failed' })
    return
  }
  let settled = false
  const finish = () => {
    settled = true
    window.removeEventListener('message', onMessage)
    window.clearInterval(watch)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== expectedOrigin) return
    const account = readMicrosoftMessage(event.data)
    if (account === null) return
    finish()
    if (account === 'failed') dialog.send({ type: 'microsoft.failed' })
    else dialog.send({ type: 'microsoft.succeeded', account })
  }
  const watch = window.setInterval(() => {
    if (!popup.closed || settled) return
    finish()
    dialog.send({ type: 'microsoft.failed' })
  }, POPUP_CLOSED_POLL_MS)
  window.addEventListener('message', onMessage)
}
