// The real identity providers (docs/identity.md, "Real providers"): LinkedIn's OpenID Connect, Facebook Login,
// the bank group's single sign-on and the Microsoft account, each mounted when its settings are
// (accounts/provider-settings.ts). The platform is the OAuth client: it holds the client secret, and the
// browser only ever sees the platform's pages and the provider's.
//   GET /oauth/{provider}/start      remembers state, nonce and the PKCE verifier in a sealed, HttpOnly cookie
//                                    of this path, then → the provider's authorization page
//   GET /oauth/{provider}/callback   the redirect URI registered at the provider: checks the state against the
//                                    cookie, exchanges the code at the token endpoint, validates the id_token
//                                    (signature through the provider's JWKS, issuer, audience, expiry, nonce)
//                                    or asks Facebook's Graph /me, then hands the person to the site as the
//                                    stand-in of that provider does (same contract, so the site is the same):
//     linkedin → {redirect_uri}?code=<one-time code>&state=…   → linkedinProfile / GET /linkedin/token
//     itau     → {redirect_uri}?code=<one-time code>&state=…   → itauLogin
//     facebook → a page posting { type: 'carreiras:social-login', provider, provider_id, email, name, ticket }
//     microsoft→ a page posting { type: 'carreiras:microsoft', access_token: <one-time code>, uid, user_name,
//                user_email }                                    → microsoftGraphLogin
//   to the opener, at the origin the start was given only. A refusal goes back the same way
//   (`error=access_denied` with core's text as `error_description`, or `{ type, error: 'refused' }`).
// The one-time codes are sealed (AES-256-GCM, a key derived from TOKEN_SIGNING_KEY) and spent in
// network_ticket_uses, so any platform process behind a load balancer takes them, once.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'
import { allowedOriginUrl, ptBR } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { networkTicketUses } from '../db/schema.js'
import { domainError } from '../errors.js'
import type { Logger } from '../logger.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import type { NetworkTickets } from './network-tickets.js'
import type { FacebookSettings, OidcSettings, ProviderSettings } from './provider-settings.js'
import { safeEqual } from './secrets.js'
import { escapeHtml, page } from './stand-in-page.js'

export type ProviderName = keyof ProviderSettings

/** How long a sign-in may take at the provider, and how long its one-time code lives. */
const FLOW_TTL_MS = 10 * 60 * 1000
/** A provider that does not answer in this long has refused. */
const PROVIDER_TIMEOUT_MS = 10_000
/** Clock skew accepted on the id_token's exp, iat and nbf. */
const CLOCK_TOLERANCE_S = 30
const CODE_PREFIX = 'pc1.'

/**
 * How each provider is driven. PKCE where the provider takes it from a web (confidential) client: LinkedIn
 * reserves it for native apps and Facebook's web login dialog has no use for it beside the app secret.
 */
const FLOWS = {
  linkedin: { delivery: 'redirect', pkce: false, scope: 'openid profile email' },
  facebook: { delivery: 'popup', pkce: false, scope: 'email,public_profile' },
  itau: { delivery: 'redirect', pkce: true, scope: 'openid profile email' },
  microsoft: { delivery: 'popup', pkce: true, scope: 'openid profile email' },
} as const satisfies Record<ProviderName, { delivery: 'redirect' | 'popup'; pkce: boolean; scope: string }>

/** What a refusal says: core's texts, the ones the site shows for that sign-in. */
export const PROVIDER_FAILED: Record<ProviderName, string> = {
  linkedin: ptBR.account.providers.networkTicket.invalid,
  facebook: ptBR.account.providers.networkTicket.invalid,
  itau: ptBR.account.providers.ssoFailed,
  microsoft: ptBR.account.providers.microsoftFailed,
}

const POPUP_MESSAGE_TYPE = { facebook: 'carreiras:social-login', microsoft: 'carreiras:microsoft' } as const

/** The person a provider vouched for. */
export interface ProviderIdentity {
  subject: string
  email: string
  name: string
}

/** Why a provider's answer was refused (logged; never shown). */
export class ProviderRefusal extends Error {
  override name = 'ProviderRefusal'
}

