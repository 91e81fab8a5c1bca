// Zod compiles object schemas with `new Function` when it may, and finds out by calling `Function('')`
// when a schema is defined: under the site's Content-Security-Policy (no 'unsafe-eval';
// lib/security-headers.server.ts) that probe is reported as a violation. Jitless zod parses the same
// without the probe. The setting lives on zod's global configuration, which zod keeps on
// `globalThis.__zod_globalConfig` so that every copy shares it. It must be set before any schema is
// defined — the route modules (which define schemas) are imported before the browser entry runs — so the
// root's <head> sets it in an inline script (with the document's nonce), before any module script.
// zod-jitless.test.ts fails if zod stops reading it there.

/** The inline script of the root's <head>: zod jitless in this page, the rest of its configuration kept. */
export const ZOD_JITLESS_SCRIPT = '(window.__zod_globalConfig=window.__zod_globalConfig||{}).jitless=true'
