// Consent per optional purpose (LGPD arts. 7–8; docs/consent-and-survey.md). The site asks before any
// integration receives personal data: the satisfaction survey, the customer chat and the marketing conversion
// each have their own choice, recorded on the platform with its time, the version of the text the person saw
// and where it was made. Marketing is off until the person turns it on; a purpose never chosen counts as
// refused.
import { z } from 'zod'

/** The optional purposes a person chooses one by one. */
export const CONSENT_PURPOSES = ['survey', 'chat', 'marketing'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

/** Where a choice was made: the sign-up form, the prompt after signing in, or /meu-perfil. */
export const CONSENT_ORIGINS = ['sign-up', 'prompt', 'profile'] as const
export type ConsentOrigin = (typeof CONSENT_ORIGINS)[number]

/**
 * The version of the consent texts (core's catalogue). Change it whenever their meaning changes: a choice
 * recorded under an older version is asked again.
 */
export const CONSENT_VERSION = '2026-11-26'

export const consentPurposeSchema = z.lazy(() => z.enum(CONSENT_PURPOSES))
export const consentOriginSchema = z.lazy(() => z.enum(CONSENT_ORIGINS))

/** One choice as the platform records it and answers it. */
export const consentSchema = z.lazy(() =>
  z.object({
    purpose: consentPurposeSchema,
    granted: z.boolean(),
    version: z.string().min(1),
    origin: consentOriginSchema,
    /** ISO 8601. */
    recordedAt: z.string().min(1),
  }),
)
export type Consent = z.infer<typeof consentSchema>

/** The choices in force, one per purpose; a purpose with no choice (or one of an older version) is absent. */
export type ConsentChoices = Partial<Record<ConsentPurpose, boolean>>

/** The choices in force of a list of recorded consents: the newest per purpose, of the current version. */
export function consentChoices(
  consents: readonly Consent[],
  version: string = CONSENT_VERSION,
): ConsentChoices {
  const newest = new Map<ConsentPurpose, Consent>()
  for (const consent of consents) {
    if (consent.version !== version) continue
    const held = newest.get(consent.purpose)
    if (!held || held.recordedAt <= consent.recordedAt) newest.set(consent.purpose, consent)
  }
  const choices: ConsentChoices = {}
  for (const [purpose, consent] of newest) choices[purpose] = consent.granted
  return choices
}

/** Whether the purpose may receive personal data: only an explicit, current 'yes'. */
export const isConsentGranted = (choices: ConsentChoices, purpose: ConsentPurpose): boolean =>
  choices[purpose] === true

/** Whether the person still has a purpose to decide (the prompt after signing in asks then, once). */
export const hasUndecidedConsent = (choices: ConsentChoices): boolean =>
  CONSENT_PURPOSES.some((purpose) => choices[purpose] === undefined)
