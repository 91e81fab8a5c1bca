// The actors that core's refusal machine invokes (the 'inscrição recusada' page), over the signed-in
// candidate's platform client:
//
//   refusalMachine.provide({ actors: createRefusalActors(client, { userId, sanitize }) })
//
// The template is HTML from outside the code: it reaches the page only through `sanitize`, which the web
// app runs on its server (DOMPurify). With the navigation's template, the sanitizing and the lead's read
// (has a review been asked for?) go out together; after a reload the lead also brings the template.
import type { ActorsOf, refusalMachine } from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { PlatformError } from '../errors.js'
import { RequestRefusalReviewDocument, SubscriptionDocument } from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { parseResult } from './results.js'

/** Exactly the refusal machine's actors, with their input and output types. */
export type RefusalActors = ActorsOf<typeof refusalMachine>

export interface RefusalActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
  /** The template made safe to render, on the server; '' when nothing of it may be shown. */
  sanitize: (html: string) => Promise<string>
}

const leadSchema = z.lazy(() =>
  z.object({
    subscriptions: z
      .array(z.object({ refusalTemplate: z.string().nullish(), reviewRequestedAt: z.string().nullish() }))
      .nullish(),
  }),
)

const reviewSchema = z.lazy(() =>
  z.object({
    requestRefusalReview: z.object({ reviewRequestedAt: z.string().nullish() }).nullable(),
  }),
)

export function createRefusalActors(
  client: PlatformClient,
  { userId, sanitize }: RefusalActorsOptions,
): RefusalActors {
  const user_id = String(userId)

  /** The refusal recorded on the candidate's lead, or null without one. */
  async function readLead(opportunityId: number) {
    const result = await client.request(SubscriptionDocument, {
      opportunityId: String(opportunityId),
      userId: user_id,
    })
    return parseResult(leadSchema, result).subscriptions?.[0] ?? null
  }

  const safe = async (html: string | null | undefined) => (html ? (await sanitize(html)) || null : null)

  return {
    loadRefusal: fromPromise(async ({ input }) => {
      const lead = input.opportunityId === null ? Promise.resolve(null) : readLead(input.opportunityId)
      if (input.template !== null) {
        // The template came with the navigation: the lead only says whether a review was asked for, and
        // the page does not wait on it to fail.
        const [html, found] = await Promise.all([safe(input.template), lead.catch(() => null)])
        return { html, reviewRequested: Boolean(found?.reviewRequestedAt) }
      }
      const found = await lead
      return { html: await safe(found?.refusalTemplate), reviewRequested: Boolean(found?.reviewRequestedAt) }
    }),
    requestReview: fromPromise(async ({ input }) => {
      const result = await client.request(RequestRefusalReviewDocument, {
        opportunity_id: String(input.opportunityId),
        user_id,
      })
      if (!parseResult(reviewSchema, result).requestRefusalReview?.reviewRequestedAt) {
        throw new PlatformError('Pedido não registrado', 'BAD_RESPONSE')
      }
    }),
  }
}
