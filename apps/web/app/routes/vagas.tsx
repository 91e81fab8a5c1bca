// /vagas: the job list (doc 01 §2 "Job list", §4 "Job list paging"). The first page is rendered on the
// server from the URL's filters (or the visitor's location as the default city); after hydration core's
// job-search machine takes over as a lazily loaded chunk: filter changes and 'VER MAIS OPORTUNIDADES'
// fetch without a reload and the address bar follows the filters, so any list can be shared. A signed-in
// candidate's card buttons follow their subscriptions, loaded 300 ms after each page is listed.
import { isPlatformError } from '@carreiras/api'
import {
  STORAGE_KEYS,
  activeFilterKeys,
  isLastPage,
  jobFiltersFromUrl,
  jobFiltersToUrl,
  locationCity,
  removeFilter,
  selectSuggestions,
  withDefaultLocation,
  type JobFilterBadgeKey,
  type JobFilters,
} from '@carreiras/core'
import { buttonVariants } from '@carreiras/ui/button-variants'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Form, Link, data, redirect, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { read, write } from '../account/browser-storage'
import { MaskIcon } from '../components/mask-icon'
import { rememberCards } from '../jobs/card-cache'
import { JobCard } from '../jobs/job-card'
import type { JobCardView } from '../jobs/job-card-view'
import { loadCities, loadJobPage, visitorLocation } from '../jobs/job-list.server'
import type { JobSearchActor } from '../jobs/job-search.client'
import { jobListTexts, type JobListTexts } from '../jobs/job-texts.server'
import { useSubscriptionSteps } from '../jobs/use-subscription-steps'
import { pageMeta } from '../lib/seo'
import { siteOrigin } from '../lib/site-url.server'
import type { Route } from './+types/vagas'

export async function loader({ request }: Route.LoaderArgs) {
  const texts = jobListTexts()
  const url = new URL(request.url)
  const { filters: chosen, explicit } = jobFiltersFromUrl(url.searchParams)
  const filters = withDefaultLocation(chosen, explicit ? null : await visitorLocation(request), explicit)
  const canonical = `${siteOrigin(request)}/vagas${String(jobFiltersToUrl(chosen)) ? `?${jobFiltersToUrl(chosen)}` : ''}`
  try {
    const [items, cities] = await Promise.all([
      loadJobPage(filters, 1, request.signal),
      loadCities(filters.state),
    ])
    return data({ texts, filters, items, cities, canonical, unavailable: false })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    console.error('[vagas] opportunities API unavailable:', error.code, error.message)
    return data(
      { texts, filters, items: [] as JobCardView[], cities: [] as string[], canonical, unavailable: true },
      { status: 503 },
    )
  }
}

// Saved filters (doc 01 §2): coming back to /vagas inside the site (a job's 'VER MAIS OPORTUNIDADES
// DISPONÍVEIS', the header) shows the list as it was left. The root clears them on every fresh load.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  if (!jobFiltersFromUrl(url.searchParams).explicit) {
    const saved = read('local', STORAGE_KEYS.jobFilters)
    if (saved) throw redirect(`/vagas?${saved}`)
  }
  return serverLoader()
}

/** The search the machine just wrote into the address bar: its list is already on screen. */
let machineSearch: string | null = null

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    machineSearch !== null &&
    currentUrl.pathname === nextUrl.pathname &&
    nextUrl.search === machineSearch
  ) {
    machineSearch = null
    return false
  }
  return defaultShouldRevalidate
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { texts, canonical } = loaderData
  return pageMeta({ title: texts.title, description: texts.description, url: canonical })
}

type LoaderData = Route.ComponentProps['loaderData']
type Snapshot = ReturnType<JobSearchActor['getSnapshot']>

