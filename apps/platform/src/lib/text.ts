/** Upper case without accents, trimmed, inner spaces collapsed: how names and titles are matched. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim().replace(/\s+/g, ' ')
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}
