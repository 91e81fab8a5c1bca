// The e-mail and SMS transports (outgoing/transports.ts) against the real local stand-ins: the SMTP server
// (smtp-server) whose inbox is /dev/mail, and the SMS provider's stand-in at /dev/sms.
import { ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, DEFAULT_BRANDS_DIR, loadConfig } from '../src/config.js'
import { BrandsError, loadBrands, parseMessageBrand } from '../src/outgoing/brands.js'
import { PermanentDeliveryError, type OutgoingMessage, type QueuedMessage } from '../src/outgoing/contract.js'
import { createEmailTransport, messageIdFor } from '../src/outgoing/email.js'
import { createSmsTransport } from '../src/outgoing/sms.js'
import type { ReceivedEmail, ReceivedSms } from '../src/outgoing/stand-ins/inbox.js'
import { startLocalSmtp, type LocalSmtpServer } from '../src/outgoing/stand-ins/smtp.js'
import { renderEmail } from '../src/outgoing/templates.js'
import { createTransports } from '../src/outgoing/transports.js'
import { enqueue } from '../src/outgoing/queue.js'
import { createMessageWorker } from '../src/outgoing/worker.js'
import { outgoingMessages } from '../src/db/schema.js'
import { createLogger } from '../src/logger.js'
import { uniqueEmail } from './accounts-helpers.js'
import { PRODUCTION_TEST_ENV, createTestPlatform, type TestPlatform } from './helpers.js'

const brands = loadBrands(DEFAULT_BRANDS_DIR, 'aurora')
let keys = 0
const queued = (message: OutgoingMessage, attempt = 1): QueuedMessage =>
  ({ ...message, id: ++keys, idempotencyKey: `msg-${keys}-${Date.now()}`, attempt }) as QueuedMessage
const signal = () => new AbortController().signal

const recovery = (to: string, brand?: string): OutgoingMessage => ({
  channel: 'email',
  template: 'password-recovery',
  to,
  data: { firstName: 'Joana', link: 'http://localhost:3000/password-recovery?token=abc&x=1' },
  ...(brand ? { brand } : {}),
})

let platform: TestPlatform
let smtp: LocalSmtpServer

beforeAll(async () => {
  platform = await createTestPlatform()
  smtp = await startLocalSmtp(platform.database.db)
})
afterAll(async () => {
  await smtp?.close()
  await platform?.close()
})