// ── Sealing ──────────────────────────────────────────────────────────────────────────────────────

export interface Sealer {
  seal(value: unknown): string
  open(text: string): unknown
}

/** AES-256-GCM under a 32-byte base64url key: what is sealed can be neither read nor altered. */
export function createSealer(key: string): Sealer {
  const k = Buffer.from(key, 'base64url')
  return {
    seal(value) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', k, iv)
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    open(text) {
      try {
        const raw = Buffer.from(text, 'base64url')
        if (raw.length < 29 || raw.length > 8192) return null
        const decipher = createDecipheriv('aes-256-gcm', k, raw.subarray(0, 12))
        decipher.setAuthTag(raw.subarray(12, 28))
        return JSON.parse(
          Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
        )
      } catch {
        return null
      }
    },
  }
}

// ── One-time codes ───────────────────────────────────────────────────────────────────────────────

/** What a code of each provider carries to the sign-in that takes it. */
interface CodeBodies {
  linkedin: { identity: ProviderIdentity; redirect: string }
  itau: { identity: ProviderIdentity; redirect: string }
  microsoft: { identity: ProviderIdentity; origin: string }
}

export interface ProviderCodes {
  issue<K extends keyof CodeBodies>(kind: K, body: CodeBodies[K]): string
  /**
   * The body of a code this platform issued for `kind`, spent now; null when `code` is not one of these codes
   * (the caller then tries its stand-in). A forged, expired, spent or other provider's code: VALIDATION.
   */
  take<K extends keyof CodeBodies>(kind: K, code: string): Promise<CodeBodies[K] | null>
}

export function createProviderCodes(db: Db, key: string, now: () => number = Date.now): ProviderCodes {
  const sealer = createSealer(key)
  const bad = () => domainError('VALIDATION', PLATFORM_MESSAGES.badOAuthCode)
  return {
    issue(kind, body) {
      const id = randomBytes(16).toString('base64url')
      return CODE_PREFIX + sealer.seal({ k: kind, id, exp: now() + FLOW_TTL_MS, body })
    },
    async take(kind, code) {
      if (!code.startsWith(CODE_PREFIX)) return null
      const sealed = sealer.open(code.slice(CODE_PREFIX.length)) as {
        k?: unknown
        id?: unknown
        exp?: unknown
        body?: unknown
      } | null
      if (
        !sealed ||
        sealed.k !== kind ||
        typeof sealed.id !== 'string' ||
        typeof sealed.exp !== 'number' ||
        sealed.exp <= now()
      )
        throw bad()
      const spent = await db
        .insert(networkTicketUses)
        .values({ ticketId: `code:${sealed.id}`, expiresAt: new Date(sealed.exp) })
        .onConflictDoNothing()
        .returning({ id: networkTicketUses.ticketId })
      if (spent.length !== 1) throw bad()
      return sealed.body as CodeBodies[typeof kind]
    },
  }
}

// ── The providers' protocols ─────────────────────────────────────────────────────────────────────

interface Discovery {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
}

