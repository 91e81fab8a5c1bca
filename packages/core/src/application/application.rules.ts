// Pure rules of applying: the button's label, the tab-2 experience rule, the eliminatory verdict, which
// source and company a subscription carries, and where it goes afterwards (confirmation, tests, external
// apply site, chat link).
import { ALTERNATE_COMPANY_ID, DEFAULT_SUBSCRIPTION_SOURCE } from '../constants'
import { ptBR } from '../messages/pt-BR'
import { sitePath } from '../navigation/same-origin'

/** The application's tabs: 'Informações Básicas' and 'Informações Complementares'. */
export type ApplicationTab = 'basic' | 'complementary'

/** 'Próxima Etapa' on tab 1 or when the opportunity has tests; otherwise 'Finalizar Inscrição'. */
export function applicationSubmitLabel(tab: ApplicationTab, hasTests: boolean): string {
  return tab === 'basic' || hasTests ? ptBR.application.nextStep : ptBR.application.finish
}

/**
 * Tab 2's experience rule: blocked when the opportunity requires the section, the candidate has no experience
 * and has not flagged 'Não possuo experiência profissional'.
 */
export function experienceIssue(input: {
  required: boolean
  experiences: number
  noExperience: boolean
}): string | null {
  return input.required && input.experiences === 0 && !input.noExperience
    ? ptBR.application.professionalExperienceRequired
    : null
}

/** The eliminatory verdict passes when `subscribe` is true or 'true' (docs/decisions.md, "Eliminatory answers"). */
export function isEliminatoryPass(result: { subscribe?: boolean | string | null }): boolean {
  return result.subscribe === true || result.subscribe === 'true'
}

/** Submission goes to company 2627 when the company's name contains the brand's word; else the default. */
export function applicationCompanyId(companyName: string, word: string, defaultCompanyId: number): number {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return word.trim() !== '' && fold(companyName).includes(fold(word.trim()))
    ? ALTERNATE_COMPANY_ID
    : defaultCompanyId
}

/**
 * The source a subscription carries: the saved one only if it was captured for this opportunity (or for
 * none); otherwise the store's source; `companypage` when there is none.
 */
export function subscriptionSource(input: {
  saved: string | null
  savedOpportunityId: number | null
  storeSource: string | null
  opportunityId: number
}): string {
  const savedMatches =
    input.saved !== null &&
    input.saved.trim() !== '' &&
    (input.savedOpportunityId === null || input.savedOpportunityId === input.opportunityId)
  if (savedMatches) return (input.saved as string).trim()
  return input.storeSource?.trim() || DEFAULT_SUBSCRIPTION_SOURCE
}

/** A `source` query parameter worth saving (any page): a short label, trimmed; else null. */
export function sourceFromQuery(value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  return /^[\w.\-:]{1,80}$/.test(text) ? text : null
}

export const applicationPath = (opportunityId: number) => `/vagas/${opportunityId}/inscricao`
export const applicationTestsPath = (opportunityId: number) => `/vagas/${opportunityId}/inscricao/testes`
export const REFUSED_ROUTE = '/inscricao-recusada'
export const CONFIRMED_ROUTE = '/inscricao-confirmada'
export const APPLICATION_ERROR_ROUTE = '/erro-inscricao'

/** `/inscricao-confirmada?vaga={title}&id={id}`. */
export function confirmationPath(title: string, opportunityId: number): string {
  return `${CONFIRMED_ROUTE}?vaga=${encodeURIComponent(title)}&id=${opportunityId}`
}

/**
 * Only a path of this site is followed as the stored callback URL or a test's `back_to` (no open
 * redirect): checked as a URL by core's one rule (navigation/same-origin.ts, `sitePath`).
 */
export function safeCallbackPath(url: string | null | undefined): string | null {
  return sitePath(url)
}

/** Where a successful subscription goes: the stored callback URL, otherwise the confirmation. */
export function afterSubscribePath(input: {
  callbackUrl: string | null
  title: string
  opportunityId: number
}) {
  return safeCallbackPath(input.callbackUrl) ?? confirmationPath(input.title, input.opportunityId)
}

/** The external apply site's URL for `ninenine_apply`: the opportunity id and a callback origin URL. */
export function externalApplyUrl(baseUrl: string, opportunityId: number, callbackUrl: string): string {
  const [base, hash = ''] = baseUrl.split('#', 2)
  const separator = base!.includes('?') ? '&' : '?'
  const query = `opportunity_id=${opportunityId}&callback_url=${encodeURIComponent(callbackUrl)}`
  return `${base}${separator}${query}${hash ? `#${hash}` : ''}`
}

/** The chat link of `whatsapp_apply`, with the prefilled text. */
export function whatsappApplyUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
