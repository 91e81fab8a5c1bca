import { isValidCpf as hasValidCpfDigits } from '@brazilian-utils/brazilian-utils'
import { z } from 'zod'
import { CPF_MASK, applyMask, unmask } from '../format/mask'
import { ptBR } from '../messages/pt-BR'

/** Either the bare 11 digits or the full mask ###.###.###-## (nothing looser). */
const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/

/**
 * CPF rule: the mask or the digits; 11 digits; not one repeated digit; both check digits valid. The
 * arithmetic is @brazilian-utils'; the accepted shape is ours (it also accepts blanks and '/').
 */
export function isValidCpf(value: string): boolean {
  const trimmed = value.trim()
  return CPF_SHAPE.test(trimmed) && hasValidCpfDigits(trimmed)
}

/** Validates a CPF and outputs its 11 digits. */
export const cpfSchema = z.lazy(() =>
  z
    .string()
    .trim()
    .refine(isValidCpf, { error: ptBR.validation.cpf })
    .transform((value) => unmask(value)),
)

export function formatCpf(value: string): string {
  return applyMask(value, CPF_MASK)
}
