// The application's drafts kept in this page's memory (a JavaScript Map: never browser storage, which
// must not hold a CPF or diversity answers). If the form unmounts while a new login is asked for, the
// next mount starts from here when it is newer than the draft saved on the lead.
import type { ApplicationDraft } from '@carreiras/core'

const drafts = new Map<number, ApplicationDraft>()

export const rememberDraft = (opportunityId: number, draft: ApplicationDraft) =>
  drafts.set(opportunityId, draft)
export const rememberedDraft = (opportunityId: number) => drafts.get(opportunityId) ?? null
export const forgetDraft = (opportunityId: number) => drafts.delete(opportunityId)
