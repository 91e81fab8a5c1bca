// The customer chat's local stand-in (docs/chat-and-marketing.md), outside production only:
//   GET  /dev/chat/widget.js   the widget: defines `window.ChatWidget` ({ boot(settings), show(), hide(),
//                              shutdown() }) and draws a small accessible panel ('Olá, {name}!', a message box)
//   POST /dev/chat/boots       what each boot sent (the widget posts it, from the site's origin: CORS per
//                              WEB_ORIGIN); 201
//   GET  /dev/chat/boots       the boots, newest first: { name, email, user_hash, custom_domain, verified,
//                              receivedAt }; `verified` = the hash is HMAC-SHA-256(CHAT_IDENTITY_SECRET, email)
// The real chat service does the same check with its copy of the secret; the site's server makes the hash.
import { chatIdentityHash } from '@carreiras/core'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'

/** One boot as the widget received it, with the stand-in's verdict on the identity hash. */
export interface ChatBootRecord {
  name: string
  email: string | null
  user_hash: string | null
  custom_domain: string | null
  verified: boolean
  receivedAt: string
}

const bootSchema = z.object({
  name: z.string().max(300),
  email: z.string().max(320).optional(),
  user_hash: z.string().max(128).optional(),
  custom_domain: z.string().max(200).optional(),
})

/** The stand-in keeps the last boots of this process only. */
const MAX_BOOTS = 500

/**
 * The widget. Plain DOM (textContent, never innerHTML: names and messages are data), a labelled region with a
 * heading, a live log and a labelled message box; Escape or 'Fechar chat' hides it and gives focus back. It
 * sits at the bottom left: the site's launcher and its hint keep the bottom right.
 */
export const CHAT_WIDGET_JS = `(function () {
  'use strict'
  if (window.ChatWidget) return
  var script = document.currentScript
  var origin = script && script.src ? new URL(script.src).origin : ''
  var panel = null
  var opener = null
  function el(tag, styles, text) {
    var node = document.createElement(tag)
    if (styles) for (var key in styles) node.style[key] = styles[key]
    if (text !== undefined) node.textContent = text
    return node
  }
  function hide() {
    if (!panel) return
    panel.hidden = true
    if (opener && opener.focus) opener.focus()
  }
  function show() {
    if (!panel) return
    panel.hidden = false
    var field = panel.querySelector('textarea')
    if (field) field.focus()
  }
  function draw(settings) {
    if (panel) panel.remove()
    opener = document.activeElement
    panel = el('section', {
      position: 'fixed', left: '16px', bottom: '16px', zIndex: '2147483000', width: 'min(360px, calc(100vw - 32px))',
      background: '#ffffff', color: '#1a1a1a', border: '1px solid #555555', borderRadius: '12px',
      boxShadow: '0 8px 24px rgba(0,0,0,0.2)', padding: '16px', fontFamily: 'system-ui, sans-serif', fontSize: '16px'
    })
    panel.setAttribute('aria-labelledby', 'chat-widget-title')
    panel.setAttribute('data-chat-widget', '')
    var title = el('h2', { fontSize: '18px', margin: '0 0 8px' }, 'Olá, ' + settings.name + '!')
    title.id = 'chat-widget-title'
    var log = el('div', { minHeight: '48px', marginBottom: '8px' })
    log.setAttribute('role', 'log')
    log.setAttribute('aria-live', 'polite')
    log.appendChild(el('p', { margin: '0' }, 'Como podemos ajudar?'))
    var form = el('form')
    var label = el('label', { display: 'block', marginBottom: '4px' }, 'Mensagem')
    label.htmlFor = 'chat-widget-message'
    var field = el('textarea', { width: '100%', minHeight: '64px', boxSizing: 'border-box', color: '#1a1a1a', background: '#ffffff', border: '1px solid #555555' })
    field.id = 'chat-widget-message'
    var row = el('div', { display: 'flex', gap: '8px', marginTop: '8px', justifyContent: 'flex-end' })
    var close = el('button', { minHeight: '32px', padding: '4px 12px', background: '#ffffff', color: '#1a1a1a', border: '1px solid #555555', borderRadius: '6px' }, 'Fechar chat')
    close.type = 'button'
    close.addEventListener('click', hide)
    var send = el('button', { minHeight: '32px', padding: '4px 12px', background: '#1a1a1a', color: '#ffffff', border: '1px solid #1a1a1a', borderRadius: '6px' }, 'Enviar')
    send.type = 'submit'
    form.addEventListener('submit', function (event) {
      event.preventDefault()
      var text = field.value.trim()
      if (!text) return
      log.appendChild(el('p', { margin: '4px 0 0' }, text))
      field.value = ''
    })
    row.appendChild(close)
    row.appendChild(send)
    form.appendChild(label)
    form.appendChild(field)
    form.appendChild(row)
    panel.appendChild(title)
    panel.appendChild(log)
    panel.appendChild(form)
    panel.addEventListener('keydown', function (event) { if (event.key === 'Escape') hide() })
    document.body.appendChild(panel)
    field.focus()
  }
  window.ChatWidget = {
    boot: function (settings) {
      draw(settings)
      return fetch(origin + '/dev/chat/boots', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(settings),
      }).then(function () {}, function () {})
    },
    show: show,
    hide: hide,
    shutdown: function () { if (panel) panel.remove(); panel = null },
  }
})()
`

export function chatStandInRoutes(secret: string | undefined) {
  const boots: ChatBootRecord[] = []
  const app = new Hono()

  // Loaded by a <script> of the site, another origin: the platform's same-origin resource policy would block it.
  app.get('/widget.js', (c) =>
    c.body(CHAT_WIDGET_JS, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-store',
    }),
  )

  app.post('/boots', bodyLimit({ maxSize: 8 * 1024 }), async (c) => {
    const parsed = bootSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ errors: [{ message: 'Boot inválido' }] }, 400)
    const boot = parsed.data
    const verified =
      !!secret &&
      !!boot.email &&
      !!boot.user_hash &&
      (await chatIdentityHash(secret, boot.email)) === boot.user_hash
    boots.unshift({
      name: boot.name,
      email: boot.email ?? null,
      user_hash: boot.user_hash ?? null,
      custom_domain: boot.custom_domain ?? null,
      verified,
      receivedAt: new Date().toISOString(),
    })
    boots.length = Math.min(boots.length, MAX_BOOTS)
    return c.json({ ok: true }, 201)
  })

  app.get('/boots', (c) => c.json(boots, 200, { 'Cache-Control': 'no-store' }))
  return app
}
