// The site header wired to the account bridge: anonymous until the session is known, then the avatar
// menu in the same slot (docs/decisions.md, "Protected routes render in the browser").
import { SiteHeader } from '@carreiras/ui/site-header'
import { useLocation, useMatches, useNavigate } from 'react-router'
import { routerLink } from '../components/router-link'
import { useAccount } from './account-bridge'
import { SavedJobsHeader } from '../saved-jobs/lazy'

/** Core's PROFILE_ROUTE as a literal, keeping core's routes out of the first load (header-routes.test.ts). */
export const PROFILE_ROUTE = '/meu-perfil'
/** The applications box's anchor (core's APPLICATIONS_ANCHOR_ID; a literal keeps core out of the first load). */
const APPLICATIONS_HREF = '/meu-perfil#box-subscription'
/** 'Quem somos' leads to the home's 'Junte-se a nós' section (the other links keep the header's defaults). */
const NAV_HREFS = { about: '/#junte-se' }

interface HeaderLogo {
  src: string
  width: number
  height: number
  alt: string
}

/**
 * A route whose page opens with a hero (a band in the brand's colour under the header) exports
 * `handle = { heroHeader: true }`: there the header is transparent over the hero until
 * HEADER_OPAQUE_SCROLL_PX of scroll. Every other page, the application area (ficha) included, starts
 * with content on the page background, where a transparent header's light text would not be readable:
 * the header is opaque there from the start.
 */
export function useHeroHeader(): boolean {
  return useMatches().some((match) => (match.handle as { heroHeader?: boolean } | undefined)?.heroHeader)
}

export function Header({ siteName, logo }: { siteName: string; logo?: HeaderLogo }) {
  const account = useAccount()
  const location = useLocation()
  const navigate = useNavigate()
  const hero = useHeroHeader()
  return (
    <SiteHeader
      opaque={!hero}
      // The brand's logo (its alt names the link) with its intrinsic size: no layout shift.
      logo={
        logo ? (
          <img
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={logo.alt}
            className="h-10 w-auto"
          />
        ) : (
          <span>{siteName}</span>
        )
      }
      currentPath={location.pathname}
      renderLink={routerLink}
      hrefs={NAV_HREFS}
      user={account.user}
      // 'Cadastre seu Currículo' / 'Faça seu login' open login and save /vagas as the next route.
      onLoginClick={() => account.send({ type: 'headerLogin' })}
      onProfileClick={() => void navigate(PROFILE_ROUTE)}
      onChangePasswordClick={() => account.send({ type: 'changePassword' })}
      onApplicationsClick={() => void navigate(APPLICATIONS_HREF)}
      onSignOut={() => account.send({ type: 'signOut' })}
      savedJobs={<SavedJobsHeader />}
    />
  )
}
