import { mergeMessages, ptBR } from '@carreiras/core'
import type { RenderLink } from '@carreiras/ui/lib/render-link'
import { SiteFooter } from '@carreiras/ui/site-footer'
import { SiteHeader } from '@carreiras/ui/site-header'
import { useEffect, type ReactNode } from 'react'
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { AccountProvider, openHeaderLogin, useSessionView, type AccountConfig } from './account'
import appCss from './app.css?url'
import { brand, head } from './brand.server'
import { clientTokens, publicPlatformUrl } from './platform.server'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appCss }]

export function loader() {
  const account: AccountConfig = {
    platformUrl: publicPlatformUrl,
    clientTokens,
    companyId: brand.company.id,
    supportEmail: brand.supportEmail,
    termsHref: brand.links.footer.privacyPolicy,
  }
  return {
    brand: {
      id: brand.id,
      siteName: brand.siteName,
      companyName: brand.company.name,
      logo: brand.logo,
      footer: brand.links.footer,
      social: brand.links.social,
    },
    /** The brand's colours (and fonts, when it has its own) as CSS variables for the <head>. */
    css: head.css,
    preload: head.preload,
    account,
    /** The texts the brand rewords; the browser's flows merge them into core's catalogue. */
    messages: brand.messages ?? {},
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.brand.siteName }] : [])

/** The design system draws links through the router's. */
export const routerLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
)

/** The catalogue as this brand words it, for the flows that render in the browser. */
export function useMessages() {
  const overrides = useRouteLoaderData<typeof loader>('root')?.messages
  return mergeMessages(ptBR, overrides)
}

function Header({
  siteName,
  logo,
}: {
  siteName: string
  logo: Route.ComponentProps['loaderData']['brand']['logo']
}) {
  const { user, account } = useSessionView()
  const { pathname } = useLocation()
  return (
    <SiteHeader
      opaque
      logo={
        <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} className="h-10 w-auto" />
      }
      currentPath={pathname}
      renderLink={routerLink}
      user={user}
      onLoginClick={() => openHeaderLogin(account)}
      onSignOut={() => account?.session.send({ type: 'session.signOut' })}
      aria-label={siteName}
    />
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="pt-BR" data-brand={data?.brand.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data?.preload.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {data?.css ? <style dangerouslySetInnerHTML={{ __html: data.css }} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="bg-background text-foreground flex min-h-screen flex-col font-sans antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { brand, account } = loaderData
  // Marks the page interactive: the repository's journey waits for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <AccountProvider config={account}>
      <Header siteName={brand.siteName} logo={brand.logo} />
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 pt-24 pb-8">
        <Outlet />
      </main>
      <SiteFooter
        companyName={brand.companyName}
        links={brand.footer}
        social={brand.social}
        renderLink={routerLink}
      />
    </AccountProvider>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="font-heading text-3xl font-bold">
        {notFound ? ptBR.pages.notFound : ptBR.common.uoops}
      </h1>
      {notFound ? null : <p className="text-muted-foreground mt-4">{ptBR.errors.INTERNAL}</p>}
      <p className="mt-6">
        <Link to="/" className="focus-ring text-primary underline underline-offset-4">
          {ptBR.hunting.goHome}
        </Link>
      </p>
    </section>
  )
}
