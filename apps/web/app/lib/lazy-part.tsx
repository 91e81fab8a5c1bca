// A part of a page that travels in a chunk of its own (docs/architecture.md, "Parts in their own chunk"):
// the server renders it with the page as usual; in the browser the page hydrates without waiting for it
// and the part hydrates when its chunk arrives (React replays a press made meanwhile). It keeps the first
// script of the public pages to what their first paint needs.
//
// The page counts as interactive (`<html data-hydrated>`, which journeys and the early login script read)
// only once every such part rendered by the first load has hydrated too: `whenPartsHydrated`.
import { Suspense, lazy, memo, useEffect, useId, useLayoutEffect, type ComponentType } from 'react'

const waiting = new Set<string>()
let onAllHydrated: (() => void) | null = null

function settle(id: string) {
  waiting.delete(id)
  if (waiting.size > 0 || !onAllHydrated) return
  const callback = onAllHydrated
  onAllHydrated = null
  callback()
}

/** Calls `callback` once no part rendered so far is still waiting for its chunk (at once if none is). */
export function whenPartsHydrated(callback: () => void): void {
  if (waiting.size === 0) callback()
  else onAllHydrated = callback
}

/** Rendered inside the part's boundary: its effect runs once the part has hydrated (or rendered). */
function Hydrated({ id }: { id: string }) {
  useEffect(() => settle(id), [id])
  return null
}

/**
 * A component whose code loads in its own chunk, wrapped so that the page knows when it is ready.
 *
 * Until its chunk arrives the part is server markup React has not hydrated yet, and an urgent update that
 * reaches it then (new props, or a context above it that changes) makes React throw that markup away and
 * draw the part again from nothing once the chunk comes: the part vanishes, the page shifts, and a press
 * made meanwhile is lost. So the wrapper is memoised (a parent that re-renders with the same props does not
 * reach it), and updates of the contexts above the parts after hydration are transitions, which React lets
 * wait for the parts instead (the account bridge's `hydrated`). A journey checks that the server's toggles
 * are the very nodes the page keeps (e2e/saved-jobs.spec.ts).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  // A chunk that cannot be fetched (the connection dropped before it came) leaves the server's markup
  // unwired rather than failing the page: the part renders nothing and the page still counts as ready.
  const Chunk = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: (() => null) as ComponentType<Props> }),
    ),
  )
  return memo(function LazyPart(props: Props) {
    const id = useId()
    // Before any passive effect of the same commit (the root's among them) asks whether all are ready.
    useLayoutEffect(() => {
      waiting.add(id)
    }, [id])
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
        <Hydrated id={id} />
      </Suspense>
    )
  })
}
