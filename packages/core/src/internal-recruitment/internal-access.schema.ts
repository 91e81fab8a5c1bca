// The internal access forms (docs/identity.md, "Internal access on the site"): the sign-in by the company's
// login type, and the first access (create the password). Every message comes from ptBR.
import { z } from 'zod'
import { ptBR } from '../messages/pt-BR'
import { cpfSchema } from '../validation/cpf'
import { passwordConfirmationCheck, passwordSchema } from '../validation/password'
import { checkInternalEmail, type InternalLoginType, type InternalRecruitment } from './internal-recruitment'

const t = ptBR.account.internal

/**
 * The identifier field of the company's login type: an e-mail of its allowed domains (core's
 * checkInternalEmail, so the site refuses a wrong domain before any call, listing the allowed ones), a valid
 * CPF (kept as its digits) or a non-empty unique id. A forced user id needs none: the platform knows who.
 */
export function internalIdentifierSchema(recruitment: InternalRecruitment) {
  switch (recruitment.loginType) {
    case 'document':
      return cpfSchema
    case 'unique_id':
      return z.string().trim().min(1, { error: t.uniqueIdRequired })
    default:
      return z
        .string()
        .trim()
        .superRefine((email, ctx) => {
          const check = checkInternalEmail(email, recruitment)
          if (check === 'invalid') ctx.addIssue({ code: 'custom', message: ptBR.validation.email })
          else if (check === 'domain')
            ctx.addIssue({ code: 'custom', message: t.domainRefused(recruitment.domains) })
        })
  }
}

/** Sign-in: identifier (unless a forced user id names the person), password, keep logged. */
export function internalSignInFormSchema(recruitment: InternalRecruitment, forcedUser = false) {
  return z.object({
    identifier: forcedUser ? z.string().default('') : internalIdentifierSchema(recruitment),
    password: z.string().min(1, { error: t.passwordRequired }),
    keepLogged: z.boolean().default(false),
  })
}
export type InternalSignInForm = z.output<ReturnType<typeof internalSignInFormSchema>>

/** First access: the identifier and the new password twice (the site's password rule). */
export function internalFirstAccessFormSchema(recruitment: InternalRecruitment, forcedUser = false) {
  return z
    .object({
      identifier: forcedUser ? z.string().default('') : internalIdentifierSchema(recruitment),
      password: passwordSchema,
      passwordConfirmation: z.string(),
    })
    .superRefine(passwordConfirmationCheck('password', 'passwordConfirmation'))
}
export type InternalFirstAccessForm = z.output<ReturnType<typeof internalFirstAccessFormSchema>>

/** Who the person is, as the platform's isEmployer / employerSignIn / employerSignUp take it. */
export type InternalIdentity =
  { email: string } | { document: string } | { unique_id: string } | { user_id: number }

/** The identity variables of an identifier typed for a login type (or of a forced user id). */
export function internalIdentity(
  loginType: InternalLoginType,
  identifier: string,
  forcedUserId: number | null = null,
): InternalIdentity {
  if (forcedUserId !== null) return { user_id: forcedUserId }
  const value = identifier.trim()
  if (loginType === 'document') return { document: value.replace(/\D/g, '') }
  if (loginType === 'unique_id') return { unique_id: value }
  return { email: value }
}
