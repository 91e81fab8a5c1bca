import {
  JOB_FILTER_PARAMS,
  type FilterFoldTexts,
  type JobSearchBadge,
  type JobSearchOption,
  type JobSearchTexts,
} from '@carreiras/core'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react'
import { InlineIcon } from '../lib/cx'
import { defaultRenderLink, type RenderLink, type RenderLinkProps } from '../lib/render-link'
import { buttonVariants } from '../primitives/button-variants'
import { FilterFold } from './filter-fold'

// The job list's search box, filters and active-filter badges, built on the platform's own controls:
// two GET forms to the list's URL, native selects and a checkbox, badges that are links. Drawn on the
// server, they work before the page is interactive (a change navigates, a badge link lists without it);
// once it is, each change calls its handler at once and the links call theirs. No Radix and no class
// merging here: this component ships on the public list page, inside its JavaScript budget. Classes are
// joined plainly, so a caller's className adds to them and does not override a conflicting one.

type JobFiltersTexts = Pick<
  JobSearchTexts,
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'searchSubmit'
  | 'filtersTitle'
  | 'applyFilters'
  | 'clear'
  | 'active'
  | 'state'
  | 'city'
  | 'area'
  | 'pcd'
> & {
  /** The 'Filtros' control a phone shows instead of the filters (core's catalogue by default). */
  fold?: FilterFoldTexts
}

interface SelectField {
  value: string
  options: readonly JobSearchOption[]
}

type JobFiltersProps = Omit<ComponentProps<'section'>, 'onChange'> & {
  texts: JobFiltersTexts
  /** The list's path: both forms are GET forms to it. */
  action?: string
  term: string
  /** Titles for what is typed in the search box (the type-ahead). */
  suggestions?: (query: string) => readonly string[]
  onSearch?: (term: string) => void
  state: SelectField
  city: SelectField & { disabled?: boolean; hint?: string | null }
  area: SelectField
  pcd: boolean
  onStateChange?: (value: string) => void
  onCityChange?: (value: string) => void
  onAreaChange?: (value: string) => void
  onPcdChange?: (checked: boolean) => void
  /** Filters the form does not show (a team, a collection…), kept when it is submitted. */
  hiddenFields?: readonly { name: string; value: string }[]
  badges?: readonly JobSearchBadge[]
  clearHref?: string
  onClear?: () => void
  renderLink?: RenderLink
  /** Heading level of 'Filtros' (h2 under the page's h1). */
  headingLevel?: 'h2' | 'h3'
  /** More filter controls of the site's own ('Perto de mim'), drawn in the filter group after the panel, inside
   * the phone's 'Filtros' fold. */
  children?: ReactNode
}

const control = 'border-input bg-background focus-ring min-h-10 w-full rounded-md border px-3 py-2 text-sm'

