// The tokens of a company's requests (docs/decisions.md, "Company requests"): a headhunting invitation
// (`hunting`: /accept_hunting/{token}, /refuse_hunting/{token}) and a profile update request (`update`:
// /profile_questions_updates/token/{token}).
//
//   token = base64url(JSON payload) "." base64url(HMAC-SHA256(key, first part))
//   payload = { k: 'hunting' | 'update', i: <row id>, e: <expiry, epoch seconds>, n: <nonce> }
//
// The key is the platform's (config `TOKEN_SIGNING_KEY`, or outside production a random key kept with the
// data: security/signing-key.ts). The nonce is 16 random bytes: the token holds nothing that can be rebuilt
// from public values (a row id, an expiry), so even a known key signs no token that a row would match. The
// row keeps only the token's SHA-256, so a token
// is known when its MAC, its kind, its row and that row's hash all match; anything else (a character changed
// in the payload or in the MAC, a token of the other kind, a deleted row) is unknown, exactly as a token that
// never existed. Expiry and single use are the row's (`expires_at`, and its answer or completion).
import { createHmac, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { safeEqual, sha256 } from '../accounts/secrets.js'

export type TokenKind = 'hunting' | 'update'

/** How long a hunting or update link works when its maker does not say (docs/decisions.md). */
export const DEFAULT_TOKEN_DAYS = 7
export const DAY_MS = 86_400_000

const payloadSchema = z.object({
  k: z.enum(['hunting', 'update']),
  i: z.number().int().positive().max(2_147_483_647),
  e: z.number().int(),
  n: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
})

export interface TokenPayload {
  kind: TokenKind
  id: number
  expiresAt: Date
}

function mac(key: string, encodedPayload: string): string {
  return createHmac('sha256', key).update(encodedPayload, 'utf8').digest('base64url')
}

/** The signed token of a row, with a fresh nonce: two tokens of one row are never the same. */
export function signToken(key: string, payload: TokenPayload): string {
  const body = Buffer.from(
    JSON.stringify({
      k: payload.kind,
      i: payload.id,
      e: Math.floor(payload.expiresAt.getTime() / 1000),
      n: randomBytes(16).toString('base64url'),
    }),
    'utf8',
  ).toString('base64url')
  return `${body}.${mac(key, body)}`
}

/**
 * The payload of a token of `kind` whose MAC is the platform's; null for anything else (malformed, another
 * kind, a changed character). The row still has to be checked (`tokenHash`).
 */
export function readToken(key: string, token: unknown, kind: TokenKind): TokenPayload | null {
  if (typeof token !== 'string' || token.length > 512) return null
  const parts = token.trim().split('.')
  if (parts.length !== 2) return null
  const [body, signature] = parts as [string, string]
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !safeEqual(signature, mac(key, body))) return null
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = payloadSchema.safeParse(json)
  if (!parsed.success || parsed.data.k !== kind) return null
  return { kind, id: parsed.data.i, expiresAt: new Date(parsed.data.e * 1000) }
}

/** What the row stores of its token. */
export const tokenHash = (token: string) => sha256(token.trim())

/** The row's expiry: `days` from `now` (negative: already past, for the development endpoints). */
export const expiryAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS)

/**
 * A placeholder hash for the moment between inserting a row and signing its token (the token holds the row
 * id): random, so it matches no token and never collides with another row's.
 */
export const pendingTokenHash = () => sha256(`pending:${crypto.randomUUID()}`)
