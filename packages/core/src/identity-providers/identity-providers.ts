// The other sign-ins of the site (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on the
// site"): the bank group's single sign-on (a redirect that returns a one-time code to /sso-return), a
// Microsoft account (a pop-up that posts the account to the opener) and the retail partner's employees (login
// and password), with the daily employee check by CPF. Rules only: the site supplies storage, navigation and
// the platform calls.
import { z } from 'zod'
import { unmask } from '../format/mask'
import { ptBR } from '../messages/pt-BR'
import { createSearchParams, type QueryPairs } from '../lib/search-params'
import { saoPauloDayNumber } from '../time/sao-paulo-day'

/** The `login_source` the site sends to `itauLogin`: which product the person signed in on. */
export const SSO_LOGIN_SOURCE = 'carreiras'

// ── Single sign-on ────────────────────────────────────────────────────────────────────────────────

/** The SSO's authorization URL: the site's return address and the state it will check on the way back. */
export function ssoAuthorizeUrl(authorizeUrl: string, redirectUri: string, state: string): string {
  const params = createSearchParams()
  params.append('redirect_uri', redirectUri)
  params.append('state', state)
  return `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${params.toString()}`
}

/**
 * What the SSO left in /sso-return's query: the code when the state is the one this tab sent (a state that
 * does not match — another tab, a forged link — is refused like an error), else a failure; null when the
 * query carries neither a code nor an error (a visit without a sign-in under way).
 */
export type SsoReturn = { kind: 'code'; code: string } | { kind: 'failed' }

export function readSsoReturn(query: QueryPairs, expectedState: string | null): SsoReturn | null {
  // Read once: the query may be a one-pass iterator (URLSearchParams#entries()).
  const pairs = [...query]
  const first = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null
  const code = first('code')?.trim() ?? ''
  const error = first('error')
  if (!code && error === null) return null
  if (error !== null || !code || !expectedState || first('state') !== expectedState) return { kind: 'failed' }
  return { kind: 'code', code }
}

/** What the site keeps (this tab's session storage) while the person is at the SSO: nothing sensitive. */
export const ssoAttemptSchema = z.lazy(() =>
  z.object({
    state: z.string().min(16),
    /** The page the person left (the dialog reopens there). */
    backTo: z.string().startsWith('/'),
    /** The route remembered for after the sign-in. */
    nextRoute: z.string().startsWith('/').nullable(),
  }),
)
export type SsoAttempt = z.output<typeof ssoAttemptSchema>

export function parseSsoAttempt(value: unknown): SsoAttempt | null {
  const parsed = ssoAttemptSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

// ── Microsoft ─────────────────────────────────────────────────────────────────────────────────────

/** The message type the Microsoft pop-up posts to the opener. */
export const MICROSOFT_MESSAGE_TYPE = 'carreiras:microsoft'

/** The account the Microsoft pop-up hands over (the access token stays in memory, never in storage). */
export interface MicrosoftAccount {
  accessToken: string
  uid: string
  name: string
  email: string
}

const microsoftMessageSchema = z.lazy(() =>
  z.object({
    type: z.literal(MICROSOFT_MESSAGE_TYPE),
    access_token: z.string().trim().min(1),
    uid: z.string().trim().min(1),
    user_name: z.string().trim().default(''),
    user_email: z.string().trim().min(1),
  }),
)

/** The pop-up's URL: the site's origin, which the pop-up posts back to (and only to). */
export function microsoftPopupUrl(authorizeUrl: string, origin: string): string {
  const params = createSearchParams()
  params.append('origin', origin)
  return `${authorizeUrl}${authorizeUrl.includes('?') ? '&' : '?'}${params.toString()}`
}

/**
 * The pop-up's message: the account, `'failed'` for a message of the pop-up that is not a usable account
 * (an error, a cancelled sign-in), or null for anything else (another window's message: ignored).
 */
export function readMicrosoftMessage(data: unknown): MicrosoftAccount | 'failed' | null {
  if (typeof data !== 'object' || data === null) return null
  if ((data as { type?: unknown }).type !== MICROSOFT_MESSAGE_TYPE) return null
  const parsed = microsoftMessageSchema.safeParse(data)
  if (!parsed.success) return 'failed'
  const { access_token, uid, user_name, user_email } = parsed.data
  return { accessToken: access_token, uid, name: user_name, email: user_email }
}

// ── Retail partner's employees ────────────────────────────────────────────────────────────────────

const retailTexts = ptBR.account.providers.retail

/** The employee's form: the partner's login (not an e-mail) and password, both required. */
export const retailLoginFormSchema = z.lazy(() =>
  z.object({
    login: z.string().trim().min(1, { error: retailTexts.loginRequired }),
    password: z.string().min(1, { error: retailTexts.passwordRequired }),
  }),
)
export type RetailLoginForm = z.output<typeof retailLoginFormSchema>

/**
 * The employee check's answer kept in browser storage for the São Paulo calendar day: whose, which day and
 * the answer — never the CPF.
 */
export const employeeCheckCacheSchema = z.lazy(() =>
  z.object({ userId: z.number().int(), day: z.number().int(), contributor: z.boolean() }).strip(),
)
export type EmployeeCheckCache = z.output<typeof employeeCheckCacheSchema>

export function parseEmployeeCheckCache(value: unknown): EmployeeCheckCache | null {
  const parsed = employeeCheckCacheSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The record to keep after a check of `userId` at `now`. */
export function employeeCheckCache(userId: number, contributor: boolean, now: Date): EmployeeCheckCache {
  return { userId, day: saoPauloDayNumber(now), contributor }
}

/** The cached answer when it is this user's and today's (São Paulo); null when the platform must be asked. */
export function cachedEmployeeCheck(
  cache: EmployeeCheckCache | null,
  userId: number,
  now: Date,
): boolean | null {
  if (!cache || cache.userId !== userId || cache.day !== saoPauloDayNumber(now)) return null
  return cache.contributor
}

/** The check needs a CPF: its 11 digits, or null. */
export function employeeCheckCpf(cpf: string | null | undefined): string | null {
  const digits = unmask(cpf ?? '')
  return /^\d{11}$/.test(digits) ? digits : null
}