const timeout = () => AbortSignal.timeout(PROVIDER_TIMEOUT_MS)

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new ProviderRefusal(`${what}: HTTP ${response.status}`)
  const body = (await response.json().catch(() => null)) as unknown
  if (typeof body !== 'object' || body === null) throw new ProviderRefusal(`${what}: not JSON`)
  return body as Record<string, unknown>
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The OpenID Connect side: discovery (cached per process) and the JWKS (jose caches and refreshes its keys). */
export function createOidc() {
  const discoveries = new Map<string, Promise<Discovery>>()
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  function discover(issuer: string): Promise<Discovery> {
    let found = discoveries.get(issuer)
    if (!found) {
      found = (async () => {
        const meta = await readJson(
          await fetch(`${issuer}/.well-known/openid-configuration`, { signal: timeout() }),
          'discovery',
        )
        const [iss, authorize, token, jwks] = [
          meta.issuer,
          meta.authorization_endpoint,
          meta.token_endpoint,
          meta.jwks_uri,
        ].map(text)
        // The document must be the issuer's own (OpenID Connect Discovery 1.0, section 4.3).
        if (iss !== issuer || !authorize || !token || !jwks)
          throw new ProviderRefusal('discovery: issuer mismatch or endpoints missing')
        return { issuer: iss, authorization_endpoint: authorize, token_endpoint: token, jwks_uri: jwks }
      })()
      discoveries.set(issuer, found)
      found.catch(() => discoveries.delete(issuer))
    }
    return found
  }

  function keySet(uri: string) {
    let set = keySets.get(uri)
    if (!set)
      keySets.set(uri, (set = createRemoteJWKSet(new URL(uri), { timeoutDuration: PROVIDER_TIMEOUT_MS })))
    return set
  }

  /** Code → tokens → the id_token's person, every claim checked. */
  async function exchange(
    provider: ProviderName,
    settings: OidcSettings,
    flow: { code: string; redirectUri: string; nonce: string; verifier?: string },
  ): Promise<ProviderIdentity> {
    const meta = await discover(settings.issuer)
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: flow.code,
      redirect_uri: flow.redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    })
    if (flow.verifier) form.set('code_verifier', flow.verifier)
    const tokens = await readJson(
      await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
        signal: timeout(),
      }),
      'token',
    )
    const idToken = text(tokens.id_token)
    if (!idToken) throw new ProviderRefusal('token: no id_token')
    let claims: JWTPayload
    try {
      ;({ payload: claims } = await jwtVerify(idToken, keySet(meta.jwks_uri), {
        issuer: settings.issuer,
        audience: settings.clientId,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      }))
    } catch (error) {
      throw new ProviderRefusal(`id_token: ${(error as Error).message}`)
    }
    if (typeof claims.nonce !== 'string' || !safeEqual(claims.nonce, flow.nonce))
      throw new ProviderRefusal('id_token: nonce mismatch')
    // With several audiences the token must have been issued to this client (OIDC Core 3.1.3.7).
    if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== settings.clientId)
      throw new ProviderRefusal('id_token: azp mismatch')
    const email = text(claims.email)
    if (!email || claims.email_verified === false) throw new ProviderRefusal('id_token: no verified e-mail')
    const name =
      text(claims.name) ??
      ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email)
    // Microsoft: the object id is the account's, the same for every app of the tenant.
    const subject = (provider === 'microsoft' ? text(claims.oid) : undefined) ?? claims.sub!
    return { subject, email, name }
  }

  return { discover, exchange }
}

/** Facebook Login: code → access token → /me?fields=id,name,email (with appsecret_proof). */
async function facebookExchange(
  settings: FacebookSettings,
  flow: { code: string; redirectUri: string },
): Promise<ProviderIdentity> {
  const tokenUrl = new URL(`${settings.graphUrl}/oauth/access_token`)
  tokenUrl.search = new URLSearchParams({
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    redirect_uri: flow.redirectUri,
    code: flow.code,
  }).toString()
  const tokens = await readJson(await fetch(tokenUrl, { signal: timeout() }), 'token')
  const accessToken = text(tokens.access_token)
  if (!accessToken) throw new ProviderRefusal('token: no access_token')
  const meUrl = new URL(`${settings.graphUrl}/me`)
  meUrl.search = new URLSearchParams({
    fields: 'id,name,email',
    appsecret_proof: createHmac('sha256', settings.clientSecret).update(accessToken).digest('hex'),
  }).toString()
  const me = await readJson(
    await fetch(meUrl, { headers: { Authorization: `Bearer ${accessToken}` }, signal: timeout() }),
    'me',
  )
  const id = text(me.id)
  const email = text(me.email)
  if (!id || !email) throw new ProviderRefusal('me: no id or e-mail (the person did not share the e-mail)')
  return { subject: id, email, name: text(me.name) ?? email }
}

// ── The routes ───────────────────────────────────────────────────────────────────────────────────

/** What the start remembers in its cookie until the callback. */
interface Pending {
  state: string
  nonce: string
  verifier?: string
  /** The site's redirect_uri (redirect flows) or the opener's origin (pop-ups). */
  target: string
  /** The state the site sent, handed back to it. */
  siteState: string
  exp: number
}

