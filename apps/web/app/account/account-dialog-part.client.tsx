// The account dialog — sign-in, sign-up, password recovery, the other sign-ins — and its machine: a chunk of
// its own, which the account runtime loads the first time something needs the dialog (a form opened, a
// sign-in return resumed), not with every page a signed-in candidate loads (docs/architecture.md, "The
// account runtime"). The runtime makes the actor with `createDialog` and draws `AccountDialogPart` beside
// its other dialogs.
import { createAccountActors, loadInternalRecruitment, type PlatformClient } from '@carreiras/api'
import { TERMS_ROUTE, accountDialogMachine, accountMessageText, type StoredSession } from '@carreiras/core'
import { AccountDialog } from '@carreiras/ui/account-dialog'
import { useNavigate, type NavigateOptions } from 'react-router'
import { createActor } from 'xstate'
import { useMessages } from '../brands/use-messages'
import { withSignUpConversion } from '../integrations/marketing.client'
import type { AccountPublicConfig, DialogActor, Notice } from './account-types'
import { clearUrlParams } from './address-bar'
import * as storage from './account-storage'
import { Captcha } from './captcha.client'
import { openMicrosoftPopup, startSso } from './identity-providers.client'

export { resumeSso } from './identity-providers.client'

/** What the dialog asks of the rest of the runtime. */
export interface DialogDeps {
  /** A sign-in, sign-up or other sign-in succeeded: the session machine takes the record. */
  signedIn(record: StoredSession): void
  navigate(to: string, options?: NavigateOptions): void
  alert(notice: Notice): void
}

/**
 * The dialog's actor, not started, with the api's actors and the browser's effects. The company's internal
 * recruitment is read as it is made: the dialog offers the internal access only when there is one.
 */
export function createDialog(
  config: AccountPublicConfig,
  client: PlatformClient,
  deps: DialogDeps,
): DialogActor {
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
        signedIn: (_, { record }) => deps.signedIn(record),
        navigate: (_, { to }) => deps.navigate(to),
        reload: (_, { to }) => window.location.assign(to),
        clearUrlParams: (_, { names }) => clearUrlParams(names, deps.navigate),
        alert: (_, { code }) => deps.alert({ text: accountMessageText(code), tone: 'success' }),
        storeAttemptFirstName: (_, { firstName }) => storage.saveAttemptFirstName(firstName),
        forgetAttemptFirstName: () => storage.clearAttemptFirstName(),
      },
    }),
  )
  void loadInternalRecruitment(client, config.companyId).then(
    (recruitment) => dialog.send({ type: 'internal.configured', recruitment }),
    () => dialog.send({ type: 'internal.configured', recruitment: null }),
  )
  return dialog
}

/** The social network's pop-up: it posts the profile back to this window (social flow). */
function openFacebookPopup(config: AccountPublicConfig, dialog: DialogActor, action: 'register' | 'login') {
  const url = new URL(config.facebook.dialogUrl)
  url.searchParams.set('origin', window.location.origin)
  url.searchParams.set('scope', 'email')
  // Only the dialog's own origin may answer (the platform's stand-in, or its start page for the real network).
  const expectedOrigin = url.origin
  const popup = window.open(url.toString(), 'facebook-login', 'popup,width=540,height=600')
  if (!popup) {
    dialog.send({ type: 'social.failed' })
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
      dialog.send({ type: 'social.failed' })
      return
    }
    dialog.send({
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

/** The dialog drawn for its actor, with the sign-ins this deployment offers. */
export function AccountDialogPart({ actor, config }: { actor: DialogActor; config: AccountPublicConfig }) {
  const navigate = useNavigate()
  // The dialog speaks the brand's wording of core's texts (its account.* and the error codes' texts).
  const messages = useMessages()

  const onSocial = (provider: 'linkedin' | 'facebook', action: 'register' | 'login') => {
    if (provider === 'linkedin') {
      const backTo = `${window.location.pathname}?action=${action}`
      void navigate(`/linkedin-return?back_to=${encodeURIComponent(backTo)}`)
      return
    }
    openFacebookPopup(config, actor, action)
  }

  return (
    <AccountDialog
      actor={actor}
      supportEmail={config.supportEmail}
      termsHref={TERMS_ROUTE}
      messages={messages}
      onSocial={onSocial}
      // The other sign-ins this deployment offers (identity-providers.client.ts).
      providers={{
        onSso: config.itau ? () => startSso(config, actor) : undefined,
        onMicrosoft: config.microsoft ? () => openMicrosoftPopup(config, actor) : undefined,
        retail: config.retailPartner === true,
      }}
      // One widget per form that spends a solved captcha: sign-up and the two CPF lookups (pre-register,
      // forgotten e-mail). Each starts over after a refused attempt (docs/decisions.md, "The CPF lookup").
      captcha={(onToken) => <Captcha platformUrl={config.platformUrl} onToken={onToken} />}
    />
  )
}
