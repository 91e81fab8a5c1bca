// Headhunting invitations and the external profile base (docs/decisions.md, "Company requests"): the signed
// tokens (a changed character anywhere is unknown), the development invitation (POST /dev/hunting/invite: the
// e-mail with both links; GET /dev/hunting), decryptTokenHunting, acceptHunting (a person with no account is
// created from the external base, with the profile imported; signed in as keep-logged; once), refuseHunting,
// updateHunting after the acceptance, the password the invited person chooses afterwards, profileExternalBase
// and integrateProfileExternalBase (idempotent, own keys only).
import { ptBR } from '@carreiras/core'
import { encodePassword } from '@carreiras/api/server'
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_TOKEN_SIGNING_KEY, loadConfig } from '../src/config.js'
import {
  externalBaseProfiles,
  follows,
  huntingInvitations,
  opportunities,
  sessions,
  users,
} from '../src/db/schema.js'
import { SEED_EXTERNAL_PROFILES, seedExternalBase } from '../src/db/seed-external-base.js'
import { externalName } from '../src/hunting/external-base.js'
import { readToken, signToken, tokenHash } from '../src/hunting/signed-tokens.js'
import { sha256 } from '../src/accounts/secrets.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { clientOf, failure, newCpf, signUp, uniqueEmail, type SignedUp } from './accounts-helpers.js'
import { PRODUCTION_TEST_ENV, createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
const db = () => platform.database.db
const anonymous = () => clientOf(platform)
const KEY = () => platform.config.tokenSigningKey

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

const MARINA = SEED_EXTERNAL_PROFILES[0]
const OTAVIO = SEED_EXTERNAL_PROFILES[1]
/** An open opening of the seed (Analista de Crédito Pleno). */
const OPENING = 100_001

const DECRYPT = `query($t: String!) { decryptTokenHunting(token: $t) { valid user { id email forceChangePassword }
  opportunity { id } } }`
const ACCEPT = `mutation($t: String!) { acceptHunting(token: $t) { id name email forceChangePassword token expiresAt
  profile { id forceChangePassword } } }`
const REFUSE = 'mutation($t: String!) { refuseHunting(token: $t) { success } }'
const UPDATE =
  'mutation($t: String!, $d: String, $f: Boolean) { updateHunting(token: $t, document: $d, foreigner: $f) { id hasUser hasMoreRegister } }'
const PROFILE = `query($id: ID) { user(id: $id) { id name firstname lastname email cpf passport phone forceChangePassword
  profile { disabilities { disabilityId name } hasDisability
    educations { level institutionId institutionName courseId courseName status startDate endDate }
    professionalExperiences { company companyId role startYear endYear currentOccupation level area }
    languageProficiencies { language proficiency }
    location { zipcode street number neighborhood city stateAbbr } } } }`

interface Decrypted {
  valid: boolean
  user: { id: string; email: string; forceChangePassword: boolean } | null
  opportunity: { id: string } | null
}
interface Accepted {
  id: string
  name: string
  email: string
  forceChangePassword: boolean
  token: string
  expiresAt: string
  profile: { id: string; forceChangePassword: boolean }
}
interface Invited {
  id: number
  token: string
  acceptLink: string
  refuseLink: string
}

const post = (path: string, body: unknown) =>
  platform.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function invite(body: Record<string, unknown>): Promise<Invited> {
  const response = await post('/dev/hunting/invite', body)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return (await response.json()) as Invited
}

const decrypt = async (token: string) =>
  (await anonymous().request<{ decryptTokenHunting: Decrypted | null }>(DECRYPT, { t: token }))
    .decryptTokenHunting
const accept = async (token: string) =>
  (await anonymous().request<{ acceptHunting: Accepted }>(ACCEPT, { t: token })).acceptHunting
const refuse = (token: string) =>
  anonymous().request<{ refuseHunting: { success: boolean } }>(REFUSE, { t: token })

/** A profile of the external base with its own e-mail (the seed's three are for the journeys). */
async function externalProfile(overrides: Partial<typeof externalBaseProfiles.$inferInsert> = {}) {
  const { id: _id, token: _token, ...marina } = MARINA
  const email = uniqueEmail('externa')
  const token = `parceiro-${email}`
  const [row] = await db()
    .insert(externalBaseProfiles)
    .values({
      ...marina,
      disabilityIds: [...marina.disabilityIds],
      languages: [...marina.languages],
      educations: [...marina.educations],
      experiences: [...marina.experiences],
      email,
      tokenHash: tokenHash(token),
      ...overrides,
    })
    .returning()
  return { row: row!, token, email }
}

/** Changes one character of the token's payload (first part) or of its MAC (second part). */
function flip(token: string, part: 0 | 1): string {
  const parts = token.split('.')
  const text = parts[part]!
  const i = Math.floor(text.length / 2)
  parts[part] = text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1)
  return parts.join('.')
}

