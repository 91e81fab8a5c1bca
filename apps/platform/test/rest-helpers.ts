// The plain-JSON surface as the REST tests read it (rest.test.ts, near.test.ts): a GET's status, type and
// body, and the opportunities list a page at a time or whole.
import { JOB_LIST_PAGE_SIZE, opportunityListResponseSchema, type OpportunityListItem } from '@carreiras/core'
import { expect } from 'vitest'
import type { TestPlatform } from './helpers.js'

/** A GET on the platform's plain-JSON surface (/v1, /health): its status, content type and parsed body. */
export async function getJson(platform: TestPlatform, path: string) {
  const response = await platform.app.request(path)
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (await response.json()) as Record<string, unknown>,
  }
}

/** One page of GET /v1/opportunities`query` ('?states=26'), parsed with core's schema (a shape error fails). */
export async function listPage(platform: TestPlatform, query: string): Promise<OpportunityListItem[]> {
  const { status, body } = await getJson(platform, `/v1/opportunities${query}`)
  expect(status).toBe(200)
  return opportunityListResponseSchema.parse(body).opportunities
}

/** Every opening the list query selects ('' for all), page after page until a short page. */
export async function listAll(platform: TestPlatform, query: string): Promise<OpportunityListItem[]> {
  const items: OpportunityListItem[] = []
  for (let page = 1; page < 50; page++) {
    const batch = await listPage(platform, `${query}${query ? '&' : '?'}page=${page}`)
    items.push(...batch)
    if (batch.length < JOB_LIST_PAGE_SIZE) return items
  }
  throw new Error('too many pages')
}
