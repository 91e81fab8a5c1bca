// The home page's marketing sections (doc 02, "Home marketing sections"), from the brand's content.
// Plain elements with the theme's tokens: no `cn`, no catalogue, no brand module in the bundle.
import { buttonVariants } from '@carreiras/ui/button-variants'
import { useState, type CSSProperties, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import type { HomeTexts } from '../../texts.server'
import { Carousel } from './carousel'
import { CheckList } from './check-list'

const h2 = 'font-heading text-2xl font-bold sm:text-3xl'
const card = 'bg-card text-card-foreground border-border rounded-lg border p-6'

export function HomeHero({ texts }: { texts: HomeTexts }) {
  const { media } = texts
  return (
    <section aria-labelledby="home-hero-title" className="grid items-center gap-8 py-8 md:grid-cols-2">
      <div className="flex flex-col gap-5">
        <h1 id="home-hero-title" className="font-heading text-4xl font-bold sm:text-5xl">
          {texts.heading}
        </h1>
        {texts.subtitle ? <p className="text-muted-foreground text-lg">{texts.subtitle}</p> : null}
        {/* A plain GET form before hydration; React Router's Form navigates in-app after it. */}
        <Form method="get" action="/vagas" role="search" className="flex flex-col gap-2">
          <label htmlFor="home-search" className="font-medium">
            {texts.search.label}
          </label>
          <div className="flex gap-2">
            <input
              id="home-search"
              name="term"
              type="search"
              autoComplete="off"
              placeholder={texts.search.placeholder}
              className="border-input bg-background focus-ring min-h-10 w-full min-w-0 rounded-md border px-3 text-base"
            />
            <button type="submit" className={buttonVariants()}>
              {texts.search.submit}
            </button>
          </div>
        </Form>
        <p>
          <Link to="/vagas" className={buttonVariants({ variant: 'outline' })}>
            {texts.seeOpportunities}
          </Link>
        </p>
      </div>
      {media?.type === 'image' ? (
        <img
          src={media.src}
          width={media.width}
          height={media.height}
          alt={media.alt}
          fetchPriority="high"
          className="h-auto w-full rounded-lg"
        />
      ) : media?.type === 'video' ? (
        <video
          src={media.src}
          poster={media.poster}
          muted
          loop
          playsInline
          autoPlay
          className="aspect-video w-full rounded-lg object-cover motion-reduce:hidden"
        />
      ) : null}
    </section>
  )
}

/** A section reached by a hash (#junte-se, #beneficios): it stops below the fixed header. */
function AnchoredSection({
  id,
  offset,
  labelledBy,
  children,
  className = '',
}: {
  id: string
  offset: number
  labelledBy: string
  children: ReactNode
  className?: string
}) {
  const style: CSSProperties = { scrollMarginTop: offset }
  return (
    <section id={id} aria-labelledby={labelledBy} style={style} className={`py-10 ${className}`}>
      {children}
    </section>
  )
}

function LazyImage({
  image,
  className = '',
}: {
  image: { src: string; width: number; height: number; alt: string }
  className?: string
}) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  )
}

export function JoinUs({ texts }: { texts: HomeTexts }) {
  const { joinUs } = texts
  return (
    <AnchoredSection
      id="junte-se"
      offset={texts.anchorOffset}
      labelledBy="junte-se-title"
      className="grid items-center gap-8 md:grid-cols-2"
    >
      <div className="flex flex-col gap-4">
        <h2 id="junte-se-title" className={h2}>
          {joinUs.title}
        </h2>
        <p className="text-lg">{joinUs.text}</p>
      </div>
      {joinUs.image ? <LazyImage image={joinUs.image} className="rounded-lg" /> : null}
    </AnchoredSection>
  )
}

