// POST /api/pesquisa (routes/api.pesquisa.ts): the satisfaction survey's calls (docs/consent-and-survey.md),
// forwarded by this server to the provider's GraphQL endpoint (SURVEY_ENDPOINT), so the browser talks only to
// the site (the CSP's connect-src stays 'self') and the endpoint is a setting of the server. Nothing leaves
// unless: the survey is configured; the request shows a session the platform accepts for that user; and that
// user's survey consent is granted NOW (read on the platform, not trusted from the browser). The body:
// { userId, op: 'pageView', input: SurveyPageView } or
// { userId, op: 'answer', input: { surveyId, score, comment } }; the user id sent on is the verified one.
import { ConsentsDocument, isPlatformError, type PlatformClient } from '@carreiras/api'
import {
  SURVEY_ANSWER_MUTATION,
  SURVEY_PAGE_VIEW_MUTATION,
  consentChoices,
  consentSchema,
  isConsentGranted,
  surveyAnswerSchema,
  surveyPageViewSchema,
  surveyQuestionSchema,
  type SurveyQuestion,
} from '@carreiras/core'
import { z } from 'zod'
import { getConfig } from '../config.server'
import { logServerError, requestLogFields } from '../lib/log.server'
import { jsonBody, serverPlatformClient, sessionOf } from './chat-marketing-person.server'

export interface SurveyDeps {
  survey: { endpoint: string } | null
  platform: PlatformClient
  fetch: typeof fetch
  logError(message: string, error: unknown): void
}

/** How long the provider may take before the call is given up (and logged). */
export const SURVEY_TIMEOUT_MS = 10_000

const requestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('pageView'), input: surveyPageViewSchema.omit({ userId: true }) }),
  z.object({ op: z.literal('answer'), input: surveyAnswerSchema.omit({ userId: true }) }),
])

const providerAnswerSchema = z.object({
  data: z
    .object({
      pageView: z.object({ survey: surveyQuestionSchema.nullish() }).nullish(),
      answer: z.object({ ok: z.boolean() }).nullish(),
    })
    .nullish(),
})

/** What the browser learns: whether the call went out, and a survey to show (page views only). */
const reply = (body: { sent: boolean; survey?: SurveyQuestion | null }, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** Whether the session is that user's and their survey consent is granted; a status to answer otherwise. */
async function surveyAllowed(
  platform: PlatformClient,
  session: { token: string; userId: number },
): Promise<true | 401 | 502> {
  try {
    const data = await platform.request(
      ConsentsDocument,
      { userId: String(session.userId) },
      { session, signal: AbortSignal.timeout(SURVEY_TIMEOUT_MS) },
    )
    const consents = data.consents.flatMap((item) => {
      const parsed = consentSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
    return isConsentGranted(consentChoices(consents), 'survey') ? true : 401
  } catch (error) {
    if (isPlatformError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'NOT_FOUND')) return 401
    return 502
  }
}

export async function surveyResponse(request: Request, deps: SurveyDeps): Promise<Response> {
  if (request.method !== 'POST') return reply({ sent: false }, 405)
  // Off: nothing is read or sent.
  if (!deps.survey) return reply({ sent: false })
  const body = await jsonBody(request)
  const parsed = requestSchema.safeParse(body)
  const session = sessionOf(request, body)
  if (!parsed.success || !session) return reply({ sent: false }, 400)
  const allowed = await surveyAllowed(deps.platform, session)
  // No consent (or not this user's session): the provider receives nothing.
  if (allowed === 401) return reply({ sent: false }, 403)
  if (allowed === 502) return reply({ sent: false }, 502)
  const { op, input } = parsed.data
  const graphql =
    op === 'pageView'
      ? { query: SURVEY_PAGE_VIEW_MUTATION, variables: { input: { ...input, userId: session.userId } } }
      : { query: SURVEY_ANSWER_MUTATION, variables: { input: { ...input, userId: session.userId } } }
  try {
    const response = await deps.fetch(deps.survey.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(graphql),
      signal: AbortSignal.timeout(SURVEY_TIMEOUT_MS),
    })
    const answer = providerAnswerSchema.safeParse(await response.json().catch(() => null))
    if (!response.ok || !answer.success) {
      deps.logError('survey call refused', new Error(`HTTP ${response.status} (${op})`))
      return reply({ sent: false }, 502)
    }
    return reply({ sent: true, survey: answer.data.data?.pageView?.survey ?? null })
  } catch (error) {
    // The error of fetch names the URL and the cause, never the payload.
    deps.logError('survey call failed', error)
    return reply({ sent: false }, 502)
  }
}

export async function surveyAction(request: Request): Promise<Response> {
  const fields = requestLogFields(request)
  const logError = (message: string, error: unknown) => logServerError(message, error, fields)
  try {
    return await surveyResponse(request, {
      survey: getConfig().survey,
      platform: serverPlatformClient(),
      fetch: globalThis.fetch,
      logError,
    })
  } catch (error) {
    logError('survey call failed', error)
    return reply({ sent: false }, 500)
  }
}
