// The home page's marketing sections: 'Junte-se a nós', the stores, the 12 career areas, the testimonials
// carousel, the 6 value cards, the benefits, the awards carousel and the call to register. The brand's
// content arrives as props; the fixed texts default to the catalogue's pages module. On the home's first
// load: plain elements, `cx`, inline icons.
import { HASH_SCROLL_OFFSET_PX } from '@carreiras/core'
import { linkMessages } from '@carreiras/core/messages/link'
import { homePageMessages } from '@carreiras/core/messages/home'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { buttonVariants } from '../primitives/button-variants'
import { Carousel, type CarouselLabels } from '../primitives/carousel'
import { CheckList } from '../primitives/check-list'

const home = homePageMessages

interface SectionImage {
  src: string
  width: number
  height: number
  /** '' when decorative. */
  alt: string
}

const h2 = 'font-heading text-2xl font-bold sm:text-3xl'
const card = 'rounded-lg border border-border bg-card p-6 text-card-foreground'

type SectionProps = Omit<ComponentProps<'section'>, 'title' | 'children'>

function LazyImage({ image, className }: { image: SectionImage; className?: string }) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      className={cx('h-auto max-w-full', className)}
    />
  )
}

/** A section with its h2; `id` sections are reached by a hash and stop below the fixed header. */
function Section({
  id,
  title,
  anchorOffset = HASH_SCROLL_OFFSET_PX,
  className,
  style,
  children,
  slot,
  ...props
}: SectionProps & { title: string; anchorOffset?: number; children: ReactNode; slot: string }) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot={slot}
      style={id ? { scrollMarginTop: anchorOffset, ...style } : style}
      className={cx('flex flex-col gap-4 py-10', className)}
      {...props}
    >
      <h2 id={headingId} className={h2}>
        {title}
      </h2>
      {children}
    </section>
  )
}

type JoinUsProps = SectionProps & {
  text: string
  image?: SectionImage | null
  title?: string
  /** Scroll margin of the #junte-se anchor (HASH_SCROLL_OFFSET_PX). */
  anchorOffset?: number
}

/** 'Junte-se a nós' (#junte-se, the header's 'Quem somos'): who the group is. */
function JoinUs({ text, image, title = home.joinUs, id = 'junte-se', className, ...props }: JoinUsProps) {
  return (
    <Section
      slot="join-us"
      id={id}
      title={title}
      className={cx('md:grid md:grid-cols-2 md:items-center md:gap-x-8', className)}
      {...props}
    >
      <p className="text-lg md:col-start-1">{text}</p>
      {image ? (
        <LazyImage image={image} className="rounded-lg md:col-start-2 md:row-span-2 md:row-start-1" />
      ) : null}
    </Section>
  )
}

type StoresProps = SectionProps & {
  title: string
  text: string
  /** The store locator (an external site). */
  locatorHref: string
  /** 'Mais de 28 lojas', 'Mais de 30 anos de experiência'. */
  facts?: readonly string[]
  labels?: { locator?: string; newTab?: string }
}

/** Our stores: the facts, the text and a link to the external store locator. */
function Stores({
  title,
  text,
  locatorHref,
  facts = [home.stores, home.yearsOfExperience],
  labels,
  className,
  ...props
}: StoresProps) {
  const t = { locator: home.storeLocator, newTab: linkMessages.newTab, ...labels }
  return (
    <Section
      slot="stores"
      title={title}
      className={cx('my-6 rounded-lg bg-surface p-6 text-surface-foreground sm:p-8', className)}
      {...props}
    >
      <ul className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        {facts.map((fact) => (
          <li key={fact} className="font-heading text-xl font-bold">
            {fact}
          </li>
        ))}
      </ul>
      <p>{text}</p>
      <p>
        <a
          href={locatorHref}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
        >
          {t.locator}
          <span className="sr-only"> {t.newTab}</span>
        </a>
      </p>
    </Section>
  )
}

interface CareerArea {
  slug: string
  title: string
  text: string
  /** The area's openings, e.g. '/vagas?field_area=14'. */
  href: string
  /** 'Ver vagas de Tecnologia'; worded from the title by default. */
  linkLabel?: string
}

