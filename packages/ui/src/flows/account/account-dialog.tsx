// The account dialog: renders the form the account-dialog machine is in, inside the modal Dialog, and turns
// the forms' callbacks into the machine's events. The app creates the actor with its real actors; Storybook
// with fakes.
import {
  connectAccountDialog,
  type AccountDialogApi,
  type AccountFormName,
  type AccountTextMessages,
  type SwitchableForm,
  type accountDialogMachine,
} from '@carreiras/core'
import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import {
  AccountDefineForm,
  AccountDocumentForm,
  AccountInsertCpfForm,
  AccountLoginForm,
  AccountPreRegisterForm,
  AccountRegisterForm,
  AccountSearching,
  AccountUserExists,
  AccountWelcome,
  type CaptchaRender,
  type SocialProvider,
} from './account-dialog-forms'
import {
  SwitchButton,
  accountTexts,
  accountTextsFor,
  titleCase,
  withLabels,
  type AccountCatalogue,
  type AccountLabels,
} from './account-form-parts'
import {
  AccountChangePasswordForm,
  AccountForgotPasswordForm,
  AccountForgotUserChooseForm,
  AccountForgotUserCpfForm,
  AccountNewEmailForm,
  AccountSmsCodeForm,
} from './account-recovery-forms'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../primitives/dialog'
import { LoadingModal } from '../../primitives/loading-modal'
import { AccountProviderButtons, AccountRetailLoginForm, providerTexts } from './account-provider-forms'
import {
  AccountInternalFirstAccessForm,
  AccountInternalSignInForm,
  internalTexts,
} from './account-internal-forms'

type AccountDialogActor = ActorRefFrom<typeof accountDialogMachine>
type AccountProviders = { onSso?: () => void; onMicrosoft?: () => void; retail?: boolean }

type AccountDialogProps = Omit<ComponentProps<typeof DialogContent>, 'children' | 'title'> & {
  /** The running account-dialog actor (started by the caller). */
  actor: AccountDialogActor
  /**
   * Renders the app's captcha widget in the register form and in the two CPF lookups (pre-register,
   * forgotten e-mail step 0); it reports its token (null when expired). Each form has its own: a token is
   * spent by the request that carries it.
   */
  captcha?: CaptchaRender
  /**
   * Starts a professional- or social-network flow: 'Cadastrar com …' on the define form (register),
   * 'Entrar com …' on the login form (login). Without it those buttons are not shown.
   */
  onSocial?: (provider: SocialProvider, action: 'register' | 'login') => void
  /**
   * The other sign-ins this site offers (docs/identity.md): `onSso` goes to the single sign-on, `onMicrosoft`
   * opens the Microsoft pop-up (in the click), `retail` shows the retail partner's employee form. Each button
   * appears only when given.
   */
  providers?: AccountProviders
  /** Offered on the userExists screen for people who lost access. */
  supportEmail: string
  /** The terms of use, linked from the register form's acceptance checkbox (opens in a new tab). */
  termsHref?: string
  /**
   * The catalogue the dialog speaks from: the site's brand wording of core's texts (its `account.*`, the
   * error codes' `errors.*` and `clientErrors.*`). Default: core's pt-BR.
   */
  messages?: AccountCatalogue & AccountTextMessages
  /** Overrides of any text, form by form, over `messages`. */
  labels?: AccountLabels
}

function titleOf(
  form: AccountFormName,
  dialog: AccountDialogApi,
  labels: AccountLabels | undefined,
): ReactNode {
  const t = <K extends keyof AccountLabels>(key: K) => ({ ...accountTexts[key], ...labels?.[key] })
  switch (form) {
    case 'insertCpf':
      return t('insertCpf').greeting(titleCase(dialog.huntingName ?? ''))
    case 'welcome':
      return t('welcome').title(dialog.welcomeName ?? '')
    case 'internal': {
      const internal = { ...internalTexts, ...labels?.internal }
      if (dialog.internal.screen === 'firstAccess')
        return { ...internalTexts.firstAccess, ...labels?.internal?.firstAccess }.title
      const name = dialog.internal.greetingName
      return name ? internal.greeting(name) : internal.title
    }
    default:
      return t(form).title
  }
}

const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]):not([tabindex="-1"])',
  'button:not([disabled]):not([tabindex="-1"])',
  'a[href]',
].join(', ')

/**
 * The account dialog: one form at a time, as the machine says. Closing (X, Esc, backdrop) sends
 * `dialog.close`. Moving to another form puts the focus on its first field; a server error is announced
 * (role=alert) and keeps everything typed.
 */
