import { startTransition, useEffect, useState } from 'react'

/**
 * How many of a content's `total` parts to draw. Not progressive: all of them. Progressive: the first part,
 * then, once `ready` and each time a part is committed, one more in a transition (a render React may pause
 * and a commit of its own), so a long first draw becomes several shorter tasks (docs/performance.md, "The
 * ficha and the profile drawn in parts"). A `total` that grows later is drawn the same way.
 */
export function useDrawnParts(total: number, progressive: boolean, ready = true): number {
  const [drawn, setDrawn] = useState(1)
  const pending = progressive && ready && drawn < total
  useEffect(() => {
    if (pending) startTransition(() => setDrawn((count) => count + 1))
  }, [pending, drawn])
  return progressive ? Math.min(drawn, total) : total
}
