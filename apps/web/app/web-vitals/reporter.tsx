// Real-user figures (docs/performance.md, "Real-user figures"): a sampled share of page loads reports its
// Core Web Vitals to the platform. This part draws nothing and costs nothing on first paint: it draws the
// sample once, and only a sampled load fetches the measuring chunk (report.client.ts, with web-vitals),
// after the load event, when the browser is idle. The route it reports is the pattern of the page being
// shown (core's routePattern over the matched route's parameters), never its address.
import { isSampled } from '@carreiras/core'
import { useEffect, useRef } from 'react'
import { useMatches } from 'react-router'

export interface CurrentRoute {
  pathname: string
  params: Readonly<Record<string, string | undefined>>
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 })
  else setTimeout(run, 1000)
}

export function WebVitalsReporter({ sampleRate }: { sampleRate: number }) {
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const current = useRef<CurrentRoute>({ pathname: '/', params: {} })
  useEffect(() => {
    current.current = { pathname: leaf?.pathname ?? window.location.pathname, params: leaf?.params ?? {} }
  }, [leaf])

  useEffect(() => {
    if (!isSampled(sampleRate)) return
    let cancelled = false
    const start = () =>
      whenIdle(() => {
        if (cancelled) return
        void import('./report.client')
          .then(({ reportWebVitals }) => {
            if (!cancelled) reportWebVitals(() => current.current)
          })
          .catch(() => {
            // The chunk did not come (offline, a new deployment): this load goes unmeasured.
          })
      })
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', start)
    }
  }, [sampleRate])
  return null
}
