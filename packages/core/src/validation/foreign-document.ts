import { z } from 'zod'
import { FOREIGN_DOCUMENT_MAX, FOREIGN_DOCUMENT_MIN_EXCLUSIVE } from '../constants'
import { ptBR } from '../messages/pt-BR'

/** RNE or passport: more than 5 and at most 28 characters, surrounding blanks ignored. */
export function isValidForeignDocument(value: string): boolean {
  const length = value.trim().length
  return length > FOREIGN_DOCUMENT_MIN_EXCLUSIVE && length <= FOREIGN_DOCUMENT_MAX
}

export const foreignDocumentSchema = z.lazy(() =>
  z.string().trim().refine(isValidForeignDocument, { error: ptBR.validation.foreignDocument }),
)
