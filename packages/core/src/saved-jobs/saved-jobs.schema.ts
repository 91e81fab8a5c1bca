// The platform's answer for one saved opening (docs/saved-jobs.md), checked by the site when signed in.
import { z } from 'zod'

/** An opening id as saved: a positive safe integer. */
export const savedJobIdSchema = z.lazy(() => z.number().int().positive().max(Number.MAX_SAFE_INTEGER))

/** One saved opening as the platform answers it (the /meu-perfil list). */
export const savedJobSchema = z.lazy(() =>
  z.object({
    opportunityId: savedJobIdSchema,
    title: z.string(),
    slug: z.string(),
    /** Still taking applications (open and not expired). */
    open: z.boolean(),
    city: z.string().nullable().optional(),
    stateAbbr: z.string().nullable().optional(),
    /** ISO 8601. */
    savedAt: z.string(),
  }),
)
export type SavedJob = z.infer<typeof savedJobSchema>
