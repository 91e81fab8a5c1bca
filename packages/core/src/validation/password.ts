import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants'
import { ptBR } from '../messages/pt-BR'

/** Password: at least PASSWORD_MIN_LENGTH characters, taken as typed (never trimmed: paste stays exact). */
export const passwordSchema = z.lazy(() =>
  z.string().min(PASSWORD_MIN_LENGTH, { error: ptBR.validation.passwordMin }),
)

export function isValidPassword(value: string): boolean {
  return passwordSchema.safeParse(value).success
}

/** Adds 'Senhas diferentes' on `confirmField` when it is not exactly `field`. */
export function passwordConfirmationCheck<K extends string, C extends string>(field: K, confirmField: C) {
  return (value: Record<K | C, unknown>, ctx: z.RefinementCtx) => {
    if (value[field] !== value[confirmField]) {
      ctx.addIssue({ code: 'custom', message: ptBR.validation.passwordMismatch, path: [confirmField] })
    }
  }
}