/** The machine after hydration; null until its chunk has loaded (the page works as plain links meanwhile). */
function useJobSearch(loaderData: LoaderData) {
  const navigate = useNavigate()
  const [actor, setActor] = useState<JobSearchActor | null>(null)
  const actorRef = useRef<JobSearchActor | null>(null)
  const queued = useRef<Parameters<JobSearchActor['send']>[0][]>([])
  const initial = useRef(loaderData)
  /** A new token each time the machine says the candidate's subscriptions are due. */
  const [subscriptionsDue, setSubscriptionsDue] = useState<object | null>(null)

  useEffect(() => {
    let cancelled = false
    void import('../jobs/job-search.client').then(({ createJobSearch }) => {
      if (cancelled) return
      const created = createJobSearch({
        filters: initial.current.filters,
        items: initial.current.items,
        syncUrl: (search) => {
          machineSearch = search ? `?${search}` : ''
          void navigate({ search: machineSearch }, { preventScrollReset: true })
        },
        loadSubscriptions: () => setSubscriptionsDue({}),
      })
      for (const event of queued.current.splice(0)) created.send(event)
      actorRef.current = created
      setActor(created)
    })
    return () => {
      cancelled = true
      actorRef.current?.stop()
      actorRef.current = null
    }
  }, [navigate])

  // New data from the server (back/forward, a link, a reload of the route): show it as it came.
  useEffect(() => {
    if (loaderData === initial.current) return
    initial.current = loaderData
    actorRef.current?.send({ type: 'list.loaded', filters: loaderData.filters, items: loaderData.items })
  }, [loaderData])

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore<Snapshot | null>(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  )
  const send = useCallback((event: Parameters<JobSearchActor['send']>[0]) => {
    if (actorRef.current) actorRef.current.send(event)
    else queued.current.push(event)
  }, [])
  return { ready: actor !== null, snapshot, send, subscriptionsDue }
}

