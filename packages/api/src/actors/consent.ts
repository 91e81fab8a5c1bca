// The actors that core's consent machine invokes (docs/consent-and-survey.md), over the signed-in person's
// platform client:
//
//   consentMachine.provide({ actors: createConsentActors(client) })
//
// `recordConsents` is the same write for a caller without the machine: the sign-up actor records the register
// form's marketing choice with it right after the account is created. Answers are parsed at the boundary with
// core's consentSchema: a malformed answer is a PlatformError `BAD_RESPONSE`.
import {
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  consentSchema,
  type ActorsOf,
  type Consent,
  type ConsentChoices,
  type ConsentOrigin,
  type consentMachine,
} from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { ConsentsDocument, SetConsentsDocument } from '../gql/graphql.js'
import type { PlatformClient, PlatformRequestInit } from '../transport/client.js'
import { parseResult } from './results.js'

/** Exactly the consent machine's actors, with their input and output types. */
export type ConsentActors = ActorsOf<typeof consentMachine>

const consentsSchema = z.lazy(() => z.array(consentSchema))

/** The choices in force of the user. */
export async function readConsents(
  client: PlatformClient,
  userId: number,
  signal?: AbortSignal,
): Promise<Consent[]> {
  const result = await client.request(ConsentsDocument, { userId: String(userId) }, { signal })
  return parseResult(consentsSchema, result.consents)
}

/** Records the choices given (one row per purpose on the platform); answers the choices in force. */
export async function recordConsents(
  client: PlatformClient,
  { userId, choices, origin }: { userId: number; choices: ConsentChoices; origin: ConsentOrigin },
  /** `session`: the account just created (sign-up), before the app's session knows it. */
  init: PlatformRequestInit = {},
): Promise<Consent[]> {
  const list = CONSENT_PURPOSES.filter((purpose) => choices[purpose] !== undefined).map((purpose) => ({
    purpose,
    granted: choices[purpose] === true,
  }))
  const result = await client.request(
    SetConsentsDocument,
    { userId: String(userId), choices: list, version: CONSENT_VERSION, origin },
    init,
  )
  return parseResult(consentsSchema, result.setConsents)
}

export function createConsentActors(client: PlatformClient): ConsentActors {
  return {
    loadConsents: fromPromise(({ input, signal }) => readConsents(client, input.userId, signal)),
    saveConsents: fromPromise(({ input, signal }) =>
      recordConsents(
        client,
        { userId: input.userId, choices: input.choices, origin: input.origin },
        { signal },
      ),
    ),
  }
}
