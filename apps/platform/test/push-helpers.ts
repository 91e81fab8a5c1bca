// The push messages of the message road, delivered in a test: a worker with the push transport only (the
// e-mail and SMS messages stay queued for their own tests), whose deliveries to the stand-in reach the test
// platform's app.
import { createLogger } from '../src/logger.js'
import type { Transport } from '../src/outgoing/contract.js'
import { createMessageWorker } from '../src/outgoing/worker.js'
import { createPushTransport } from '../src/push/transport.js'
import type { TestPlatform } from './helpers.js'

export function pushTransportOf(platform: TestPlatform): Transport {
  return createPushTransport({
    db: platform.database.db,
    config: platform.config,
    standInFetch: (url, init) => Promise.resolve(platform.app.request(url, init)),
  })
}

/** Sends every push message due now (a failed one waits for its retry), then resolves. */
export async function deliverQueuedPushes(
  platform: TestPlatform,
  transport: Transport = pushTransportOf(platform),
): Promise<void> {
  const worker = createMessageWorker({
    database: platform.database,
    transports: { push: transport },
    settings: platform.config.messages,
    logger: createLogger({ enabled: false }),
  })
  while ((await worker.runOnce()) > 0) await worker.idle()
  await worker.idle()
}