export default function Vagas({ loaderData }: Route.ComponentProps) {
  const { texts, unavailable } = loaderData
  const { ready, snapshot, send, subscriptionsDue } = useJobSearch(loaderData)
  // Signed in: the buttons follow the candidate's subscriptions, loaded 300 ms after each page (§4).
  const steps = useSubscriptionSteps(subscriptionsDue && { due: subscriptionsDue })
  const filters = snapshot?.context.filters ?? loaderData.filters
  const items = (snapshot?.context.items as JobCardView[] | undefined) ?? loaderData.items
  const loading = snapshot?.matches('loading') ?? false
  const failed = snapshot?.matches('failed') ?? false
  const ended = snapshot ? snapshot.context.ended : isLastPage(loaderData.items.length)
  const cities = useCities(filters.state, loaderData)
  useEffect(() => rememberCards(items), [items])

  const navigate = useNavigate()
  /** Before the machine has loaded, a change navigates to the same URL it would write (the server lists). */
  const change = (patch: Partial<JobFilters>) => {
    if (ready) {
      send({ type: 'filters.change', filters: patch })
      return
    }
    const search = String(jobFiltersToUrl({ ...filters, ...patch }))
    write('local', STORAGE_KEYS.jobFilters, search)
    void navigate({ search: `?${search}` }, { preventScrollReset: true })
  }

  const announcement = loading
    ? ''
    : failed
      ? texts.unavailable
      : texts.results.replace('{n}', String(items.length))

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
      <SearchBox
        texts={texts}
        term={filters.term}
        ready={ready}
        snapshot={snapshot}
        onSearch={(term) => send({ type: 'term.submit', term })}
      />
      <section aria-labelledby="filtros-titulo" className="flex flex-col gap-3">
        <h2 id="filtros-titulo" className="font-heading text-lg font-semibold">
          {texts.filtersTitle}
        </h2>
        <Form
          method="get"
          action="/vagas"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          preventScrollReset
        >
          {filters.term ? <input type="hidden" name="term" value={filters.term} /> : null}
          {filters.team ? <input type="hidden" name="area" value={filters.team} /> : null}
          {filters.collection ? <input type="hidden" name="collection" value={filters.collection} /> : null}
          <FilterSelect
            label={texts.state}
            name="state"
            value={filters.state}
            onChange={(state) => change({ state: state as JobFilters['state'], city: '', noLocation: true })}
            options={[
              { value: '', label: texts.allStates },
              ...texts.states.map((s) => ({ value: s.abbr, label: s.name })),
            ]}
          />
          <FilterSelect
            label={texts.city}
            name="city"
            value={cityOption(filters.city, cities)}
            disabled={!filters.state}
            hint={filters.state ? undefined : texts.cityNeedsState}
            onChange={(city) => change({ city, noLocation: city === '' ? true : filters.noLocation })}
            options={[
              { value: '', label: texts.allCities },
              ...withCurrent(cities, filters.city).map((city) => ({ value: city, label: city })),
            ]}
          />
          <FilterSelect
            label={texts.area}
            name="field_area"
            value={filters.jobArea === null ? '' : String(filters.jobArea)}
            onChange={(area) => change({ jobArea: area ? Number(area) : null })}
            options={[
              { value: '', label: texts.allAreas },
              ...texts.areas.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
          <label className="flex min-h-10 items-center gap-2 self-end text-sm font-medium">
            <input
              type="checkbox"
              name="pcd"
              value="true"
              checked={filters.pcd}
              onChange={(event) => change({ pcd: event.currentTarget.checked })}
              className="accent-primary focus-ring size-5 rounded-sm"
            />
            {texts.pcd}
          </label>
          {filters.noLocation ? <input type="hidden" name="local" value="0" /> : null}
          {/* Without scripts the filters apply with this button; with them each change applies at once
              (a button that vanished at hydration would shift the list). */}
          <noscript>
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              {texts.applyFilters}
            </button>
          </noscript>
        </Form>
        <FilterBadges
          texts={texts}
          filters={filters}
          cities={cities}
          ready={ready}
          onRemove={(key) => send({ type: 'filters.change', filters: removeFilter(key) })}
          onClear={() => send({ type: 'filters.clear' })}
        />
      </section>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {unavailable && !snapshot ? (
        <p role="alert" className="border-border bg-surface text-surface-foreground rounded-lg border p-4">
          {texts.unavailable}
        </p>
      ) : items.length === 0 && !loading && !failed ? (
        <p className="text-muted-foreground">{texts.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-busy={loading}>
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} texts={texts.card} step={steps.get(job.id)} />
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <div
          role="alert"
          className="border-border bg-surface text-surface-foreground flex flex-wrap items-center gap-3 rounded-lg border p-4"
        >
          <span>{texts.unavailable}</span>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'page.retry' })}
          >
            {texts.retry}
          </button>
        </div>
      ) : null}
      {!ended && items.length > 0 && !failed ? (
        <p className="flex justify-center">
          <button
            type="button"
            className={buttonVariants({ size: 'lg' })}
            aria-disabled={loading || undefined}
            onClick={() => {
              if (!loading) send({ type: 'page.more' })
            }}
          >
            {loading ? texts.loadingMore : texts.loadMore}
          </button>
        </p>
      ) : null}
    </div>
  )
}

/** The list's own name for a city that came upper case and without accents (the default location). */
function cityOption(city: string, cities: readonly string[]): string {
  if (!city) return ''
  const key = locationCity(city)
  return cities.find((name) => locationCity(name) === key) ?? city
}

function withCurrent(cities: readonly string[], city: string): string[] {
  if (!city || cities.some((name) => locationCity(name) === locationCity(city))) return [...cities]
  return [city, ...cities]
}

