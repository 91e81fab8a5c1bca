// The account dialog's connect layer (zag's split; docs/identity.md, "The account dialog's machines"): a
// snapshot of the router, its `send` and the catalogue become everything the dialog shows or calls. The
// router runs one child per region, so `snapshot.matches` no longer sees the forms: this layer (through the
// selectors' merged view) is the only reader. Texts come from `messages` (a brand's wording of core's
// catalogue), never from the context, which holds codes only.
import type { InternalRecruitment } from '../internal-recruitment/internal-recruitment'
import { ptBR } from '../messages/pt-BR'
import {
  accountErrorText,
  accountNoticeText,
  accountWelcomeName,
  asksCurrentPassword,
  busyAnnouncement,
  busyCountdownText,
  canResendCode,
  canSubmitCode,
  codeSentAt,
  currentAccountForm,
  forgotUserStep,
  hasInternalAccess,
  huntingName,
  internalGreetingName,
  internalIdentifier,
  internalIdentifierError,
  internalRecruitmentOf,
  internalScreen,
  isAccountDialogLoading,
  isAccountDialogOpen,
  isCheckingPassword,
  isInternalForcedUser,
  isPasswordRecoverySent,
  isRegisterOfferOpen,
  loginEmail,
  prefilledDocument,
  recoveryUsers,
  resendSecondsLeft,
  type AccountDialogSnapshot,
  type AccountFormName,
} from './account-dialog.selectors'
import type { AccountDialogEvent, DocumentValue, RecoveryUser, SwitchableForm } from './account-dialog.types'
import { signUpPayloadFromForm, type AccountTextMessages, type RegisterForm } from './account.schema'

type Send = (event: AccountDialogEvent) => void

export interface DocumentValues {
  document: string
  foreigner: boolean
}

/** The forms' shared state: the spinner, the error (role=alert) and the note, as texts. */
export interface AccountFormState {
  loading: boolean
  error: string | null
  notice: string | null
}

export interface AccountDialogApi {
  open: boolean
  /** The form on screen, or null when closed. */
  form: AccountFormName | null
  /** What is on screen: a new key is a new screen (forgot e-mail: one per step; internal: three). */
  screenKey: string | null
  state: AccountFormState
  /** Sign-in and sign-up: the countdown after a busy platform (429) and its polite announcement. */
  busy: { countdown: string | null; announcement: string | null }
  /** The welcome's and the invitation's names (titles). */
  welcomeName: string | null
  huntingName: string | null
  /** Pre-fills: the login's (and forgot password's) e-mail, the document of the sign-up forms. */
  email: string
  document: DocumentValue | null
  /** The company has internal recruitment: the login form offers the internal access. */
  hasInternalAccess: boolean
  /** 'Não encontramos seu usuário. Deseja se cadastrar?' on the login form, or null. */
  registerOffer: { onAccept: () => void; onDecline: () => void } | null
  passwordRecoverySent: boolean
  forgotUser: {
    step: 0 | 1 | 2 | 3
    users: RecoveryUser[]
    /** 'Este CPF não está cadastrado': the register offer, or null. */
    onRegister: (() => void) | null
    canResend: boolean
    /** Changes when the resend countdown starts over (the form restarts its clock). */
    resendKey: string
    resendSecondsAt: (now: number) => number
    canSubmitCode: (code: string) => boolean
  }
  changePassword: { checking: boolean; askCurrentPassword: boolean }
  internal: {
    screen: 'loading' | 'signIn' | 'firstAccess' | null
    recruitment: InternalRecruitment | null
    forcedUser: boolean
    /** 'Olá, Helena!' names the forced user id's person. */
    greetingName: string | null
    defaultIdentifier: string
    identifierError: string | null
  }
  /** Switches to another form ('Esqueci minha senha', 'Voltar'...). */
  show: (form: SwitchableForm) => void
  close: () => void
  submitLogin: (values: { email: string; password: string; keepLogged: boolean }) => void
  showRetailLogin: () => void
  submitInsertCpf: (values: DocumentValues) => void
  /** `captchaToken`: the form's solved captcha (empty: none shown). */
  submitPreRegister: (values: DocumentValues & { captchaToken: string }) => void
  submitRegister: (values: RegisterForm) => void
  submitDocument: (values: DocumentValues) => void
  submitPasswordRecovery: (values: { email: string }) => void
  submitForgotUserCpf: (values: { cpf: string; captchaToken: string }) => void
  selectRecoveryUser: (userId: number) => void
  resendCode: () => void
  submitCode: (values: { code: string }) => void
  submitNewEmail: (values: { email: string }) => void
  submitChangePassword: (values: { password: string; currentPassword?: string }) => void
  submitRetailLogin: (values: { login: string; password: string }) => void
  submitInternal: (values: { identifier: string; password: string; keepLogged: boolean }) => void
  startFirstAccess: () => void
  submitFirstAccess: (values: { identifier: string; password: string }) => void
}

