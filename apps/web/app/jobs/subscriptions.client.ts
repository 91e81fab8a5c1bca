// The signed-in candidate's subscriptions as steps by opening. Loaded lazily by use-subscription-steps.tsx,
// only when someone is signed in; the platform client is the account runtime's, which sends that candidate's
// session.
import { SubscriptionDocument, SubscriptionsListDocument, type PlatformClient } from '@carreiras/api'
import { SUBSCRIPTIONS_PAGE_SIZE } from '@carreiras/core'
import type { SubscriptionStep } from './job-card-view'

/** A subscription as the platform lists it (only the fields the buttons read). */
export interface SubscriptionRow {
  opportunityId?: string | number | null
  step?: string | null
}

/** The platform's step as the buttons know it; anything else counts as no subscription. */
export function subscriptionStep(step: string | null | undefined): SubscriptionStep {
  const key = step?.trim().toLowerCase()
  return key === 'lead' || key === 'applied' ? key : 'none'
}

const RANK: Record<SubscriptionStep, number> = { none: 0, lead: 1, applied: 2 }

/**
 * Steps by opening id. An opening listed twice keeps its furthest step (an application sent wins over a
 * lead); rows without a valid opening id or a known step are left out.
 */
export function stepsByOpportunity(
  rows: readonly (SubscriptionRow | null | undefined)[] | null | undefined,
): Map<number, SubscriptionStep> {
  const steps = new Map<number, SubscriptionStep>()
  for (const row of rows ?? []) {
    const id = Number(row?.opportunityId)
    const step = subscriptionStep(row?.step)
    if (!Number.isSafeInteger(id) || id <= 0 || step === 'none') continue
    if (RANK[step] > RANK[steps.get(id) ?? 'none']) steps.set(id, step)
  }
  return steps
}

export type SubscriptionStepsQuery =
  /** The cards: the candidate's subscriptions list for the site's company. */
  | { userId: number; companyId: number }
  /** The detail: the candidate's subscription to one opening. */
  | { userId: number; opportunityId: number }

export async function loadSubscriptionSteps(
  client: PlatformClient,
  query: SubscriptionStepsQuery,
  signal?: AbortSignal,
): Promise<Map<number, SubscriptionStep>> {
  if ('opportunityId' in query) {
    const result = await client.request(
      SubscriptionDocument,
      { opportunityId: query.opportunityId, userId: query.userId },
      { signal },
    )
    return stepsByOpportunity(result.subscriptions)
  }
  const result = await client.request(
    SubscriptionsListDocument,
    { userId: query.userId, companyId: query.companyId, limit: SUBSCRIPTIONS_PAGE_SIZE },
    { signal },
  )
  return stepsByOpportunity(result.subscriptions)
}
