// The actors that core's account-dialog machine invokes, over the sealed platform client:
//
//   accountDialogMachine.provide({ actors: createAccountActors(client, { companyId }) })
//
// Every failure reaches the machine as the client's PlatformError, code kept, so core chooses the text
// (loginFailure, signUpFailure, failureCode). Passwords go as typed: the client sends every `password`
// variable as base64 of its UTF-8 bytes (docs/wire-format.md).
import type {
  EmployerCheck,
  InternalIdentity,
  RecoveryUser,
  SignInPayload,
  SignUpPayload,
  SocialProfile,
  StoredSession,
} from '@carreiras/core'
import type { ActorsOf, InternalRecruitment, accountDialogMachine } from '@carreiras/core'
import { internalRecruitmentSchema } from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { PlatformError } from '../errors.js'
import {
  ChangeEmailDocument,
  ChangePasswordDocument,
  CompanyInternalRecruitmentDocument,
  EmployerSignInDocument,
  EmployerSignUpDocument,
  ExchangeLinkedinCodeDocument,
  IsEmployerDocument,
  GenerateTokenChangeEmailDocument,
  LookupUsersDocument,
  PasswordRecoveryDocument,
  PasswordStatusDocument,
  SignInDocument,
  SignUpDocument,
  UpdateHuntingDocument,
  ValidTokenEmailDocument,
} from '../gql/graphql.js'
import type { SignInMutationVariables, SignUpMutationVariables } from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { REQUEST_FAILED_MESSAGE } from '../transport/http.js'
import { ensureSucceeded, idSchema, parseResult, storedSessionFrom } from './results.js'
import { recordConsents } from './consent.js'
import { createProviderActors } from './identity-providers.js'

/** Exactly the account-dialog machine's actors, with its input and output types. */
export type AccountActors = ActorsOf<typeof accountDialogMachine>

export interface AccountActorsOptions {
  /** The brand's company (`origin_company` of sign-in, sign-up and recovery; `company` of the network login). */
  companyId: number
  /**
   * Where the recovery e-mail's link returns: the site's `/password-recovery` URL. Without it the platform
   * uses its first web origin.
   */
  passwordRecoveryUrl?: string
  /** The `/linkedin-return` URL the professional network redirected to (the platform checks it). */
  linkedinRedirectUri?: string
  /** `itauLogin`'s `development` flag: the SSO is the platform's stand-in (identity-providers.ts). */
  ssoDevelopment?: boolean
  /** The clock of the stored record's expiry (tests). */
  now?: () => number
}

const text = z.string().nullish()

const recoveryUserSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    name: text,
    email: text,
    avatar: text,
    phone: text,
    profile: z.object({ phone: text }).nullish(),
  }),
)

const huntingSchema = z.lazy(() =>
  z.object({ hasUser: z.boolean().nullish(), hasMoreRegister: z.boolean().nullish() }),
)

const passwordRecoverySchema = z.lazy(() => z.object({ email: text }))

const changePasswordSchema = z.lazy(() => z.object({ email: text }))
/** A missing answer reads as 'has a password': the form then asks for it (the safe side). */
const passwordStatusSchema = z.lazy(() =>
  z
    .boolean()
    .nullish()
    .transform((value) => value !== false),
)

const linkedinSchema = z.lazy(() =>
  z.object({
    provider: text,
    provider_id: z.string().min(1),
    name: text,
    first_name: text,
    last_name: text,
    email: z.string().min(1),
    ticket: z.string().min(1),
  }),
)

/** The professional network of the `/linkedin-return` flow (when the platform does not name it). */
const LINKEDIN = 'linkedin'

const employerCheckSchema = z.lazy(() =>
  z.object({
    isEmployer: z.boolean().nullish(),
    hasPassword: z.boolean().nullish(),
    name: text,
  }),
)

/** The identity variables of an internal person (exactly one of e-mail, document, unique id, user id). */
function identityVariables(input: InternalIdentity) {
  if ('user_id' in input) return { user_id: input.user_id }
  if ('document' in input) return { document: input.document }
  if ('unique_id' in input) return { unique_id: input.unique_id }
  return { email: input.email }
}

/** The e-mail a session record falls back to when the platform sends none. */
const identityEmail = (input: InternalIdentity) => ('email' in input ? input.email : '')

