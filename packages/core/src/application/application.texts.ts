// The texts of the application's codes: the machine keeps codes (a field's broken rule, an alert's
// kind) and the screen words them from the catalogue it is given, so a brand can reword any of them.
import { ptBR, type Messages } from '../messages/pt-BR'

/** A rule a field of the ficha breaks: one code per message of the catalogue. */
export type ApplicationFieldError =
  | 'required'
  | 'disabilityRequired'
  | 'email'
  | 'phone'
  | 'date'
  | 'cpf'
  | 'foreignDocument'
  | 'zipcode'
  | 'descriptionTooLong'
  | 'attachmentRequired'
  | 'motherName'
  | 'rg'
  | 'referralNameRequired'
  | 'referralEmailRequired'
  | 'referralDomainsOnly'
  | 'experienceRequired'

/** The catalogue areas the field errors are worded from. */
export type FieldErrorMessages = Pick<Messages, 'validation' | 'application'>

/** The text of a field's broken rule, from the given catalogue (pt-BR by default). */
export function fieldErrorText(code: ApplicationFieldError, messages: FieldErrorMessages = ptBR): string {
  switch (code) {
    case 'descriptionTooLong':
      return messages.application.personalData.descriptionTooLong
    case 'experienceRequired':
      return messages.application.professionalExperienceRequired
    default:
      return messages.validation[code]
  }
}
