// When a company reaches out (docs/decisions.md, "Company requests"): headhunting invitations, the external
// profile base and profile update requests.
//
// - The hunting operations are authorized by the invitation's token (hunting/signed-tokens.ts), not a
//   session (docs/wire-format.md: "the flows authorized by a secret the person holds"), and rate-limited per
//   token. Unknown or tampered → NOT_FOUND; answered or past the deadline → CLOSED (pt-BR messages).
//   Accepting signs the person in as a keep-logged sign-in does (docs/decisions.md).
// - `profileExternalBase` is authorized by the partner's token; `integrateProfileExternalBase` needs the
//   session of `user_id` and imports only the external profile of that user's own e-mail or document.
// - The update request operations need the session of the user they name; someone else's request is
//   NOT_FOUND, like an unknown token. The rules are in hunting/service.ts and profile-updates/service.ts.
import { createSession, parseId, requireSession, requireUser } from '../../accounts/sessions.js'
import { authPayload, findUser } from '../../accounts/users.js'
import { cpfSchema, emailSchema, foreignDocumentSchema } from '../../accounts/validation.js'
import { sha256 } from '../../accounts/secrets.js'
import {
  externalProfileByToken,
  externalProfileView,
  importExternalProfile,
  ownExternalProfile,
} from '../../hunting/external-base.js'
import {
  acceptInvitation,
  decryptHuntingToken,
  mustChoosePassword,
  refuseInvitation,
  setInviteeDocument,
} from '../../hunting/service.js'
import { answerUpdateRequest, readUpdateRequest } from '../../profile-updates/service.js'
import type {
  MutationAcceptHuntingArgs,
  MutationIntegrateProfileExternalBaseArgs,
  MutationQuestionUpdateArgs,
  MutationRefuseHuntingArgs,
  MutationUpdateHuntingArgs,
  QueryDecryptTokenHuntingArgs,
  QueryProfileExternalBaseArgs,
  QueryProfileQuestionUpdateArgs,
} from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

const success = { success: true, message: null, error: null }

/** Attempts per token, like the other secrets a person holds (accounts/rate-limit.ts: 10 per 15 minutes). */
async function limitToken(ctx: PlatformContext, kind: string, token: unknown) {
  await ctx.accounts.limits.codeValidation.hit(`${kind}:${sha256(String(token ?? '')).slice(0, 16)}`)
}

/** An optional key of `integrateProfileExternalBase`, normalized as the users table keeps it. */
function optionalKey<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: unknown,
) {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
  return parsed.data as T
}

export const companyRequestsQuery = {
  decryptTokenHunting: async (_root: unknown, args: QueryDecryptTokenHuntingArgs, ctx: PlatformContext) => {
    await limitToken(ctx, 'hunting', args.token)
    return decryptHuntingToken(ctx.db, ctx.config.tokenSigningKey, args.token)
  },

  profileExternalBase: async (_root: unknown, args: QueryProfileExternalBaseArgs, ctx: PlatformContext) => {
    await limitToken(ctx, 'external-base', args.token)
    const row = await externalProfileByToken(ctx.db, args.token)
    return row ? externalProfileView(ctx.db, row) : null
  },

  profileQuestionUpdate: (_root: unknown, args: QueryProfileQuestionUpdateArgs, ctx: PlatformContext) => {
    const userId = args.userId == null ? requireSession(ctx).userId : requireUser(ctx, args.userId)
    return readUpdateRequest(ctx.db, ctx.config.tokenSigningKey, userId, args.idToken)
  },
}

export const companyRequestsMutation = {
  acceptHunting: async (_root: unknown, args: MutationAcceptHuntingArgs, ctx: PlatformContext) => {
    await limitToken(ctx, 'hunting', args.token)
    const user = await acceptInvitation(ctx.db, ctx.config.tokenSigningKey, args.token)
    // Signed in as with 'Manter conectado' (docs/decisions.md, "Hunting and update tokens").
    const session = await createSession(ctx.db, user.id, true)
    const payload = await authPayload(ctx.db, user, session)
    const forceChangePassword = mustChoosePassword(user)
    return { ...payload, forceChangePassword, profile: { ...payload.profile, forceChangePassword } }
  },

  refuseHunting: async (_root: unknown, args: MutationRefuseHuntingArgs, ctx: PlatformContext) => {
    await limitToken(ctx, 'hunting', args.token)
    await refuseInvitation(ctx.db, ctx.config.tokenSigningKey, args.token)
    return success
  },

  updateHunting: async (_root: unknown, args: MutationUpdateHuntingArgs, ctx: PlatformContext) => {
    await limitToken(ctx, 'hunting', args.token)
    return setInviteeDocument(ctx.db, ctx.config.tokenSigningKey, {
      token: args.token,
      document: args.document,
      foreigner: args.foreigner ?? false,
    })
  },

  integrateProfileExternalBase: async (
    _root: unknown,
    args: MutationIntegrateProfileExternalBaseArgs,
    ctx: PlatformContext,
  ) => {
    const userId = requireUser(ctx, args.user_id)
    const keys = {
      email: optionalKey<string>(emailSchema, args.email),
      cpf: optionalKey<string>(cpfSchema, args.cpf),
      passport: optionalKey<string>(foreignDocumentSchema, args.passport),
    }
    const user = await findUser(ctx.db, userId)
    if (!user) throw domainError('UNAUTHORIZED')
    const external = await ownExternalProfile(ctx.db, user, keys)
    if (!external) throw domainError('NOT_FOUND', PLATFORM_MESSAGES.externalProfileNotFound)
    await ctx.db.transaction((tx) => importExternalProfile(tx, user, external))
    return success
  },

  questionUpdate: async (_root: unknown, args: MutationQuestionUpdateArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    await answerUpdateRequest(ctx.db, {
      userId,
      requestId: parseId(args.questions_update_id),
      opportunityId: args.opportunity_id == null ? null : parseId(args.opportunity_id),
      answers: args.questions,
    })
    return success
  },
}
