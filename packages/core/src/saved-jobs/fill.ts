// Fills a saved-jobs browser text (saved-jobs.texts.ts, `savedJobsBrowserTexts`). A module of its own so
// the public pages' scripts, which only fill the page's texts, do not carry the catalogue's defaults.

/** A browser text with its `{title}` / `{count}` filled. */
export function fillSavedJobsText(template: string, values: { title?: string; count?: number }): string {
  return template
    .replace(/\{title\}/g, () => values.title ?? '')
    .replace(/\{count\}/g, () => String(values.count ?? ''))
}
