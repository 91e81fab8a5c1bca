import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Reads CSS custom properties as the browser resolves them where the returned ref is attached, so a
 * foundations story shows the active brand's real values (and 0ms motion under reduced motion).
 */
export function useTokenValues<T extends HTMLElement>(names: readonly string[]) {
  const ref = useRef<T>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  // No dependency list on purpose: the brand toolbar changes `data-brand` above without changing our
  // props; the state only changes when a value does, so it settles after one extra render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!ref.current) return
    const style = getComputedStyle(ref.current)
    const next = Object.fromEntries(names.map((n) => [n, style.getPropertyValue(`--${n}`).trim()]))
    setValues((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next))
  })
  return [ref, values] as const
}