type CareerAreasProps = SectionProps & {
  title: string
  items: readonly CareerArea[]
  renderLink?: RenderLink
  labels?: { hint?: string; areaJobs?: (area: string) => string }
}

/** The career areas: toggle buttons (aria-pressed); the chosen one's text and a link to its openings. */
function CareerAreas({
  title,
  items,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: CareerAreasProps) {
  const t = { hint: home.areasHint, areaJobs: home.areaJobs, ...labels }
  const [selected, setSelected] = useState(0)
  const baseId = useId()
  const area = items[selected] ?? items[0]
  return (
    <Section slot="career-areas" title={title} className={className} {...props}>
      <p id={`${baseId}-dica`} className="text-muted-foreground">
        {t.hint}
      </p>
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        aria-describedby={`${baseId}-dica`}
      >
        {items.map((item, index) => (
          <li key={item.slug}>
            <button
              type="button"
              aria-pressed={index === selected}
              aria-controls={`${baseId}-painel`}
              onClick={() => setSelected(index)}
              className={cx(
                'min-h-12 w-full rounded-md border border-border bg-background px-3 py-2 text-start text-sm font-medium',
                'hover:bg-accent hover:text-accent-foreground focus-ring',
                'aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
              )}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      {area ? (
        <div
          id={`${baseId}-painel`}
          aria-live="polite"
          data-slot="career-areas-panel"
          className={cx(card, 'flex flex-col gap-3')}
        >
          <h3 className="font-heading text-xl font-semibold">{area.title}</h3>
          <p>{area.text}</p>
          <p>
            {renderLink({
              href: area.href,
              className: buttonVariants({ variant: 'link', size: 'sm' }),
              children: area.linkLabel ?? t.areaJobs(area.title),
            })}
          </p>
        </div>
      ) : null}
    </Section>
  )
}

interface Testimonial {
  name: string
  role: string
  quote: string
}

type TestimonialsProps = SectionProps & {
  title: string
  items: readonly Testimonial[]
  /** The carousel's name ('Depoimentos de colaboradores'). */
  label?: string
  carouselLabels?: CarouselLabels
}

/** Collaborator testimonials, one per view in a carousel. */
function Testimonials({
  title,
  items,
  label = home.testimonialsCarousel,
  carouselLabels,
  className,
  ...props
}: TestimonialsProps) {
  return (
    <Section slot="testimonials" title={title} className={className} {...props}>
      <Carousel label={label} labels={carouselLabels}>
        {items.map((item) => (
          <figure key={item.name} className={cx(card, 'flex h-full flex-col gap-4')}>
            <blockquote className="text-lg">“{item.quote}”</blockquote>
            <figcaption>
              <span className="font-semibold">{item.name}</span>
              <span className="block text-sm text-muted-foreground">{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  )
}

/** The six workplace themes of the value cards. */
type ValueTheme =
  'accessibility' | 'inclusion-diversity' | 'racial-equity' | 'environment' | 'education' | 'privacy'

const VALUE_ICONS: Record<ValueTheme, string> = {
  accessibility: 'M12 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM5 8l7 1.5L19 8M12 9.5V14m0 0-3 6m3-6 3 6',
  'inclusion-diversity':
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20a6 6 0 0 1 12 0m-2 0a6 6 0 0 1 10 0',
  'racial-equity': 'M12 3v18M5 7h14M5 7l-3 7h6L5 7Zm14 0-3 7h6l-3-7Z',
  environment: 'M5 21c0-9 5-15 15-16-1 10-7 15-15 16Zm0 0 8-8',
  education: 'M2 9l10-5 10 5-10 5L2 9Zm4 2v5c3 2 9 2 12 0v-5',
  privacy: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Zm-3 9 2 2 4-4',
}

type ValuesProps = SectionProps & {
  title: string
  items: readonly { theme: ValueTheme; title: string; text: string }[]
}

/** The value cards, one per theme, each with its icon. */
function Values({ title, items, className, ...props }: ValuesProps) {
  return (
    <Section slot="values" title={title} className={cx('gap-6', className)} {...props}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.theme} data-theme-card={item.theme} className={cx(card, 'flex flex-col gap-3')}>
            <InlineIcon className="size-8 text-primary" strokeWidth={1.75}>
              <path d={VALUE_ICONS[item.theme]} />
            </InlineIcon>
            <h3 className="font-heading text-lg font-semibold">{item.title}</h3>
            <p className="text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

type BenefitsProps = SectionProps & {
  title: string
  text: string
  items: readonly string[]
  image?: SectionImage | null
  /** Scroll margin of the #beneficios anchor (HASH_SCROLL_OFFSET_PX). */
  anchorOffset?: number
}

/** The benefits (#beneficios, the header's 'Benefícios'): a text, a check list and an image. */
function Benefits({ title, text, items, image, id = 'beneficios', className, ...props }: BenefitsProps) {
  return (
    <Section
      slot="benefits"
      id={id}
      title={title}
      className={cx('md:grid md:grid-cols-2 md:items-start md:gap-x-8', className)}
      {...props}
    >
      <div className="flex flex-col gap-4 md:col-start-1">
        <p>{text}</p>
        <CheckList items={items} className="grid sm:grid-cols-2" />
      </div>
      {image ? (
        <LazyImage image={image} className="rounded-lg md:col-start-2 md:row-span-2 md:row-start-1" />
      ) : null}
    </Section>
  )
}

type AwardsProps = SectionProps & {
  title: string
  items: readonly { title: string; year: number; image?: SectionImage | null }[]
  /** The carousel's name ('Prêmios e selos'). */
  label?: string
  carouselLabels?: CarouselLabels
}

/** The awards carousel: 3 seals per view, 2 under 522 px. */
function Awards({
  title,
  items,
  label = home.awardsCarousel,
  carouselLabels,
  className,
  ...props
}: AwardsProps) {
  return (
    <Section slot="awards" title={title} className={className} {...props}>
      <Carousel label={label} layout="awards" labels={carouselLabels}>
        {items.map((item) => (
          <div key={item.title} className={cx(card, 'flex h-full flex-col items-center gap-3 text-center')}>
            {item.image ? <LazyImage image={item.image} /> : null}
            <h3 className="font-heading text-base font-semibold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.year}</p>
          </div>
        ))}
      </Carousel>
    </Section>
  )
}

type RegisterCallProps = SectionProps & {
  title: string
  text: string
  findJobHref?: string
  registerHref?: string
  renderLink?: RenderLink
  labels?: { findJob?: string; registerCv?: string }
}

/** The call to register: find a job (/vagas) or register the CV (/deixe-seu-perfil). */
function RegisterCall({
  title,
  text,
  findJobHref = '/vagas',
  registerHref = '/deixe-seu-perfil',
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: RegisterCallProps) {
  const t = { findJob: home.findJob, registerCv: home.registerCv, ...labels }
  return (
    <Section
      slot="register-call"
      title={title}
      className={cx('my-10 items-start rounded-lg bg-primary p-6 text-primary-foreground sm:p-10', className)}
      {...props}
    >
      <p className="text-lg">{text}</p>
      <div className="flex flex-wrap gap-3">
        {renderLink({
          href: findJobHref,
          className: buttonVariants({ variant: 'secondary', size: 'lg' }),
          children: t.findJob,
        })}
        {renderLink({
          href: registerHref,
          className: buttonVariants({ variant: 'outline', size: 'lg' }),
          children: t.registerCv,
        })}
      </div>
    </Section>
  )
}

export { Awards, Benefits, CareerAreas, JoinUs, RegisterCall, Stores, Testimonials, Values }
export type {
  AwardsProps,
  BenefitsProps,
  CareerArea,
  CareerAreasProps,
  JoinUsProps,
  RegisterCallProps,
  SectionImage,
  StoresProps,
  Testimonial,
  TestimonialsProps,
  ValueTheme,
  ValuesProps,
}
