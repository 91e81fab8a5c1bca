import { describe, expect, it, vi } from 'vitest'
import type { PlatformClient } from '@carreiras/api'
import { loadSubscriptionSteps, stepsByOpportunity, subscriptionStep } from './subscriptions.client'

describe('subscriptionStep', () => {
  it('knows lead and applied, whatever the case or spacing', () => {
    expect(subscriptionStep('lead')).toBe('lead')
    expect(subscriptionStep(' Applied ')).toBe('applied')
  })

  it('counts an unknown, empty or missing step as no subscription', () => {
    expect(subscriptionStep('subscribed')).toBe('none')
    expect(subscriptionStep('')).toBe('none')
    expect(subscriptionStep(null)).toBe('none')
    expect(subscriptionStep(undefined)).toBe('none')
  })
})

describe('stepsByOpportunity', () => {
  it('maps each opening id (sent as a GraphQL ID string) to its step', () => {
    const steps = stepsByOpportunity([
      { opportunityId: '100001', step: 'lead' },
      { opportunityId: 100002, step: 'applied' },
    ])
    expect([...steps]).toEqual([
      [100001, 'lead'],
      [100002, 'applied'],
    ])
  })

  it('keeps the furthest step of an opening listed twice, in either order', () => {
    expect(
      stepsByOpportunity([
        { opportunityId: '7', step: 'applied' },
        { opportunityId: '7', step: 'lead' },
      ]).get(7),
    ).toBe('applied')
    expect(
      stepsByOpportunity([
        { opportunityId: '7', step: 'lead' },
        { opportunityId: '7', step: 'applied' },
      ]).get(7),
    ).toBe('applied')
  })

  it('leaves out rows without a valid opening id or a known step', () => {
    const steps = stepsByOpportunity([
      null,
      { opportunityId: null, step: 'lead' },
      { opportunityId: 'abc', step: 'lead' },
      { opportunityId: '0', step: 'applied' },
      { opportunityId: '12.5', step: 'applied' },
      { opportunityId: '9', step: 'deleted' },
      { opportunityId: '10', step: 'lead' },
    ])
    expect([...steps]).toEqual([[10, 'lead']])
  })

  it('is empty for no answer', () => {
    expect(stepsByOpportunity(null).size).toBe(0)
    expect(stepsByOpportunity(undefined).size).toBe(0)
    expect(stepsByOpportunity([]).size).toBe(0)
  })
})

describe('loadSubscriptionSteps', () => {
  const clientAnswering = (subscriptions: unknown) => {
    const request = vi.fn(async (_document: unknown, _variables?: unknown) => ({ subscriptions }))
    return { client: { request } as unknown as PlatformClient, request }
  }

  it('the cards: asks for the candidate’s list for the company, 20 at most', async () => {
    const { client, request } = clientAnswering([{ id: '1', opportunityId: '5', step: 'applied' }])
    const steps = await loadSubscriptionSteps(client, { userId: 42, companyId: 6562 })
    expect(String(request.mock.calls[0]?.[0])).toMatch(/query SubscriptionsList\b/)
    expect(request.mock.calls[0]?.[1]).toEqual({ userId: 42, companyId: 6562, limit: 20 })
    expect(steps.get(5)).toBe('applied')
  })

  it('the detail: asks for the subscription to that opening', async () => {
    const { client, request } = clientAnswering([{ id: '1', opportunityId: '5', step: 'lead' }])
    const steps = await loadSubscriptionSteps(client, { userId: 42, opportunityId: 5 })
    expect(request.mock.calls[0]?.[1]).toEqual({ opportunityId: 5, userId: 42 })
    expect(String(request.mock.calls[0]?.[0])).toMatch(/query Subscription\b/)
    expect(steps.get(5)).toBe('lead')
  })
})
