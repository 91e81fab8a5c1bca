// An alert's /vagas query as name/value pairs, with the runtime's URLSearchParams (core has no DOM or Node
// types: the constructor is read from globalThis, as lib/search-params.ts does).
import type { QueryPairs } from '../lib/search-params'

export function searchPairs(query: string): QueryPairs {
  const { URLSearchParams: Ctor } = globalThis as unknown as {
    URLSearchParams: new (init: string) => Iterable<[string, string]>
  }
  return new Ctor(query)
}
