// The top of a page: a title, an optional image or video and an optional job search box 'Pesquisar
// Oportunidades' with type-ahead (from TYPEAHEAD_MIN_CHARS characters, at most TYPEAHEAD_MAX_MATCHES
// suggestions: core's typeaheadMatches). On the home's first load, so: the search is a plain GET form to
// `action` (it works before the page's scripts run, as a search box), and once hydrated the field becomes an
// ARIA 1.2 combobox with a listbox popup. The form's own combobox is small and inline (ui's Combobox brings
// the catalogue and tailwind-merge with it).
import { typeaheadMatches } from '@carreiras/core'
import { comboboxMessages } from '@carreiras/core/messages/combobox'
import { heroMessages } from '@carreiras/core/messages/hero'
import { jobSearchBoxMessages } from '@carreiras/core/messages/job-search-box'
import {
  useId,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { cx, InlineIcon } from '../lib/cx'
import type { Labels } from '../lib/labels'
import { buttonVariants } from '../primitives/button-variants'

const texts = {
  searchLabel: jobSearchBoxMessages.searchLabel,
  searchSubmit: jobSearchBoxMessages.searchSubmit,
  searchPlaceholder: heroMessages.searchPlaceholder,
  suggestions: comboboxMessages.listLabel,
  results: comboboxMessages.results,
}

interface HeroImage {
  src: string
  /** Empty (the default) when the image is decorative. */
  alt?: string
  width: number
  height: number
}

interface HeroVideo {
  src: string
  poster: string
  type?: string
}

type HeroProps = Omit<ComponentProps<'section'>, 'title' | 'onSubmit'> & {
  title: string
  subtitle?: string
  image?: HeroImage
  /** 'background' (a photo behind the text, under a scrim) or 'aside' (an illustration beside it). */
  imageLayout?: 'background' | 'aside'
  /** Muted, looping background video; it does not play when the visitor prefers reduced motion. */
  video?: HeroVideo
  /** Shows the search box: a GET form to this URL (its field is `term`), e.g. '/vagas'. */
  action?: string
  /** Called instead of the native submit once hydrated (e.g. the router's navigate); also shows the box. */
  onSearch?: (term: string) => void
  /** Opening titles offered as type-ahead suggestions (from 1 character, at most 4). */
  titles?: readonly string[]
  /** Called once when the visitor first focuses the box: the time to load `titles`. */
  onSuggestionsNeeded?: () => void
  /** Initial text of the search box (e.g. the stored term). */
  defaultTerm?: string
  labels?: Labels<typeof texts>
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** The visitor's reduced-motion preference; assumed on the server so nothing autoplays before hydration. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => true,
  )
}

