// What the internal openings' routes share (docs/identity.md): the session the browser sent, and the headers
// of an answer that depends on it.
import { parseAuthorizationHeader } from '@carreiras/api'

/** Answers that depend on the person's session: no shared or browser cache keeps them. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Authorization' }

/** The transport's Authorization header when it carries a session; null otherwise. */
export function sessionAuthorization(request: Request): string | null {
  const header = request.headers.get('Authorization')
  return parseAuthorizationHeader(header)?.sessionToken ? header : null
}
