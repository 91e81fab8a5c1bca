// The referral (indication) form of tab 2: name and e-mail of who referred the candidate. Both empty is
// valid; one asks for the other; the e-mail must be valid and, when the opportunity lists allowed domains, of
// one of them ('Somente os domínios abaixo são válidos' followed by the list).
import { ptBR } from '../messages/pt-BR'
import { fieldErrorText, type ApplicationFieldError } from './application.texts'
import type { CodedIssue } from '../personal-data/personal-data.schema'
import { isValidEmail } from '../validation/email'
import { normalizeApplicationEmail, stripApplicationText } from './sanitize'

const { validation } = ptBR

export interface ReferralForm {
  name: string
  email: string
}
export type ReferralField = keyof ReferralForm

export const EMPTY_REFERRAL: ReferralForm = Object.freeze({ name: '', email: '' })

/** A domain as listed ('@itau.com.br' or 'itau.com.br'), compared in lower case. */
const bareDomain = (domain: string) => domain.trim().replace(/^@/, '').toLowerCase()

/** The allowed domains, cleaned and without repeats, in their order. */
export function referralDomains(domains: readonly string[] | null | undefined): string[] {
  return [...new Set((domains ?? []).map(bareDomain).filter(Boolean))]
}

/** Whether the e-mail's domain is one of the allowed ones (any, when none is listed). */
export function isAllowedReferralDomain(email: string, domains: readonly string[]): boolean {
  const allowed = referralDomains(domains)
  if (allowed.length === 0) return true
  const domain = normalizeApplicationEmail(email).split('@')[1] ?? ''
  return allowed.includes(domain)
}

/** The platform's one-line form of the domain rule: 'Somente os domínios abaixo são válidos: a, b'. */
export function referralDomainsMessage(domains: readonly string[]): string {
  return `${validation.referralDomainsOnly}: ${referralDomains(domains).join(', ')}`
}

/** The referral rules broken by this form, at most one issue per field. */
export function referralIssues(
  form: ReferralForm,
  domains: readonly string[] = [],
): CodedIssue<ReferralField>[] {
  const name = form.name.trim()
  const email = form.email.trim()
  if (name === '' && email === '') return []
  const issues: CodedIssue<ReferralField>[] = []
  const push = (field: ReferralField, code: ApplicationFieldError) =>
    issues.push({ field, code, message: fieldErrorText(code) })
  if (name === '') push('name', 'referralNameRequired')
  if (email === '') push('email', 'referralEmailRequired')
  else if (!isValidEmail(normalizeApplicationEmail(email))) push('email', 'email')
  else if (!isAllowedReferralDomain(email, domains)) push('email', 'referralDomainsOnly')
  return issues
}

/** The referral as subscriptionNew takes it; nothing when both are empty. */
export function referralPayload(form: ReferralForm): { indication_name?: string; indication_email?: string } {
  const name = stripApplicationText(form.name)
  const email = normalizeApplicationEmail(form.email)
  return name === '' && email === '' ? {} : { indication_name: name, indication_email: email }
}
