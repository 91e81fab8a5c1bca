// The site footer with the brand's links (doc 01, "Header and footer"): institutional links, the
// accessibility statement, five social networks and the copyright line. Plain elements and Tailwind
// tokens (no `cn`), so every page's first load stays light; texts and links come from the root loader.
import { MaskIcon } from '../mask-icon'
import { Link } from 'react-router'
import type { LayoutTexts } from '../../texts.server'

const textLink =
  'inline-flex min-h-6 items-center gap-1 rounded-sm underline-offset-4 hover:underline focus-ring'

export function SiteFooter({ texts }: { texts: LayoutTexts }) {
  const { footer } = texts
  return (
    <footer data-slot="site-footer" className="bg-surface text-surface-foreground border-border border-t">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <nav aria-label={footer.linksNav}>
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {footer.links.map((link) => (
              <li key={link.key}>
                {link.href.startsWith('/') ? (
                  <Link to={link.href} className={textLink} data-slot={`site-footer-link-${link.key}`}>
                    {link.label}
                  </Link>
                ) : (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={textLink}
                    data-slot={`site-footer-link-${link.key}`}
                  >
                    {link.label}
                    <span className="sr-only"> {footer.newTab}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={footer.socialNav}>
          <ul className="flex gap-2">
            {footer.social.map((item) => (
              <li key={item.network}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-network={item.network}
                  className="bg-background text-foreground hover:bg-accent hover:text-accent-foreground focus-ring inline-flex size-10 items-center justify-center rounded-full"
                >
                  <MaskIcon name={item.network} />
                  <span className="sr-only">{`${item.label} ${footer.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-border border-t px-4 py-4 text-center text-sm">{texts.copyright}</p>
    </footer>
  )
}
