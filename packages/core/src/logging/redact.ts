// What a log line may carry (docs/security.md, "Logs"; ASVS 5.0 V14, LGPD art. 46): never a CPF, an e-mail
// address, a password, a session or bearer token, a signed link token, nor a path parameter that holds one.
// The platform's logger (apps/platform/src/logger.ts) and the site's server log (apps/web/app/lib/log.server.ts)
// pass every string field of a line through `redactLogText`, and every path through `logPath`: one rule for
// both, here. The rule errs on the side of hiding: any run of 11 or more digits (a CPF, a phone, a long id)
// goes, and so does any long run of letters and digits (a token, a MAC, a hash).

/** What a hidden part becomes: `[email]`, `[cpf]`, `[token]`, `[redacted]`. */
export const LOG_REDACTIONS = {
  email: '[email]',
  cpf: '[cpf]',
  token: '[token]',
  secret: '[redacted]',
} as const

/**
 * An e-mail address: whatever is glued to an '@' on both sides (a local part of any non-space characters
 * but delimiters, then a host name). Greedy on purpose: text stuck to the address goes with it.
 */
const EMAIL = /[^\s@"<>()[\],;:]+@[A-Za-z0-9\u00C0-\uFFFF](?:[\w\u00C0-\uFFFF.-]*[A-Za-z0-9\u00C0-\uFFFF])?/g

/**
 * 11 or more digits, with or without the CPF's punctuation ('.', '-', '/', a space between groups): a CPF
 * (`123.456.789-09`, `12345678909`), a phone with its area code, a CNPJ, a long number.
 */
const LONG_NUMBER = /\d(?:[.\-/ ]?\d){10,}/g

/** `Bearer <token>`, `Basic <credentials>` (the `Token token=<token>` form is a secret field below). */
const AUTH_SCHEME = /\b(Bearer|Basic)(\s+)["']?[^\s"',;]+/gi

/**
 * `name=value`, `name: value`, `"name":"value"` where the name says it is a secret (password, senha,
 * token, session, secret, authorization, cookie, signature, api key, captcha): the value goes, the name
 * stays.
 */
const SECRET_FIELD =
  /(\b[\w-]*(?:password|passwd|senha|token|session|secret|authorization|cookie|signature|api[_-]?key|captcha)[\w-]*["']?\s*[:=]\s*)(?:(["'])[^"']*\2|[^\s"',;&}]+)/gi

/**
 * A run of base64url characters, dot-joined parts included (signed tokens, JWTs, MACs); `isTokenLike` says
 * whether it is a token: it starts with `eyJ` (base64 of '{"'), or has a part of 20 or more characters with
 * a letter and a digit (random tokens, hashes), or of 32 or more with both cases. A UUID (the request ids) is
 * not one, nor is a word or a file name.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*/g
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function isTokenLike(run: string): boolean {
  if (UUID.test(run)) return false
  if (run.startsWith('eyJ')) return true
  return run.split('.').some((part) => {
    if (part.length < 20) return false
    const letter = /[A-Za-z]/.test(part)
    if (letter && /\d/.test(part)) return true
    return part.length >= 32 && /[a-z]/.test(part) && /[A-Z]/.test(part)
  })
}

/**
 * `text` without anything that looks like personal data or a secret (see the rule above); the parts that
 * went are replaced by LOG_REDACTIONS. Idempotent: a redacted text comes out unchanged.
 */
export function redactLogText(text: string): string {
  return text
    .replace(
      AUTH_SCHEME,
      (_match, scheme: string, space: string) => `${scheme}${space}${LOG_REDACTIONS.secret}`,
    )
    .replace(
      SECRET_FIELD,
      (_match, name: string, quote: string | undefined) =>
        `${name}${quote ?? ''}${LOG_REDACTIONS.secret}${quote ?? ''}`,
    )
    .replace(EMAIL, LOG_REDACTIONS.email)
    .replace(TOKEN_RUN, (run) => (isTokenLike(run) ? LOG_REDACTIONS.token : run))
    .replace(LONG_NUMBER, LOG_REDACTIONS.cpf)
}

/** A JSON-like value with every string (keys' values at any depth) redacted; other values as they are. */
export function redactLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLogText(value)
  if (value === null || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => redactLogValue(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      redactLogValue(item, depth + 1),
    ]),
  )
}

/** A path segment kept as is in a log line: a lowercase route word (`vagas`, `meu-perfil`, `v1`). */
const ROUTE_WORD = /^[a-z][a-z0-9_-]{0,31}$/

/**
 * The path of a request as a log line shows it: no query string or fragment, and every segment that is not
 * a plain route word reduced to `:id` (digits) or `:param` (anything else: a token, a CEP, a slug, an
 * address). `/files/12/Zk3…` → `/files/:id/:param`; `/accept_hunting/eyJ…` → `/accept_hunting/:param`.
 */
export function logPath(pathOrUrl: string): string {
  let path = pathOrUrl
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path)
  if (scheme) path = path.slice(scheme[0].length)
  path = path.split(/[?#]/, 1)[0] ?? ''
  if (!path.startsWith('/')) path = `/${path}`
  return path
    .split('/')
    .map((segment, index) => {
      if (index === 0 || segment === '') return segment
      let decoded = segment
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        return ':param'
      }
      if (ROUTE_WORD.test(decoded) && redactLogText(decoded) === decoded) return decoded
      return /^\d+$/.test(decoded) ? ':id' : ':param'
    })
    .join('/')
}

/** Request ids accepted from an `X-Request-Id` header: 1 to 64 of `A-Z a-z 0-9 . _ -`, nothing redactable. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/**
 * Whether an incoming request id may be kept: a UUID, or a short safe token that nothing above would hide
 * (never a CPF, an e-mail or a token).
 */
export function isSafeRequestId(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !SAFE_REQUEST_ID.test(value)) return false
  return UUID.test(value) || redactLogText(value) === value
}

/** An error as a log line shows it: its name, its message and its stack, each redacted. */
export interface LogErrorFields {
  error: { name: string; message: string }
  stack?: string
}

/** The fields a log line gives an error (the site's and the platform's logs both use it). */
export function logErrorFields(error: unknown): LogErrorFields {
  if (error instanceof Error) {
    return {
      error: { name: redactLogText(error.name), message: redactLogText(error.message) },
      ...(error.stack ? { stack: redactLogText(error.stack) } : {}),
    }
  }
  let message: string
  try {
    message = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error))
  } catch {
    message = String(error)
  }
  return { error: { name: typeof error, message: redactLogText(message) } }
}
