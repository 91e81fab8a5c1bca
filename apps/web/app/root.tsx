import { SiteFooter } from '@carreiras/ui/site-footer'
import type * as React from 'react'
import { useEffect } from 'react'
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import appCss from './app.css?url'
import { CHAT_LAUNCHER_MARK, STORAGE_KEYS, pwaMessages } from '@carreiras/core'
import { AccountProvider, EARLY_LOGIN_SCRIPT } from './account/account-bridge'
import type { AccountPublicConfig } from './account/account-types'
import { remove } from './account/browser-storage'
import { Header } from './account/header'
import { SignedInIntegrations } from './integrations/signed-in'
import { NotFound } from './components/not-found'
import { routerLink } from './components/router-link'
import { brandMessageOverrides, browserConfig, getBrand, getBrandHead } from './brands/index.server'
import { MessageOverridesContext } from './brands/messages-overrides'
import { chatBrowserConfig } from './integrations/chat.server'
import { useNonce } from './lib/csp-nonce'
import { whenPartsHydrated, lazyPart } from './lib/lazy-part'
import { PLATFORM_PROXY_PATH } from './lib/platform-path'
import { securityHeadersMiddleware } from './lib/security-headers.server'
import { ZOD_JITLESS_SCRIPT } from './lib/zod-jitless'
import { layoutTexts } from './texts.server'
import { SavedJobsSync } from './saved-jobs/lazy'
import { pageChrome } from './lib/page-chrome'
import { savedJobsTexts } from './saved-jobs/saved-jobs-texts.server'
// The installable site (docs/pwa.md): manifest and icons, the worker's registration, banner and offer.
import { pwaEarlyScript } from './pwa/early-script.server'
import { PwaSlot } from './pwa/pwa-slot'
import { WebAppLinks } from './pwa/web-app-links'
import { webAppHead } from './pwa/web-app.server'
import { getConfig } from './config.server'
// Real-user figures (docs/performance.md): a sampled share of page loads reports its Core Web Vitals.
import { shownRoute, startWebVitals } from './web-vitals/sampled'

/**
 * The customer chat's launcher (docs/chat-and-marketing.md, docs/phone.md): rendered by the server with the
 * page; in the browser its own chunk, hydrated when it arrives (a press meanwhile is replayed), so the
 * first script of every page does not carry it.
 */
const SiteChatLauncher = lazyPart(() =>
  import('./integrations/chat-launcher').then((module) => module.SiteChatLauncher),
)

// Every response of the site — documents, data requests, resource routes — leaves with the security headers.
export const middleware: Route.MiddlewareFunction[] = [securityHeadersMiddleware]

// Cannot fail: the texts are built from constants and the configuration was validated at start-up.
export function loader() {
  return {
    texts: layoutTexts(),
    account: browserConfig(),
    theme: getBrand().id,
    /** The brand's font faces, fallbacks and tokens (inline <style>) and the font files to preload. */
    brandHead: getBrandHead(),
    messages: brandMessageOverrides(),
    /** The customer chat's launcher: null when CHAT_WIDGET_URL is unset. */
    chat: chatBrowserConfig(),
    /** Saved jobs' toggles, header count and announcements (docs/saved-jobs.md). */
    savedJobs: savedJobsTexts(),
    /** The brand's theme colour and icons (docs/pwa.md). */
    webApp: webAppHead(),
    /** The offline banner's text (pwa-slot.tsx draws it without fetching anything). */
    offlineBanner: pwaMessages.offline.banner,
    /** Keeps the install prompt and registers the service worker after the load (not in development). */
    pwaScript: pwaEarlyScript(import.meta.env.PROD),
    /** The share of page loads that report their Core Web Vitals (WEB_VITALS_SAMPLE_RATE). */
    webVitalsSampleRate: getConfig().webVitalsSampleRate,
  }
}

