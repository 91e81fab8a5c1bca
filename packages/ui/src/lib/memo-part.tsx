// Parts of a view drawn again only when what they show changed. A controlled form that one machine
// drives renders whole on every keystroke; these keep a keystroke to the field typed in
// (docs/performance.md, "Responsiveness (INP)").
import { dequal } from 'dequal/lite'
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

type MemoPartProps = {
  /** What the part shows: it is drawn again when one of them changed (`Object.is`), else kept. */
  deps: readonly unknown[]
  /** Draws the part. A kept part keeps this function's earlier closure: its handlers must be stable. */
  children: () => ReactNode
}

const sameDeps = (a: MemoPartProps, b: MemoPartProps) =>
  a.deps.length === b.deps.length && a.deps.every((dep, i) => Object.is(dep, b.deps[i]))

/**
 * `useMemo` for a part a component draws conditionally or in a loop (where a hook cannot be called):
 * `<MemoPart deps={[value, error]}>{() => <Field … />}</MemoPart>`.
 */
const MemoPart = memo(function MemoPart({ children }: MemoPartProps) {
  return children()
}, sameDeps)

/**
 * The same value as the last render's while it is deeply equal to it (plain data: records, arrays,
 * strings, numbers; functions by identity), so a view rebuilt from a new snapshot keeps its identity
 * where nothing in it changed.
 */
function useStableValue<T>(value: T): T {
  const [kept, setKept] = useState(value)
  if (kept === value || dequal(kept, value)) return kept
  setKept(value) // React's pattern for a value derived from the previous render's
  return value
}

/** A function that never changes and always calls the newest `fn` (for handlers of kept parts). */
function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}

export { MemoPart, useStableCallback, useStableValue }
