// What the header, the guard and the terms modal need from a session snapshot.
import type { SnapshotFrom } from 'xstate'
import { greetingName } from '../format/greeting-name'
import { ptBR } from '../messages/pt-BR'
import { splitFullName } from '../validation/full-name'
import type { sessionMachine } from './session.machine'

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>

export const isRestoringSession = (s: SessionSnapshot) => s.matches('restoring') || s.matches('validating')
/**
 * A session restored from storage while the platform checks it: its record (and so its token) is known, so
 * the pages behind the login draw and start their reads beside the check instead of after it; a record the
 * platform refuses signs out, and the guard then sends the visitor to the login (docs/architecture.md,
 * "Protected routes during the session's check").
 */
export const isCheckingStoredSession = (s: SessionSnapshot) => s.matches('validating')
export const isSignedIn = (s: SessionSnapshot) => s.context.isAuth
export const sessionToken = (s: SessionSnapshot) => s.context.record?.token ?? null
export const sessionUserId = (s: SessionSnapshot) => s.context.record?.userId ?? null
/** The stored session record (token, user id, names), or null when signed out. */
export const sessionRecord = (s: SessionSnapshot) => s.context.record ?? null
/** The signed-in candidate's name and photo as the session knows them (null when signed out). */
export const sessionCandidate = (s: SessionSnapshot): { name: string; avatar: string | null } | null =>
  s.context.record ? { name: s.context.record.name, avatar: s.context.record.avatar ?? null } : null
export const isFollower = (s: SessionSnapshot) => s.context.follower
/** The partner-company user (today's employee check): 'Não possuo formação' is offered. */
export const isPartnerCompanyUser = (s: SessionSnapshot) =>
  s.context.isAuth && s.context.record?.partnerCompanyUser === true

/** The avatar menu greets by social name, else first name. */
export function sessionGreetingName(s: SessionSnapshot): string | null {
  const source = s.context.profile ?? s.context.record
  return source ? greetingName(source) : null
}
/** The candidate's first name (the application error page greets by it), or null when signed out. */
export function sessionFirstName(s: SessionSnapshot): string | null {
  const name = s.context.record?.name
  return (name && splitFullName(name).firstName) || null
}
export const avatarUrl = (s: SessionSnapshot) => s.context.profile?.avatar ?? s.context.record?.avatar ?? null

/** The signed-in person as the header shows them (the profile's names first), or null. */
export interface SessionAccountUser {
  name: string
  socialName: string | null
  avatar: string | null
  /** An internal person of `companyId` (the site's company): the internal openings are theirs. */
  internal: boolean
}
export function sessionAccountUser(s: SessionSnapshot, companyId: number): SessionAccountUser | null {
  const record = s.context.isAuth ? s.context.record : null
  if (!record) return null
  return {
    name: s.context.profile?.name ?? record.name,
    socialName: s.context.profile?.socialName ?? record.socialName ?? null,
    avatar: avatarUrl(s),
    internal: record.internalCompanyId === companyId,
  }
}
/** Whether 'Li e aceito os Termos de Uso' is ticked in the terms modal. */
export const isTermsTicked = (s: SessionSnapshot) => s.context.termsTicked

export const isTermsPending = (s: SessionSnapshot) => s.matches({ signedIn: { terms: 'pending' } })
export const isTermsAccepted = (s: SessionSnapshot) => s.context.termsAccepted
/** The terms modal (not closable by backdrop or Esc); hidden on /termos-de-uso. */
export const showTermsModal = (s: SessionSnapshot) =>
  isTermsPending(s) && !s.matches({ signedIn: { terms: { pending: 'hidden' } } })
export const isTermsDeclineConfirmOpen = (s: SessionSnapshot) =>
  s.matches({ signedIn: { terms: { pending: 'confirmingDecline' } } })
export const isTermsBusy = (s: SessionSnapshot) =>
  s.matches({ signedIn: { terms: { pending: 'accepting' } } }) ||
  s.matches({ signedIn: { terms: { pending: 'removingUser' } } })
export const canAcceptTerms = (s: SessionSnapshot) =>
  s.matches({ signedIn: { terms: { pending: 'modal' } } }) && s.context.termsTicked
/** The parts of the catalogue the terms modal's errors point at (a brand may pass its own). */
export interface TermsErrorMessages {
  account: { terms: { acceptFailed: string } }
  common: { somethingWentWrong: string }
}
/** The terms step's error in words; the context keeps only its code. */
export function termsErrorText(s: SessionSnapshot, messages: TermsErrorMessages = ptBR): string | null {
  const code = s.context.termsError
  if (code === 'acceptFailed') return messages.account.terms.acceptFailed
  return code === 'removeFailed' ? messages.common.somethingWentWrong : null
}

export const isRemoveAccountConfirmOpen = (s: SessionSnapshot) =>
  s.matches({ signedIn: { removal: 'confirming' } })
/** The remove-account button shows when the profile has a removal link. */
export const canRemoveAccount = (s: SessionSnapshot) => Boolean(s.context.profile?.removalLink)
export const isSigningOut = (s: SessionSnapshot) => s.matches('signingOut')
