// One instance per page load of something a component creates while rendering, kept outside React's state
// (docs/architecture.md, "The account runtime"): React throws away a render it does not commit, state and
// all, and the next render would create the instance again, with whatever creating it starts.

/**
 * A getter that creates the instance on its first call and hands the same one back afterwards, while
 * `isLive` says it still works (a stopped one is replaced by a new one on the next call).
 */
export function perPageLoad<Args extends unknown[], T>(
  create: (...args: Args) => T,
  isLive: (instance: T) => boolean,
): (...args: Args) => T {
  let instance: { value: T } | null = null
  return (...args) => {
    if (instance === null || !isLive(instance.value)) instance = { value: create(...args) }
    return instance.value
  }
}
