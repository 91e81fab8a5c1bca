// The errors the platform means to answer (docs/architecture.md, "The platform's layers"): the services throw
// them, below any transport; the GraphQL layer turns each into a GraphQL error with the same message and
// `extensions.code` (graphql/errors.ts), and the REST routes into their status and JSON. The texts are core's
// catalogue's (docs/decisions.md, "Errors carry a code").
import type { ErrorCode } from '@carreiras/core'
import { errorMessage } from '@carreiras/core'

/** An expected refusal: its code and pt-BR message reach the person as they are. */
export class DomainError extends Error {
  override name = 'DomainError'
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessage(code),
  ) {
    super(message)
  }
}

/** A refusal with `code` and its catalogue message, or the more precise `message` given. */
export function domainError(code: ErrorCode, message?: string): DomainError {
  return new DomainError(code, message)
}