export function Stores({ texts }: { texts: HomeTexts }) {
  const { stores } = texts
  return (
    <section
      aria-labelledby="lojas-title"
      className="bg-surface text-surface-foreground my-6 flex flex-col gap-4 rounded-lg p-6 sm:p-8"
    >
      <h2 id="lojas-title" className={h2}>
        {stores.title}
      </h2>
      <ul className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        {stores.facts.map((fact) => (
          <li key={fact} className="font-heading text-xl font-bold">
            {fact}
          </li>
        ))}
      </ul>
      <p>{stores.text}</p>
      <p>
        <a
          href={stores.locator.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
        >
          {stores.locator.label}
          <span className="sr-only"> {stores.locator.newTab}</span>
        </a>
      </p>
    </section>
  )
}

export function CareerAreas({ texts }: { texts: HomeTexts }) {
  const { areas } = texts
  const [selected, setSelected] = useState(0)
  const area = areas.items[selected] ?? areas.items[0]!
  return (
    <section aria-labelledby="areas-title" className="flex flex-col gap-4 py-10">
      <h2 id="areas-title" className={h2}>
        {areas.title}
      </h2>
      <p className="text-muted-foreground" id="areas-hint">
        {areas.hint}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" aria-describedby="areas-hint">
        {areas.items.map((item, index) => (
          <li key={item.slug}>
            <button
              type="button"
              aria-pressed={index === selected}
              aria-controls="area-panel"
              onClick={() => setSelected(index)}
              className="border-border bg-background hover:bg-accent hover:text-accent-foreground focus-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:border-primary min-h-12 w-full rounded-md border px-3 py-2 text-start text-sm font-medium"
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      <div id="area-panel" aria-live="polite" className={`${card} flex flex-col gap-3`}>
        <h3 className="font-heading text-xl font-semibold">{area.title}</h3>
        <p>{area.text}</p>
        <p>
          <Link to={area.href} className={buttonVariants({ variant: 'link', size: 'sm' })}>
            {area.linkLabel}
          </Link>
        </p>
      </div>
    </section>
  )
}

export function Testimonials({ texts }: { texts: HomeTexts }) {
  const { testimonials } = texts
  return (
    <section aria-labelledby="depoimentos-title" className="flex flex-col gap-4 py-10">
      <h2 id="depoimentos-title" className={h2}>
        {testimonials.title}
      </h2>
      <Carousel
        label={testimonials.label}
        texts={texts.carousel}
        items={testimonials.items}
        itemKey={(item) => item.name}
        renderSlide={(item) => (
          <figure className={`${card} flex h-full flex-col gap-4`}>
            <blockquote className="text-lg">“{item.quote}”</blockquote>
            <figcaption>
              <span className="font-semibold">{item.name}</span>
              <span className="text-muted-foreground block text-sm">{item.role}</span>
            </figcaption>
          </figure>
        )}
      />
    </section>
  )
}

const VALUE_ICONS: Record<string, string> = {
  accessibility: 'M12 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM5 8l7 1.5L19 8M12 9.5V14m0 0-3 6m3-6 3 6',
  'inclusion-diversity':
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20a6 6 0 0 1 12 0m-2 0a6 6 0 0 1 10 0',
  'racial-equity': 'M12 3v18M5 7h14M5 7l-3 7h6L5 7Zm14 0-3 7h6l-3-7Z',
  environment: 'M5 21c0-9 5-15 15-16-1 10-7 15-15 16Zm0 0 8-8',
  education: 'M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5',
  privacy: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Zm-3 9 2 2 4-4',
}

export function Values({ texts }: { texts: HomeTexts }) {
  const { values } = texts
  return (
    <section aria-labelledby="valores-title" className="flex flex-col gap-6 py-10">
      <h2 id="valores-title" className={h2}>
        {values.title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {values.items.map((item) => (
          <li key={item.theme} data-theme-card={item.theme} className={`${card} flex flex-col gap-3`}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="text-primary size-8"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.75}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={VALUE_ICONS[item.theme]} />
            </svg>
            <h3 className="font-heading text-lg font-semibold">{item.title}</h3>
            <p className="text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Benefits({ texts }: { texts: HomeTexts }) {
  const { benefits } = texts
  return (
    <AnchoredSection
      id="beneficios"
      offset={texts.anchorOffset}
      labelledBy="beneficios-title"
      className="grid items-center gap-8 md:grid-cols-2"
    >
      <div className="flex flex-col gap-4">
        <h2 id="beneficios-title" className={h2}>
          {benefits.title}
        </h2>
        <p>{benefits.text}</p>
        <CheckList items={benefits.items} className="grid sm:grid-cols-2" />
      </div>
      {benefits.image ? <LazyImage image={benefits.image} className="rounded-lg" /> : null}
    </AnchoredSection>
  )
}

export function Awards({ texts }: { texts: HomeTexts }) {
  const { awards } = texts
  return (
    <section aria-labelledby="premios-title" className="flex flex-col gap-4 py-10">
      <h2 id="premios-title" className={h2}>
        {awards.title}
      </h2>
      <Carousel
        label={awards.label}
        texts={texts.carousel}
        items={awards.items}
        // 3 seals per view, 2 under AWARDS_NARROW_BELOW_PX (522 px).
        slideClassName="basis-1/2 min-[522px]:basis-1/3"
        itemKey={(item) => item.title}
        renderSlide={(item) => (
          <div className={`${card} flex h-full flex-col items-center gap-3 text-center`}>
            {item.image ? <LazyImage image={item.image} /> : null}
            <h3 className="font-heading text-base font-semibold">{item.title}</h3>
            <p className="text-muted-foreground text-sm">{item.year}</p>
          </div>
        )}
      />
    </section>
  )
}

export function RegisterCall({ texts }: { texts: HomeTexts }) {
  const { register } = texts
  return (
    <section
      aria-labelledby="cadastro-title"
      className="bg-primary text-primary-foreground my-10 flex flex-col items-start gap-4 rounded-lg p-6 sm:p-10"
    >
      <h2 id="cadastro-title" className={h2}>
        {register.title}
      </h2>
      <p className="text-lg">{register.text}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/vagas" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {register.findJob}
        </Link>
        <Link to="/deixe-seu-perfil" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {register.registerCv}
        </Link>
      </div>
    </section>
  )
}