async function outboxOf(to: string) {
  const response = await platform.app.request(`/dev/outbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as { subject: string; body: string; link: string }[]
}

// ── Tokens ──────────────────────────────────────────────────────────────────────────────────────

describe('signed tokens', () => {
  const key = 'k'.repeat(40)
  const payload = { kind: 'hunting' as const, id: 42, expiresAt: new Date('2027-01-02T03:04:05Z') }

  it('read back what was signed, for its own kind and key only', () => {
    const token = signToken(key, payload)
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    expect(readToken(key, token, 'hunting')).toEqual(payload)
    expect(readToken(key, token, 'update')).toBeNull()
    expect(readToken('o'.repeat(40), token, 'hunting')).toBeNull()
    const body = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'))
    expect(body).toEqual({
      k: 'hunting',
      i: 42,
      e: Date.parse('2027-01-02T03:04:05Z') / 1000,
      n: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
  })

  it('carry a random nonce: one row signed twice gives two tokens, and a token without one is unknown', () => {
    const first = signToken(key, payload)
    const second = signToken(key, payload)
    expect(first).not.toBe(second)
    expect(readToken(key, second, 'hunting')).toEqual(payload)
    // The shape of before (kind, row, expiry: all public), signed with the right key: refused.
    const body = Buffer.from(JSON.stringify({ k: 'hunting', i: 42, e: 1_798_858_245 })).toString('base64url')
    const mac = createHmac('sha256', key).update(body, 'utf8').digest('base64url')
    expect(readToken(key, `${body}.${mac}`, 'hunting')).toBeNull()
  })

  it('are unknown when malformed', () => {
    for (const bad of ['', 'abc', 'a.b.c', '.', `${signToken(key, payload)}.x`, 'e30.e30', null, 42])
      expect(readToken(key, bad, 'hunting')).toBeNull()
  })

  it('are unknown after any change of one character (property)', () => {
    const token = signToken(key, payload)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...alphabet.split('')), (i, c) => {
        fc.pre(token[i] !== c)
        // The MAC covers the payload's text, and is compared as text: no change goes unnoticed.
        expect(readToken(key, token.slice(0, i) + c + token.slice(i + 1), 'hunting')).toBeNull()
      }),
    )
  })

  it('have a random key outside production, never the constant; production requires one (config.test.ts)', () => {
    expect(loadConfig({}).tokenSigningKey).not.toBe(DEV_TOKEN_SIGNING_KEY)
    expect(loadConfig({}).tokenSigningKey).not.toBe(loadConfig({}).tokenSigningKey)
    expect(KEY()).not.toBe(DEV_TOKEN_SIGNING_KEY)
    const production = { NODE_ENV: 'production', CLIENT_TOKENS: 'a1', ...PRODUCTION_TEST_ENV }
    expect(() => loadConfig({ ...production, TOKEN_SIGNING_KEY: undefined })).toThrow(
      /TOKEN_SIGNING_KEY é obrigatório em produção/,
    )
    const set = 'chave-de-assinatura-com-mais-de-32-caracteres'
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'https://p.example', TOKEN_SIGNING_KEY: set }).tokenSigningKey,
    ).toBe(set)
    expect(() => loadConfig({ TOKEN_SIGNING_KEY: 'curta' })).toThrow(/TOKEN_SIGNING_KEY deve ter ao menos 32/)
  })
})

describe('the name of an external profile', () => {
  it('is split at the first space', () => {
    expect(externalName('MARINA DE SOUZA LIMA')).toEqual({
      name: 'MARINA DE SOUZA LIMA',
      first_name: 'MARINA',
      last_name: 'DE SOUZA LIMA',
    })
    expect(externalName('  Otávio   Pereira ')).toEqual({
      name: 'Otávio Pereira',
      first_name: 'Otávio',
      last_name: 'Pereira',
    })
    expect(externalName('Cher')).toEqual({ name: 'Cher', first_name: 'Cher', last_name: '' })
  })

  it('first word + space + the rest is the whole name (property)', () => {
    const word = fc.string({ minLength: 1, maxLength: 12 }).filter((w) => /^\S+$/.test(w))
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const split = externalName(words.join(' '))
        expect(split.first_name).toBe(words[0])
        expect(split.last_name).toBe(words.slice(1).join(' '))
        expect([split.first_name, split.last_name].filter(Boolean).join(' ')).toBe(split.name)
      }),
    )
  })
})

// ── The development invitation ──────────────────────────────────────────────────────────────────

describe('POST /dev/external-base', () => {
  it('copies a demonstration profile under a new e-mail (name and CPF as given); 409 when taken; 400 bad input', async () => {
    const email = `externa.${Date.now().toString(36)}@example.com`
    const response = await post('/dev/external-base', { email, name: 'ROSA MARIA DIAS', cpf: null })
    expect(response.status).toBe(201)
    const { id, token } = (await response.json()) as { id: number; token: string }
    const [row] = await db().select().from(externalBaseProfiles).where(eq(externalBaseProfiles.id, id))
    expect(row).toMatchObject({ email, name: 'ROSA MARIA DIAS', cpf: null })
    expect(row!.educations).toHaveLength(2)
    expect(row!.tokenHash).toBe(sha256(token))
    expect((await post('/dev/external-base', { email })).status).toBe(409)
    expect((await post('/dev/external-base', { email: 'não é e-mail' })).status).toBe(400)
    const otavio = await post('/dev/external-base', {
      email: `o.${Date.now().toString(36)}@example.com`,
      like: 'otavio',
    })
    expect(otavio.status).toBe(201)
  })
})

describe('POST /dev/hunting/invite', () => {
  it('invites an external-base person: 201, the e-mail with the accept and refusal links', async () => {
    const { email, row } = await externalProfile()
    const invited = await invite({ email: email.toUpperCase(), opportunityId: OPENING })
    expect(invited.acceptLink).toBe(`http://localhost:3000/accept_hunting/${invited.token}`)
    expect(invited.refuseLink).toBe(`http://localhost:3000/refuse_hunting/${invited.token}`)
    const [mail] = await outboxOf(email)
    expect(mail!.subject).toBe('Convite para o processo seletivo: Analista de Crédito Pleno')
    expect(mail!.link).toBe(invited.acceptLink)
    expect(mail!.body).toContain(invited.acceptLink)
    expect(mail!.body).toContain(invited.refuseLink)
    expect(mail!.body).toMatch(/^Olá, Marina!/)
    expect(mail!.body).toMatch(/válido até \d{2}\/\d{2}\/\d{4}/)
    const [stored] = await db().select().from(huntingInvitations).where(eq(huntingInvitations.id, invited.id))
    expect(stored).toMatchObject({
      userId: null,
      externalBaseProfileId: row.id,
      email,
      opportunityId: OPENING,
    })
    // Only the token's hash is kept.
    expect(stored!.tokenHash).toBe(sha256(invited.token))
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
  })

  it('invites a user by e-mail; 404 for nobody or an unknown opening; 400 for bad input', async () => {
    const user = await signUp(platform)
    const invited = await invite({ email: user.email })
    const [stored] = await db().select().from(huntingInvitations).where(eq(huntingInvitations.id, invited.id))
    expect(stored!.userId).toBe(user.userId)
    expect((await outboxOf(user.email))[0]!.subject).toBe('Convite para um processo seletivo')

    const nobody = await post('/dev/hunting/invite', { email: uniqueEmail('ninguem') })
    expect(nobody.status).toBe(404)
    expect(await nobody.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.devInviteeNotFound }] })
    const opening = await post('/dev/hunting/invite', { email: user.email, opportunityId: 999_999 })
    expect(opening.status).toBe(404)
    expect(await opening.json()).toEqual({ errors: [{ message: 'Oportunidade não encontrada' }] })
    for (const body of [{}, { email: 'não é e-mail' }, { email: user.email, expiresInDays: 'sete' }, 'nada'])
      expect((await post('/dev/hunting/invite', body)).status).toBe(400)
    const bad = await post('/dev/hunting/invite', { email: user.email, expiresInDays: 1.5 })
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Valor inválido em expiresInDays.',
    )
  })

  it('does not exist in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      const response = await production.app.request('/dev/hunting/invite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: MARINA.email }),
      })
      expect(response.status).toBe(404)
      expect((await production.app.request(`/dev/hunting?email=${MARINA.email}`)).status).toBe(404)
    } finally {
      await production.close()
    }
  })
})