/** The cities of the chosen state: from the server for the first one, fetched when the state changes. */
function useCities(state: string, loaderData: LoaderData): string[] {
  const [byState, setByState] = useState<Record<string, string[]>>(() =>
    loaderData.filters.state ? { [loaderData.filters.state]: loaderData.cities } : {},
  )
  useEffect(() => {
    if (!state || byState[state]) return
    const controller = new AbortController()
    fetch(`/api/cidades?state=${state}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ cities: string[] }>) : { cities: [] }))
      .then((body) => setByState((current) => ({ ...current, [state]: body.cities })))
      .catch(() => {
        // Offline: the select keeps 'Todas as cidades' and the chosen city.
      })
    return () => controller.abort()
  }, [state, byState])
  return state ? (byState[state] ?? []) : []
}

interface Option {
  value: string
  label: string
}

function FilterSelect({
  label,
  name,
  value,
  options,
  disabled,
  hint,
  onChange,
}: {
  label: string
  name: string
  value: string
  options: Option[]
  disabled?: boolean
  hint?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-dica` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="border-input bg-background focus-ring min-h-10 w-full rounded-md border px-3 py-2 text-sm disabled:opacity-60"
      >
        {options.map((option) => (
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

function SearchBox({
  texts,
  term,
  ready,
  snapshot,
  onSearch,
}: {
  texts: JobListTexts
  term: string
  ready: boolean
  snapshot: Snapshot | null
  onSearch: (term: string) => void
}) {
  const [value, setValue] = useState(term)
  const [shown, setShown] = useState(term)
  if (shown !== term) {
    // The term changed elsewhere (a link, back/forward): the box follows it.
    setShown(term)
    setValue(term)
  }
  const listId = useId()
  const suggestions = snapshot ? selectSuggestions(snapshot, value) : []
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!ready) return
    event.preventDefault()
    onSearch(value)
  }
  return (
    <Form
      method="get"
      action="/vagas"
      role="search"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={`${listId}-termo`} className="text-sm font-medium">
          {texts.searchLabel}
        </label>
        <input
          id={`${listId}-termo`}
          name="term"
          type="search"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={texts.searchPlaceholder}
          list={suggestions.length > 0 ? listId : undefined}
          autoComplete="off"
          maxLength={200}
          className="border-input bg-background focus-ring min-h-10 w-full rounded-md border px-3 py-2 text-sm"
        />
        <datalist id={listId}>
          {suggestions.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
      </div>
      <button type="submit" className={buttonVariants()}>
        {texts.searchSubmit}
      </button>
    </Form>
  )
}

function FilterBadges({
  texts,
  filters,
  cities,
  ready,
  onRemove,
  onClear,
}: {
  texts: JobListTexts
  filters: JobFilters
  cities: readonly string[]
  ready: boolean
  onRemove: (key: JobFilterBadgeKey) => void
  onClear: () => void
}) {
  const keys = activeFilterKeys(filters)
  if (keys.length === 0) return null
  const label = (key: JobFilterBadgeKey): string => {
    switch (key) {
      case 'state':
        return texts.states.find((s) => s.abbr === filters.state)?.name ?? filters.state
      case 'city':
        return cityOption(filters.city, cities)
      case 'jobArea':
        return texts.areas.find((a) => a.id === filters.jobArea)?.name ?? ''
      case 'pcd':
        return texts.pcd
      case 'team':
        return texts.teams.find((t) => t.slug === filters.team)?.title ?? filters.team
      case 'collection':
        return filters.collection
    }
  }
  const hrefWithout = (patch: Partial<JobFilters>) => {
    const search = String(jobFiltersToUrl({ ...filters, ...patch }))
    return search ? `/vagas?${search}` : '/vagas'
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{texts.active}</h3>
      <ul className="flex flex-wrap gap-2">
        {keys.map((key) => {
          const text = label(key)
          return (
            <li
              key={key}
              className="bg-secondary text-secondary-foreground inline-flex items-center gap-1 rounded-full py-0.5 ps-3 pe-0.5 text-sm"
            >
              {text}
              <Link
                to={hrefWithout(removeFilter(key))}
                preventScrollReset
                onClick={(event) => {
                  if (!ready) return
                  event.preventDefault()
                  onRemove(key)
                }}
                aria-label={texts.removeFilter.replace('{label}', text)}
                className="focus-ring hover:bg-background/60 inline-flex size-7 items-center justify-center rounded-full"
              >
                <MaskIcon name="x" className="size-4" />
              </Link>
            </li>
          )
        })}
      </ul>
      <Link
        to={hrefWithout({
          state: '',
          city: '',
          jobArea: null,
          pcd: false,
          team: '',
          collection: '',
          term: '',
          noLocation: true,
        })}
        preventScrollReset
        onClick={(event) => {
          if (!ready) return
          event.preventDefault()
          onClear()
        }}
        className={buttonVariants({ variant: 'link', size: 'sm' })}
      >
        {texts.clear}
      </Link>
    </div>
  )
}
