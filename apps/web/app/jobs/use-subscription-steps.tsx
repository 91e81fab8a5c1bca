// The signed-in candidate's subscription steps for the job buttons. Public pages render anonymously; once the
// account runtime knows a signed-in session, the steps load through the runtime's `subscriptionSteps`
// (./subscriptions.client, part of that lazily loaded chunk): anonymous visitors download nothing more.
// Failures are silent (the buttons keep their first labels).
import { useEffect, useState } from 'react'
import { useAccount } from '../account/account-bridge'
import type { SubscriptionStep } from './job-card-view'

/**
 * What to load: the subscription to one opening (the detail), or the candidate's subscriptions list
 * (the cards), again each time `due` changes. Null: nothing yet.
 */
export type SubscriptionsRequest = { opportunityId: number } | { due: object } | null

type Steps = ReadonlyMap<number, SubscriptionStep>
const NONE: Steps = new Map()

export function useSubscriptionSteps(request: SubscriptionsRequest): Steps {
  const { user, handles } = useAccount()
  const opportunityId = request && 'opportunityId' in request ? request.opportunityId : null
  const due = request && 'due' in request ? request.due : null
  // The steps belong to the user they were loaded for: after a sign-out or another sign-in they are dropped.
  const [loaded, setLoaded] = useState<{ name: string; steps: Steps } | null>(null)
  const name = user?.name ?? null

  useEffect(() => {
    if (!handles || name === null || (opportunityId === null && due === null)) return
    const controller = new AbortController()
    handles
      .subscriptionSteps(opportunityId, controller.signal)
      .then((steps) => {
        if (!controller.signal.aborted) setLoaded({ name, steps })
      })
      .catch(() => {
        // Offline, an expired session or the platform down: the default labels stay.
      })
    return () => controller.abort()
  }, [handles, name, opportunityId, due])

  return loaded && loaded.name === name ? loaded.steps : NONE
}
