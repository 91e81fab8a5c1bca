// The bank group's single sign-on and the Microsoft account (docs/identity.md): their local stand-ins
// (outside production, like the professional network's in oauth.ts) and what `itauLogin` and
// `microsoftGraphLogin` check of what they issued.
//   GET|POST /oauth/itau/authorize?redirect_uri=…&state=…   a page where the developer types a name and an
//            e-mail, then → redirect_uri?code=…&state=… (a one-time code, 10 minutes, for that redirect)
//   GET|POST /oauth/microsoft/authorize?origin=<site origin>  a pop-up that posts { type: 'carreiras:microsoft',
//            access_token, uid, user_name, user_email } to window.opener at that origin only (the token is
//            single-use, 10 minutes, for that uid and e-mail)
// In production neither page exists: the real providers (accounts/identity-clients.ts) hand `itauLogin` and
// `microsoftGraphLogin` their own one-time codes when configured; otherwise the two answer NOT_IMPLEMENTED.
import { randomBytes } from 'node:crypto'
import { allowedOriginUrl } from '@carreiras/core'
import { Hono } from 'hono'
import type { Config } from '../config.js'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { standInProviderId } from './stand-in-ids.js'
import { createStandInPartnerBase, recordedCheck, type RetailPartnerBase } from './retail-partner.js'
import { errorPage, escapeHtml, page } from './stand-in-page.js'
import { emailSchema, fullNameSchema } from './validation.js'
import type { Db } from '../db/client.js'

export const STAND_IN_TTL_MS = 10 * 60 * 1000

/** The person a stand-in vouched for. */
export interface StandInPerson {
  name: string
  email: string
}

export interface IdentityStandIns {
  /** One-time codes of the SSO stand-in, bound to the redirect_uri they were sent to. */
  ssoCodes: Map<string, StandInPerson & { redirectUri: string; expiresAt: number }>
  /** Access tokens of the Microsoft stand-in, bound to the uid and e-mail they were issued for. */
  microsoftTokens: Map<string, StandInPerson & { uid: string; origin: string; expiresAt: number }>
  /** The retail partner's employee base (its stand-in: the retail_partner_employees table). */
  partner: RetailPartnerBase
  /** The clock of the employee check's calendar day (tests move it). */
  now: () => Date
}

export function createIdentityStandIns(db: Db, now: () => Date = () => new Date()): IdentityStandIns {
  return { ssoCodes: new Map(), microsoftTokens: new Map(), partner: createStandInPartnerBase(db), now }
}

/** The demonstration internal person the stand-ins' forms start with (db/seed-identity.ts). */
const PREFILLED: StandInPerson = { name: 'Helena Duarte', email: 'helena.duarte@grupoaurora.com.br' }

const badCode = () => domainError('VALIDATION', PLATFORM_MESSAGES.badOAuthCode)

function dropExpired<V extends { expiresAt: number }>(map: Map<string, V>, now: number) {
  for (const [key, entry] of map) if (entry.expiresAt < now) map.delete(key)
}

/** Same origin and path (the site may add a query to its redirect). */
function sameRedirect(a: string, b: string): boolean {
  try {
    const x = new URL(a)
    const y = new URL(b)
    return x.origin === y.origin && x.pathname === y.pathname
  } catch {
    return false
  }
}

/**
 * Takes (single use) the SSO code. `loginSource`, when it is a URL, must be the redirect the code was sent to
 * (the site sends the page it came back to); any other label is only recorded by the real SSO.
 */
