// What the account dialog's screens need from a snapshot.
import type { SnapshotFrom } from 'xstate'
import { RESEND_CODE_COUNTDOWN_S } from '../constants'
import { isSmsCodeSubmittable } from '../validation/sms-code'
import { splitFullName } from '../validation/full-name'
import type { accountDialogMachine } from './account-dialog.machine'
import { accountMessageText, type AccountTextMessages } from './account.schema'
import { ptBR } from '../messages/pt-BR'

type AccountDialogSnapshot = SnapshotFrom<typeof accountDialogMachine>

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

export const isAccountDialogOpen = (s: AccountDialogSnapshot) => s.matches('open')

/** The form on screen, or null when closed. */
export function currentAccountForm(s: AccountDialogSnapshot): AccountFormName | null {
  return ACCOUNT_FORMS.find((form) => s.matches({ open: form })) ?? null
}

export const isAccountDialogLoading = (s: AccountDialogSnapshot) => s.hasTag('loading')

/*
 * Too many sign-ins at once (429; docs/decisions.md, "Too many sign-ins at once"): the sign-in and sign-up
 * forms count down and try once more. The visible countdown changes every second; what the polite live
 * region says changes only twice: when the countdown starts, and when the automatic attempt is sent.
 */

/** The form waits out the platform's Retry-After: its button is disabled, nothing typed is lost. */
export const isAccountDialogBusy = (s: AccountDialogSnapshot) => s.hasTag('busy')
/** 'Muitas pessoas estão entrando agora. Tentaremos de novo em N s.' with the seconds left, or null. */
export const busyCountdownText = (s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) =>
  s.hasTag('busy') && s.context.busy ? messages.account.busy.countdown(s.context.busy.remaining) : null
/** The live region's text: the countdown as it started, then 'Tentando de novo…' during the retry. */
export function busyAnnouncement(
  s: AccountDialogSnapshot,
  messages: AccountTextMessages = ptBR,
): string | null {
  const busy = s.context.busy
  if (!busy) return null
  if (s.hasTag('busy')) return messages.account.busy.countdown(busy.seconds)
  if (busy.retried && s.hasTag('loading')) return messages.account.busy.retrying
  return null
}
/** The error's text from the messages (a brand may pass its own); the context keeps only its code. */
export const accountErrorText = (s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) =>
  s.context.error === 'internal.domainRefused'
    ? messages.account.internal.domainRefused(s.context.internalRecruitment?.domains ?? [])
    : s.context.error
      ? accountMessageText(s.context.error, messages)
      : null
export const accountNoticeText = (s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) =>
  s.context.notice ? accountMessageText(s.context.notice, messages) : null
/** 'Não encontramos seu usuário. Deseja se cadastrar?' with yes / no. */
export const isRegisterOfferOpen = (s: AccountDialogSnapshot) =>
  s.matches({ open: { login: 'notFound' } }) || s.matches({ open: { forgotUser: { step0: 'notFound' } } })
export const loginEmail = (s: AccountDialogSnapshot) => s.context.email
/** The route the dialog goes to after a sign-in (kept across a sign-in that leaves the site). */
export const accountNextRoute = (s: AccountDialogSnapshot) => s.context.nextRoute
/** When the last SMS code was sent (the resend countdown starts over with each). */
export const codeSentAt = (s: AccountDialogSnapshot) => s.context.codeSentAt
export const prefilledDocument = (s: AccountDialogSnapshot) => s.context.document
export const accountWelcomeName = (s: AccountDialogSnapshot) => s.context.welcomeName
export const huntingName = (s: AccountDialogSnapshot) => s.context.hunting?.name ?? null
export const isPasswordRecoverySent = (s: AccountDialogSnapshot) => s.matches({ open: { password: 'sent' } })

