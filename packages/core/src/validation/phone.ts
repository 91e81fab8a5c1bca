import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils'
import { z } from 'zod'
import { unmask } from '../format/mask'
import { ptBR } from '../messages/pt-BR'

/** A two-digit Brazilian DDD that exists. */
export function isValidAreaCode(ddd: string): boolean {
  return /^\d{2}$/.test(ddd) && getAreaCodeInfo(ddd) !== null
}

/** Area code + 9-digit mobile starting with 9 (the "Brazilian mobile check"). */
export function isValidMobilePhone(value: string): boolean {
  const digits = unmask(value)
  return digits.length === 11 && isValidAreaCode(digits.slice(0, 2)) && digits[2] === '9'
}

/** Area code + 8-digit landline starting with 3, as the spec states it. */
export function isValidLandlinePhone(value: string): boolean {
  const digits = unmask(value)
  return digits.length === 10 && isValidAreaCode(digits.slice(0, 2)) && digits[2] === '3'
}

/** Phone rule of the personal data: landline or mobile, masked or bare; 'Número inválido'. */
export function isValidPhone(value: string): boolean {
  if (/[^\d\s()-]/.test(value)) return false
  return isValidMobilePhone(value) || isValidLandlinePhone(value)
}

export const phoneSchema = z.lazy(() =>
  z
    .string()
    .trim()
    .refine(isValidPhone, { error: ptBR.validation.phone })
    .transform((value) => unmask(value)),
)
