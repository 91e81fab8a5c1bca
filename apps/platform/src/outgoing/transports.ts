// PLACEHOLDER of the `mail` branch's file (it replaces this one whole): the transports the workers get,
// one per channel (outgoing/worker.ts, `Transports`). Until e-mail and SMS are sent for real, outside
// production every e-mail and SMS is accepted as delivered and stays readable at GET /dev/outbox; in
// production there is no transport, so messages wait in the queue ('pending') as they waited before.
// Push keeps its own delivery (push/service.ts) until it moves onto the road.
import type { Config } from '../config.js'
import type { Logger } from '../logger.js'
import type { Transports } from './worker.js'

export interface TransportOptions {
  logger: Logger
}

export function createTransports(config: Config, _options: TransportOptions): Transports {
  if (config.production) return {}
  const accept = async () => {}
  return { email: accept, sms: accept }
}
