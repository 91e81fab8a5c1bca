// The marketing conversion: after a sign-up and after an application, the site's server POSTs one CONVERSION
// event of the CDP family to the marketing-automation service, with the conversion identifier of the
// deployment, the person's e-mail, name, state abbreviation and city, and only when the person allowed
// marketing (consent purpose 'marketing'). docs/chat-and-marketing.md.
import { z } from 'zod'
import { STATE_ABBRS, isStateAbbr, stateAbbrFromCode, type StateAbbr } from '../reference/states'

export const MARKETING_EVENT_TYPE = 'CONVERSION'
export const MARKETING_EVENT_FAMILY = 'CDP'

/** What converted: a new account or an application. */
export const CONVERSION_KINDS = ['sign-up', 'application'] as const
export type ConversionKind = (typeof CONVERSION_KINDS)[number]

/** The conversion identifiers when the deployment does not name its own (brand or environment). */
export const DEFAULT_CONVERSION_IDENTIFIERS: Readonly<Record<ConversionKind, string>> = {
  'sign-up': 'cadastro-carreiras',
  application: 'candidatura-carreiras',
}

/** The site's server route the browser calls after a sign-up or an application (apps/web). */
export const MARKETING_CONVERSION_PATH = '/api/marketing/conversao'

/** The browser's request to MARKETING_CONVERSION_PATH (the person comes from the session, never the body). */
export const conversionRequestSchema = z.lazy(() => z.object({ kind: z.enum(CONVERSION_KINDS) }))

/** The event as the marketing-automation service receives it. */
export const marketingConversionEventSchema = z.lazy(() =>
  z.object({
    event_type: z.literal(MARKETING_EVENT_TYPE),
    event_family: z.literal(MARKETING_EVENT_FAMILY),
    payload: z.object({
      conversion_identifier: z.string().min(1),
      email: z.string().min(1),
      name: z.string(),
      /** Two-letter abbreviation; '' when the profile has no state. */
      state: z.union([z.enum(STATE_ABBRS), z.literal('')]),
      /** '' when the profile has no city. */
      city: z.string(),
    }),
  }),
)
export type MarketingConversionEvent = z.infer<typeof marketingConversionEventSchema>

/** The person as the platform answers them (user and profile location). */
export interface ConversionPerson {
  name?: string | null
  email: string
  location?: {
    /** The state's numeric code (the platform's `stateId`). */
    stateId?: string | number | null
    stateAbbr?: string | null
    city?: string | null
  } | null
}

/** The state abbreviation of a profile location: from its state id, else its abbreviation when valid. */
export function conversionState(location: ConversionPerson['location']): StateAbbr | '' {
  const code = Number(location?.stateId ?? Number.NaN)
  const fromCode = Number.isInteger(code) ? stateAbbrFromCode(code) : undefined
  if (fromCode) return fromCode
  const abbr = location?.stateAbbr?.trim().toUpperCase()
  return isStateAbbr(abbr) ? abbr : ''
}

/** The CONVERSION / CDP event of one conversion. Pure: the caller decides whether it may be sent. */
export function buildConversionEvent(
  conversionIdentifier: string,
  person: ConversionPerson,
): MarketingConversionEvent {
  return {
    event_type: MARKETING_EVENT_TYPE,
    event_family: MARKETING_EVENT_FAMILY,
    payload: {
      conversion_identifier: conversionIdentifier,
      email: person.email.trim(),
      name: (person.name ?? '').trim().replace(/\s+/g, ' '),
      state: conversionState(person.location),
      city: (person.location?.city ?? '').trim().replace(/\s+/g, ' '),
    },
  }
}