// ── decryptTokenHunting ─────────────────────────────────────────────────────────────────────────

describe('decryptTokenHunting', () => {
  it('decodes an open invitation: no account yet (external base), or the account', async () => {
    const { email } = await externalProfile()
    const external = await invite({ email, opportunityId: OPENING })
    expect(await decrypt(external.token)).toEqual({
      valid: true,
      user: null,
      opportunity: { id: String(OPENING) },
    })

    const user = await signUp(platform)
    const own = await invite({ email: user.email })
    expect(await decrypt(own.token)).toEqual({
      valid: true,
      user: { id: user.id, email: user.email, forceChangePassword: false },
      opportunity: null,
    })
  })

  it('is null for a tampered token (payload or MAC), another kind or garbage', async () => {
    const { token } = await invite({ email: (await externalProfile()).email })
    expect(await decrypt(flip(token, 0))).toBeNull()
    expect(await decrypt(flip(token, 1))).toBeNull()
    expect(await decrypt('nada')).toBeNull()
    // A well-signed token of a row that does not hold it (a forged id).
    const forged = signToken(KEY(), {
      kind: 'hunting',
      id: 999_999,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    expect(await decrypt(forged)).toBeNull()
    const update = signToken(KEY(), { kind: 'update', id: 1, expiresAt: new Date(Date.now() + 86_400_000) })
    expect(await decrypt(update)).toBeNull()
    // The platform's key, not the development one, signs: a token signed with another key is unknown.
    const other = signToken('x'.repeat(40), {
      kind: 'hunting',
      id: 1,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    expect(await decrypt(other)).toBeNull()
  })

  it('says valid false once expired', async () => {
    const { token } = await invite({ email: (await externalProfile()).email, expiresInDays: -1 })
    expect(await decrypt(token)).toEqual({ valid: false, user: null, opportunity: null })
  })
})

// ── acceptHunting ───────────────────────────────────────────────────────────────────────────────

describe('acceptHunting', () => {
  it('refuses a token rebuilt from public values (row id, expiry), with the former constant key or the platform’s', async () => {
    const user = await signUp(platform)
    const invited = await invite({ email: user.email, opportunityId: OPENING })
    const [row] = await db().select().from(huntingInvitations).where(eq(huntingInvitations.id, invited.id))
    const rebuilt = (key: string) => {
      const payload = { k: 'hunting', i: invited.id, e: Math.floor(row!.expiresAt.getTime() / 1000) }
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
      return `${body}.${createHmac('sha256', key).update(body, 'utf8').digest('base64url')}`
    }
    for (const key of [DEV_TOKEN_SIGNING_KEY, KEY()]) {
      const error = await failure(accept(rebuilt(key)))
      expect(error.message).toBe(PLATFORM_MESSAGES.huntingNotFound)
    }
    // Nobody was signed in as the invitee; the e-mailed token still works.
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.userId))).toHaveLength(1)
    expect((await accept(invited.token)).email).toBe(user.email)
  })

  it('creates the person from the external base, imports the profile and signs them in (keep-logged)', async () => {
    const invited = await invite({ email: MARINA.email, opportunityId: OPENING })
    const accepted = await accept(invited.token)
    expect(accepted).toMatchObject({
      name: 'MARINA DE SOUZA LIMA',
      email: MARINA.email,
      forceChangePassword: true,
      profile: { forceChangePassword: true },
    })
    expect(accepted.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const userId = Number(accepted.id)
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(accepted.token)))
    expect(session).toMatchObject({ userId, keepLogged: true })

    // The session works, and the profile holds what the external base had.
    const client = clientOf(platform, { token: accepted.token, userId })
    const { user } = await client.request<{
      user: Record<string, unknown> & { profile: Record<string, unknown> }
    }>(PROFILE, { id: accepted.id })
    expect(user).toMatchObject({
      firstname: 'MARINA',
      lastname: 'DE SOUZA LIMA',
      cpf: null,
      passport: null,
      phone: '11987651234',
      forceChangePassword: true,
    })
    expect(user.profile.disabilities).toEqual([{ disabilityId: '2', name: 'Deficiência auditiva' }])
    expect(user.profile.hasDisability).toBe(true)
    expect(user.profile.location).toEqual({
      zipcode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      stateAbbr: 'SP',
    })
    const educations = user.profile.educations as { institutionName: string; courseName: string }[]
    expect(educations.map((e) => [e.institutionName, e.courseName])).toEqual([
      ['Universidade de São Paulo (USP)', 'Administração'],
      ['Escola Técnica Ipê – São Paulo', 'Técnico em Administração'],
    ])
    const experiences = user.profile.professionalExperiences as { company: string; role: string }[]
    expect(experiences.map((e) => [e.company, e.role])).toEqual([
      ['Lojas Aurora', 'Analista Administrativa'],
      ['Papelaria Central Paulista', 'Assistente Administrativa'],
    ])
    expect(user.profile.languageProficiencies).toEqual([{ language: '2', proficiency: '2' }])

    // The invitation is answered and names the new account; the opening's company is followed.
    const [stored] = await db().select().from(huntingInvitations).where(eq(huntingInvitations.id, invited.id))
    expect(stored!.userId).toBe(userId)
    expect(stored!.acceptedAt).not.toBeNull()
    const [opening] = await db().select().from(opportunities).where(eq(opportunities.id, OPENING))
    const followed = await db().select().from(follows).where(eq(follows.userId, userId))
    expect(followed.map((f) => f.companyId)).toEqual([opening!.companyId])

    // Once: the token is used.
    expect(await decrypt(invited.token)).toEqual({
      valid: false,
      user: null,
      opportunity: { id: String(OPENING) },
    })
    const again = await failure(accept(invited.token))
    expect(again.code).toBe('CLOSED')
    expect(again.message).toBe(PLATFORM_MESSAGES.huntingClosed)
    expect((await failure(refuse(invited.token))).code).toBe('CLOSED')

    // Then the insert-cpf form: the document, then a password of their own; and they sign in with it.
    const cpf = newCpf()
    const updated = await anonymous().request<{ updateHunting: unknown }>(UPDATE, {
      t: invited.token,
      d: cpf,
      f: false,
    })
    expect(updated.updateHunting).toEqual({ id: accepted.id, hasUser: false, hasMoreRegister: true })
    expect((await db().select().from(users).where(eq(users.id, userId)))[0]!.cpf).toBe(cpf)
    const immutable = await failure(anonymous().request(UPDATE, { t: invited.token, d: newCpf(), f: false }))
    expect(immutable.code).toBe('VALIDATION')
    expect(immutable.message).toBe(PLATFORM_MESSAGES.documentImmutable)

    const changed = await client.request<{ changePassword: { success: boolean; email: string } }>(
      'mutation($p: String!) { changePassword(password: $p) { success email } }',
      { p: encodePassword('minha-senha-nova') },
    )
    expect(changed.changePassword).toEqual({ success: true, email: MARINA.email })
    const login = await anonymous().request<{ userLogin: { id: string; forceChangePassword: boolean } }>(
      'mutation($e: String, $p: String) { userLogin(email: $e, password: $p) { id forceChangePassword } }',
      { e: MARINA.email, p: encodePassword('minha-senha-nova') },
    )
    expect(login.userLogin).toEqual({ id: accepted.id, forceChangePassword: false })
  })

  it('signs an existing candidate with a CPF in, without creating anyone', async () => {
    const user = await signUp(platform)
    const invited = await invite({ email: user.email })
    const before = await db().select({ id: users.id }).from(users)
    const accepted = await accept(invited.token)
    expect(accepted).toMatchObject({ id: user.id, email: user.email, forceChangePassword: false })
    expect(await db().select({ id: users.id }).from(users)).toHaveLength(before.length)
    const client = clientOf(platform, { token: accepted.token, userId: user.userId })
    const { user: read } = await client.request<{ user: { cpf: string } }>(
      'query($id: ID) { user(id: $id) { cpf } }',
      {
        id: user.id,
      },
    )
    // The site goes to / (the profile has a CPF).
    expect(read.cpf).toBe(user.cpf)
  })

  it('keeps the external CPF: the created person goes to / rather than the CPF form', async () => {
    const { email } = await externalProfile({ cpf: newCpf(), name: 'Otávio  Pereira Neto' })
    const accepted = await accept((await invite({ email })).token)
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, Number(accepted.id)))
    expect(row).toMatchObject({ firstName: 'Otávio', lastName: 'Pereira Neto', passwordHash: null })
    expect(row!.cpf).toMatch(/^\d{11}$/)
    expect(accepted.forceChangePassword).toBe(true)
  })

  it('answers NOT_FOUND for a tampered or unknown token and CLOSED for an expired one', async () => {
    const { token } = await invite({ email: (await externalProfile()).email })
    for (const bad of [flip(token, 0), flip(token, 1), 'nada']) {
      const error = await failure(accept(bad))
      expect(error.code).toBe('NOT_FOUND')
      expect(error.message).toBe(PLATFORM_MESSAGES.huntingNotFound)
    }
    const expired = await invite({ email: (await externalProfile()).email, expiresInDays: -1 })
    expect((await failure(accept(expired.token))).code).toBe('CLOSED')
    // Nothing was created for the expired one.
    const [stored] = await db().select().from(huntingInvitations).where(eq(huntingInvitations.id, expired.id))
    expect(stored).toMatchObject({ userId: null, acceptedAt: null })
  })

  it('accepts once when two acceptances race', async () => {
    const { token } = await invite({ email: (await externalProfile()).email })
    const results = await Promise.allSettled([accept(token), accept(token)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })

  it('is rate-limited per token', async () => {
    const token = 'adivinhando.o-token'
    for (let i = 0; i < 10; i++) expect((await failure(accept(token))).code).toBe('NOT_FOUND')
    expect((await failure(accept(token))).code).toBe('RATE_LIMITED')
  })
})

