import { defaultFilterFoldTexts, ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FilterFold } from './filter-fold'
import { JobFilters } from './job-filters'
import { jobSearchStoryTexts as texts } from './job-search.fixtures'

afterEach(cleanup)

const fold = ptBR.filterFold
const toggleOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="filter-fold-toggle"]')!

function renderFold(count: number, onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())) {
  const result = render(
    <form id="painel" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <FilterFold count={count} formId="painel">
        <label>
          {ptBR.jobs.filters.area}
          <select>
            <option>Todas</option>
          </select>
        </label>
      </FilterFold>
    </form>,
  )
  return { ...result, onSubmit, toggle: toggleOf(result.container) }
}

describe('FilterFold', () => {
  it('is a disclosure named Filtros with the count of active filters', () => {
    const { toggle } = renderFold(2)
    expect(toggle.tagName).toBe('SUMMARY')
    expect(toggle.parentElement?.tagName).toBe('DETAILS')
    expect(toggle.textContent).toContain(`${fold.toggle} (${fold.manyActive(2)})`)
    expect(toggle.querySelector('[data-slot="filter-fold-count"]')?.textContent).toBe('2')
    cleanup()
    expect(toggleOf(renderFold(1).container).textContent).toContain(`(${fold.oneActive})`)
    cleanup()
    const none = toggleOf(renderFold(0).container)
    expect(none.textContent).toContain(`(${fold.noneActive})`)
    expect(none.querySelector('[data-slot="filter-fold-count"]')).toBeNull()
  })

  it('starts folded (results first), opens from its control, and holds the filter controls given to it', async () => {
    const user = userEvent.setup()
    const { container, toggle } = renderFold(0)
    const root = container.querySelector('[data-slot="filter-fold"]')!
    const details = toggle.parentElement as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(root.getAttribute('data-state')).toBe('closed')
    await user.click(toggle)
    expect(details.open).toBe(true)
    expect(root.getAttribute('data-state')).toBe('open')
    expect(
      container.querySelector('[data-slot="filter-fold-content"]')?.contains(screen.getByRole('combobox')),
    ).toBe(true)
  })

  it('Escape inside the filters and "Ver vagas" fold them and bring the focus back to the control', async () => {
    const user = userEvent.setup()
    const { toggle, onSubmit } = renderFold(1)
    const details = toggle.parentElement as HTMLDetailsElement
    await user.click(toggle)
    screen.getByRole('combobox').focus()
    await user.keyboard('{Escape}')
    expect(details.open).toBe(false)
    expect(document.activeElement).toBe(toggle)

    await user.click(toggle)
    await user.click(screen.getByRole('button', { name: defaultFilterFoldTexts.showResults }))
    expect(details.open).toBe(false)
    expect(document.activeElement).toBe(toggle)
    // With scripts the filters have applied already: nothing is submitted.
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('"Ver vagas" submits the filters’ form when the fold is not open (no scripts ran its handler)', async () => {
    const user = userEvent.setup()
    const { onSubmit } = renderFold(0)
    await user.click(screen.getByRole('button', { name: defaultFilterFoldTexts.showResults, hidden: true }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})

describe('JobFilters on a phone', () => {
  const base = {
    texts,
    term: '',
    state: { value: '', options: [{ value: '', label: texts.allStates }] },
    city: { value: '', options: [{ value: '', label: texts.allCities }] },
    area: { value: '', options: [{ value: '', label: texts.allAreas }] },
    pcd: true,
  }
  const badge = (key: 'state' | 'pcd') => ({
    key,
    label: key,
    removeLabel: key,
    href: '/vagas',
    onRemove: () => undefined,
  })

  it('folds its filters and the controls added to it, counting the active filters (its badges); the search stays out', () => {
    const { container } = render(
      <JobFilters
        {...base}
        texts={{ ...texts, fold: { ...defaultFilterFoldTexts, toggle: 'Refinar' } }}
        badges={[badge('state'), badge('pcd')]}
      >
        <button type="button">Perto de mim</button>
      </JobFilters>,
    )
    const content = container.querySelector('[data-slot="filter-fold-content"]')!
    expect(content.contains(screen.getByRole('combobox', { name: texts.area }))).toBe(true)
    expect(content.contains(screen.getByRole('checkbox', { name: texts.pcd }))).toBe(true)
    expect(content.contains(screen.getByRole('button', { name: 'Perto de mim' }))).toBe(true)
    expect(content.contains(screen.getByRole('searchbox'))).toBe(false)
    expect(toggleOf(container).textContent).toContain(`Refinar (${fold.manyActive(2)})`)
    // Without scripts 'Ver vagas' submits the filters' own form.
    const done = container.querySelector<HTMLButtonElement>('[data-slot="filter-fold-done"]')!
    expect(done.form).toBe(container.querySelector('[data-slot="job-filters-panel"]'))
  })
})
