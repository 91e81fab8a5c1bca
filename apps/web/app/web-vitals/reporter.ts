// Real-user figures (docs/performance.md, "Real-user figures"): fetched only by a sampled page load
// (sampled.ts). After the load event, when the browser is idle, it fetches the measuring chunk
// (report.client.ts, with web-vitals). The route it reports is the pattern of the page being shown (core's
// routePattern over the matched route's parameters, from the root's `shownRoute`), never its address.
import type { CurrentRoute } from './current-route'

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 })
  else setTimeout(run, 1000)
}

export function startReporter(currentRoute: () => CurrentRoute) {
  const start = () =>
    whenIdle(() => {
      void import('./report.client')
        .then(({ reportWebVitals }) => reportWebVitals(currentRoute))
        .catch(() => {
          // The chunk did not come (offline, a new deployment): this load goes unmeasured.
        })
    })
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
