// The satisfaction-survey provider's local stand-in (docs/consent-and-survey.md), outside production only.
// The site's server forwards the survey component's calls here (its SURVEY_ENDPOINT):
//   POST /dev/survey/graphql   the provider's GraphQL endpoint: `pageView(input)` records a page view (core's
//                              surveyPageViewSchema) and may answer a short survey to show — on the thank-you
//                              page, 'Como foi sua experiência até aqui?' (1–5 and an optional comment) until
//                              that person answers it; `answer(input)` records an answer
//   GET  /dev/survey/events[?userId=]    the page views received, oldest first, each with `receivedAt`
//   GET  /dev/survey/answers[?userId=]   the answers received, oldest first
// Kept in memory (one platform process: `npm start`, the journeys).
import {
  SURVEY_COMMENT_MAX,
  surveyAnswerSchema,
  surveyPageViewSchema,
  type SurveyAnswer,
  type SurveyPageView,
  type SurveyQuestion,
} from '@carreiras/core'
import { createSchema, createYoga } from 'graphql-yoga'
import { GraphQLError } from 'graphql'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

export type SurveyEventRecord = SurveyPageView & { receivedAt: string }
export type SurveyAnswerRecord = SurveyAnswer & { receivedAt: string }

/** The provider's short survey on the thank-you page (its own text). */
export const STAND_IN_SURVEY: SurveyQuestion = {
  id: 'experiencia',
  question: 'Como foi sua experiência até aqui?',
}

const MAX_RECORDS = 1000

const typeDefs = /* GraphQL */ `
  input PageViewInput {
    userId: Int!
    opportunityId: Int
    companyId: Int!
    platform: String!
    context: String!
    action: String!
    event: String!
  }
  input SurveyAnswerInput {
    userId: Int!
    surveyId: String!
    score: Int!
    comment: String
  }
  type Survey {
    id: ID!
    question: String!
  }
  type PageViewResult {
    "A short survey to show now; null: none."
    survey: Survey
  }
  type AnswerResult {
    ok: Boolean!
  }
  type Query {
    ok: Boolean!
  }
  type Mutation {
    pageView(input: PageViewInput!): PageViewResult!
    answer(input: SurveyAnswerInput!): AnswerResult!
  }
`

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })

export function surveyStandInRoutes() {
  const events: SurveyEventRecord[] = []
  const answers: SurveyAnswerRecord[] = []
  const keep = <T>(list: T[], item: T) => {
    list.push(item)
    if (list.length > MAX_RECORDS) list.shift()
  }

  const yoga = createYoga({
    graphqlEndpoint: '/dev/survey/graphql',
    landingPage: false,
    graphiql: false,
    maskedErrors: false,
    logging: false,
    schema: createSchema({
      typeDefs,
      resolvers: {
        Query: { ok: () => true },
        Mutation: {
          pageView: (_root: unknown, args: { input: unknown }) => {
            const parsed = surveyPageViewSchema.safeParse(args.input)
            if (!parsed.success) throw invalid('Evento de pesquisa inválido')
            keep(events, { ...parsed.data, receivedAt: new Date().toISOString() })
            const answered = answers.some(
              (a) => a.userId === parsed.data.userId && a.surveyId === STAND_IN_SURVEY.id,
            )
            return { survey: parsed.data.context === 'thank_you' && !answered ? STAND_IN_SURVEY : null }
          },
          answer: (_root: unknown, args: { input: Record<string, unknown> }) => {
            const comment = typeof args.input.comment === 'string' ? args.input.comment : null
            const parsed = surveyAnswerSchema.safeParse({
              ...args.input,
              comment: comment?.trim() ? comment.slice(0, SURVEY_COMMENT_MAX) : null,
            })
            if (!parsed.success) throw invalid('Resposta de pesquisa inválida')
            keep(answers, { ...parsed.data, receivedAt: new Date().toISOString() })
            return { ok: true }
          },
        },
      },
    }),
  })

  const byUser = <T extends { userId: number }>(list: T[], userId: string | undefined) =>
    userId ? list.filter((item) => String(item.userId) === userId.trim()) : list

  const app = new Hono()
  app.post('/graphql', bodyLimit({ maxSize: 16 * 1024 }), (c) => yoga.fetch(c.req.raw))
  app.get('/events', (c) =>
    c.json(byUser(events, c.req.query('userId')), 200, { 'Cache-Control': 'no-store' }),
  )
  app.get('/answers', (c) =>
    c.json(byUser(answers, c.req.query('userId')), 200, { 'Cache-Control': 'no-store' }),
  )
  return app
}
