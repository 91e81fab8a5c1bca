// Clients of a test platform: anonymous, or signed in with a session token; and small account helpers.
import type { Challenge as CaptchaChallenge, Payload as CaptchaPayload } from 'altcha-lib/types'
import { generateCPF } from '@brazilian-utils/brazilian-utils'
import {
  createPlatformClient,
  isPlatformError,
  type PlatformClient,
  type PlatformError,
} from '@carreiras/api'
import type { TestPlatform } from './helpers.js'

export function clientOf(
  platform: TestPlatform,
  session?: { token: string; userId: number },
): PlatformClient {
  return createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: platform.config.clientTokens,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      platform.app.request(input, init)) as typeof fetch,
    getSession: () => session ?? null,
  })
}

export async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise
  } catch (error) {
    if (isPlatformError(error)) return error
    throw error
  }
  throw new Error('expected a PlatformError')
}

export interface Auth {
  id: string
  name: string
  email: string
  token: string
  expiresAt: string
  termsOfUserAccepted: { companyId: string }[]
}

export const AUTH_FIELDS =
  'id name email token expiresAt termsOfUserAccepted { companyId } profile { id socialName }'

export const USER_CREATE = `mutation SignUp($name: String, $email: String!, $document: String, $foreigner: Boolean,
  $password: String, $phone: String, $provider: String, $provider_id: String, $ticket: String, $captcha: String,
  $accept: Boolean, $company: ID) {
  userCreate(name: $name, email: $email, document: $document, foreigner: $foreigner, password: $password,
    phone: $phone, provider: $provider, provider_id: $provider_id, ticket: $ticket, captcha: $captcha,
    source: "carreiras", accept_terms_of_use: $accept, origin_company: $company) { ${AUTH_FIELDS} }
}`

export const USER_LOGIN = `mutation Login($email: String, $password: String, $keepLogged: Boolean) {
  userLogin(email: $email, password: $password, keepLogged: $keepLogged, origin_company: 1) { ${AUTH_FIELDS} }
}`

let counter = 0
export function uniqueEmail(prefix = 'candidata'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`
}

export const newCpf = () => generateCPF() as string

export interface SignedUp extends Auth {
  userId: number
  password: string
  cpf: string
  phone: string
  client: PlatformClient
}

/** Signs a new candidate up (the platform must run with CAPTCHA=off). */
export async function signUp(
  platform: TestPlatform,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const password = 'segredo-123'
  const cpf = newCpf()
  const phone = '(11) 98765-4321'
  const variables = {
    name: 'Joana Silva',
    email: uniqueEmail(),
    document: cpf,
    password,
    phone,
    ...overrides,
  }
  const data = await clientOf(platform).request<{ userCreate: Auth }>(USER_CREATE, variables)
  const auth = data.userCreate
  const userId = Number(auth.id)
  return {
    ...auth,
    userId,
    password: String(variables.password),
    cpf: String(variables.document).replace(/\D/g, ''),
    phone,
    client: clientOf(platform, { token: auth.token, userId }),
  }
}

/** A captcha challenge solved as the site's widget solves it: the payload's object `{ challenge, solution }`. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<CaptchaPayload> {
  const { solveChallenge } = await import('altcha-lib')
  const { deriveKey } = await import('altcha-lib/algorithms/sha')
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha challenge not solved')
  return { challenge, solution }
}

/** The sign-up's `captcha` argument: the payload as base64 JSON. */
export const encodeCaptcha = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64')

/** A challenge from `platform`'s GET /captcha/challenge, solved as the site's widget does: the base64 payload. */
export async function solvedCaptcha(platform: TestPlatform): Promise<string> {
  const challenge = (await (await platform.app.request('/captcha/challenge')).json()) as CaptchaChallenge
  return encodeCaptcha(await solveCaptcha(challenge))
}

/** A network's profile as the platform answers it after its exchange, with its ticket (network-tickets.ts). */
export interface NetworkProfile {
  provider: string
  provider_id: string
  name: string
  email: string
  ticket: string
}

const SITE = 'http://localhost:3000'
export const LINKEDIN_REDIRECT = `${SITE}/linkedin-return`

const standInForm = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** The professional network's stand-in: authorization page → code → `linkedinProfile` (the site's way). */
export async function linkedinProfile(
  platform: TestPlatform,
  person: { name: string; email: string },
): Promise<NetworkProfile> {
  const answer = await platform.app.request(
    '/oauth/linkedin/authorize',
    standInForm({ redirect_uri: LINKEDIN_REDIRECT, state: 's', decision: 'allow', ...person }),
  )
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!
  const data = await clientOf(platform).request<{ linkedinProfile: NetworkProfile }>(
    `mutation($code: String!, $url: String) {
      linkedinProfile(code: $code, return_url: $url, company: 1) { provider provider_id name email ticket }
    }`,
    { code, url: LINKEDIN_REDIRECT },
  )
  return data.linkedinProfile
}

/** The social network's pop-up stand-in: the message it posts to the site's window, and the answer itself. */
export async function facebookPopup(platform: TestPlatform, person: { name: string; email: string }) {
  const answer = await platform.app.request(
    '/oauth/facebook/dialog',
    standInForm({ origin: SITE, decision: 'allow', ...person }),
  )
  const match = /var message = (\{.*?\});/s.exec(await answer.clone().text())
  return { message: JSON.parse(match![1]!) as NetworkProfile & { type: string }, answer }
}
