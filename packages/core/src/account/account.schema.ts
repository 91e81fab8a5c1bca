// Forms and payloads of the account dialog. Every message comes from ptBR.validation.
import { z } from 'zod'
import { SOURCE_LABEL } from '../constants'
import { isClientErrorCode, isErrorCode } from '../errors'
import type { ClientErrorCode, ErrorCode } from '../errors'
import { ptBR } from '../messages/pt-BR'
import { isValidCpf } from '../validation/cpf'
import { emailConfirmationCheck, emailSchema } from '../validation/email'
import { isValidForeignDocument } from '../validation/foreign-document'
import { fullNameSchema, splitFullName } from '../validation/full-name'
import { passwordConfirmationCheck, passwordSchema } from '../validation/password'
import { smsCodeSchema } from '../validation/sms-code'
import { cpfSchema } from '../validation/cpf'
import { unmask } from '../format/mask'

export const loginFormSchema = z.lazy(() =>
  z.object({
    email: emailSchema,
    password: passwordSchema,
    keepLogged: z.boolean().default(false),
  }),
)
export type LoginForm = z.output<typeof loginFormSchema>

/** The document's rule: a valid CPF, or for foreigners a valid RNE or passport. */
function checkDocument(value: { foreigner: boolean; document: string }, ctx: z.RefinementCtx) {
  const ok = value.foreigner ? isValidForeignDocument(value.document) : isValidCpf(value.document)
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['document'],
      message: value.foreigner ? ptBR.validation.foreignDocument : ptBR.validation.cpf,
    })
  }
}
/** A CPF is kept as its digits; an RNE or passport as typed (trimmed). */
const unmaskDocument = <T extends { foreigner: boolean; document: string }>(value: T): T => ({
  ...value,
  document: value.foreigner ? value.document : unmask(value.document),
})

/** CPF for Brazilians (stored as digits), RNE or passport for foreigners. */
export const documentFormSchema = z.lazy(() =>
  z
    .object({ foreigner: z.boolean(), document: z.string().trim() })
    .superRefine(checkDocument)
    .transform(unmaskDocument),
)
export type DocumentForm = z.output<typeof documentFormSchema>

/** The solved captcha a form sends: sign-up, and the CPF lookups of pre-register and forgotten e-mail. */
export const captchaTokenSchema = z.lazy(() =>
  z.string().trim().min(1, { error: ptBR.validation.captchaRequired }),
)

/** Pre-register with its captcha (docs/decisions.md, "The CPF lookup"): the document and the solved captcha. */
export const preRegisterFormSchema = z.lazy(() =>
  z
    .object({ foreigner: z.boolean(), document: z.string().trim(), captchaToken: captchaTokenSchema })
    .superRefine(checkDocument)
    .transform(unmaskDocument),
)
export type PreRegisterForm = z.output<typeof preRegisterFormSchema>

/** Register submit: name, e-mail twice, document, password twice, captcha, terms. */
export const registerFormSchema = z.lazy(() =>
  z
    .object({
      name: fullNameSchema,
      email: emailSchema,
      emailConfirmation: z.string(),
      foreigner: z.boolean(),
      document: z.string().trim(),
      password: passwordSchema,
      passwordConfirmation: z.string(),
      captchaToken: captchaTokenSchema,
      acceptTerms: z.boolean().refine((accepted) => accepted, { error: ptBR.validation.acceptTermsRequired }),
      /** The optional, unticked marketing consent (docs/consent-and-survey.md). */
      marketing: z.boolean().optional(),
    })
    .superRefine(emailConfirmationCheck('email', 'emailConfirmation'))
    .superRefine(passwordConfirmationCheck('password', 'passwordConfirmation'))
    .superRefine((value, ctx) => {
      const parsed = documentFormSchema.safeParse({ foreigner: value.foreigner, document: value.document })
      if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' })
    }),
)
export type RegisterForm = z.output<typeof registerFormSchema>

