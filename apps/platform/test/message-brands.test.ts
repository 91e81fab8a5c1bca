// Every message goes out in the brand of the site the person uses (docs/messages.md, "Brands"): the site's
// proxy names its brand with the shared secret (SITE_PROXY_SECRET), the GraphQL context carries it, and the
// messages a request causes are enqueued in it; a company's messages go out in the brand of its company.
import { createPlatformClient, type PlatformClient } from '@carreiras/api'
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITE_BRAND_HEADER, SITE_PROXY_SECRET_HEADER } from '../src/accounts/client-address.js'
import { DEFAULT_BRANDS_DIR } from '../src/config.js'
import { opportunities, outgoingMessages } from '../src/db/schema.js'
import { brandRegistry, messageBrands, parseMessageBrand } from '../src/outgoing/brands.js'
import { createEmailTransport } from '../src/outgoing/email.js'
import { queuedMessageOf } from '../src/outgoing/queue.js'
import type { ReceivedEmail } from '../src/outgoing/stand-ins/inbox.js'
import { startLocalSmtp, type LocalSmtpServer } from '../src/outgoing/stand-ins/smtp.js'
import { signUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const SECRET = 'segredo-compartilhado-do-site-e-da-plataforma'
const RECOVER =
  'mutation($email: String!, $url: String) { passwordRecovery(email: $email, return_url: $url) { email } }'

let platform: TestPlatform
let smtp: LocalSmtpServer

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off', SITE_PROXY_SECRET: SECRET })
  smtp = await startLocalSmtp(platform.database.db)
})
afterAll(async () => {
  await smtp?.close()
  await platform?.close()
})

/** A client whose requests come through a proxy that sends these headers. */
const through = (headers: Record<string, string>): PlatformClient =>
  createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: platform.config.clientTokens,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const all = new Headers(init?.headers)
      for (const [name, value] of Object.entries(headers)) all.set(name, value)
      return platform.app.request(new Request(input, { ...init, headers: all }))
    }) as typeof fetch,
  })

/** Asks for a recovery link through `client`, then delivers the queued e-mail to the local SMTP server. */
async function recoveryMail(client: PlatformClient): Promise<ReceivedEmail> {
  const { email } = await signUp(platform)
  await client.request(RECOVER, { email, url: 'http://localhost:3000/password-recovery' })
  const [row] = await platform.database.db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.to, email))
  expect(row?.template).toBe('password-recovery')
  const transport = createEmailTransport({
    smtpUrl: smtp.url,
    brands: messageBrands(platform.config.delivery),
  })
  try {
    await transport.send(queuedMessageOf(row!), new AbortController().signal)
  } finally {
    transport.close()
  }
  const response = await platform.app.request(`/dev/mail/messages?to=${encodeURIComponent(email)}`)
  const [mail] = (await response.json()) as ReceivedEmail[]
  return mail!
}

describe('the brand the site names', () => {
  it('a recovery asked for through the demo site is sent from the demo sender, in the demo’s words', async () => {
    const mail = await recoveryMail(
      through({ [SITE_BRAND_HEADER]: 'demo', [SITE_PROXY_SECRET_HEADER]: SECRET }),
    )
    expect(mail.from).toContain('Carreiras Cooperativa Demo')
    expect(mail.from).toContain('<pessoas@cooperativa-demo.example>')
    expect(mail.text).toContain(
      'Você recebeu este e-mail porque tem um cadastro no site Carreiras Cooperativa Demo.',
    )
    expect(mail.html).toContain('Carreiras Cooperativa Demo')
    expect(mail.text).not.toContain('Aurora')
  })

  it('a brand named without the secret, with a wrong one, or that is no brand: the default brand', async () => {
    for (const headers of <Record<string, string>[]>[
      { [SITE_BRAND_HEADER]: 'demo' },
      {
        [SITE_BRAND_HEADER]: 'demo',
        [SITE_PROXY_SECRET_HEADER]: 'um-segredo-errado-com-mais-de-32-caracteres',
      },
      { [SITE_BRAND_HEADER]: 'inexistente', [SITE_PROXY_SECRET_HEADER]: SECRET },
    ]) {
      const mail = await recoveryMail(through(headers))
      expect(mail.from).toContain('<carreiras@aurora.example>')
      expect(mail.text).toContain('cadastro no site Carreiras Aurora.')
      expect(mail.text).not.toContain('Cooperativa Demo')
    }
  })
})

