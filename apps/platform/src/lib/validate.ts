// Argument checks of the services (docs/architecture.md, "The platform's layers"), with core's schemas.
import type { z } from 'zod'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'

/**
 * Parses with a core schema; the first issue's pt-BR message becomes a VALIDATION error. Core's rules carry
 * their catalogue messages; zod's own checks get a pt-BR text instead of zod's English one: 'Campo
 * obrigatório' for a missing value, 'Valor inválido' for a malformed one (an id that is not a number…).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? PLATFORM_MESSAGES.required
        : PLATFORM_MESSAGES.invalidValue,
  })
  if (!parsed.success) throw domainError('VALIDATION', parsed.error.issues[0]?.message)
  return parsed.data
}