async function inbox(to: string): Promise<ReceivedEmail[]> {
  const response = await platform.app.request(`/dev/mail/messages?to=${encodeURIComponent(to)}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ReceivedEmail[]
}

describe('templates', () => {
  const all: OutgoingMessage[] = [
    recovery('a@example.com'),
    {
      channel: 'email',
      template: 'application-confirmed',
      to: 'a@example.com',
      data: { name: 'Ana', jobTitle: 'Caixa' },
    },
    {
      channel: 'email',
      template: 'event-invitation',
      to: 'a@example.com',
      data: { name: 'Ana', typeEvent: 'group_dynamic', jobTitle: 'Caixa', link: 'http://s.test/meu-perfil' },
    },
    {
      channel: 'email',
      template: 'hunting-invitation',
      to: 'a@example.com',
      data: {
        name: 'Ana',
        jobTitle: null,
        acceptLink: 'http://s.test/a/1',
        refuseLink: 'http://s.test/r/1',
        until: '10/12/2026',
      },
    },
    {
      channel: 'email',
      template: 'profile-update-request',
      to: 'a@example.com',
      data: { name: 'Ana', jobTitle: 'Caixa', link: 'http://s.test/u/1', until: '10/12/2026' },
    },
  ]

  it.each(all.map((message) => [message.template, message] as const))(
    '%s: subject, HTML and plain text in pt-BR with every link',
    async (_name, message) => {
      if (message.channel !== 'email') throw new Error('e-mail only')
      const rendered = await renderEmail(message, brands.get(undefined))
      expect(rendered.html).toMatch(/<html [^>]*lang="pt-BR"/)
      expect(rendered.html).toContain('Carreiras Aurora')
      expect(rendered.text).toContain(
        'Olá, Ana!'.replace('Ana', 'name' in message.data ? message.data.name : 'Joana'),
      )
      expect(rendered.text).toContain(ptBR.outgoing.automatic)
      for (const link of Object.values(message.data).filter((v): v is string => /^http/.test(String(v)))) {
        expect(rendered.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
        expect(rendered.text).toContain(link)
      }
      expect(rendered.html).not.toContain('undefined')
    },
  )

  it('says what core says, in each kind of event and without an opening', async () => {
    const event = await renderEmail(all[2] as never, brands.get(undefined))
    expect(event.subject).toBe('Convite para dinâmica em grupo: Caixa')
    const hunting = await renderEmail(all[3] as never, brands.get(undefined))
    expect(hunting.subject).toBe('Convite para um processo seletivo')
    expect(hunting.text).toContain(
      'Uma empresa encontrou seu perfil e convida você para um processo seletivo.',
    )
    expect(hunting.text).toContain('Para aceitar o convite, acesse (válido até 10/12/2026):')
  })

  it("uses the brand's sender, colours and rewording", async () => {
    const demo = brands.get('demo')
    expect(demo.from).toBe('Carreiras Cooperativa Demo <pessoas@cooperativa-demo.example>')
    const rendered = await renderEmail(all[1] as never, demo)
    expect(rendered.text).toContain('Boa sorte! Torcemos por você.')
    expect(rendered.html).toContain('#6b21a8')
    expect(rendered.text).toContain('Carreiras Cooperativa Demo')
    const aurora = await renderEmail(all[1] as never, brands.get('aurora'))
    expect(aurora.text).not.toContain('Torcemos')
    // An unknown brand falls back to the default one.
    expect(brands.get('nenhuma').id).toBe('aurora')
  })

  it('refuses a brand file with a text the catalogue does not have, or a bad sender', () => {
    const good = {
      name: 'X',
      siteName: 'Carreiras X',
      companyId: 1,
      from: 'X <x@x.example>',
      colors: { primary: '#000000', primaryForeground: '#ffffff', foreground: '#111111' },
    }
    expect(() =>
      parseMessageBrand('x', { ...good, messages: { passwordRecovery: { titulo: 'a' } } }),
    ).toThrow(/passwordRecovery.titulo/)
    expect(() => parseMessageBrand('x', { ...good, from: 'sem endereço' })).toThrow(BrandsError)
    expect(() => loadBrands(DEFAULT_BRANDS_DIR, 'acme')).toThrow(/MESSAGES_BRAND=acme/)
  })
})

describe('e-mail through the local SMTP server', () => {
  it('arrives in /dev/mail as HTML and plain text, from the brand, with the Message-ID of its key', async () => {
    const transport = createEmailTransport({ smtpUrl: smtp.url, brands })
    try {
      const to = uniqueEmail()
      const message = queued(recovery(to, 'demo'))
      await transport.send(message, signal())
      const [mail, ...rest] = await inbox(to)
      expect(rest).toEqual([])
      expect(mail!.subject).toBe('Recuperação de senha')
      expect(mail!.from).toContain('pessoas@cooperativa-demo.example')
      expect(mail!.to).toEqual([to.toLowerCase()])
      expect(mail!.messageId).toBe(messageIdFor(message.idempotencyKey, 'cooperativa-demo.example'))
      expect(mail!.text).toContain('Olá, Joana!')
      expect(mail!.text).toContain('http://localhost:3000/password-recovery?token=abc&x=1')
      expect(mail!.html).toContain('Criar nova senha')
      expect(mail!.links).toContain('http://localhost:3000/password-recovery?token=abc&x=1')
      // Transactional: no unsubscribe headers.
      expect(mail!.headers).toEqual({})
    } finally {
      transport.close()
    }
  })

  it('an optional message carries one-click unsubscribe (RFC 8058)', async () => {
    const transport = createEmailTransport({
      smtpUrl: smtp.url,
      brands,
      optional: () => true,
      unsubscribeUrl: () => 'https://plataforma.example.com/messages/unsubscribe?token=t',
    })
    try {
      const to = uniqueEmail()
      await transport.send(queued(recovery(to)), signal())
      const [mail] = await inbox(to)
      expect(mail!.headers).toEqual({
        'list-unsubscribe': '<https://plataforma.example.com/messages/unsubscribe?token=t>',
        'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
      })
      expect(mail!.text).toContain(ptBR.outgoing.unsubscribe)
    } finally {
      transport.close()
    }
  })

  it('SMTP down: the delivery fails for a retry (not for good), and goes through once it is back', async () => {
    const local = await startLocalSmtp(platform.database.db)
    const transport = createEmailTransport({ smtpUrl: local.url, brands })
    try {
      const to = uniqueEmail()
      const message = queued(recovery(to))
      await local.stop()
      const failure = await transport.send(message, signal()).then(
        () => null,
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(Error)
      expect(failure).not.toBeInstanceOf(PermanentDeliveryError)
      expect(String((failure as Error).message)).toMatch(/^SMTP (ECONNECTION|ESOCKET)/)
      expect(String((failure as Error).message)).not.toContain(to)
      expect(await inbox(to)).toEqual([])
      await local.start()
      await transport.send({ ...message, attempt: 2 }, signal())
      const received = await inbox(to)
      expect(received).toHaveLength(1)
      expect(received[0]!.messageId).toBe(messageIdFor(message.idempotencyKey, 'aurora.example'))
    } finally {
      transport.close()
      await local.close()
    }
  })

  it('a recipient the server refuses for good (5xx) ends the retries', async () => {
    const refusing = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()))
    const port = (refusing.server.address() as { port: number }).port
    const transport = createEmailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, brands })
    try {
      await expect(transport.send(queued(recovery(uniqueEmail())), signal())).rejects.toBeInstanceOf(
        PermanentDeliveryError,
      )
    } finally {
      transport.close()
      await new Promise<void>((resolve) => refusing.close(() => resolve()))
    }
  })
})

describe('SMS through the provider interface', () => {
  const sms = (to: string): OutgoingMessage => ({
    channel: 'sms',
    template: 'sms-code',
    to,
    data: { code: '482913' },
  })
  const viaApp: typeof fetch = async (input, init) => platform.app.request(String(input), init)
  const url = 'http://127.0.0.1/dev/sms/messages'

  async function received(to: string): Promise<ReceivedSms[]> {
    return (await (await platform.app.request(`/dev/sms/messages?to=${to}`)).json()) as ReceivedSms[]
  }

  it('reaches the stand-in once per idempotency key, with the text from core', async () => {
    const transport = createSmsTransport({
      url,
      token: platform.config.delivery.smsToken,
      brands,
      fetch: viaApp,
    })
    const phone = `119${String(Date.now()).slice(-8)}`
    const message = queued(sms(`(${phone.slice(0, 2)}) ${phone.slice(2)}`))
    await transport(message, signal())
    await transport({ ...message, attempt: 2 }, signal())
    const list = await received(phone)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      to: phone,
      text: ptBR.outgoing.smsCode('482913'),
      key: message.idempotencyKey,
    })
    const page = await platform.app.request('/dev/sms')
    expect(await page.text()).toContain(ptBR.outgoing.smsCode('482913'))
  })

  it('a wrong token is refused for good; 429 and 5xx are retried', async () => {
    const bad = createSmsTransport({ url, token: 'outro-token-qualquer', brands, fetch: viaApp })
    await expect(bad(queued(sms('11999990000')), signal())).rejects.toBeInstanceOf(PermanentDeliveryError)
    for (const status of [429, 503]) {
      const busy = createSmsTransport({
        url,
        token: 'x'.repeat(8),
        brands,
        fetch: async () => new Response('', { status }),
      })
      const error = await busy(queued(sms('11999990000')), signal()).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(Error)
      expect(error).not.toBeInstanceOf(PermanentDeliveryError)
      expect((error as Error).message).toBe(`SMS: o provedor respondeu ${status}`)
    }
    const down = createSmsTransport({ url: 'http://127.0.0.1:9/', token: 'x'.repeat(8), brands })
    const error = await down(queued(sms('11999990000')), signal()).catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/^SMS: o provedor não respondeu/)
    expect((error as Error).message).not.toContain('482913')
  })
})

describe('the inbox pages', () => {
  it('shows each e-mail in a sandboxed frame, its links and its plain text', async () => {
    const transport = createEmailTransport({ smtpUrl: smtp.url, brands })
    const to = uniqueEmail()
    try {
      await transport.send(queued(recovery(to)), signal())
    } finally {
      transport.close()
    }
    const [mail] = await inbox(to)
    const list = await (await platform.app.request(`/dev/mail?to=${encodeURIComponent(to)}`)).text()
    expect(list).toContain(`href="/dev/mail/${mail!.id}"`)
    const page = await platform.app.request(`/dev/mail/${mail!.id}`)
    const html = await page.text()
    expect(html).toMatch(
      /<iframe src="\/dev\/mail\/\d+\/html" title="Conteúdo do e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox"/,
    )
    expect(html).toContain('href="http://localhost:3000/password-recovery?token=abc&amp;x=1"')
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-src 'self'")
    const frame = await platform.app.request(`/dev/mail/${mail!.id}/html`)
    expect(frame.headers.get('Content-Security-Policy')).toMatch(
      /^sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'/,
    )
    expect(frame.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    expect(await frame.text()).toContain('Criar nova senha')
  })

  it('does not exist in production', async () => {
    const production = await createTestPlatform({
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'prod-token-1',
      PUBLIC_URL: 'https://p.example.com',
    })
    try {
      for (const path of ['/dev/mail', '/dev/mail/messages', '/dev/sms', '/dev/sms/messages'])
        expect((await production.app.request(path)).status).toBe(404)
    } finally {
      await production.close()
    }
  })
})

describe('settings', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    CLIENT_TOKENS: 'prod-token-1',
    PUBLIC_URL: 'https://p.example.com',
    ...PRODUCTION_TEST_ENV,
  }
  const message = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as Error).message
    }
    return ''
  }

  it.each(['SMTP_URL', 'SMS_URL', 'SMS_TOKEN'])('production refuses to start without %s', (name) => {
    expect(message({ ...PRODUCTION, [name]: undefined })).toBe(
      `Configuração inválida:\n  - ${name}: ${name} é obrigatório em produção (${
        name === 'SMTP_URL'
          ? 'o servidor de e-mail que envia as mensagens; ou MESSAGES=off'
          : name === 'SMS_URL'
            ? 'o endereço do provedor de SMS; ou MESSAGES=off'
            : 'o token do provedor de SMS; ou MESSAGES=off'
      })`,
    )
  })

  it('MESSAGES=off starts production without them; a malformed SMTP_URL is refused', () => {
    const off = {
      ...PRODUCTION,
      SMTP_URL: undefined,
      SMS_URL: undefined,
      SMS_TOKEN: undefined,
      MESSAGES: 'off',
    }
    expect(loadConfig(off).delivery.off).toBe(true)
    expect(message({ ...PRODUCTION, SMTP_URL: 'http://mail.example.com' })).toContain(
      'SMTP_URL deve ser uma URL smtp://',
    )
    expect(loadConfig({}).delivery).toMatchObject({
      off: false,
      smtpUrl: null,
      smsUrl: null,
      defaultBrand: 'aurora',
    })
  })

  it('MESSAGES=off: every message ends at once, with the reason', async () => {
    const config = loadConfig({ MESSAGES: 'off' })
    const transports = await createTransports(config, { db: platform.database.db })
    await expect(transports.email(queued(recovery(uniqueEmail())), signal())).rejects.toThrow(
      new PermanentDeliveryError('Envio de mensagens desligado nesta implantação (MESSAGES=off)'),
    )
    expect(transports.localSmtp).toBeNull()
  })

  it('outside production without SMTP_URL and SMS_URL, createTransports starts the local stand-ins and sends to them', async () => {
    const transports = await createTransports(loadConfig({}), { db: platform.database.db })
    try {
      expect(transports.localSmtp?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
      const to = uniqueEmail()
      await transports.channels.email(queued(recovery(to)), signal())
      expect(await inbox(to)).toHaveLength(1)
      // And the SMS provider's stand-in, on a loopback port of its own, keeping what it receives for /dev/sms.
      const phone = `219${String(Date.now()).slice(-8)}`
      await transports.channels.sms(
        queued({ channel: 'sms', template: 'sms-code', to: phone, data: { code: '864213' } }),
        signal(),
      )
      const sms = (await (
        await platform.app.request(`/dev/sms/messages?to=${phone}`)
      ).json()) as ReceivedSms[]
      expect(sms.map((item) => item.text)).toEqual([ptBR.outgoing.smsCode('864213')])
    } finally {
      await transports.close()
    }
  })
})

describe('through the queue: the mail server down', () => {
  it('retries with a growing backoff, then the message is sent once it is back', async () => {
    const local = await startLocalSmtp(platform.database.db)
    const email = createEmailTransport({ smtpUrl: local.url, brands })
    const retryBaseMs = 300
    const worker = createMessageWorker({
      database: platform.database,
      transports: { email: email.send },
      settings: { ...platform.config.messages, retryBaseMs, maxAttempts: 5, concurrency: 1 },
      logger: createLogger({ enabled: false }),
    })
    const db = platform.database.db
    const to = uniqueEmail()
    const row = async () => (await db.select().from(outgoingMessages).where(eq(outgoingMessages.to, to)))[0]!
    const attempt = async () => {
      await worker.runOnce()
      await worker.idle()
    }
    try {
      await local.stop()
      await db.transaction((tx) => enqueue(tx, recovery(to)))
      await attempt()
      const first = await row()
      expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: SMTP ESOCKET' })
      const firstWait = first.nextAttemptAt.getTime() - Date.now()
      expect(firstWait).toBeGreaterThan(0)
      expect(firstWait).toBeLessThanOrEqual(retryBaseMs)
      // Not due yet: nothing is tried.
      await attempt()
      expect((await row()).attempts).toBe(1)

      await new Promise((resolve) => setTimeout(resolve, firstWait + 50))
      const before = Date.now()
      await attempt()
      const second = await row()
      expect(second).toMatchObject({ status: 'pending', attempts: 2 })
      // The second wait is drawn from [base, 2·base]: longer than the first's ceiling allows less than.
      expect(second.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(retryBaseMs - 50)
      expect(await inbox(to)).toEqual([])

      await local.start()
      await new Promise((resolve) => setTimeout(resolve, second.nextAttemptAt.getTime() - Date.now() + 50))
      await attempt()
      expect(await row()).toMatchObject({ status: 'sent', attempts: 3 })
      const received = await inbox(to)
      expect(received).toHaveLength(1)
      expect(received[0]!.subject).toBe('Recuperação de senha')
      // Sent: nothing more is tried.
      await attempt()
      expect(await inbox(to)).toHaveLength(1)
    } finally {
      await worker.stop(1000)
      email.close()
      await local.close()
    }
  })
})
