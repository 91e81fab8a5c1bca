// The inboxes of the local stand-ins (outside production; docs/messages.md, "Locally"):
//   GET  /dev/mail                 what the local mail server received, newest first (a page; ?to= filters)
//   GET  /dev/mail/{id}            one e-mail as it would look: its HTML in a sandboxed frame (no script, no
//                                  access to the platform; links open in a new tab), its links, its plain text
//   GET  /dev/mail/{id}/html       the e-mail's HTML part alone (the frame's document)
//   GET  /dev/mail/messages[?to=]  the same as JSON (the journeys read it): [{ id, messageId, from, to,
//                                  subject, date, text, html, links, headers, receivedAt }]
//   POST /dev/sms/messages         the SMS provider's stand-in (sms.ts's interface): Bearer SMS_TOKEN,
//                                  Idempotency-Key, { to, text } → 201 { id }, 200 for a repeated key, 401, 400
//   GET  /dev/sms                  the SMS received, newest first (a page; ?to= filters)
//   GET  /dev/sms/messages[?to=]   the same as JSON: [{ id, to, text, key, receivedAt }]
import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { escapeHtml } from '../../accounts/stand-in-page.js'
import type { Db } from '../../db/client.js'
import { htmlCsp } from '../../security/headers.js'
import { findEmail, listEmails, listSms, storeSms, type ReceivedEmail } from './inbox.js'

export const MAIL_INBOX_PATH = '/dev/mail'
export const SMS_STAND_IN_PATH = '/dev/sms'

const NO_STORE = { 'Cache-Control': 'no-store' }

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'medium',
  })

function inboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:60rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.375rem}h2{font-size:1.125rem;margin-top:1.5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d4d4d8;vertical-align:top}
a{color:#1d4ed8}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #b45309;outline-offset:2px}
form{display:flex;gap:.5rem;align-items:end;margin:1rem 0;flex-wrap:wrap}label{font-weight:600;display:block}
input{padding:.5rem;font-size:1rem;border:1px solid #71717a;border-radius:.25rem;min-width:18rem}
button{padding:.55rem 1rem;font-size:1rem;border-radius:.25rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;word-break:break-all}
iframe{width:100%;height:36rem;border:1px solid #d4d4d8;border-radius:.25rem;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f5;padding:1rem;border-radius:.25rem}
p.note{font-size:.875rem;color:#3f3f46}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

function filterForm(action: string, to: string, label: string): string {
  return `<form method="get" action="${action}" role="search">
<div><label for="to">${escapeHtml(label)}</label><input id="to" name="to" value="${escapeHtml(to)}"></div>
<button type="submit">Filtrar</button>
</form>`
}

function mailListPage(emails: ReceivedEmail[], to: string): string {
  const rows = emails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(dateTime(mail.receivedAt))}</td><td>${escapeHtml(mail.to.join(', '))}</td>` +
        `<td><a href="${MAIL_INBOX_PATH}/${mail.id}">${escapeHtml(mail.subject || '(sem assunto)')}</a></td></tr>`,
    )
    .join('\n')
  return inboxPage(
    'Caixa de entrada local',
    `<h1>Caixa de entrada local</h1>
<p class="note">Os e-mails que o servidor de e-mail local recebeu (somente em desenvolvimento), do mais novo ao mais antigo.</p>
${filterForm(MAIL_INBOX_PATH, to, 'Destinatário')}
${
  emails.length === 0
    ? '<p>Nenhum e-mail recebido.</p>'
    : `<table><caption class="note">${emails.length} e-mail(s)</caption><thead><tr><th scope="col">Recebido em</th><th scope="col">Para</th><th scope="col">Assunto</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
}`,
  )
}

function mailPage(mail: ReceivedEmail): string {
  const header = (name: string, value: string | null | undefined) =>
    value ? `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>` : ''
  const links = mail.links
    .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
    .join('\n')
  return inboxPage(
    mail.subject || 'E-mail',
    `<p><a href="${MAIL_INBOX_PATH}">Voltar à caixa de entrada</a></p>
<h1>${escapeHtml(mail.subject || '(sem assunto)')}</h1>
<dl>
${header('De', mail.from)}${header('Para', mail.to.join(', '))}${header('Recebido em', dateTime(mail.receivedAt))}${header('Message-ID', mail.messageId)}${header('List-Unsubscribe', mail.headers['list-unsubscribe'])}${header('List-Unsubscribe-Post', mail.headers['list-unsubscribe-post'])}
</dl>
<h2>Como a pessoa vê</h2>
${
  mail.html
    ? `<iframe src="${MAIL_INBOX_PATH}/${mail.id}/html" title="Conteúdo do e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer"></iframe>`
    : '<p>Este e-mail não tem parte HTML.</p>'
}
<h2>Links</h2>
${links ? `<ul>\n${links}\n</ul>` : '<p>Nenhum link.</p>'}
<h2>Texto simples</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
  )
}

/** The e-mail's own HTML, shown in a frame that can run nothing and reach nothing of the platform. */
const MAIL_HTML_CSP = [
  'sandbox allow-popups allow-popups-to-escape-sandbox',
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: http: https:',
  "frame-ancestors 'self'",
].join('; ')

export function mailInboxRoutes(db: Db, webOrigins: readonly string[]) {
  const app = new Hono()

  app.get('/', async (c) => {
    const to = c.req.query('to')?.trim() ?? ''
    return c.html(mailListPage(await listEmails(db, to || undefined), to), 200, NO_STORE)
  })

  app.get('/messages', async (c) => {
    const to = c.req.query('to')?.trim()
    return c.json(await listEmails(db, to || undefined), 200, NO_STORE)
  })

  app.get('/:id{[0-9]+}', async (c) => {
    const mail = await findEmail(db, Number(c.req.param('id')))
    if (!mail) return c.json({ errors: [{ message: 'E-mail não encontrado' }] }, 404)
    const html = mailPage(mail)
    // The page's own policy (security/headers.ts) with the one frame it shows: the e-mail, from here.
    return c.html(html, 200, {
      ...NO_STORE,
      'Content-Security-Policy': `${htmlCsp(html, webOrigins)}; frame-src 'self'`,
    })
  })

  app.get('/:id{[0-9]+}/html', async (c) => {
    const mail = await findEmail(db, Number(c.req.param('id')))
    if (!mail?.html) return c.json({ errors: [{ message: 'E-mail não encontrado' }] }, 404)
    return c.html(mail.html, 200, {
      ...NO_STORE,
      'Content-Security-Policy': MAIL_HTML_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
    })
  })

  return app
}

const smsBodySchema = z.object({
  to: z.string().regex(/^\+?\d{10,15}$/),
  text: z.string().min(1).max(1600),
})

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function smsListPage(list: Awaited<ReturnType<typeof listSms>>, to: string): string {
  const rows = list
    .map(
      (sms) =>
        `<tr><td>${escapeHtml(dateTime(sms.receivedAt))}</td><td>${escapeHtml(sms.to)}</td><td>${escapeHtml(sms.text)}</td></tr>`,
    )
    .join('\n')
  return inboxPage(
    'SMS recebidos',
    `<h1>SMS recebidos</h1>
<p class="note">As mensagens que o provedor de SMS local recebeu (somente em desenvolvimento), da mais nova à mais antiga.</p>
${filterForm(SMS_STAND_IN_PATH, to, 'Celular')}
${
  list.length === 0
    ? '<p>Nenhum SMS recebido.</p>'
    : `<table><caption class="note">${list.length} SMS</caption><thead><tr><th scope="col">Recebido em</th><th scope="col">Para</th><th scope="col">Mensagem</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
}`,
  )
}

export function smsStandInRoutes(db: Db, token: string) {
  const app = new Hono()

  app.post('/messages', bodyLimit({ maxSize: 8 * 1024 }), async (c) => {
    const auth = c.req.header('Authorization') ?? ''
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token))
      return c.json({ errors: [{ message: 'Token do provedor de SMS inválido' }] }, 401)
    const parsed = smsBodySchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ errors: [{ message: 'SMS inválido: informe to e text' }] }, 400)
    const key = c.req.header('Idempotency-Key')?.trim() || null
    const fresh = await storeSms(db, parsed.data.to, parsed.data.text, key)
    return c.json({ accepted: true, repeated: !fresh }, fresh ? 201 : 200, NO_STORE)
  })

  app.get('/', async (c) => {
    const to = c.req.query('to')?.trim() ?? ''
    return c.html(smsListPage(await listSms(db, to || undefined), to), 200, NO_STORE)
  })

  app.get('/messages', async (c) => {
    const to = c.req.query('to')?.trim()
    return c.json(await listSms(db, to || undefined), 200, NO_STORE)
  })

  return app
}
