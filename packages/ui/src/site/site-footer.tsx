// The site footer: the institutional links, the accessibility statement, five social networks and the
// copyright line. On every page's first load, so it takes its texts from the footer's own modules (not the
// catalogue) and joins classes with `cx`.
import { chromeMessages } from '@carreiras/core/messages/chrome'
import { linkMessages } from '@carreiras/core/messages/link'
import { footerMessages } from '@carreiras/core/messages/footer'
import type { ComponentProps, ReactNode } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import type { Labels } from '../lib/labels'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { SocialIcon } from '../primitives/social-icon'

type FooterNetwork = keyof typeof footerMessages.social

type FooterLinkKey =
  'whistleblower' | 'customerService' | 'ombudsman' | 'privacyPolicy' | 'termsOfService' | 'accessibility'

const texts = { ...footerMessages, ...chromeMessages.footer, newTab: linkMessages.newTab }

const SOCIAL_ORDER: readonly FooterNetwork[] = ['linkedin', 'facebook', 'instagram', 'twitter', 'youtube']
const LINK_ORDER: readonly Exclude<FooterLinkKey, 'accessibility'>[] = [
  'whistleblower',
  'customerService',
  'ombudsman',
  'privacyPolicy',
  'termsOfService',
]

const DEFAULT_LINKS: Record<FooterLinkKey, string> = {
  whistleblower: '/canal-de-denuncias',
  customerService: '/sac',
  ombudsman: '/ouvidoria',
  privacyPolicy: '/termos-de-uso',
  termsOfService: '/termos-de-servico',
  accessibility: '/acessibilidade',
}

type SiteFooterLabels = Labels<Omit<typeof texts, 'social' | 'copyright'>> & {
  social?: Partial<Record<FooterNetwork, string>>
}

type SiteFooterProps = ComponentProps<'footer'> & {
  /** Company named in the copyright line. */
  companyName?: string
  year?: number
  /** The whole copyright line, already worded (wins over companyName and year). */
  copyright?: string
  /** Profile URLs of the five networks; a network without a URL is left out. */
  social?: Partial<Record<FooterNetwork, string>>
  /** Targets of the institutional links; paths starting with '/' go through `renderLink`. */
  links?: Partial<Record<FooterLinkKey, string>>
  renderLink?: RenderLink
  labels?: SiteFooterLabels
}

const textLink =
  'inline-flex min-h-6 items-center gap-1 rounded-sm underline-offset-4 hover:underline focus-ring'

/** Site footer: institutional links, accessibility statement, social networks and copyright. */
function SiteFooter({
  companyName = '',
  year = new Date().getFullYear(),
  copyright,
  social = {},
  links,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: SiteFooterProps) {
  const t = { ...texts, ...labels, social: { ...texts.social, ...labels?.social } }
  const hrefs = { ...DEFAULT_LINKS, ...links }

  // Internal pages use the app's router; external channels open in a new tab.
  const institutional = (href: string, children: ReactNode, slot: string) =>
    href.startsWith('/') ? (
      renderLink({ href, className: textLink, children, 'data-slot': slot })
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className={textLink} data-slot={slot}>
        {children}
        <span className="sr-only"> {t.newTab}</span>
      </a>
    )

  return (
    <footer
      data-slot="site-footer"
      className={cx('border-t border-border bg-surface text-surface-foreground', className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <nav data-slot="site-footer-links" aria-label={t.linksNav}>
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {LINK_ORDER.map((key) => (
              <li key={key}>{institutional(hrefs[key], t[key], `site-footer-link-${key}`)}</li>
            ))}
            <li>
              {institutional(
                hrefs.accessibility,
                <>
                  <AccessibilitySymbol />
                  {t.accessibility}
                </>,
                'site-footer-accessibility',
              )}
            </li>
          </ul>
        </nav>
        <nav data-slot="site-footer-social" aria-label={t.socialNav}>
          <ul className="flex gap-2">
            {SOCIAL_ORDER.filter((network) => social[network]).map((network) => (
              <li key={network}>
                <a
                  href={social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-slot="site-footer-social-link"
                  data-network={network}
                  className={cx(
                    'inline-flex size-10 items-center justify-center rounded-full',
                    'bg-background text-foreground hover:bg-accent hover:text-accent-foreground focus-ring',
                  )}
                >
                  <SocialIcon network={network} />
                  <span className="sr-only">{`${t.social[network]} ${t.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p data-slot="site-footer-copyright" className="border-t border-border px-4 py-4 text-center text-sm">
        {copyright ?? t.copyright(year, companyName)}
      </p>
    </footer>
  )
}

/** The international accessibility symbol (a figure in a circle); decorative beside its text. */
function AccessibilitySymbol() {
  return (
    <InlineIcon data-slot="site-footer-accessibility-symbol" className="size-5 shrink-0" strokeWidth="1.75">
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="6.5" r="1.25" fill="currentColor" stroke="none" />
      <path d="M7 9.5l5 1 5-1M12 10.5v4M12 14.5l-2.5 4.5M12 14.5l2.5 4.5" />
    </InlineIcon>
  )
}

export { SiteFooter }
export type { SiteFooterLabels, SiteFooterProps }
