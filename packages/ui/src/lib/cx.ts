import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx) without tailwind-merge, for the components on the public pages' first load
 * (header, footer, job card, hero, content sections): tailwind-merge's class table costs those pages
 * about 8 kB of JavaScript. The trade-off: a caller's class that conflicts with a base class (say
 * `p-2` against the card's `p-4`) does not remove it, and which one wins is decided by the order of
 * the rules in the stylesheet, not by the order here. So these components keep their base classes to
 * layout and colour a caller rarely needs to change, and take the caller's className last (added
 * classes such as `mt-6` or `max-w-sm` always work). Use `cn` where overriding must be reliable.
 */
function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}

export { cx }
