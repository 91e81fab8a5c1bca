// The platform's log (docs/security.md, "Logs"): one JSON object per line, written to stdout (info) and
// stderr (errors), for a log collector to read.
//
//   {"time":"2026-11-26T09:08:34.123Z","level":"info","msg":"request","requestId":"…","method":"POST",
//    "path":"/graphql","status":200,"ms":12}
//   {"time":"…","level":"error","msg":"GraphQL resolver failed","requestId":"…",
//    "error":{"name":"TypeError","message":"…"},"stack":"TypeError: …\n    at …"}
//
// Every line carries the request id of the request it belongs to (an AsyncLocalStorage scope opened by the
// app's request middleware, `withRequestId`), so a resolver's error and its request line share it. Every string
// of a line (message, fields, error message, stack) goes through core's `redactLogText`, and paths through
// `logPath` (no query string, no token or id in a segment): no CPF, e-mail, password or token reaches a line.
// `LOG=off` silences the info lines (errors are always written); `LOG=pretty` writes the same lines for a
// person (`npm start` sets it): `09:08:34 POST /graphql 200 12ms`.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { isSafeRequestId, logErrorFields, logPath, redactLogText } from '@carreiras/core'

export type LogFormat = 'json' | 'pretty'
export type LogLevel = 'info' | 'warn' | 'error'
/** Extra fields of a line; `path` is reduced by `logPath`, every other string by `redactLogText`. */
export type LogFields = Record<string, string | number | boolean | null | undefined>

export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  /** Always written, even with `LOG=off`. */
  error(message: string, error?: unknown, fields?: LogFields): void
}

export interface LoggerOptions {
  /** False (`LOG=off`): no info or warn lines. Default true. */
  enabled?: boolean
  format?: LogFormat
  /** Where a finished line goes (tests); default stdout for info and warn, stderr for errors. */
  write?: (line: string, level: LogLevel) => void
  now?: () => Date
}

/** The request a line belongs to: the scope `withRequestId` opens around a request's handling. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>()

/** Runs `fn` with every log line written inside it (awaited work included) carrying `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn)
}

/** The request id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId
}

/** The header a request id comes in and is answered with. */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** The incoming `X-Request-Id` when it is a short safe token (core's `isSafeRequestId`), else a new UUID. */
export function requestIdFrom(header: string | null | undefined): string {
  return isSafeRequestId(header) ? header : randomUUID()
}

function redactFields(fields: LogFields | undefined): Record<string, unknown> {
  if (!fields) return {}
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        typeof value !== 'string' ? value : key === 'path' ? logPath(value) : redactLogText(value),
      ]),
  )
}

/** One log line as an object (already redacted), before it is written as JSON or for a person. */
export function logEntry(
  level: LogLevel,
  message: string,
  options: { fields?: LogFields; error?: unknown; now?: Date; requestId?: string } = {},
): Record<string, unknown> {
  const requestId = options.requestId ?? currentRequestId()
  return {
    time: (options.now ?? new Date()).toISOString(),
    level,
    msg: redactLogText(message),
    ...(requestId ? { requestId } : {}),
    ...redactFields(options.fields),
    ...(options.error === undefined ? {} : logErrorFields(options.error)),
  }
}

/** `09:08:34 POST /graphql 200 12ms` / `09:08:34 ERROR GraphQL resolver failed TypeError: …` (then the stack). */
export function prettyLine(entry: Record<string, unknown>): string {
  const { time, level, msg, requestId, error, stack, method, path, status, ms, ...rest } = entry
  const clock = typeof time === 'string' ? time.slice(11, 19) : ''
  const head =
    msg === 'request'
      ? `${String(method)} ${String(path)} ${String(status)} ${String(ms)}ms`
      : `${level === 'info' ? '' : `${String(level).toUpperCase()} `}${String(msg)}`
  const extra = Object.entries(rest).map(([key, value]) => `${key}=${String(value)}`)
  const failure = error as { name?: string; message?: string } | undefined
  const lines = [
    [
      clock,
      head,
      ...extra,
      failure ? `${failure.name}: ${failure.message}` : '',
      requestId ? `[${String(requestId)}]` : '',
    ]
      .filter(Boolean)
      .join(' '),
  ]
  if (typeof stack === 'string') lines.push(stack.split('\n').slice(1).join('\n'))
  return lines.filter(Boolean).join('\n')
}

const writeLine = (line: string, level: LogLevel) => {
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

/** The platform's logger; `createLogger(false)` is a logger with the info lines off (tests). */
export function createLogger(options: boolean | LoggerOptions = {}): Logger {
  const {
    enabled = true,
    format = 'json',
    write = writeLine,
    now,
  } = typeof options === 'boolean' ? { enabled: options } : options
  const emit = (level: LogLevel, message: string, fields?: LogFields, error?: unknown) => {
    const entry = logEntry(level, message, { fields, error, ...(now ? { now: now() } : {}) })
    write(format === 'pretty' ? prettyLine(entry) : JSON.stringify(entry), level)
  }
  return {
    info: (message, fields) => {
      if (enabled) emit('info', message, fields)
    },
    warn: (message, fields) => {
      if (enabled) emit('warn', message, fields)
    },
    error: (message, error, fields) => emit('error', message, fields, error),
  }
}
