// POST /opportunities/graphql: the opportunity detail as plain GraphQL (not encrypted, unlike POST /graphql).
// A small schema of its own:
//   type Query { opportunity(id: ID!): OpportunityDetail }
// `id` is "123" or "123-some-slug" (the leading digits, as in /vagas/{id}-{slug}); unknown → null.
// The fields carry the REST detail's names (snake_case, plus its camelCase duplicates), so selecting them all
// gives exactly the object of GET /v1/opportunities/{id} and core's opportunitySchema parses both. Every
// request needs `Authorization: Bearer <token>` of a live session from POST /sessions; otherwise HTTP 401
// { "errors": [{ "message": "Não autorizado", "extensions": { "code": "UNAUTHORIZED" } }] }. Internal openings
// are null to everyone but an internal user of their company, whose session comes in the transport's
// `Authorization: Token token="…", session="…"` header (docs/wire-format.md), which is accepted here in place
// of the Bearer token when its client token is known and its session live.
import { errorMessage, isErrorCode, opportunityIdFromParam } from '@carreiras/core'
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql'
import { createSchema, createYoga, type Plugin } from 'graphql-yoga'
import { Hono } from 'hono'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import type { Logger } from '../logger.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { domainErrorOf, toGraphQLError } from '../graphql/errors.js'
import { graphqlArmor } from '../security/graphql-limits.js'
import { sessionOfHeader, viewerInternalCompany } from '../accounts/internal-access.js'
import { bearerToken, isLiveApiSession } from './api-sessions.js'
import { getOpportunity } from './repository.js'

export const OPPORTUNITIES_GRAPHQL_PATH = '/opportunities/graphql'

export const opportunitiesTypeDefs = /* GraphQL */ `
  type Query {
    "One opening in full, whatever its status; null when unknown. id: '123' or '123-some-slug'."
    opportunity(id: ID!): OpportunityDetail
  }

  type OpportunityDetail {
    id: Int!
    title: String!
    slug: String!
    links: OpportunityLinks!
    level: String!
    acting_mode: String!
    actingMode: String!
    pcd: Boolean!
    status_id: Int!
    published_at: String!
    expired_at: String!
    expiredAt: String!
    address: OpportunityAddress!
    company: OpportunityCompany!
    company_area: String
    company_field_area: OpportunityFieldArea
    responsability: String!
    requirement: String!
    work_environment: String!
    cover: String
    benefits: [OpportunityBenefit!]!
    other_benefit: String
    descriptions: [OpportunityDescription!]!
    opportunity_tests: [OpportunityTest!]!
    opportunityTests: [OpportunityTest!]!
    indication_domains: [String!]!
    ninenine_apply: Boolean!
    whatsapp_apply: Boolean!
    company_integration_fields: OpportunityIntegrationFields
    geocode_distance: Float
  }

  type OpportunityLinks {
    subscription: String!
  }

  type OpportunityState {
    abbr: String!
    name: String!
  }

  type OpportunityAddress {
    city: String!
    state: OpportunityState!
    street: String
    number: String
    neighborhood: String
    zipcode: String
  }

  type OpportunityCompany {
    id: Int!
    name: String!
    slug: String!
    logo: String
    score: Float
    evaluationsCount: Int!
    pictures: [String!]!
  }

  type OpportunityFieldArea {
    id: Int!
    name: String!
  }

  type OpportunityBenefit {
    id: Int!
    name: String!
    icon: String
    category: String
  }

  type OpportunityDescription {
    order: Int!
    data: String!
  }

  type OpportunityTest {
    id: Int!
    name: String!
    requiredIn: String!
  }

  type OpportunityIntegrationFields {
    polo_description: String
  }
`

interface Context {
  db: Db
  /** The internal company of the caller's session (accounts/internal-access.ts); null for anyone else. */
  viewerCompany: number | null
}

/** Production: no introspection, like the sealed endpoint. */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule)
  },
}

/** Every error carries a code (docs/decisions.md, "Errors carry a code"): parse/validation errors (no path) VALIDATION, others INTERNAL. */
const errorCodes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return
    setResult({
      ...result,
      errors: result.errors.map((error) => {
        const code = error.extensions.code
        if (isErrorCode(code)) return error
        return new GraphQLError(error.message, {
          nodes: error.nodes ?? null,
          source: error.source ?? null,
          positions: error.positions ?? null,
          path: error.path ?? null,
          originalError: error.originalError ?? null,
          extensions: { ...error.extensions, code: error.path ? 'INTERNAL' : 'VALIDATION' },
        })
      }),
    })
  },
}

function unauthorized() {
  const message = errorMessage('UNAUTHORIZED')
  return { errors: [{ message, extensions: { code: 'UNAUTHORIZED' } }] }
}

export function opportunitiesGraphQLRoutes(config: Config, db: Db, logger: Logger) {
  const yoga = createYoga<Context>({
    schema: createSchema<Context>({
      typeDefs: opportunitiesTypeDefs,
      resolvers: {
        Query: {
          opportunity: (_parent: unknown, args: { id: string }, ctx: Context) => {
            const id = opportunityIdFromParam(args.id)
            return id === null ? null : getOpportunity(ctx.db, id, ctx.viewerCompany)
          },
        },
      },
    }),
    graphqlEndpoint: OPPORTUNITIES_GRAPHQL_PATH,
    logging: false,
    graphiql: false,
    landingPage: false,
    // The app's CORS middleware answers for every route; Yoga's own would reflect any origin.
    cors: false,
    // The same abuse limits as POST /graphql (security/graphql-limits.ts); a refusal is a plain GraphQL
    // error with code VALIDATION.
    plugins: [
      graphqlArmor(config.production),
      ...(config.production ? [disableIntrospection] : []),
      errorCodes,
    ],
    maskedErrors: {
      maskError(error) {
        const original = error instanceof GraphQLError ? error.originalError : error
        // A domain error (src/errors.ts) keeps its message and code, like a GraphQLError thrown on purpose.
        const refusal = domainErrorOf(error)
        if (refusal) return toGraphQLError(refusal, error instanceof GraphQLError ? error : undefined)
        if (error instanceof GraphQLError && (original == null || original instanceof GraphQLError))
          return error
        logger.error('Opportunities GraphQL resolver failed', original ?? error)
        return new GraphQLError(PLATFORM_MESSAGES.internal, {
          ...(error instanceof GraphQLError ? { path: error.path } : {}),
          extensions: { code: 'INTERNAL' },
        })
      },
    },
  })

  const routes = new Hono()
  routes.post('/', async (c) => {
    const header = c.req.header('authorization')
    const session = await sessionOfHeader(db, config.clientTokens, header)
    if (!session && !(await isLiveApiSession(db, bearerToken(header)))) return c.json(unauthorized(), 401)
    const viewerCompany = await viewerInternalCompany(db, session)
    return yoga.fetch(c.req.raw, { db, viewerCompany })
  })
  return routes
}
