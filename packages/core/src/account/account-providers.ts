// The failures of the other sign-ins (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on the
// site"), as the account dialog's message codes (its context holds codes, never text).
import { failureCode, loginFailure, toAccountError, type AccountMessageCode } from './account.schema'

/**
 * A refused SSO code or Microsoft account: a rate limit or a client failure keeps its own text, a platform
 * message with a VALIDATION code (e.g. core's domain refusal the platform sends) is that code's, anything
 * else is the provider's 'Não foi possível entrar…' (`fallback`).
 */
export function providerFailure(error: unknown, fallback: AccountMessageCode): AccountMessageCode {
  return failureCode(error, fallback)
}

/**
 * The retail partner's login: wrong login or password (WRONG_PASSWORD, USER_NOT_FOUND, or no code and a
 * message with 'senha') is 'Login ou senha incorretos' — the login is not an e-mail; a rate limit or a
 * client failure keeps its own text; anything else is the platform code's text.
 */
export function retailLoginFailure(error: unknown): AccountMessageCode {
  const failure = loginFailure(error)
  if (failure.kind === 'wrongPassword' || failure.kind === 'userNotFound')
    return 'providers.retailWrongCredentials'
  return toAccountError(error).code === 'NOT_IMPLEMENTED' ? 'somethingWentWrong' : failure.code
}
