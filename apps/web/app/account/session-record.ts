// The stored session record (docs/decisions.md, "The stored session record"): token and the non-sensitive
// view, in local storage when the person chose to stay signed in, else in this tab's session storage.
// Every read and write goes through the core schema, so no other key (never a CPF) is kept.
import { STORAGE_KEYS, parseStoredSession, sessionStorageArea, type StoredSession } from '@carreiras/core'
import { read, remove, write } from './browser-storage'

/** A stored JSON value, or null when absent or not JSON (the account's other stored records use it too). */
export function parseJson(value: string | null): unknown {
  if (value === null) return null
  try {
    return JSON.parse(value)
  } catch {
    return null
  }
}

/** The stored record: local storage (keep-logged) first, then this tab's session storage. */
export function loadSession(): StoredSession | null {
  return (
    parseStoredSession(parseJson(read('local', STORAGE_KEYS.session))) ??
    parseStoredSession(parseJson(read('session', STORAGE_KEYS.session)))
  )
}

/** Writes the record where its keep-logged choice says, removing it from the other area. */
export function saveSession(record: StoredSession): void {
  const target = sessionStorageArea(record)
  // parseStoredSession strips any key that is not part of the record (no CPF can slip in).
  const clean = parseStoredSession(record)
  if (!clean) return
  write(target, STORAGE_KEYS.session, JSON.stringify(clean))
  remove(target === 'local' ? 'session' : 'local', STORAGE_KEYS.session)
}

export function clearSession(): void {
  remove('local', STORAGE_KEYS.session)
  remove('session', STORAGE_KEYS.session)
}
