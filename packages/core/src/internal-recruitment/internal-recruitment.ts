// Internal recruitment (docs/identity.md): a company's own people sign in the way its
// `companyInternalRecruitment` says — by e-mail (optionally only of its allowed domains), by document (CPF)
// or by the unique id the company gave them — and only they see its internal openings. The site checks the
// domain before calling; the platform checks it again with this same rule.
import { z } from 'zod'
import { isValidEmail } from '../validation/email'

export const INTERNAL_LOGIN_TYPES = ['email', 'document', 'unique_id'] as const
export type InternalLoginType = (typeof INTERNAL_LOGIN_TYPES)[number]

/** A company's internal recruitment settings as the platform answers them (null: none). */
export const internalRecruitmentSchema = z.lazy(() =>
  z.object({
    loginType: z.enum(INTERNAL_LOGIN_TYPES),
    specificDomains: z.boolean().default(false),
    domains: z.array(z.string()).default([]),
  }),
)
export type InternalRecruitment = z.infer<typeof internalRecruitmentSchema>

/** A domain as compared: lower case, without a leading '@' or surrounding blanks. */
export const normalizeDomain = (domain: string): string => domain.trim().toLowerCase().replace(/^@+/, '')

/** The domain of an e-mail (lower case); '' when it has none. */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf('@')
  return at === -1 ? '' : normalizeDomain(email.trim().slice(at + 1))
}

export type InternalEmailCheck = 'ok' | 'invalid' | 'domain'

/**
 * Whether an e-mail may be used for the company's internal sign-in: 'invalid' when it is not an e-mail,
 * 'domain' when the company allows only some domains and this is not one of them (exact match: a sub-domain
 * of an allowed domain is another domain), 'ok' otherwise.
 */
export function checkInternalEmail(email: string, recruitment: InternalRecruitment): InternalEmailCheck {
  if (!isValidEmail(email)) return 'invalid'
  if (!recruitment.specificDomains) return 'ok'
  const allowed = new Set(recruitment.domains.map(normalizeDomain).filter(Boolean))
  return allowed.has(emailDomain(email)) ? 'ok' : 'domain'
}
