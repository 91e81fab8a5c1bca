import { z } from 'zod'
import { FULL_NAME_FIRST_WORD_MIN_EXCLUSIVE, FULL_NAME_REST_MIN_EXCLUSIVE } from '../constants'
import { ptBR } from '../messages/pt-BR'

/** Trims and collapses inner runs of blanks, so 'Ana     B' cannot pass on spaces alone. */
export function normalizeFullName(name: string): string {
  return name.trim().replace(/\s+/g, ' ')
}

/** First word and the text after the first space (docs/decisions.md, "Names"). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const normalized = normalizeFullName(name)
  const space = normalized.indexOf(' ')
  if (space < 0) return { firstName: normalized, lastName: '' }
  return { firstName: normalized.slice(0, space), lastName: normalized.slice(space + 1) }
}

/** The message for a full name, or null when valid: empty → 'Nome inválido'; short → 'Nome muito curto'. */
export function fullNameError(name: string): string | null {
  const { firstName, lastName } = splitFullName(name)
  if (firstName === '') return ptBR.validation.nameInvalid
  if (
    firstName.length <= FULL_NAME_FIRST_WORD_MIN_EXCLUSIVE ||
    lastName.length <= FULL_NAME_REST_MIN_EXCLUSIVE
  ) {
    return ptBR.validation.nameTooShort
  }
  return null
}

export function isValidFullName(name: string): boolean {
  return fullNameError(name) === null
}

/** 'Nome Completo (sem abreviação)': outputs the normalized name. */
export const fullNameSchema = z
  .string()
  .transform(normalizeFullName)
  .check((ctx) => {
    const message = fullNameError(ctx.value)
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true })
  })
