// Internal recruitment (docs/identity.md): a company's own people sign in by the way its internal recruitment
// says (`companies.internal_login_type`), an e-mail only at its allowed domains when it restricts them, and
// only such a session sees the company's internal openings. Core holds the rule (`checkInternalEmail`) and
// the refusal's text; this module reads the company and the session.
import { parseAuthorizationHeader } from '@carreiras/api/server'
import {
  INTERNAL_LOGIN_TYPES,
  checkInternalEmail,
  ptBR,
  type InternalLoginType,
  type InternalRecruitment,
} from '@carreiras/core'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { companies, users } from '../db/schema.js'
import { domainError } from '../errors.js'
import { resolveSession, type Session } from './sessions.js'
import { internalCompanyOf } from './users.js'

const isLoginType = (value: string | null): value is InternalLoginType =>
  INTERNAL_LOGIN_TYPES.some((type) => type === value)

/** The company's internal recruitment (`companyInternalRecruitment`); null when it has none or is unknown. */
export async function internalRecruitmentOf(db: Db, companyId: number): Promise<InternalRecruitment | null> {
  const [row] = await db
    .select({
      loginType: companies.internalLoginType,
      specificDomains: companies.internalSpecificDomains,
      domains: companies.internalDomains,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
  if (!row || !isLoginType(row.loginType)) return null
  return { loginType: row.loginType, specificDomains: row.specificDomains, domains: row.domains }
}

/**
 * The domain rule of `employerSignIn` / `employerSignUp`: when the company signs its people in by e-mail
 * restricted to its domains, an e-mail of another domain is refused before anything is looked up
 * (VALIDATION with core's text). A malformed e-mail is left to the e-mail rule.
 */
export async function assertInternalEmailAllowed(
  db: Db,
  companyId: number | null,
  email: string | null | undefined,
): Promise<void> {
  if (companyId === null || !email) return
  const recruitment = await internalRecruitmentOf(db, companyId)
  if (recruitment?.loginType !== 'email') return
  if (checkInternalEmail(email, recruitment) === 'domain')
    throw domainError('VALIDATION', ptBR.account.internal.domainRefused(recruitment.domains))
}

/** Whether the domain rule above lets this e-mail sign in as an internal person of the company. */
export async function internalEmailAccepted(db: Db, companyId: number, email: string): Promise<boolean> {
  const recruitment = await internalRecruitmentOf(db, companyId)
  return recruitment?.loginType !== 'email' || checkInternalEmail(email, recruitment) !== 'domain'
}

/** Whether the company's internal recruitment allows this e-mail by its domain (a restricted e-mail login). */
export async function isAllowedInternalEmail(db: Db, companyId: number, email: string): Promise<boolean> {
  const recruitment = await internalRecruitmentOf(db, companyId)
  return (
    recruitment !== null &&
    recruitment.loginType === 'email' &&
    recruitment.specificDomains &&
    checkInternalEmail(email, recruitment) === 'ok'
  )
}

/** The company whose internal openings the session's user may see; null for anyone else (or no session). */
export async function viewerInternalCompany(
  db: Db,
  session: Pick<Session, 'userId'> | null,
): Promise<number | null> {
  if (!session) return null
  const [row] = await db
    .select({ role: users.role, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1)
  return row ? internalCompanyOf(row) : null
}

/**
 * The viewer of a plain-JSON read (REST opportunities, the opportunities GraphQL): the optional
 * `Authorization: Token token="…", session="…"` header of docs/wire-format.md, whose client token must be
 * one of the deployment's and whose session must be live. Anything else is an anonymous viewer.
 */
export async function sessionOfHeader(
  db: Db,
  clientTokens: readonly string[],
  header: string | undefined,
): Promise<Session | null> {
  const credentials = parseAuthorizationHeader(header)
  if (!credentials || !clientTokens.includes(credentials.clientToken)) return null
  return resolveSession(db, credentials.sessionToken)
}

/** The internal company of the header's session (see `sessionOfHeader`); null for anyone else. */
export async function headerInternalCompany(
  db: Db,
  clientTokens: readonly string[],
  header: string | undefined,
): Promise<number | null> {
  return viewerInternalCompany(db, await sessionOfHeader(db, clientTokens, header))
}

/** An internal opening is seen only by an internal user of its company; any other opening by everyone. */
export const isVisibleTo = (
  opening: { internalRecruitment: boolean; companyId: number },
  viewerCompany: number | null,
): boolean => !opening.internalRecruitment || opening.companyId === viewerCompany
