// Direct access to the e2e platform (its dev routes): create candidates, and read what the local mail
// server and the SMS provider's stand-in received (/dev/mail, /dev/sms).
import {
  CreateSubscriptionLeadDocument,
  PersonalDataUpdateDocument,
  SignInDocument,
  createPlatformClient,
  type PlatformSession,
} from '@carreiras/api'
import { expect, type APIRequestContext } from '@playwright/test'
// @ts-expect-error plain ESM helper without type declarations
import { LOCAL_CLIENT_TOKENS } from '../../../scripts/local-env.mjs'

/**
 * The run's client tokens (scripts/local-env.mjs: fresh for every run, never the development tokens the
 * site's production build refuses), the ones the e2e platform accepts.
 */
export const clientTokens: readonly string[] = LOCAL_CLIENT_TOKENS as string[]

export const platformUrl = `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}`
/**
 * The sealed GraphQL endpoint as the browser calls it: through the site's same-origin proxy
 * (apps/web/app/lib/platform-proxy.server.ts), never the platform itself.
 */
export const siteGraphqlUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT}/plataforma/graphql`

let counter = 0
/** A unique e-mail per journey and run (the platform keeps its data for the whole suite). */
export function uniqueEmail(label: string): string {
  counter += 1
  return `${label}.${Date.now().toString(36)}${counter}@example.com`
}

/** A valid CPF built from 9 random digits (both check digits computed). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
  if (digits.every((d) => d === digits[0])) digits[0] = (digits[0]! + 1) % 10
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0)
    const rest = (sum * 10) % 11
    digits.push(rest === 10 ? 0 : rest)
  }
  return digits.join('')
}

export const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')

export interface FixtureUser {
  id: number
  name: string
  email: string
  password: string
  cpf?: string
  phone?: string
}

export async function createUser(
  request: APIRequestContext,
  input: Omit<FixtureUser, 'id'> & { termsAccepted?: boolean },
): Promise<FixtureUser> {
  const response = await request.post(`${platformUrl}/dev/users`, { data: input })
  expect(response.status(), await response.text()).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { ...input, id }
}

/**
 * A person the company provisioned for its internal recruitment (role employer of `companyId`, default the
 * site's), with no password yet: their first access (employerSignUp) creates it. One per journey.
 */
export async function createInternalPerson(
  request: APIRequestContext,
  input: { name: string; email: string; companyId?: number },
): Promise<{ id: number }> {
  const response = await request.post(`${platformUrl}/dev/users`, { data: { ...input, internal: true } })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: number }
}

/** An e-mail as the local mail server received it (GET /dev/mail/messages, the platform's inbox). */
export interface ReceivedEmail {
  id: number
  messageId: string | null
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
  /** Every address the HTML part links to, in order. */
  links: string[]
  headers: Record<string, string>
}

/** An SMS as the provider's stand-in received it (GET /dev/sms/messages). */
export interface ReceivedSms {
  to: string
  text: string
}

/** The newest item of an inbox list, waiting for it to arrive (the queue's worker sends after the commit). */
async function newest<T>(request: APIRequestContext, url: string): Promise<T> {
  let found: T | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(url)
        found = ((await response.json()) as T[])[0]
        return found !== undefined
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

/** The newest e-mail the local mail server received for `to` (the platform's /dev/mail). */
export function lastEmail(request: APIRequestContext, to: string): Promise<ReceivedEmail> {
  return newest(request, `${platformUrl}/dev/mail/messages?to=${encodeURIComponent(to)}`)
}

/** The newest SMS the provider's stand-in received for the phone `to` (the platform's /dev/sms). */
export function lastSms(request: APIRequestContext, to: string): Promise<ReceivedSms> {
  return newest(request, `${platformUrl}/dev/sms/messages?to=${encodeURIComponent(to)}`)
}

/** The e-mail's link whose path starts with `prefix` (the button's address). */
export function linkTo(mail: ReceivedEmail, prefix: string): string {
  const link = mail.links.find((href) => new URL(href).pathname.startsWith(prefix))
  expect(link, `${prefix} in ${mail.links.join(', ')}`).toBeTruthy()
  return link!
}

/** Ends every sign-in session of a user on the platform (as if it had expired); how many there were. */
export async function expireSessions(request: APIRequestContext, userId: number): Promise<number> {
  const response = await request.post(`${platformUrl}/dev/sessions/expire`, { data: { userId } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { expired: number }).expired
}

export interface FixtureSubscription {
  id: number
  opportunityId: number
  step: 'lead' | 'applied'
  isDeleted: boolean
  indicationName: string | null
  indicationEmail: string | null
  /** The answers sent with the application (a lead has none). */
  answers: { title: string; answer: string }[]
}

/** A user's subscriptions (leads and applications, deleted ones too), oldest first. */
export async function subscriptionsOf(
  request: APIRequestContext,
  userId: number,
): Promise<FixtureSubscription[]> {
  const response = await request.get(`${platformUrl}/dev/subscriptions?userId=${userId}`)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as FixtureSubscription[]
}

/** The ids of the companies a user follows (the platform's follow records). */
export async function followsOf(request: APIRequestContext, userId: number): Promise<number[]> {
  const response = await request.get(`${platformUrl}/dev/follows?userId=${userId}`)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as number[]
}

/**
 * Starts the user's application to an opening (a lead), through the sealed GraphQL with their own session,
 * as the application form does: a test is taken within an application (the platform refuses a test's cover
 * to anyone else), so the journeys that open a test's page directly start one first.
 */
export async function startApplication(user: FixtureUser, opportunityId: number): Promise<void> {
  let session: PlatformSession | null = null
  const client = createPlatformClient({ apiUrl: platformUrl, clientTokens, getSession: () => session })
  const { userLogin } = await client.request(SignInDocument, { email: user.email, password: user.password })
  session = { token: userLogin!.token!, userId: Number(userLogin!.id) }
  await client.request(CreateSubscriptionLeadDocument, {
    opportunity_id: String(opportunityId),
    user_id: String(user.id),
  })
}

/** The user's platform client, signed in with their own session (the sealed GraphQL, as the site calls it). */
async function signedInClient(user: FixtureUser) {
  let session: PlatformSession | null = null
  const client = createPlatformClient({ apiUrl: platformUrl, clientTokens, getSession: () => session })
  const { userLogin } = await client.request(SignInDocument, { email: user.email, password: user.password })
  session = { token: userLogin!.token!, userId: Number(userLogin!.id) }
  return client
}

/** Saves the user's birth date (DD/MM/YYYY) on their profile, as the personal-data form does. */
export async function setBirthday(user: FixtureUser, birthday: string): Promise<void> {
  const client = await signedInClient(user)
  await client.request(PersonalDataUpdateDocument, { user_id: String(user.id), birthday })
}

/**
 * The next `count` sign-ins and sign-ups are refused as if the platform's hashing pool were full: HTTP 429
 * with `Retry-After: retryAfterSeconds` (the development route POST /dev/hash-pool/refuse; never in production).
 */
export async function refuseSignIns(
  request: APIRequestContext,
  count: number,
  retryAfterSeconds: number,
): Promise<void> {
  const response = await request.post(`${platformUrl}/dev/hash-pool/refuse`, {
    data: { count, retryAfterSeconds },
  })
  expect(response.status(), await response.text()).toBe(204)
}
