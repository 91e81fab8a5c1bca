// GET /health: 200 `ok` while the database answers; 503 `degraded` with the pt-BR message once it does not
// (on PostgreSQL the bench restarts a real server: scripts/bench-faults.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

describe('/health', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await createTestPlatform()
  })
  afterAll(async () => {
    await platform.close()
  })

  it('answers ok while the database answers', async () => {
    const response = await platform.app.request('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers 503 degraded, with the message, when the database does not answer', async () => {
    await platform.database.close()
    const started = Date.now()
    const response = await platform.app.request('/health')
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'degraded',
      database: 'unavailable',
      errors: [{ message: PLATFORM_MESSAGES.databaseUnavailable }],
    })
  })
})
