// What the internal openings' views read of their machine (docs/identity.md, "Internal access on the site").
import type { SnapshotFrom } from 'xstate'
import {
  sameRequest,
  type InternalOpeningsRequest,
  type internalOpeningsMachine,
} from './internal-openings.machine'

export type InternalOpeningsStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface InternalOpeningsView<T> {
  status: InternalOpeningsStatus
  /** What was asked last (null before the first request). */
  request: InternalOpeningsRequest | null
  /** The answer, once ready (kept while a renewed session asks the same again); null otherwise. */
  data: T | null
  /** The answer to this request only: null while another is loading or when it failed. */
  dataFor: (request: InternalOpeningsRequest) => T | null
  /** Whether this request is the one loading now or answered (false before it is asked). */
  isAsked: (request: InternalOpeningsRequest) => boolean
}

/**
 * The view of the machine. `T` is the answer's shape: the app's loader (given to the machine's `load`
 * actor) checks it before it answers, so the view hands it back typed.
 */
export function connectInternalOpenings<T>(
  snapshot: SnapshotFrom<typeof internalOpeningsMachine>,
): InternalOpeningsView<T> {
  const { request, data: answer } = snapshot.context
  // An answer kept while the same opening is asked again (a renewed session) is shown as ready.
  const shown = answer !== null && (snapshot.matches('ready') || snapshot.matches('loading'))
  const status: InternalOpeningsStatus = shown ? 'ready' : (snapshot.value as InternalOpeningsStatus)
  const data = shown ? (answer as T) : null
  return {
    status,
    request,
    data,
    dataFor: (asked) => (sameRequest(request, asked) ? data : null),
    isAsked: (asked) => status !== 'idle' && sameRequest(request, asked),
  }
}
