// The GraphQL side of the domain errors (src/errors.ts; docs/architecture.md, "The platform's layers").
import { GraphQLError } from 'graphql'
import { DomainError } from '../errors.js'

/**
 * The GraphQL error a domain error is answered as: its pt-BR message and `extensions.code`, at the place
 * (`located`) where it was thrown (docs/decisions.md, "Errors carry a code").
 */
export function toGraphQLError(error: DomainError, located?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    originalError: error,
    extensions: { code: error.code },
  })
}

/** The domain error behind a GraphQL error (as graphql-js wraps what a resolver throws), if one is. */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error
  return error instanceof GraphQLError && error.originalError instanceof DomainError
    ? error.originalError
    : null
}
