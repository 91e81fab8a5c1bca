import { Transform, type PassThrough } from 'node:stream'

/**
 * The page's module list, asked for once the page has painted. React Router puts a `<link rel="modulepreload">`
 * for every module of the page's first load in its <head>; with them there, the scripts often arrive while the
 * HTML is still being parsed and the browser runs them (the whole framework) before its first paint, so the
 * first paint (and Lighthouse's first-paint graph) waits for the JavaScript. Without any, the module script at
 * the end of <body> finds the modules one import level at a time, a round trip per level: seven levels on a
 * signed-in page, seconds on a phone's network. So the <head> keeps none of them, and a small inline script
 * adds the same links once the page has painted: it paints first, then every module is asked for at once
 * (docs/performance.md, "The page's modules asked for at once, after the first paint"). Only the <head> is
 * filtered; the rest streams as is.
 */
export function deferModulePreloads(
  target: PassThrough,
  nonce: string,
  signedIn: SignedInPreloads = NO_SIGNED_IN_PRELOADS,
): Transform {
  let head = ''
  let done = false
  const filter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk)
      head += chunk.toString('utf8')
      const end = head.indexOf('</head>')
      if (end === -1) return callback()
      done = true
      const hrefs: string[] = []
      const rest = head.slice(end)
      const kept = head.slice(0, end).replace(/<link rel="modulepreload"[^>]*>/g, (link) => {
        const href = /href="([^"]+)"/.exec(link)?.[1]
        if (href) hrefs.push(href.replaceAll('&amp;', '&'))
        return ''
      })
      head = ''
      callback(null, kept + modulePreloadScript(hrefs, nonce, signedIn) + rest)
    },
    flush(callback) {
      callback(null, done ? undefined : head)
    },
  })
  filter.pipe(target)
  return filter
}

/**
 * What a signed-in visitor's page asks for besides its own modules: the account runtime's chunk and the chunks
 * it imports (account-runtime-preloads.plugin.ts, from the client build's manifest), which the page loads after hydration when a session is
 * stored under `sessionKey` (app/account/account-bridge.tsx). Asked for with the page's modules, they are
 * there when hydration imports them, instead of two round trips later.
 */
export interface SignedInPreloads {
  hrefs: readonly string[]
  sessionKey: string
}

const NO_SIGNED_IN_PRELOADS: SignedInPreloads = { hrefs: [], sessionKey: '' }

/**
 * The longest the inline script adds links in one task before it yields, in ms. A task counts as long from
 * 50 ms; 10 ms stays under that with room for the link that ends a slice even where the page runs four times
 * slower than the clock it was timed with (Lighthouse's simulated throttling times the tasks on the machine
 * that runs it and counts each four times over).
 */
export const PRELOAD_SLICE_MS = 10

/**
 * The attribute each link the inline script adds carries: React's hydration puts links of its own in the
 * <head> (and takes the script's out), and this tells the script's apart.
 */
export const PRELOAD_LIST_ATTRIBUTE = 'data-preload-list'

/**
 * The inline script that adds the links in the task after the page's first contentful paint (the browser's
 * paint timing; at the `load` event where there is none), for these module addresses and with the document's
 * CSP nonce, plus the signed-in ones when the browser's local or session storage holds the session key (only
 * whether it is there is read); empty when there is nothing to ask for. A preload fetches and compiles; the
 * module runs when the page imports it, as before. React's hydration of the <head> takes the added links out
 * again: their downloads go on, and the page's imports are served from them.
 *
 * The links go in slices of about PRELOAD_SLICE_MS each: starting a request costs the page a fraction of a
 * millisecond per link, so a signed-in page's ninety-odd links in one insertion made the load's longest
 * task (docs/performance.md, "The module list in slices"). After each slice the script yields to the
 * browser (a user-blocking task where `scheduler.postTask` exists, so the rest of the list comes before the
 * page's other queued work; a message otherwise) and goes on where it stopped, in the list's order.
 *
 * A page the site's service worker controls whose last listed file the worker already keeps (a candidate
 * coming back on the same release: every file the list names was kept with it) gets no links: its imports
 * are answered from the device, and adding the links then cost more than they saved (docs/performance.md,
 * "A candidate coming back"). Any other answer, a miss or an error, adds them.
 */
export function modulePreloadScript(
  hrefs: readonly string[],
  nonce: string,
  signedIn: SignedInPreloads = NO_SIGNED_IN_PRELOADS,
): string {
  const page = [...new Set(hrefs)].filter(isAssetPath)
  const runtime = signedIn.sessionKey
    ? [...new Set(signedIn.hrefs)].filter((href) => isAssetPath(href) && !page.includes(href))
    : []
  if (page.length === 0 && runtime.length === 0) return ''
  return (
    `<script nonce="${escapeAttribute(nonce)}">(function(h,r,k){function s(a){try{return window[a].getItem(k)!==null}` +
    `catch(e){return false}}if(r.length&&(s('localStorage')||s('sessionStorage')))h=h.concat(r);var d=0;` +
    `function a(){if(d)return;d=1;try{var n=window.navigator,w=n&&n.serviceWorker,c=window.caches;` +
    `if(w&&w.controller&&c&&h.length){c.match(h[h.length-1]).then(function(m){if(!m)p()},p);return}}` +
    `catch(e){}p()}var i=0,P=window.performance,S=window.scheduler,y;function t(){return P&&P.now?P.now():0}` +
    `if(S&&S.postTask)y=function(){S.postTask(p,{priority:'user-blocking'})};else if(window.MessageChannel)` +
    `{var q=new MessageChannel;q.port1.onmessage=p;y=function(){q.port2.postMessage(0)}}` +
    `else y=function(){setTimeout(p,0)};function p(){var b=t();while(i<h.length){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.href=h[i++];` +
    `l.setAttribute('${PRELOAD_LIST_ATTRIBUTE}','');document.head.appendChild(l);` +
    `if(i<h.length&&t()-b>=${PRELOAD_SLICE_MS}){y();return}}}function g(){setTimeout(a,0)}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length)` +
    `{o.disconnect();g()}}).observe({type:'paint',buffered:true})}catch(e){}addEventListener('load',g)})` +
    `(${scriptJson(page)},${scriptJson(runtime)},${scriptJson(signedIn.sessionKey)})</script>`
  )
}

/** JSON inside a <script>: `<` escaped, so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

/** A same-origin path (what React Router's manifest gives), never a scheme or another origin. */
function isAssetPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}