export const forgotPasswordFormSchema = z.lazy(() => z.object({ email: emailSchema }))
/** Forgot e-mail, step 0. */
export const forgotEmailCpfFormSchema = z.object({ cpf: cpfSchema })
/** Forgot e-mail, step 0, with its captcha: the CPF and the solved captcha the lookup spends. */
export const forgotEmailLookupFormSchema = forgotEmailCpfFormSchema.extend({
  captchaToken: captchaTokenSchema,
})
export type ForgotEmailLookupForm = z.output<typeof forgotEmailLookupFormSchema>
/** Forgot e-mail, step 2. */
export const smsCodeFormSchema = z.lazy(() => z.object({ code: smsCodeSchema }))
/** Forgot e-mail, step 3. */
export const newEmailFormSchema = z.lazy(() =>
  z
    .object({ email: emailSchema, emailConfirmation: z.string() })
    .superRefine(emailConfirmationCheck('email', 'emailConfirmation')),
)
export const changePasswordFormSchema = z.lazy(() =>
  z
    .object({ password: passwordSchema, passwordConfirmation: z.string() })
    .superRefine(passwordConfirmationCheck('password', 'passwordConfirmation')),
)
/**
 * The signed-in change of an account that has a password: the current one too (docs/decisions.md,
 * "Changing the password while signed in"). Only required: the platform compares it.
 */
export const changePasswordWithCurrentFormSchema = z.lazy(() =>
  z
    .object({
      currentPassword: z.string().min(1, ptBR.account.changePassword.currentPasswordRequired),
      password: passwordSchema,
      passwordConfirmation: z.string(),
    })
    .superRefine(passwordConfirmationCheck('password', 'passwordConfirmation')),
)

/** Sign-up payload. */
export interface SignUpPayload {
  first_name: string
  last_name: string
  email: string
  foreigner: boolean
  document: string
  password?: string
  provider?: string
  provider_id?: string
  /** The platform's ticket for the network account (a network sign-up; docs/security.md): memory only. */
  ticket?: string
  accept_terms_of_use: boolean
  source: typeof SOURCE_LABEL
  captcha?: string
  /**
   * The register form's marketing consent: recorded on the platform (origin 'sign-up') right after the
   * account is created, before the sign-up resolves; never sent with `userCreate`.
   */
  marketing?: boolean
}

export function signUpPayloadFromForm(form: RegisterForm): SignUpPayload {
  const { firstName, lastName } = splitFullName(form.name)
  return {
    first_name: firstName,
    last_name: lastName,
    email: form.email,
    foreigner: form.foreigner,
    document: form.foreigner ? form.document : unmask(form.document),
    password: form.password,
    accept_terms_of_use: form.acceptTerms,
    source: SOURCE_LABEL,
    captcha: form.captchaToken,
    marketing: form.marketing === true,
  }
}

/**
 * A data from a professional- or social-network account, kept while the document is asked, with the ticket
 * the platform issued for it after its own exchange with the network: the proof its sign-in and sign-up need
 * (a provider id alone signs nobody in). It lives in the machine's context only, never in browser storage or
 * a URL.
 */
export interface SocialProfile {
  provider: string
  providerId: string
  email: string
  name: string
  ticket: string
}

/** Sign-in payload (docs/security.md, "Network sign-in tickets"), by e-mail and password or by a network account and its ticket. */
export type SignInPayload =
  | { email: string; password: string; keepLogged: boolean }
  | { provider: string; provider_id: string; ticket: string; email: string; keepLogged: boolean }

/** A failure as the api layer hands it to a machine: the platform's code and pt-BR message. */
export interface AccountError {
  code?: ErrorCode
  /** Set when the client failed before any platform answer (no connection, unreadable answer). */
  clientCode?: ClientErrorCode
  message?: string
}

/** Reads a code and message from whatever an actor rejected with. */
export function toAccountError(error: unknown): AccountError {
  if (typeof error !== 'object' || error === null)
    return { message: typeof error === 'string' ? error : undefined }
  const record = error as { code?: unknown; message?: unknown; extensions?: { code?: unknown } }
  const code = isErrorCode(record.code)
    ? record.code
    : isErrorCode(record.extensions?.code)
      ? record.extensions.code
      : undefined
  const message = typeof record.message === 'string' ? record.message : undefined
  if (!code && isClientErrorCode(record.code)) return { clientCode: record.code, message }
  return { code, message }
}