/** Search box, state / city / area selects, the PcD checkbox, and the active filters as removable badges. */
function JobFilters({
  texts,
  action = '/vagas',
  term,
  suggestions,
  onSearch,
  state,
  city,
  area,
  pcd,
  onStateChange,
  onCityChange,
  onAreaChange,
  onPcdChange,
  hiddenFields = [],
  badges = [],
  clearHref = action,
  onClear,
  renderLink = defaultRenderLink,
  headingLevel: Heading = 'h2',
  children,
  className,
  ...props
}: JobFiltersProps) {
  const id = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const badgesRef = useRef<HTMLUListElement>(null)
  // After a badge is removed its link is gone: focus moves to the badge now in its place, or the search.
  const focusAfterRemoval = useRef<number | null>(null)
  useEffect(() => {
    const index = focusAfterRemoval.current
    if (index === null) return
    focusAfterRemoval.current = null
    const links =
      badgesRef.current?.querySelectorAll<HTMLElement>('[data-slot="job-filters-badge-remove"]') ?? []
    ;(links[Math.min(index, links.length - 1)] ?? searchRef.current)?.focus()
  })

  const [value, setValue] = useState(term)
  const [shown, setShown] = useState(term)
  if (shown !== term) {
    // The term changed elsewhere (a link, back/forward, 'Limpar filtros'): the box follows it.
    setShown(term)
    setValue(term)
  }
  const listId = `${id}-sugestoes`
  const titles = suggestions?.(value) ?? []
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return
    event.preventDefault()
    onSearch(value)
  }

  return (
    <section
      data-slot="job-filters"
      className={['flex flex-col gap-4', className].filter(Boolean).join(' ')}
      {...props}
    >
      <form
        method="get"
        action={action}
        role="search"
        data-slot="job-filters-search"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-termo`} className="text-sm font-medium">
            {texts.searchLabel}
          </label>
          <input
            ref={searchRef}
            id={`${id}-termo`}
            name={JOB_FILTER_PARAMS.term}
            type="search"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            placeholder={texts.searchPlaceholder}
            list={titles.length > 0 ? listId : undefined}
            autoComplete="off"
            maxLength={200}
            className={control}
          />
          <datalist id={listId}>
            {titles.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
        </div>
        <button type="submit" className={buttonVariants()}>
          {texts.searchSubmit}
        </button>
      </form>

      {/* A phone folds the filters behind 'Filtros' and the count of active ones (docs/phone.md). */}
      <FilterFold count={badges.length} texts={texts.fold} formId={`${id}-painel`}>
        <div className="flex flex-col gap-3" role="group" aria-labelledby={`${id}-filtros`}>
          <Heading id={`${id}-filtros`} className="font-heading text-lg font-semibold max-sm:sr-only">
            {texts.filtersTitle}
          </Heading>
          <form
            id={`${id}-painel`}
            method="get"
            action={action}
            data-slot="job-filters-panel"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            {hiddenFields.map((field) => (
              <input key={field.name} type="hidden" name={field.name} value={field.value} />
            ))}
            <FilterSelect
              id={`${id}-estado`}
              label={texts.state}
              name={JOB_FILTER_PARAMS.state}
              field={state}
              onChange={onStateChange}
            />
            <FilterSelect
              id={`${id}-cidade`}
              label={texts.city}
              name={JOB_FILTER_PARAMS.city}
              field={city}
              disabled={city.disabled}
              hint={city.hint}
              onChange={onCityChange}
            />
            <FilterSelect
              id={`${id}-area`}
              label={texts.area}
              name={JOB_FILTER_PARAMS.jobArea}
              field={area}
              onChange={onAreaChange}
            />
            <label className="flex min-h-10 items-center gap-2 self-end text-sm font-medium">
              <input
                type="checkbox"
                name={JOB_FILTER_PARAMS.pcd}
                value="true"
                checked={pcd}
                onChange={(event) => onPcdChange?.(event.currentTarget.checked)}
                className="accent-primary focus-ring size-5 rounded-sm"
              />
              {texts.pcd}
            </label>
            {/* Without scripts the filters apply with this button; with them each change applies at once
              (a button that vanished at hydration would shift the list). */}
            <noscript>
              <button type="submit" className={`${buttonVariants({ variant: 'outline' })} max-sm:hidden`}>
                {texts.applyFilters}
              </button>
            </noscript>
          </form>
          {children}
        </div>
      </FilterFold>

      {badges.length > 0 ? (
        <div data-slot="job-filters-active" className="flex flex-wrap items-center gap-2">
          <p id={`${id}-ativos`} className="sr-only">
            {texts.active}
          </p>
          <ul ref={badgesRef} aria-labelledby={`${id}-ativos`} className="flex flex-wrap gap-2">
            {badges.map((badge, index) => (
              <li
                key={badge.key}
                data-slot="job-filters-badge"
                data-filter={badge.key}
                className="bg-secondary text-secondary-foreground inline-flex items-center gap-1 rounded-full py-0.5 ps-3 pe-0.5 text-sm"
              >
                {badge.label}
                <LinkSlot
                  renderLink={renderLink}
                  href={badge.href}
                  aria-label={badge.removeLabel}
                  data-slot="job-filters-badge-remove"
                  className="focus-ring hover:bg-background/60 inline-flex size-7 items-center justify-center rounded-full"
                  onClick={(event) => {
                    event.preventDefault()
                    focusAfterRemoval.current = index
                    badge.onRemove()
                  }}
                >
                  <CloseIcon />
                </LinkSlot>
              </li>
            ))}
          </ul>
          <LinkSlot
            renderLink={renderLink}
            href={clearHref}
            data-slot="job-filters-clear"
            className={buttonVariants({ variant: 'link', size: 'sm' })}
            onClick={
              onClear
                ? (event) => {
                    event.preventDefault()
                    onClear()
                    searchRef.current?.focus()
                  }
                : undefined
            }
          >
            {texts.clear}
          </LinkSlot>
        </div>
      ) : null}
    </section>
  )
}

/** lucide's 'x' glyph, inline: the icon library's runtime would cost the list page about 3 KiB. */
function CloseIcon() {
  return (
    <InlineIcon className="size-4">
      <path d="M18 6 6 18M6 6l12 12" />
    </InlineIcon>
  )
}

/** A link drawn by the caller's renderer (the router's link on the site). */
function LinkSlot({ renderLink, ...props }: RenderLinkProps & { renderLink: RenderLink }) {
  return renderLink(props)
}

function FilterSelect({
  id,
  label,
  name,
  field,
  disabled,
  hint,
  onChange,
}: {
  id: string
  label: string
  name: string
  field: SelectField
  disabled?: boolean
  hint?: string | null
  onChange?: (value: string) => void
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={field.value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-dica` : undefined}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        className={`${control} disabled:opacity-60`}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-dica`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export { JobFilters }
export type { JobFiltersProps, JobFiltersTexts }
