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
  /** Called when the made actor changes: made, or stopped and forgotten. */
  subscribe(watch: () => void): () => void
  /** Stops the made actor and forgets it; one still being made is not made. */
  stop(): void
}

/**
 * The holder. Uses asked for while the module loads run in the order they were asked for, each once the
 * actor has started; once it is made they still go through the same promise, so a later use never runs
 * before an earlier one. When the module does not arrive, `failed` is called once, nothing is made, and the
 * next use loads it again. `stop` stops the made actor and forgets it (a load still under way makes
 * nothing), so the holder can be used again: React runs an effect's clean-up and then the effect again in
 * development.
 */
export function madeOnFirstUse<Module, Slot extends { actor: Startable }>(
  load: () => Promise<Module>,
  make: (module: Module) => Slot,
  failed: () => void,
): MadeOnFirstUse<Slot> {
  let slot: Slot | null = null
  let made: Promise<Slot> | null = null
  const watchers = new Set<() => void>()
  const notify = () => {
    for (const watch of watchers) watch()
  }
  return {
    use(use) {
      if (!made) {
        const attempt: Promise<Slot> = load().then((module) => {
          // Stopped while the module loaded: this one is not made, and its uses are dropped.
          if (made !== attempt) throw new Error('stopped while loading')
          const next = make(module)
          next.actor.start()
          slot = next
          notify()
          return next
        })
        made = attempt
      }
      const pending = made
      pending.then(
        (ready) => use(ready.actor),
        () => {
          // The first use waiting on a failed load says so and lets the next use load again.
          if (made !== pending) return
          made = null
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
      const stopped = slot
      slot = null
      made = null
      stopped?.actor.stop()
      if (stopped) notify()
    },
  }
}
