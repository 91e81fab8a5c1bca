import type { ErrorCode } from '@carreiras/core'
import { errorMessage } from '@carreiras/core'
import { GraphQLError } from 'graphql'

/** A GraphQL error the platform means to send: pt-BR message and `extensions.code` (docs/decisions.md, "Errors carry a code"). */
export function platformError(code: ErrorCode, message: string = errorMessage(code)): GraphQLError {
  return new GraphQLError(message, { extensions: { code } })
}
