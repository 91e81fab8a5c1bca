import { ptBR } from '@carreiras/core'
import { SlidersHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../lib/cn'
import { Badge } from './badge'
import { Button } from './button'
import { Checkbox } from './checkbox'
import { Input } from './input'
import { Select } from './select'

const texts = {
  ...ptBR.ui.domain.filters,
  search: ptBR.jobs.searchPlaceholder,
  searchSubmit: ptBR.jobs.searchSubmit,
  state: ptBR.jobs.filters.state,
  city: ptBR.jobs.filters.city,
  area: ptBR.jobs.filters.area,
  pcd: ptBR.jobs.filters.pcd,
  remove: ptBR.jobs.filters.remove,
}

interface JobFiltersValue {
  term: string
  /** State abbreviation ('SP'); '' for all. */
  state: string
  /** City name; '' for all. Only meaningful with a state. */
  city: string
  /** Area value ('' for all). */
  area: string
  pcd: boolean
}

interface FilterOption {
  value: string
  label: string
}

type FilterKey = 'state' | 'city' | 'area' | 'pcd'

type JobFiltersProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  value: JobFiltersValue
  onChange: (value: JobFiltersValue) => void
  /** Enter in the search box or the search button. */
  onSearch?: (term: string) => void
  states: readonly FilterOption[]
  /** Cities of the chosen state. */
  cities: readonly string[]
  areas: readonly FilterOption[]
  labels?: Partial<typeof texts>
}

const EMPTY_FILTERS = { state: '', city: '', area: '', pcd: false } as const

/** Search box, state / city / area selects, the PcD checkbox, and the active filters as removable badges. */
function JobFilters({
  value,
  onChange,
  onSearch,
  states,
  cities,
  areas,
  labels,
  className,
  ...props
}: JobFiltersProps) {
  const t = { ...texts, ...labels }
  const id = useId()
  const panelId = `${id}-panel`
  const [expanded, setExpanded] = useState(false)
  const badgesRef = useRef<HTMLUListElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  // After a badge is removed its button is gone: focus moves to the badge now in its place.
  const focusAfterRemoval = useRef<number | null>(null)

  const labelOf = (options: readonly FilterOption[], v: string) => options.find((o) => o.value === v)?.label ?? v
  const active: { key: FilterKey; label: string }[] = []
  if (value.state) active.push({ key: 'state', label: labelOf(states, value.state) })
  if (value.state && value.city) active.push({ key: 'city', label: value.city })
  if (value.area) active.push({ key: 'area', label: labelOf(areas, value.area) })
  if (value.pcd) active.push({ key: 'pcd', label: t.pcd })

  useEffect(() => {
    const index = focusAfterRemoval.current
    if (index === null) return
    focusAfterRemoval.current = null
    const buttons = badgesRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot="badge-remove"]') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    ;(next ?? searchRef.current)?.focus()
  })

  const set = (patch: Partial<JobFiltersValue>) => onChange({ ...value, ...patch })
  const remove = (key: FilterKey, index: number) => {
    if (key === 'state') set({ state: '', city: '' })
    else if (key === 'pcd') set({ pcd: false })
    else set({ [key]: '' })
    focusAfterRemoval.current = index
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch?.(value.term.trim())
  }

  return (
    <div data-slot="job-filters" className={cn('flex flex-col gap-4', className)} {...props}>
      <form role="search" data-slot="job-filters-search" onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-term`} className="text-sm font-medium">
          {t.search}
        </label>
        <div className="flex gap-2">
          <Input
            ref={searchRef}
            id={`${id}-term`}
            type="search"
            value={value.term}
            onChange={(event) => set({ term: event.target.value })}
            className="flex-1"
          />
          <Button type="submit">{t.searchSubmit}</Button>
        </div>
      </form>

      <Button
        type="button"
        variant="outline"
        data-slot="job-filters-toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
        className="self-start md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" />
        {t.title}
      </Button>

      <fieldset
        id={panelId}
        data-slot="job-filters-panel"
        className={cn('grid gap-4 md:grid-cols-2 lg:grid-cols-4 lg:items-end', !expanded && 'max-md:hidden')}
      >
        <legend className="sr-only">{t.title}</legend>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-state`} className="text-sm font-medium">
            {t.state}
          </label>
          <Select
            id={`${id}-state`}
            value={value.state}
            onValueChange={(state) => set({ state, city: '' })}
            placeholder={t.allStates}
            options={states}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-city`} className="text-sm font-medium">
            {t.city}
          </label>
          <Select
            id={`${id}-city`}
            value={value.state ? value.city : ''}
            onValueChange={(city) => set({ city })}
            disabled={!value.state}
            aria-describedby={value.state ? undefined : `${id}-city-hint`}
            placeholder={t.allCities}
            options={cities.map((city) => ({ value: city, label: city }))}
          />
          {value.state ? null : (
            <p id={`${id}-city-hint`} className="text-xs text-muted-foreground">
              {t.cityNeedsState}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-area`} className="text-sm font-medium">
            {t.area}
          </label>
          <Select
            id={`${id}-area`}
            value={value.area}
            onValueChange={(area) => set({ area })}
            placeholder={t.allAreas}
            options={areas}
          />
        </div>
        <Checkbox
          checked={value.pcd}
          onCheckedChange={(checked) => set({ pcd: checked === true })}
          label={t.pcd}
          className="lg:pb-2"
        />
      </fieldset>

      {active.length > 0 ? (
        <div data-slot="job-filters-active" className="flex flex-wrap items-center gap-2">
          <p id={`${id}-active`} className="sr-only">
            {t.active}
          </p>
          <ul ref={badgesRef} aria-labelledby={`${id}-active`} className="flex flex-wrap gap-2">
            {active.map((filter, index) => (
              <li key={filter.key}>
                <Badge
                  data-filter={filter.key}
                  onRemove={() => remove(filter.key, index)}
                  removeLabel={t.remove(filter.label)}
                  className="text-sm"
                >
                  {filter.label}
                </Badge>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="link"
            size="sm"
            data-slot="job-filters-clear"
            onClick={() => {
              onChange({ ...value, ...EMPTY_FILTERS })
              searchRef.current?.focus()
            }}
          >
            {t.clear}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

export { JobFilters }
export type { FilterOption, JobFiltersProps, JobFiltersValue }