describe('the brand of a company', () => {
  const file = (name: string, companyId: number) => ({
    name,
    siteName: `Carreiras ${name}`,
    companyId,
    from: `carreiras@${name.toLowerCase()}.example`,
    colors: { primary: '#000000', primaryForeground: '#ffffff', foreground: '#111111' },
  })
  const registry = brandRegistry(
    new Map(
      [
        parseMessageBrand('aurora', file('Aurora', DEFAULT_COMPANY_ID)),
        parseMessageBrand('demo', file('Demo', DEFAULT_COMPANY_ID)),
        parseMessageBrand('zeta', file('Zeta', 9001)),
        parseMessageBrand('acme', file('Acme', 9001)),
      ].map((brand) => [brand.id, brand]),
    ),
    'aurora',
  )

  it('is the brand whose company owns it; the default brand when it is the default’s or nobody’s', () => {
    expect(registry.forCompany(9001)).toBe('acme')
    expect(registry.forCompany(DEFAULT_COMPANY_ID)).toBeUndefined()
    expect(registry.forCompany(4242)).toBeUndefined()
    expect(registry.forCompany(null)).toBeUndefined()
    expect(registry.get(registry.forCompany(9001)).from).toBe('carreiras@acme.example')
  })

  it('each brand file names its company (the site reads the same file)', () => {
    const brands = messageBrands(platform.config.delivery)
    expect(brands.get('aurora').companyId).toBe(DEFAULT_COMPANY_ID)
    expect(brands.get('demo').companyId).toBe(DEFAULT_COMPANY_ID)
    expect(() => parseMessageBrand('x', { ...file('X', 1), companyId: undefined })).toThrow(/companyId/)
  })
})

describe('a company’s invitations and requests', () => {
  // Aurora as it is, and a brand of another company of the seed (2627).
  const OTHER_COMPANY = 2627
  const dir = mkdtempSync(path.join(tmpdir(), 'brands-'))
  let other: TestPlatform
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'aurora'))
    mkdirSync(path.join(dir, 'parceira'))
    writeFileSync(
      path.join(dir, 'aurora', 'outgoing.json'),
      readFileSync(path.join(DEFAULT_BRANDS_DIR, 'aurora', 'outgoing.json')),
    )
    writeFileSync(
      path.join(dir, 'parceira', 'outgoing.json'),
      JSON.stringify({
        name: 'Parceira',
        siteName: 'Carreiras Parceira',
        companyId: OTHER_COMPANY,
        from: 'Carreiras Parceira <vagas@parceira.example>',
        colors: { primary: '#000000', primaryForeground: '#ffffff', foreground: '#111111' },
      }),
    )
    other = await createTestPlatform({ CAPTCHA: 'off', BRANDS_DIR: dir })
  })
  afterAll(async () => {
    await other?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const openingOf = async (companyId: number, same: boolean) => {
    const [row] = await other.database.db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(same ? eq(opportunities.companyId, companyId) : ne(opportunities.companyId, companyId))
      .limit(1)
    return row!.id
  }
  const brandOf = async (email: string, template: string) => {
    const rows = await other.database.db
      .select({ brand: outgoingMessages.brand })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.to, email), eq(outgoingMessages.template, template)))
    expect(rows).toHaveLength(1)
    return rows[0]!.brand
  }
  const post = async (route: string, body: unknown) => {
    const response = await other.app.request(route, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(201)
  }

  it('go out in the brand whose company owns the opening; else in the default brand', async () => {
    const theirs = await openingOf(OTHER_COMPANY, true)
    const ours = await openingOf(OTHER_COMPANY, false)
    const cases: [number | undefined, string | null][] = [
      [theirs, 'parceira'],
      [ours, null],
      [undefined, null],
    ]
    for (const [opportunityId, brand] of cases) {
      const person = await signUp(other)
      await post('/dev/hunting/invite', { email: person.email, opportunityId })
      expect(await brandOf(person.email, 'hunting-invitation')).toBe(brand)
      await post('/dev/profile-updates', { userId: person.userId, opportunityId })
      expect(await brandOf(person.email, 'profile-update-request')).toBe(brand)
    }
  })
})
