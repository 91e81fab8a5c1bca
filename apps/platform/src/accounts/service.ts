// The accounts service (docs/architecture.md, "The platform's layers"): sign-in, sign-up, sessions, lookups,
// recovery, terms, follows, removal and employers, below the GraphQL resolvers that call it
// (graphql/resolvers/accounts.ts). Every user-scoped operation checks the session (docs/wire-format.md); the
// recovery flows are authorized by the secret the person holds (recovery token, SMS code). Refusals are domain
// errors (src/errors.ts) with core's codes and messages.
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm'
import { allowedOriginUrl, ptBR } from '@carreiras/core'
import type { z } from 'zod'
import { exchangeLinkedinCode } from './oauth.js'
import { normalizeProvider } from './network-tickets.js'
import { censorPhone } from './censor.js'
import { clientAddress } from './client-address.js'
import { assertInternalEmailAllowed } from './internal-access.js'
import { isLookupRef } from './lookup-refs.js'
import { onePerRequest } from './rate-limit.js'
import {
  admitHash,
  hashPassword,
  needsRehash,
  newSmsCode,
  newToken,
  safeEqual,
  sha256,
  smsCodeHash,
  verifyPassword,
} from './secrets.js'
import {
  createSession,
  parseId,
  requireSession,
  requireUser,
  revokeOtherUserSessions,
  revokeSession,
  revokeUserSessions,
} from './sessions.js'
import {
  authPayload,
  censoredUserView,
  deleteUser,
  findUser,
  findUserBy,
  userView,
  type UserRow,
} from './users.js'
import {
  cpfSchema,
  emailSchema,
  foreignDocumentSchema,
  fullNameSchema,
  normalizeFullName,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
  splitFullName,
} from './validation.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { companies, follows, recoveryTokens, smsCodes, termsAcceptances, users } from '../db/schema.js'
import { enqueue } from '../outgoing/queue.js'
import type {
  MutationAcceptTermsOfUseArgs,
  MutationChangeEmailArgs,
  MutationChangePasswordArgs,
  MutationEmployerSignInArgs,
  MutationEmployerSignUpArgs,
  MutationFollowCompanyArgs,
  MutationGenerateTokenChangeEmailArgs,
  MutationLinkedinProfileArgs,
  MutationPasswordRecoveryArgs,
  MutationRemoveUserArgs,
  MutationSocialMediaLoginArgs,
  MutationUserCreateArgs,
  MutationUserLoginArgs,
  QueryCompanyFollowArgs,
  QueryIsEmployerArgs,
  QueryUserArgs,
  QueryUsersArgs,
  QueryValidTokenEmailArgs,
} from '../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import type { RequestContext } from '../request-context.js'
import { domainError } from '../errors.js'

/** The version of the terms of use recorded with each acceptance. */
export const TERMS_VERSION = '2024-01'
/** The source recorded when none is sent (docs/decisions.md, "Source": sign-up and terms send `carreiras`). */
const DEFAULT_SOURCE = 'carreiras'
const RECOVERY_TTL_MS = 2 * 60 * 60 * 1000
const SMS_CODE_TTL_MS = 10 * 60 * 1000
/** Wrong attempts a single SMS code tolerates before it stops being accepted. */
const SMS_CODE_MAX_ATTEMPTS = 5

/** Parses with a core schema; the first issue's pt-BR message becomes a VALIDATION error. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // A missing argument is validated as an empty text, so it gets the rule's pt-BR message.
  const parsed = schema.safeParse(value ?? '')
  if (!parsed.success) throw domainError('VALIDATION', parsed.error.issues[0]?.message)
  return parsed.data
}

export function requiredId(value: unknown): number {
  const id = parseId(value)
  if (id === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidId)
  return id
}

/**
 * The user of the forgotten-e-mail operations: the reference the users lookup answered
 * (accounts/lookup-refs.ts; an expired one is USER_NOT_FOUND) or a user id (docs/wire-format.md: these are
 * authorized by the SMS code, not a session).
 */
async function recoveryUserId(ctx: RequestContext, value: unknown): Promise<number> {
  if (!isLookupRef(value)) return requiredId(value)
  const userId = await ctx.accounts.lookupRefs.resolve(String(value))
  if (userId === null) throw domainError('USER_NOT_FOUND')
  return userId
}

