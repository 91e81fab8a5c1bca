// Every other way in (docs/identity.md): a company's internal recruitment, the bank group's single sign-on,
// the Microsoft account, the retail partner's employees and their daily employee check. The e-mail and
// employer sign-ins are accounts.ts's (the domain rule of internal recruitment is applied there).
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { and, eq, or } from 'drizzle-orm'
import { takeMicrosoftToken, takeSsoCode, type StandInPerson } from '../../accounts/identity-providers.js'
import {
  internalEmailAccepted,
  internalRecruitmentOf,
  isAllowedInternalEmail,
} from '../../accounts/internal-access.js'
import { checkEmployee } from '../../accounts/retail-partner.js'
import { requireSession } from '../../accounts/sessions.js'
import { findUser, type UserRow } from '../../accounts/users.js'
import { cpfSchema, emailSchema, fullNameSchema, splitFullName } from '../../accounts/validation.js'
import { users } from '../../db/schema.js'
import type {
  MutationItauLoginArgs,
  MutationMagazineLuizaLoginArgs,
  MutationMicrosoftGraphLoginArgs,
  QueryCompanyInternalRecruitmentArgs,
  QueryValidateMagazineLuizaEmployeesArgs,
} from '../../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../../messages.js'
import type { PlatformContext } from '../context.js'
import { domainError } from '../../errors.js'
import { requiredId, signIn, signInLimits, validate } from '../../accounts/service.js'

/** The company whose internal users the bank group's SSO signs in: the site's (6562). */
export const SSO_COMPANY_ID = DEFAULT_COMPANY_ID

/** The provider ids of the accounts these sign-ins create (users.provider). */
export const PROVIDERS = { sso: 'itau', microsoft: 'microsoft', retail: 'magazineluiza' } as const

/** In production without the provider's settings (the stand-ins are not mounted): the sign-in is off. */
function requireStandIns(ctx: PlatformContext, configured = false) {
  if (ctx.config.production && !configured)
    throw domainError('NOT_IMPLEMENTED', PLATFORM_MESSAGES.loginDisabled)
}

const badCode = () => domainError('VALIDATION', PLATFORM_MESSAGES.badOAuthCode)

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

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null
  return e?.code === '23505' || e?.cause?.code === '23505'
}

interface ProviderAccount {
  provider: string
  providerId: string
  person: StandInPerson
  cpf?: string | null
  /** The company the person is internal of (role 'employer'); null: an ordinary candidate. */
  internalCompanyId: number | null
  /**
   * Whether an existing candidate account found by e-mail becomes internal too. Only when the company's e-mail
   * rule accepts its e-mail: otherwise the site would route its e-mail sign-in to employerSignIn, which refuses
   * that domain, and the person could no longer sign in by e-mail.
   */
  upgradeExisting: boolean
}

/**
 * The account a provider vouched for: the one linked to it, else the one with its e-mail (or cpf), linked now,
 * else a new one (no password). An account of an internal person becomes internal of that company, unless it
 * is already an employer of some company.
 */
async function providerAccount(ctx: PlatformContext, account: ProviderAccount): Promise<UserRow> {
  const { provider, providerId, person, internalCompanyId } = account
  const email = validate(emailSchema, person.email)
  const [linked] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.provider, provider), eq(users.providerId, providerId)))
    .limit(1)
  const [existing] = linked
    ? [linked]
    : await ctx.db
        .select()
        .from(users)
        .where(or(eq(users.email, email), account.cpf ? eq(users.cpf, account.cpf) : undefined))
        .limit(1)
  const internal =
    internalCompanyId !== null ? { role: 'employer', companyId: internalCompanyId } : ({} as const)
  if (existing) {
    const changes = {
      ...(existing.provider === null ? { provider, providerId } : {}),
      ...(existing.role !== 'employer' && account.upgradeExisting ? internal : {}),
    }
    if (Object.keys(changes).length === 0) return existing
    const [row] = await ctx.db.update(users).set(changes).where(eq(users.id, existing.id)).returning()
    return row ?? existing
  }
  const name = validate(fullNameSchema, person.name)
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name,
        ...splitFullName(name),
        email,
        cpf: account.cpf ?? null,
        provider,
        providerId,
        source: provider,
        ...internal,
      })
      .returning()
    return row!
  } catch (error) {
    // A concurrent first sign-in of the same person: theirs stands.
    if (isUniqueViolation(error)) return providerAccount(ctx, account)
    throw error
  }
}

/** A refused code or token counts as a failed sign-in of the client address (accounts.ts's limits). */
async function failureCounted<T>(
  ctx: PlatformContext,
  addressKey: string,
  take: () => T | Promise<T>,
): Promise<T> {
  try {
    return await take()
  } catch (error) {
    await ctx.accounts.limits.loginAddress.record(addressKey)
    throw error
  }
}

