// URLSearchParams without DOM or Node types. Core compiles with `types: []` (no platform globals),
// yet every runtime it targets (browsers, Node, workers) has the WHATWG URLSearchParams. So the
// constructor is read from globalThis, and the public type resolves, in the consumer's compilation,
// to the consumer's own URLSearchParams (the same device @types/node uses), or to the minimal shape
// below where there is none (core's own declaration build).

/** The part of URLSearchParams core relies on. */
export interface SearchParamsShape extends Iterable<[string, string]> {
  append(name: string, value: string): void
  toString(): string
}

export type SearchParams = typeof globalThis extends { URLSearchParams: new () => infer T }
  ? T
  : SearchParamsShape

/** Query pairs as a URLSearchParams (or any iterable of name/value pairs) yields them. */
export type QueryPairs = Iterable<readonly [string, string]>

export function createSearchParams(): SearchParams {
  const { URLSearchParams: Ctor } = globalThis as unknown as { URLSearchParams: new () => SearchParamsShape }
  return new Ctor() as SearchParams
}
