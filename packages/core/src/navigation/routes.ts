// Login-required routes and the next-route rules (docs/decisions.md, "A protected URL loaded directly").
import { createSearchParams, type QueryPairs } from '../lib/search-params'
import { sitePath } from './same-origin'

const PROTECTED_ROUTES: readonly RegExp[] = [
  /^\/vagas\/[^/]+\/inscricao(?:\/.*)?$/, // application area (ficha) and its children
  /^\/deixe-seu-perfil$/,
  /^\/meu-perfil$/,
  /^\/inscricao-recusada(?:\/.*)?$/,
  /^\/erro-inscricao$/,
  /^\/inscricao-confirmada$/,
  /^\/atualizacao-perfil$/,
  /^\/banco-de-talentos$/, // joining the talent bank needs the candidate (docs/decisions.md, "Talent bank")
  /^\/profile_questions_updates\/token\/[^/]+$/,
  /^\/meus-dados\/[^/]+$/, // 'Baixar meus dados': the archive opens with its owner's login only (docs/privacy.md)
]

/** The path part of a route: no query, no hash, no trailing slash (except '/'). */
export function routePath(route: string): string {
  const path = route.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/'
}

export function isProtectedRoute(route: string): boolean {
  const path = routePath(route)
  return PROTECTED_ROUTES.some((pattern) => pattern.test(path))
}

/** The ficha route: the application form itself, /vagas/{id}/inscricao. */
export function isFichaRoute(route: string): boolean {
  return /^\/vagas\/[^/]+\/inscricao$/.test(routePath(route))
}

export const JOBS_ROUTE = '/vagas'
/** The signed-in candidate's profile (the header's 'Meu Perfil'). */
export const PROFILE_ROUTE = '/meu-perfil'
export const HOME_ROUTE = '/'
export const TERMS_ROUTE = '/termos-de-uso'
/** The site's terms of use, the footer's 'Termos de serviço' (docs/decisions.md, "Terms of service"). */
export const TERMS_OF_SERVICE_ROUTE = '/termos-de-servico'
/** The home view with the insert-cpf form open (a hunting invitation's person without a CPF). */
export const INSERT_CPF_ROUTE = '/InsertCpf'
/** The bank group's single sign-on returns here with its one-time code (docs/identity.md). */
export const SSO_RETURN_ROUTE = '/sso-return'
/**
 * The internal access form (docs/identity.md, "Internal access on the site"), with the internal platform
 * login's forced user id as `?user_id=`: it names the person, the password is still asked.
 */
export const INTERNAL_ACCESS_ROUTE = '/acesso-interno'

/** The routes of a company's requests, each with its token. */
export const companyRequestRoutes = {
  profileUpdate: (token: string) => `/profile_questions_updates/token/${encodeURIComponent(token)}`,
  acceptHunting: (token: string) => `/accept_hunting/${encodeURIComponent(token)}`,
  /** The refusal link of an invitation (beyond the spec, which names no route for it). */
  refuseHunting: (token: string) => `/refuse_hunting/${encodeURIComponent(token)}`,
} as const

/**
 * After sign-up: the saved route if it is the ficha route, otherwise /vagas. The saved route comes from
 * storage: only a path of this site is followed (checked as a URL, same-origin.ts).
 */
export function signUpTarget(nextRoute: string | null): string {
  const path = sitePath(nextRoute)
  return path && isFichaRoute(path) ? path : JOBS_ROUTE
}

/** After login: the remembered next route when it is a path of this site (same-origin.ts), or nowhere (stay). */
export function loginTarget(nextRoute: string | null): string | null {
  return sitePath(nextRoute)
}

/** After sign-out: home when leaving a login-required route, otherwise stay. */
export function signOutTarget(currentRoute: string): string | null {
  return isProtectedRoute(currentRoute) ? HOME_ROUTE : null
}

export type RouteGuardResult =
  | { kind: 'proceed'; clearNextRoute: true; showTerms: boolean }
  | { kind: 'login-required'; stayOn: string; nextRoute: string; openForm: 'login' | 'register' }

export interface RouteGuardInput {
  to: string
  /** The path the visitor is on; null when the protected URL was loaded directly. */
  from: string | null
  isAuth: boolean
  termsPending: boolean
  /** A first name stored from an earlier consent attempt. */
  storedFirstName?: string | null
}

/**
 * The login-required route guard. Public routes always proceed. With a session: proceed, clear the saved next
 * route, the terms dialog first when pending. Without: stay on the previous path ('/' when loaded directly),
 * save the target, open register if a first name was stored, else login.
 */
export function guardRoute(input: RouteGuardInput): RouteGuardResult {
  if (!isProtectedRoute(input.to)) return { kind: 'proceed', clearNextRoute: true, showTerms: false }
  if (input.isAuth) return { kind: 'proceed', clearNextRoute: true, showTerms: input.termsPending }
  return {
    kind: 'login-required',
    stayOn: sitePath(input.from) ?? HOME_ROUTE,
    nextRoute: sitePath(input.to) ?? HOME_ROUTE,
    openForm: input.storedFirstName ? 'register' : 'login',
  }
}

/**
 * Where /linkedin-return sends the visitor back (docs/decisions.md, "The professional network's return"): back_to with the returned query
 * appended; a leading '?' becomes '&' only when back_to already has a query string.
 */
export function linkedinReturnTarget(backTo: string, query: string): string {
  const params = query.replace(/^[?&]/, '')
  if (!params) return backTo
  return `${backTo}${backTo.includes('?') ? '&' : '?'}${params}`
}

/** /linkedin-return acts on the return when the query carries a code or an error. */
export function isLinkedinReturn(query: QueryPairs): boolean {
  for (const [name] of query) if (name === 'code' || name === 'error') return true
  return false
}

export const LINKEDIN_SCOPES = ['r_liteprofile', 'r_emailaddress'] as const

/**
 * The provider's authorisation URL: response type code, client id, redirect back, the two scopes, and the
 * state this tab keeps to check the return (docs/identity.md, "The professional network's state").
 */
export function linkedinAuthorizationUrl(
  authorizeUrl: string,
  clientId: string,
  redirectUri: string,
  state: string,
): string {
  const params = createSearchParams()
  params.append('response_type', 'code')
  params.append('client_id', clientId)
  params.append('redirect_uri', redirectUri)
  params.append('scope', LINKEDIN_SCOPES.join(' '))
  params.append('state', state)
  return `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${params.toString()}`
}

/** The query parameters of the professional network's return on the page the person left. */
export const SOCIAL_RETURN_PARAMS = ['action', 'code', 'state'] as const

/**
 * What a page's query says of a professional network's return: its code and action when the state is the
 * one this tab sent before leaving; 'refused' when it is not (a link made elsewhere, carrying someone
 * else's code, must never sign the person into that account: OAuth 2.0's login CSRF); null when the query
 * carries no return (no code, or no action). The state is checked by the page that spends the code, so a
 * return is refused whichever address of the site it was sent to (docs/identity.md, "The professional
 * network's state").
 */
export type SocialReturn = { kind: 'code'; code: string; action: 'register' | 'login' } | { kind: 'refused' }

export function readSocialReturn(query: QueryPairs, expectedState: string | null): SocialReturn | null {
  const pairs = [...query]
  const first = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null
  const code = first('code')
  const action = first('action')
  if (!code || (action !== 'register' && action !== 'login')) return null
  if (!expectedState || first('state') !== expectedState) return { kind: 'refused' }
  return { kind: 'code', code, action }
}
