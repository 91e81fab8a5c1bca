import { domainMessages } from '@carreiras/core/messages/domain'
import { jobMessages, jobsMessages } from '@carreiras/core/messages/jobs'
import {
  Accessibility,
  Baby,
  Briefcase,
  Bus,
  Dumbbell,
  Gift,
  GraduationCap,
  HeartPulse,
  House,
  MapPin,
  PiggyBank,
  ShieldCheck,
  Smile,
  Utensils,
  type LucideIcon,
} from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'

// The catalogue's defaults from the job pages' own text modules (not the whole catalogue: this ships on
// the public job page); the site passes the brand's wording in `labels`.
const texts = {
  ...domainMessages.detail,
  levelValue: jobsMessages.level,
  responsibilities: jobMessages.responsibilities,
  requirements: jobMessages.requirements,
  workEnvironment: jobMessages.workEnvironment,
  benefits: jobMessages.benefits,
  otherBenefits: jobMessages.otherBenefits,
  pcd: jobMessages.pcd,
  moreOpportunities: jobMessages.moreOpportunities,
}

/** Benefit icon names the platform sends, mapped to icons; any other name gets a generic gift. */
const BENEFIT_ICONS: Record<string, LucideIcon> = {
  health: HeartPulse,
  'mental-health': HeartPulse,
  dental: Smile,
  meal: Utensils,
  grocery: Utensils,
  restaurant: Utensils,
  transport: Bus,
  bus: Bus,
  gym: Dumbbell,
  education: GraduationCap,
  'online-courses': GraduationCap,
  'life-insurance': ShieldCheck,
  daycare: Baby,
  'profit-sharing': PiggyBank,
  pension: PiggyBank,
  'home-office': House,
}

interface JobBenefit {
  id: string | number
  name: string
  icon?: string | null
}

type HtmlSection = 'responsibilities' | 'requirements' | 'workEnvironment'
const HTML_SECTIONS: readonly HtmlSection[] = ['responsibilities', 'requirements', 'workEnvironment']

type JobDetailProps = Omit<ComponentProps<'article'>, 'title'> & {
  title: string
  /** The opportunity level ('Pleno'), shown as 'Nível Pleno'. */
  level?: string | null
  /** The level line already worded (the site words it on the server); wins over `level`. */
  levelText?: string | null
  actingMode?: string | null
  /** The address already formatted ('Av. Paulista, 1000 - Bela Vista, São Paulo - SP'). */
  address?: string | null
  /**
   * HTML of each section. The CALLER MUST SANITIZE it (e.g. with DOMPurify on the server) before
   * passing it: it is rendered with dangerouslySetInnerHTML as given.
   */
  sanitizedHtml?: Partial<Record<HtmlSection, string | null>>
  /** The opening's further descriptions (HTML, sanitized by the caller as above), each without a heading. */
  sanitizedDescriptions?: readonly string[]
  benefits?: readonly JobBenefit[]
  /** Other benefits, as plain text. */
  otherBenefits?: string | null
  pcd?: boolean
  /** Slot for the JobActionButton. */
  action?: ReactNode
  /** Slot for the ShareWidget. */
  share?: ReactNode
  /** Target of 'VER MAIS OPORTUNIDADES DISPONÍVEIS'. */
  moreHref?: string
  renderLink?: RenderLink
  labels?: Partial<typeof texts>
}

// Classes are joined plainly (no class merging on the public job page): a caller's className adds to
// the article's and does not override a conflicting one.
const proseClass = [
  'text-base leading-relaxed break-words',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_strong]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
].join(' ')

