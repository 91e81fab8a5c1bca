import { describe, expect, it, vi } from 'vitest'
import { PlatformError } from '../errors.js'
import { fakeClient, run } from './fake-client.js'
import { createRefusalActors } from './refusal.js'

const sanitize = vi.fn(async (html: string) => html.replace(/<script>.*<\/script>/, ''))

describe('createRefusalActors', () => {
  it('sanitizes the navigation’s template and reads whether a review was asked for', async () => {
    const { client, calls } = fakeClient({
      Subscription: {
        subscriptions: [{ id: '70', refusalTemplate: '<p>lead</p>', reviewRequestedAt: '2026-11-24' }],
      },
    })
    const actors = createRefusalActors(client, { userId: 7, sanitize })
    await expect(
      run(actors.loadRefusal, { opportunityId: 100001, template: '<p>nav</p><script>x</script>' }),
    ).resolves.toEqual({ html: '<p>nav</p>', reviewRequested: true })
    expect(calls[0]?.variables).toEqual({ opportunityId: '100001', userId: '7' })
  })

  it('keeps the navigation’s template when the lead cannot be read', async () => {
    const { client } = fakeClient({
      Subscription: () => {
        throw new PlatformError('x', 'NETWORK')
      },
    })
    await expect(
      run(createRefusalActors(client, { userId: 7, sanitize }).loadRefusal, {
        opportunityId: 1,
        template: '<p>a</p>',
      }),
    ).resolves.toEqual({ html: '<p>a</p>', reviewRequested: false })
  })

  it('after a reload reads the template from the lead, and fails with the lead’s error', async () => {
    const ok = fakeClient({ Subscription: { subscriptions: [{ id: '70', refusalTemplate: '<p>lead</p>' }] } })
    await expect(
      run(createRefusalActors(ok.client, { userId: 7, sanitize }).loadRefusal, {
        opportunityId: 1,
        template: null,
      }),
    ).resolves.toEqual({ html: '<p>lead</p>', reviewRequested: false })

    const none = fakeClient({ Subscription: { subscriptions: [] } })
    await expect(
      run(createRefusalActors(none.client, { userId: 7, sanitize }).loadRefusal, {
        opportunityId: 1,
        template: null,
      }),
    ).resolves.toEqual({ html: null, reviewRequested: false })

    const failing = fakeClient({
      Subscription: () => {
        throw new PlatformError('Não autorizado', 'UNAUTHORIZED')
      },
    })
    await expect(
      run(createRefusalActors(failing.client, { userId: 7, sanitize }).loadRefusal, {
        opportunityId: 1,
        template: null,
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('a template the sanitizer empties is no template', async () => {
    const { client } = fakeClient({ Subscription: { subscriptions: [] } })
    const actors = createRefusalActors(client, { userId: 7, sanitize: async () => '' })
    await expect(
      run(actors.loadRefusal, { opportunityId: 1, template: '<script>x</script>' }),
    ).resolves.toEqual({
      html: null,
      reviewRequested: false,
    })
  })

  it('records the review, and a result without its date is a BAD_RESPONSE', async () => {
    const { client, calls } = fakeClient({
      RequestRefusalReview: { requestRefusalReview: { id: '70', reviewRequestedAt: '2026-11-24T10:00:00Z' } },
    })
    await expect(
      run(createRefusalActors(client, { userId: 7, sanitize }).requestReview, { opportunityId: 100001 }),
    ).resolves.toBeUndefined()
    expect(calls[0]?.variables).toEqual({ opportunity_id: '100001', user_id: '7' })

    const empty = fakeClient({ RequestRefusalReview: { requestRefusalReview: null } })
    await expect(
      run(createRefusalActors(empty.client, { userId: 7, sanitize }).requestReview, { opportunityId: 1 }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })
})
