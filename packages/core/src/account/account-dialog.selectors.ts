// What the account dialog's screens need from a snapshot: the router's state merged with its running child's
// (docs/identity.md, "The account dialog's machines"). The connect layer (account-dialog.connect.ts) is
// built on these; the screens read the connect layer only.
import { matchesState, type SnapshotFrom, type StateValue } from 'xstate'
import { RESEND_CODE_COUNTDOWN_S } from '../constants'
import { isSmsCodeSubmittable } from '../validation/sms-code'
import { splitFullName } from '../validation/full-name'
import type { accountDialogMachine } from './account-dialog.machine'
import type { AccountDialogContext } from './account-dialog.types'
import { accountMessageText, type AccountTextMessages } from './account.schema'
import { ptBR } from '../messages/pt-BR'

export type AccountDialogSnapshot = SnapshotFrom<typeof accountDialogMachine>

/**
 * The dialog as one state: the router's value with its child's in place of the region running it (so
 * `{ open: { login: 'idle' } }` whichever machine holds the login), both machines' tags, and the router's
 * context merged with the child's.
 */
export interface AccountDialogView {
  value: StateValue
  context: AccountDialogContext
  matches(value: StateValue): boolean
  hasTag(tag: string): boolean
}

/** What only a child holds, as it is when no child holds it. */
const BLANK_FLOW: Pick<
  AccountDialogContext,
  | 'recoveryUsers'
  | 'selectedUserId'
  | 'smsCode'
  | 'codeSentAt'
  | 'attempt'
  | 'registerAttempt'
  | 'busy'
  | 'askCurrentPassword'
> = {
  recoveryUsers: [],
  selectedUserId: null,
  smsCode: null,
  codeSentAt: null,
  attempt: null,
  registerAttempt: null,
  busy: null,
  askCurrentPassword: false,
}

const views = new WeakMap<AccountDialogSnapshot, AccountDialogView>()

export function accountDialogView(s: AccountDialogSnapshot): AccountDialogView {
  const known = views.get(s)
  if (known) return known
  const { flow, entry: _entry, ...router } = s.context
  const value: StateValue = flow ? { open: flow.value } : s.value
  const tags = new Set<string>([...s.tags, ...(flow?.tags ?? [])])
  const context = { ...BLANK_FLOW, ...router, ...flow?.context } as AccountDialogContext
  const view: AccountDialogView = {
    value,
    context,
    matches: (pattern) => matchesState(pattern, value),
    hasTag: (tag) => tags.has(tag),
  }
  views.set(s, view)
  return view
}

export const ACCOUNT_FORMS = [
  'define',
  'login',
  'insertCpf',
  'preRegister',
  'userExists',
  'register',
  'password',
  'forgotUser',
  'changePassword',
  'document',
  'searching',
  'welcome',
  'internal',
  'retailLogin',
  'providerSignIn',
] as const
export type AccountFormName = (typeof ACCOUNT_FORMS)[number]

export const isAccountDialogOpen = (s: AccountDialogSnapshot) => accountDialogView(s).matches('open')

/** The form on screen, or null when closed. */
export function currentAccountForm(s: AccountDialogSnapshot): AccountFormName | null {
  return ACCOUNT_FORMS.find((form) => accountDialogView(s).matches({ open: form })) ?? null
}

export const isAccountDialogLoading = (s: AccountDialogSnapshot) => accountDialogView(s).hasTag('loading')

/*
 * Too many sign-ins at once (429; docs/decisions.md, "Too many sign-ins at once"): the sign-in and sign-up
 * forms count down and try once more. The visible countdown changes every second; what the polite live
 * region says changes only twice: when the countdown starts, and when the automatic attempt is sent.
 */

/** The form waits out the platform's Retry-After: its button is disabled, nothing typed is lost. */
export const isAccountDialogBusy = (s: AccountDialogSnapshot) => accountDialogView(s).hasTag('busy')
/** 'Muitas pessoas estão entrando agora. Tentaremos de novo em N s.' with the seconds left, or null. */
export function busyCountdownText(s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) {
  const { busy } = accountDialogView(s).context
  return accountDialogView(s).hasTag('busy') && busy ? messages.account.busy.countdown(busy.remaining) : null
}
/** The live region's text: the countdown as it started, then 'Tentando de novo…' during the retry. */
export function busyAnnouncement(
  s: AccountDialogSnapshot,
  messages: AccountTextMessages = ptBR,
): string | null {
  const busy = accountDialogView(s).context.busy
  if (!busy) return null
  if (accountDialogView(s).hasTag('busy')) return messages.account.busy.countdown(busy.seconds)
  if (busy.retried && accountDialogView(s).hasTag('loading')) return messages.account.busy.retrying
  return null
}
/** The error's text from the messages (a brand may pass its own); the context keeps only its code. */
export function accountErrorText(s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) {
  const { error, internalRecruitment } = accountDialogView(s).context
  if (error === 'internal.domainRefused')
    return messages.account.internal.domainRefused(internalRecruitment?.domains ?? [])
  return error ? accountMessageText(error, messages) : null
}
export function accountNoticeText(s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) {
  const { notice } = accountDialogView(s).context
  return notice ? accountMessageText(notice, messages) : null
}
/** 'Não encontramos seu usuário. Deseja se cadastrar?' with yes / no. */
export const isRegisterOfferOpen = (s: AccountDialogSnapshot) =>
  accountDialogView(s).matches({ open: { login: 'notFound' } }) ||
  accountDialogView(s).matches({ open: { forgotUser: { step0: 'notFound' } } })
