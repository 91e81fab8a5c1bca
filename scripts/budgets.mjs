// Performance budgets of the public pages, in one place: the transfer gate (apps/web/e2e/js-budget.spec.ts)
// and the Lighthouse report (scripts/lighthouse.mjs) read them.

/** Public pages measured by both: the home, the job list and a fixed open opening the platform seeds. */
export const PUBLIC_PAGES = ['/', '/vagas', '/vagas/100001']

/**
 * JavaScript an anonymous visit transfers on a public page until the network is idle (compressed bytes
 * on the wire, as Lighthouse's "JS transferred" counts them), in KiB. 160 until the build wrote brotli
 * copies at quality 11 (apps/web/scripts/precompress.mjs): measured then 121.2 (/), 135.9 (/vagas) and
 * 126.3 KiB (/vagas/100001), so 145 leaves the list page about 9 KiB of room. With saved jobs, 'Perto de
 * mim', job alerts, the filters' fold and the installable site (their controls in chunks of their own, the
 * hashed files without validators): 123.7, 144.2 and 129.7 KiB. With the real-user figures' sample drawn in
 * the root (docs/performance.md, "Real-user figures": the reporter and web-vitals load only on a sampled
 * visit): 124.6, 145.1 and 130.5 KiB on 2026-12-02. 146 is that list page and no more: the next feature
 * on /vagas must make room first (hydrating the cards' save toggles on first use is the known candidate).
 */
export const JS_TRANSFER_BUDGET_KIB = 146

/**
 * JavaScript a signed-in candidate's browser transfers on the pages they spend time on (the ficha, the tests
 * page, a test question, /meu-perfil), each loaded with an empty cache and no service worker, in KiB
 * (apps/web/e2e/js-budget.spec.ts). Measured on 2026-12-03: 363.7 (the ficha), 341.8 (the tests page),
 * 331.8 (a question) and 382.8 KiB (/meu-perfil), in 79 to 89 files each (docs/performance.md, "The
 * signed-in pages"), so 390. With the account dialog a chunk of its own, made when first needed (2026-12-05):
 * 339.7, 316.5, 304.2 and 356.9 KiB, in 81 to 92 files. 360 is the profile page and a few KiB: hold it, and
 * lower it as those pages shrink. With each page's own part in a chunk of its own (docs/performance.md,
 * "Protected parts in their own chunk"): 343.8, 320.8, 308.5 and 359.9 KiB in 87 to 97 files, the same code
 * in more files, after the other sign-ins' code left the runtime for the dialog's chunk. With the sign-in
 * forms' schemas out of the file the runtime shares with the dialog, and /meu-perfil's first read sent by the
 * runtime (docs/performance.md, "The profile's data asked for with the session's check", 2026-12-06): 342.3,
 * 319.4, 307.0 and 358.5 KiB.
 */
export const SIGNED_IN_JS_TRANSFER_BUDGET_KIB = 360
