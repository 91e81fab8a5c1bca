// An actor made the first time something needs it, from a module loaded then: the account runtime's dialog
// (docs/architecture.md, "The account runtime"). Until it is made nothing of it runs, which is right for an
// actor whose initial state ignores every event but those that make it needed.

/** What the holder needs of the actor. */
export interface Startable {
  start(): unknown
  stop(): unknown
}

export interface MadeOnFirstUse<Slot extends { actor: Startable }> {
  /** Runs `use` with the actor, making it (and loading its module) first when there is none yet. */
  use(use: (actor: Slot['actor']) => void): void
  /** Runs `use` only if the actor was made or is being made: for events a not-yet-made one would ignore. */
  ifMade(use: (actor: Slot['actor']) => void): void
  /** The made actor and what came with it; null until then (a `useSyncExternalStore` snapshot). */
  current(): Slot | null
  /** Called once the actor is made. */
  subscribe(watch: () => void): () => void
  /** Stops the actor, and keeps one still being made from starting. */
  stop(): void
}

/**
 * The holder. Uses asked for while the module loads run in the order they were asked for, each once the
 * actor has started; once it is made they still go through the same promise, so a later use never runs
 * before an earlier one. When the module does not arrive, `failed` is called for each use waiting on it,
 * nothing is made, and the next use loads it again.
 */
export function madeOnFirstUse<Module, Slot extends { actor: Startable }>(
  load: () => Promise<Module>,
  make: (module: Module) => Slot,
  failed: () => void,
): MadeOnFirstUse<Slot> {
  let slot: Slot | null = null
  let made: Promise<Slot> | null = null
  let stopped = false
  const watchers = new Set<() => void>()
  return {
    use(use) {
      const pending = (made ??= load().then((module) => {
        const next = make(module)
        // Stopped while the module loaded (the runtime's component unmounted): nothing more starts.
        if (!stopped) next.actor.start()
        slot = next
        for (const watch of watchers) watch()
        return next
      }))
      pending.then(
        (ready) => use(ready.actor),
        () => {
          if (made === pending) made = null
          failed()
        },
      )
    },
    ifMade(use) {
      made?.then(
        (ready) => use(ready.actor),
        () => {},
      )
    },
    current: () => slot,
    subscribe(watch) {
      watchers.add(watch)
      return () => void watchers.delete(watch)
    },
    stop() {
      stopped = true
      slot?.actor.stop()
    },
  }
}
