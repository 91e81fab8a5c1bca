// Job alerts over HTTP (docs/job-alerts.md). Plain JSON under /v1/job-alerts (through the site's proxy):
//   POST   /v1/job-alerts        { search, frequency, email? } → 201 { alert: { id, status } }
//                                signed in (the transport's Authorization header): the account's alert,
//                                active at once; anonymous: `email` required, 'pending' until confirmed
//   GET    /v1/job-alerts        the signed-in candidate's alerts          → { alerts: [JobAlertView…] }
//   PATCH  /v1/job-alerts/:id    { frequency?, paused? } of their own alert → { alert }
//   DELETE /v1/job-alerts/:id    their own alert                            → 204
//   errors: { errors: [{ message, field? }] } with core's pt-BR texts; 401 without a session where one is needed
// And the e-mails' pages, plain HTML, no login (the links carry the alert's id and its HMAC, links.ts):
//   GET  /alertas/confirmar?alerta=&token=   the search and 'Confirmar alerta' (a mail reader's prefetch
//                                            confirms nothing); POST confirms
//   GET  /alertas/cancelar?alerta=&token=    the search and 'Cancelar alerta'; POST unsubscribes: the
//                                            one-click POST of RFC 8058 (body List-Unsubscribe=One-Click)
//                                            and the page's button
import { alertSearchSummary, jobAlertCreateSchema, jobAlertUpdateSchema, ptBR } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import { sessionOfHeader } from '../accounts/internal-access.js'
import { trustedBrand } from '../accounts/client-address.js'
import { escapeHtml, page } from '../accounts/stand-in-page.js'
import type { Config } from '../config.js'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema.js'
import { messageBrands } from '../outgoing/brands.js'
import type { JobAlertLinks } from './links.js'
import {
  confirmJobAlert,
  createJobAlert,
  deleteUserAlert,
  findJobAlert,
  listUserAlerts,
  unsubscribeJobAlert,
  updateUserAlert,
  type JobAlertDeps,
} from './service.js'

const t = ptBR.jobAlerts
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export function jobAlertApiRoutes(config: Config, deps: JobAlertDeps) {
  const { db } = deps
  const brands = messageBrands(config.delivery)
  const app = new Hono()
  const sessionOf = (c: Context) => sessionOfHeader(db, config.clientTokens, c.req.header('Authorization'))
  const body = async (c: Context): Promise<unknown> => {
    try {
      return await c.req.json()
    } catch {
      return null
    }
  }
  const invalid = (c: Context, field?: string, message: string = ptBR.errors.VALIDATION) =>
    c.json({ errors: [{ message, ...(field ? { field } : {}) }] }, 400, PRIVATE)
  const unauthorized = (c: Context) =>
    c.json({ errors: [{ message: ptBR.errors.UNAUTHORIZED }] }, 401, PRIVATE)
  const alertId = (c: Context) => {
    const raw = c.req.param('id') ?? ''
    return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null
  }

  app.post('/', async (c) => {
    const parsed = jobAlertCreateSchema.safeParse(await body(c))
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = String(issue?.path[0] ?? '')
      return invalid(c, field, field === 'email' ? t.create.emailInvalid : ptBR.errors.VALIDATION)
    }
    const session = await sessionOf(c)
    let email = parsed.data.email ?? ''
    if (session) {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId))
      if (!user) return unauthorized(c)
      email = user.email
    } else if (!email) return invalid(c, 'email', t.create.emailRequired)
    const brand = brands.known(trustedBrand(c.req.raw, config.siteProxySecret) ?? undefined)
    const result = await createJobAlert(deps, {
      search: parsed.data.search,
      frequency: parsed.data.frequency,
      email,
      userId: session?.userId ?? null,
      companyId: brands.get(brand).companyId,
      brand,
    })
    if (!result.ok) return c.json({ errors: [{ message: ptBR.errors.VALIDATION }] }, 429, PRIVATE)
    return c.json({ alert: { id: result.id, status: result.status } }, 201, PRIVATE)
  })

  app.get('/', async (c) => {
    const session = await sessionOf(c)
    if (!session) return unauthorized(c)
    return c.json({ alerts: await listUserAlerts(db, session.userId) }, 200, PRIVATE)
  })

  app.patch('/:id', async (c) => {
    const session = await sessionOf(c)
    if (!session) return unauthorized(c)
    const id = alertId(c)
    const parsed = jobAlertUpdateSchema.safeParse(await body(c))
    if (id === null || !parsed.success) return invalid(c)
    const alert = await updateUserAlert(db, session.userId, id, parsed.data)
    if (!alert) return c.json({ errors: [{ message: ptBR.errors.NOT_FOUND }] }, 404, PRIVATE)
    return c.json({ alert }, 200, PRIVATE)
  })

  app.delete('/:id', async (c) => {
    const session = await sessionOf(c)
    if (!session) return unauthorized(c)
    const id = alertId(c)
    if (id === null) return invalid(c)
    if (!(await deleteUserAlert(db, session.userId, id)))
      return c.json({ errors: [{ message: ptBR.errors.NOT_FOUND }] }, 404, PRIVATE)
    return c.body(null, 204, PRIVATE)
  })

  return app
}

