// The platform's graceful stop (SIGTERM, SIGINT): the HTTP server stops accepting connections, every request
// already received is answered (a keep-alive connection is closed once it is idle, never under a request),
// then the steps added with `after` run in their order — the database last — and the process exits 0. A
// drain that outlasts the grace period exits 1 (docs/operations.md, "Faults").
import type * as http from 'node:http'
import type { Http2SecureServer, Http2Server } from 'node:http2'

/** What `serve` of @hono/node-server answers; the platform's is always a node:http server. */
type AnyServer = http.Server | Http2Server | Http2SecureServer

export interface ShutdownLogger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, error?: unknown): void
}

export interface ShutdownOptions {
  logger: ShutdownLogger
  /** The longest the drain and the steps may take before the process exits 1 anyway. */
  graceMs?: number
  /** Ends the process (tests replace it). */
  exit?: (code: number) => void
}

export interface Shutdown {
  /**
   * A step of the stop, run after the HTTP requests in flight have been answered, in the order added
   * (a worker's stop before the database's close).
   */
  after(name: string, step: () => Promise<void>): void
  /** Stops: drains the HTTP server, runs the steps, exits. A second call does nothing. */
  stop(signal: string): Promise<void>
  readonly stopping: boolean
}

/** The grace period when none is given: the drain and the steps, before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 25_000

export function createShutdown(server: AnyServer, options: ShutdownOptions): Shutdown {
  const { logger, graceMs = SHUTDOWN_GRACE_MS, exit = (code: number) => process.exit(code) } = options
  const httpServer = server as http.Server
  const steps: { name: string; step: () => Promise<void> }[] = []
  let stopping = false

  // Once stopping, every answer closes its connection: the client sends its next request elsewhere. The
  // answers still being written when the stop comes are marked too (they are tracked until sent).
  const answering = new Set<http.ServerResponse>()
  const closeAfter = (response: http.ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close')
  }
  httpServer.on('request', (_request, response: http.ServerResponse) => {
    if (stopping) return closeAfter(response)
    answering.add(response)
    response.once('close', () => answering.delete(response))
  })

  async function stop(signal: string): Promise<void> {
    if (stopping) return
    stopping = true
    logger.info(`${signal}: encerrando — respondendo às requisições em andamento…`)
    const force = setTimeout(() => {
      logger.error(`Encerramento forçado após ${graceMs} ms: requisições ou etapas ainda em andamento.`)
      exit(1)
    }, graceMs)
    force.unref()
    for (const response of answering) closeAfter(response)
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()))
    // Keep-alive connections without a request in flight would hold close() open; the ones answering now
    // are closed as soon as their answer is sent (Connection: close above, or idle at the next sweep).
    httpServer.closeIdleConnections()
    const sweep = setInterval(() => httpServer.closeIdleConnections(), 100)
    await closed
    clearInterval(sweep)
    let code = 0
    for (const { name, step } of steps) {
      try {
        await step()
      } catch (error) {
        code = 1
        logger.error(`Falha ao encerrar: ${name}`, error)
      }
    }
    clearTimeout(force)
    exit(code)
  }

  return {
    after: (name, step) => void steps.push({ name, step }),
    stop,
    get stopping() {
      return stopping
    },
  }
}