// ── refuseHunting ───────────────────────────────────────────────────────────────────────────────

describe('refuseHunting', () => {
  it('records the refusal once; the token is used (then accepting is CLOSED)', async () => {
    const { email } = await externalProfile()
    const invited = await invite({ email })
    expect((await refuse(invited.token)).refuseHunting).toEqual({ success: true })
    expect(await decrypt(invited.token)).toMatchObject({ valid: false })
    const again = await failure(refuse(invited.token))
    expect(again.code).toBe('CLOSED')
    expect((await failure(accept(invited.token))).code).toBe('CLOSED')
    // Nobody was created.
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([])

    const listed = await platform.app.request(`/dev/hunting?email=${encodeURIComponent(email)}`)
    const [row] = (await listed.json()) as {
      id: number
      refusedAt: string | null
      acceptedAt: string | null
    }[]
    expect(row).toMatchObject({ id: invited.id, acceptedAt: null })
    expect(Date.parse(row!.refusedAt!)).toBeGreaterThan(Date.now() - 60_000)
    expect((await platform.app.request('/dev/hunting?email=nada')).status).toBe(400)
  })

  it('answers NOT_FOUND for a tampered token and CLOSED for an expired one', async () => {
    const { token } = await invite({ email: (await externalProfile()).email })
    expect((await failure(refuse(flip(token, 0)))).code).toBe('NOT_FOUND')
    expect((await failure(refuse(flip(token, 1)))).code).toBe('NOT_FOUND')
    const expired = await invite({ email: (await externalProfile()).email, expiresInDays: -1 })
    expect((await failure(refuse(expired.token))).code).toBe('CLOSED')
  })
})