export function createAccountActors(client: PlatformClient, options: AccountActorsOptions): AccountActors {
  const { companyId } = options
  const now = options.now ?? Date.now

  return {
    // The SSO, Microsoft and retail-partner sign-ins: actors/identity-providers.ts.
    ...createProviderActors(client, options),
    signIn: fromPromise<StoredSession, SignInPayload>(async ({ input, signal }) => {
      // A network sign-in sends provider, provider_id and the platform's ticket only: with an e-mail the
      // platform would take the password path (and fail with WRONG_PASSWORD).
      const variables: SignInMutationVariables =
        'password' in input
          ? {
              email: input.email,
              password: input.password,
              keepLogged: input.keepLogged,
              origin_company: companyId,
            }
          : {
              provider: input.provider,
              provider_id: input.provider_id,
              ticket: input.ticket,
              keepLogged: input.keepLogged,
              origin_company: companyId,
            }
      const data = await client.request(SignInDocument, variables, { signal })
      return storedSessionFrom(data.userLogin, {
        keepLogged: input.keepLogged,
        email: input.email,
        now: now(),
      })
    }),

    signUp: fromPromise<StoredSession, SignUpPayload>(async ({ input, signal }) => {
      const variables: SignUpMutationVariables = {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        foreigner: input.foreigner,
        document: input.document,
        accept_terms_of_use: input.accept_terms_of_use,
        source: input.source,
        origin_company: companyId,
        ...(input.password === undefined ? {} : { password: input.password }),
        ...(input.provider === undefined ? {} : { provider: input.provider }),
        ...(input.provider_id === undefined ? {} : { provider_id: input.provider_id }),
        ...(input.ticket === undefined ? {} : { ticket: input.ticket }),
        ...(input.captcha === undefined ? {} : { captcha: input.captcha }),
      }
      const data = await client.request(SignUpDocument, variables, { signal })
      // Sign-up has no 'Manter conectado': the record lives in session storage and does not expire.
      const record = storedSessionFrom(data.userCreate, { keepLogged: false, email: input.email, now: now() })
      // The register form's marketing choice (docs/consent-and-survey.md), recorded with the new account's
      // session before the sign-up resolves (what runs after it — the sign-up conversion — reads consent
      // then). A failure does not undo the account: the choice stays undecided (= refused) and the prompt
      // after signing in asks again.
      if (input.marketing !== undefined) {
        await recordConsents(
          client,
          { userId: record.userId, choices: { marketing: input.marketing }, origin: 'sign-up' },
          { signal, session: { token: record.token, userId: record.userId } },
        ).catch(() => undefined)
      }
      return record
    }),

    lookupUsers: fromPromise<RecoveryUser[], { cpf?: string; passport?: string; captcha?: string }>(
      async ({ input, signal }) => {
        const variables = {
          ...(input.cpf !== undefined ? { cpf: input.cpf } : { passport: input.passport ?? '' }),
          // The form's solved captcha, spent by the lookup (CAPTCHA_FAILED without one).
          ...(input.captcha === undefined ? {} : { captcha: input.captcha }),
        }
        const data = await client.request(LookupUsersDocument, variables, { signal })
        const users = parseResult(z.array(recoveryUserSchema).nullish(), data.users) ?? []
        return users.map((user) => ({
          id: user.id,
          name: user.name ?? '',
          email: user.email ?? '',
          phone: user.phone ?? user.profile?.phone ?? null,
          avatar: user.avatar ?? null,
        }))
      },
    ),

    updateHunting: fromPromise<
      { hasUser: boolean; hasMoreRegister: boolean },
      { token: string; document: string; foreigner: boolean }
    >(async ({ input, signal }) => {
      const data = await client.request(
        UpdateHuntingDocument,
        { token: input.token, document: input.document, foreigner: input.foreigner },
        { signal },
      )
      const result = parseResult(huntingSchema, data.updateHunting)
      return { hasUser: result.hasUser === true, hasMoreRegister: result.hasMoreRegister === true }
    }),

    passwordRecovery: fromPromise<void, { email: string }>(async ({ input, signal }) => {
      const data = await client.request(
        PasswordRecoveryDocument,
        {
          email: input.email,
          origin_company: companyId,
          ...(options.passwordRecoveryUrl === undefined ? {} : { return_url: options.passwordRecoveryUrl }),
        },
        { signal },
      )
      parseResult(passwordRecoverySchema, data.passwordRecovery)
    }),

    generateTokenChangeEmail: fromPromise<void, { id: number }>(async ({ input, signal }) => {
      const data = await client.request(GenerateTokenChangeEmailDocument, { id: input.id }, { signal })
      // Only a confirmed send counts: anything else is the spec's SMS failure.
      if (data.generateTokenChangeEmail?.generateToken !== true) {
        throw new PlatformError(REQUEST_FAILED_MESSAGE, 'INTERNAL')
      }
    }),

    validTokenEmail: fromPromise<boolean, { id: number; token: string }>(async ({ input, signal }) => {
      const data = await client.request(
        ValidTokenEmailDocument,
        { id: input.id, token: input.token },
        { signal },
      )
      return data.validTokenEmail?.valid === true
    }),

    changeEmail: fromPromise<void, { id: number; token: string; email: string }>(
      async ({ input, signal }) => {
        const data = await client.request(
          ChangeEmailDocument,
          { id: input.id, token: input.token, email: input.email },
          { signal },
        )
        ensureSucceeded(data.changeEmail)
      },
    ),

    changePassword: fromPromise<
      { email: string | null },
      { password: string; token?: string; userId?: number; currentPassword?: string }
    >(async ({ input, signal }) => {
      const data = await client.request(
        ChangePasswordDocument,
        {
          password: input.password,
          ...(input.token === undefined ? {} : { token: input.token }),
          ...(input.userId === undefined ? {} : { user_id: input.userId }),
          ...(input.currentPassword === undefined ? {} : { currentPassword: input.currentPassword }),
        },
        { signal },
      )
      const result = parseResult(changePasswordSchema, ensureSucceeded(data.changePassword))
      return { email: result.email?.trim() || null }
    }),

    passwordStatus: fromPromise<{ hasPassword: boolean }, void>(async ({ signal }) => {
      const data = await client.request(PasswordStatusDocument, {}, { signal })
      return { hasPassword: parseResult(passwordStatusSchema, data.hasPassword) }
    }),

    // The internal access (docs/identity.md, "Internal access on the site").
    employerCheck: fromPromise<EmployerCheck, InternalIdentity>(async ({ input, signal }) => {
      const data = await client.request(
        IsEmployerDocument,
        { ...identityVariables(input), company_id: companyId },
        { signal },
      )
      const result = parseResult(employerCheckSchema.nullish(), data.isEmployer)
      return {
        isEmployer: result?.isEmployer === true,
        // Unknown reads as 'has a password': the sign-in then asks for it (the platform decides).
        hasPassword: result?.hasPassword !== false,
        name: result?.name?.trim() || null,
      }
    }),

    employerSignIn: fromPromise<StoredSession, InternalIdentity & { password: string; keepLogged: boolean }>(
      async ({ input, signal }) => {
        const data = await client.request(
          EmployerSignInDocument,
          { ...identityVariables(input), password: input.password, company_id: companyId },
          { signal },
        )
        return storedSessionFrom(data.employerSignIn, {
          keepLogged: input.keepLogged,
          email: identityEmail(input),
          now: now(),
        })
      },
    ),

    employerSignUp: fromPromise<StoredSession, InternalIdentity & { password: string }>(
      async ({ input, signal }) => {
        const data = await client.request(
          EmployerSignUpDocument,
          { ...identityVariables(input), password: input.password, company_id: companyId },
          { signal },
        )
        // As sign-up: no 'Manter conectado', the record lives in session storage.
        return storedSessionFrom(data.employerSignUp, {
          keepLogged: false,
          email: identityEmail(input),
          now: now(),
        })
      },
    ),

    fetchSocialProfile: fromPromise<SocialProfile, { code: string }>(async ({ input, signal }) => {
      const data = await client.request(
        ExchangeLinkedinCodeDocument,
        {
          code: input.code,
          company: companyId,
          ...(options.linkedinRedirectUri === undefined ? {} : { return_url: options.linkedinRedirectUri }),
        },
        { signal },
      )
      const profile = parseResult(linkedinSchema, data.linkedinProfile)
      const name =
        profile.name?.trim() || [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim()
      return {
        provider: profile.provider?.trim() || LINKEDIN,
        providerId: profile.provider_id,
        email: profile.email,
        name,
        ticket: profile.ticket,
      }
    }),
  }
}

/**
 * The company's internal recruitment, read once by the site to offer the internal access: null when the
 * company has none, or when the answer is not one core knows (an unknown login type offers nothing).
 */
export async function loadInternalRecruitment(
  client: PlatformClient,
  companyId: number,
  signal?: AbortSignal,
): Promise<InternalRecruitment | null> {
  const data = await client.request(CompanyInternalRecruitmentDocument, { companyId }, { signal })
  const answer = data.companyInternalRecruitment
  if (!answer) return null
  const parsed = internalRecruitmentSchema.safeParse({
    loginType: answer.loginType,
    specificDomains: answer.specificDomains ?? false,
    domains: answer.domains ?? [],
  })
  return parsed.success ? parsed.data : null
}