/** The token a lookup form solved, for its submit event (none when the form shows no captcha). */
const captchaOf = (token: string): { captcha?: string } => (token ? { captcha: token } : {})

function screenKeyOf(form: AccountFormName | null, s: AccountDialogSnapshot): string | null {
  if (form === 'forgotUser') return `forgotUser${forgotUserStep(s) ?? 0}`
  // The form appears once the platform said whether to ask the current password: focus its first field.
  if (form === 'changePassword' && isCheckingPassword(s)) return 'changePasswordChecking'
  // The internal access: loading, sign-in and first access are three screens (focus moves between them).
  if (form === 'internal') return `internal-${internalScreen(s) ?? 'signIn'}`
  return form
}

export function connectAccountDialog(
  snapshot: AccountDialogSnapshot,
  send: Send,
  messages: AccountTextMessages = ptBR,
): AccountDialogApi {
  const form = currentAccountForm(snapshot)
  const canResend = canResendCode(snapshot)
  return {
    open: isAccountDialogOpen(snapshot),
    form,
    screenKey: screenKeyOf(form, snapshot),
    state: {
      loading: isAccountDialogLoading(snapshot),
      error: accountErrorText(snapshot, messages),
      notice: accountNoticeText(snapshot, messages),
    },
    busy: {
      countdown: busyCountdownText(snapshot, messages),
      announcement: busyAnnouncement(snapshot, messages),
    },
    welcomeName: accountWelcomeName(snapshot),
    huntingName: huntingName(snapshot),
    email: loginEmail(snapshot),
    document: prefilledDocument(snapshot),
    hasInternalAccess: hasInternalAccess(snapshot),
    registerOffer:
      form === 'login' && isRegisterOfferOpen(snapshot)
        ? {
            onAccept: () => send({ type: 'offer.accept' }),
            onDecline: () => send({ type: 'offer.decline' }),
          }
        : null,
    passwordRecoverySent: isPasswordRecoverySent(snapshot),
    forgotUser: {
      step: forgotUserStep(snapshot) ?? 0,
      users: recoveryUsers(snapshot),
      onRegister: isRegisterOfferOpen(snapshot) ? () => send({ type: 'offer.accept' }) : null,
      canResend,
      resendKey: canResend ? 'ready' : String(codeSentAt(snapshot)),
      resendSecondsAt: (now) => resendSecondsLeft(snapshot, now),
      canSubmitCode: (code) => canSubmitCode(snapshot, code),
    },
    changePassword: {
      checking: isCheckingPassword(snapshot),
      askCurrentPassword: asksCurrentPassword(snapshot),
    },
    internal: {
      screen: internalScreen(snapshot),
      recruitment: internalRecruitmentOf(snapshot),
      forcedUser: isInternalForcedUser(snapshot),
      greetingName: internalGreetingName(snapshot),
      defaultIdentifier: internalIdentifier(snapshot),
      identifierError: internalIdentifierError(snapshot, messages),
    },
    show: (target) => send({ type: 'form.show', form: target }),
    close: () => send({ type: 'dialog.close' }),
    submitLogin: (values) => send({ type: 'login.submit', ...values }),
    showRetailLogin: () => send({ type: 'providerForm.show', form: 'retailLogin' }),
    submitInsertCpf: (values) => send({ type: 'insertCpf.submit', ...values }),
    submitPreRegister: ({ captchaToken, ...values }) =>
      send({ type: 'preRegister.submit', ...values, ...captchaOf(captchaToken) }),
    submitRegister: (values) => send({ type: 'register.submit', payload: signUpPayloadFromForm(values) }),
    submitDocument: (values) => send({ type: 'document.submit', ...values }),
    submitPasswordRecovery: (values) => send({ type: 'password.submit', ...values }),
    submitForgotUserCpf: ({ cpf, captchaToken }) =>
      send({ type: 'forgotUser.submitCpf', cpf, ...captchaOf(captchaToken) }),
    selectRecoveryUser: (userId) => send({ type: 'forgotUser.selectUser', userId }),
    resendCode: () => send({ type: 'code.resend' }),
    submitCode: (values) => send({ type: 'code.submit', ...values }),
    submitNewEmail: (values) => send({ type: 'forgotUser.submitEmail', ...values }),
    submitChangePassword: (values) => send({ type: 'changePassword.submit', ...values }),
    submitRetailLogin: (values) => send({ type: 'retailLogin.submit', ...values }),
    submitInternal: (values) => send({ type: 'internal.submit', ...values }),
    startFirstAccess: () => send({ type: 'internal.firstAccess' }),
    submitFirstAccess: ({ identifier, password }) =>
      send({ type: 'firstAccess.submit', identifier, password }),
  }
}
