// The settings of the real identity providers (docs/identity.md, "Real providers"; docs/decisions.md, "Real
// identity providers: on by their settings"). A provider is on when its client id is set; then every other
// setting it needs must be set too, or the start stops naming the missing variable (in every environment: a
// half-configured provider is a mistake, not a choice). With no setting the provider is off: in production its
// start page answers 404 and its sign-in NOT_IMPLEMENTED; outside production the stand-ins answer instead.
import { z } from 'zod'

/** An OpenID Connect provider: discovery at `{issuer}/.well-known/openid-configuration`. */
export interface OidcSettings {
  kind: 'oidc'
  issuer: string
  clientId: string
  clientSecret: string
}

/** Facebook Login: the login dialog, then the Graph API (code → access token → /me). */
export interface FacebookSettings {
  kind: 'facebook'
  authorizeUrl: string
  graphUrl: string
  clientId: string
  clientSecret: string
}

export interface ProviderSettings {
  linkedin: OidcSettings | null
  facebook: FacebookSettings | null
  itau: OidcSettings | null
  microsoft: OidcSettings | null
}

/** LinkedIn's OpenID Connect issuer (its discovery names /oauth/v2/authorization and /oauth/v2/accessToken). */
export const LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth'
/** The Graph API version the platform was written against. */
export const FACEBOOK_GRAPH_VERSION = 'v23.0'

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), {
      error: `${name} deve ser uma URL http(s)`,
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional()
const secret = z.string().trim().min(1).optional()

/** Spread into config.ts's environment schema. */
export const providerEnv = {
  LINKEDIN_ISSUER: url('LINKEDIN_ISSUER'),
  LINKEDIN_CLIENT_ID: secret,
  LINKEDIN_CLIENT_SECRET: secret,
  FACEBOOK_APP_ID: secret,
  FACEBOOK_APP_SECRET: secret,
  FACEBOOK_AUTHORIZE_URL: url('FACEBOOK_AUTHORIZE_URL'),
  FACEBOOK_GRAPH_URL: url('FACEBOOK_GRAPH_URL'),
  ITAU_SSO_ISSUER: url('ITAU_SSO_ISSUER'),
  ITAU_SSO_CLIENT_ID: secret,
  ITAU_SSO_CLIENT_SECRET: secret,
  MICROSOFT_ISSUER: url('MICROSOFT_ISSUER'),
  MICROSOFT_CLIENT_ID: secret,
  MICROSOFT_CLIENT_SECRET: secret,
}

type Env = { [K in keyof typeof providerEnv]?: string | undefined }

/** Per provider: the variable that turns it on, and the ones it then needs (with what each one is). */
const REQUIRED: Record<keyof ProviderSettings, readonly (readonly [keyof Env, string])[]> = {
  linkedin: [
    ['LINKEDIN_CLIENT_ID', 'o client id do aplicativo no LinkedIn'],
    ['LINKEDIN_CLIENT_SECRET', 'o client secret do aplicativo no LinkedIn'],
  ],
  facebook: [
    ['FACEBOOK_APP_ID', 'o id do aplicativo no Facebook'],
    ['FACEBOOK_APP_SECRET', 'a chave secreta do aplicativo no Facebook'],
  ],
  itau: [
    ['ITAU_SSO_CLIENT_ID', 'o client id da plataforma no SSO do grupo'],
    ['ITAU_SSO_ISSUER', 'o issuer OpenID Connect do SSO do grupo'],
    ['ITAU_SSO_CLIENT_SECRET', 'o client secret da plataforma no SSO do grupo'],
  ],
  microsoft: [
    ['MICROSOFT_CLIENT_ID', 'o client id do aplicativo no Microsoft Entra'],
    ['MICROSOFT_ISSUER', 'o issuer do locatário (https://login.microsoftonline.com/<locatário>/v2.0)'],
    ['MICROSOFT_CLIENT_SECRET', 'o client secret do aplicativo no Microsoft Entra'],
  ],
}

/**
 * The start's complaints about the providers, one line per missing variable: a provider with any of its
 * settings must have all of them. In production an issuer must be https.
 */
export function providerIssues(value: (name: string) => string | undefined): string[] {
  const issues: string[] = []
  for (const [provider, required] of Object.entries(REQUIRED)) {
    if (!required.some(([name]) => value(name) !== undefined)) continue
    for (const [name, what] of required)
      if (value(name) === undefined)
        issues.push(
          `  - ${name}: ${name} é obrigatório quando o login ${provider} está configurado (${what})`,
        )
  }
  if (value('NODE_ENV') === 'production')
    for (const name of ['LINKEDIN_ISSUER', 'ITAU_SSO_ISSUER', 'MICROSOFT_ISSUER', 'FACEBOOK_GRAPH_URL'])
      if (value(name)?.toLowerCase().startsWith('http://'))
        issues.push(`  - ${name}: ${name} deve ser https em produção`)
  return issues
}

/** The providers that are on (the environment already passed providerIssues). */
export function providerSettings(e: Env): ProviderSettings {
  const oidc = (issuer: string | undefined, id: string | undefined, secretValue: string | undefined) =>
    issuer && id && secretValue
      ? ({ kind: 'oidc', issuer, clientId: id, clientSecret: secretValue } as const)
      : null
  return {
    linkedin: oidc(e.LINKEDIN_ISSUER ?? LINKEDIN_ISSUER, e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET),
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            kind: 'facebook',
            authorizeUrl:
              e.FACEBOOK_AUTHORIZE_URL ?? `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
            graphUrl: e.FACEBOOK_GRAPH_URL ?? `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`,
            clientId: e.FACEBOOK_APP_ID,
            clientSecret: e.FACEBOOK_APP_SECRET,
          }
        : null,
    itau: oidc(e.ITAU_SSO_ISSUER, e.ITAU_SSO_CLIENT_ID, e.ITAU_SSO_CLIENT_SECRET),
    microsoft: oidc(e.MICROSOFT_ISSUER, e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET),
  }
}
