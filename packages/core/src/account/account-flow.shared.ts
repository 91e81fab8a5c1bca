// What the account dialog's router and children share (docs/identity.md, "The account dialog's machines"):
// the platform calls (named placeholders the app supplies with `.provide()`; the router hands them to its
// children) and the small rules several children use.
import { fromPromise } from 'xstate'
import type { InternalIdentity } from '../internal-recruitment/internal-access.schema'
import type { MicrosoftAccount } from '../identity-providers/identity-providers'
import type { StoredSession } from '../session/session.schema'
import { splitFullName } from '../validation/full-name'
import type { SignInPayload, SignUpPayload, SocialProfile } from './account.schema'
import type {
  AccountDialogContext,
  EmployerCheck,
  FlowEntry,
  FlowInput,
  InternalAttempt,
  RecoveryUser,
} from './account-dialog.types'

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

/** The platform calls, by the names the app provides (api's createAccountActors). */
export const accountCalls = {
  signIn: fromPromise<StoredSession, SignInPayload>(notProvided),
  signUp: fromPromise<StoredSession, SignUpPayload>(notProvided),
  /** Users by CPF or passport (pre-register, forgot e-mail), behind the form's captcha. */
  lookupUsers: fromPromise<RecoveryUser[], { cpf?: string; passport?: string; captcha?: string }>(
    notProvided,
  ),
  /** The insert-cpf submit (hunting invitation). */
  updateHunting: fromPromise<
    { hasUser: boolean; hasMoreRegister: boolean },
    { token: string; document: string; foreigner: boolean }
  >(notProvided),
  /** Sends the recovery e-mail (return URL ending /password-recovery). */
  passwordRecovery: fromPromise<void, { email: string }>(notProvided),
  /** Sends the SMS code. */
  generateTokenChangeEmail: fromPromise<void, { id: number }>(notProvided),
  validTokenEmail: fromPromise<boolean, { id: number; token: string }>(notProvided),
  changeEmail: fromPromise<void, { id: number; token: string; email: string }>(notProvided),
  /** Changes the password; tells the account's e-mail so the person can be signed in. */
  changePassword: fromPromise<
    { email: string | null },
    { password: string; token?: string; userId?: number; currentPassword?: string }
  >(notProvided),
  /** Whether the signed-in account has a password (the change form then asks for the current one). */
  passwordStatus: fromPromise<{ hasPassword: boolean }, void>(notProvided),
  /** The professional network's code exchanged for the person's profile. */
  fetchSocialProfile: fromPromise<SocialProfile, { code: string }>(notProvided),
  /** The SSO's one-time code exchanged for a session (`itauLogin`). */
  ssoSignIn: fromPromise<StoredSession, { code: string }>(notProvided),
  /** The Microsoft pop-up's account exchanged for a session (`microsoftGraphLogin`). */
  microsoftSignIn: fromPromise<StoredSession, MicrosoftAccount>(notProvided),
  /** The retail partner's employee login (`magazineLuizaLogin`). */
  retailSignIn: fromPromise<StoredSession, { login: string; password: string }>(notProvided),
  /** isEmployer: whether the identity is an internal person of the company, with a password. */
  employerCheck: fromPromise<EmployerCheck, InternalIdentity>(notProvided),
  /** employerSignIn: the internal person's session (its record carries internalCompanyId). */
  employerSignIn: fromPromise<StoredSession, InternalIdentity & { password: string; keepLogged: boolean }>(
    notProvided,
  ),
  /** employerSignUp: sets the provisioned internal person's first password, then signs them in. */
  employerSignUp: fromPromise<StoredSession, InternalIdentity & { password: string }>(notProvided),
}
export type AccountCallName = keyof typeof accountCalls

export const emptyInternal = (userId: number | null = null): InternalAttempt => ({
  userId,
  name: null,
  identifier: '',
  password: null,
  keepLogged: false,
})

/** The name the welcome greets: the social name, else the first name. */
export const welcomeNameOf = (record: StoredSession) =>
  record.socialName?.trim() || splitFullName(record.name).firstName

/** The captcha a lookup's submit carried; read from the event, so a spent token never stays in context. */
export const captchaOf = (event: { type: string }): { captcha?: string } =>
  'captcha' in event && typeof event.captcha === 'string' && event.captcha ? { captcha: event.captcha } : {}

/** The part of a child's context every child has: its entry and its messages. */
export type FlowBase = Pick<AccountDialogContext, 'error' | 'notice'> & { entry: FlowEntry | null }

export const flowBase = (input: FlowInput): FlowBase => ({
  entry: input.entry,
  error: input.error,
  notice: input.notice,
})
