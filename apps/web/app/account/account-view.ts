// The header's view of the session (account-types.ts, AccountView), told to the account bridge only when it
// changes: the session machine moves many times while a page loads (restoring, checking the stored session,
// reading the profile), and each new view re-renders the header and every consumer of the bridge
// (docs/performance.md, "The header drawn again for every step of the session").
import type { AccountView, HeaderUser } from './account-types'

function sameUser(a: HeaderUser | null, b: HeaderUser | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  return (
    a.name === b.name && a.socialName === b.socialName && a.avatar === b.avatar && a.internal === b.internal
  )
}

/** Whether two views show the same thing: the same status, check and person. */
export function sameAccountView(a: AccountView, b: AccountView): boolean {
  return a.status === b.status && a.checking === b.checking && sameUser(a.user, b.user)
}

/**
 * Wraps the bridge's `onView` so that it hears of a view only when it differs from the last one it heard of
 * (the first always).
 */
export function tellChangedViews(onView: (view: AccountView) => void): (view: AccountView) => void {
  let told: AccountView | null = null
  return (view) => {
    if (told && sameAccountView(told, view)) return
    told = view
    onView(view)
  }
}
