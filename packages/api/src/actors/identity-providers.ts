// The actors of the other sign-ins (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on the
// site") over the sealed platform client: the account dialog's `ssoSignIn`, `microsoftSignIn` and
// `retailSignIn` (part of createAccountActors), and the session's daily employee check `validateEmployee`.
// Failures reach the machines as the client's PlatformError, code kept, so core chooses the text.
import { SSO_LOGIN_SOURCE, type MicrosoftAccount, type StoredSession } from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import {
  ItauLoginDocument,
  MagazineLuizaLoginDocument,
  MicrosoftGraphLoginDocument,
  ValidateMagazineLuizaEmployeesDocument,
} from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { parseResult, storedSessionFrom } from './results.js'

export interface ProviderActorsOptions {
  /** The brand's company (Microsoft: an e-mail its internal recruitment allows signs in as internal). */
  companyId: number
  /** `itauLogin`'s `development`: the SSO is the platform's local stand-in (never in production). */
  ssoDevelopment?: boolean
  /** The clock of the stored record's expiry (tests). */
  now?: () => number
}

/** These sign-ins have no 'Manter conectado': the record lives in this tab's session storage. */
const KEEP_LOGGED = false

export function createProviderActors(client: PlatformClient, options: ProviderActorsOptions) {
  const now = options.now ?? Date.now
  return {
    ssoSignIn: fromPromise<StoredSession, { code: string }>(async ({ input, signal }) => {
      const data = await client.request(
        ItauLoginDocument,
        { code: input.code, development: options.ssoDevelopment === true, login_source: SSO_LOGIN_SOURCE },
        { signal },
      )
      return storedSessionFrom(data.itauLogin, { keepLogged: KEEP_LOGGED, email: '', now: now() })
    }),

    microsoftSignIn: fromPromise<StoredSession, MicrosoftAccount>(async ({ input, signal }) => {
      const data = await client.request(
        MicrosoftGraphLoginDocument,
        {
          access_token: input.accessToken,
          uid: input.uid,
          user_name: input.name,
          user_email: input.email,
          company_id: options.companyId,
        },
        { signal },
      )
      return storedSessionFrom(data.microsoftGraphLogin, {
        keepLogged: KEEP_LOGGED,
        email: input.email,
        now: now(),
      })
    }),

    retailSignIn: fromPromise<StoredSession, { login: string; password: string }>(
      async ({ input, signal }) => {
        const data = await client.request(
          MagazineLuizaLoginDocument,
          { login: input.login, password: input.password },
          { signal },
        )
        return storedSessionFrom(data.magazineLuizaLogin, { keepLogged: KEEP_LOGGED, email: '', now: now() })
      },
    ),
  }
}

const employeeCheckSchema = z.lazy(() => z.object({ contributor: z.boolean().nullish() }).nullish())

/**
 * The session machine's `validateEmployee`: whether the signed-in person's own CPF is of a retail-partner
 * employee (the platform answers UNAUTHORIZED for anyone else's). A missing answer is "no".
 */
export function createEmployeeCheckActors(client: PlatformClient) {
  return {
    validateEmployee: fromPromise<boolean, { cpf: string }>(async ({ input, signal }) => {
      const data = await client.request(
        ValidateMagazineLuizaEmployeesDocument,
        { cpf: input.cpf },
        { signal },
      )
      return parseResult(employeeCheckSchema, data.validateMagazineLuizaEmployees)?.contributor === true
    }),
  }
}
