// The site header wired to the account bridge: anonymous until the session is known, then the avatar
// menu in the same slot (DECISIONS.md, Pages).
import { SiteHeader } from '@carreiras/ui/site-header'
import type { RenderLink } from '@carreiras/ui/lib/render-link'
import { Link, useLocation, useNavigate } from 'react-router'
import { useAccount } from './account-bridge'

const renderLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)

export const PROFILE_ROUTE = '/meu-perfil'
const APPLICATIONS_HREF = '/meu-perfil#candidaturas'
/** 'Quem somos' leads to the home's 'Junte-se a nós' section (the other links keep the header's defaults). */
const NAV_HREFS = { about: '/#junte-se' }

interface HeaderLogo {
  src: string
  width: number
  height: number
  alt: string
}

export function Header({ siteName, logo }: { siteName: string; logo?: HeaderLogo }) {
  const account = useAccount()
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <SiteHeader
      opaque
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
      renderLink={renderLink}
      hrefs={NAV_HREFS}
      user={account.user}
      // 'Cadastre seu Currículo' / 'Faça seu login' open login and save /vagas as the next route.
      onLoginClick={() => account.send({ type: 'headerLogin' })}
      onProfileClick={() => void navigate(PROFILE_ROUTE)}
      onChangePasswordClick={() => account.send({ type: 'changePassword' })}
      onApplicationsClick={() => void navigate(APPLICATIONS_HREF)}
      onSignOut={() => account.send({ type: 'signOut' })}
    />
  )
}