/** Without the root's data (an error before it loaded) the account commands have nowhere to go. */
const OFFLINE_ACCOUNT: AccountPublicConfig = {
  platformUrl: PLATFORM_PROXY_PATH,
  clientTokens: [],
  companyId: 0,
  supportEmail: '',
  linkedin: { authorizeUrl: '', clientId: '' },
  facebook: { dialogUrl: '' },
}

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  const texts = loaderData?.texts
  if (!texts) return []
  if (!error) return [{ title: texts.siteTitle }]
  return [
    { title: isRouteErrorResponse(error) && error.status === 404 ? texts.notFoundTitle : texts.errorTitle },
  ]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const texts = data?.texts
  const account = data?.account
  const nonce = useNonce()
  // Test cover and question pages hide the header and footer: the test has the whole page. The pending tests
  // hide the header only (docs/decisions.md, "The pending tests page").
  const matches = useMatches()
  // The route shown, for the real-user figures (web-vitals/sampled.ts).
  const leaf = matches[matches.length - 1]
  useEffect(() => {
    if (leaf) shownRoute.current = { pathname: leaf.pathname, params: leaf.params }
  }, [leaf])
  const { chrome, header } = pageChrome(matches.map((match) => match.handle))
  return (
    // Without the root's data (an error before it loaded) the default theme still paints the page.
    // The chat launcher's mark (the theme keeps its room at the page's end) is drawn by the server with the
    // page: set by the launcher after hydration, it made the browser restyle the whole document then
    // (docs/performance.md, "Restyling the whole page after hydration").
    <html
      lang="pt-BR"
      data-brand={data?.theme ?? 'aurora'}
      {...(chrome && data?.chat ? { [CHAT_LAUNCHER_MARK]: '' } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <WebAppLinks head={data?.webApp} />
        {/* Only this brand's fonts: the body and heading weights' latin files load with the stylesheet. */}
        {data?.brandHead.preload.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {data?.brandHead.css ? <style dangerouslySetInnerHTML={{ __html: data.brandHead.css }} /> : null}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: EARLY_LOGIN_SCRIPT }}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: data?.pwaScript ?? '' }}
        />
        {/* Before any module script: no eval probe from zod under the CSP (lib/zod-jitless.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }}
        />
        <Meta />
        <Links />
      </head>
      <body className="bg-background text-foreground flex min-h-screen flex-col font-sans antialiased">
        {/* The brand's wording of the catalogue, for every component that speaks it (brands/use-messages.ts). */}
        <MessageOverridesContext.Provider value={data?.messages}>
          <AccountProvider config={account ?? OFFLINE_ACCOUNT}>
            {texts ? (
              <a
                href="#conteudo"
                className="focus-ring bg-primary text-primary-foreground sr-only rounded-md px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
              >
                {texts.skipLink}
              </a>
            ) : null}
            {header && texts ? <Header siteName={texts.siteName} logo={texts.logo} /> : null}
            {/* At least as tall as the screen: what follows it (the consent prompt, the footer) starts below
              the fold, so it never jumps as a page drawn in the browser (the ficha, the profile, the tests)
              replaces its spinner with the content (layout shift). */}
            <main
              id="conteudo"
              tabIndex={-1}
              className={`mx-auto min-h-svh w-full max-w-5xl flex-1 px-4 pb-8 outline-none ${header ? 'pt-24' : 'pt-8'}`}
            >
              <PwaSlot />
              {children}
            </main>
            {/* Consent prompt and survey for a signed-in person (a lazy chunk; nothing when anonymous). */}
            <SignedInIntegrations config={account ?? OFFLINE_ACCOUNT} />
            {/* Saved jobs (docs/saved-jobs.md): the browser's or the account's list, merged at sign-in. */}
            <SavedJobsSync />
            {chrome && texts ? (
              <SiteFooter
                copyright={texts.copyright}
                links={texts.footer.hrefs}
                social={texts.footer.socialHrefs}
                labels={texts.footer.labels}
                renderLink={routerLink}
              />
            ) : null}
            {chrome && data?.chat ? <SiteChatLauncher config={data.chat} /> : null}
          </AccountProvider>
        </MessageOverridesContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const sampleRate = useRouteLoaderData<typeof loader>('root')?.webVitalsSampleRate ?? 0
  // Marks the page interactive (journeys wait for it before clicking, as a person waits for the page).
  // A sampled load reports its Core Web Vitals (the rate is the configuration's: one draw per page load).
  useEffect(() => startWebVitals(sampleRate), [sampleRate])
  useEffect(() => {
    // Saved job filters live for one visit: a fresh load starts the list over.
    remove('local', STORAGE_KEYS.jobFilters)
    // Once the parts in chunks of their own (lib/lazy-part.tsx) have hydrated too.
    whenPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true'
    })
  }, [])
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = useRouteLoaderData<typeof loader>('root')?.texts
  if (isRouteErrorResponse(error) && error.status === 404 && texts) return <NotFound text={texts.notFound} />
  if (import.meta.env.DEV) console.error(error)
  return (
    <section className="py-16 text-center">
      {/* Without the root's data (its loader never fails) there is no text to show but the status. */}
      <h1 className="font-heading text-3xl font-bold">
        {texts?.errorHeading ?? (isRouteErrorResponse(error) ? error.status : 500)}
      </h1>
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
