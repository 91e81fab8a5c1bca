// Real-user figures (docs/performance.md, "Real-user figures"): the root draws the sample once per page load
// (core's isSampled over WEB_VITALS_SAMPLE_RATE) and, only for a sampled load, fetches the reporter
// (reporter.ts, a chunk of its own), so the first script of every page carries just this. The reporter reads
// the route shown through `shownRoute`, which the root's layout keeps up to date.
import { isSampled } from '@carreiras/core'
import type { CurrentRoute } from './current-route'

/** The route being shown (its pathname and parameters), set by the root's layout after each navigation. */
export const shownRoute: { current: CurrentRoute } = { current: { pathname: '/', params: {} } }

export function startWebVitals(sampleRate: number) {
  if (isSampled(sampleRate))
    void import('./reporter').then((module) => module.startReporter(() => shownRoute.current))
}