// ── updateHunting ───────────────────────────────────────────────────────────────────────────────

describe('updateHunting', () => {
  it('needs an accepted invitation', async () => {
    const { token } = await invite({ email: (await externalProfile()).email })
    const early = await failure(anonymous().request(UPDATE, { t: token, d: newCpf(), f: false }))
    expect(early.code).toBe('CLOSED')
    expect(early.message).toBe(PLATFORM_MESSAGES.huntingNotAccepted)
    await refuse(token)
    expect((await failure(anonymous().request(UPDATE, { t: token, d: newCpf(), f: false }))).code).toBe(
      'CLOSED',
    )
    expect((await failure(anonymous().request(UPDATE, { t: flip(token, 1), d: newCpf() }))).code).toBe(
      'NOT_FOUND',
    )
  })

  it("reports another account's document, refuses a malformed one, takes a passport", async () => {
    const other: SignedUp = await signUp(platform)
    const { token } = await invite({ email: (await externalProfile()).email })
    const accepted = await accept(token)
    const taken = await anonymous().request<{ updateHunting: unknown }>(UPDATE, {
      t: token,
      d: other.cpf,
      f: false,
    })
    expect(taken.updateHunting).toEqual({ id: accepted.id, hasUser: true, hasMoreRegister: false })
    const malformed = await failure(anonymous().request(UPDATE, { t: token, d: '123', f: false }))
    expect(malformed.code).toBe('VALIDATION')
    expect(malformed.message).toBe(ptBR.validation.cpf)
    const passport = await anonymous().request<{ updateHunting: unknown }>(UPDATE, {
      t: token,
      d: 'rne7654321',
      f: true,
    })
    expect(passport.updateHunting).toEqual({ id: accepted.id, hasUser: false, hasMoreRegister: true })
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.id, Number(accepted.id)))
    expect(row).toMatchObject({ passport: 'RNE7654321', foreigner: true, cpf: null })
  })
})

