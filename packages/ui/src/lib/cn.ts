import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and lets the last conflicting Tailwind utility win (so a caller's className overrides). */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

// tailwind-merge builds its class table on its first call: tens of milliseconds on a phone, which would
// otherwise land inside the first render that calls `cn`. A page that loads this module has the browser
// build it in an idle moment instead (docs/performance.md, "What the route's modules did when they loaded").
// Nothing at module level calls `cn` (static class lists use `cx`), so the idle moment comes first.
if (typeof requestIdleCallback === 'function') requestIdleCallback(() => twMerge(''))

export { cn }