/** Forgot e-mail step, 0 to 3, or null. */
export function forgotUserStep(s: AccountDialogSnapshot): 0 | 1 | 2 | 3 | null {
  for (const step of [0, 1, 2, 3] as const)
    if (s.matches({ open: { forgotUser: `step${step}` } })) return step
  return null
}
export const recoveryUsers = (s: AccountDialogSnapshot) => s.context.recoveryUsers

/** Seconds left before the code can be resent (0 once allowed), computed from when it was sent. */
export function resendSecondsLeft(s: AccountDialogSnapshot, now: number): number {
  if (!s.matches({ open: { forgotUser: { step2: { resend: 'waiting' } } } })) return 0
  const sentAt = s.context.codeSentAt ?? now
  return Math.max(0, Math.ceil(RESEND_CODE_COUNTDOWN_S - (now - sentAt) / 1000))
}
export const canResendCode = (s: AccountDialogSnapshot) =>
  s.matches({ open: { forgotUser: { step2: { resend: 'ready' } } } })
/** The validate button: enabled at 5 characters or more, not while validating. */
export const canSubmitCode = (s: AccountDialogSnapshot, code: string) =>
  s.matches({ open: { forgotUser: { step2: { code: 'idle' } } } }) && isSmsCodeSubmittable(code)

/**
 * The change-password form shows 'Senha atual': signed in, on an account that has a password (never from a
 * recovery link, nor for the invited person's first password).
 */
export const asksCurrentPassword = (s: AccountDialogSnapshot) =>
  s.context.askCurrentPassword && changePasswordMode(s) !== 'token'
/** The platform is asked whether the account has a password: the form waits for the answer. */
export const isCheckingPassword = (s: AccountDialogSnapshot) =>
  s.matches({ open: { changePassword: 'checking' } })

export type ChangePasswordMode = 'token' | 'userId' | 'plain'
export function changePasswordMode(s: AccountDialogSnapshot): ChangePasswordMode {
  const recovery = s.context.recovery
  if (recovery && 'token' in recovery) return 'token'
  if (recovery && 'userId' in recovery) return 'userId'
  return 'plain'
}

/* The internal access (docs/identity.md, "Internal access on the site"). */

/** The brand company's internal recruitment; null when it has none or it is not known yet. */
export const internalRecruitmentOf = (s: AccountDialogSnapshot) => s.context.internalRecruitment ?? null
/** Whether the dialog offers the internal access entry (the company has internal recruitment). */
export const hasInternalAccess = (s: AccountDialogSnapshot) => Boolean(s.context.internalRecruitment)
/** The internal form's screen: loading (recruitment or forced user), sign-in, or first access. */
export function internalScreen(s: AccountDialogSnapshot): 'loading' | 'signIn' | 'firstAccess' | null {
  if (!s.matches({ open: 'internal' })) return null
  if (s.matches({ open: { internal: 'firstAccess' } })) return 'firstAccess'
  if (s.matches({ open: { internal: 'waiting' } }) || s.matches({ open: { internal: 'identifying' } }))
    return 'loading'
  return 'signIn'
}
/** The forced user id's person (`/acesso-interno?user_id=`): no identifier field, the password only. */
export const isInternalForcedUser = (s: AccountDialogSnapshot) => s.context.internal.userId !== null
/** The first name the forced user id's greeting uses ('Olá, Helena!'), or null. */
export function internalGreetingName(s: AccountDialogSnapshot): string | null {
  const { userId, name } = s.context.internal
  if (userId === null || !name?.trim()) return null
  return splitFullName(name).firstName
}
/** What the person typed as identifier (kept across attempts and into the first access). */
export const internalIdentifier = (s: AccountDialogSnapshot) => s.context.internal.identifier
/** The identifier field's own error (a refused domain): shown under the field, which gets the focus. */
export const internalIdentifierError = (s: AccountDialogSnapshot, messages: AccountTextMessages = ptBR) =>
  s.context.error === 'internal.domainRefused' ? accountErrorText(s, messages) : null
