// The account inputs, validated with core's schemas (the same rules and pt-BR messages as the site).
// This is the one file the platform imports them from. Platform-side normalization on top of core's output:
// e-mails are stored lower case, foreign documents upper case, so lookups and uniqueness ignore case.
import {
  cpfSchema,
  emailSchema as coreEmailSchema,
  foreignDocumentSchema as coreForeignDocumentSchema,
  fullNameSchema,
  normalizeFullName,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
  splitFullName,
} from '@carreiras/core'

export const emailSchema = coreEmailSchema.transform((value) => value.toLowerCase())
export const foreignDocumentSchema = coreForeignDocumentSchema.transform((value) => value.toUpperCase())
export {
  cpfSchema,
  fullNameSchema,
  normalizeFullName,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
  splitFullName,
}
