// A random state for a sign-in that leaves the site (OAuth 2.0's `state`), in a module of its own: the
// /linkedin-return route imports it, and that route's budget has no room for the identity rules' schemas.

/**
 * A state nobody can guess (24 random bytes, hex), sent with a sign-in that leaves the site and checked on
 * its way back: a return this tab did not start is refused.
 */
export function unguessableState(): string {
  const bytes = new Uint8Array(24)
  // Web Crypto, in browsers and in Node alike (core compiles without the DOM's types).
  const { crypto } = globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
