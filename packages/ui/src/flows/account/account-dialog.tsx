// The account dialog: renders the form the account-dialog machine is in, inside the modal Dialog, and turns
// the forms' callbacks into the machine's events. The app creates the actor with its real actors; Storybook
// with fakes.
import {
  codeSentAt,
  accountErrorText,
  busyAnnouncement,
  busyCountdownText,
  accountNoticeText,
  accountWelcomeName,
  asksCurrentPassword,
  canResendCode,
  canSubmitCode,
  currentAccountForm,
  forgotUserStep,
  hasInternalAccess,
  huntingName,
  internalGreetingName,
  internalIdentifier,
  internalIdentifierError,
  internalRecruitmentOf,
  internalScreen,
  isInternalForcedUser,
  isAccountDialogLoading,
  isAccountDialogOpen,
  isCheckingPassword,
  isPasswordRecoverySent,
  isRegisterOfferOpen,
  loginEmail,
  prefilledDocument,
  recoveryUsers,
  resendSecondsLeft,
  signUpPayloadFromForm,
  type AccountFormName,
  type AccountTextMessages,
  type accountDialogMachine,
  type SwitchableForm,
} from '@carreiras/core'
import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
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
type AccountDialogSnapshot = SnapshotFrom<typeof accountDialogMachine>

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

/** The key of what is on screen: a new key is a new form (forgot e-mail: one per step). */
function screenKey(form: AccountFormName | null, snapshot: AccountDialogSnapshot): string | null {
  if (form === 'forgotUser') return `forgotUser${forgotUserStep(snapshot) ?? 0}`
  // The form appears once the platform said whether to ask the current password: focus its first field.
  if (form === 'changePassword' && isCheckingPassword(snapshot)) return 'changePasswordChecking'
  // The internal access: loading, sign-in and first access are three screens (focus moves between them).
  if (form === 'internal') return `internal-${internalScreen(snapshot) ?? 'signIn'}`
  return form
}

