/**
 * The texts a component takes as its `labels` prop: any of its defaults (the catalogue's, typed as
 * literals) replaced by a brand's own wording, typed as plain strings and text functions.
 */
export type Labels<T> = {
  [K in keyof T]?: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends object
        ? Labels<T[K]>
        : T[K]
}
