// A brand's texts: any user-facing text of the catalogue may be replaced by the brand's configuration.
// Overrides are plain data (JSON-safe), so a brand can live in a config file and its overrides can
// travel to the browser with the page's data. Where the catalogue holds a function (a text with
// values in it), the override is a template whose `{1}`, `{2}`… stand for the function's arguments.

type TextFunction = (...args: never[]) => string

/** What a brand may override: the catalogue's shape with every leaf optional and a string. */
export type MessageOverrides<T> = {
  [K in keyof T]?: T[K] extends TextFunction
    ? string
    : T[K] extends string
      ? string
      : T[K] extends readonly unknown[]
        ? never
        : T[K] extends object
          ? MessageOverrides<T[K]>
          : never
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A template with `{1}`…`{n}` turned into the text function it replaces. */
export function templateText(template: string): (...args: unknown[]) => string {
  return (...args) =>
    template.replace(/\{(\d+)\}/g, (whole, index: string) => {
      const value = args[Number(index) - 1]
      return value === undefined ? whole : String(value)
    })
}

/**
 * The catalogue with a brand's overrides applied. Only keys the catalogue has are taken (a typo in a
 * brand's config changes nothing rather than adding a stray key), and a leaf keeps its kind: a string
 * replaces a string, a template replaces a function. Without overrides the base object itself is returned.
 */
export function mergeMessages<T>(base: T, overrides?: MessageOverrides<T> | null): T {
  if (!overrides || !isPlainObject(overrides) || Object.keys(overrides).length === 0) return base
  if (!isPlainObject(base)) return base
  const merged: Record<string, unknown> = { ...base }
  for (const [key, override] of Object.entries(overrides)) {
    if (!(key in base) || override === undefined) continue
    const current = (base as Record<string, unknown>)[key]
    if (typeof current === 'string' && typeof override === 'string') merged[key] = override
    else if (typeof current === 'function' && typeof override === 'string')
      merged[key] = templateText(override)
    else if (isPlainObject(current) && isPlainObject(override))
      merged[key] = mergeMessages(current, override as MessageOverrides<typeof current>)
  }
  return merged as T
}

/** Every path (`a.b.c`) of an overrides object that the catalogue does not have: for config checks. */
export function unknownOverridePaths(base: unknown, overrides: unknown, prefix = ''): string[] {
  if (!isPlainObject(overrides)) return []
  const found: string[] = []
  for (const [key, override] of Object.entries(overrides)) {
    const path = prefix ? `${prefix}.${key}` : key
    const current = isPlainObject(base) ? base[key] : undefined
    if (current === undefined) found.push(path)
    else if (isPlainObject(override)) found.push(...unknownOverridePaths(current, override, path))
    else if (typeof override !== 'string' || isPlainObject(current)) found.push(path)
  }
  return found
}
