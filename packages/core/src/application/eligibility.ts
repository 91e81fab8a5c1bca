// Whether a candidate may apply (docs/decisions.md, "Eligibility and the application error page"): the two
// checks the application form makes before it opens (the company's `eligibleCandidate` and the bank group's
// `eligibilityItau`), the group's rule the platform answers `eligibilityItau` with, and the error page the
// form goes to when the candidate may not apply.
import { ptBR, type Messages } from '../messages/pt-BR'
import { saoPauloIsoDate } from '../time/sao-paulo-day'
import { APPLICATION_ERROR_ROUTE } from './application.rules'

/** `eligibleCandidate`'s answer, as read by the site (absent fields are not a yes): its reasons as codes. */
export interface CompanyEligibility {
  success?: boolean | null
  eligible?: boolean | null
  issues?: readonly CompanyEligibilityIssue[]
}

/** `eligibilityItau`'s answer, as read by the site: its reasons as the catalogue's codes. */
export interface GroupEligibility {
  eligible?: boolean | null
  issues?: readonly GroupEligibilityIssue[]
}

/** What the form learns before it opens: may the candidate apply, and if not, the reasons given. */
export interface EligibilityVerdict {
  eligible: boolean
  /** When not eligible, the company's then the group's reasons (codes) the error page says; none when neither gave one. */
  reasons?: EligibilityReason[]
}

/**
 * The form opens only when the company's check succeeded and says eligible, and the group's check says
 * eligible: anything else (a `success: false`, an answer without `eligible`) is a no.
 */
export function eligibilityVerdict(company: CompanyEligibility, group: GroupEligibility): EligibilityVerdict {
  const eligible = company.success === true && company.eligible === true && group.eligible === true
  return eligible ? { eligible } : { eligible, reasons: [...(company.issues ?? []), ...(group.issues ?? [])] }
}

/** The query parameter of the error page that names the group's reason (a code, never a person's data). */
export const APPLICATION_ERROR_REASON_PARAM = 'motivo'

/**
 * `/erro-inscricao?vaga={id}`: the application error page, with the opening to try again, and the first
 * reason given (`&motivo=underage`), which the page says in words.
 */
export function applicationErrorPath(
  opportunityId: number,
  reasons: readonly EligibilityReason[] = [],
): string {
  const reason = reasons[0]
  return `${APPLICATION_ERROR_ROUTE}?vaga=${opportunityId}${reason ? `&${APPLICATION_ERROR_REASON_PARAM}=${reason}` : ''}`
}

/** The error page's reason from its query: one of the catalogue's codes, else null (a made-up value). */
export function applicationErrorReason(value: string | null | undefined): EligibilityReason | null {
  return (ELIGIBILITY_REASONS as readonly string[]).includes(value ?? '')
    ? (value as EligibilityReason)
    : null
}

/**
 * The reasons the company's `eligibleCandidate` gives (its `errorsEligibleCandidate`): the opening closed, or
 * the candidate already applied. The platform answers with the catalogue's own texts; a text the site does
 * not know has no code (the page then says the general message alone).
 */
export const COMPANY_ELIGIBILITY_ISSUES = ['closed', 'alreadyApplied'] as const
export type CompanyEligibilityIssue = (typeof COMPANY_ELIGIBILITY_ISSUES)[number]

/** Every reason the error page can say: the company's, then the group's. */
export type EligibilityReason = CompanyEligibilityIssue | GroupEligibilityIssue

/** The company's answer texts → the catalogue's codes. */
export function companyEligibilityIssuesOf(
  errors: readonly string[] | null | undefined,
  catalogue: Messages = ptBR,
): CompanyEligibilityIssue[] {
  return reasonsIn(COMPANY_ELIGIBILITY_ISSUES, errors, catalogue)
}

/** The codes among `codes` whose catalogue sentence is one of the answer's `texts`. */
function reasonsIn<C extends EligibilityReason>(
  codes: readonly C[],
  texts: readonly string[] | null | undefined,
  catalogue: Messages,
): C[] {
  return codes.filter((code) => (texts ?? []).includes(eligibilityReasonText(code, catalogue)))
}

/** A reason's words on the error page (a brand may pass its own catalogue). */
export function eligibilityReasonText(reason: EligibilityReason, messages: Messages = ptBR): string {
  switch (reason) {
    case 'closed':
      return messages.errors.CLOSED
    case 'alreadyApplied':
      return messages.application.alreadyApplied
    default:
      return groupEligibilityMessage(reason, messages)
  }
}

/** The group's answer texts → the catalogue's codes (the platform answers with core's own texts). */
export function groupEligibilityIssuesOf(
  messages: readonly string[] | null | undefined,
  catalogue: Messages = ptBR,
): GroupEligibilityIssue[] {
  return reasonsIn(GROUP_ELIGIBILITY_ISSUES, messages, catalogue)
}

// ── The bank group's rule (the platform's eligibilityItau) ────────────────────────────────────────

/** Brazilian law's minimum working age (Constituição art. 7º XXXIII; CLT art. 403). */
export const MINIMUM_WORKING_AGE = 16
/** The minimum age of an apprentice (the same articles): 14. */
export const MINIMUM_APPRENTICE_AGE = 14
/** The opening level of apprenticeships (core's OPPORTUNITY_LEVELS). */
export const APPRENTICE_LEVEL = 'Aprendiz'

/** The reasons the group refuses an application: one code per text of the catalogue. */
export const GROUP_ELIGIBILITY_ISSUES = ['underage', 'underageApprentice'] as const
export type GroupEligibilityIssue = (typeof GROUP_ELIGIBILITY_ISSUES)[number]

const ELIGIBILITY_REASONS = [...COMPANY_ELIGIBILITY_ISSUES, ...GROUP_ELIGIBILITY_ISSUES] as const

/**
 * Full years from a YYYY-MM-DD birth date to `today`'s São Paulo date (a birthday counts from its day);
 * null when the date cannot be read.
 */
export function ageOn(birthday: string | null | undefined, today: Date): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec((birthday ?? '').trim())
  const now = saoPauloIsoDate(today)
  if (!birth || !now) return null
  const [year, month, day] = now.split('-').map(Number) as [number, number, number]
  const [, by, bm, bd] = birth.map(Number) as [number, number, number, number]
  const before = month < bm || (month === bm && day < bd)
  return year - by - (before ? 1 : 0)
}

/**
 * The group's rule: nobody under the legal working age applies, 16, or 14 for an apprenticeship. A
 * profile with no (readable) birth date is not refused: the form asks for it.
 */
export function groupEligibilityIssues(input: {
  birthday: string | null | undefined
  level: string | null | undefined
  today: Date
}): GroupEligibilityIssue[] {
  const age = ageOn(input.birthday, input.today)
  if (age === null) return []
  const apprenticeship = (input.level ?? '').trim() === APPRENTICE_LEVEL
  const minimum = apprenticeship ? MINIMUM_APPRENTICE_AGE : MINIMUM_WORKING_AGE
  if (age >= minimum) return []
  return [apprenticeship ? 'underageApprentice' : 'underage']
}

/** The texts of the group's reasons (the `messages` of `eligibilityItau`). */
export function groupEligibilityMessage(issue: GroupEligibilityIssue, messages: Messages = ptBR): string {
  return messages.application.eligibility[issue]
}