function AccountDialog({
  actor,
  captcha,
  onSocial,
  providers,
  supportEmail,
  termsHref,
  messages,
  labels: labelOverrides,
  className,
  ...props
}: AccountDialogProps) {
  const labels: AccountLabels = useMemo(
    () => withLabels(messages ? accountTextsFor(messages) : accountTexts, labelOverrides),
    [messages, labelOverrides],
  )
  const snapshot = useSelector(actor, (s) => s)
  const dialog = connectAccountDialog(snapshot, actor.send, messages)
  const { open, form, screenKey: key, state, busy } = dialog
  const bodyRef = useRef<HTMLDivElement>(null)
  const shownKey = useRef<string | null>(null)

  // The dialog's own autofocus handles the first form; later switches move the focus here.
  useEffect(() => {
    if (open && key && shownKey.current !== null && shownKey.current !== key) {
      bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
    }
    shownKey.current = open ? key : null
  }, [open, key])

  const show = (target: SwitchableForm) => () => dialog.show(target)

  let body: ReactNode = null
  switch (form) {
    case 'define':
      body = (
        <AccountDefineForm
          labels={labels?.define}
          onSocial={onSocial ? (provider) => onSocial(provider, 'register') : undefined}
          onEmail={show('preRegister')}
          onLogin={show('login')}
        />
      )
      if (providers)
        body = (
          <>
            {body}
            <AccountProviderButtons
              action="register"
              onSso={providers.onSso}
              onMicrosoft={providers.onMicrosoft}
            />
          </>
        )
      break
    case 'login': {
      // One fragment with fixed slots: the entries below may appear later (the company's internal recruitment
      // is read asynchronously) without remounting the form, which would lose the focus and what was typed.
      body = (
        <>
          <AccountLoginForm
            labels={labels?.login}
            {...state}
            busy={busy}
            defaultEmail={dialog.email}
            onSubmit={dialog.submitLogin}
            onForgotPassword={show('password')}
            onForgotEmail={show('forgotUser')}
            onSignUp={show('define')}
            onSocial={onSocial ? (provider) => onSocial(provider, 'login') : undefined}
            registerOffer={dialog.registerOffer}
          />
          {/* The internal access entry: only when the company has internal recruitment. */}
          {dialog.hasInternalAccess ? (
            <div
              data-slot="account-internal-entry"
              className="mt-3 flex justify-center border-t border-border pt-3"
            >
              <SwitchButton onClick={show('internal')}>
                {labels?.internal?.entry ?? internalTexts.entry}
              </SwitchButton>
            </div>
          ) : null}
          {/* The other sign-ins: single sign-on, Microsoft, the retail partner's employees. */}
          {providers ? (
            <AccountProviderButtons
              action="login"
              onSso={providers.onSso}
              onMicrosoft={providers.onMicrosoft}
              onRetail={providers.retail ? dialog.showRetailLogin : undefined}
              disabled={state.loading}
            />
          ) : null}
        </>
      )
      break
    }
    case 'insertCpf':
      body = (
        <AccountInsertCpfForm
          labels={labels?.insertCpf}
          {...state}
          defaultDocument={dialog.document}
          onSubmit={dialog.submitInsertCpf}
        />
      )
      break
    case 'preRegister':
      body = (
        <AccountPreRegisterForm
          labels={labels?.preRegister}
          {...state}
          defaultDocument={dialog.document}
          captcha={captcha}
          onSubmit={dialog.submitPreRegister}
          onLogin={show('login')}
        />
      )
      break
    case 'userExists':
      body = (
        <AccountUserExists labels={labels?.userExists} supportEmail={supportEmail} onLogin={show('login')} />
      )
      break
    case 'register':
      body = (
        <AccountRegisterForm
          labels={labels?.register}
          {...state}
          busy={busy}
          defaultDocument={dialog.document}
          captcha={captcha}
          termsHref={termsHref}
          onSubmit={dialog.submitRegister}
          onLogin={show('login')}
        />
      )
      break
    case 'document':
      body = (
        <AccountDocumentForm
          labels={labels?.document}
          {...state}
          defaultDocument={dialog.document}
          onSubmit={dialog.submitDocument}
        />
      )
      break
    case 'password':
      body = (
        <AccountForgotPasswordForm
          labels={labels?.password}
          {...state}
          sent={dialog.passwordRecoverySent}
          defaultEmail={dialog.email}
          onSubmit={dialog.submitPasswordRecovery}
          onBackToLogin={show('login')}
        />
      )
      break
    case 'forgotUser':
      body = (
        <ForgotUserStep
          dialog={dialog}
          captcha={captcha}
          labels={labels}
          state={state}
          backToLogin={show('login')}
        />
      )
      break
    case 'changePassword': {
      const ask = dialog.changePassword.askCurrentPassword
      body = dialog.changePassword.checking ? (
        <AccountSearching label={labels?.changePassword?.checking ?? accountTexts.changePassword.checking} />
      ) : (
        <AccountChangePasswordForm
          key={ask ? 'withCurrent' : 'newOnly'}
          askCurrentPassword={ask}
          labels={labels?.changePassword}
          {...state}
          onSubmit={dialog.submitChangePassword}
        />
      )
      break
    }
    case 'internal':
      body = <InternalAccess dialog={dialog} labels={labels} />
      break
    case 'retailLogin':
      body = (
        <AccountRetailLoginForm
          labels={labels?.retailLogin}
          {...state}
          onSubmit={dialog.submitRetailLogin}
          onBack={show('login')}
        />
      )
      break
    case 'welcome':
      body = <AccountWelcome name={dialog.welcomeName} greeting={labels?.welcome?.title} />
      break
    default:
      body = null
  }

  // A provider's code being exchanged (the professional network's return, the SSO, Microsoft): nothing to
  // type or choose until the answer, so the kit's loading modal stands in for the dialog — no close button,
  // Esc or backdrop (docs/decisions.md, "The loading modal"). The exchange's own time-out ends it.
  if (form === 'searching' || form === 'providerSignIn')
    return (
      <LoadingModal
        data-slot="account-dialog-loading"
        data-form={form}
        label={
          form === 'searching'
            ? (labels?.searching?.title ?? accountTexts.searching.title)
            : (labels?.providerSignIn?.title ?? providerTexts.signingIn)
        }
      />
    )

  const title = form ? titleOf(form, dialog, labels) : null

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : dialog.close())}>
      <DialogContent
        data-slot="account-dialog"
        data-form={key ?? undefined}
        aria-describedby={undefined}
        className={cn(className)}
        {...props}
      >
        <DialogHeader>
          {form === 'welcome' ? (
            // The welcome animation greets aloud (role=status); the title names the dialog only.
            <VisuallyHidden asChild>
              <DialogTitle data-slot="account-dialog-title">{title}</DialogTitle>
            </VisuallyHidden>
          ) : (
            <DialogTitle data-slot="account-dialog-title">{title}</DialogTitle>
          )}
        </DialogHeader>
        <div key={key ?? 'closed'} ref={bodyRef} data-slot="account-dialog-body">
          {body}
        </div>
      </DialogContent>
    </Dialog>
  )
}