/**
 * What the account dialog says, as a code (its context holds codes, never text): a platform error
 * (`errors.*`), a failure of the client itself (`clientErrors.*`), or one of the dialog's own texts.
 * `accountMessageText` turns it into the catalogue's text.
 */
export type AccountMessageCode =
  `errors.${ErrorCode}` | `clientErrors.${ClientErrorCode}` | keyof typeof ACCOUNT_TEXTS

/** The dialog's own texts, by code. */
const ACCOUNT_TEXTS = {
  'login.userNotFound': (m) => m.account.login.userNotFound,
  'register.failed': (m) => m.account.register.failed,
  'forgotPassword.unknownEmail': (m) => m.account.forgotPassword.unknownEmail,
  'forgotPassword.sent': (m) => m.account.forgotPassword.sent,
  'changePassword.failed': (m) => m.account.changePassword.failed,
  'changePassword.success': (m) => m.account.changePassword.success,
  'changePassword.choose': (m) => m.account.changePassword.choose,
  'changePassword.wrongCurrentPassword': (m) => m.account.changePassword.wrongCurrentPassword,
  'forgotEmail.cpfNotFound': (m) => m.account.forgotEmail.cpfNotFound,
  'forgotEmail.smsFailed': (m) => m.account.forgotEmail.smsFailed,
  'forgotEmail.badCode': (m) => m.account.forgotEmail.badCode,
  'forgotEmail.changeFailed': (m) => m.account.forgotEmail.changeFailed,
  'forgotEmail.changed': (m) => m.account.forgotEmail.changed,
  'internal.notFound': (m) => m.account.internal.notFound,
  'internal.firstAccessNeeded': (m) => m.account.internal.firstAccessNeeded,
  'internal.alreadyRegistered': (m) => m.account.internal.alreadyRegistered,
  // The selectors name the allowed domains (the context keeps only the code).
  'internal.domainRefused': (m) => m.account.internal.domainRefused([]),
  somethingWentWrong: (m) => m.common.somethingWentWrong,
  'providers.ssoFailed': (m) => m.account.providers.ssoFailed,
  'providers.microsoftFailed': (m) => m.account.providers.microsoftFailed,
  'providers.retailWrongCredentials': (m) => m.account.providers.retail.wrongCredentials,
  'providers.networkTicketRefused': (m) => m.account.providers.networkTicket.refused,
} as const satisfies Record<string, (messages: AccountTextMessages) => string>

/** The parts of the catalogue the account dialog's codes point at (a brand may pass its own). */
export interface AccountTextMessages {
  errors: Record<ErrorCode, string>
  clientErrors: Record<ClientErrorCode, string>
  account: {
    login: { userNotFound: string }
    busy: { countdown: (seconds: number) => string; retrying: string }
    register: { failed: string }
    forgotPassword: { unknownEmail: string; sent: string }
    changePassword: { failed: string; success: string; choose: string; wrongCurrentPassword: string }
    forgotEmail: {
      cpfNotFound: string
      smsFailed: string
      badCode: string
      changeFailed: string
      changed: string
    }
    providers: {
      ssoFailed: string
      microsoftFailed: string
      retail: { wrongCredentials: string }
      networkTicket: { refused: string }
    }
    internal: {
      notFound: string
      firstAccessNeeded: string
      alreadyRegistered: string
      domainRefused: (domains: readonly string[]) => string
    }
  }
  common: { somethingWentWrong: string }
}

/** The text of an account message code. */
export function accountMessageText(code: AccountMessageCode, messages: AccountTextMessages = ptBR): string {
  if (code.startsWith('errors.')) return messages.errors[code.slice('errors.'.length) as ErrorCode]
  if (code.startsWith('clientErrors.'))
    return messages.clientErrors[code.slice('clientErrors.'.length) as ClientErrorCode]
  return ACCOUNT_TEXTS[code as keyof typeof ACCOUNT_TEXTS](messages)
}

export type LoginFailure =
  | { kind: 'wrongPassword'; code: AccountMessageCode }
  | { kind: 'userNotFound'; code: AccountMessageCode }
  | { kind: 'other'; code: AccountMessageCode }

/**
 * Login failure (docs/decisions.md, "Errors carry a code"): by code first; the spec's text rule ('senha'
 * in the message) only when no code came. Rate limits and captcha failures keep their own texts, never
 * 'Não encontramos…'.
 */
