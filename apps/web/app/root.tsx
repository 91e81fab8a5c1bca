import type * as React from 'react'
import {
  Link,
  Links,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { brand } from './brand'
import { NotFound } from './components/not-found'
import { layoutTexts } from './texts.server'

// Cannot fail: the texts are built from constants, so the layout always has them.
export function loader() {
  return { texts: layoutTexts() }
}

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  const texts = loaderData?.texts
  if (!texts) return []
  if (!error) return [{ title: texts.siteTitle }]
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? texts.notFoundTitle : texts.errorTitle }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const texts = useRouteLoaderData<typeof loader>('root')?.texts
  return (
    <html lang="pt-BR" data-brand={brand.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-background text-foreground flex min-h-screen flex-col font-sans antialiased">
        {texts ? (
          <a
            href="#conteudo"
            className="focus-ring bg-primary text-primary-foreground sr-only rounded-md px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
          >
            {texts.skipLink}
          </a>
        ) : null}
        {texts ? (
          <header className="border-border border-b">
            <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
              <Link to="/" className="focus-ring font-heading text-lg font-bold">
                {texts.siteName}
              </Link>
              <nav aria-label={texts.mainNav}>
                <ul className="flex gap-4">
                  <li>
                    <NavLink
                      to="/vagas"
                      end
                      className="focus-ring rounded-sm underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
                    >
                      {texts.opportunities}
                    </NavLink>
                  </li>
                </ul>
              </nav>
            </div>
          </header>
        ) : null}
        <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
          {children}
        </main>
        {texts ? (
          <footer className="border-border text-muted-foreground border-t">
            <p className="mx-auto max-w-5xl px-4 py-6 text-sm">{texts.copyright}</p>
          </footer>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = useRouteLoaderData<typeof loader>('root')?.texts
  if (isRouteErrorResponse(error) && error.status === 404 && texts) return <NotFound text={texts.notFound} />
  if (import.meta.env.DEV) console.error(error)
  return (
    <section className="py-16 text-center">
      {/* Without the root's data (its loader never fails) there is no text to show but the status. */}
      <h1 className="font-heading text-3xl font-bold">{texts?.errorHeading ?? (isRouteErrorResponse(error) ? error.status : 500)}</h1>
      {texts ? (
        <>
          <p className="text-muted-foreground mt-4">{texts.errorMessage}</p>
          <p className="mt-6">
            <Link to="/" className="focus-ring text-primary underline underline-offset-4">
              {texts.backHome}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  )
}