/** The opportunity page's content: heading and facts, HTML sections, benefits, and slots for action and share. */
function JobDetail({
  title,
  level,
  levelText,
  actingMode,
  address,
  sanitizedHtml = {},
  sanitizedDescriptions = [],
  benefits = [],
  otherBenefits,
  pcd = false,
  action,
  share,
  moreHref = '/vagas',
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: JobDetailProps) {
  const t = { ...texts, ...labels }
  const id = useId()
  const sectionHeading = 'font-heading text-xl font-semibold'
  return (
    <article
      data-slot="job-detail"
      className={['flex flex-col gap-8 text-foreground', className].filter(Boolean).join(' ')}
      {...props}
    >
      <header data-slot="job-detail-header" className="flex flex-col gap-3">
        <h1 data-slot="job-detail-title" className="font-heading text-3xl font-bold text-balance break-words">
          {title}
        </h1>
        <dl
          data-slot="job-detail-facts"
          className="flex flex-col gap-1 text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6"
        >
          {levelText || level ? (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t.level}</dt>
              <dd>{levelText || t.levelValue(level!)}</dd>
            </div>
          ) : null}
          {actingMode ? (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t.actingMode}</dt>
              <Briefcase aria-hidden="true" className="size-4" />
              <dd>{actingMode}</dd>
            </div>
          ) : null}
          {address ? (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t.address}</dt>
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <dd>{address}</dd>
            </div>
          ) : null}
        </dl>
        {pcd ? (
          <p data-slot="job-detail-pcd" className="flex items-center gap-2 font-medium">
            <span className="rounded-full bg-secondary p-1 text-secondary-foreground">
              <Accessibility aria-hidden="true" className="size-5" />
            </span>
            {t.pcd}
          </p>
        ) : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-8">
          {HTML_SECTIONS.map((key) =>
            sanitizedHtml[key] ? (
              <section
                key={key}
                data-slot="job-detail-section"
                data-section={key}
                aria-labelledby={`${id}-${key}`}
              >
                <h2 id={`${id}-${key}`} className={sectionHeading}>
                  {t[key]}
                </h2>
                <div className={proseClass} dangerouslySetInnerHTML={{ __html: sanitizedHtml[key] }} />
              </section>
            ) : null,
          )}
          {sanitizedDescriptions.map((html, index) =>
            html ? (
              <div
                key={index}
                data-slot="job-detail-description"
                className={proseClass}
                dangerouslySetInnerHTML={{ __html: html }}
              />
            ) : null,
          )}
          {benefits.length > 0 || otherBenefits ? (
            <section
              data-slot="job-detail-benefits"
              aria-labelledby={`${id}-benefits`}
              className="flex flex-col gap-4"
            >
              <h2 id={`${id}-benefits`} className={sectionHeading}>
                {t.benefits}
              </h2>
              {benefits.length > 0 ? (
                <ul className="grid gap-3 sm:grid-cols-2">
                  {benefits.map((benefit) => {
                    const Icon = BENEFIT_ICONS[benefit.icon ?? ''] ?? Gift
                    return (
                      <li
                        key={benefit.id}
                        data-slot="job-detail-benefit"
                        data-icon={benefit.icon ?? undefined}
                        className="flex items-center gap-3"
                      >
                        <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
                          <Icon aria-hidden="true" className="size-5" />
                        </span>
                        {benefit.name}
                      </li>
                    )
                  })}
                </ul>
              ) : null}
              {otherBenefits ? (
                <div data-slot="job-detail-other-benefits">
                  <h3 className="font-semibold">{t.otherBenefits}</h3>
                  <p className="whitespace-pre-line">{otherBenefits}</p>
                </div>
              ) : null}
            </section>
          ) : null}
        </div>
        <aside data-slot="job-detail-aside" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          {action}
          {share}
        </aside>
      </div>

      {renderLink({
        href: moreHref,
        'data-slot': 'job-detail-more',
        className:
          'self-start rounded-sm font-semibold text-primary underline underline-offset-4 hover:decoration-2 focus-ring',
        children: t.moreOpportunities,
      })}
    </article>
  )
}

export { BENEFIT_ICONS, JobDetail }
export type { JobBenefit, JobDetailProps }