// ── The external base ───────────────────────────────────────────────────────────────────────────

describe('profileExternalBase', () => {
  const QUERY = `query($t: String!) { profileExternalBase(token: $t) { name first_name last_name email cpf passport phone
    disabilities { disabilityId name } language_proficiencies { id language proficiency }
    educations { id level institutionName courseName status startDate endDate }
    professional_experiences { id company role startYear endYear currentOccupation }
    location { city stateAbbr zipcode } } }`

  it('answers the profile of a partner token, the name split at the first space; null when unknown', async () => {
    const data = await anonymous().request<{ profileExternalBase: Record<string, unknown> }>(QUERY, {
      t: OTAVIO.token,
    })
    expect(data.profileExternalBase).toMatchObject({
      name: 'Otávio Pereira',
      first_name: 'Otávio',
      last_name: 'Pereira',
      email: OTAVIO.email,
      cpf: '12345678909',
      passport: null,
      disabilities: [],
      language_proficiencies: [{ id: '1', language: '2', proficiency: '3' }],
      educations: [
        {
          id: '1',
          level: '4',
          institutionName: 'Universidade Estácio Oeste',
          courseName: 'Ciências Contábeis',
          status: '2',
          startDate: '02/2010',
          endDate: '12/2014',
        },
      ],
      professional_experiences: [
        {
          id: '1',
          company: 'Banco Ipê',
          role: 'Analista de Crédito',
          startYear: '06/2015',
          endYear: null,
          currentOccupation: true,
        },
      ],
      location: { city: 'Rio de Janeiro', stateAbbr: 'RJ', zipcode: '20040002' },
    })
    expect(
      (await anonymous().request<{ profileExternalBase: unknown }>(QUERY, { t: 'nao-existe' }))
        .profileExternalBase,
    ).toBeNull()
  })

  it('has the three demonstration profiles, seeded once', async () => {
    expect(await seedExternalBase(db())).toBe(0)
    const rows = await db().select().from(externalBaseProfiles).where(eq(externalBaseProfiles.id, 3))
    expect(rows[0]).toMatchObject({
      email: 'lucia.externa@example.com',
      passport: 'V4821937',
      foreigner: true,
    })
    const marina = await db().select().from(externalBaseProfiles).where(eq(externalBaseProfiles.id, 1))
    expect(marina[0]).toMatchObject({ name: 'MARINA DE SOUZA LIMA', cpf: null })
    expect(marina[0]!.educations).toHaveLength(2)
    expect(marina[0]!.experiences).toHaveLength(2)
  })
})