export const identityQuery = {
  /** Public: how the company's people sign in (null when it has no internal recruitment). */
  companyInternalRecruitment: (
    _root: unknown,
    args: QueryCompanyInternalRecruitmentArgs,
    ctx: PlatformContext,
  ) => internalRecruitmentOf(ctx.db, requiredId(args.companyId)),

  /**
   * Whether the cpf is of a retail-partner employee, asked of the partner once per São Paulo day and cpf.
   * Only for the session user's own cpf (UNAUTHORIZED otherwise: nobody probes someone else's employer).
   */
  validateMagazineLuizaEmployees: async (
    _root: unknown,
    args: QueryValidateMagazineLuizaEmployeesArgs,
    ctx: PlatformContext,
  ) => {
    const session = requireSession(ctx)
    requireStandIns(ctx)
    const cpf = validate(cpfSchema, args.cpf)
    const user = await findUser(ctx.db, session.userId)
    if (!user?.cpf || user.cpf !== cpf) throw domainError('UNAUTHORIZED')
    const { partner, now } = ctx.accounts.identity
    return { contributor: await checkEmployee(ctx.db, partner, cpf, now()) }
  },
}

export const identityMutation = {
  /** The bank group's SSO: its one-time code vouches for a person of the group, internal of the site's company. */
  itauLogin: async (_root: unknown, args: MutationItauLoginArgs, ctx: PlatformContext) => {
    requireStandIns(ctx, ctx.config.identityProviders.itau !== null)
    const addressKey = await signInLimits(ctx, `sso:${args.code.slice(0, 16)}`)
    const person = await failureCounted(ctx, addressKey, async () => {
      // A code of the real SSO's callback (accounts/identity-clients.ts), else, outside production, the stand-in's.
      const real = await ctx.accounts.providerCodes.take('itau', args.code)
      if (!real) {
        if (ctx.config.production) throw badCode()
        return takeSsoCode(ctx.accounts.identity, args.code, args.login_source)
      }
      const source = args.login_source
      if (source && /^https?:\/\//i.test(source) && !sameRedirect(source, real.redirect)) throw badCode()
      return { name: real.identity.name, email: real.identity.email }
    })
    const user = await providerAccount(ctx, {
      provider: PROVIDERS.sso,
      providerId: validate(emailSchema, person.email),
      person,
      internalCompanyId: SSO_COMPANY_ID,
      upgradeExisting: await internalEmailAccepted(ctx.db, SSO_COMPANY_ID, person.email),
    })
    return signIn(ctx, user, false)
  },

  /**
   * A Microsoft account: only an access token the stand-in issued for that uid and e-mail. Internal of the
   * company when its internal recruitment allows the e-mail's domain, else an ordinary candidate.
   */
  microsoftGraphLogin: async (
    _root: unknown,
    args: MutationMicrosoftGraphLoginArgs,
    ctx: PlatformContext,
  ) => {
    requireStandIns(ctx, ctx.config.identityProviders.microsoft !== null)
    const addressKey = await signInLimits(ctx, `microsoft:${args.access_token.slice(0, 16)}`)
    const claimed = { uid: args.uid, email: args.user_email }
    const person = await failureCounted(ctx, addressKey, async () => {
      // A code of the real provider's callback (its id_token checked there), else, outside production, the
      // stand-in's token.
      const real = await ctx.accounts.providerCodes.take('microsoft', args.access_token)
      if (!real) {
        if (ctx.config.production) throw badCode()
        return takeMicrosoftToken(ctx.accounts.identity, args.access_token, claimed)
      }
      const { subject, email, name } = real.identity
      if (claimed.uid && claimed.uid !== subject) throw badCode()
      if (claimed.email && claimed.email.trim().toLowerCase() !== email.toLowerCase()) throw badCode()
      return { name, email, uid: subject }
    })
    const companyId = args.company_id == null ? null : requiredId(args.company_id)
    const internal = companyId !== null && (await isAllowedInternalEmail(ctx.db, companyId, person.email))
    const user = await providerAccount(ctx, {
      provider: PROVIDERS.microsoft,
      providerId: person.uid,
      person,
      internalCompanyId: internal ? companyId : null,
      upgradeExisting: internal,
    })
    return signIn(ctx, user, false)
  },

  /** A retail-partner employee, by the partner base's login and password; the linked account signs in. */
  magazineLuizaLogin: async (_root: unknown, args: MutationMagazineLuizaLoginArgs, ctx: PlatformContext) => {
    requireStandIns(ctx)
    const login = args.login.trim().toLowerCase()
    const addressKey = await signInLimits(ctx, `retail:${login}`)
    const employee = login ? await ctx.accounts.identity.partner.authenticate(login, args.password) : null
    if (!employee) {
      await ctx.accounts.limits.loginAddress.record(addressKey)
      throw domainError('WRONG_PASSWORD', PLATFORM_MESSAGES.wrongRetailPassword)
    }
    await ctx.accounts.limits.login.reset(`retail:${login}`)
    const user = await providerAccount(ctx, {
      provider: PROVIDERS.retail,
      providerId: employee.login,
      person: { name: employee.name, email: employee.email },
      cpf: employee.cpf,
      internalCompanyId: null,
      upgradeExisting: false,
    })
    return signIn(ctx, user, false)
  },
}
