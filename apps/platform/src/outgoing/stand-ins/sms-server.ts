// The SMS provider's local stand-in as a listener of its own (outside production, when SMS_URL is unset;
// docs/messages.md, "Locally"): the same routes as the platform's /dev/sms (routes.ts) on a free loopback
// port, started by each process that sends (a platform process, `npm run worker`) beside its local mail
// server, so the SMS transport speaks the provider's HTTP interface for real without depending on the
// platform's own port. What it receives goes to the shared dev_inbox, read at /dev/sms of any process.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Db } from '../../db/client.js'
import { SMS_STAND_IN_PATH, smsStandInRoutes } from './routes.js'

export interface LocalSmsProvider {
  /** http://127.0.0.1:<port>/dev/sms/messages: the transport's SMS_URL. */
  readonly url: string
  close(): Promise<void>
}

export function startLocalSmsProvider(db: Db, token: string): Promise<LocalSmsProvider> {
  const app = new Hono().route(SMS_STAND_IN_PATH, smsStandInRoutes(db, token))
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}${SMS_STAND_IN_PATH}/messages`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            if ('closeAllConnections' in server && typeof server.closeAllConnections === 'function')
              server.closeAllConnections()
          }),
      }),
    )
    server.once('error', reject)
  })
}
