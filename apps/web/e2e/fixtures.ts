import { test as base, expect, type Page } from '@playwright/test'
import axeCore, { type AxeResults, type RunOptions } from 'axe-core'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core run in the page as it is, the rules of WCAG 2.2 A and AA. Written here rather than through
 * `@axe-core/playwright`, whose `analyze()` evaluates axe's 550 kB source again on every call and then
 * finishes each run in a new blank page: measured over the vagas and accounts journeys (34 checks), 923 ms
 * a check with it, 322 ms with this (axe injected once per document, its result carrying only the
 * violations' details). Same-origin frames get axe too, as the library's legacy mode does; the site has no
 * cross-origin frame.
 */
export async function analyzeAccessibility(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate('typeof window.axe?.run === "function"')
    if (!present) await frame.evaluate(axeCore.source)
  }
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] }
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axeCore }).axe.run(document, runOptions),
    options,
  )
}

function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n')
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`
    })
    .join('\n\n')
}

/** One Content-Security-Policy violation, as the browser reported it. */
interface CspViolation {
  directive: string
  blocked: string
  source: string
  sample: string
}

/**
 * Records every `securitypolicyviolation` in the page on `window.__cspViolations` (read at the end of the
 * journey) and reports it at once through the binding (pop-ups close before the end). Runs before any
 * script of every page and frame of the context.
 */
const RECORD_CSP_VIOLATIONS = `(() => {
  const list = (window.__cspViolations = window.__cspViolations || [])
  window.addEventListener('securitypolicyviolation', (event) => {
    const violation = {
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile ? event.sourceFile + ':' + event.lineNumber : document.location.href,
      sample: event.sample,
    }
    list.push(violation)
    if (typeof window.__reportCspViolation === 'function') window.__reportCspViolation(violation)
  }, true)
})()`

const describeCspViolation = (v: CspViolation) =>
  `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}${v.sample ? ` — ${v.sample}` : ''}`

export const test = base.extend<{
  checkA11y: (page?: Page) => Promise<void>
  pageErrors: void
  cspViolations: void
  failingOnPurpose: Set<string>
}>({
  /**
   * The site runs with its Content-Security-Policy enforced; any violation — in a page, a frame or a
   * pop-up, reported by the page or logged by the browser — fails the journey with the violations listed.
   */
  cspViolations: [
    async ({ context }, use) => {
      const violations = new Map<string, string>()
      const add = (line: string) => violations.set(line, line)
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) =>
        add(describeCspViolation(violation)),
      )
      await context.addInitScript(RECORD_CSP_VIOLATIONS)
      const onConsole = (message: { text(): string; location(): { url: string } }) => {
        if (/Content Security Policy/i.test(message.text()))
          add(`console: ${message.text()} (${message.location().url})`)
      }
      context.on('console', onConsole)
      await use()
      for (const page of context.pages()) {
        if (page.isClosed()) continue
        const recorded = await page
          .evaluate(() => (window as Window & { __cspViolations?: CspViolation[] }).__cspViolations ?? [])
          .catch(() => [] as CspViolation[])
        for (const violation of recorded) add(describeCspViolation(violation))
      }
      context.off('console', onConsole)
      expect([...violations.values()], 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  /**
   * URLs a journey makes fail on purpose (aborted requests, the network switched off): Chromium logs
   * 'Failed to load resource' for them, which is then accepted. Anything else in the browser still fails.
   */
  // eslint-disable-next-line no-empty-pattern
  failingOnPurpose: async ({}, use) => {
    await use(new Set())
  },
  // Any uncaught error in the browser fails the journey (never a silent crash behind a working page).
  pageErrors: [
    async ({ page, failingOnPurpose: allowed }, use) => {
      const errors: string[] = []
      // A page's own status (a 404 page) is the journey's to assert; Chromium logs it as a failed load.
      const documents = new Set<string>()
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.add(request.url())
      })
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}\n${error.stack ?? ''}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const url = message.location().url
        if (message.text().startsWith('Failed to load resource') && (documents.has(url) || allowed.has(url)))
          return
        errors.push(`console.error: ${message.text()} (${url})`)
      })
      await use()
      expect(errors, `errors in the browser on ${page.url()}`).toEqual([])
    },
    { auto: true },
  ],
  checkA11y: async ({ page: defaultPage }, use) => {
    await use(async (page = defaultPage) => {
      // Check what the person sees once it settles: finite transitions and animations (a dialog fading in)
      // end first; endless ones (spinners) are left running. A change that starts one while axe reads the
      // page (the header taking the home page's colours as a navigation lands) would have it judge colours
      // halfway: then the page settles again and axe reads it again, three times at most.
      for (let attempt = 1; ; attempt++) {
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        )
        await page.evaluate(watchMotion)
        const results = await analyzeAccessibility(page)
        const moved = await page.evaluate(() => (window as MotionWatch).__motionStarts ?? 0)
        if (moved > 0 && attempt < 3) continue
        expect(
          results.violations,
          `axe found accessibility violations on ${page.url()}:\n\n${describeViolations(results.violations)}`,
        ).toEqual([])
        return
      }
    })
  },
})

export { expect }

type MotionWatch = Window & { __motionStarts?: number; __motionWatched?: boolean }

/** In the page: counts the transitions and animations that start from now on (checkA11y). */
function watchMotion() {
  const w = window as MotionWatch
  w.__motionStarts = 0
  if (w.__motionWatched) return
  w.__motionWatched = true
  const count = () => {
    w.__motionStarts = (w.__motionStarts ?? 0) + 1
  }
  document.addEventListener('transitionrun', count, true)
  document.addEventListener('animationstart', count, true)
}

/**
 * The site went (or was sent) to the home page, and the home page is drawn: its hero is there. The address
 * changes as the navigation starts, before the page's data and its drawing (with the header's colours over
 * the hero) are in: an accessibility check made then saw the header halfway between two colours.
 */
export async function atHome(page: Page) {
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('[data-slot="hero"]')).toBeVisible()
}

/** Opens a page and waits until it is interactive (hydrated), as a person waits before clicking. */
export async function visit(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
