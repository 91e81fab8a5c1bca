/**
 * The URL of a document shown in the iframe modal, with the browser's PDF toolbar hidden (`#toolbar=0`).
 * A URL that already carries a fragment is left alone: it names its own view (page, zoom, toolbar).
 */
export function hidePdfToolbar(url: string): string {
  const trimmed = url.trim()
  if (trimmed === '' || trimmed.includes('#')) return trimmed
  return `${trimmed}#toolbar=0`
}
