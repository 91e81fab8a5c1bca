// The opportunity on the sealed GraphQL: `opportunity(id)` and `createSessionToken` (docs/wire-format.md, "The
// opportunity on the sealed GraphQL"). The same opening as GET /v1/opportunities/{id} and POST
// /opportunities/graphql (opportunities/repository.ts), in the contract's `Opportunity` type: the state with its
// id, the company's site, the job-posting company data, and the application questions when asked for. Open to
// anyone, like the REST detail; an internal opening only to an internal user of its company (null otherwise).
import { opportunityIdFromParam } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { viewerInternalCompany } from '../../accounts/internal-access.js'
import { companies, states } from '../../db/schema.js'
import type { QueryOpportunityArgs } from '../../gql/resolvers-types.js'
import { createApiSession } from '../../opportunities/api-sessions.js'
import { getOpportunity, type OpportunityJson } from '../../opportunities/repository.js'
import type { PlatformContext } from '../context.js'
import { openingQuestions } from '../../applications/service.js'

/** An `ID` argument as the REST detail reads it: '123' or '123-some-slug' (the leading digits); else none. */
function opportunityIdOf(value: unknown): number | null {
  return typeof value === 'string' || typeof value === 'number' ? opportunityIdFromParam(String(value)) : null
}

async function sealedOpportunity(ctx: PlatformContext, opening: OpportunityJson) {
  const [state] = opening.address.state.abbr
    ? await ctx.db
        .select({ id: states.id })
        .from(states)
        .where(eq(states.abbr, opening.address.state.abbr))
        .limit(1)
    : []
  const [company] = await ctx.db
    .select({
      website: companies.website,
      street: companies.street,
      neighborhood: companies.neighborhood,
      stateAbbr: companies.stateAbbr,
      zipcode: companies.zipcode,
      country: companies.country,
    })
    .from(companies)
    .where(eq(companies.id, opening.company.id))
    .limit(1)
  return {
    ...opening,
    id: String(opening.id),
    address: {
      ...opening.address,
      state: state ? { ...opening.address.state, id: String(state.id) } : null,
    },
    company: { ...opening.company, id: String(opening.company.id), website: company?.website ?? null },
    company_data: {
      company_name: opening.company.name,
      company_id: String(opening.company.id),
      website: company?.website ?? null,
      logo: opening.company.logo,
      address: company
        ? {
            street: company.street,
            neighborhood: company.neighborhood,
            state: company.stateAbbr,
            zipcode: company.zipcode,
            country: company.country,
          }
        : null,
    },
  }
}

export const opportunitiesQuery = {
  /** One opening in full, whatever its status; null when unknown (the site sets its not-found flag). */
  opportunity: async (_root: unknown, args: QueryOpportunityArgs, ctx: PlatformContext) => {
    const id = opportunityIdOf(args.id)
    if (id === null) return null
    const opening = await getOpportunity(ctx.db, id, await viewerInternalCompany(ctx.db, ctx.session))
    return opening ? sealedOpportunity(ctx, opening) : null
  },
}

export const opportunitiesMutation = {
  /**
   * A session of the opportunities GraphQL, as POST /sessions makes it: anyone may ask, it lasts
   * API_SESSION_COOKIE_DAYS and the site keeps it in a cookie.
   */
  createSessionToken: async (_root: unknown, _args: unknown, ctx: PlatformContext) => {
    const session = await createApiSession(ctx.db)
    return { token: session.token, expiresAt: session.expires_at }
  },
}

/** The application questions, read only when asked for (the same answer as `subscriptionQuestions`). */
export const opportunityFields = {
  subscriptionQuestions: (parent: { id: string }, _args: unknown, ctx: PlatformContext) =>
    openingQuestions(ctx, { opportunityId: parent.id }),
}
