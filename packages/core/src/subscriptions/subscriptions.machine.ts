// The applications box of /meu-perfil, 'Minhas Inscrições' (`subscriptionsWithPagination`
// and the events operations; removing one's own application; docs/decisions.md,
// "Paging", "Withdrawing", "Events", "Company ids of the applications box"). Two regions run side by side:
//
//   list    loading   one page of `subscriptionsWithPagination` (1-based, with the tests) for the current
//                     company id; 'Carregar mais...' asks for the next page and moves on to the next of
//                     the (up to three) company ids when one is exhausted; a page that brings nothing
//                     new moves on by itself while anything is left
//           idle      the list shown; `list.more` while anything is left
//           failed    the page could not be read: an alert code and 'Tentar novamente', what is listed stays
//           sessionExpired   the app asks for a login, then the same page is read again
//
//   action  idle                 the cards take their events
//           confirmingWithdraw   'Atenção': cancel the application? → withdrawing (subscriptionLogicalDelete)
//           confirmingEvent      confirmEvent with the chosen schedule; VALIDATION (the last place was
//                                taken) → refreshing: the subscription read again for its schedules
//           confirmingRefusal    'Atenção': refuse the invitation? → refusing (refuseEvent)
//           cancellingDecision   cancelEventDecision: the event back to pending
//           confirmingPartner    the tests issue's 'Atenção' before a partner's test opens in a new tab
//           sessionExpired       the app asks for a login, then the same operation runs again
//
// One operation at a time: the card it is about is busy (connect says which), the other cards wait.
// Effects are named placeholders the app supplies with `.provide()`: the actors `loadPage`, `withdraw`,
// `confirmEvent`, `refuseEvent`, `cancelEventDecision`, `reloadSubscription`, and the actions
// `openExternal` (a partner's test in a new tab), `requestLogin` and `withdrawn` (an application was
// withdrawn: the app forgets what it kept of it, so the job says 'Inscrever-Se' again).
// Context holds data and codes only; subscriptions.connect.ts words them; the types are in
// subscriptions.types.ts. Why this file is longer than the others: the six operations share one busy card,
// one session ladder and one alert, which child machines would each have to repeat.
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { SUBSCRIPTIONS_PAGE_SIZE } from '../constants'
import { errorCodeOf, errorGuard, isNetworkError, isSessionError } from '../lib/error-guards'
import { testsForCandidate } from '../test-runner/test-runner.rules'
import {
  decideEvent,
  isSchedulePickable,
  mergeRecords,
  nextPageToLoad,
  replaceRecord,
  withEvent,
  type EventSchedule,
  type SelectionEvent,
  type SubscriptionRecord,
  type SubscriptionsPage,
} from './subscriptions.rules'
import type {
  ApplicationsBoxInput,
  ListedSubscription,
  ActionAlertCode,
  PendingAction,
  ApplicationsBoxContext,
  ApplicationsBoxEvent,
  LoadPageInput,
  SubscriptionRef,
  WithdrawInput,
  EventInput,
  ConfirmEventInput,
  CancelDecisionInput,
  EventResult,
} from './subscriptions.types'

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────────

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

/** The platform refused a choice that broke its rules (a full schedule): its text is worth showing. */
export const isValidationError = (error: unknown) => errorCodeOf(error) === 'VALIDATION'

const errorMessageOf = (error: unknown): string | null => {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message.trim() ? message.trim() : null
}

const findItem = (context: ApplicationsBoxContext, subscriptionId: number | undefined) =>
  context.items.find((item) => item.id === subscriptionId)

const findEvent = (context: ApplicationsBoxContext, subscriptionId: number, eventId: number) =>
  findItem(context, subscriptionId)?.events.find((event) => event.id === eventId)

const targetItem = (context: ApplicationsBoxContext) => findItem(context, context.target?.subscriptionId)

const targetEvent = (context: ApplicationsBoxContext): SelectionEvent | undefined =>
  context.target?.eventId == null
    ? undefined
    : findEvent(context, context.target.subscriptionId, context.target.eventId)

const ref = (context: ApplicationsBoxContext): EventInput => {
  const item = targetItem(context)!
  return { subscriptionId: item.id, opportunityId: item.opportunityId, eventId: context.target!.eventId! }
}

const chosen = (context: ApplicationsBoxContext): EventSchedule | undefined => {
  const event = targetEvent(context)
  const scheduleId = event ? context.choices[event.id] : undefined
  return event?.schedules.find((schedule) => schedule.id === scheduleId)
}

