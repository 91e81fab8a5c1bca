export { emailConfirmationCheck, emailSchema, isValidEmail } from './email'
export { isValidPassword, passwordConfirmationCheck, passwordSchema } from './password'
export { cpfSchema, formatCpf, isValidCpf } from './cpf'
export { foreignDocumentSchema, isValidForeignDocument } from './foreign-document'
export {
  fullNameError,
  fullNameSchema,
  isValidFullName,
  normalizeFullName,
  SOCIAL_NAME_MIN_LENGTH,
  socialNameError,
  splitFullName,
} from './full-name'
export { isValidAreaCode, isValidLandlinePhone, isValidMobilePhone, isValidPhone, phoneSchema } from './phone'
export { isSmsCodeSubmittable, isValidSmsCode, smsCodeSchema } from './sms-code'
