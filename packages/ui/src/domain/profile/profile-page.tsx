// /meu-perfil's layout: a spinner until the data is loaded; then a sidebar menu with icons whose links scroll
// to each box — leaving the fixed header's height plus 20 px above it, 100 px above the applications box
// (#box-subscription) — and move the focus there; the invitation a basically empty profile gets; the boxes
// (the caller's children, each under its anchor id); and 'Remover minha conta'. An address with a box's
// anchor (/meu-perfil#box-subscription) scrolls to it once loaded, following the boxes above as they finish
// loading until the candidate scrolls or types. Every link is an ordinary anchor, so the menu works by
// keyboard and without script.
import { PROFILE_BOX_IDS, ptBR, profileAnchorOf, profileScrollTop, type Messages } from '@carreiras/core'
import {
  Award,
  BadgeCheck,
  Briefcase,
  ClipboardList,
  GraduationCap,
  HeartHandshake,
  Languages,
  Sparkles,
  ShieldCheck,
  UserRound,
  UserRoundPen,
} from 'lucide-react'
import {
  Children,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { cn } from '../../lib/cn'
import { useDrawnParts } from '../../lib/drawn-in-parts'
import { Button } from '../../primitives/button'
import { Spinner } from '../../primitives/spinner'

/** One entry of the sidebar: the box's anchor id, its title and a decorative icon. */
type ProfileMenuItem = { id: string; label: string; icon: ReactNode }

/** How long after loading an anchor from the address keeps following the boxes as they grow. */
const FOLLOW_ANCHOR_MS = 3000

type ProfileMenuMessages = { profile: { menu: Messages['profile']['menu'] } }

/** The profile's boxes in the page's order, with their icons. */
function profileMenuItems(messages: ProfileMenuMessages = ptBR): ProfileMenuItem[] {
  const menu = messages.profile.menu
  const icon = (Icon: typeof UserRound) => <Icon aria-hidden="true" />
  return [
    { id: PROFILE_BOX_IDS.personalData, label: menu.personalData, icon: icon(UserRound) },
    { id: PROFILE_BOX_IDS.education, label: menu.educations, icon: icon(GraduationCap) },
    { id: PROFILE_BOX_IDS.experience, label: menu.experiences, icon: icon(Briefcase) },
    { id: PROFILE_BOX_IDS.language, label: menu.languages, icon: icon(Languages) },
    { id: PROFILE_BOX_IDS.cause, label: menu.causes, icon: icon(HeartHandshake) },
    { id: PROFILE_BOX_IDS.acknowledgement, label: menu.acknowledgements, icon: icon(Award) },
    { id: PROFILE_BOX_IDS.certification, label: menu.certifications, icon: icon(BadgeCheck) },
    { id: PROFILE_BOX_IDS.skills, label: menu.skills, icon: icon(Sparkles) },
    { id: PROFILE_BOX_IDS.applications, label: menu.applications, icon: icon(ClipboardList) },
    { id: PROFILE_BOX_IDS.privacy, label: menu.privacy, icon: icon(ShieldCheck) },
  ]
}

/** The fixed site header's height (0 when there is none). */
function siteHeaderHeight(): number {
  return document.querySelector<HTMLElement>('[data-slot="site-header"]')?.offsetHeight ?? 0
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Scrolls the page so the box sits under the header (core's offsets); false when it is not there. */
function scrollToBox(id: string, headerHeight: () => number, smooth: boolean): boolean {
  const box = document.getElementById(id)
  if (!box) return false
  const top = profileScrollTop(id, box.getBoundingClientRect().top + window.scrollY, headerHeight())
  window.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' })
  return true
}

/** Moves the focus to a box (made focusable by script only: it is not a control). */
function focusBox(id: string) {
  const box = document.getElementById(id)
  if (!box) return
  if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '-1')
  box.focus({ preventScroll: true })
}

type ProfileInvitation = {
  title: string
  message: string
  actionLabel: string
  onAction: () => void
}

type ProfilePageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The page's heading ('Meu Perfil'). */
  heading: ReactNode
  /** A line under the heading ('Olá, Ana!'). */
  greeting?: ReactNode
  /** A spinner instead of the page until the profile is loaded. */
  loading?: boolean
  loadingText?: string
  /** The sidebar's entries (`profileMenuItems()` by default). */
  menu?: readonly ProfileMenuItem[]
  /** The sidebar's accessible name. */
  menuLabel?: string
  /** The invitation of a basically empty profile; null when the profile is not empty. */
  invitation?: ProfileInvitation | null
  /** 'Remover minha conta', when a removal link is allowed. */
  removeAccount?: { label: string; onRemove: () => void } | null
  /** The fixed header's height in px (read from the site header by default). */
  headerHeight?: () => number
  /** The boxes, each in an element whose id is its menu entry's. */
  children: ReactNode
  /**
   * The boxes drawn one render after another once the data is loaded, each render one React may pause, and
   * 'Remover minha conta' with the last: shorter tasks than all of them at once (docs/performance.md, "The
   * ficha and the profile drawn in parts").
   */
  progressive?: boolean
}

function ProfilePage({
  heading,
  greeting,
  loading = false,
  loadingText = ptBR.common.loading,
  menu = profileMenuItems(),
  menuLabel = ptBR.profile.page.menuLabel,
  invitation = null,
  removeAccount = null,
  headerHeight = siteHeaderHeight,
  children,
  progressive = false,
  className,
  ...props
}: ProfilePageProps) {
  const headingId = useId()
  const invitationId = useId()
  // The page's first draw (the menu and every box) in a render React can pause for input and paint: the
  // end of the loading comes from a machine's snapshot, which renders at once, in one task, so the spinner
  // stays for that render and the boxes follow in a deferred one (docs/performance.md, "The ficha's form
  // drawn in a render that yields").
  const deferredLoading = useDeferredValue(loading)
  const drawnLoading = loading || deferredLoading
  const boxes = Children.toArray(children)
  const drawnBoxes = useDrawnParts(boxes.length, progressive, !drawnLoading)

  // An anchor in the address (#box-subscription) scrolls to its box once the page is drawn, and keeps
  // it in view while the boxes above finish loading, until the candidate scrolls, clicks or types.
  const followAnchor = useEffectEvent(() => {
    const id = profileAnchorOf(window.location.hash)
    if (!id) return undefined
    const follow = () => scrollToBox(id, headerHeight, false)
    follow()
    const stop = () => {
      window.clearTimeout(timer)
      observer?.disconnect()
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
        window.removeEventListener(type, stop)
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow)
    observer?.observe(document.body)
    const timer = window.setTimeout(stop, FOLLOW_ANCHOR_MS)
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.addEventListener(type, stop, { passive: true })
    return stop
  })
  useEffect(() => {
    if (drawnLoading) return
    return followAnchor()
  }, [drawnLoading])

  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (!scrollToBox(id, headerHeight, true)) return
    event.preventDefault()
    window.history.replaceState(window.history.state, '', `#${id}`)
    focusBox(id)
  }

  if (drawnLoading) {
    return (
      <div data-slot="profile-page-loading" className="flex justify-center py-16">
        <Spinner label={loadingText} />
      </div>
    )
  }

  return (
    <div
      data-slot="profile-page"
      className={cn('flex flex-col gap-6 py-8 lg:flex-row lg:items-start lg:gap-10', className)}
      {...props}
    >
      <nav
        data-slot="profile-page-menu"
        aria-label={menuLabel}
        className={cn(
          // Under the fixed header (its 4rem bar) plus the spec's 20 px.
          'lg:sticky lg:top-[5.25rem] lg:w-64 lg:shrink-0',
          'rounded-lg border border-border bg-card p-2 text-card-foreground',
        )}
      >
        <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
          {menu.map((item) => (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                data-slot="profile-page-menu-link"
                onClick={go(item.id)}
                className={cn(
                  'focus-ring flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                  'text-foreground hover:bg-accent hover:text-accent-foreground',
                  '[&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary',
                )}
              >
                {item.icon}
                <span className="whitespace-nowrap">{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div data-slot="profile-page-content" className="flex min-w-0 flex-1 flex-col gap-8">
        <header className="flex flex-col gap-1">
          <h1 id={headingId} className="font-heading text-3xl font-bold break-words">
            {heading}
          </h1>
          {greeting ? <p className="text-lg">{greeting}</p> : null}
        </header>
        {invitation ? (
          <section
            data-slot="profile-page-invitation"
            aria-labelledby={invitationId}
            className="flex flex-col gap-3 rounded-lg border border-primary bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:p-6"
          >
            <UserRoundPen aria-hidden="true" className="size-10 shrink-0 text-primary" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 id={invitationId} className="font-heading text-lg font-semibold break-words">
                {invitation.title}
              </h2>
              <p className="text-sm text-muted-foreground">{invitation.message}</p>
            </div>
            <Button type="button" className="sm:shrink-0" onClick={invitation.onAction}>
              {invitation.actionLabel}
            </Button>
          </section>
        ) : null}
        {boxes.slice(0, drawnBoxes)}
        {removeAccount && drawnBoxes >= boxes.length ? (
          <p data-slot="profile-page-remove-account">
            <Button type="button" variant="outline" onClick={removeAccount.onRemove}>
              {removeAccount.label}
            </Button>
          </p>
        ) : null}
      </div>
    </div>
  )
}

export { ProfilePage, profileMenuItems, siteHeaderHeight }
export type { ProfileInvitation, ProfileMenuItem, ProfilePageProps }
