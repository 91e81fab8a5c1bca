// The executable schema: the contract's SDL (@carreiras/api/schema/platform.graphql) with the resolvers
// built so far. Every root field (and every `Domains` list) without a resolver answers NOT_IMPLEMENTED,
// found by walking the schema so that nothing the contract adds is ever left unanswered.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  buildASTSchema,
  parse,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'
import { createSchema } from 'graphql-yoga'
import { PLATFORM_MESSAGES } from '../messages.js'
import { capListArguments } from '../security/list-limits.js'
import type { PlatformContext } from './context.js'
import { domainError } from '../errors.js'
import { accountsMutation, accountsQuery, profileFields, userFields } from './resolvers/accounts.js'
import { domainsFields, domainsQuery } from './resolvers/domains.js'
import { applicationsMutation, applicationsQuery, applicationsUserFields } from './resolvers/applications.js'
import { companyRequestsMutation, companyRequestsQuery } from './resolvers/company-requests.js'
import { consentMutation, consentQuery } from './resolvers/consent.js'
import { earlierAnswersQuery } from './resolvers/earlier-answers.js'
import { eventsMutation } from './resolvers/events.js'
import { identityMutation, identityQuery } from './resolvers/identity.js'
import { opportunitiesMutation, opportunitiesQuery, opportunityFields } from './resolvers/opportunities.js'
import { personalProfileFields, profileMutation } from './resolvers/profile.js'
import { resumeMutation, resumeProfileFields, resumeQuery } from './resolvers/resume.js'
import { savedJobsMutation, savedJobsQuery } from './resolvers/saved-jobs.js'
import { talentBankMutation, talentBankProfileFields } from './resolvers/talent-bank.js'
import { testsMutation, testsQuery } from './resolvers/tests.js'

type Resolver = GraphQLFieldResolver<unknown, PlatformContext, never>
type ResolverMap = Record<string, Record<string, Resolver>>

/** The SDL text, read from the installed @carreiras/api package. */
export function loadTypeDefs(): string {
  const require = createRequire(import.meta.url)
  return readFileSync(require.resolve('@carreiras/api/schema/platform.graphql'), 'utf8')
}

/** Resolvers written so far, by type and field. */
const IMPLEMENTED: ResolverMap = {
  Query: {
    ...opportunitiesQuery,
    ...domainsQuery,
    ...accountsQuery,
    ...identityQuery,
    ...resumeQuery,
    ...applicationsQuery,
    ...testsQuery,
    ...companyRequestsQuery,
    ...consentQuery,
    ...savedJobsQuery,
    ...earlierAnswersQuery,
  } as Record<string, Resolver>,
  Mutation: {
    ...opportunitiesMutation,
    ...accountsMutation,
    ...identityMutation,
    ...resumeMutation,
    ...applicationsMutation,
    ...profileMutation,
    ...testsMutation,
    ...eventsMutation,
    ...talentBankMutation,
    ...companyRequestsMutation,
    ...consentMutation,
    ...savedJobsMutation,
  } as Record<string, Resolver>,
  Domains: { ...domainsFields } as Record<string, Resolver>,
  Opportunity: { ...opportunityFields } as Record<string, Resolver>,
  User: { ...userFields, ...applicationsUserFields } as Record<string, Resolver>,
  Profile: {
    ...profileFields,
    ...resumeProfileFields,
    ...personalProfileFields,
    ...talentBankProfileFields,
  } as Record<string, Resolver>,
}

/** Types whose unimplemented fields must answer NOT_IMPLEMENTED rather than a silent null. */
const GUARDED_TYPES = ['Domains']

const notImplemented: Resolver = () => {
  throw domainError('NOT_IMPLEMENTED', PLATFORM_MESSAGES.notImplemented)
}

/** Every field of the root types (and of GUARDED_TYPES) with its resolver or the NOT_IMPLEMENTED one. */
export function completeResolvers(
  schema: GraphQLSchema,
  implemented: ResolverMap = IMPLEMENTED,
): ResolverMap {
  const types: GraphQLObjectType[] = [
    schema.getQueryType(),
    schema.getMutationType(),
    schema.getSubscriptionType(),
  ].filter((type): type is GraphQLObjectType => type != null)
  for (const name of GUARDED_TYPES) {
    const type = schema.getType(name)
    if (type && 'getFields' in type && !types.includes(type as GraphQLObjectType))
      types.push(type as GraphQLObjectType)
  }
  const resolvers: ResolverMap = {}
  for (const type of types) {
    const own = implemented[type.name] ?? {}
    const fields: Record<string, Resolver> = {}
    for (const field of Object.keys(type.getFields())) fields[field] = own[field] ?? notImplemented
    resolvers[type.name] = fields
  }
  for (const [typeName, fields] of Object.entries(implemented)) {
    resolvers[typeName] ??= { ...fields }
  }
  return resolvers
}

/** The names of the root fields that answer NOT_IMPLEMENTED (for tests and the start banner). */
export function unimplementedRootFields(
  schema: GraphQLSchema,
  implemented: ResolverMap = IMPLEMENTED,
): string[] {
  return unimplementedOf([schema.getQueryType(), schema.getMutationType()], implemented)
}

/** Every field that answers NOT_IMPLEMENTED: the root fields' and those of GUARDED_TYPES (`Domains`). */
export function unimplementedFields(schema: GraphQLSchema, implemented: ResolverMap = IMPLEMENTED): string[] {
  return unimplementedOf(
    [
      schema.getQueryType(),
      schema.getMutationType(),
      ...GUARDED_TYPES.map((name) => schema.getType(name) as GraphQLObjectType | undefined),
    ],
    implemented,
  )
}

function unimplementedOf(
  types: (GraphQLObjectType | null | undefined)[],
  implemented: ResolverMap,
): string[] {
  return types
    .filter((type): type is GraphQLObjectType => type != null)
    .flatMap((type) =>
      Object.keys(type.getFields())
        .filter((f) => !implemented[type.name]?.[f])
        .map((f) => `${type.name}.${f}`),
    )
}

export function buildPlatformSchema(typeDefs: string = loadTypeDefs()): GraphQLSchema {
  const shape = buildASTSchema(parse(typeDefs))
  return capListArguments(createSchema<PlatformContext>({ typeDefs, resolvers: completeResolvers(shape) }))
}