function titleOf(
  form: AccountFormName,
  snapshot: AccountDialogSnapshot,
  labels: AccountLabels | undefined,
): ReactNode {
  const t = <K extends keyof AccountLabels>(key: K) => ({ ...accountTexts[key], ...labels?.[key] })
  switch (form) {
    case 'insertCpf':
      return t('insertCpf').greeting(titleCase(huntingName(snapshot) ?? ''))
    case 'welcome':
      return t('welcome').title(accountWelcomeName(snapshot) ?? '')
    case 'internal': {
      const internal = { ...internalTexts, ...labels?.internal }
      if (internalScreen(snapshot) === 'firstAccess')
        return { ...internalTexts.firstAccess, ...labels?.internal?.firstAccess }.title
      const name = internalGreetingName(snapshot)
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
  const open = isAccountDialogOpen(snapshot)
  const form = currentAccountForm(snapshot)
  const key = screenKey(form, snapshot)
  const bodyRef = useRef<HTMLDivElement>(null)
  const shownKey = useRef<string | null>(null)

  // The dialog's own autofocus handles the first form; later switches move the focus here.
  useEffect(() => {
    if (open && key && shownKey.current !== null && shownKey.current !== key) {
      bodyRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus()
    }
    shownKey.current = open ? key : null
  }, [open, key])

  const send = actor.send
  const show = (target: SwitchableForm) => () => send({ type: 'form.show', form: target })
  const state = {
    loading: isAccountDialogLoading(snapshot),
    error: accountErrorText(snapshot, messages),
    notice: accountNoticeText(snapshot, messages),
  }
  // Sign-in and sign-up only: the countdown after a busy platform (429) and its polite announcements.
  const busy = {
    countdown: busyCountdownText(snapshot, messages),
    announcement: busyAnnouncement(snapshot, messages),
  }

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
      const offer = isRegisterOfferOpen(snapshot)
      // One fragment with fixed slots: the entries below may appear later (the company's internal recruitment
      // is read asynchronously) without remounting the form, which would lose the focus and what was typed.
      body = (
        <>
          <AccountLoginForm
            labels={labels?.login}
            {...state}
            busy={busy}
            defaultEmail={loginEmail(snapshot)}
            onSubmit={(values) => send({ type: 'login.submit', ...values })}
            onForgotPassword={show('password')}
            onForgotEmail={show('forgotUser')}
            onSignUp={show('define')}
            onSocial={onSocial ? (provider) => onSocial(provider, 'login') : undefined}
            registerOffer={
              offer
                ? {
                    onAccept: () => send({ type: 'offer.accept' }),
                    onDecline: () => send({ type: 'offer.decline' }),
                  }
                : null
            }
          />
          {/* The internal access entry: only when the company has internal recruitment. */}
          {hasInternalAccess(snapshot) ? (
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
              onRetail={
                providers.retail ? () => send({ type: 'providerForm.show', form: 'retailLogin' }) : undefined
              }
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
          defaultDocument={prefilledDocument(snapshot)}
          onSubmit={(values) => send({ type: 'insertCpf.submit', ...values })}
        />
      )
      break
    case 'preRegister':
      body = (
        <AccountPreRegisterForm
          labels={labels?.preRegister}
          {...state}
          defaultDocument={prefilledDocument(snapshot)}
          captcha={captcha}
          onSubmit={({ captchaToken, ...values }) =>
            send({ type: 'preRegister.submit', ...values, ...captchaOf(captchaToken) })
          }
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
          defaultDocument={prefilledDocument(snapshot)}
          captcha={captcha}
          termsHref={termsHref}
          onSubmit={(values) => send({ type: 'register.submit', payload: signUpPayloadFromForm(values) })}
          onLogin={show('login')}
        />
      )
      break
    case 'document':
      body = (
        <AccountDocumentForm
          labels={labels?.document}
          {...state}
          defaultDocument={prefilledDocument(snapshot)}
          onSubmit={(values) => send({ type: 'document.submit', ...values })}
        />
      )
      break
    case 'password':
      body = (
        <AccountForgotPasswordForm
          labels={labels?.password}
          {...state}
          sent={isPasswordRecoverySent(snapshot)}
          defaultEmail={loginEmail(snapshot)}
          onSubmit={(values) => send({ type: 'password.submit', ...values })}
          onBackToLogin={show('login')}
        />
      )
      break
    case 'forgotUser':
      body = (
        <ForgotUserStep
          snapshot={snapshot}
          send={send}
          captcha={captcha}
          labels={labels}
          state={state}
          backToLogin={show('login')}
        />
      )
      break
    case 'changePassword': {
      const ask = asksCurrentPassword(snapshot)
      body = isCheckingPassword(snapshot) ? (
        <AccountSearching label={labels?.changePassword?.checking ?? accountTexts.changePassword.checking} />
      ) : (
        <AccountChangePasswordForm
          key={ask ? 'withCurrent' : 'newOnly'}
          askCurrentPassword={ask}
          labels={labels?.changePassword}
          {...state}
          onSubmit={(values) => send({ type: 'changePassword.submit', ...values })}
        />
      )
      break
    }
    case 'internal':
      body = (
        <InternalAccess snapshot={snapshot} send={send} labels={labels} messages={messages} state={state} />
      )
      break
    case 'retailLogin':
      body = (
        <AccountRetailLoginForm
          labels={labels?.retailLogin}
          {...state}
          onSubmit={(values) => send({ type: 'retailLogin.submit', ...values })}
          onBack={show('login')}
        />
      )
      break
    case 'welcome':
      body = <AccountWelcome name={accountWelcomeName(snapshot)} greeting={labels?.welcome?.title} />
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

  const title = form ? titleOf(form, snapshot, labels) : null

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : send({ type: 'dialog.close' }))}>
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

/** The token a lookup form solved, for its submit event (none when the form shows no captcha). */
const captchaOf = (token: string): { captcha?: string } => (token ? { captcha: token } : {})

type ForgotUserStepProps = {
  snapshot: AccountDialogSnapshot
  send: AccountDialogActor['send']
  captcha: CaptchaRender | undefined
  labels: AccountLabels | undefined
  state: { loading: boolean; error: string | null; notice: string | null }
  backToLogin: () => void
}

/** Forgot e-mail, steps 0 to 3. */
function ForgotUserStep({ snapshot, send, captcha, labels, state, backToLogin }: ForgotUserStepProps) {
  const step = forgotUserStep(snapshot) ?? 0
  const texts = labels?.forgotUser
  switch (step) {
    case 0:
      return (
        <AccountForgotUserCpfForm
          labels={texts}
          {...state}
          captcha={captcha}
          onSubmit={({ cpf, captchaToken }) =>
            send({ type: 'forgotUser.submitCpf', cpf, ...captchaOf(captchaToken) })
          }
          onRegister={isRegisterOfferOpen(snapshot) ? () => send({ type: 'offer.accept' }) : null}
          onBackToLogin={backToLogin}
        />
      )
    case 1:
      return (
        <AccountForgotUserChooseForm
          labels={texts}
          {...state}
          users={recoveryUsers(snapshot)}
          onSubmit={(userId) => send({ type: 'forgotUser.selectUser', userId })}
        />
      )
    case 2: {
      const ready = canResendCode(snapshot)
      return (
        <AccountSmsCodeForm
          labels={texts}
          {...state}
          canSubmit={(code) => canSubmitCode(snapshot, code)}
          resendSecondsAt={(now) => resendSecondsLeft(snapshot, now)}
          resendKey={ready ? 'ready' : String(codeSentAt(snapshot))}
          onResend={() => send({ type: 'code.resend' })}
          onSubmit={(values) => send({ type: 'code.submit', ...values })}
        />
      )
    }
    default:
      return (
        <AccountNewEmailForm
          labels={texts}
          {...state}
          onSubmit={(values) => send({ type: 'forgotUser.submitEmail', ...values })}
        />
      )
  }
}

type InternalAccessProps = {
  snapshot: AccountDialogSnapshot
  send: AccountDialogActor['send']
  labels: AccountLabels | undefined
  messages: AccountTextMessages | undefined
  state: { loading: boolean; error: string | null; notice: string | null }
}

/** The internal access: loading, the sign-in by the company's login type, or the first access. */
function InternalAccess({ snapshot, send, labels, messages, state }: InternalAccessProps) {
  const screen = internalScreen(snapshot)
  const recruitment = internalRecruitmentOf(snapshot)
  const texts = labels?.internal
  if (screen === 'loading' || !recruitment)
    return <AccountSearching label={texts?.loading ?? internalTexts.loading} />
  const common = {
    ...state,
    labels: texts,
    recruitment,
    forcedUser: isInternalForcedUser(snapshot),
    defaultIdentifier: internalIdentifier(snapshot),
    identifierError: internalIdentifierError(snapshot, messages),
  }
  if (screen === 'firstAccess')
    return (
      <AccountInternalFirstAccessForm
        {...common}
        onSubmit={({ identifier, password }) => send({ type: 'firstAccess.submit', identifier, password })}
        onBack={() => send({ type: 'form.show', form: 'internal' })}
      />
    )
  return (
    <AccountInternalSignInForm
      {...common}
      onSubmit={(values) => send({ type: 'internal.submit', ...values })}
      onFirstAccess={() => send({ type: 'internal.firstAccess' })}
      onBack={() => send({ type: 'form.show', form: 'login' })}
    />
  )
}

export { AccountDialog }
export type { AccountDialogActor, AccountDialogProps, AccountProviders }
export type { AccountLabels } from './account-form-parts'