/** Anything left to read: another page of this company id, or another company id. */
export const hasMoreToLoad = (context: ApplicationsBoxContext) =>
  context.hasNextPage || context.companyIndex < context.companyIds.length - 1

const withoutChoice = (choices: Record<number, number>, eventId: number | null | undefined) => {
  if (eventId == null || !(eventId in choices)) return choices
  const next = { ...choices }
  delete next[eventId]
  return next
}

/** The card after an event operation: read again, or patched with the decision. */
function afterDecision(
  context: ApplicationsBoxContext,
  output: EventResult,
  decide: (event: SelectionEvent) => SelectionEvent,
): ListedSubscription[] {
  const item = targetItem(context)
  if (!item) return context.items
  const next = output && output.id === item.id ? output : withEvent(item, context.target!.eventId!, decide)
  return replaceRecord(context.items, { ...next, listedFor: item.listedFor })
}

const now = () => new Date().toISOString()

/** Each operation's own failure. */
const FAILED: Record<PendingAction, ActionAlertCode> = {
  withdraw: 'withdrawFailed',
  confirm: 'confirmFailed',
  refuse: 'refuseFailed',
  cancel: 'cancelFailed',
}
const NETWORK = { network: true }
const OTHER = { network: false }

export const applicationsBoxMachine = setup({
  types: {
    context: {} as ApplicationsBoxContext,
    events: {} as ApplicationsBoxEvent,
    input: {} as ApplicationsBoxInput,
  },
  actors: {
    /** One page of `subscriptionsWithPagination(page, getOnlineTests: true, companyId)`. */
    loadPage: fromPromise<SubscriptionsPage, LoadPageInput>(notProvided),
    /** `subscriptionLogicalDelete(subscription_id, user_id, user_name)`. */
    withdraw: fromPromise<void, WithdrawInput>(notProvided),
    /** `confirmEvent` with the chosen schedule, then the subscription read again. */
    confirmEvent: fromPromise<EventResult, ConfirmEventInput>(notProvided),
    /** `refuseEvent`, then the subscription read again. */
    refuseEvent: fromPromise<EventResult, EventInput>(notProvided),
    /** `cancelEventDecision`, then the subscription read again. */
    cancelEventDecision: fromPromise<EventResult, CancelDecisionInput>(notProvided),
    /** The subscription read again (its schedules after a place was taken); null when not found. */
    reloadSubscription: fromPromise<SubscriptionRecord | null, SubscriptionRef>(notProvided),
  },
  actions: {
    /** Opens a partner's test in a new tab. */
    openExternal: (_, _params: { url: string }) => {},
    /** The session expired: the app asks for a new login, then sends `session.renewed`. */
    requestLogin: () => {},
    /** An application was withdrawn: the app forgets what it kept of it (the job's button, drafts). */
    withdrawn: (_, _params: { subscriptionId: number; opportunityId: number }) => {},
    dismissAlerts: assign({ listAlert: null, actionAlert: null, withdrawnTitle: null }),
    /** An operation failed: the card stays as it was, with the alert. */
    failAction: assign(({ context }, params: { network: boolean }) => ({
      actionAlert: {
        code: params.network ? ('network' as const) : FAILED[context.pendingAction ?? 'withdraw'],
        subscriptionId: context.target?.subscriptionId ?? 0,
        eventId: context.target?.eventId ?? null,
        detail: null,
      },
      target: null,
      pendingAction: null,
    })),
    clearTarget: assign({ target: null, pendingAction: null }),
  },
  guards: {
    hasMoreToLoad: ({ context }) => hasMoreToLoad(context),
    /** The page brought nothing new while more is left: read on by itself. */
    shouldReadOn: ({ context }) => context.lastAdded === 0 && hasMoreToLoad(context),
    isListed: ({ context, event }) =>
      'subscriptionId' in event && findItem(context, event.subscriptionId) !== undefined,
    canChooseSchedule: ({ context, event }) => {
      if (event.type !== 'schedule.choose') return false
      const found = findEvent(context, event.subscriptionId, event.eventId)
      const running = context.target?.eventId === event.eventId && context.pendingAction !== null
      return !!found && !running && isSchedulePickable(found, event.scheduleId)
    },
    canConfirmEvent: ({ context, event }) => {
      if (event.type !== 'event.confirm') return false
      const found = findEvent(context, event.subscriptionId, event.eventId)
      const scheduleId = context.choices[event.eventId]
      return !!found && scheduleId !== undefined && isSchedulePickable(found, scheduleId)
    },
    isPendingEvent: ({ context, event }) =>
      event.type === 'event.refuse' &&
      findEvent(context, event.subscriptionId, event.eventId)?.status === 'pending',
    isDecidedEvent: ({ context, event }) => {
      if (event.type !== 'event.cancelDecision') return false
      const status = findEvent(context, event.subscriptionId, event.eventId)?.status
      return status === 'confirmed' || status === 'refused'
    },
    isPartnerTest: ({ context, event }) => {
      if (event.type !== 'test.open') return false
      const item = findItem(context, event.subscriptionId)
      if (!item) return false
      const test = testsForCandidate(item.tests, {
        opportunityId: item.opportunityId,
        userId: context.userId,
        challengeName: '',
        challengeUrl: context.challengeUrl,
      }).find((t) => t.testId === event.testId)
      return !!test && test.kind === 'partner' && test.status === 'pending' && !!test.href
    },
    isPending: ({ context }, pending: PendingAction) => context.pendingAction === pending,
    isSessionError: errorGuard(isSessionError),
    isNetworkError: errorGuard(isNetworkError),
    isValidationError: errorGuard(isValidationError),
  },
}).createMachine({
  id: 'applicationsBox',
  context: ({ input }) => ({
    companyIds: input.companyIds.length > 0 ? [...input.companyIds] : [null],
    userId: input.userId,
    challengeUrl: input.challengeUrl ?? null,
    pageSize: input.pageSize ?? SUBSCRIPTIONS_PAGE_SIZE,
    companyIndex: 0,
    page: 0,
    hasNextPage: true,
    withdrawnSincePage: 0,
    loaded: false,
    lastAdded: 0,
    requested: { page: 1, withdrawn: 0 },
    withdrawnIds: [],
    items: [],
    listAlert: null,
    target: null,
    actionAlert: null,
    choices: {},
    pendingAction: null,
    withdrawnTitle: null,
  }),
  type: 'parallel',
  on: {
    'alert.dismiss': { actions: 'dismissAlerts' },
    'schedule.choose': {
      guard: 'canChooseSchedule',
      actions: assign({
        choices: ({ context, event }) => ({ ...context.choices, [event.eventId]: event.scheduleId }),
      }),
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          entry: assign(({ context }) => {
            // This company id is exhausted: the next one, from its first page.
            const next = context.hasNextPage
              ? context
              : { ...context, companyIndex: context.companyIndex + 1, page: 0, withdrawnSincePage: 0 }
            return {
              listAlert: null,
              companyIndex: next.companyIndex,
              page: next.page,
              hasNextPage: true,
              withdrawnSincePage: next.withdrawnSincePage,
              requested: {
                page: nextPageToLoad(next.page, next.withdrawnSincePage, context.pageSize),
                withdrawn: next.withdrawnSincePage,
              },
            }
          }),
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({
              companyId: context.companyIds[context.companyIndex] ?? null,
              page: context.requested.page,
              pageSize: context.pageSize,
            }),
            onDone: {
              target: 'checking',
              actions: assign(({ context, event }) => {
                const companyId = context.companyIds[context.companyIndex] ?? null
                const gone = new Set(context.withdrawnIds)
                const listed = event.output.records
                  .filter((record) => !gone.has(record.id))
                  .map((record) => ({ ...record, listedFor: companyId }))
                const { records, added } = mergeRecords(context.items, listed)
                return {
                  items: records,
                  lastAdded: added,
                  page: context.requested.page,
                  hasNextPage: event.output.nextPage !== null,
                  // Withdrawals while the page was on its way still move the next one.
                  withdrawnSincePage: Math.max(0, context.withdrawnSincePage - context.requested.withdrawn),
                  loaded: true,
                }
              }),
            },
            onError: [
              { guard: 'isSessionError', target: 'sessionExpired' },
              { guard: 'isNetworkError', target: 'failed', actions: assign({ listAlert: 'network' }) },
              { target: 'failed', actions: assign({ listAlert: 'loadFailed' }) },
            ],
          },
        },
        /** A page that brought nothing new: read on while anything is left. */
        checking: {
          always: [{ guard: 'shouldReadOn', target: 'loading' }, { target: 'idle' }],
        },
        idle: {
          on: { 'list.more': { guard: 'hasMoreToLoad', target: 'loading' } },
        },
        failed: {
          on: { 'list.retry': 'loading', 'list.more': 'loading' },
        },
        sessionExpired: {
          tags: 'loading',
          entry: 'requestLogin',
          on: { 'session.renewed': 'loading' },
        },
      },
    },
    action: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'withdraw.request': {
              guard: 'isListed',
              target: 'confirmingWithdraw',
              actions: assign(({ event }) => ({
                target: { subscriptionId: event.subscriptionId, eventId: null, testId: null },
                actionAlert: null,
                withdrawnTitle: null,
              })),
            },
            'event.confirm': {
              guard: 'canConfirmEvent',
              target: 'confirmingEvent',
              actions: assign(({ event }) => ({
                target: { subscriptionId: event.subscriptionId, eventId: event.eventId, testId: null },
                actionAlert: null,
                withdrawnTitle: null,
              })),
            },
            'event.refuse': {
              guard: 'isPendingEvent',
              target: 'confirmingRefusal',
              actions: assign(({ event }) => ({
                target: { subscriptionId: event.subscriptionId, eventId: event.eventId, testId: null },
                actionAlert: null,
                withdrawnTitle: null,
              })),
            },
            'event.cancelDecision': {
              guard: 'isDecidedEvent',
              target: 'cancellingDecision',
              actions: assign(({ event }) => ({
                target: { subscriptionId: event.subscriptionId, eventId: event.eventId, testId: null },
                actionAlert: null,
                withdrawnTitle: null,
              })),
            },
            'test.open': {
              guard: 'isPartnerTest',
              target: 'confirmingPartner',
              actions: assign(({ event }) => ({
                target: { subscriptionId: event.subscriptionId, eventId: null, testId: event.testId },
              })),
            },
          },
        },
        /** 'Atenção': 'Tem certeza que deseja cancelar sua inscrição nesta vaga?' */
        confirmingWithdraw: {
          on: {
            'withdraw.confirm': 'withdrawing',
            'withdraw.cancel': { target: 'idle', actions: 'clearTarget' },
          },
        },
        withdrawing: {
          tags: 'busy',
          entry: assign({ pendingAction: 'withdraw' }),
          invoke: {
            id: 'withdraw',
            src: 'withdraw',
            input: ({ context }) => {
              const item = targetItem(context)!
              return { subscriptionId: item.id, opportunityId: item.opportunityId }
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'withdrawn',
                  params: ({ context }) => ({
                    subscriptionId: context.target!.subscriptionId,
                    opportunityId: targetItem(context)?.opportunityId ?? 0,
                  }),
                },
                assign(({ context }) => {
                  const item = targetItem(context)
                  const current = context.companyIds[context.companyIndex] ?? null
                  const shifts = !!item && context.page > 0 && item.listedFor === current
                  return {
                    items: context.items.filter((i) => i.id !== context.target!.subscriptionId),
                    withdrawnSincePage: context.withdrawnSincePage + (shifts ? 1 : 0),
                    withdrawnTitle: item?.title ?? null,
                    withdrawnIds: [...context.withdrawnIds, context.target!.subscriptionId],
                    choices: item
                      ? item.events.reduce((all, e) => withoutChoice(all, e.id), context.choices)
                      : context.choices,
                    target: null,
                    pendingAction: null,
                  }
                }),
              ],
            },
            onError: [
              { guard: 'isSessionError', target: 'sessionExpired' },
              { guard: 'isNetworkError', target: 'idle', actions: { type: 'failAction', params: NETWORK } },
              { target: 'idle', actions: { type: 'failAction', params: OTHER } },
            ],
          },
        },
        confirmingEvent: {
          tags: 'busy',
          entry: assign({ pendingAction: 'confirm' }),
          invoke: {
            id: 'confirmEvent',
            src: 'confirmEvent',
            input: ({ context }) => ({ ...ref(context), schedule: chosen(context)! }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const schedule = chosen(context)
                return {
                  items: afterDecision(context, event.output, (e) =>
                    schedule ? decideEvent(e, { type: 'confirm', schedule, at: now() }) : e,
                  ),
                  choices: withoutChoice(context.choices, context.target?.eventId),
                  target: null,
                  pendingAction: null,
                }
              }),
            },
            onError: [
              { guard: 'isSessionError', target: 'sessionExpired' },
              {
                guard: 'isValidationError',
                target: 'refreshing',
                actions: assign(({ context, event }) => ({
                  actionAlert: {
                    code: 'scheduleFull' as const,
                    subscriptionId: context.target!.subscriptionId,
                    eventId: context.target!.eventId,
                    detail: errorMessageOf(event.error),
                  },
                  choices: withoutChoice(context.choices, context.target?.eventId),
                  pendingAction: null,
                })),
              },
              { guard: 'isNetworkError', target: 'idle', actions: { type: 'failAction', params: NETWORK } },
              { target: 'idle', actions: { type: 'failAction', params: OTHER } },
            ],
          },
        },
        /** After a place was taken: the subscription read again, so the schedules show what is left. */
        refreshing: {
          tags: 'busy',
          invoke: {
            id: 'reloadSubscription',
            src: 'reloadSubscription',
            input: ({ context }) => {
              const item = targetItem(context)!
              return { subscriptionId: item.id, opportunityId: item.opportunityId }
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const item = targetItem(context)
                const fresh = event.output
                return {
                  items:
                    item && fresh && fresh.id === item.id
                      ? replaceRecord(context.items, { ...fresh, listedFor: item.listedFor })
                      : context.items,
                  target: null,
                }
              }),
            },
            // The alert already says what happened; the schedules shown stay until the next read.
            onError: { target: 'idle', actions: 'clearTarget' },
          },
        },
        /** 'Atenção': 'Tem certeza que deseja recusar este convite?' */
        confirmingRefusal: {
          on: {
            'refusal.confirm': 'refusing',
            'refusal.cancel': { target: 'idle', actions: 'clearTarget' },
          },
        },
        refusing: {
          tags: 'busy',
          entry: assign({ pendingAction: 'refuse' }),
          invoke: {
            id: 'refuseEvent',
            src: 'refuseEvent',
            input: ({ context }) => ref(context),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                items: afterDecision(context, event.output, (e) =>
                  decideEvent(e, { type: 'refuse', at: now() }),
                ),
                choices: withoutChoice(context.choices, context.target?.eventId),
                target: null,
                pendingAction: null,
              })),
            },
            onError: [
              { guard: 'isSessionError', target: 'sessionExpired' },
              { guard: 'isNetworkError', target: 'idle', actions: { type: 'failAction', params: NETWORK } },
              { target: 'idle', actions: { type: 'failAction', params: OTHER } },
            ],
          },
        },
        cancellingDecision: {
          tags: 'busy',
          entry: assign({ pendingAction: 'cancel' }),
          invoke: {
            id: 'cancelEventDecision',
            src: 'cancelEventDecision',
            input: ({ context }) => {
              const event = targetEvent(context)
              const schedule =
                event?.schedules.find((s) => s.id === event.chosenScheduleId) ??
                event?.schedules.find((s) => s.date === event.chosenDate && s.time === event.chosenTime) ??
                null
              return { ...ref(context), schedule: event?.status === 'confirmed' ? schedule : null }
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                items: afterDecision(context, event.output, (e) => decideEvent(e, { type: 'cancel' })),
                target: null,
                pendingAction: null,
              })),
            },
            onError: [
              { guard: 'isSessionError', target: 'sessionExpired' },
              { guard: 'isNetworkError', target: 'idle', actions: { type: 'failAction', params: NETWORK } },
              { target: 'idle', actions: { type: 'failAction', params: OTHER } },
            ],
          },
        },
        /** 'Atenção': 'Você será direcionado para o site parceiro para realizar o teste.' */
        confirmingPartner: {
          on: {
            'partner.confirm': {
              target: 'idle',
              actions: [
                {
                  type: 'openExternal',
                  params: ({ context }) => {
                    const item = targetItem(context)
                    const test = item
                      ? testsForCandidate(item.tests, {
                          opportunityId: item.opportunityId,
                          userId: context.userId,
                          challengeName: '',
                          challengeUrl: context.challengeUrl,
                        }).find((t) => t.testId === context.target?.testId)
                      : undefined
                    return { url: test?.href ?? '' }
                  },
                },
                'clearTarget',
              ],
            },
            'partner.cancel': { target: 'idle', actions: 'clearTarget' },
          },
        },
        /** The session ended mid-operation: ask for a login, then run the same operation again. */
        sessionExpired: {
          tags: 'busy',
          entry: 'requestLogin',
          on: {
            'session.renewed': [
              { guard: { type: 'isPending', params: 'withdraw' }, target: 'withdrawing' },
              { guard: { type: 'isPending', params: 'confirm' }, target: 'confirmingEvent' },
              { guard: { type: 'isPending', params: 'refuse' }, target: 'refusing' },
              { guard: { type: 'isPending', params: 'cancel' }, target: 'cancellingDecision' },
              { target: 'idle', actions: 'clearTarget' },
            ],
          },
        },
      },
    },
  },
})

export type ApplicationsBoxActor = ActorRefFrom<typeof applicationsBoxMachine>
