import type { headerMessages } from '@carreiras/core'
import { HEADER_OPAQUE_SCROLL_PX } from '@carreiras/core'
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { clsx } from 'clsx'
import { InlineIcon } from '../lib/cx'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { buttonVariants } from '../primitives/button-variants'
import { siteHeaderTexts as texts, type SiteHeaderTexts, type SiteHeaderUser } from './site-header-shared'

type NavKey = keyof typeof headerMessages.nav

const NAV_ORDER: readonly NavKey[] = ['about', 'culture', 'opportunities', 'internship', 'benefits', 'faq']
const DEFAULT_HREFS: Record<NavKey, string> = {
  about: '/#quem-somos',
  culture: '/cultura',
  opportunities: '/vagas',
  internship: '/estagio',
  benefits: '/#beneficios',
  faq: '/faq',
}

// The avatar menu (Radix dropdown, floating-ui) loads only once someone is signed in, so an anonymous
// visitor's first load carries none of it (the public routes' JS budget).
const UserMenu = lazy(() =>
  import('./site-header-user-menu').then((module) => ({ default: module.UserMenu })),
)

// The menu button's two icons drawn inline (lucide's 'menu' and 'x' paths): the icon library's runtime
// would cost the first load more than these two paths.
function MenuIcon({ open }: { open: boolean }) {
  return (
    <InlineIcon className="size-6">
      {open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 12h16M4 6h16M4 18h16" />}
    </InlineIcon>
  )
}

/** Holds the avatar menu's place (same size) while its code loads, so the header never shifts. */
function UserMenuPlaceholder() {
  return (
    <span
      data-slot="site-header-user-menu-placeholder"
      aria-hidden="true"
      className="inline-block h-10 w-10 rounded-full sm:w-40"
    />
  )
}

type SiteHeaderProps = ComponentProps<'header'> & {
  /** Always opaque (the application route); otherwise transparent until HEADER_OPAQUE_SCROLL_PX. */
  opaque?: boolean
  /** The brand's logo (e.g. `<Logo brand="aurora" />`), with its own accessible name. */
  logo?: ReactNode
  homeHref?: string
  hrefs?: Partial<Record<NavKey, string>>
  /** Path of the current page, marked with aria-current. */
  currentPath?: string
  renderLink?: RenderLink
  /** The signed-in person; anonymous visitors see the sign-up button instead of the avatar menu. */
  user?: SiteHeaderUser | null
  onLoginClick?: () => void
  onProfileClick?: () => void
  onChangePasswordClick?: () => void
  onApplicationsClick?: () => void
  onSignOut?: () => void
  /** The saved jobs' link with its count (docs/saved-jobs.md), before the sign-up button or the menu. */
  savedJobs?: ReactNode
  labels?: Partial<typeof texts>
}

/** True once the window has scrolled past `threshold` px. */
function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold, enabled])
  return past
}

/** Fixed site header: logo, main navigation, sign-up button or avatar menu, and a mobile menu. */
function SiteHeader({
  opaque = false,
  logo,
  homeHref = '/',
  hrefs,
  currentPath,
  renderLink = defaultRenderLink,
  user,
  onLoginClick,
  onProfileClick,
  onChangePasswordClick,
  onApplicationsClick,
  onSignOut,
  savedJobs,
  labels,
  className,
  ...props
}: SiteHeaderProps) {
  const t = {
    ...texts,
    ...labels,
    nav: { ...texts.nav, ...labels?.nav },
    menu: { ...texts.menu, ...labels?.menu },
  }
  const links = { ...DEFAULT_HREFS, ...hrefs }
  const scrolled = useScrolledPast(HEADER_OPAQUE_SCROLL_PX, !opaque)
  const solid = opaque || scrolled
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  // Esc closes the mobile menu from anywhere and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const navLinks = (slot: string, itemClass: string, onNavigate?: () => void) =>
    NAV_ORDER.map((key) => (
      <li key={key}>
        {renderLink({
          href: links[key],
          'data-slot': slot,
          'aria-current': currentPath === links[key] ? 'page' : undefined,
          onClick: onNavigate,
          className: itemClass,
          children: t.nav[key],
        })}
      </li>
    ))

  return (
    <header
      data-slot="site-header"
      data-state={solid ? 'opaque' : 'transparent'}
      // clsx, not cn: the header is on every page's first load and its classes never conflict (one
      // colour branch; a caller's className only adds).
      className={clsx(
        'fixed inset-x-0 top-0 z-40',
        'motion-safe:transition-colors motion-safe:duration-200',
        solid || menuOpen ? 'bg-background text-foreground' : 'bg-transparent text-primary-foreground',
        solid && 'shadow-sm',
        className,
      )}
      {...props}
    >
      {/* One fixed height in both states, so turning opaque never shifts the page. */}
      <div data-slot="site-header-bar" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <div data-slot="site-header-logo" className="flex shrink-0 items-center">
          {renderLink({
            href: homeHref,
            className:
              'inline-flex min-h-10 items-center rounded-sm font-heading text-lg font-bold focus-ring',
            children: logo ?? t.home,
          })}
        </div>
        <nav data-slot="site-header-nav" aria-label={t.mainNav} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks(
              'site-header-link',
              'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium focus-ring hover:underline underline-offset-4 aria-[current=page]:underline',
            )}
          </ul>
        </nav>
        <div data-slot="site-header-actions" className="ms-auto flex items-center gap-2 lg:ms-0">
          {savedJobs}
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder />}>
              <UserMenu
                user={user}
                t={t}
                onProfileClick={onProfileClick}
                onChangePasswordClick={onChangePasswordClick}
                onApplicationsClick={onApplicationsClick}
                onSignOut={onSignOut}
              />
            </Suspense>
          ) : (
            <>
              {/* Plain buttons with the Button look; the wrappers carry the breakpoint's display. */}
              <span className="hidden lg:inline-flex">
                <button
                  type="button"
                  data-slot="site-header-login"
                  className={buttonVariants({ variant: 'secondary' })}
                  onClick={onLoginClick}
                >
                  {t.registerCv}
                </button>
              </span>
              <span className="inline-flex lg:hidden">
                <button
                  type="button"
                  data-slot="site-header-login-mobile"
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  onClick={onLoginClick}
                >
                  {t.registerCvMobile}
                </button>
              </span>
            </>
          )}
          <button
            ref={menuButton}
            type="button"
            data-slot="site-header-menu-button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent hover:text-accent-foreground focus-ring lg:hidden"
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      <nav
        id={panelId}
        data-slot="site-header-mobile-nav"
        aria-label={t.mobileNav}
        hidden={!menuOpen}
        className="border-t border-border bg-background text-foreground shadow-md lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {navLinks(
            'site-header-mobile-link',
            'flex min-h-12 items-center rounded-md px-2 text-base font-medium hover:bg-accent hover:text-accent-foreground focus-ring aria-[current=page]:underline',
            () => setMenuOpen(false),
          )}
        </ul>
      </nav>
    </header>
  )
}

export { SiteHeader }
export type { SiteHeaderProps, SiteHeaderTexts, SiteHeaderUser }
