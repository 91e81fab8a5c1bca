// The measuring chunk of the real-user figures (reporter.tsx; docs/performance.md, "Real-user figures"):
// web-vitals' LCP, INP, CLS and TTFB of this page load, each with the pattern of the route shown when it
// was last measured (INP follows every change, so it names the route of the slowest interaction), sent
// together with navigator.sendBeacon when the page is hidden (a tab switched, a link followed, closed):
// through the site's proxy to the platform's POST /v1/web-vitals. No cookie rides along (the proxy
// forwards none), and nothing names the person.
import { PLATFORM_PROXY_PATH } from '../lib/platform-path'
import { WEB_VITALS_PATH, routePattern, type WebVitalMetric } from '@carreiras/core'
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import type { CurrentRoute } from './current-route'

interface Measured {
  name: WebVitalMetric
  value: number
  rating: Metric['rating']
  navigationType: Metric['navigationType']
  route: string
}

let started = false

export function reportWebVitals(currentRoute: () => CurrentRoute) {
  if (started) return
  started = true
  /** The metrics measured since the last beacon, the newest value of each. */
  const pending = new Map<string, Measured>()
  const record = (metric: Metric) => {
    const { pathname, params } = currentRoute()
    pending.set(metric.name, {
      name: metric.name as WebVitalMetric,
      // LCP, INP and TTFB in milliseconds (whole ones are plenty), CLS unitless.
      value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      rating: metric.rating,
      navigationType: metric.navigationType,
      route: routePattern(pathname, params),
    })
  }
  onTTFB(record)
  onLCP(record)
  onCLS(record)
  onINP(record, { reportAllChanges: true })

  const send = () => {
    if (pending.size === 0) return
    const body = JSON.stringify({ metrics: [...pending.values()] })
    pending.clear()
    const url = `${PLATFORM_PROXY_PATH}${WEB_VITALS_PATH}`
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' })))
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {})
  }
  // After web-vitals' own listeners (added above), which hand over the final LCP and CLS on hiding.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
}
