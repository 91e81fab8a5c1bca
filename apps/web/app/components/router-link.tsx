// The design system's components draw their links through a `renderLink` prop: on the site that is the
// router's <Link>, so a click navigates in app (prefetch and scroll restoration included).
import type { RenderLink } from '@carreiras/ui/lib/render-link'
import { Link } from 'react-router'

export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)
