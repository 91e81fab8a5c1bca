// POST /api/marketing/conversao (routes/api.marketing.conversao.ts): the marketing conversion
// (docs/chat-and-marketing.md). The browser asks after a sign-up or an application; this server checks the
// session with the platform, reads the person's consent there and, only when marketing is granted, POSTs the
// CONVERSION / CDP event (identifier, e-mail, name, state, city) to MARKETING_URL. The person never waits for
// it (the browser does not await the answer) and a failure is logged without any personal data.
import {
  buildConversionEvent,
  conversionRequestSchema,
  isConsentGranted,
  type ConversionKind,
} from '@carreiras/core'
import { getConfig } from '../config.server'
import { logServerError, requestLogFields } from '../lib/log.server'
import { jsonBody, readIntegrationPerson, sessionOf, type PersonResult } from './chat-marketing-person.server'

export interface MarketingDeps {
  marketing: { url: string; conversionIdentifiers: Record<ConversionKind, string> } | null
  readPerson(session: { token: string; userId: number }): Promise<PersonResult>
  fetch: typeof fetch
  logError(message: string, error: unknown): void
}

/** The answer says only whether an event left; never who or what. */
const answer = (sent: boolean, status = 200) =>
  Response.json({ sent }, { status, headers: { 'Cache-Control': 'no-store' } })

/** How long the marketing service may take before the attempt is given up (and logged). */
export const MARKETING_TIMEOUT_MS = 10_000

export async function conversionResponse(request: Request, deps: MarketingDeps): Promise<Response> {
  if (request.method !== 'POST') return answer(false, 405)
  // Off: nothing is read or sent.
  if (!deps.marketing) return answer(false)
  const body = await jsonBody(request)
  const parsed = conversionRequestSchema.safeParse(body)
  const session = sessionOf(request, body)
  if (!parsed.success || !session) return answer(false, 400)
  const result = await deps.readPerson(session)
  if (!result.ok) return answer(false, result.status)
  // No personal data to the marketing service before the person allows it (LGPD).
  if (!isConsentGranted(result.person.choices, 'marketing')) return answer(false)
  const event = buildConversionEvent(deps.marketing.conversionIdentifiers[parsed.data.kind], result.person)
  try {
    const response = await deps.fetch(deps.marketing.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(MARKETING_TIMEOUT_MS),
    })
    // Drain the body so the connection is reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined)
    if (!response.ok) {
      deps.logError(
        'marketing conversion refused',
        new Error(`HTTP ${response.status} (${parsed.data.kind})`),
      )
      return answer(false)
    }
    return answer(true)
  } catch (error) {
    // The error of fetch names the URL and the cause, never the payload.
    deps.logError('marketing conversion failed', error)
    return answer(false)
  }
}

export async function conversionAction(request: Request): Promise<Response> {
  const fields = requestLogFields(request)
  const logError = (message: string, error: unknown) => logServerError(message, error, fields)
  try {
    return await conversionResponse(request, {
      marketing: getConfig().marketing,
      readPerson: (session) => readIntegrationPerson(session),
      fetch: globalThis.fetch,
      logError,
    })
  } catch (error) {
    logError('marketing conversion failed', error)
    return answer(false, 500)
  }
}
