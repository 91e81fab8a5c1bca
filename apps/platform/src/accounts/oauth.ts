// The local OAuth stand-ins (outside production): the professional network's authorization page
// (→ code → the site's /linkedin-return → GET /linkedin/token) and the social network's pop-up dialog
// (→ the profile posted to window.opener). A developer picks or types a fake profile; nothing leaves the machine.
// Both end as the real exchange does (accounts/identity-clients.ts, mounted when configured): the platform
// issues a network ticket (accounts/network-tickets.ts) for the profile, the only thing `socialMediaLogin`,
// `userLogin` and `userCreate` accept as its proof.
import { randomBytes } from 'node:crypto'
import { allowedOriginUrl } from '@carreiras/core'
import { Hono } from 'hono'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import type { AccountsRuntime, OAuthProfile } from './runtime.js'
import { standInProviderId } from './stand-in-ids.js'
import { errorPage, escapeHtml, page } from './stand-in-page.js'
import { emailSchema, fullNameSchema } from './validation.js'

// The stand-ins' pages are shared with the removal and partner-test stand-ins.
export { errorPage, escapeHtml, page }

const CODE_TTL_MS = 10 * 60 * 1000

/**
 * Exchanges a one-time code for the profile and a network ticket for it (`linkedinProfile`,
 * `GET /linkedin/token`): a code of the real provider's callback (accounts/identity-clients.ts), else, outside
 * production, one of the stand-in.
 */
export async function exchangeLinkedinCode(
  runtime: AccountsRuntime,
  code: string,
  redirectUri: string | null,
  production = false,
) {
  const real = await runtime.providerCodes.take('linkedin', code)
  let profile: OAuthProfile
  if (real) {
    if (redirectUri !== null && !sameRedirect(redirectUri, real.redirect))
      throw domainError('VALIDATION', PLATFORM_MESSAGES.badOAuthCode)
    const { subject, email, name } = real.identity
    profile = { provider: 'linkedin', providerId: subject, email, name }
  } else {
    const entry = production ? undefined : runtime.oauthCodes.get(code)
    runtime.oauthCodes.delete(code)
    if (
      !entry ||
      entry.expiresAt < Date.now() ||
      (redirectUri !== null && !sameRedirect(redirectUri, entry.redirectUri))
    )
      throw domainError('VALIDATION', PLATFORM_MESSAGES.badOAuthCode)
    profile = entry.profile
  }
  const space = profile.name.indexOf(' ')
  return {
    provider: profile.provider,
    provider_id: profile.providerId,
    name: profile.name,
    first_name: space === -1 ? profile.name : profile.name.slice(0, space),
    last_name: space === -1 ? '' : profile.name.slice(space + 1),
    email: profile.email,
    avatar: null,
    ticket: runtime.tickets.issue(profile),
  }
}

/** Redirect URIs compare without their query (the site may add back_to and the like). */
function sameRedirect(a: string, b: string): boolean {
  try {
    const x = new URL(a)
    const y = new URL(b)
    return x.origin === y.origin && x.pathname === y.pathname
  } catch {
    return false
  }
}

/** A redirect_uri / opener origin on one of the site's origins (core's one rule, checked as a URL). */
function allowedUrl(config: Config, value: string | undefined): URL | null {
  const url = allowedOriginUrl(value, config.webOrigins)
  return url === null ? null : new URL(url)
}

function profileForm(action: string, hidden: Record<string, string>, network: string): string {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  return `<h1>Entrar com ${escapeHtml(network)} (simulação local)</h1>
<p class="note">Esta página substitui a rede durante o desenvolvimento. Informe um perfil fictício.</p>
<form method="post" action="${escapeHtml(action)}">
${inputs}
<label for="name">Nome completo</label>
<input id="name" name="name" autocomplete="name" required value="Candidata Exemplo">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="candidata.${escapeHtml(network.toLowerCase())}@example.com">
<div class="actions">
<button type="submit" name="decision" value="allow">Autorizar</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancelar</button>
</div>
</form>`
}

