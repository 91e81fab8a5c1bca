// The server entry: React Router's default Node entry, plus one line that validates the configuration when
// the server bundle is loaded, so a bad environment variable stops `react-router-serve` at start-up, and the
// document's Content-Security-Policy with a fresh nonce for every inline script of this response
// (lib/security-headers.server.ts; the root's middleware adds the other security headers), and the page's
// modules asked for after its first paint instead of in its <head> (lib/module-preloads.server.ts).
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { STORAGE_KEYS } from '@carreiras/core'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction } from 'react-router'
import { ServerRouter, isRouteErrorResponse } from 'react-router'
import { getConfig } from './config.server'
import { NonceContext } from './lib/csp-nonce'
import { deferModulePreloads, type SignedInPreloads } from './lib/module-preloads.server'
import { logServerError, requestLogFields } from './lib/log.server'
import { createNonce, documentSecurityPolicy } from './lib/security-headers.server'
import accountRuntimeFiles, {
  chatLauncherFiles,
  protectedPartFiles,
} from 'virtual:carreiras/account-runtime-preloads'
import { pageChrome } from './lib/page-chrome'

/**
 * What a page asks for with its own modules when a session is stored: the root's parts it draws (the account
 * runtime's news wait for them to hydrate: ROOT_PART_MODULES in account-runtime-preloads.plugin.ts), the
 * account runtime's files, and those of the protected parts its routes import (protectedPart in
 * app/account/require-session.tsx).
 */
function signedInPreloads(context: EntryContext): SignedInPreloads {
  const { matches, loaderData } = context.staticHandlerContext
  const chat = Boolean((loaderData.root as { chat?: unknown } | undefined)?.chat)
  const drawsChat = chat && pageChrome(matches.map((match) => match.route.handle)).chrome
  const hrefs = new Set(drawsChat ? chatLauncherFiles : [])
  for (const href of accountRuntimeFiles) hrefs.add(href)
  for (const match of matches) {
    const module = context.manifest.routes[match.route.id]?.module
    for (const href of (module && protectedPartFiles[module]) || []) hrefs.add(href)
  }
  return { hrefs: [...hrefs], sessionKey: STORAGE_KEYS.session }
}

getConfig()

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = createNonce()
  responseHeaders.set('Content-Security-Policy', documentSecurityPolicy(nonce))
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers (and SPA mode) get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Everything the first render has is written in place (docs/architecture.md, "Parts in their own
        // chunk"). By default React moves any finished boundary that comes after the first 12.8 KB of the
        // page — every lazy part: the save buttons, the chat launcher — to hidden blocks at the document's
        // end, shown later by an inline script, in batches up to 300 ms apart: the parts appeared late, and a
        // part hydrated before its block was shown stood twice in the document for a moment.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(deferModulePreloads(body, nonce, signedInPreloads(routerContext)))
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Shell errors reach `handleError` below; log only the ones streamed after the shell.
          if (shellRendered) logServerError('render failed', error, requestLogFields(request))
        },
      },
    )
  })
}

/**
 * A loader's, an action's or a render's error, as one JSON line with core's redaction (lib/log.server.ts): no
 * query string, CPF, e-mail or token reaches the log. A request the browser aborted is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  // A 4xx answer (no route matches, a loader's 404) is the visitor's doing, not the server's.
  if (isRouteErrorResponse(error) && error.status < 500) return
  logServerError('request failed', error, requestLogFields(request))
}
