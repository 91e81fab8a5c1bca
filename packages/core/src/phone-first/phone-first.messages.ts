// A phone first (docs/phone.md): the texts of the list's folded filters. The catalogue's entry
// (`ptBR.filterFold`) is what a brand overrides; the site sends the list screen its JSON-safe form
// (filterFoldTexts), where the count is a '{n}' template.

export const filterFoldMessages = {
  /** The control that shows and hides the list's filters on a phone. */
  toggle: 'Filtros',
  /** Its count, read after its name: 'Filtros (2 filtros ativos)'. */
  noneActive: 'nenhum filtro ativo',
  oneActive: '1 filtro ativo',
  manyActive: (count: number | string) => `${count} filtros ativos`,
  /** Folds the filters again and goes back to the results (without scripts: applies the filters). */
  showResults: 'Ver vagas',
} as const

/** The folded filters' texts as the list screen takes them (plain strings; `manyActive` has '{n}'). */
export interface FilterFoldTexts {
  toggle: string
  noneActive: string
  oneActive: string
  manyActive: string
  showResults: string
}

/** The fold's texts from a catalogue (the brand's wording of `filterFold`). */
export function filterFoldTexts(messages: { filterFold: typeof filterFoldMessages }): FilterFoldTexts {
  const m = messages.filterFold
  return {
    toggle: m.toggle,
    noneActive: m.noneActive,
    oneActive: m.oneActive,
    manyActive: m.manyActive('{n}'),
    showResults: m.showResults,
  }
}

/** The catalogue's own wording: the design system's defaults. */
export const defaultFilterFoldTexts: FilterFoldTexts = filterFoldTexts({ filterFold: filterFoldMessages })

/** How many filters are active, in words: 'nenhum filtro ativo', '1 filtro ativo', '3 filtros ativos'. */
export function activeFiltersLabel(texts: FilterFoldTexts, count: number): string {
  if (count <= 0) return texts.noneActive
  if (count === 1) return texts.oneActive
  return texts.manyActive.replace('{n}', String(count))
}
