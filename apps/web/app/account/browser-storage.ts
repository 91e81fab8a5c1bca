// The browser-stored keys of the account flows (docs/decisions.md, "The stored session record"). Only the
// session record (token and non-sensitive view), flags and the next route are written; never a CPF, phone or
// anything sensitive. Every access tolerates storage being unavailable (private mode, quota, disabled
// cookies): the site then works without remembering.
import { STORAGE_KEYS } from '@carreiras/core'

// The session record (its schema check) lives in session-record.ts, and the keys only the account runtime,
// its dialog, the protected routes and the sign-in returns use in account-storage.ts: loaded with them, not
// with every page.
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
