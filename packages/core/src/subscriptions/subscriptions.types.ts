// The applications box's types (subscriptions.machine.ts): its input, context, events and the actors' inputs.

import type { EventSchedule, SubscriptionRecord } from './subscriptions.rules'

export interface ApplicationsBoxInput {
  /** The brand's company ids (up to three; `applicationsBoxCompanyIds`); empty: every company. */
  companyIds: readonly number[]
  /** The signed-in candidate (the challenge test's link carries the id). */
  userId: number
  /** The challenge site replacing tests 2015/2018. */
  challengeUrl?: string | null
  /** Page size of `subscriptionsWithPagination`; the spec's 20 by default. */
  pageSize?: number
}

/** An application as listed, with the company id whose page brought it. */
export type ListedSubscription = SubscriptionRecord & { listedFor: number | null }

/** Why the list could not be read (connect words it). */
export type ListAlert = 'network' | 'loadFailed'

/** Why an operation on a card failed, or what it must say (connect words it). */
export type ActionAlertCode =
  | 'network'
  | 'withdrawFailed'
  | 'confirmFailed'
  | 'refuseFailed'
  | 'cancelFailed'
  /** VALIDATION on confirm: the schedule has no place left (`detail` is the platform's text). */
  | 'scheduleFull'

export interface ActionAlert {
  code: ActionAlertCode
  subscriptionId: number
  eventId: number | null
  /** The platform's own message (VALIDATION), shown as it came; null for the catalogue's. */
  detail: string | null
}

/** The card (and event) an operation is about, while it is confirmed and while it runs. */
export interface ActionTarget {
  subscriptionId: number
  eventId: number | null
  testId: number | null
}

export type PendingAction = 'withdraw' | 'confirm' | 'refuse' | 'cancel'

export interface ApplicationsBoxContext {
  companyIds: (number | null)[]
  userId: number
  challengeUrl: string | null
  pageSize: number
  /** The company id being paged (index into companyIds). */
  companyIndex: number
  /** The last page read for that company id (0 = none yet). */
  page: number
  /** That company id has another page (`meta.next_page`). */
  hasNextPage: boolean
  /** Applications of that company id withdrawn since its last page: the next page starts earlier. */
  withdrawnSincePage: number
  /** A first page arrived (until then the box is loading, or failed with nothing to show). */
  loaded: boolean
  /** How many new applications the last page brought. */
  lastAdded: number
  /** The page being read, and how many withdrawals it already accounts for. */
  requested: { page: number; withdrawn: number }
  /** Applications withdrawn here: a page read before the platform knew is not allowed to bring them back. */
  withdrawnIds: number[]
  items: ListedSubscription[]
  listAlert: ListAlert | null
  target: ActionTarget | null
  actionAlert: ActionAlert | null
  /** The schedule chosen for each pending event (event id → schedule id), before confirming. */
  choices: Record<number, number>
  /** The operation to run again after a new login. */
  pendingAction: PendingAction | null
  /** The title of the application just withdrawn (announced politely); null otherwise. */
  withdrawnTitle: string | null
}

export type ApplicationsBoxEvent =
  | { type: 'list.more' }
  | { type: 'list.retry' }
  | { type: 'withdraw.request'; subscriptionId: number }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' }
  | { type: 'schedule.choose'; subscriptionId: number; eventId: number; scheduleId: number }
  | { type: 'event.confirm'; subscriptionId: number; eventId: number }
  | { type: 'event.refuse'; subscriptionId: number; eventId: number }
  | { type: 'refusal.confirm' }
  | { type: 'refusal.cancel' }
  | { type: 'event.cancelDecision'; subscriptionId: number; eventId: number }
  | { type: 'test.open'; subscriptionId: number; testId: number }
  | { type: 'partner.confirm' }
  | { type: 'partner.cancel' }
  | { type: 'alert.dismiss' }
  | { type: 'session.renewed' }

// ── What the actors take and bring ─────────────────────────────────────────────────────────────────

export interface LoadPageInput {
  /** Null: every company. */
  companyId: number | null
  /** 1-based. */
  page: number
  pageSize: number
}

/** The subscription a card shows (what an event operation needs to name it). */
export interface SubscriptionRef {
  subscriptionId: number
  opportunityId: number
}

export interface WithdrawInput {
  subscriptionId: number
  opportunityId: number
}

export interface EventInput extends SubscriptionRef {
  eventId: number
}

export interface ConfirmEventInput extends EventInput {
  schedule: EventSchedule
}

export interface CancelDecisionInput extends EventInput {
  /** What the candidate had chosen (the SDL takes the same ids as confirmEvent); null when refused. */
  schedule: EventSchedule | null
}

/**
 * An event operation's answer: the subscription as read again after the platform accepted the
 * decision, or null when it could not be read again (the card is then patched with the decision).
 */
export type EventResult = SubscriptionRecord | null
