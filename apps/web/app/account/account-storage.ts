// The browser-stored keys that only the account runtime, its dialog, the protected routes' guard and the
// sign-in returns use (docs/decisions.md, "The stored session record"): apart from browser-storage.ts, which
// every page loads, so that these load with them. The same rules: flags and names only, never anything
// sensitive, and storage that is unavailable only means nothing is remembered.
import { STORAGE_KEYS } from '@carreiras/core'
import { read, remove, write } from './browser-storage'

/**
 * The first name of a sign-up tried in this tab (session storage, only the first name; docs/decisions.md,
 * "The first name of an earlier sign-up"): a protected route then opens the register form.
 */
export const loadAttemptFirstName = (): string | null =>
  read('session', STORAGE_KEYS.attemptFirstName)?.trim() || null
export function saveAttemptFirstName(firstName: string): void {
  const name = firstName.trim()
  if (name) write('session', STORAGE_KEYS.attemptFirstName, name)
}
export const clearAttemptFirstName = (): void => remove('session', STORAGE_KEYS.attemptFirstName)

export const saveFollower = (): void => write('local', STORAGE_KEYS.follower, 'true')
export const clearFollower = (): void => remove('local', STORAGE_KEYS.follower)

export const saveTermsFlag = (accepted: boolean): void =>
  write('local', STORAGE_KEYS.termsOfUseAccepted, accepted ? 'true' : 'false')
export const clearTermsFlag = (): void => remove('local', STORAGE_KEYS.termsOfUseAccepted)

/** Subscriptions kept by the application flow (answers, referral form, callback URL). */
export function clearSubscriptions(): void {
  for (const key of [
    STORAGE_KEYS.opportunityQuestions,
    STORAGE_KEYS.indicationForm,
    STORAGE_KEYS.subscriptionCallbackUrl,
    STORAGE_KEYS.source,
    STORAGE_KEYS.sourceOpportunityId,
  ]) {
    remove('local', key)
    remove('session', key)
  }
}

export const loadLinkedinBackTo = (): string | null => read('local', STORAGE_KEYS.linkedinBackTo)
export const saveLinkedinBackTo = (backTo: string): void =>
  write('local', STORAGE_KEYS.linkedinBackTo, backTo)
export const clearLinkedinBackTo = (): void => remove('local', STORAGE_KEYS.linkedinBackTo)
/** The state sent to the professional network, kept by this tab alone until the network returns to it. */
export const loadLinkedinState = (): string | null => read('session', STORAGE_KEYS.linkedinState)
export const saveLinkedinState = (state: string): void => write('session', STORAGE_KEYS.linkedinState, state)
export const clearLinkedinState = (): void => remove('session', STORAGE_KEYS.linkedinState)