export function takeSsoCode(
  standIns: IdentityStandIns,
  code: string,
  loginSource: string | null | undefined,
  now = Date.now(),
): StandInPerson {
  const entry = standIns.ssoCodes.get(code)
  standIns.ssoCodes.delete(code)
  if (!entry || entry.expiresAt < now) throw badCode()
  if (loginSource && /^https?:\/\//i.test(loginSource) && !sameRedirect(loginSource, entry.redirectUri))
    throw badCode()
  return { name: entry.name, email: entry.email }
}

/**
 * Takes (single use) the Microsoft access token; the uid and e-mail the site sends, when sent, must be those
 * the token was issued for. Returns the person and the uid (the provider id of the account).
 */
export function takeMicrosoftToken(
  standIns: IdentityStandIns,
  token: string,
  claimed: { uid?: string | null; email?: string | null },
  now = Date.now(),
): StandInPerson & { uid: string } {
  const entry = standIns.microsoftTokens.get(token)
  standIns.microsoftTokens.delete(token)
  if (!entry || entry.expiresAt < now) throw badCode()
  if (claimed.uid && claimed.uid !== entry.uid) throw badCode()
  if (claimed.email && claimed.email.trim().toLowerCase() !== entry.email.toLowerCase()) throw badCode()
  return { name: entry.name, email: entry.email, uid: entry.uid }
}

function personForm(action: string, hidden: Record<string, string>, network: string, note: string): string {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n')
  return `<h1>Entrar com ${escapeHtml(network)} (simulação local)</h1>
<p class="note">${escapeHtml(note)}</p>
<form method="post" action="${escapeHtml(action)}">
${inputs}
<label for="name">Nome completo</label>
<input id="name" name="name" autocomplete="name" required value="${escapeHtml(PREFILLED.name)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(PREFILLED.email)}">
<div class="actions">
<button type="submit" name="decision" value="allow">Autorizar</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancelar</button>
</div>
</form>`
}

function readPerson(form: Record<string, unknown>): StandInPerson | null {
  const email = emailSchema.safeParse(form.email)
  const name = fullNameSchema.safeParse(form.name)
  if (!email.success || !name.success) return null
  return { name: name.data, email: email.data }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const newSecret = () => randomBytes(24).toString('base64url')
const invalidPerson = 'Informe um nome completo e um e-mail válidos.'

/** The stand-ins' pages (mounted outside production only: app.ts). */
export function identityStandInRoutes(config: Config, db: Db, standIns: IdentityStandIns) {
  const app = new Hono()
  const allowedUrl = (value: string | undefined) => {
    const url = allowedOriginUrl(value, config.webOrigins)
    return url === null ? null : new URL(url)
  }

  // The bank group's SSO: a page, then → redirect_uri?code=…&state=…
  app.get('/oauth/itau/authorize', (c) => {
    const redirect = allowedUrl(c.req.query('redirect_uri'))
    if (!redirect)
      return c.html(errorPage('Parâmetros inválidos: um redirect_uri do site é obrigatório.'), 400)
    return c.html(
      page(
        'Entrar com o SSO do grupo (simulação)',
        personForm(
          '/oauth/itau/authorize',
          { redirect_uri: redirect.toString(), state: c.req.query('state') ?? '' },
          'o SSO do grupo',
          'Esta página substitui o login único do grupo durante o desenvolvimento. Informe um colaborador fictício.',
        ),
      ),
    )
  })

  app.post('/oauth/itau/authorize', async (c) => {
    const form = await c.req.parseBody()
    const redirect = allowedUrl(text(form.redirect_uri))
    if (!redirect) return c.html(errorPage('redirect_uri inválido.'), 400)
    const state = text(form.state)
    if (state) redirect.searchParams.set('state', state)
    if (form.decision === 'cancel') {
      redirect.searchParams.set('error', 'access_denied')
      return c.redirect(redirect.toString(), 302)
    }
    const person = readPerson(form)
    if (!person) return c.html(errorPage(invalidPerson), 400)
    const now = Date.now()
    dropExpired(standIns.ssoCodes, now)
    const code = newSecret()
    standIns.ssoCodes.set(code, {
      ...person,
      redirectUri: text(form.redirect_uri),
      expiresAt: now + STAND_IN_TTL_MS,
    })
    redirect.searchParams.set('code', code)
    return c.redirect(redirect.toString(), 302)
  })

  // Microsoft: a pop-up whose result is posted to window.opener, at the site's origin only.
  const openerOrigin = (value: string | undefined) => allowedUrl(value)?.origin ?? null

  app.get('/oauth/microsoft/authorize', (c) => {
    const origin = openerOrigin(c.req.query('origin'))
    if (!origin) return c.html(errorPage('Origem inválida.'), 400)
    return c.html(
      page(
        'Entrar com a conta Microsoft (simulação)',
        personForm(
          '/oauth/microsoft/authorize',
          { origin, state: c.req.query('state') ?? '' },
          'a conta Microsoft',
          'Esta página substitui a conta Microsoft durante o desenvolvimento. Informe uma conta fictícia.',
        ),
      ),
    )
  })

  app.post('/oauth/microsoft/authorize', async (c) => {
    const form = await c.req.parseBody()
    const origin = openerOrigin(text(form.origin))
    if (!origin) return c.html(errorPage('Origem inválida.'), 400)
    let message: Record<string, string>
    if (form.decision === 'cancel') message = { type: 'carreiras:microsoft', error: 'cancelled' }
    else {
      const person = readPerson(form)
      if (!person) return c.html(errorPage(invalidPerson), 400)
      const now = Date.now()
      dropExpired(standIns.microsoftTokens, now)
      const accessToken = newSecret()
      const uid = await standInProviderId(db, 'microsoft', person.email)
      standIns.microsoftTokens.set(accessToken, {
        ...person,
        uid,
        origin,
        expiresAt: now + STAND_IN_TTL_MS,
      })
      message = {
        type: 'carreiras:microsoft',
        access_token: accessToken,
        uid,
        user_name: person.name,
        user_email: person.email,
      }
    }
    if (text(form.state)) message.state = text(form.state)
    const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
    return c.html(
      page(
        'Conta Microsoft (simulação)',
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

  // GET /dev/employee-checks?cpf=<digits> → { checks }: how many times the partner base was asked about the
  // cpf today (São Paulo calendar day), so a journey can prove "once per day". This process's count; a check
  // recorded today by an earlier process counts as one.
  app.get('/dev/employee-checks', async (c) => {
    const cpf = (c.req.query('cpf') ?? '').replace(/\D/g, '')
    c.header('Cache-Control', 'no-store')
    if (cpf.length !== 11) return c.json({ errors: [{ message: PLATFORM_MESSAGES.invalidCpf }] }, 400)
    const now = standIns.now()
    const recorded = (await recordedCheck(db, cpf, now)) === null ? 0 : 1
    return c.json({ checks: Math.max(standIns.partner.callsToday(cpf, now), recorded) })
  })

  return app
}
