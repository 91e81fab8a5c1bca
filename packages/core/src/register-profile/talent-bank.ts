// The company's talent bank as a brand configures it ('/banco-de-talentos'; docs/decisions.md, "Talent
// bank"). The page is always there; a brand switches its extra questions on and lists them in the opportunity
// question's shape (id, title, slug, required, html type, options as a ';' string or a list), drawn by the
// same question fields as the ficha. File uploads are left out: a talent-bank answer is text, and the
// platform keeps no attachment for it. The messages are for the people who configure a brand, in pt-BR.
import { z } from 'zod'
import { MAX_TALENT_BANK_ANSWERS } from '../limits'
import { questionOptions, type ApplicationQuestion, type QuestionHtmlType } from '../application/questions'

/** The html types a talent-bank question may have (the opportunity's, less the file upload). */
export const TALENT_BANK_QUESTION_TYPES = [
  'text',
  'select',
  'radio_buttons',
  'check_boxes',
] as const satisfies readonly QuestionHtmlType[]
export type TalentBankQuestionType = (typeof TALENT_BANK_QUESTION_TYPES)[number]

const msg = {
  required: 'campo obrigatório',
  text: 'deve ser um texto não vazio',
  id: 'deve ser um identificador em minúsculas com hífens, p. ex. disponibilidade',
  htmlType: `deve ser um destes tipos: ${TALENT_BANK_QUESTION_TYPES.join(', ')}`,
  options: "uma pergunta de escolha deve ter ao menos uma opção (lista ou texto separado por ';')",
  unique: "os valores de 'id' devem ser únicos",
  enabledWithoutQuestions: 'deve ser uma lista',
  tooMany: `no máximo ${MAX_TALENT_BANK_ANSWERS} perguntas (o que a plataforma aceita de respostas)`,
} as const

const slugLike = () => z.string({ error: msg.id }).regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, msg.id)
const text = () => z.string({ error: msg.text }).trim().min(1, msg.text)

/** One extra question: the opportunity question's shape (`options` as a list or a ';' string). */
export const talentBankQuestionSchema = z.lazy(() =>
  z
    .object(
      {
        id: slugLike(),
        title: text(),
        required: z.boolean({ error: msg.required }).default(false),
        hint: text().optional(),
        htmlType: z.enum(TALENT_BANK_QUESTION_TYPES, { error: msg.htmlType }),
        options: z.union([z.string(), z.array(z.string())], { error: msg.options }).optional(),
        /** Matches the profile's additional questions (default answers), as an opportunity's does. */
        slug: slugLike().optional(),
      },
      { error: msg.required },
    )
    .transform((question): ApplicationQuestion => ({
      id: question.id,
      title: question.title,
      required: question.required,
      hint: question.hint ?? null,
      htmlType: question.htmlType,
      options: questionOptions(question.options),
      slug: question.slug ?? null,
      order: 0,
      eliminatory: false,
    }))
    .refine((question) => question.htmlType === 'text' || question.options.length > 0, {
      error: msg.options,
      path: ['options'],
    }),
)

/** `talentBank` of a brand: its extra questions (asked with the personal data) on or off, and which. */
export const talentBankSchema = z.lazy(() =>
  z
    .object(
      {
        enabled: z.boolean({ error: msg.required }),
        questions: z
          .array(talentBankQuestionSchema, { error: msg.enabledWithoutQuestions })
          .max(MAX_TALENT_BANK_ANSWERS, msg.tooMany)
          .default([]),
      },
      { error: msg.required },
    )
    .superRefine((bank, ctx) => {
      const seen = new Set<string>()
      bank.questions.forEach((question, index) => {
        if (seen.has(question.id))
          ctx.addIssue({ code: 'custom', message: msg.unique, path: ['questions', index, 'id'] })
        seen.add(question.id)
      })
    })
    .transform((bank) => ({
      enabled: bank.enabled,
      questions: bank.questions.map((question, index) => ({ ...question, order: index + 1 })),
    })),
)

export type TalentBankConfig = z.output<typeof talentBankSchema>
export type TalentBankConfigInput = z.input<typeof talentBankSchema>

/** The questions the talent-bank page asks: none unless the brand enabled it. */
export function talentBankQuestions(config: TalentBankConfig | null | undefined): ApplicationQuestion[] {
  return config?.enabled ? config.questions : []
}
