// The application's draft: what is kept on the lead a moment after each change (server-side, never
// browser storage), and how one is read back (anything malformed is ignored). The machine saves it
// (application.machine.ts).
import { z } from 'zod'
import type { ApplicationContext, ApplicationDraft } from './application.types'
import {
  EMPTY_PERSONAL_DATA,
  PERSONAL_DATA_FIELDS,
  type PersonalDataForm,
} from '../personal-data/personal-data.schema'

/** Quiet time after the last change before the draft is saved on the lead. */
export const DRAFT_SAVE_DELAY_MS = 800
/** Wait before saving a draft again after a failed attempt. */
export const DRAFT_RETRY_DELAY_MS = 5000

const textRecord = z.record(z.string(), z.string())
/** A draft read back (from the platform, or memory): anything malformed is ignored, never a crash. */
export const applicationDraftSchema = z.lazy(() =>
  z.object({
    version: z.literal(1),
    tab: z.enum(['basic', 'complementary']),
    personalData: z
      .object(
        Object.fromEntries(
          PERSONAL_DATA_FIELDS.map((field) => [
            field,
            field === 'disabilities'
              ? z.array(z.string())
              : field === 'has_disability' || field === 'need_help_selection_process'
                ? z.boolean().nullable()
                : z.string(),
          ]),
        ) as Record<string, z.ZodType>,
      )
      .partial(),
    answers: textRecord,
    referral: z.object({ name: z.string(), email: z.string() }),
    noExperience: z.boolean().optional(),
    updatedAt: z.number(),
  }),
)

/** A draft from anywhere, or null when it cannot be read. */
export function parseApplicationDraft(value: unknown): ApplicationDraft | null {
  const parsed = applicationDraftSchema.safeParse(value)
  if (!parsed.success) return null
  return {
    ...parsed.data,
    personalData: { ...EMPTY_PERSONAL_DATA, ...(parsed.data.personalData as Partial<PersonalDataForm>) },
  }
}

export function draftOf(context: ApplicationContext, now = Date.now()): ApplicationDraft {
  return {
    version: 1,
    tab: context.tab,
    personalData: context.personalData,
    answers: context.answers,
    referral: context.referral,
    noExperience: context.noExperience,
    updatedAt: now,
  }
}