const MAX_SITE_STATE = 512
const random = (bytes = 32) => randomBytes(bytes).toString('base64url')
const cookieName = (provider: ProviderName) => `carreiras_oauth_${provider}`

export interface ProviderRoutesDeps {
  config: Config
  codes: ProviderCodes
  tickets: NetworkTickets
  logger: Logger
  /** The key of the start's cookie (derived from TOKEN_SIGNING_KEY). */
  cookieKey: string
  now?: () => number
}

/** The start and callback of every provider whose settings are set (app.ts mounts them in every environment). */
export function identityProviderRoutes(deps: ProviderRoutesDeps) {
  const { config, codes, tickets, logger } = deps
  const now = deps.now ?? Date.now
  const sealer = createSealer(deps.cookieKey)
  const oidc = createOidc()
  const secure = config.publicUrl.startsWith('https://')
  const app = new Hono()

  for (const provider of Object.keys(FLOWS) as ProviderName[]) {
    const settings = config.identityProviders[provider]
    if (!settings) continue
    const flow = FLOWS[provider]
    const base = `/oauth/${provider}`
    const callbackUrl = `${config.publicUrl}${base}/callback`

    app.get(`${base}/start`, async (c) => {
      c.header('Cache-Control', 'no-store')
      const target =
        flow.delivery === 'redirect'
          ? allowedOriginUrl(c.req.query('redirect_uri'), config.webOrigins)
          : ((raw) => (raw === null ? null : new URL(raw).origin))(
              allowedOriginUrl(c.req.query('origin'), config.webOrigins),
            )
      const siteState = c.req.query('state') ?? ''
      if (!target || siteState.length > MAX_SITE_STATE)
        return c.html(refusalPage(provider, 'Parâmetros inválidos.'), 400)
      let authorizeUrl: string
      try {
        authorizeUrl =
          settings.kind === 'oidc'
            ? (await oidc.discover(settings.issuer)).authorization_endpoint
            : settings.authorizeUrl
      } catch (error) {
        logger.warn('identity provider unavailable', { provider, reason: (error as Error).message })
        return refuse(c, provider, { target, siteState })
      }
      const pending: Pending = {
        state: random(),
        nonce: random(),
        ...(flow.pkce ? { verifier: random() } : {}),
        target,
        siteState,
        exp: now() + FLOW_TTL_MS,
      }
      setCookie(c, cookieName(provider), sealer.seal(pending), {
        path: `${base}/`,
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        maxAge: FLOW_TTL_MS / 1000,
      })
      const url = new URL(authorizeUrl)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('client_id', settings.clientId)
      url.searchParams.set('redirect_uri', callbackUrl)
      url.searchParams.set('scope', flow.scope)
      url.searchParams.set('state', pending.state)
      if (settings.kind === 'oidc') url.searchParams.set('nonce', pending.nonce)
      if (pending.verifier) {
        url.searchParams.set(
          'code_challenge',
          createHash('sha256').update(pending.verifier).digest('base64url'),
        )
        url.searchParams.set('code_challenge_method', 'S256')
      }
      return c.redirect(url.toString(), 302)
    })

    app.get(`${base}/callback`, async (c) => {
      c.header('Cache-Control', 'no-store')
      const cookie = getCookie(c, cookieName(provider))
      deleteCookie(c, cookieName(provider), { path: `${base}/`, secure, httpOnly: true, sameSite: 'Lax' })
      const pending = cookie ? (sealer.open(cookie) as Pending | null) : null
      // Without the start's cookie nobody knows where to go back: the pop-up or tab says so itself.
      if (!pending || typeof pending.target !== 'string' || pending.exp <= now()) {
        logger.info('identity provider callback refused', { provider, reason: 'no pending sign-in' })
        return c.html(refusalPage(provider), 400)
      }
      const state = c.req.query('state') ?? ''
      if (!safeEqual(state, pending.state)) {
        logger.info('identity provider callback refused', { provider, reason: 'state mismatch' })
        return refuse(c, provider, pending)
      }
      const code = c.req.query('code')
      if (c.req.query('error') || !code) return refuse(c, provider, pending, 'cancelled')
      let identity: ProviderIdentity
      try {
        identity =
          settings.kind === 'oidc'
            ? await oidc.exchange(provider, settings, {
                code,
                redirectUri: callbackUrl,
                nonce: pending.nonce,
                ...(pending.verifier ? { verifier: pending.verifier } : {}),
              })
            : await facebookExchange(settings, { code, redirectUri: callbackUrl })
      } catch (error) {
        // The reason only (never a token or a code).
        logger.info('identity provider callback refused', { provider, reason: (error as Error).message })
        return refuse(c, provider, pending)
      }
      return deliver(c, provider, pending, identity)
    })
  }

  function deliver(c: Context, provider: ProviderName, pending: Pending, identity: ProviderIdentity) {
    switch (provider) {
      case 'linkedin':
      case 'itau': {
        const url = new URL(pending.target)
        url.searchParams.set('code', codes.issue(provider, { identity, redirect: pending.target }))
        if (pending.siteState) url.searchParams.set('state', pending.siteState)
        return c.redirect(url.toString(), 302)
      }
      case 'facebook': {
        const profile = {
          provider: 'facebook',
          providerId: identity.subject,
          email: identity.email,
          name: identity.name,
        }
        return c.html(
          postingPage(provider, pending, {
            type: POPUP_MESSAGE_TYPE.facebook,
            provider: 'facebook',
            provider_id: identity.subject,
            email: identity.email,
            name: identity.name,
            ticket: tickets.issue(profile),
          }),
        )
      }
      case 'microsoft':
        return c.html(
          postingPage(provider, pending, {
            type: POPUP_MESSAGE_TYPE.microsoft,
            access_token: codes.issue('microsoft', { identity, origin: pending.target }),
            uid: identity.subject,
            user_name: identity.name,
            user_email: identity.email,
          }),
        )
    }
  }

  function refuse(
    c: Context,
    provider: ProviderName,
    pending: Pick<Pending, 'target' | 'siteState'>,
    error: 'refused' | 'cancelled' = 'refused',
  ) {
    if (FLOWS[provider].delivery === 'redirect') {
      const url = new URL(pending.target)
      url.searchParams.set('error', 'access_denied')
      url.searchParams.set('error_description', PROVIDER_FAILED[provider])
      if (pending.siteState) url.searchParams.set('state', pending.siteState)
      return c.redirect(url.toString(), 302)
    }
    const type = POPUP_MESSAGE_TYPE[provider as keyof typeof POPUP_MESSAGE_TYPE]
    return c.html(postingPage(provider, pending, { type, error }, PROVIDER_FAILED[provider]))
  }

  return app
}