export function loginFailure(error: unknown): LoginFailure {
  const { code, clientCode, message } = toAccountError(error)
  if (clientCode) return { kind: 'other', code: `clientErrors.${clientCode}` }
  if (code === 'WRONG_PASSWORD') return { kind: 'wrongPassword', code: 'errors.WRONG_PASSWORD' }
  if (code === 'USER_NOT_FOUND') return { kind: 'userNotFound', code: 'errors.USER_NOT_FOUND' }
  if (code) return { kind: 'other', code: `errors.${code}` }
  if (message?.toLowerCase().includes('senha'))
    return { kind: 'wrongPassword', code: 'errors.WRONG_PASSWORD' }
  return { kind: 'userNotFound', code: 'errors.USER_NOT_FOUND' }
}

/** Sign-up failure: rate limit and captcha keep their texts; anything else is the spec's text. */
export function signUpFailure(error: unknown): AccountMessageCode {
  const { code, clientCode } = toAccountError(error)
  if (clientCode) return `clientErrors.${clientCode}`
  if (code === 'RATE_LIMITED' || code === 'CAPTCHA_FAILED' || code === 'VALIDATION') return `errors.${code}`
  // Only a network sign-up is refused as UNAUTHORIZED: its ticket expired or was used (docs/security.md).
  if (code === 'UNAUTHORIZED') return 'providers.networkTicketRefused'
  return 'register.failed'
}

/** Forgot password failure: rate limit keeps its text; otherwise 'E-mail não cadastrado'. */
export function passwordRecoveryFailure(error: unknown): AccountMessageCode {
  return failureCode(error, 'forgotPassword.unknownEmail')
}

/**
 * A password change failure: a wrong current password ('Senha atual incorreta'), a rate limit or a client
 * failure keep their texts; anything else is the spec's 'Algo errado aconteceu. Tente novamente.'.
 */
export function changePasswordFailure(error: unknown): AccountMessageCode {
  if (toAccountError(error).code === 'WRONG_PASSWORD') return 'changePassword.wrongCurrentPassword'
  return failureCode(error, 'changePassword.failed')
}

/**
 * A users lookup refused before the document was looked at (pre-register, forgotten e-mail): a captcha
 * that did not pass, a rate limit, or no answer from the platform. It says nothing about the CPF.
 */
export function isLookupRefusal(error: unknown): boolean {
  const { code, clientCode } = toAccountError(error)
  return clientCode !== undefined || code === 'CAPTCHA_FAILED' || code === 'RATE_LIMITED'
}

/** A users lookup failure: a captcha or rate limit keeps its text (`failureCode`); else `fallback`. */
export function lookupFailure(error: unknown, fallback: AccountMessageCode): AccountMessageCode {
  return toAccountError(error).code === 'CAPTCHA_FAILED'
    ? 'errors.CAPTCHA_FAILED'
    : failureCode(error, fallback)
}

/** A failure with the rate-limit exception (the SMS and e-mail-change steps); else `fallback`. */
export function failureCode(error: unknown, fallback: AccountMessageCode): AccountMessageCode {
  const { code, clientCode } = toAccountError(error)
  if (clientCode) return `clientErrors.${clientCode}`
  return code === 'RATE_LIMITED' ? 'errors.RATE_LIMITED' : fallback
}

/**
 * An internal sign-in or first-access failure: the platform's refusal of an e-mail domain (VALIDATION on an
 * e-mail login) reads as core's domain text; an unknown person as 'internal.notFound'; a first access of
 * someone who already has a password says so; anything else as the login's failure.
 */
export function internalFailure(error: unknown, loginType?: string): AccountMessageCode {
  const { code } = toAccountError(error)
  if (code === 'VALIDATION' && (loginType === undefined || loginType === 'email'))
    return 'internal.domainRefused'
  if (code === 'USER_NOT_FOUND') return 'internal.notFound'
  if (code === 'ALREADY_REGISTERED') return 'internal.alreadyRegistered'
  const failure = loginFailure(error)
  return failure.kind === 'userNotFound' && !code ? 'internal.notFound' : failure.code
}
