// /linkedin-return (docs/decisions.md, "The professional network's return"): without code or error in the
// query, save back_to and a fresh state and go to the professional network's authorization page; with them,
// go back to the saved back_to with the query appended. The account dialog there picks up `action` and
// `code`, only with the state this tab sent (docs/identity.md, "The professional network's state").
import {
  isLinkedinReturn,
  linkedinAuthorizationUrl,
  linkedinReturnTarget,
  sameOriginPath,
  unguessableState,
} from '@carreiras/core'
import { useEffect } from 'react'
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router'
import {
  clearLinkedinBackTo,
  loadLinkedinBackTo,
  saveLinkedinBackTo,
  saveLinkedinState,
} from '../account/account-storage'
import type { loader as rootLoader } from '../root'

export const LINKEDIN_RETURN_PATH = '/linkedin-return'

/**
 * back_to must stay on this site: checked as a URL resolved against the site's origin (a same-origin path,
 * no backslash or control character, never scheme-relative), anything else is '/' (core's sameOriginPath).
 */
export function safeBackTo(value: string | null, origin: string = window.location.origin): string {
  return sameOriginPath(value, origin)
}

export default function LinkedinReturn() {
  const location = useLocation()
  const navigate = useNavigate()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const linkedin = root?.account.linkedin

  useEffect(() => {
    const params = new URLSearchParams(location.search)
    if (isLinkedinReturn([...params.entries()])) {
      const backTo = safeBackTo(loadLinkedinBackTo())
      clearLinkedinBackTo()
      void navigate(linkedinReturnTarget(backTo, location.search), { replace: true })
      return
    }
    if (!linkedin) return
    const state = unguessableState()
    saveLinkedinBackTo(safeBackTo(params.get('back_to')))
    saveLinkedinState(state)
    window.location.assign(
      linkedinAuthorizationUrl(
        linkedin.authorizeUrl,
        linkedin.clientId,
        `${window.location.origin}${LINKEDIN_RETURN_PATH}`,
        state,
      ),
    )
  }, [linkedin, location.search, navigate])

  // A plain CSS spinner and the loading text from the root's data: this hop between the site and the
  // network must not load the design system's merge helper (the public routes' JS budget).
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none"
      />
      <span>{root?.texts.loading}</span>
    </div>
  )
}
