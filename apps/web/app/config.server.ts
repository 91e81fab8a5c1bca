// Server configuration, read from the environment once and validated with zod. Server-only (*.server.ts):
// zod and the tokens never reach the browser bundle. The server entry calls getConfig() at start-up, so
// a bad value stops the server with a message that names the variable.
// With NODE_ENV=production nothing falls back to a development default: the client tokens, the platform,
// the site's own URL and the identity providers (PRODUCTION_REQUIRED) must be set, or the start stops with
// one message naming every missing one. `npm start` and the e2e suite pass the local stand-ins explicitly
// (scripts/local-env.mjs).
import { DEV_CLIENT_TOKENS } from '@carreiras/api'
import { DEFAULT_CONVERSION_IDENTIFIERS, SOURCE_LABEL, parseSampleRate } from '@carreiras/core'
import { z } from 'zod'
import { PLATFORM_PROXY_PATH } from './lib/platform-path'

const DEFAULT_PLATFORM_URL = 'http://localhost:4000'

function httpUrl(name: string) {
  return z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL, e.g. ${DEFAULT_PLATFORM_URL}` })
    .transform((value) => value.replace(/\/+$/, ''))
}

const envSchema = z
  .object({
    PLATFORM_URL: httpUrl('PLATFORM_URL').default(DEFAULT_PLATFORM_URL),
    OPPORTUNITIES_API_URL: httpUrl('OPPORTUNITIES_API_URL').optional(),
    CLIENT_TOKENS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((token) => token.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string()).min(1, 'CLIENT_TOKENS must list at least one token (comma-separated)'))
      .optional(),
    COMPANY_ID: z.coerce
      .number({ error: 'COMPANY_ID must be a positive integer' })
      .int('COMPANY_ID must be a positive integer')
      .positive('COMPANY_ID must be a positive integer')
      .optional(),
    SOURCE: z.string().trim().min(1, 'SOURCE must not be blank').default(SOURCE_LABEL),
    SITE_URL: httpUrl('SITE_URL').optional(),
    /**
     * The secret the site's same-origin proxy (routes/plataforma.ts) shows the platform so that the platform
     * trusts the visitor's address it forwards; the platform's SITE_PROXY_SECRET must be the same.
     */
    SITE_PROXY_SECRET: z
      .string()
      .trim()
      .min(32, 'SITE_PROXY_SECRET must have at least 32 characters (the platform has the same value)')
      .optional(),
    SUPPORT_EMAIL: z.email({ error: 'SUPPORT_EMAIL must be an e-mail address' }).optional(),
    LINKEDIN_AUTHORIZE_URL: httpUrl('LINKEDIN_AUTHORIZE_URL').optional(),
    LINKEDIN_CLIENT_ID: z.string().trim().min(1).default('carreiras-local'),
    FACEBOOK_DIALOG_URL: httpUrl('FACEBOOK_DIALOG_URL').optional(),
    /**
     * The other sign-ins (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on the site"). The
     * bank group's single sign-on authorize page and the Microsoft pop-up: outside production the platform's
     * stand-ins; in production off (no button) unless set — never the stand-ins.
     */
    ITAU_SSO_URL: httpUrl('ITAU_SSO_URL').optional(),
    MICROSOFT_AUTHORIZE_URL: httpUrl('MICROSOFT_AUTHORIZE_URL').optional(),
    /** The retail partner's employee login and daily check: on outside production, off in production unless set. */
    RETAIL_PARTNER_LOGIN: z
      .enum(['on', 'off'], { error: 'RETAIL_PARTNER_LOGIN must be on or off' })
      .optional(),
    /** The challenge site that replaces tests 2015 and 2018 when both are pending. */
    CHALLENGE_URL: httpUrl('CHALLENGE_URL').optional(),
    /**
     * Which brand this site serves: the name of its folder in apps/web/app/brands/ (brands/index.server.ts
     * stops the server at start-up when no such brand exists).
     */
    BRAND: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'BRAND must be the name of a brand folder, e.g. aurora')
      .default('aurora'),
    /**
     * The customer chat's widget script (docs/chat-and-marketing.md). Unset: no chat, no launcher. Its origin
     * joins the documents' script-src and connect-src (lib/security-headers.server.ts).
     */
    CHAT_WIDGET_URL: httpUrl('CHAT_WIDGET_URL').optional(),
    /**
     * The chat's identity secret, shared with the chat service: the site's server signs the person's e-mail
     * with it (routes/api.atendimento.identidade.ts). Never sent to the browser. Unset: every boot is anonymous.
     */
    CHAT_IDENTITY_SECRET: z
      .string()
      .trim()
      .min(32, 'CHAT_IDENTITY_SECRET must have at least 32 characters (the chat service has the same value)')
      .optional(),
    /**
     * The satisfaction-survey provider's GraphQL endpoint (docs/consent-and-survey.md). Unset: no survey. The
     * browser never calls it: the site's server forwards (routes/api.pesquisa.ts), so the CSP's connect-src
     * stays 'self'.
     */
    SURVEY_ENDPOINT: httpUrl('SURVEY_ENDPOINT').optional(),
    /** The marketing-automation service's conversion endpoint. Unset: no conversion is sent. */
    MARKETING_URL: httpUrl('MARKETING_URL').optional(),
    /** The conversion identifiers of this deployment (default: core's DEFAULT_CONVERSION_IDENTIFIERS). */
    MARKETING_CONVERSION_SIGN_UP: z.string().trim().min(1).optional(),
    MARKETING_CONVERSION_APPLICATION: z.string().trim().min(1).optional(),
    /**
     * The share of page loads that report their Core Web Vitals to the platform (docs/performance.md,
     * "Real-user figures"): 0–1 or a percentage (`10%`); default core's WEB_VITALS_DEFAULT_SAMPLE_RATE, 0 off.
     */
    WEB_VITALS_SAMPLE_RATE: z
      .string()
      .optional()
      .transform((value, context) => {
        const rate = parseSampleRate(value)
        if (rate === null)
          context.addIssue({
            code: 'custom',
            message: 'WEB_VITALS_SAMPLE_RATE must be between 0 and 1, or 0% to 100%',
          })
        return rate ?? 0
      }),
    NODE_ENV: z.string().optional(),
  })
  .transform((env) => ({
    platformUrl: env.PLATFORM_URL,
    opportunitiesApiUrl: env.OPPORTUNITIES_API_URL ?? env.PLATFORM_URL,
    clientTokens: env.CLIENT_TOKENS ?? [...DEV_CLIENT_TOKENS],
    /** COMPANY_ID when set; otherwise the brand's company (brands/index.server.ts, siteCompanyId). */
    companyId: env.COMPANY_ID,
    source: env.SOURCE,
    siteUrl: env.SITE_URL,
    brand: env.BRAND,
    siteProxySecret: env.SITE_PROXY_SECRET,
    /** Outside production the platform's stand-in of the challenge site. */
    challengeUrl: env.CHALLENGE_URL ?? `${env.PLATFORM_URL}/partner-test/challenge`,
    /** The customer chat: null when CHAT_WIDGET_URL is unset. */
    chat: env.CHAT_WIDGET_URL
      ? { widgetUrl: env.CHAT_WIDGET_URL, identitySecret: env.CHAT_IDENTITY_SECRET }
      : null,
    /** The share of page loads that report their Core Web Vitals (docs/performance.md, "Real-user figures"). */
    webVitalsSampleRate: env.WEB_VITALS_SAMPLE_RATE,
    /** The satisfaction survey: null when SURVEY_ENDPOINT is unset. */
    survey: env.SURVEY_ENDPOINT ? { endpoint: env.SURVEY_ENDPOINT } : null,
    /** The marketing conversion: null when MARKETING_URL is unset. */
    marketing: env.MARKETING_URL
      ? {
          url: env.MARKETING_URL,
          conversionIdentifiers: {
            'sign-up': env.MARKETING_CONVERSION_SIGN_UP ?? DEFAULT_CONVERSION_IDENTIFIERS['sign-up'],
            application: env.MARKETING_CONVERSION_APPLICATION ?? DEFAULT_CONVERSION_IDENTIFIERS.application,
          },
        }
      : null,
    // What the browser gets (root loader): public values only. The browser reaches the platform only
    // through the site's own origin (the same-origin proxy at PLATFORM_PROXY_PATH, routes/plataforma.ts):
    // a path, so the site works at any host name. Outside production the identity providers are the
    // platform's local stand-ins (pages opened in a window of their own, not fetched).
    browser: {
      platformUrl: PLATFORM_PROXY_PATH,
      clientTokens: env.CLIENT_TOKENS ?? [...DEV_CLIENT_TOKENS],
      companyId: env.COMPANY_ID,
      supportEmail: env.SUPPORT_EMAIL,
      linkedin: {
        authorizeUrl: env.LINKEDIN_AUTHORIZE_URL ?? `${env.PLATFORM_URL}/oauth/linkedin/authorize`,
        clientId: env.LINKEDIN_CLIENT_ID,
      },
      facebook: {
        dialogUrl: env.FACEBOOK_DIALOG_URL ?? `${env.PLATFORM_URL}/oauth/facebook/dialog`,
      },
      ...identityProviders(env),
      /** Whether the satisfaction survey is on (its endpoint stays on the server). */
      survey: Boolean(env.SURVEY_ENDPOINT),
    },
  }))

export type WebConfig = z.output<typeof envSchema>

/**
 * The other sign-ins' public settings (docs/identity.md): null / false when off. `development` tells
 * `itauLogin` the code comes from the platform's stand-in.
 */
function identityProviders(env: {
  PLATFORM_URL: string
  ITAU_SSO_URL?: string
  MICROSOFT_AUTHORIZE_URL?: string
  RETAIL_PARTNER_LOGIN?: 'on' | 'off'
  NODE_ENV?: string
}) {
  const production = env.NODE_ENV?.trim() === 'production'
  const standIn = (path: string) => (production ? undefined : `${env.PLATFORM_URL}${path}`)
  const ssoUrl = env.ITAU_SSO_URL ?? standIn('/oauth/itau/authorize')
  const microsoftUrl = env.MICROSOFT_AUTHORIZE_URL ?? standIn('/oauth/microsoft/authorize')
  return {
    itau: ssoUrl
      ? { authorizeUrl: ssoUrl, development: ssoUrl.startsWith(`${env.PLATFORM_URL}/oauth/`) }
      : null,
    microsoft: microsoftUrl ? { authorizeUrl: microsoftUrl } : null,
    retailPartner: (env.RETAIL_PARTNER_LOGIN ?? (production ? 'off' : 'on')) === 'on',
  }
}

/**
 * What a production start needs set, and why: without them the site would talk to the local platform with
 * the development tokens, or send visitors to the platform's OAuth and challenge stand-ins, which do not
 * exist in production.
 */
export const PRODUCTION_REQUIRED = [
  [
    'CLIENT_TOKENS',
    'the client tokens of the platform transport (the development tokens never serve production)',
  ],
  ['PLATFORM_URL', 'the platform the site calls'],
  ['SITE_URL', 'the public origin of the site (canonical links, callbacks)'],
  [
    'SITE_PROXY_SECRET',
    "the secret shared with the platform, which then trusts the visitor's address the site forwards",
  ],
  ['LINKEDIN_AUTHORIZE_URL', "the professional network's authorization page"],
  ['LINKEDIN_CLIENT_ID', "the site's client id at the professional network"],
  ['FACEBOOK_DIALOG_URL', "the social network's login dialog"],
  ['CHALLENGE_URL', 'the challenge site of tests 2015 and 2018'],
] as const

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses an environment; blank variables count as unset. Throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): WebConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const result = envSchema.safeParse(present)
  const production = present.NODE_ENV?.trim() === 'production'
  const missing = production
    ? PRODUCTION_REQUIRED.filter(([name]) => present[name] === undefined).map(
        ([name, what]) => `  - ${name}: required when NODE_ENV=production (${what})`,
      )
    : []
  // The development client tokens are published in the code (@carreiras/api's DEV_CLIENT_TOKENS): anyone
  // could use them, so production refuses them, naming the setting, never its value.
  const published: readonly string[] = DEV_CLIENT_TOKENS
  if (
    production &&
    (present.CLIENT_TOKENS ?? '').split(',').some((token) => published.includes(token.trim()))
  )
    missing.push(
      '  - CLIENT_TOKENS: the development tokens are published in the code and refused when NODE_ENV=production (set tokens of your own)',
    )
  if (result.success && missing.length === 0) return result.data
  const lines = (result.success ? [] : result.error.issues).map((issue) => {
    const name = String(issue.path[0] ?? 'environment')
    // Tokens and secrets: name the variable, never echo its value.
    const got =
      name === 'CLIENT_TOKENS' || name === 'SITE_PROXY_SECRET' || name === 'CHAT_IDENTITY_SECRET'
        ? ''
        : ` (got ${JSON.stringify(present[name] ?? null)})`
    return `  - ${name}: ${issue.message}${got}`
  })
  lines.push(...missing)
  throw new ConfigError(`Invalid configuration of @carreiras/web:\n${lines.join('\n')}`)
}

let cached: WebConfig | undefined

/** The configuration of this process, parsed from process.env on first use. */
export function getConfig(): WebConfig {
  cached ??= parseConfig(process.env)
  return cached
}
