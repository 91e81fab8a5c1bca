import type { MouseEvent, ReactNode } from 'react'

/** What a component hands to a caller's link renderer (e.g. React Router's `<Link to={href}>`). */
interface RenderLinkProps {
  href: string
  className?: string
  children: ReactNode
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  'aria-label'?: string
  'aria-current'?: 'page'
  'data-slot'?: string
}

/** Renders a navigation link; apps pass one that uses their router, the default is a plain `<a>`. */
type RenderLink = (props: RenderLinkProps) => ReactNode

const defaultRenderLink: RenderLink = ({ href, children, ...props }) => (
  <a href={href} {...props}>
    {children}
  </a>
)

export { defaultRenderLink }
export type { RenderLink, RenderLinkProps }
