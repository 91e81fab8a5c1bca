// The settings the local product runs with: `npm start`, the e2e suite (apps/web/playwright.config.ts) and
// `npm run lighthouse` start the site's production build (NODE_ENV=production), which refuses to fall back
// to development defaults (apps/web/app/config.server.ts). These point it, explicitly, at the local
// platform, the run's own client tokens and its OAuth and challenge stand-ins. Never for a deployment.

import { randomBytes } from 'node:crypto'

/**
 * The client tokens of the transport (CLIENT_TOKENS on both): fresh for every run, like the proxy's secret,
 * never the development tokens published in the code (@carreiras/api's DEV_CLIENT_TOKENS), which the site's
 * production build refuses. Kept in this process's environment so that the e2e workers (which inherit it)
 * call the platform with the same ones (e2e/platform.ts); CLIENT_TOKENS set in the shell wins.
 */
export const LOCAL_CLIENT_TOKENS = (process.env.CLIENT_TOKENS =
  process.env.CLIENT_TOKENS?.trim() ||
  ['local-a', 'local-b', 'local-c']
    .map((name) => `${name}-${randomBytes(16).toString('base64url')}`)
    .join(','))
  .split(',')
  .map((token) => token.trim())
  .filter(Boolean)

/**
 * The secret the site's same-origin proxy shares with the platform (SITE_PROXY_SECRET on both): fresh for
 * every run (this process), so no development value can ever be trusted by a deployed platform.
 */
export const LOCAL_SITE_PROXY_SECRET =
  process.env.SITE_PROXY_SECRET?.trim() || randomBytes(32).toString('base64url')

/**
 * The customer chat's identity secret (CHAT_IDENTITY_SECRET on both): the site signs the person's e-mail with
 * it, the platform's chat stand-in checks the hash. Fresh for every run, like the proxy's secret; kept in
 * this process's environment so that the e2e workers (which inherit it) can check that no answer to the
 * browser ever contains it (e2e/chat-marketing.spec.ts).
 */
export const LOCAL_CHAT_IDENTITY_SECRET = (process.env.CHAT_IDENTITY_SECRET =
  process.env.CHAT_IDENTITY_SECRET?.trim() || randomBytes(32).toString('base64url'))

/**
 * The web server's environment for a local platform at `platformUrl` (as the site reaches it; the browser
 * reaches it through the site's proxy, the OAuth and challenge stand-ins apart) and a site served at `siteUrl`.
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
    // The other sign-ins' stand-ins (docs/identity.md): SSO, Microsoft pop-up, retail partner.
    ITAU_SSO_URL: `${platformUrl}/oauth/itau/authorize`,
    MICROSOFT_AUTHORIZE_URL: `${platformUrl}/oauth/microsoft/authorize`,
    RETAIL_PARTNER_LOGIN: 'on',
    CHALLENGE_URL: `${platformUrl}/partner-test/challenge`,
    SITE_PROXY_SECRET: LOCAL_SITE_PROXY_SECRET,
    // The platform's stand-ins of the chat widget and the marketing-automation service.
    CHAT_WIDGET_URL: `${platformUrl}/dev/chat/widget.js`,
    CHAT_IDENTITY_SECRET: LOCAL_CHAT_IDENTITY_SECRET,
    MARKETING_URL: `${platformUrl}/dev/marketing/events`,
    // The platform's stand-in of the satisfaction-survey provider (docs/consent-and-survey.md).
    SURVEY_ENDPOINT: `${platformUrl}/dev/survey/graphql`,
  }
}

/**
 * The local platform's environment for a site served at `siteUrl`: the URLs it stores (avatars, files,
 * the removal link) go through the site's proxy (`${siteUrl}/plataforma`, apps/web/app/lib/platform-path.ts),
 * it accepts the run's client tokens, and it trusts the visitor's address the site forwards with the shared secret.
 * @param {{ siteUrl: string }} where
 * @returns {Record<string, string>}
 */
export function localPlatformEnv({ siteUrl }) {
  return {
    CLIENT_TOKENS: LOCAL_CLIENT_TOKENS.join(','),
    PUBLIC_URL: `${siteUrl.replace(/\/+$/, '')}/plataforma`,
    SITE_PROXY_SECRET: LOCAL_SITE_PROXY_SECRET,
    CHAT_IDENTITY_SECRET: LOCAL_CHAT_IDENTITY_SECRET,
  }
}
