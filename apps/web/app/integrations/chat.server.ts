// POST /api/atendimento/identidade (routes/api.atendimento.identidade.ts): the signed-in person's chat
// identity, made on this server (docs/chat-and-marketing.md). Only when the chat is configured with its
// secret and the person allowed the chat (consent purpose 'chat', read from the platform with their session):
// { identified: true, name, email, hash } with hash = HMAC-SHA-256(CHAT_IDENTITY_SECRET, email). Otherwise
// { identified: false, reason } and the browser boots the chat as 'Candidate'. The secret never leaves here.
import { chatIdentityHash, isConsentGranted, type ChatIdentityAnswer } from '@carreiras/core'
import { getConfig } from '../config.server'
import { logServerError, requestLogFields } from '../lib/log.server'
import { jsonBody, readIntegrationPerson, sessionOf, type PersonResult } from './chat-marketing-person.server'

export interface ChatIdentityDeps {
  /** The chat's settings (null: no chat). */
  chat: { identitySecret: string | undefined } | null
  readPerson(session: { token: string; userId: number }): Promise<PersonResult>
}

const answer = (body: ChatIdentityAnswer, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function chatIdentityResponse(request: Request, deps: ChatIdentityDeps): Promise<Response> {
  if (request.method !== 'POST') return answer({ identified: false, reason: 'unavailable' }, 405)
  if (!deps.chat) return answer({ identified: false, reason: 'unavailable' }, 404)
  const session = sessionOf(request, await jsonBody(request))
  if (!session) return answer({ identified: false, reason: 'unavailable' }, 400)
  const result = await deps.readPerson(session)
  if (!result.ok) return answer({ identified: false, reason: 'unavailable' }, result.status)
  const { person } = result
  // No personal data to the chat before the person allows it (LGPD).
  if (!isConsentGranted(person.choices, 'chat')) return answer({ identified: false, reason: 'consent' })
  const secret = deps.chat.identitySecret
  if (!secret || !person.name) return answer({ identified: false, reason: 'unavailable' })
  return answer({
    identified: true,
    name: person.name,
    email: person.email,
    hash: await chatIdentityHash(secret, person.email),
  })
}

/** The route's action with this server's configuration and platform. */
export async function chatIdentityAction(request: Request): Promise<Response> {
  try {
    return await chatIdentityResponse(request, {
      chat: getConfig().chat,
      readPerson: (session) => readIntegrationPerson(session),
    })
  } catch (error) {
    logServerError('chat identity failed', error, requestLogFields(request))
    return answer({ identified: false, reason: 'unavailable' }, 500)
  }
}

/** What the browser needs to offer the chat: the widget's URL and the source; null when the chat is off. */
export function chatBrowserConfig(): { widgetUrl: string; source: string } | null {
  const { chat, source } = getConfig()
  return chat ? { widgetUrl: chat.widgetUrl, source } : null
}
