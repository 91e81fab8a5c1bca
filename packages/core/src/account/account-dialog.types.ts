// The account dialog's types (docs/identity.md, "The account dialog's machines"): what the router holds,
// what its children (sign-in, sign-up, recovery, forgot e-mail, internal access, providers) start with and
// hand back, the events the app and the screens send, and the state the connect layer reads.
import type { StateValue } from 'xstate'
import type { InternalRecruitment } from '../internal-recruitment/internal-recruitment'
import type { MicrosoftAccount } from '../identity-providers/identity-providers'
import type { StoredSession } from '../session/session.schema'
import type { AccountMessageCode, SignUpPayload, SocialProfile } from './account.schema'

/** The retail partner's employee form, reached from the login form by `providerForm.show`. */
export type ProviderForm = 'retailLogin'

/** The forms a caller may open directly (the others are reached from inside the dialog). */
export type OpenableForm =
  'define' | 'login' | 'preRegister' | 'register' | 'password' | 'forgotUser' | 'changePassword' | 'internal'
export type SwitchableForm =
  'define' | 'login' | 'preRegister' | 'register' | 'password' | 'forgotUser' | 'internal'

/**
 * The internal access under way (docs/identity.md, "Internal access on the site"): the forced user id of the
 * internal platform login (`/acesso-interno?user_id=`), the name the platform greeted, the identifier typed,
 * and the password of the attempt (memory only; cleared after each answer and on close).
 */
export interface InternalAttempt {
  userId: number | null
  name: string | null
  identifier: string
  password: string | null
  keepLogged: boolean
}

/** What isEmployer answers. */
export interface EmployerCheck {
  isEmployer: boolean
  hasPassword: boolean
  name: string | null
}

/** A user found by CPF for the forgot-e-mail flow, e-mail and phone censored by the platform. */
export interface RecoveryUser {
  id: number
  name: string
  email: string
  phone?: string | null
  avatar?: string | null
}

export type Recovery = { token: string } | { userId: number } | null

export interface DocumentValue {
  document: string
  foreigner: boolean
}

/**
 * Where a child machine starts: the form (or the step inside it) the router opened. Each child reads only
 * its own entries.
 */
export type FlowEntry =
  // sign-in
  | 'login'
  | 'searching'
  | 'socialSignIn'
  // sign-up
  | 'insertCpf'
  | 'preRegister'
  | 'register'
  | 'document'
  // recovery
  | 'password'
  | 'changePassword'
  // forgot e-mail
  | 'forgotUser'
  // internal access
  | 'internal'
  | 'firstAccess'
  // providers
  | 'sso'
  | 'microsoft'
  | 'retailLogin'

/**
 * The dialog's state as the screens know it: the router's context merged with the running child's
 * (`accountDialogView`). Fields a child does not hold keep the router's value.
 */
export interface AccountDialogContext {
  nextRoute: string | null
  /** The path whose route opened the dialog: navigating there again does not close it. */
  openedOnPath: string | null
  /** What went wrong, as a code; the connect layer gives its text. */
  error: AccountMessageCode | null
  /** A confirmation ('Enviamos para seu e-mail…'), as a code. */
  notice: AccountMessageCode | null
  /** Pre-fills the login form's e-mail. */
  email: string
  /** Pre-fills the register form's document (pre-register, insert-cpf, forgot e-mail). */
  document: DocumentValue | null
  social: SocialProfile | null
  hunting: { name: string; code: string } | null
  recovery: Recovery
  recoveryUsers: RecoveryUser[]
  selectedUserId: number | null
  smsCode: string | null
  codeSentAt: number | null
  /** The e-mail and password of the attempt under way (memory only; cleared on close). */
  attempt: { email: string; password: string; keepLogged: boolean } | null
  /** The sign-up under way (memory only; cleared on close): sent again after a BUSY countdown. */
  registerAttempt: SignUpPayload | null
  /**
   * The platform was busy (429, docs/decisions.md, "Too many sign-ins at once"): the countdown's first and
   * remaining seconds, and whether its one automatic attempt was made. Null otherwise.
   */
  busy: { seconds: number; remaining: number; retried: boolean } | null
  /**
   * The change-password form asks for the current password: a signed-in change of an account that has one
   * (docs/decisions.md, "Changing the password while signed in"); never from a recovery link.
   */
  askCurrentPassword: boolean
  welcomeName: string | null
  welcomeTarget: string | null
  /** What the professional-network return asked for. */
  socialAction: 'register' | 'login' | null
  /**
   * The brand company's internal recruitment: undefined until the app has read it, null when the company has
   * none. Not reset on close, so closing and reopening the dialog keep it.
   */
  internalRecruitment?: InternalRecruitment | null
  internal: InternalAttempt
}

/** The running child as the router mirrors it (its value, tags and context), or null outside a flow. */
export interface FlowView {
  value: StateValue
  tags: string[]
  context: Partial<AccountDialogContext>
}

/** The router's own context: what outlives a child (shared pre-fills, the route, the welcome). */
export type AccountRouterContext = Pick<
  AccountDialogContext,
  | 'nextRoute'
  | 'openedOnPath'
  | 'error'
  | 'notice'
  | 'email'
  | 'document'
  | 'social'
  | 'hunting'
  | 'recovery'
  | 'welcomeName'
  | 'welcomeTarget'
  | 'socialAction'
  | 'internalRecruitment'
  | 'internal'