const success = { success: true, message: null, error: null }

/** CPF for Brazilians, RNE or passport for foreigners. */
function parseDocument(
  document: unknown,
  foreigner: boolean,
): { cpf: string | null; passport: string | null } {
  return foreigner
    ? { cpf: null, passport: validate(foreignDocumentSchema, document) }
    : { cpf: validate(cpfSchema, document), passport: null }
}

/** Postgres unique violation (a concurrent sign-up with the same e-mail or document). */
function isUniqueViolation(error: unknown): boolean {
  const code = error as { code?: unknown; cause?: { code?: unknown } } | null
  return code?.code === '23505' || code?.cause?.code === '23505'
}

/**
 * The recovery link's base: the given URL (or the first web origin) whose path ends in /password-recovery.
 * Only the web app's origins may receive a recovery token (no phishing through the platform's e-mails).
 */
export function recoveryBaseUrl(config: Config, given: string | null | undefined): URL {
  const fallback = config.webOrigins.find((origin) => origin !== '*') ?? 'http://localhost:3000'
  // Core's one rule for return addresses, checked as a URL (navigation/same-origin.ts).
  const allowed = allowedOriginUrl(given?.trim() || fallback, config.webOrigins)
  if (allowed === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.badReturnUrl)
  const url = new URL(allowed)
  if (!url.pathname.endsWith('/password-recovery'))
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/password-recovery`
  url.hash = ''
  url.searchParams.delete('token')
  return url
}

export async function signIn(ctx: RequestContext, user: UserRow, keepLogged: boolean) {
  const session = await createSession(ctx.db, user.id, keepLogged)
  return authPayload(ctx.db, user, session)
}

/**
 * The limits every sign-in field passes first (450 `userLogin` aliases were 450 guesses): one sign-in field
 * per request, the client address's failures, then the account's attempts. Returns the address key, whose
 * failures the caller records.
 */
export async function signInLimits(ctx: RequestContext, accountKey: string): Promise<string> {
  onePerRequest(ctx.request)
  const addressKey = `login-address:${clientAddress(ctx.request)}`
  await ctx.accounts.limits.loginAddress.check(addressKey)
  await ctx.accounts.limits.login.hit(accountKey)
  return addressKey
}

async function passwordSignIn(
  ctx: RequestContext,
  user: UserRow | undefined,
  password: string | null | undefined,
  limitKey: string,
  keepLogged: boolean,
) {
  // Refused at once, before any limit counts, when the hashing pool could not answer in time (secrets.ts).
  return admitHash(() => checkedPasswordSignIn(ctx, user, password, limitKey, keepLogged))
}

async function checkedPasswordSignIn(
  ctx: RequestContext,
  user: UserRow | undefined,
  password: string | null | undefined,
  limitKey: string,
  keepLogged: boolean,
) {
  const addressKey = await signInLimits(ctx, limitKey)
  if (!user) {
    await ctx.accounts.limits.loginAddress.record(addressKey)
    throw domainError('USER_NOT_FOUND')
  }
  if (!password || !(await verifyPassword(password, user.passwordHash))) {
    await ctx.accounts.limits.loginAddress.record(addressKey)
    throw domainError('WRONG_PASSWORD')
  }
  await ctx.accounts.limits.login.reset(limitKey)
  return signIn(ctx, await rehashed(ctx.db, user, password), keepLogged)
}

/**
 * A hash made with older scrypt parameters is replaced after a successful sign-in (the password is known
 * only then); only if nobody changed it meanwhile.
 */
async function rehashed(db: Db, user: UserRow, password: string): Promise<UserRow> {
  if (!user.passwordHash || !needsRehash(user.passwordHash)) return user
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning()
  return row ?? user
}

/**
 * The current password of a signed-in change: required (VALIDATION 'Informe sua senha atual'), then checked
 * within the sign-in limits under the account's sign-in key, so guesses here and at `userLogin` add up; a
 * wrong one is WRONG_PASSWORD 'Senha atual incorreta' and a failure of the client address.
 */
async function checkCurrentPassword(ctx: RequestContext, user: UserRow, current: string | null | undefined) {
  if (!current) throw domainError('VALIDATION', PLATFORM_MESSAGES.currentPasswordRequired)
  const accountKey = `login:${user.email.toLowerCase()}`
  const addressKey = await signInLimits(ctx, accountKey)
  if (!(await verifyPassword(current, user.passwordHash))) {
    await ctx.accounts.limits.loginAddress.record(addressKey)
    throw domainError('WRONG_PASSWORD', PLATFORM_MESSAGES.wrongCurrentPassword)
  }
  await ctx.accounts.limits.login.reset(accountKey)
}

/**
 * A professional- or social-network sign-in: only with the platform's own ticket for that provider and
 * provider id (accounts/network-tickets.ts); a bare id, a forged, expired, spent or other account's ticket is
 * UNAUTHORIZED and counts as a failed sign-in of the client address. The ticket is spent by the sign-in it
 * allows; without an account (USER_NOT_FOUND) it stays for the sign-up that follows.
 */
async function socialSignIn(
  ctx: RequestContext,
  provider: string,
  providerId: string,
  ticket: string | null | undefined,
  keepLogged: boolean,
) {
  const addressKey = await signInLimits(ctx, `social:${normalizeProvider(provider)}:${providerId.trim()}`)
  const claims = await ctx.accounts.tickets
    .check(ticket, provider, providerId)
    .catch(async (error: unknown) => {
      await ctx.accounts.limits.loginAddress.record(addressKey)
      throw error
    })
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.provider, claims.provider), eq(users.providerId, claims.providerId)))
    .limit(1)
  if (!user) {
    await ctx.accounts.limits.loginAddress.record(addressKey)
    throw domainError('USER_NOT_FOUND')
  }
  await ctx.accounts.tickets.spend(claims)
  return signIn(ctx, user, keepLogged)
}

/** The live SMS code of the user if `code` matches it; a wrong code counts an attempt. */
async function checkSmsCode(db: Db, userId: number, code: string | null | undefined) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, userId), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.id))
    .limit(1)
  if (!row || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return null
  const parsed = smsCodeSchema.safeParse(code)
  if (parsed.success && safeEqual(row.codeHash, smsCodeHash(userId, parsed.data))) return row
  await db
    .update(smsCodes)
    .set({ attempts: row.attempts + 1 })
    .where(eq(smsCodes.id, row.id))
  return null
}

async function findEmployer(
  db: Db,
  args: {
    email?: string | null
    document?: string | null
    unique_id?: string | null
    user_id?: unknown
    company_id?: unknown
  },
): Promise<UserRow | undefined> {
  const companyId = args.company_id == null ? null : requiredId(args.company_id)
  let match
  // The forced user id of the internal platform login: names the person; the password still decides.
  if (args.user_id != null) match = eq(users.id, requiredId(args.user_id))
  else if (args.email) match = eq(users.email, validate(emailSchema, args.email))
  else if (args.document) {
    const digits = args.document.replace(/\D/g, '')
    match = or(eq(users.cpf, digits), eq(users.passport, args.document.trim().toUpperCase()))
  } else if (args.unique_id) match = eq(users.uniqueId, args.unique_id.trim())
  else throw domainError('VALIDATION', PLATFORM_MESSAGES.required)
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(match, eq(users.role, 'employer'), companyId === null ? undefined : eq(users.companyId, companyId)),
    )
    .limit(1)
  return row
}

/** The company argument of the employer operations, when given. */
const companyOf = (args: { company_id?: unknown }) =>
  args.company_id == null ? null : requiredId(args.company_id)

/**
 * CPF → account: limited per client address, per document and globally; to anyone but the user's own
 * session it answers only what the pre-register and forgotten-e-mail screens show (censored name, e-mail
 * and phone) and a short-lived reference instead of the user id (accounts/users.ts). Anyone but the user's
 * own session also spends a solved captcha (`captcha`), checked before the document is read or counted
 * (docs/decisions.md, "The CPF lookup").
 */
export async function findUsersByDocument(ctx: RequestContext, args: QueryUsersArgs) {
  const column = args.cpf ? 'cpf' : args.passport ? 'passport' : null
  if (column === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.required)
  const document =
    column === 'cpf' ? validate(cpfSchema, args.cpf) : validate(foreignDocumentSchema, args.passport)
  const { lookup, lookupDocument, lookupGlobal } = ctx.accounts.limits
  await lookup.hit(`lookup:${clientAddress(ctx.request)}`)
  // Only the session's own account is read before the captcha: its document needs none.
  const own = ctx.session ? await findUser(ctx.db, ctx.session.userId) : undefined
  const isOwn = own !== undefined && own[column] === document
  if (!isOwn && !(await ctx.accounts.captcha.verify(args.captcha))) throw domainError('CAPTCHA_FAILED')
  // Counted once the captcha passed: unsolved attempts cannot spend a document's or everyone's budget.
  await lookupDocument.hit(`lookup-document:${column}:${document}`)
  await lookupGlobal.hit('lookup')
  const user = isOwn ? own : await findUserBy(ctx.db, column, document)
  if (!user) return []
  return [
    isOwn
      ? await userView(ctx.db, user)
      : censoredUserView(user, await ctx.accounts.lookupRefs.issue(user.id)),
  ]
}

export async function readUser(ctx: RequestContext, args: QueryUserArgs) {
  let id: number
  if (args.id != null) id = requireUser(ctx, args.id)
  else {
    const session = requireSession(ctx)
    const own = await findUser(ctx.db, session.userId)
    if (!args.cpf || !own?.cpf || own.cpf !== args.cpf.replace(/\D/g, '')) throw domainError('UNAUTHORIZED')
    id = own.id
  }
  const user = await findUser(ctx.db, id)
  if (!user) throw domainError('UNAUTHORIZED')
  return userView(ctx.db, user)
}

/** Whether the session's account has a password (the change form asks for the current one then). */
export async function hasPassword(ctx: RequestContext) {
  const user = await findUser(ctx.db, requireSession(ctx).userId)
  if (!user) throw domainError('UNAUTHORIZED')
  return user.passwordHash !== null
}

export async function validTokenEmail(ctx: RequestContext, args: QueryValidTokenEmailArgs) {
  const userId = await recoveryUserId(ctx, args.userId ?? args.id)
  await ctx.accounts.limits.codeValidation.hit(`code:${userId}`)
  return { valid: (await checkSmsCode(ctx.db, userId, args.token)) !== null }
}

export async function isEmployer(ctx: RequestContext, args: QueryIsEmployerArgs) {
  let employer: UserRow | undefined
  if (args.user_id != null) {
    const user = await findUser(ctx.db, requireUser(ctx, args.user_id))
    const companyId = args.company_id == null ? null : requiredId(args.company_id)
    employer =
      user?.role === 'employer' && (companyId === null || user.companyId === companyId) ? user : undefined
  } else employer = await findEmployer(ctx.db, args)
  return {
    isEmployer: employer !== undefined,
    hasPassword: Boolean(employer?.passwordHash),
    name: employer?.name ?? null,
  }
}

export async function readCompanyFollow(ctx: RequestContext, args: QueryCompanyFollowArgs) {
  const userId = requireUser(ctx, args.userId)
  const companyId = requiredId(args.companyId)
  const [row] = await ctx.db
    .select()
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.companyId, companyId)))
    .limit(1)
  return row ? { id: String(row.id), userId: String(row.userId), companyId: String(row.companyId) } : null
}

interface NewAccount {
  fullName: string
  firstName: string
  lastName: string
  email: string
  foreigner: boolean
  cpf: string | null
  passport: string | null
  phone: string | null
  network: boolean
  password: string | null
  originCompany: number | null
}

/** userCreate once its fields are valid (and, with a password, admitted to the hashing pool). */
async function createAccount(ctx: RequestContext, args: MutationUserCreateArgs, account: NewAccount) {
  const {
    fullName,
    firstName,
    lastName,
    email,
    foreigner,
    cpf,
    passport,
    phone,
    network,
    password,
    originCompany,
  } = account
  // A network account is linked only with the platform's ticket for it (accounts/network-tickets.ts), for
  // the e-mail the network vouched for; that ticket stands in for the captcha: the network sign-up asks only
  // for the document (docs/identity.md, "Professional and social networks").
  const claims = network
    ? await ctx.accounts.tickets.check(args.ticket, args.provider ?? '', args.provider_id ?? '')
    : null
  if (claims && claims.email.trim().toLowerCase() !== email.toLowerCase())
    throw domainError('UNAUTHORIZED', PLATFORM_MESSAGES.networkTicketInvalid)
  if (!claims && !(await ctx.accounts.captcha.verify(args.captcha))) throw domainError('CAPTCHA_FAILED')
  const provider = claims?.provider ?? null
  const providerId = claims?.providerId ?? null

  const taken = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.email, email),
        cpf ? eq(users.cpf, cpf) : undefined,
        passport ? eq(users.passport, passport) : undefined,
        provider && providerId
          ? and(eq(users.provider, provider), eq(users.providerId, providerId))
          : undefined,
      ),
    )
    .limit(1)
  if (taken.length) throw domainError('ALREADY_REGISTERED')

  const passwordHash = password === null ? null : await hashPassword(password)
  let user: UserRow
  try {
    // The ticket is spent with the insert: a refused insert leaves it for another try.
    ;[user] = (await ctx.db.transaction(async (tx) => {
      if (claims) await ctx.accounts.tickets.spend(claims, tx)
      return tx
        .insert(users)
        .values({
          name: fullName,
          firstName,
          lastName,
          email,
          cpf,
          passport,
          foreigner,
          phone,
          passwordHash,
          provider,
          providerId,
          originCompanyId: originCompany,
          source: args.source?.trim() || DEFAULT_SOURCE,
        })
        .returning()
    })) as [UserRow]
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError('ALREADY_REGISTERED')
    throw error
  }
  if (args.accept_terms_of_use && originCompany !== null)
    await ctx.db.insert(termsAcceptances).values({
      userId: user.id,
      companyId: originCompany,
      version: TERMS_VERSION,
      source: args.source?.trim() || DEFAULT_SOURCE,
    })
  return signIn(ctx, user, false)
}

export async function userLogin(ctx: RequestContext, args: MutationUserLoginArgs) {
  // A network sign-in: provider, provider_id and the platform's ticket, without e-mail and password.
  if (!args.email && (args.provider || args.provider_id || args.ticket))
    return socialSignIn(
      ctx,
      args.provider ?? '',
      args.provider_id ?? '',
      args.ticket,
      args.keepLogged ?? false,
    )
  const email = validate(emailSchema, args.email)
  const user = await findUserBy(ctx.db, 'email', email)
  return passwordSignIn(ctx, user, args.password, `login:${email}`, args.keepLogged ?? false)
}

export function socialMediaLogin(ctx: RequestContext, args: MutationSocialMediaLoginArgs) {
  return socialSignIn(ctx, args.provider, args.provider_id, args.ticket, false)
}

export async function userCreate(ctx: RequestContext, args: MutationUserCreateArgs) {
  const first = args.first_name ?? args.firstname
  const last = args.last_name ?? args.lastname
  const fullName = validate(fullNameSchema, args.name ?? [first, last].filter(Boolean).join(' '))
  const { firstName, lastName } =
    args.name == null && first
      ? { firstName: normalizeFullName(first), lastName: normalizeFullName(last ?? '') }
      : splitFullName(fullName)
  if (!firstName) throw domainError('VALIDATION', ptBR.validation.nameInvalid)
  const email = validate(emailSchema, args.email)
  const foreigner = args.foreigner ?? false
  const { cpf, passport } = parseDocument(args.document, foreigner)
  const phone = args.phone ? validate(phoneSchema, args.phone) : null
  const network = Boolean(args.provider?.trim() || args.provider_id?.trim() || args.ticket)
  if (args.password == null && !network) throw domainError('VALIDATION', PLATFORM_MESSAGES.required)
  const password = args.password == null ? null : validate(passwordSchema, args.password)
  const originCompany = args.origin_company == null ? null : requiredId(args.origin_company)
  // A sign-up with a password hashes it: refused at once, before the captcha is spent, when the hashing
  // pool could not answer in time (secrets.ts, `admitHash`).
  const account: NewAccount = {
    fullName,
    firstName,
    lastName,
    email,
    foreigner,
    cpf,
    passport,
    phone,
    network,
    password,
    originCompany,
  }
  const create = () => createAccount(ctx, args, account)
  return password === null ? create() : admitHash(create)
}

export async function logout(ctx: RequestContext) {
  if (ctx.session) await revokeSession(ctx.db, ctx.session.id)
  return success
}

export async function passwordRecovery(ctx: RequestContext, args: MutationPasswordRecoveryArgs) {
  const email = validate(emailSchema, args.email)
  const base = recoveryBaseUrl(ctx.config, args.return_url ?? args.domain)
  await ctx.accounts.limits.recovery.hit(`recovery:${email}`)
  const user = await findUserBy(ctx.db, 'email', email)
  if (!user) throw domainError('USER_NOT_FOUND', PLATFORM_MESSAGES.unknownEmail)
  const token = newToken()
  base.searchParams.set('token', token)
  // The link's row and its e-mail in one transaction (docs/messages.md): both or neither. Only the newest
  // link works (docs/security.md, "Password recovery"): the earlier ones end as this one is kept, and the
  // account's row is locked so that two requests at once still leave one link.
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
    await tx
      .update(recoveryTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryTokens.userId, user.id), isNull(recoveryTokens.usedAt)))
    await tx.insert(recoveryTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RECOVERY_TTL_MS),
    })
    await enqueue(tx, {
      channel: 'email',
      template: 'password-recovery',
      to: user.email,
      data: { firstName: user.firstName, link: base.toString() },
      brand: ctx.brand,
    })
  })
  return { email: user.email }
}

export async function changePassword(ctx: RequestContext, args: MutationChangePasswordArgs) {
  const password = validate(passwordSchema, args.password)
  if (args.token) {
    await ctx.accounts.limits.codeValidation.hit(`recovery-token:${sha256(args.token).slice(0, 16)}`)
    // The link works once: it is spent in the same statement that checks it, so two requests with one
    // link change the password once. Then every other link of the account ends too.
    const [row] = await ctx.db
      .update(recoveryTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryTokens.tokenHash, sha256(args.token)),
          isNull(recoveryTokens.usedAt),
          gt(recoveryTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: recoveryTokens.userId })
    if (!row) throw domainError('VALIDATION', PLATFORM_MESSAGES.badRecoveryToken)
    const [user] = await ctx.db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        forceChangePassword: false,
        linkGeneration: sql`${users.linkGeneration} + 1`,
      })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email })
    await ctx.db
      .update(recoveryTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryTokens.userId, row.userId), isNull(recoveryTokens.usedAt)))
    await revokeUserSessions(ctx.db, row.userId)
    return { success: true, email: user?.email ?? null, error: null }
  }
  // Signed in (docs/decisions.md, "Changing the password while signed in"): the session alone does not
  // change it. The current password is required, counted as a sign-in attempt, unless the account has
  // none yet (an invitation or a network sign-up chooses its first one); then every other session ends.
  const session = requireSession(ctx)
  const userId = args.user_id != null ? requireUser(ctx, args.user_id) : session.userId
  const user = await findUser(ctx.db, userId)
  if (!user) throw domainError('UNAUTHORIZED')
  if (user.passwordHash !== null) await checkCurrentPassword(ctx, user, args.currentPassword)
  // Only if nobody changed it meanwhile (the current password checked is still the current one).
  const [updated] = await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      forceChangePassword: false,
      // Every removal link of the account ends (accounts/removal.ts).
      linkGeneration: sql`${users.linkGeneration} + 1`,
    })
    .where(
      and(
        eq(users.id, userId),
        user.passwordHash === null ? isNull(users.passwordHash) : eq(users.passwordHash, user.passwordHash),
      ),
    )
    .returning({ email: users.email })
  if (!updated) throw domainError('WRONG_PASSWORD', PLATFORM_MESSAGES.wrongCurrentPassword)
  await revokeOtherUserSessions(ctx.db, userId, session.id)
  return { success: true, email: updated.email, error: null }
}

export async function generateTokenChangeEmail(
  ctx: RequestContext,
  args: MutationGenerateTokenChangeEmailArgs,
) {
  const userId = await recoveryUserId(ctx, args.user_id ?? args.id)
  await ctx.accounts.limits.smsSend.hit(`sms:${userId}`)
  const user = await findUser(ctx.db, userId)
  if (!user) throw domainError('USER_NOT_FOUND')
  if (!user.phone) throw domainError('VALIDATION', PLATFORM_MESSAGES.noPhone)
  const code = newSmsCode()
  const phone = user.phone
  // The code's row and its SMS in one transaction (docs/messages.md): both or neither.
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.userId, userId), isNull(smsCodes.usedAt)))
    await tx.insert(smsCodes).values({
      userId,
      codeHash: smsCodeHash(userId, code),
      expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
    })
    await enqueue(tx, { channel: 'sms', template: 'sms-code', to: phone, data: { code }, brand: ctx.brand })
  })
  return { generateToken: true, phone: censorPhone(user.phone) }
}

export async function changeEmail(ctx: RequestContext, args: MutationChangeEmailArgs) {
  const userId = await recoveryUserId(ctx, args.user_id ?? args.id)
  const email = validate(emailSchema, args.email)
  await ctx.accounts.limits.codeValidation.hit(`code:${userId}`)
  const code = await checkSmsCode(ctx.db, userId, args.token)
  if (!code) throw domainError('VALIDATION', PLATFORM_MESSAGES.badSmsCode)
  const other = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1)
  if (other.length) throw domainError('ALREADY_REGISTERED')
  await ctx.db.update(users).set({ email }).where(eq(users.id, userId))
  await ctx.db.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, code.id))
  return { success: true, email, error: null }
}

export async function removeUser(ctx: RequestContext, args: MutationRemoveUserArgs) {
  const userId = requireUser(ctx, args.user_id)
  await deleteUser(ctx.db, userId)
  return success
}

export async function acceptTermsOfUse(ctx: RequestContext, args: MutationAcceptTermsOfUseArgs) {
  const userId = args.user_id != null ? requireUser(ctx, args.user_id) : requireSession(ctx).userId
  const companyId = requiredId(args.company_id)
  const source = args.source?.trim() || DEFAULT_SOURCE
  const acceptedAt = new Date()
  await ctx.db
    .insert(termsAcceptances)
    .values({ userId, companyId, version: TERMS_VERSION, source, acceptedAt })
    .onConflictDoUpdate({
      target: [termsAcceptances.userId, termsAcceptances.companyId],
      set: { version: TERMS_VERSION, source, acceptedAt },
    })
  return success
}

export async function followCompany(ctx: RequestContext, args: MutationFollowCompanyArgs) {
  const userId = requireUser(ctx, args.user_id)
  const companyId = requiredId(args.company_id)
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company) throw domainError('NOT_FOUND', PLATFORM_MESSAGES.companyNotFound)
  await ctx.db.insert(follows).values({ userId, companyId }).onConflictDoNothing()
  return success
}

export function linkedinProfile(ctx: RequestContext, args: MutationLinkedinProfileArgs) {
  return exchangeLinkedinCode(ctx.accounts, args.code, args.return_url ?? null, ctx.config.production)
}

export async function employerSignIn(ctx: RequestContext, args: MutationEmployerSignInArgs) {
  // An e-mail outside the company's allowed domains is refused before any lookup.
  if (args.user_id == null) await assertInternalEmailAllowed(ctx.db, companyOf(args), args.email)
  const employer = await findEmployer(ctx.db, args)
  // The forced user id shares the person's e-mail key: guesses by id and by e-mail add up.
  const who =
    args.user_id != null
      ? (employer?.email ?? `id:${String(args.user_id)}`)
      : (args.email ?? args.document ?? args.unique_id)
  const key = `employer:${args.company_id ?? ''}:${who ?? ''}`
  return passwordSignIn(ctx, employer, args.password, key.toLowerCase(), false)
}

/** Employers are provisioned by their company (role 'employer', no password); sign-up sets the password. */
export async function employerSignUp(ctx: RequestContext, args: MutationEmployerSignUpArgs) {
  await assertInternalEmailAllowed(ctx.db, companyOf(args), args.email)
  const password = validate(passwordSchema, args.password)
  const employer = await findEmployer(ctx.db, args)
  if (!employer) throw domainError('USER_NOT_FOUND')
  if (employer.passwordHash) throw domainError('ALREADY_REGISTERED')
  const name = args.name ? validate(fullNameSchema, args.name) : null
  const [user] = (await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), ...(name ? { name, ...splitFullName(name) } : {}) })
    .where(eq(users.id, employer.id))
    .returning()) as [UserRow]
  return signIn(ctx, user, false)
}
