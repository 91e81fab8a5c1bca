// The customer chat: a third-party widget that boots with the person's name, e-mail, an identity hash and a
// custom domain equal to the site's source; an anonymous visitor (or a person who did not allow the chat to
// know them) boots as 'Candidate'. The hash is made on the site's server (the secret never reaches the
// browser): HMAC-SHA-256 of the person's e-mail, as the boot sends it, under CHAT_IDENTITY_SECRET
// (docs/chat-and-marketing.md).
import { z } from 'zod'

/** The name the widget shows for a visitor it must not know (the spec's 'Candidate'). */
export const CHAT_ANONYMOUS_NAME = 'Candidate'

/** The site's server route that answers the signed-in person's chat identity (apps/web). */
export const CHAT_IDENTITY_PATH = '/api/atendimento/identidade'

/** What the widget's `boot` receives. Only `name` and `custom_domain` for a visitor it must not know. */
export interface ChatBootSettings {
  name: string
  email?: string
  /** The identity hash (hex), checked by the chat service with its copy of the secret. */
  user_hash?: string
  /** The site's source ('carreiras' unless the deployment says otherwise). */
  custom_domain: string
}

/** A person the chat may know: what the site's server answers when the person allowed the chat. */
export interface ChatIdentity {
  name: string
  email: string
  hash: string
}

/**
 * The server's answer to CHAT_IDENTITY_PATH: the identity, or `identified: false` with why not ('consent':
 * the person did not allow the chat; 'unavailable': not configured or the platform did not answer).
 */
export const chatIdentityAnswerSchema = z.lazy(() =>
  z.discriminatedUnion('identified', [
    z.object({
      identified: z.literal(true),
      name: z.string().min(1),
      email: z.string().min(1),
      hash: z.string().regex(/^[0-9a-f]{64}$/),
    }),
    z.object({ identified: z.literal(false), reason: z.enum(['consent', 'unavailable']) }),
  ]),
)
export type ChatIdentityAnswer = z.infer<typeof chatIdentityAnswerSchema>

/** The boot settings: the identity when there is one, otherwise the anonymous 'Candidate' (no personal data). */
export function chatBootSettings(identity: ChatIdentity | null, source: string): ChatBootSettings {
  if (!identity) return { name: CHAT_ANONYMOUS_NAME, custom_domain: source }
  return { name: identity.name, email: identity.email, user_hash: identity.hash, custom_domain: source }
}

/** The slice of WebCrypto the hash needs (core is compiled without the DOM's types). */
interface HmacWebCrypto {
  subtle: {
    importKey(
      format: 'raw',
      key: Uint8Array,
      algorithm: { name: 'HMAC'; hash: 'SHA-256' },
      extractable: false,
      usages: ['sign'],
    ): Promise<unknown>
    sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>
  }
}
interface Utf8Encoder {
  encode(text: string): Uint8Array
}
const web = globalThis as unknown as { crypto: HmacWebCrypto; TextEncoder: new () => Utf8Encoder }

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The identity hash: HMAC-SHA-256(secret, e-mail), lowercase hex. WebCrypto, so the site's server and the
 * platform's stand-in compute it with the same code. Never call it in the browser: the secret stays on servers.
 */
export async function chatIdentityHash(secret: string, email: string): Promise<string> {
  const encoder = new web.TextEncoder()
  const key = await web.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return hex(await web.crypto.subtle.sign('HMAC', key, encoder.encode(email)))
}
