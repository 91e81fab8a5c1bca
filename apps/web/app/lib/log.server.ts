// The site server's log (docs/security.md, "Logs"): the same lines as the platform's (apps/platform/src/
// logger.ts), one JSON object per line on stderr, with core's redaction applied to every string (message,
// error message, stack) and paths reduced to their pattern (`logPath`: no query string, no token or id in a
// segment). `LOG=pretty` (`npm start`) writes them for a person. The request id is the request's
// `X-Request-Id` when it is a short safe token (`isSafeRequestId`).
import { isSafeRequestId, logErrorFields, logPath, redactLogText } from '@carreiras/core'

export interface ServerLogFields {
  method?: string
  /** A path or URL; reduced by `logPath`. */
  path?: string
  requestId?: string
  status?: number
}

/** The line of an error: JSON, or (`pretty`) `09:08:34 ERROR message Name: text` and the stack. */
export function serverErrorLine(
  message: string,
  error: unknown,
  fields: ServerLogFields = {},
  options: { now?: Date; pretty?: boolean } = {},
): string {
  const entry = {
    time: (options.now ?? new Date()).toISOString(),
    level: 'error',
    msg: redactLogText(message),
    ...(fields.requestId && isSafeRequestId(fields.requestId) ? { requestId: fields.requestId } : {}),
    ...(fields.method ? { method: redactLogText(fields.method) } : {}),
    ...(fields.path ? { path: logPath(fields.path) } : {}),
    ...(fields.status === undefined ? {} : { status: fields.status }),
    ...logErrorFields(error),
  }
  if (!options.pretty) return JSON.stringify(entry)
  const failure = entry.error
  const head = [
    entry.time.slice(11, 19),
    'ERROR',
    entry.msg,
    entry.method,
    entry.path,
    `${failure.name}: ${failure.message}`,
    entry.requestId ? `[${entry.requestId}]` : '',
  ]
  const stack = typeof entry.stack === 'string' ? entry.stack.split('\n').slice(1).join('\n') : ''
  return [head.filter(Boolean).join(' '), stack].filter(Boolean).join('\n')
}

/** Writes an error line to stderr (always: `LOG=off` silences only info lines, and the site writes none). */
export function logServerError(message: string, error: unknown, fields: ServerLogFields = {}): void {
  const pretty = process.env.LOG?.toLowerCase() === 'pretty'
  process.stderr.write(`${serverErrorLine(message, error, fields, { pretty })}\n`)
}

/** The log fields of a request: method, path (reduced when written) and its safe request id. */
export function requestLogFields(request: Request): ServerLogFields {
  const requestId = request.headers.get('X-Request-Id')
  return {
    method: request.method,
    path: request.url,
    ...(isSafeRequestId(requestId) ? { requestId } : {}),
  }
}
