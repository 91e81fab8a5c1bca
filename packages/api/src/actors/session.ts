// The actors that core's session machine invokes (docs/decisions.md, "Keep logged"), over the sealed platform
// client. `loadStoredSession` is browser storage: the web app supplies it.
//
//   sessionMachine.provide({ actors: { ...createSessionActors(client, { companyId }), loadStoredSession } })
//
// The actors whose input holds the stored record send that record's token (validation, profile, renewal,
// logout). The others (follow check, terms, removal) only get a user id: they send the token of the record
// last seen for that user, else whatever the client's getSession gives. The session machine starts the follow
// check in the same step as the profile query, before an app's getSession can have seen a new record.
import { SOURCE_LABEL } from '@carreiras/core'
import type { ActorsOf, SessionProfile, StoredSession, sessionMachine } from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { isPlatformError, PlatformError } from '../errors.js'
import {
  AcceptTermsOfUseDocument,
  CompanyFollowDocument,
  FollowCompanyDocument,
  LogoutDocument,
  RemoveUserDocument,
  SessionUserDocument,
  ValidateSessionDocument,
} from '../gql/graphql.js'
import { createEmployeeCheckActors } from './identity-providers.js'
import type { PlatformClient, PlatformSession } from '../transport/client.js'
import { UNAUTHORIZED_MESSAGE } from '../transport/http.js'
import { ensureSucceeded, idSchema, parseResult } from './results.js'

/**
 * Exactly the session machine's actors but the browser-storage reads (`loadStoredSession`, and the daily
 * employee check's `loadEmployeeCheck`), with their input and output types.
 */
export type SessionActors = Omit<ActorsOf<typeof sessionMachine>, 'loadStoredSession' | 'loadEmployeeCheck'>

export interface SessionActorsOptions {
  /** The brand's company. The machine hands it to the follow check and the terms acceptance itself. */
  companyId?: number
  /** The remove-account link when the platform's profile has none (`removeAccountLink`). */
  removalLink?: string | null
}

const text = z.string().nullish()

const sessionUserSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: text,
    socialName: text,
    avatar: text,
    email: text,
    phone: text,
    cpf: text,
    termsOfUserAccepted: z.array(z.object({ companyId: idSchema })).nullish(),
    removeAccountLink: text,
  }),
)

const sessionOf = (record: StoredSession): PlatformSession => ({ token: record.token, userId: record.userId })

/** A definite "this session is not live" (as opposed to a network failure or a broken answer). */
const isDeadSession = (error: unknown) =>
  isPlatformError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'NOT_FOUND')

export function createSessionActors(
  client: PlatformClient,
  options: SessionActorsOptions = {},
): SessionActors {
  /**
   * The session of the record the machine last handed over (its context's record), until the platform
   * refuses it or the session ends.
   */
  let current: PlatformSession | null = null
  const remember = (record: StoredSession) => {
    current = sessionOf(record)
    return current
  }
  const forget = (record: StoredSession) => {
    if (current?.token === record.token) current = null
  }
  /** The remembered session when it is that user's; otherwise the client's own (getSession). */
  const sessionFor = (userId: number): { session?: PlatformSession } =>
    current !== null && current.userId === userId ? { session: current } : {}

  /** The user's own record by id: answered only to that user's session (docs/wire-format.md). */
  async function ownUserId(record: StoredSession, signal: AbortSignal): Promise<number | null> {
    let id: number | null
    try {
      const data = await client.request(
        ValidateSessionDocument,
        { id: record.userId },
        { signal, session: remember(record) },
      )
      id = parseResult(z.object({ id: idSchema }).nullish(), data.user)?.id ?? null
    } catch (error) {
      if (isDeadSession(error)) forget(record)
      throw error
    }
    if (id !== record.userId) forget(record)
    return id
  }

  return {
    // The retail partner's daily employee check: actors/identity-providers.ts.
    ...createEmployeeCheckActors(client),
    validateSession: fromPromise<boolean, { record: StoredSession }>(async ({ input, signal }) => {
      try {
        return (await ownUserId(input.record, signal)) === input.record.userId
      } catch (error) {
        // Refused: not live. A network failure or a broken answer is not an answer: it rejects.
        if (isDeadSession(error)) return false
        throw error
      }
    }),

    fetchProfile: fromPromise<SessionProfile, { record: StoredSession }>(async ({ input, signal }) => {
      const { record } = input
      const data = await client
        .request(SessionUserDocument, { id: record.userId }, { signal, session: remember(record) })
        .catch((error: unknown) => {
          if (isDeadSession(error)) forget(record)
          throw error
        })
      const user = parseResult(sessionUserSchema, data.user)
      return {
        id: user.id,
        name: user.name ?? record.name,
        socialName: user.socialName ?? null,
        avatar: user.avatar ?? null,
        email: user.email ?? record.email,
        phone: user.phone ?? null,
        cpf: user.cpf ?? null,
        termsOfUserAccepted: (user.termsOfUserAccepted ?? []).map((t) => ({ companyId: t.companyId })),
        removalLink: user.removeAccountLink?.trim() || options.removalLink || null,
      }
    }),

    checkFollow: fromPromise<boolean, { userId: number; companyId: number }>(async ({ input, signal }) => {
      const data = await client.request(
        CompanyFollowDocument,
        { userId: input.userId, companyId: input.companyId },
        { signal, ...sessionFor(input.userId) },
      )
      return data.companyFollow !== null && data.companyFollow !== undefined
    }),

    // The platform moves a keep-logged session's expiry to 24 h from any call that presents it: the
    // renewal is one authorized call, which also tells when the session is gone.
    renewSession: fromPromise<void, { record: StoredSession }>(async ({ input, signal }) => {
      if ((await ownUserId(input.record, signal)) !== input.record.userId) {
        throw new PlatformError(UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')
      }
    }),

    endSession: fromPromise<void, { record: StoredSession | null }>(async ({ input, signal }) => {
      current = null
      if (input.record === null) return
      const data = await client.request(LogoutDocument, undefined, {
        signal,
        session: sessionOf(input.record),
      })
      ensureSucceeded(data.logout)
    }),

    followCompany: fromPromise<void, { userId: number; companyId: number }>(async ({ input, signal }) => {
      const data = await client.request(
        FollowCompanyDocument,
        { user_id: input.userId, company_id: input.companyId },
        { signal, ...sessionFor(input.userId) },
      )
      ensureSucceeded(data.followCompany)
    }),

    acceptTerms: fromPromise<void, { userId: number; companyId: number }>(async ({ input, signal }) => {
      const data = await client.request(
        AcceptTermsOfUseDocument,
        { user_id: input.userId, company_id: input.companyId, source: SOURCE_LABEL },
        { signal, ...sessionFor(input.userId) },
      )
      ensureSucceeded(data.acceptTermsOfUse)
    }),

    removeUser: fromPromise<void, { userId: number }>(async ({ input, signal }) => {
      const data = await client.request(
        RemoveUserDocument,
        { user_id: input.userId },
        { signal, ...sessionFor(input.userId) },
      )
      ensureSucceeded(data.removeUser)
    }),
  }
}