const PROVIDER_TITLES: Record<ProviderName, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  itau: 'Login corporativo',
  microsoft: 'Conta Microsoft',
}

function refusalPage(provider: ProviderName, detail?: string): string {
  return page(
    PROVIDER_TITLES[provider],
    `<h1>Não foi possível continuar</h1>\n<p role="alert">${escapeHtml(PROVIDER_FAILED[provider])}</p>${
      detail ? `\n<p>${escapeHtml(detail)}</p>` : ''
    }`,
  )
}

/**
 * The pop-up's last page: posts the message to the opener at the start's origin only, then closes. A refusal
 * also says core's text, for a pop-up opened without an opener.
 */
function postingPage(
  provider: ProviderName,
  pending: Pick<Pending, 'target' | 'siteState'>,
  message: Record<string, string>,
  failure?: string,
): string {
  const withState = pending.siteState ? { ...message, state: pending.siteState } : message
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const heading = failure
    ? `<h1>Não foi possível continuar</h1>\n<p role="alert">${escapeHtml(failure)}</p>`
    : '<h1>Concluído</h1>\n<p role="status">Você pode fechar esta janela.</p>'
  return page(
    PROVIDER_TITLES[provider],
    `${heading}
<script>
(function () {
  var message = ${json(withState)};
  if (window.opener) { window.opener.postMessage(message, ${json(pending.target)}); window.close(); }
})();
</script>`,
  )
}
