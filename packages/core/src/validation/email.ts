import { z } from 'zod'
import { ptBR } from '../messages/pt-BR'

/** The e-mail rule: a standard e-mail pattern, surrounding blanks ignored. */
export const emailSchema = z.lazy(() =>
  z
    .string()
    .trim()
    .pipe(z.email({ error: ptBR.validation.email })),
)

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}

/**
 * Adds 'E-mails diferentes' on `confirmField` when it differs from `field` (compared trimmed, ignoring
 * case: the same address typed twice).
 */
export function emailConfirmationCheck<K extends string, C extends string>(field: K, confirmField: C) {
  return (value: Record<K | C, unknown>, ctx: z.RefinementCtx) => {
    const a = String(value[field] ?? '')
      .trim()
      .toLowerCase()
    const b = String(value[confirmField] ?? '')
      .trim()
      .toLowerCase()
    if (a !== b)
      ctx.addIssue({ code: 'custom', message: ptBR.validation.emailMismatch, path: [confirmField] })
  }
}
