// The GraphQL abuse limits of POST /graphql: a request may not ask for more than the site ever does.
// graphql-armor (a maintained Envelop plugin set) counts tokens while parsing and aliases, depth, cost and
// directives while validating, before any resolver runs; the answer's size is capped after execution; the
// body's size before anything is read (app.ts). Over a limit the platform answers a plain 4xx JSON body, not
// sealed (docs/wire-format.md, "Answers that are not sealed"):
//   HTTP 400  {"errors":[{"message":"<pt-BR>","extensions":{"code":"VALIDATION"}}]}
// which the site's client turns into a TransportError carrying the message.
//
// The limits are the largest values of the site's own operations (packages/api/src/operations/*.graphql,
// measured by test/abuse-limits.test.ts, which fails when an operation gets too close) with a margin:
//   tokens 272 (PersonalDataUpdate) → 1,000      depth 12 (SubscriptionsPage) → 16
//   cost 2,152 (SubscriptionsPage)  → 5,000      aliases 0, directives 0      → 10 each
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import { GraphQLError } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { PLATFORM_MESSAGES } from '../messages.js'

export const GRAPHQL_LIMITS = {
  /** Lexical tokens of the document (every name, brace, colon, value…); parsing stops past it. */
  maxTokens: 1000,
  /** Nesting of selection sets, fragments flattened. */
  maxDepth: 16,
  /** graphql-armor's cost: 2 per object, 1 per scalar, × 1.5 per level of depth. */
  maxCost: 5000,
  maxAliases: 10,
  maxDirectives: 10,
  /**
   * The JSON answer, before sealing: 5 MB. The largest legitimate answers (a state's cities, the
   * résumé's reference lists, a page of subscriptions) are well under 1 MB (measured by the test); 164 MB
   * is what the 5,000-alias attack made.
   */
  maxResponseBytes: 5 * 1024 * 1024,
} as const

/** What graphql-armor counts (the test checks the site's operations against a fraction of them). */
export type ArmorLimits = Record<
  'maxTokens' | 'maxDepth' | 'maxCost' | 'maxAliases' | 'maxDirectives',
  number
>

export type GraphQLLimit = 'tokens' | 'depth' | 'cost' | 'aliases' | 'directives' | 'response'

/** The marker our refusals carry in `extensions` while they travel through Yoga (never sent as is). */
const LIMIT_EXTENSION = 'carreirasLimit'

/** A refused operation: execute() throws it; app.ts answers `status` with the message, unsealed. */
export class GraphQLLimitError extends Error {
  readonly status = 400
  readonly code = 'VALIDATION'
  constructor(readonly limit: GraphQLLimit) {
    super(limit === 'response' ? PLATFORM_MESSAGES.responseTooLarge : PLATFORM_MESSAGES.queryTooComplex)
    this.name = 'GraphQLLimitError'
  }

  /** The plain JSON body of the 4xx answer. */
  toJSON() {
    return { errors: [{ message: this.message, extensions: { code: this.code } }] }
  }
}

/** armor's onReject: replace its English 'Syntax Error: …' by our marked error, and stop right there. */
const refuse = (limit: GraphQLLimit) => [
  () => {
    throw new GraphQLError(PLATFORM_MESSAGES.queryTooComplex, {
      extensions: { code: 'VALIDATION', [LIMIT_EXTENSION]: limit },
    })
  },
]

/**
 * The Envelop plugins for Yoga. In production, 'Did you mean "…"?' is also taken out of validation
 * messages (they would list the schema's field names, which introspection already hides).
 */
export function graphqlArmor(production: boolean, limits: ArmorLimits = GRAPHQL_LIMITS): Plugin {
  return EnvelopArmorPlugin({
    maxTokens: { n: limits.maxTokens, exposeLimits: false, onReject: refuse('tokens') },
    maxDepth: { n: limits.maxDepth, flattenFragments: true, exposeLimits: false, onReject: refuse('depth') },
    costLimit: { maxCost: limits.maxCost, exposeLimits: false, onReject: refuse('cost') },
    maxAliases: { n: limits.maxAliases, exposeLimits: false, onReject: refuse('aliases') },
    maxDirectives: { n: limits.maxDirectives, exposeLimits: false, onReject: refuse('directives') },
    blockFieldSuggestion: { enabled: production, mask: '' },
  }) as Plugin
}

interface ErrorLike {
  message: string
  extensions?: Record<string, unknown>
}

/** The limit an error of Yoga's answer reports, if it is one of our refusals. */
export function refusedLimit(errors: readonly ErrorLike[] | undefined): GraphQLLimit | null {
  for (const error of errors ?? []) {
    const limit = error.extensions?.[LIMIT_EXTENSION]
    if (typeof limit === 'string') return limit as GraphQLLimit
  }
  return null
}

/**
 * graphql-js suggests names in messages graphql-armor does not see (a variable's unknown input field, an
 * enum value: 'Did you mean the enum value "…"?'); production answers without them.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '').trim()
}

/**
 * Reads a response body as text, giving up (null) once it passes `limit` bytes, so an oversized answer is
 * neither kept whole a second time nor sealed.
 */
export async function readLimited(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let total = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}
