import { TYPEAHEAD_MAX_MATCHES, TYPEAHEAD_MIN_CHARS } from '../constants'

/** Lower-case, accent-free, trimmed text for comparison ('São Paulo' → 'sao paulo'). */
export function typeaheadKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim()
}

/**
 * Type-ahead suggestions for a query (from 1 character, at most 4): the options containing the query,
 * ignoring case and accents; those starting with it first, otherwise in the given order; each option once
 * (options that differ only in case or accents count as one, the first is kept).
 */
export function typeaheadMatches(
  query: string,
  options: readonly string[],
  max: number = TYPEAHEAD_MAX_MATCHES,
): string[] {
  const needle = typeaheadKey(query)
  if (needle.length < TYPEAHEAD_MIN_CHARS || max <= 0) return []
  const seen = new Set<string>()
  const prefix: string[] = []
  const inner: string[] = []
  for (const option of options) {
    const key = typeaheadKey(option)
    if (seen.has(key)) continue
    const at = key.indexOf(needle)
    if (at < 0) continue
    seen.add(key)
    ;(at === 0 ? prefix : inner).push(option)
  }
  return [...prefix, ...inner].slice(0, max)
}
