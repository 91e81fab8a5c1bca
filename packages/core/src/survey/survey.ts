// The satisfaction survey (docs/consent-and-survey.md): for a signed-in session WITH survey consent,
// SURVEY_INIT_DELAY_MS after each navigation the survey component is initialised with the person, the current
// opening, the company, the platform tag, the route's context, action 'index' and a page-view event. Only the
// routes below have a context; any other route sends nothing.
import { z } from 'zod'
import { SURVEY_PLATFORM_TAG } from '../constants'
import { opportunityIdFromParam } from '../opportunity/opportunity.rules'
import { routePath } from '../navigation/routes'

export const SURVEY_CONTEXTS = ['home', 'opportunities', 'opportunity', 'subscription', 'thank_you'] as const
export type SurveyContext = (typeof SURVEY_CONTEXTS)[number]

export const SURVEY_ACTION = 'index'
export const SURVEY_EVENT = 'page_view'

/** The longest comment a survey answer keeps. */
export const SURVEY_COMMENT_MAX = 500

const OPPORTUNITY = /^\/vagas\/([^/]+)$/
const SUBSCRIPTION = /^\/vagas\/([^/]+)\/inscricao$/

/** The survey context of a path ('/vagas/100001' → 'opportunity'); null for a route the survey ignores. */
export function surveyContextOf(path: string): SurveyContext | null {
  const route = routePath(path)
  if (route === '/') return 'home'
  if (route === '/vagas') return 'opportunities'
  if (OPPORTUNITY.test(route))
    return opportunityIdFromParam(OPPORTUNITY.exec(route)![1]) ? 'opportunity' : null
  if (SUBSCRIPTION.test(route))
    return opportunityIdFromParam(SUBSCRIPTION.exec(route)![1]) ? 'subscription' : null
  if (route === '/inscricao-confirmada') return 'thank_you'
  return null
}

/** The current opening of a page: the path's id, or the thank-you page's `?id=`; null elsewhere. */
export function surveyOpportunityId(path: string, search = ''): number | null {
  const route = routePath(path)
  const match = OPPORTUNITY.exec(route) ?? SUBSCRIPTION.exec(route)
  if (match) return opportunityIdFromParam(match[1])
  if (route === '/inscricao-confirmada') return opportunityIdFromParam(queryValue(search, 'id'))
  return null
}

/** One query parameter of a search ('?id=1&vaga=x'); null when absent or not decodable. */
function queryValue(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key, value = ''] = pair.split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      return null
    }
  }
  return null
}

export const surveyPageViewSchema = z.object({
  userId: z.number().int().positive(),
  opportunityId: z.number().int().positive().nullable(),
  companyId: z.number().int().positive(),
  platform: z.literal(SURVEY_PLATFORM_TAG),
  context: z.enum(SURVEY_CONTEXTS),
  action: z.literal(SURVEY_ACTION),
  event: z.literal(SURVEY_EVENT),
})
export type SurveyPageView = z.infer<typeof surveyPageViewSchema>

/** What the survey component is initialised with on a page; null when the route has no survey context. */
export function surveyPageView(where: {
  path: string
  search?: string
  userId: number
  companyId: number
}): SurveyPageView | null {
  const context = surveyContextOf(where.path)
  if (context === null) return null
  return {
    userId: where.userId,
    opportunityId: surveyOpportunityId(where.path, where.search),
    companyId: where.companyId,
    platform: SURVEY_PLATFORM_TAG,
    context,
    action: SURVEY_ACTION,
    event: SURVEY_EVENT,
  }
}

/** A short survey the provider may answer a page view with (1–5 and an optional comment). */
export const surveyQuestionSchema = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(100),
    question: z.string().min(1).max(300),
  }),
)
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>

export const surveyAnswerSchema = z.object({
  userId: z.number().int().positive(),
  surveyId: z.string().min(1).max(100),
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX).nullable(),
})
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>

/**
 * The provider's GraphQL operations (its contract; the platform's stand-in, apps/platform/src/survey/, defines
 * the same): a page view may answer a survey to show; an answer is recorded.
 */
export const SURVEY_PAGE_VIEW_MUTATION = `mutation PageView($input: PageViewInput!) {
  pageView(input: $input) { survey { id question } }
}`
export const SURVEY_ANSWER_MUTATION = `mutation Answer($input: SurveyAnswerInput!) {
  answer(input: $input) { ok }
}`

/** The site's route that forwards the survey's calls to the provider (apps/web/app/routes/api.pesquisa.ts). */
export const SURVEY_PATH = '/api/pesquisa'
