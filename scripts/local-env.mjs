// The settings the local product runs with: `npm start`, the e2e suite (apps/web/playwright.config.ts) and
// `npm run lighthouse` start the site's production build (NODE_ENV=production), which refuses to fall back
// to development defaults (apps/web/app/config.server.ts). These point it, explicitly, at the local
// platform, its development client tokens and its OAuth and challenge stand-ins. Never for a deployment.
// The development client tokens: @carreiras/api's DEV_CLIENT_TOKENS (packages/api/src/transport/authorization.ts),
// which the local platform accepts outside production; apps/web/app/config.server.test.ts checks they match.

export const LOCAL_CLIENT_TOKENS = ['dev-token-alpha', 'dev-token-bravo', 'dev-token-charlie']

/**
 * The web server's environment for a local platform at `platformUrl` (as the browser reaches it) and a site
 * served at `siteUrl`.
 * @param {{ platformUrl: string, siteUrl: string }} where
 * @returns {Record<string, string>}
 */
export function localWebEnv({ platformUrl, siteUrl }) {
  return {
    PLATFORM_URL: platformUrl,
    SITE_URL: siteUrl,
    CLIENT_TOKENS: LOCAL_CLIENT_TOKENS.join(','),
    LINKEDIN_AUTHORIZE_URL: `${platformUrl}/oauth/linkedin/authorize`,
    LINKEDIN_CLIENT_ID: 'carreiras-local',
    FACEBOOK_DIALOG_URL: `${platformUrl}/oauth/facebook/dialog`,
    CHALLENGE_URL: `${platformUrl}/partner-test/challenge`,
  }
}
