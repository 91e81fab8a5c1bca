// The person behind a request of the chat or marketing routes (docs/chat-and-marketing.md). The browser shows
// its session (`Authorization: Bearer <session token>` and the user id in the JSON body); this server never
// trusts it: it asks the platform for that user's record with that session (the user's own record answers
// only to its session), and reads the consent choices in force in the same round trip.
import {
  IntegrationPersonDocument,
  createPlatformClient,
  isPlatformError,
  type PlatformClient,
} from '@carreiras/api'
import { consentChoices, consentSchema, SITE_JSON_MAX_BODY_BYTES, type ConsentChoices } from '@carreiras/core'
import { BodyTooLargeError, readText } from '../lib/body.server'
import { z } from 'zod'
import { getConfig } from '../config.server'

export interface IntegrationPerson {
  userId: number
  /** The social name when the person gave one, else the name. */
  name: string
  email: string
  location: { city: string | null; stateId: string | null; stateAbbr: string | null } | null
  choices: ConsentChoices
}

export type PersonResult =
  | { ok: true; person: IntegrationPerson }
  /** 400: no session shown; 401: the platform refused it; 502: the platform did not answer. */
  | { ok: false; status: 400 | 401 | 502 }

const userIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** The session the request shows: the bearer token of Authorization and the `userId` of its JSON body. */
export function sessionOf(request: Request, body: unknown): { token: string; userId: number } | null {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(request.headers.get('Authorization')?.trim() ?? '')
  const userId = userIdSchema.safeParse((body as { userId?: unknown } | null)?.userId)
  if (!match || !userId.success) return null
  return { token: match[1]!, userId: userId.data }
}

let client: PlatformClient | undefined
/** The platform as this server reaches it (PLATFORM_URL), with the deployment's client tokens. */
export function serverPlatformClient(): PlatformClient {
  const config = getConfig()
  client ??= createPlatformClient({ apiUrl: config.platformUrl, clientTokens: config.clientTokens })
  return client
}

/** Reads the person of the session through the platform: their name, e-mail, place and consent choices. */
export async function readIntegrationPerson(
  session: { token: string; userId: number },
  platform: PlatformClient = serverPlatformClient(),
): Promise<PersonResult> {
  try {
    const data = await platform.request(
      IntegrationPersonDocument,
      { id: String(session.userId) },
      { session, signal: AbortSignal.timeout(10_000) },
    )
    const user = data.user
    if (!user?.email) return { ok: false, status: 401 }
    const consents = data.consents.flatMap((item) => {
      const parsed = consentSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
    return {
      ok: true,
      person: {
        userId: session.userId,
        name: (user.socialName?.trim() || user.name?.trim()) ?? '',
        email: user.email,
        location: user.profile?.location ?? null,
        choices: consentChoices(consents),
      },
    }
  } catch (error) {
    if (isPlatformError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'NOT_FOUND'))
      return { ok: false, status: 401 }
    return { ok: false, status: 502 }
  }
}

/**
 * The request's JSON body, or null when it is not JSON; read up to SITE_JSON_MAX_BODY_BYTES (a few KiB), past
 * which it throws BodyTooLargeError (the route answers 413: `answerTooLarge`) without reading the rest.
 */
export async function jsonBody(request: Request): Promise<unknown> {
  let text: string
  try {
    text = await readText(request, SITE_JSON_MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error
    return null
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