export function jobAlertPageRoutes(deps: JobAlertDeps, links: JobAlertLinks) {
  const { db } = deps
  const app = new Hono()
  const p = t.pages
  const errorPage = (c: Context) =>
    c.html(
      page(
        p.errorTitle,
        `<h1>${escapeHtml(p.errorTitle)}</h1>\n<p role="alert">${escapeHtml(p.invalid)}</p>`,
      ),
      400,
    )
  const done = (c: Context, title: string, text: string) =>
    c.html(page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(text)}</p>`))
  /** The page with the search and one button; the form posts the link's own id and token back. */
  const ask = (c: Context, title: string, text: string, search: string, button: string) => {
    const id = escapeHtml(c.req.query('alerta') ?? '')
    const token = escapeHtml(c.req.query('token') ?? '')
    return c.html(
      page(
        title,
        `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><strong>${escapeHtml(alertSearchSummary(search))}</strong></p>
<form method="post">
<input type="hidden" name="alerta" value="${id}">
<input type="hidden" name="token" value="${token}">
<div class="actions"><button type="submit" name="decision" value="allow">${escapeHtml(button)}</button></div>
</form>`,
      ),
    )
  }
  /** The alert of the link (query string, or the posted form), when its token is right. */
  const alertOf = async (c: Context, purpose: 'confirm' | 'unsubscribe') => {
    let id: unknown = c.req.query('alerta')
    let token: unknown = c.req.query('token')
    if (c.req.method === 'POST') {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      id = typeof form.alerta === 'string' ? form.alerta : id
      token = typeof form.token === 'string' ? form.token : token
    }
    return links.verify(purpose, id, token)
  }

  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
  })

  app.get('/confirmar', async (c) => {
    const id = await alertOf(c, 'confirm')
    const alert = id === null ? null : await findJobAlert(db, id)
    if (!alert || alert.status === 'unsubscribed') return errorPage(c)
    return ask(c, p.confirmTitle, p.confirmBody, alert.search, p.confirmButton)
  })
  app.post('/confirmar', async (c) => {
    const id = await alertOf(c, 'confirm')
    if (id === null || !(await confirmJobAlert(db, id))) return errorPage(c)
    return done(c, p.confirmedTitle, p.confirmedBody)
  })
  app.get('/cancelar', async (c) => {
    const id = await alertOf(c, 'unsubscribe')
    const alert = id === null ? null : await findJobAlert(db, id)
    if (!alert) return errorPage(c)
    if (alert.status === 'unsubscribed') return done(c, p.unsubscribedTitle, p.unsubscribedBody)
    return ask(c, p.unsubscribeTitle, p.unsubscribeBody, alert.search, p.unsubscribeButton)
  })
  app.post('/cancelar', async (c) => {
    const id = await alertOf(c, 'unsubscribe')
    if (id === null) return errorPage(c)
    await unsubscribeJobAlert(db, id)
    return done(c, p.unsubscribedTitle, p.unsubscribedBody)
  })
  return app
}
