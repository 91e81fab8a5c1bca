// Waits until the pushes the platform has to send are sent (or given up).
import { pushServiceOf } from '../src/push/service.js'
import type { TestPlatform } from './helpers.js'

export async function deliverQueuedPushes(platform: TestPlatform): Promise<void> {
  await pushServiceOf(platform.database.db)?.settled()
}