export const loginEmail = (s: AccountDialogSnapshot) => accountDialogView(s).context.email
/** The route the dialog goes to after a sign-in (kept across a sign-in that leaves the site; the router's own). */
export const accountNextRoute = (s: AccountDialogSnapshot) => s.context.nextRoute
/** When the last SMS code was sent (the resend countdown starts over with each). */
export const codeSentAt = (s: AccountDialogSnapshot) => accountDialogView(s).context.codeSentAt
export const prefilledDocument = (s: AccountDialogSnapshot) => accountDialogView(s).context.document
export const accountWelcomeName = (s: AccountDialogSnapshot) => accountDialogView(s).context.welcomeName
export const huntingName = (s: AccountDialogSnapshot) => accountDialogView(s).context.hunting?.name ?? null
export const isPasswordRecoverySent = (s: AccountDialogSnapshot) =>
  accountDialogView(s).matches({ open: { password: 'sent' } })

/** Forgot e-mail step, 0 to 3, or null. */
export function forgotUserStep(s: AccountDialogSnapshot): 0 | 1 | 2 | 3 | null {
  for (const step of [0, 1, 2, 3] as const)
    if (accountDialogView(s).matches({ open: { forgotUser: `step${step}` } })) return step
  return null
}
export const recoveryUsers = (s: AccountDialogSnapshot) => accountDialogView(s).context.recoveryUsers

/** Seconds left before the code can be resent (0 once allowed), computed from when it was sent. */
export function resendSecondsLeft(s: AccountDialogSnapshot, now: number): number {
  if (!accountDialogView(s).matches({ open: { forgotUser: { step2: { resend: 'waiting' } } } })) return 0
  const sentAt = accountDialogView(s).context.codeSentAt ?? now
  return Math.max(0, Math.ceil(RESEND_CODE_COUNTDOWN_S - (now - sentAt) / 1000))
}
export const canResendCode = (s: AccountDialogSnapshot) =>
  accountDialogView(s).matches({ open: { forgotUser: { step2: { resend: 'ready' } } } })
/** The validate button: enabled at 5 characters or more, not while validating. */
export const canSubmitCode = (s: AccountDialogSnapshot, code: string) =>
  accountDialogView(s).matches({ open: { forgotUser: { step2: { code: 'idle' } } } }) &&
  isSmsCodeSubmittable(code)

/**
 * The change-password form shows 'Senha atual': signed in, on an account that has a password (never from a
 * recovery link, nor for the invited person's first password).
 */
export const asksCurrentPassword = (s: AccountDialogSnapshot) =>
  accountDialogView(s).context.askCurrentPassword && changePasswordMode(s) !== 'token'
/** The platform is asked whether the account has a password: the form waits for the answer. */
export const isCheckingPassword = (s: AccountDialogSnapshot) =>
  accountDialogView(s).matches({ open: { changePassword: 'checking' } })

export type ChangePasswordMode = 'token' | 'userId' | 'plain'
export function changePasswordMode(s: AccountDialogSnapshot): ChangePasswordMode {
  const recovery = accountDialogView(s).context.recovery
  if (recovery && 'token' in recovery) return 'token'
  if (recovery && 'userId' in recovery) return 'userId'
  return 'plain'
}

/* The internal access (docs/identity.md, "Internal access on the site"). */

/** The brand company's internal recruitment; null when it has none or it is not known yet. */
export const internalRecruitmentOf = (s: AccountDialogSnapshot) =>
  accountDialogView(s).context.internalRecruitment ?? null
/** Whether the dialog offers the internal access entry (the company has internal recruitment). */
export const hasInternalAccess = (s: AccountDialogSnapshot) =>
  Boolean(accountDialogView(s).context.internalRecruitment)
/** The internal form's screen: loading (recruitment or forced user), sign-in, or first access. */
export function internalScreen(s: AccountDialogSnapshot): 'loading' | 'signIn' | 'firstAccess' | null {
  if (!accountDialogView(s).matches({ open: 'internal' })) return null
  if (accountDialogView(s).matches({ open: { internal: 'firstAccess' } })) return 'firstAccess'
  if (
    accountDialogView(s).matches({ open: { internal: 'waiting' } }) ||
    accountDialogView(s).matches({ open: { internal: 'identifying' } })
  )
    return 'loading'
  return 'signIn'
}
/** The forced user id's person (`/acesso-interno?user_id=`): no identifier field, the password only. */
export const isInternalForcedUser = (s: AccountDialogSnapshot) =>
  accountDialogView(s).context.internal.userId !== null
/** The first name the forced user id's greeting uses ('Olá, Helena!'), or null. */
export function internalGreetingName(s: AccountDialogSnapshot): string | null {
  const { userId, name } = accountDialogView(s).context.internal
  if (userId === null || !name?.trim()) return null
  return splitFullName(name).firstName
}
/** What the person typed as identifier (kept across attempts and into the first access). */
export const internalIdentifier = (s: AccountDialogSnapshot) =>
  accountDialogView(s).context.internal.identifier
/** The identifier field's own error (a refused domain): shown under the field, which gets the focus. */
export const internalIdentifierError = (s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) =>
  accountDialogView(s).context.error === 'internal.domainRefused' ? accountErrorText(s, messages) : null