/** Reads name and e-mail of the stand-in form; null when invalid. */
async function readProfile(
  db: Db,
  form: Record<string, unknown>,
  provider: OAuthProfile['provider'],
): Promise<OAuthProfile | null> {
  const email = emailSchema.safeParse(form.email)
  const name = fullNameSchema.safeParse(form.name)
  if (!email.success || !name.success) return null
  const providerId = await standInProviderId(db, provider, email.data)
  return { provider, providerId, name: name.data, email: email.data }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function oauthRoutes(config: Config, db: Db, runtime: AccountsRuntime) {
  const app = new Hono()

  // Professional network: authorization page → redirect_uri?code=…&state=…
  app.get('/oauth/linkedin/authorize', (c) => {
    const redirect = allowedUrl(config, c.req.query('redirect_uri'))
    if (c.req.query('response_type') !== 'code' || !redirect)
      return c.html(
        errorPage('Parâmetros inválidos: response_type=code e um redirect_uri do site são obrigatórios.'),
        400,
      )
    return c.html(
      page(
        'Entrar com LinkedIn (simulação)',
        profileForm(
          '/oauth/linkedin/authorize',
          { redirect_uri: redirect.toString(), state: c.req.query('state') ?? '' },
          'LinkedIn',
        ),
      ),
    )
  })

  app.post('/oauth/linkedin/authorize', async (c) => {
    const form = await c.req.parseBody()
    const redirect = allowedUrl(config, text(form.redirect_uri))
    if (!redirect) return c.html(errorPage('redirect_uri inválido.'), 400)
    const state = text(form.state)
    if (state) redirect.searchParams.set('state', state)
    if (form.decision === 'cancel') {
      redirect.searchParams.set('error', 'user_cancelled_login')
      redirect.searchParams.set('error_description', 'The user cancelled LinkedIn login')
      return c.redirect(redirect.toString(), 302)
    }
    const profile = await readProfile(db, form, 'linkedin')
    if (!profile) return c.html(errorPage('Informe um nome completo e um e-mail válidos.'), 400)
    const code = randomBytes(24).toString('base64url')
    const now = Date.now()
    for (const [key, entry] of runtime.oauthCodes) if (entry.expiresAt < now) runtime.oauthCodes.delete(key)
    runtime.oauthCodes.set(code, {
      profile,
      redirectUri: text(form.redirect_uri),
      expiresAt: now + CODE_TTL_MS,
    })
    redirect.searchParams.set('code', code)
    return c.redirect(redirect.toString(), 302)
  })

  // The token exchange: GET /linkedin/token?redirect_uri&code&company → the profile (plain JSON).
  app.get('/linkedin/token', async (c) => {
    const code = c.req.query('code')
    if (!code)
      return c.json({ errors: [{ message: PLATFORM_MESSAGES.badOAuthCode, code: 'VALIDATION' }] }, 400)
    c.header('Cache-Control', 'no-store')
    try {
      return c.json(await exchangeLinkedinCode(runtime, code, c.req.query('redirect_uri') ?? null))
    } catch {
      return c.json({ errors: [{ message: PLATFORM_MESSAGES.badOAuthCode, code: 'VALIDATION' }] }, 400)
    }
  })

  // Social network pop-up: a form, then a callback page posting the profile to window.opener.
  const openerOrigin = (value: string | undefined) => {
    const url = allowedUrl(config, value)
    if (url) return url.origin
    return value ? null : (config.webOrigins.find((o) => o !== '*') ?? null)
  }

  app.get('/oauth/facebook/dialog', (c) => {
    const origin = openerOrigin(c.req.query('origin') ?? c.req.query('redirect_uri'))
    if (!origin) return c.html(errorPage('Origem inválida.'), 400)
    return c.html(
      page(
        'Entrar com Facebook (simulação)',
        profileForm('/oauth/facebook/dialog', { origin, state: c.req.query('state') ?? '' }, 'Facebook'),
      ),
    )
  })

  app.post('/oauth/facebook/dialog', async (c) => {
    const form = await c.req.parseBody()
    const origin = openerOrigin(text(form.origin))
    if (!origin) return c.html(errorPage('Origem inválida.'), 400)
    let message: Record<string, string>
    if (form.decision === 'cancel') message = { type: 'carreiras:social-login', error: 'cancelled' }
    else {
      const profile = await readProfile(db, form, 'facebook')
      if (!profile) return c.html(errorPage('Informe um nome completo e um e-mail válidos.'), 400)
      // The pop-up's result carries the ticket to the site's window only (postMessage to its origin).
      message = {
        type: 'carreiras:social-login',
        provider: profile.provider,
        provider_id: profile.providerId,
        email: profile.email,
        name: profile.name,
        ticket: runtime.tickets.issue(profile),
      }
    }
    if (text(form.state)) message.state = text(form.state)
    const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
    // The page holds a ticket: no cache keeps it.
    c.header('Cache-Control', 'no-store')
    return c.html(
      page(
        'Facebook (simulação)',
        `<h1>Concluído</h1>
<p role="status">Você pode fechar esta janela.</p>
<script>
(function () {
  var message = ${json(message)};
  if (window.opener) { window.opener.postMessage(message, ${json(origin)}); window.close(); }
})();
</script>`,
      ),
    )
  })

  return app
}