> & {
  /** Where the next child starts. */
  entry: FlowEntry | null
  flow: FlowView | null
}

/** What every child is started with (each keeps the part it needs). */
export interface FlowInput {
  entry: FlowEntry | null
  nextRoute: string | null
  error: AccountMessageCode | null
  notice: AccountMessageCode | null
  email: string
  document: DocumentValue | null
  social: SocialProfile | null
  hunting: { name: string; code: string } | null
  recovery: Recovery
  socialAction: 'register' | 'login' | null
  internalRecruitment?: InternalRecruitment | null
  internal: InternalAttempt
  /** The SSO's or the professional network's one-time code (read once by the first call; never kept). */
  code?: string
  /** The Microsoft pop-up's account (read once by the first call; never kept). */
  account?: MicrosoftAccount
}

/** How a child ends: a session (the welcome), another form, or a closed dialog with its effects. */
export type FlowOutput =
  | { kind: 'welcome'; record: StoredSession; target: string | null; forgetFirstName?: boolean }
  | {
      kind: 'show'
      entry: FlowEntry
      error?: AccountMessageCode | null
      notice?: AccountMessageCode | null
      internal?: InternalAttempt
    }
  /** `alert`: the password-changed alert first; `home`: then to /; `reload`: signed in, then reload /. */
  | { kind: 'close'; effect?: 'alert' | 'home' | 'reload'; record?: StoredSession }

/** What a child tells the router while it runs (sendParent). */
export type FlowToRouterEvent =
  /** A pre-fill the next form shows (the login's e-mail, the document, the network's profile). */
  | { type: 'flow.remember'; email?: string; document?: DocumentValue | null; social?: SocialProfile | null }
  /** A sign-up was sent: its first name is kept (docs/decisions.md, "The first name of an earlier sign-up"). */
  | { type: 'flow.storeAttemptFirstName'; firstName: string }

export type AccountDialogEvent =
  | {
      type: 'dialog.open'
      form: OpenableForm
      nextRoute?: string | null
      /** Set when a route opens the form (protected redirect, /password-recovery...). */
      path?: string | null
      recovery?: Recovery
      /** A note shown above the form (e.g. the change-password form offered to an invited person). */
      notice?: AccountMessageCode
      /** The internal form's forced user id (`/acesso-interno?user_id=`): names the person, never signs in. */
      userId?: number | null
    }
  | { type: 'insertCpf.open'; name: string; code: string; path?: string | null }
  | { type: 'dialog.close' }
  | { type: 'navigation.changed'; path: string }
  /** The session machine began a sign-out (declined terms, 'Sair', a removed account). */
  | { type: 'session.ended' }
  | { type: 'form.show'; form: SwitchableForm }
  | { type: 'login.submit'; email: string; password: string; keepLogged: boolean }
  | { type: 'offer.accept' }
  | { type: 'offer.decline' }
  /** `captcha`: the form's solved captcha, spent by the lookup (docs/decisions.md, "The CPF lookup"). */
  | { type: 'preRegister.submit'; document: string; foreigner: boolean; captcha?: string }
  | { type: 'insertCpf.submit'; document: string; foreigner: boolean }
  | { type: 'register.submit'; payload: SignUpPayload }
  | { type: 'document.submit'; document: string; foreigner: boolean }
  | { type: 'password.submit'; email: string }
  | { type: 'forgotUser.submitCpf'; cpf: string; captcha?: string }
  | { type: 'forgotUser.selectUser'; userId: number }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'forgotUser.submitEmail'; email: string }
  /** `currentPassword`: when the form asks for it; read from the event, never kept in context. */
  | { type: 'changePassword.submit'; password: string; currentPassword?: string }
  | { type: 'social.returned'; code: string; action: 'register' | 'login'; path?: string | null }
  | { type: 'social.succeeded'; action: 'register' | 'login'; profile: SocialProfile }
  | { type: 'social.failed' }
  // The other sign-ins (docs/identity.md): the SSO's return (its code, on the page the person left), the
  // Microsoft pop-up's account, the retail partner's employee form.
  | { type: 'sso.returned'; code: string; path?: string | null; nextRoute?: string | null }
  | { type: 'sso.failed'; path?: string | null; nextRoute?: string | null }
  | { type: 'microsoft.succeeded'; account: MicrosoftAccount }
  | { type: 'microsoft.failed' }
  | { type: 'providerForm.show'; form: ProviderForm }
  | { type: 'retailLogin.submit'; login: string; password: string }
  /** The app read the company's internal recruitment (null: none). */
  | { type: 'internal.configured'; recruitment: InternalRecruitment | null }
  | { type: 'internal.submit'; identifier: string; password: string; keepLogged: boolean }
  /** 'Primeiro acesso? Crie sua senha'. */
  | { type: 'internal.firstAccess' }
  | { type: 'firstAccess.submit'; identifier: string; password: string }

/** One event of the external API, by its type. */
export type AccountEventOf<T extends AccountDialogEvent['type']> = Extract<AccountDialogEvent, { type: T }>
