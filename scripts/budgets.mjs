// Performance budgets of the public pages, in one place: the transfer gate (apps/web/e2e/js-budget.spec.ts)
// and the Lighthouse report (scripts/lighthouse.mjs) read them.

/** Public pages measured by both: the home, the job list and a fixed open opening the platform seeds. */
export const PUBLIC_PAGES = ['/', '/vagas', '/vagas/100001']

/**
 * JavaScript an anonymous visit transfers on a public page until the network is idle (compressed bytes
 * on the wire, as Lighthouse's "JS transferred" counts them), in KiB.
 */
export const JS_TRANSFER_BUDGET_KIB = 160
