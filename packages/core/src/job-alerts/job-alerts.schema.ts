// What creating and changing a job alert sends (docs/job-alerts.md). The search is the /vagas query
// (jobFiltersToUrl): the alert keeps the filters as the page showed them, and the platform reads them with
// the page's own jobFiltersFromUrl, so the digest's link opens the same list.
import { searchPairs } from './search-pairs'
import { z } from 'zod'
import { isValidEmail } from '../validation/email'
import { jobFiltersFromUrl, jobFiltersToUrl, type JobFilters } from '../job-search/job-search.schema'
import { JOB_ALERT_FREQUENCIES } from './job-alerts.rules'
import { jobAlertsMessages } from './job-alerts.texts'

const texts = jobAlertsMessages.create

/** The /vagas query of an alert, cleaned: only the filters the list knows, in their canonical order. */
export function canonicalAlertSearch(search: string): string {
  const { filters } = jobFiltersFromUrl(searchPairs(search))
  return String(jobFiltersToUrl({ ...filters, noLocation: false }))
}

export const jobAlertCreateSchema = z.lazy(() =>
  z.object({
    search: z.string().max(2000).transform(canonicalAlertSearch),
    frequency: z.enum(JOB_ALERT_FREQUENCIES),
    /** Only for an anonymous visitor (a signed-in candidate's alerts go to the account's e-mail). */
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .refine((value) => value === undefined || value === '' || isValidEmail(value), texts.emailInvalid),
  }),
)
export type JobAlertCreateInput = z.input<typeof jobAlertCreateSchema>

export const jobAlertUpdateSchema = z.lazy(() =>
  z
    .object({
      frequency: z.enum(JOB_ALERT_FREQUENCIES).optional(),
      paused: z.boolean().optional(),
    })
    .refine((value) => value.frequency !== undefined || value.paused !== undefined),
)

/** The dialog's e-mail rule: required and well formed (its messages, not a schema's). */
export function alertEmailError(email: string): string | null {
  if (email.trim() === '') return texts.emailRequired
  return isValidEmail(email) ? null : texts.emailInvalid
}

/** One alert as the platform answers it to its owner. */
export interface JobAlertView {
  id: number
  search: string
  frequency: (typeof JOB_ALERT_FREQUENCIES)[number]
  status: 'active' | 'paused'
  createdAt: string
}

export type { JobFilters }
