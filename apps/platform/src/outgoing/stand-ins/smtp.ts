// The local mail server (outside production, when SMTP_URL is unset; docs/messages.md, "Locally"): a real
// SMTP server on the loopback (smtp-server, Nodemailer's project) that keeps every e-mail it accepts in the
// `dev_inbox` table, read at /dev/mail. Each platform process (and each worker process) starts its own on a
// free port (DEV_SMTP_PORT to choose one) and sends to it; on one PostgreSQL they all fill the same inbox.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import type { Db } from '../../db/client.js'
import { storeEmail } from './inbox.js'

/** Larger than any e-mail the platform writes; the server refuses bigger ones (552). */
export const LOCAL_SMTP_MAX_BYTES = 10 * 1024 * 1024

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:<port>, the address the e-mail transport sends to. */
  readonly url: string
  readonly port: number
  /** Stops listening (the tests' "mail server down"); connections still open are closed within 1 s. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
  close(): Promise<void>
}

/** The host the local server listens on and the transport connects to (never beyond the machine). */
const HOST = '127.0.0.1'

function createServer(db: Db, onError: (error: Error) => void) {
  const server = new SMTPServer({
    secure: false,
    // A local server: no TLS to negotiate, any sender, no password.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: LOCAL_SMTP_MAX_BYTES,
    banner: 'carreiras: servidor de e-mail local (desenvolvimento)',
    closeTimeout: 1000,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Mensagem grande demais'), { responseCode: 552 }))
          return
        }
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        storeEmail(db, recipients, Buffer.concat(chunks).toString('utf8')).then(
          () => callback(),
          (error: unknown) => {
            onError(error as Error)
            // A temporary failure: the sender keeps the message and tries again.
            callback(Object.assign(new Error('Caixa de entrada indisponível'), { responseCode: 451 }))
          },
        )
      })
    },
  })
  server.on('error', onError)
  return server
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.server.once('error', onError)
    server.listen(port, HOST, () => {
      server.server.off('error', onError)
      resolve((server.server.address() as AddressInfo).port)
    })
  })

const closeServer = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Starts the local mail server on `port` (0 = a free one). */
export async function startLocalSmtp(
  db: Db,
  options: { port?: number; onError?: (error: Error) => void } = {},
): Promise<LocalSmtpServer> {
  const onError = options.onError ?? (() => {})
  let server: SMTPServer | null = createServer(db, onError)
  const port = await listen(server, options.port ?? 0)
  const stop = async () => {
    if (!server) return
    const current = server
    server = null
    await closeServer(current)
  }
  return {
    url: `smtp://${HOST}:${port}`,
    port,
    stop,
    async start() {
      if (server) return
      const next = createServer(db, onError)
      await listen(next, port)
      server = next
    },
    close: stop,
  }
}
