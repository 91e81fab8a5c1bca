// The browser-stored keys of the account flows (docs/decisions.md, "The stored session record"). Only the
// session record (token and non-sensitive view), flags and the next route are written; never a CPF, phone or
// anything sensitive. Every access tolerates storage being unavailable (private mode, quota, disabled
// cookies): the site then works without remembering.
import { STORAGE_KEYS } from '@carreiras/core'

// The session record (its schema check) lives in session-record.ts, loaded only with the account
// runtime: the public routes that use these small keys stay light.
export type Area = 'local' | 'session'

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function read(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function write(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value)
  } catch {
    // Storage full or blocked: the session lives in memory for this page.
  }
}

export function remove(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key)
  } catch {
    // nothing to clear
  }
}

export const loadNextRoute = (): string | null => read('local', STORAGE_KEYS.nextRoute)
export const saveNextRoute = (route: string): void => write('local', STORAGE_KEYS.nextRoute, route)
export const clearNextRoute = (): void => remove('local', STORAGE_KEYS.nextRoute)

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
