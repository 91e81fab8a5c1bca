// Selection events' decisions (docs/decisions.md, "Events"): confirmEvent, refuseEvent and
// cancelEventDecision. The user id must be the session's (UNAUTHORIZED otherwise, like every user-scoped
// operation, docs/wire-format.md); the event must belong to a live subscription of that user to that opening
// (NOT_FOUND). The rules and the no-double-booking transaction are in events/service.ts.
import { requireUser } from '../../accounts/sessions.js'
import { cancelEventDecision, confirmEvent, refuseEvent } from '../../events/service.js'
import type {
  MutationCancelEventDecisionArgs,
  MutationConfirmEventArgs,
  MutationRefuseEventArgs,
} from '../../gql/resolvers-types.js'
import type { PlatformContext } from '../context.js'

const success = { success: true, message: null, error: null }

const refOf = (
  ctx: PlatformContext,
  args: { user_id: unknown; opportunity_id: unknown; event_id: unknown },
) => ({
  userId: requireUser(ctx, args.user_id),
  opportunityId: args.opportunity_id,
  eventId: args.event_id,
})

export const eventsMutation = {
  confirmEvent: async (_root: unknown, args: MutationConfirmEventArgs, ctx: PlatformContext) => {
    await confirmEvent(ctx.db, refOf(ctx, args), {
      scheduleId: args.schedule_id,
      addressId: args.address_id,
      roomId: args.room_id,
      chosenDate: args.chosen_date,
    })
    return success
  },

  refuseEvent: async (_root: unknown, args: MutationRefuseEventArgs, ctx: PlatformContext) => {
    await refuseEvent(ctx.db, refOf(ctx, args))
    return success
  },

  /** The place and schedule ids it may carry (the same as confirmEvent's) are not needed: ignored. */
  cancelEventDecision: async (
    _root: unknown,
    args: MutationCancelEventDecisionArgs,
    ctx: PlatformContext,
  ) => {
    await cancelEventDecision(ctx.db, refOf(ctx, args))
    return success
  },
}
