// Seeds the application data of the seeded openings (seed-application-data.ts): their questions and
// form structures. Idempotent and cheap on every start: rows are inserted with ON CONFLICT DO NOTHING
// (existing ones are kept), and only for openings that exist.
import { eq, inArray } from 'drizzle-orm'
import type { Db } from './client.js'
import { formStructures, opportunities, subscriptionQuestions } from './schema.js'
import { DEFAULT_FORM_STRUCTURE, SEED_FORM_STRUCTURES, SEED_QUESTIONS } from './seed-application-data.js'

/** Inserts the missing seeded questions and form structures; returns the rows written. */
export async function seedApplication(db: Db): Promise<number> {
  let written = 0
  await db.transaction(async (tx) => {
    const withQuestions = [...new Set(SEED_QUESTIONS.map((q) => q.opportunityId))]
    const present = new Set(
      (
        await tx
          .select({ id: opportunities.id })
          .from(opportunities)
          .where(inArray(opportunities.id, withQuestions))
      ).map((row) => row.id),
    )
    const questions = SEED_QUESTIONS.filter((q) => present.has(q.opportunityId)).map((q) => ({
      id: q.id,
      opportunityId: q.opportunityId,
      title: q.title,
      htmlType: q.htmlType,
      required: q.required,
      order: q.order,
      slug: q.slug,
      hint: q.hint ?? null,
      options: q.options ?? [],
      eliminatoryQuestion: (q.eliminatoryAnswers ?? []).length > 0,
      eliminatoryAnswers: q.eliminatoryAnswers ?? [],
      eliminatoryTemplate: q.eliminatoryTemplate ?? null,
    }))
    if (questions.length) {
      const rows = await tx
        .insert(subscriptionQuestions)
        .values(questions)
        .onConflictDoNothing()
        .returning({ id: subscriptionQuestions.id })
      written += rows.length
    }

    const seeded = await tx
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(eq(opportunities.seeded, true))
    const structures = seeded.map(({ id }) => ({
      opportunityId: id,
      ...(SEED_FORM_STRUCTURES.get(id) ?? DEFAULT_FORM_STRUCTURE),
    }))
    for (let i = 0; i < structures.length; i += 200) {
      const rows = await tx
        .insert(formStructures)
        .values(structures.slice(i, i + 200))
        .onConflictDoNothing()
        .returning({ id: formStructures.opportunityId })
      written += rows.length
    }
  })
  return written
}