const noop = () => () => {}
/** False in the server's HTML and during hydration, true after: the script-driven parts turn on then. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

function SearchIcon() {
  return (
    <InlineIcon className="size-4">
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </InlineIcon>
  )
}

/** The search form: a search box before hydration, a combobox with suggestions after. */
function HeroSearch({
  action,
  onSearch,
  titles,
  onSuggestionsNeeded,
  defaultTerm,
  t,
}: Pick<HeroProps, 'action' | 'onSearch' | 'onSuggestionsNeeded'> & {
  titles: readonly string[]
  defaultTerm: string
  t: Required<Labels<typeof texts>>
}) {
  const id = useId()
  const inputId = `${id}-termo`
  const listId = `${id}-sugestoes`
  const optionId = (index: number) => `${id}-sugestao-${index}`
  const hydrated = useHydrated()
  const [term, setTerm] = useState(defaultTerm)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [asked, setAsked] = useState(false)
  const matches = hydrated ? typeaheadMatches(term, titles) : []
  const expanded = open && matches.length > 0
  const activeIndex = expanded && active < matches.length ? active : -1

  const search = (value: string, form: HTMLFormElement | null) => {
    setOpen(false)
    setActive(-1)
    if (onSearch) onSearch(value.trim())
    else form?.requestSubmit()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return
    event.preventDefault()
    search(term, null)
  }
  const choose = (option: string, form: HTMLFormElement | null) => {
    setTerm(option)
    // The native submit reads the field: it gets the chosen title now, before React renders it.
    const field = form?.elements.namedItem('term')
    if (field instanceof HTMLInputElement) field.value = option
    search(option, form)
  }
  const needSuggestions = () => {
    if (asked) return
    setAsked(true)
    onSuggestionsNeeded?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      setOpen(true)
      const down = event.key === 'ArrowDown'
      if (!expanded) setActive(down ? 0 : count - 1)
      else setActive(down ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1)
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault()
      choose(matches[activeIndex]!, event.currentTarget.form)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      data-slot="hero-search"
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t.searchLabel}
      </label>
      <div className="flex gap-2 text-foreground">
        <div data-slot="hero-search-field" className="relative min-w-0 flex-1">
          <input
            id={inputId}
            name="term"
            type="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t.searchPlaceholder}
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value)
              setOpen(true)
              setActive(-1)
            }}
            onFocus={needSuggestions}
            onKeyDown={hydrated ? onKeyDown : undefined}
            onBlur={() => {
              setOpen(false)
              setActive(-1)
            }}
            {...(hydrated
              ? {
                  role: 'combobox',
                  'aria-autocomplete': 'list' as const,
                  'aria-expanded': expanded,
                  'aria-controls': listId,
                  'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
                }
              : {})}
            className={cx(
              'min-h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground',
              'placeholder:text-muted-foreground focus-ring',
            )}
          />
          {hydrated ? (
            <div
              id={listId}
              role="listbox"
              aria-label={t.suggestions}
              data-slot="hero-search-list"
              hidden={!expanded}
              className={cx(
                'absolute top-full right-0 left-0 z-50 mt-1 max-h-72 overflow-auto p-1',
                'rounded-md border border-border bg-popover text-popover-foreground shadow-md',
              )}
            >
              {matches.map((option, index) => (
                // Keyboard use is on the field (aria-activedescendant); options only take the pointer.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={option}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  data-slot="hero-search-option"
                  className={cx(
                    'flex min-h-10 cursor-pointer items-center rounded-sm px-3 py-2 text-sm break-words',
                    'aria-selected:bg-accent aria-selected:text-accent-foreground',
                  )}
                  // Keep focus in the field while the pointer is down.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={(event) => choose(option, event.currentTarget.closest('form'))}
                >
                  {option}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <button type="submit" className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}>
          <SearchIcon />
          <span className="max-sm:sr-only">{t.searchSubmit}</span>
        </button>
      </div>
      <span
        data-slot="hero-search-status"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      >
        {open && term.trim() ? t.results(matches.length) : ''}
      </span>
    </form>
  )
}

/** The top of a page: title, optional image or video, optional job search with type-ahead. */
function Hero({
  title,
  subtitle,
  image,
  imageLayout = 'background',
  video,
  action,
  onSearch,
  titles = [],
  onSuggestionsNeeded,
  defaultTerm = '',
  labels,
  className,
  children,
  ...props
}: HeroProps) {
  const t = { ...texts, ...labels }
  const reducedMotion = usePrefersReducedMotion()
  const aside = imageLayout === 'aside' && image && !video
  const background = !aside && (video || image)

  return (
    <section
      data-slot="hero"
      className={cx('relative isolate overflow-hidden bg-primary text-primary-foreground', className)}
      {...props}
    >
      {video ? (
        <video
          data-slot="hero-video"
          aria-hidden="true"
          className="absolute inset-0 -z-10 size-full object-cover"
          poster={video.poster}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          preload={reducedMotion ? 'none' : 'metadata'}
        >
          <source src={video.src} type={video.type ?? 'video/mp4'} />
        </video>
      ) : image && !aside ? (
        <img
          data-slot="hero-image"
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      ) : null}
      {/* Keeps the text readable over any photo: the brand colour, mostly opaque. */}
      {background ? (
        <div data-slot="hero-scrim" aria-hidden="true" className="absolute inset-0 -z-10 bg-primary/80" />
      ) : null}
      <div
        data-slot="hero-content"
        className={cx(
          'mx-auto grid max-w-7xl items-center gap-8 px-4 pt-28 pb-16 md:pt-36 md:pb-24',
          aside && 'md:grid-cols-2',
        )}
      >
        <div className="flex flex-col gap-6">
          <h1
            data-slot="hero-title"
            className="max-w-3xl font-heading text-3xl font-bold text-balance md:text-5xl"
          >
            {title}
          </h1>
          {subtitle ? (
            <p data-slot="hero-subtitle" className="max-w-2xl text-lg">
              {subtitle}
            </p>
          ) : null}
          {action !== undefined || onSearch ? (
            <HeroSearch
              action={action}
              onSearch={onSearch}
              titles={titles}
              onSuggestionsNeeded={onSuggestionsNeeded}
              defaultTerm={defaultTerm}
              t={t}
            />
          ) : null}
          {children}
        </div>
        {aside ? (
          <img
            data-slot="hero-image"
            src={image.src}
            alt={image.alt ?? ''}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-lg"
          />
        ) : null}
      </div>
    </section>
  )
}

export { Hero }
export type { HeroImage, HeroProps, HeroVideo }
