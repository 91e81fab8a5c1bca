import { ptBR } from '@carreiras/core'
import { Search } from 'lucide-react'
import { useId, useState, useSyncExternalStore, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'
import { Combobox } from './combobox'

const texts = {
  searchLabel: ptBR.jobs.searchLabel,
  searchSubmit: ptBR.jobs.searchSubmit,
  searchPlaceholder: ptBR.ui.domain.hero.searchPlaceholder,
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

type HeroProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: string
  subtitle?: string
  image?: HeroImage
  /** Muted, looping background video; it does not play when the visitor prefers reduced motion. */
  video?: HeroVideo
  /** Shows the search box when given. */
  onSearch?: (term: string) => void
  /** Opening titles offered as type-ahead suggestions (from 1 character, at most 4). */
  titles?: readonly string[]
  /** Initial text of the search box (e.g. the stored term). */
  defaultTerm?: string
  labels?: Partial<typeof texts>
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

/** The top of a page: title, optional background image or video, optional job search with type-ahead. */
function Hero({
  title,
  subtitle,
  image,
  video,
  onSearch,
  titles = [],
  defaultTerm = '',
  labels,
  className,
  children,
  ...props
}: HeroProps) {
  const t = { ...texts, ...labels }
  const inputId = useId()
  const [term, setTerm] = useState(defaultTerm)
  const reducedMotion = usePrefersReducedMotion()
  const search = (value: string) => onSearch?.(value.trim())
  const submit = (event: FormEvent) => {
    event.preventDefault()
    search(term)
  }

  return (
    <section
      data-slot="hero"
      className={cn('relative isolate overflow-hidden bg-primary text-primary-foreground', className)}
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
      ) : image ? (
        <img
          data-slot="hero-image"
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      ) : null}
      {/* Keeps the text readable over any photo: the brand colour, mostly opaque. */}
      {video || image ? <div data-slot="hero-scrim" aria-hidden="true" className="absolute inset-0 -z-10 bg-primary/80" /> : null}
      <div data-slot="hero-content" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-28 pb-16 md:pt-36 md:pb-24">
        <h1 data-slot="hero-title" className="max-w-3xl font-heading text-3xl font-bold text-balance md:text-5xl">
          {title}
        </h1>
        {subtitle ? <p data-slot="hero-subtitle" className="max-w-2xl text-lg">{subtitle}</p> : null}
        {onSearch ? (
          <form data-slot="hero-search" role="search" onSubmit={submit} className="flex max-w-2xl flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-semibold">
              {t.searchLabel}
            </label>
            <div className="flex gap-2 text-foreground">
              <Combobox
                id={inputId}
                options={titles}
                value={term}
                onValueChange={setTerm}
                onSelect={(option) => {
                  setTerm(option)
                  search(option)
                }}
                onSubmit={search}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
                wrapperClassName="flex-1"
              />
              <Button type="submit" variant="secondary" className="shrink-0">
                <Search aria-hidden="true" />
                <span className="max-sm:sr-only">{t.searchSubmit}</span>
              </Button>
            </div>
          </form>
        ) : null}
        {children}
      </div>
    </section>
  )
}

export { Hero }
export type { HeroImage, HeroProps, HeroVideo }
