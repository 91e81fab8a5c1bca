import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n')
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`
    })
    .join('\n\n')
}

export const test = base.extend<{ checkA11y: (page?: Page) => Promise<void> }>({
  checkA11y: async ({ page: defaultPage }, use) => {
    await use(async (page = defaultPage) => {
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      expect(results.violations, `axe found accessibility violations on ${page.url()}:\n\n${describeViolations(results.violations)}`).toEqual([])
    })
  },
})

export { expect }
