// The internal openings' machine in a view (core's internalOpeningsMachine; docs/identity.md, "Internal
// access on the site"): the loaders of internal-openings.client.ts answer it; a new opening or a renewed
// session asks again, and an answer to an older request is never shown.
import {
  connectInternalOpenings,
  internalOpeningsMachine,
  type InternalOpeningsLoadInput,
  type InternalOpeningsRequest,
  type InternalOpeningsView,
} from '@carreiras/core'
import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { fromPromise } from 'xstate'
import { loadInternalApplication, loadInternalDetail, loadInternalList } from './internal-openings.client'

function load({ request, authorization }: InternalOpeningsLoadInput, signal: AbortSignal): Promise<unknown> {
  switch (request.kind) {
    case 'list':
      return loadInternalList(authorization, signal)
    case 'detail':
      return loadInternalDetail(request.id, authorization, signal)
    case 'application':
      return loadInternalApplication(request.id, authorization, signal)
  }
}

const machine = internalOpeningsMachine.provide({
  actors: {
    load: fromPromise<unknown, InternalOpeningsLoadInput>(({ input, signal }) => load(input, signal)),
  },
})

/**
 * Loads `request` with `authorization` (the session's header; null: nothing is asked). `T` is the answer's
 * shape, which the loader checks.
 */
export function useInternalOpenings<T>(
  request: InternalOpeningsRequest | null,
  authorization: string | null,
): InternalOpeningsView<T> {
  const [snapshot, send] = useMachine(machine)
  const kind = request?.kind
  const id = request && 'id' in request ? request.id : null
  // The request as a value: a new object with the same opening asks nothing again.
  const asked = useRef('')
  useEffect(() => {
    if (!kind || !authorization) return
    const key = `${kind}:${id}:${authorization}`
    if (asked.current === key) return
    asked.current = key
    const next: InternalOpeningsRequest = kind === 'list' ? { kind } : { kind, id: id as number }
    send({ type: 'request', request: next, authorization })
  }, [kind, id, authorization, send])
  return connectInternalOpenings<T>(snapshot)
}
