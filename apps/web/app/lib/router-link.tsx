// The design system's links (`renderLink`) as this site's router links: client-side navigation.
import type { RenderLink } from '@carreiras/ui/lib/render-link'
import { Link } from 'react-router'

export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)
