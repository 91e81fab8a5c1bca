// The stored session record (docs/decisions.md, "The stored session record"): the only account data kept in browser storage. It never
// holds the CPF, the phone or anything sensitive; parsing strips any other key.
import { z } from 'zod'
import { KEEP_LOGGED_HOURS } from '../constants'

export const storedSessionSchema = z.object({
  token: z.string().min(1),
  userId: z.number().int(),
  name: z.string(),
  socialName: z.string().nullable().default(null),
  avatar: z.string().nullable().default(null),
  email: z.string(),
  /** Company ids whose terms of use this user accepted. */
  termsAccepted: z.array(z.number().int()).default([]),
  keepLogged: z.boolean(),
  /**
   * The partner-company user flag: today's employee check said the person works for the retail partner.
   * Non-sensitive: the CPF it was checked with is never stored.
   */
  partnerCompanyUser: z.boolean().optional(),
  /** Epoch ms; only keep-logged records expire (the others end with the tab). */
  expiresAt: z.number().nullable(),
  /**
   * The company whose internal recruitment the person belongs to (docs/identity.md, "Internal access on the
   * site"): not sensitive, it only lets the site ask for that company's internal openings.
   */
  internalCompanyId: z.number().int().nullish(),
})
export type StoredSession = z.output<typeof storedSessionSchema>
export type StoredSessionInput = z.input<typeof storedSessionSchema>

/** Parses anything read from storage: a malformed record is no record. */
export function parseStoredSession(value: unknown): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

const HOUR_MS = 60 * 60 * 1000

/** Expiry of a record written now: 24 h for keep-logged, none otherwise. */
export function sessionExpiry(keepLogged: boolean, now: number): number | null {
  return keepLogged ? now + KEEP_LOGGED_HOURS * HOUR_MS : null
}

export function isSessionExpired(record: StoredSession, now: number): boolean {
  return record.expiresAt !== null && record.expiresAt <= now
}

/** Where the app writes the record: local storage for keep-logged, session storage otherwise. */
export function sessionStorageArea(record: Pick<StoredSession, 'keepLogged'>): 'local' | 'session' {
  return record.keepLogged ? 'local' : 'session'
}

/** The in-memory profile of the session view. It may hold cpf and phone; it is never stored. */
export interface SessionProfile {
  id: number
  name: string
  socialName?: string | null
  avatar?: string | null
  email: string
  phone?: string | null
  cpf?: string | null
  termsOfUserAccepted: Array<{ companyId: number }>
  /** The removal link of the remove-account action, when the platform offers one. */
  removalLink?: string | null
}

/** Terms accepted: the profile lists an acceptance for the company. */
export function hasAcceptedTerms(
  profile: Pick<SessionProfile, 'termsOfUserAccepted'>,
  companyId: number,
): boolean {
  return profile.termsOfUserAccepted.some((t) => t.companyId === companyId)
}

/** The stored view of a profile and token: only the non-sensitive fields. */
export function sessionRecordFrom(
  profile: SessionProfile,
  token: string,
  keepLogged: boolean,
  now: number,
): StoredSession {
  return {
    token,
    userId: profile.id,
    name: profile.name,
    socialName: profile.socialName ?? null,
    avatar: profile.avatar ?? null,
    email: profile.email,
    termsAccepted: profile.termsOfUserAccepted.map((t) => t.companyId),
    keepLogged,
    expiresAt: sessionExpiry(keepLogged, now),
  }
}