describe('integrateProfileExternalBase', () => {
  const INTEGRATE = `mutation($u: ID!, $e: String, $c: String, $p: String) {
    integrateProfileExternalBase(user_id: $u, email: $e, cpf: $c, passport: $p) { success } }`
  const LISTS = `query($id: ID) { user(id: $id) { phone profile { educations { id } professionalExperiences { id }
    languageProficiencies { language } disabilities { disabilityId } location { city } } } }`

  it("imports the user's own external profile, once (a second call adds nothing)", async () => {
    const user = await signUp(platform)
    await externalProfile({ email: user.email })
    const integrate = () =>
      user.client.request<{ integrateProfileExternalBase: { success: boolean } }>(INTEGRATE, {
        u: user.id,
        e: user.email,
      })
    expect((await integrate()).integrateProfileExternalBase).toEqual({ success: true })
    type Lists = {
      user: {
        phone: string
        profile: {
          educations: unknown[]
          professionalExperiences: unknown[]
          languageProficiencies: unknown[]
          disabilities: unknown[]
          location: { city: string }
        }
      }
    }
    const first = (await user.client.request<Lists>(LISTS, { id: user.id })).user
    expect(first.profile.educations).toHaveLength(2)
    expect(first.profile.professionalExperiences).toHaveLength(2)
    expect(first.profile.languageProficiencies).toEqual([{ language: '2' }])
    expect(first.profile.disabilities).toEqual([{ disabilityId: '2' }])
    expect(first.profile.location.city).toBe('São Paulo')
    // The phone the candidate gave stays.
    expect(first.phone).toBe(user.phone.replace(/\D/g, ''))
    await integrate()
    const second = (await user.client.request<Lists>(LISTS, { id: user.id })).user
    expect(second).toEqual(first)
  })

  it("does not import someone else's profile, and needs the user's session", async () => {
    const user = await signUp(platform)
    const { email } = await externalProfile()
    const error = await failure(user.client.request(INTEGRATE, { u: user.id, e: email }))
    expect(error.code).toBe('NOT_FOUND')
    expect(error.message).toBe(PLATFORM_MESSAGES.externalProfileNotFound)
    expect((await failure(user.client.request(INTEGRATE, { u: user.id, c: OTAVIO.cpf }))).code).toBe(
      'NOT_FOUND',
    )
    const other = await signUp(platform)
    expect((await failure(other.client.request(INTEGRATE, { u: user.id, e: user.email }))).code).toBe(
      'UNAUTHORIZED',
    )
    expect((await failure(anonymous().request(INTEGRATE, { u: user.id, e: user.email }))).code).toBe(
      'UNAUTHORIZED',
    )
    expect((await failure(user.client.request(INTEGRATE, { u: user.id, c: '111' }))).code).toBe('VALIDATION')
  })
})