type ForgotUserStepProps = {
  dialog: AccountDialogApi
  captcha: CaptchaRender | undefined
  labels: AccountLabels | undefined
  state: AccountDialogApi['state']
  backToLogin: () => void
}

/** Forgot e-mail, steps 0 to 3. */
function ForgotUserStep({ dialog, captcha, labels, state, backToLogin }: ForgotUserStepProps) {
  const { forgotUser } = dialog
  const texts = labels?.forgotUser
  switch (forgotUser.step) {
    case 0:
      return (
        <AccountForgotUserCpfForm
          labels={texts}
          {...state}
          captcha={captcha}
          onSubmit={dialog.submitForgotUserCpf}
          onRegister={forgotUser.onRegister}
          onBackToLogin={backToLogin}
        />
      )
    case 1:
      return (
        <AccountForgotUserChooseForm
          labels={texts}
          {...state}
          users={forgotUser.users}
          onSubmit={dialog.selectRecoveryUser}
        />
      )
    case 2:
      return (
        <AccountSmsCodeForm
          labels={texts}
          {...state}
          canSubmit={forgotUser.canSubmitCode}
          resendSecondsAt={forgotUser.resendSecondsAt}
          resendKey={forgotUser.resendKey}
          onResend={dialog.resendCode}
          onSubmit={dialog.submitCode}
        />
      )
    default:
      return <AccountNewEmailForm labels={texts} {...state} onSubmit={dialog.submitNewEmail} />
  }
}

type InternalAccessProps = {
  dialog: AccountDialogApi
  labels: AccountLabels | undefined
}

/** The internal access: loading, the sign-in by the company's login type, or the first access. */
function InternalAccess({ dialog, labels }: InternalAccessProps) {
  const { screen, recruitment, forcedUser, defaultIdentifier, identifierError } = dialog.internal
  const texts = labels?.internal
  if (screen === 'loading' || !recruitment)
    return <AccountSearching label={texts?.loading ?? internalTexts.loading} />
  const common = {
    ...dialog.state,
    labels: texts,
    recruitment,
    forcedUser,
    defaultIdentifier,
    identifierError,
  }
  if (screen === 'firstAccess')
    return (
      <AccountInternalFirstAccessForm
        {...common}
        onSubmit={dialog.submitFirstAccess}
        onBack={() => dialog.show('internal')}
      />
    )
  return (
    <AccountInternalSignInForm
      {...common}
      onSubmit={dialog.submitInternal}
      onFirstAccess={dialog.startFirstAccess}
      onBack={() => dialog.show('login')}
    />
  )
}

export { AccountDialog }
export type { AccountDialogActor, AccountDialogProps, AccountProviders }
export type { AccountLabels } from './account-form-parts'
