import { z } from 'zod'
import { SMS_CODE_LENGTH, SMS_CODE_MIN_TO_ENABLE } from '../constants'
import { ptBR } from '../messages/pt-BR'

/** The validate button is enabled at SMS_CODE_MIN_TO_ENABLE characters or more (docs/decisions.md, "SMS code"). */
export function isSmsCodeSubmittable(code: string): boolean {
  return code.trim().length >= SMS_CODE_MIN_TO_ENABLE
}

const SMS_CODE_SHAPE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`)

/** Only the SMS_CODE_LENGTH-digit code that was sent is accepted. */
export const smsCodeSchema = z.lazy(() =>
  z.string().trim().regex(SMS_CODE_SHAPE, { error: ptBR.validation.smsCode }),
)

export function isValidSmsCode(code: string): boolean {
  return smsCodeSchema.safeParse(code).success
}
