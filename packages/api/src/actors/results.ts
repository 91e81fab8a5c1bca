// What the account and session actors share: reading the platform's results at the boundary (zod), so a
// malformed answer becomes a PlatformError `BAD_RESPONSE` instead of a crash inside a machine, and the
// StoredSession built from a sign-in or sign-up result.
import { sessionExpiry, storedSessionSchema, type StoredSession } from '@carreiras/core'
import { z } from 'zod'
import { PlatformError } from '../errors.js'
import { isValidToken } from '../transport/authorization.js'
import { BAD_RESPONSE_MESSAGE, REQUEST_FAILED_MESSAGE } from '../transport/http.js'

/** An `ID` as GraphQL returns it (a string) or as a platform may send it (a number): an integer. */
export const idSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER))

const text = z.string().nullish()

export function badResponse(cause?: unknown): PlatformError {
  return new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', cause === undefined ? {} : { cause })
}

/** Parses a result with `schema`; anything that does not fit is a `BAD_RESPONSE`. */
export function parseResult<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badResponse(parsed.error)
  return parsed.data
}

const successSchema = z.lazy(() => z.object({ success: z.boolean().nullish(), error: text }))

/**
 * A result with `success` and `error` (SuccessResult and the like): a non-empty `error` is a failure
 * (SDL: "A non-empty `error` is a failure"), and so is `success: false`. A null result is a bad answer.
 */
export function ensureSucceeded<T>(value: T): NonNullable<T> {
  const result = parseResult(successSchema, value)
  const error = result.error?.trim()
  if (error) throw new PlatformError(error, 'INTERNAL')
  if (result.success === false) throw new PlatformError(REQUEST_FAILED_MESSAGE, 'INTERNAL')
  return value as NonNullable<T>
}

/** The AuthSession fragment (sign-in, sign-up): only what the stored record may hold, plus the token. */
const authSessionSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: text,
    socialName: text,
    email: text,
    avatar: text,
    termsOfUserAccepted: z.array(z.object({ companyId: idSchema })).nullish(),
    profile: z.object({ socialName: text }).nullish(),
    token: z.string().refine(isValidToken),
    /** The company whose internal recruitment the person belongs to. */
    internalCompanyId: idSchema.nullish(),
  }),
)

/**
 * The stored session record (docs/decisions.md, "The stored session record") of a sign-in or sign-up result: token, user id, name, social
 * name, avatar, e-mail, terms acceptances, keepLogged and core's expiry. Built field by field and parsed
 * with core's schema, so nothing else the result carries (a CPF, a phone, a profile) can reach storage.
 */
export function storedSessionFrom(
  value: unknown,
  { keepLogged, email, now }: { keepLogged: boolean; email: string; now: number },
): StoredSession {
  const auth = parseResult(authSessionSchema, value)
  return storedSessionSchema.parse({
    token: auth.token,
    userId: auth.id,
    name: auth.name ?? '',
    socialName: auth.socialName ?? auth.profile?.socialName ?? null,
    avatar: auth.avatar ?? null,
    email: auth.email ?? email,
    termsAccepted: [...new Set((auth.termsOfUserAccepted ?? []).map((t) => t.companyId))],
    keepLogged,
    expiresAt: sessionExpiry(keepLogged, now),
    ...(auth.internalCompanyId == null ? {} : { internalCompanyId: auth.internalCompanyId }),
  })
}
