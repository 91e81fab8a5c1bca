// The talent bank ('/banco-de-talentos'; docs/decisions.md, "Talent bank"): joining records a follow of the
// company (the `follows` row followCompany writes) and a talent-bank entry with the answers to the brand's
// extra questions, one per user and company; joining again replaces the answers and keeps the first joining
// time. `Profile.talentBankJoinedAt(companyId)` reads it, for the profile's own session only.
import { MAX_TALENT_BANK_ANSWERS, ptBR, SOURCE_LABEL, stripApplicationText } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { parseId, requireUser } from '../../accounts/sessions.js'
import { companies, follows, talentBankEntries, type TalentBankAnswer } from '../../db/schema.js'
import type { MutationJoinTalentBankArgs, ProfileTalentBankJoinedAtArgs } from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'

/** The longest texts kept of one joining's answers (how many answers: core's MAX_TALENT_BANK_ANSWERS). */
const MAX_ID = 100
const MAX_QUESTION = 500
const MAX_ANSWER = 5000

const success = { success: true, message: null, error: null }

function companyId(value: unknown): number {
  const id = parseId(value)
  if (id === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidId)
  return id
}

/** The answers as stored: stripped like every profile input, within the limits; else VALIDATION. */
function answersOf(input: MutationJoinTalentBankArgs['answers']): TalentBankAnswer[] {
  const list = input ?? []
  if (list.length > MAX_TALENT_BANK_ANSWERS)
    throw domainError('VALIDATION', ptBR.validation.listTooLong(MAX_TALENT_BANK_ANSWERS))
  return list.map((item) => {
    const id = stripApplicationText(String(item.id ?? ''))
    const question = item.question == null ? null : stripApplicationText(item.question)
    const answer = item.answer == null ? null : stripApplicationText(item.answer)
    if (
      id === '' ||
      id.length > MAX_ID ||
      (question?.length ?? 0) > MAX_QUESTION ||
      (answer?.length ?? 0) > MAX_ANSWER
    )
      throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
    return { id, question, answer }
  })
}

export const talentBankMutation = {
  joinTalentBank: async (_root: unknown, args: MutationJoinTalentBankArgs, ctx: PlatformContext) => {
    const userId = requireUser(ctx, args.user_id)
    const company = companyId(args.company_id)
    const answers = answersOf(args.answers)
    const source = stripApplicationText(args.source ?? '').slice(0, 100) || SOURCE_LABEL
    const [found] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, company))
    if (!found) throw domainError('NOT_FOUND', PLATFORM_MESSAGES.companyNotFound)
    const now = new Date()
    await ctx.db.transaction(async (tx) => {
      await tx.insert(follows).values({ userId, companyId: company }).onConflictDoNothing()
      await tx
        .insert(talentBankEntries)
        .values({ userId, companyId: company, answers, source, joinedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [talentBankEntries.userId, talentBankEntries.companyId],
          set: { answers, source, updatedAt: now },
        })
    })
    return success
  },
}

export const talentBankProfileFields = {
  talentBankJoinedAt: async (
    parent: { id?: unknown; userId?: unknown },
    args: ProfileTalentBankJoinedAtArgs,
    ctx: PlatformContext,
  ) => {
    const userId = Number(parent.userId ?? parent.id)
    if (ctx.session === null || ctx.session.userId !== userId) return null
    const [row] = await ctx.db
      .select({ joinedAt: talentBankEntries.joinedAt })
      .from(talentBankEntries)
      .where(
        and(eq(talentBankEntries.userId, userId), eq(talentBankEntries.companyId, companyId(args.companyId))),
      )
      .limit(1)
    return row ? row.joinedAt.toISOString() : null
  },
}
