// The address bar's query parameters the account runtime and its dialog tidy up after a sign-in return.
import type { NavigateOptions } from 'react-router'

/** Removes the named query parameters from the address bar (a replace, no new history entry). */
export function clearUrlParams(
  names: readonly string[],
  navigate: (to: string, options?: NavigateOptions) => void,
): void {
  const url = new URL(window.location.href)
  const present = names.filter((name) => url.searchParams.has(name))
  if (present.length === 0) return
  for (const name of present) url.searchParams.delete(name)
  navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true })
}
