// GraphQL Yoga over the platform schema. It is not exposed as is: the app's POST /graphql opens the
// sealed request (docs/wire-format.md) and hands the operation to `execute` below, which runs it through Yoga.
// Yoga parses and validates within the abuse limits of security/graphql-limits.ts (graphql-armor): an
// operation over one, or an answer over GRAPHQL_LIMITS.maxResponseBytes, makes `execute` throw a
// GraphQLLimitError, which app.ts answers as a plain 4xx. A sign-in or sign-up the hashing pool refused
// (accounts/secrets.ts, `admitHash`) makes it throw HashPoolBusyError, which app.ts answers as a 429.
import { isErrorCode } from '@carreiras/core'
import type { SealedGraphQLError, SealedGraphQLResult, SealedOperation } from '@carreiras/api/server'
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql'
import { createYoga, type Plugin } from 'graphql-yoga'
import { createAccountsRuntime, type AccountsRuntime } from '../accounts/runtime.js'
import { HashPoolBusyError } from '../accounts/secrets.js'
import { trustedBrand } from '../accounts/client-address.js'
import { resolveSession } from '../accounts/sessions.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { currentRequestId, requestIdFrom, type Logger } from '../logger.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { messageBrands } from '../outgoing/brands.js'
import {
  GRAPHQL_LIMITS,
  GraphQLLimitError,
  graphqlArmor,
  readLimited,
  refusedLimit,
  withoutSuggestions,
} from '../security/graphql-limits.js'
import { oversizedVariable } from '../security/list-limits.js'
import type { PlatformContext } from './context.js'
import { domainErrorOf, toGraphQLError } from './errors.js'
import { buildPlatformSchema } from './schema.js'

/** Marks the error of a refused admission to the hashing pool, with its Retry-After (never sent as is). */
const BUSY_EXTENSION = 'carreirasHashPoolBusy'

type ServerContext = Omit<PlatformContext, 'request' | 'requestId' | 'brand'> & { platformRequest: Request }

/** Production: no introspection (the SDL is published in @carreiras/api for whoever needs it). */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule)
  },
}

/**
 * A GraphQLError thrown on purpose (the limits' refusals) keeps its message and code, as a domain error does
 * (mapped before); anything else is a bug: logged, masked.
 */
function isExpected(error: GraphQLError): boolean {
  const original = error.originalError
  return original === undefined || original === null || original instanceof GraphQLError
}

export interface PlatformGraphQL {
  schema: GraphQLSchema
  /** Runs a sealed operation; throws GraphQLLimitError when it (or its answer) is over a limit. */
  execute(operation: SealedOperation): Promise<SealedGraphQLResult>
  /** Parses and validates a document as `execute` does (the abuse limits included), without running it. */
  check(query: string): readonly GraphQLError[]
}

export function createPlatformGraphQL(
  config: Config,
  db: Db,
  logger: Logger,
  schema = buildPlatformSchema(),
  accounts: AccountsRuntime = createAccountsRuntime(config, db),
): PlatformGraphQL {
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    graphiql: false,
    landingPage: false,
    plugins: [graphqlArmor(config.production), ...(config.production ? [disableIntrospection] : [])],
    // The request id of the HTTP request under way (app.ts, `requestLog`); a new one outside a request (tests).
    // The brand the site's proxy named with the shared secret, when it is one of the brands.
    context: ({ platformRequest }) => ({
      request: platformRequest,
      brand: messageBrands(config.delivery).known(trustedBrand(platformRequest, config.siteProxySecret)),
      requestId: currentRequestId() ?? requestIdFrom(null),
    }),
    maskedErrors: {
      maskError(error) {
        const original = error instanceof GraphQLError ? error.originalError : error
        if (original instanceof HashPoolBusyError)
          return new GraphQLError(original.message, {
            extensions: { code: 'RATE_LIMITED', [BUSY_EXTENSION]: original.retryAfterSeconds },
          })
        // A domain error (src/errors.ts) is answered with its message and code (graphql/errors.ts).
        const refusal = domainErrorOf(error)
        if (refusal) return toGraphQLError(refusal, error instanceof GraphQLError ? error : undefined)
        if (error instanceof GraphQLError && isExpected(error)) return error
        logger.error(
          'GraphQL resolver failed',
          error instanceof GraphQLError ? (error.originalError ?? error) : error,
        )
        return new GraphQLError(PLATFORM_MESSAGES.internal, {
          ...(error instanceof GraphQLError ? { path: error.path } : {}),
          extensions: { code: 'INTERNAL' },
        })
      },
    },
  })

  /** A list variable over its cap (security/list-limits.ts), found before Yoga coerces the variables. */
  function oversizedList(operation: SealedOperation): GraphQLError | null {
    if (!operation.variables) return null
    const { parse, schema: enveloped } = yoga.getEnveloped({} as never)
    let document
    try {
      document = parse(operation.query)
    } catch {
      return null // Yoga answers the syntax error (or the limit) itself.
    }
    return oversizedVariable(enveloped, document, operation.variables)
  }

  async function execute(operation: SealedOperation): Promise<SealedGraphQLResult> {
    const oversized = oversizedList(operation)
    if (oversized)
      return { data: null, errors: [{ message: oversized.message, extensions: { code: 'VALIDATION' } }] }
    const session = await resolveSession(db, operation.sessionToken)
    const response = await yoga.fetch(
      'http://platform.local/graphql',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body: JSON.stringify({ query: operation.query, variables: operation.variables }),
      },
      {
        db,
        config,
        clientToken: operation.clientToken,
        sessionToken: operation.sessionToken,
        session,
        accounts,
        platformRequest: operation.request,
      },
    )
    const text = await readLimited(response, GRAPHQL_LIMITS.maxResponseBytes)
    if (text === null) throw new GraphQLLimitError('response')
    const result = JSON.parse(text) as { data?: unknown; errors?: SealedGraphQLError[] }
    const limit = refusedLimit(result.errors)
    if (limit !== null) throw new GraphQLLimitError(limit)
    const busy = result.errors?.find((e) => typeof e.extensions?.[BUSY_EXTENSION] === 'number')
    if (busy) throw new HashPoolBusyError(busy.extensions![BUSY_EXTENSION] as number)
    const errors = result.errors?.map(withCode)
    return {
      data: result.data ?? null,
      ...(errors?.length
        ? {
            errors: config.production
              ? errors.map((e) => ({ ...e, message: withoutSuggestions(e.message) }))
              : errors,
          }
        : {}),
    }
  }

  function check(query: string): readonly GraphQLError[] {
    const { parse, validate, schema: enveloped } = yoga.getEnveloped({} as never)
    try {
      return validate(enveloped, parse(query))
    } catch (error) {
      if (error instanceof GraphQLError) return [error]
      throw error
    }
  }

  return { schema, execute, check }
}

/**
 * Every error has a code: syntax, validation and variable errors (no path: nothing ran) are VALIDATION;
 * an error raised while executing without one is INTERNAL. Codes outside the list of docs/decisions.md, "Errors carry a code" (Yoga's
 * GRAPHQL_PARSE_FAILED…) are mapped the same way; Yoga's internal `http` hints are dropped.
 */
function withCode(error: SealedGraphQLError): SealedGraphQLError {
  const { http: _http, ...extensions } = (error.extensions ?? {}) as Record<string, unknown>
  const code = isErrorCode(extensions.code) ? extensions.code : error.path ? 'INTERNAL' : 'VALIDATION'
  return { ...error, extensions: { ...extensions, code } }
}
