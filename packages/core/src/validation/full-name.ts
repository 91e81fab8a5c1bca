import { z } from 'zod'
import { FULL_NAME_FIRST_WORD_MIN_EXCLUSIVE, FULL_NAME_REST_MIN_EXCLUSIVE } from '../constants'
import { ptBR } from '../messages/pt-BR'

/**
 * Control characters (tabs, line breaks…) count as blanks; format characters — zero-width spaces and joiners,
 * bidirectional overrides and isolates such as U+202E, the BOM, soft hyphens — are invisible and never part of
 * a name: they go, so '\u200B\u200B\u200B' is no name and 'Ana \u202ESilva' is stored as 'Ana Silva'.
 */
const CONTROL = /\p{Cc}/gu
const INVISIBLE = /\p{Cf}/gu

/** Drops invisible characters, trims and collapses inner runs of blanks, so 'Ana     B' cannot pass on spaces alone. */
export function normalizeFullName(name: string): string {
  return name.replace(CONTROL, ' ').replace(INVISIBLE, '').trim().replace(/\s+/g, ' ')
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

/**
 * Social name (how the person wants to be called, one word or more: 'Jo', 'Maria Clara'): at least this
 * many characters. Not a spec constant (the spec sets no rule for it): one character is no name.
 */
export const SOCIAL_NAME_MIN_LENGTH = 2

/**
 * The message for a social name (how the person wants to be called: 'Jo', 'Maria Clara'), or null when
 * valid: empty after normalizing (blank, or invisible characters only) → 'Nome inválido'; shorter than
 * SOCIAL_NAME_MIN_LENGTH characters → 'Nome muito curto'.
 */
export function socialNameError(name: string): string | null {
  const normalized = normalizeFullName(name)
  if (normalized === '') return ptBR.validation.nameInvalid
  if (Array.from(normalized).length < SOCIAL_NAME_MIN_LENGTH) return ptBR.validation.nameTooShort
  return null
}

export function isValidFullName(name: string): boolean {
  return fullNameError(name) === null
}

/** 'Nome Completo (sem abreviação)': outputs the normalized name. */
export const fullNameSchema = z.lazy(() =>
  z
    .string()
    .transform(normalizeFullName)
    .check((ctx) => {
      const message = fullNameError(ctx.value)
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true })
    }),
)
