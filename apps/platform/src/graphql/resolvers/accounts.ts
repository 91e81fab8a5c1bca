// Accounts and session on the GraphQL side: each field calls its service (accounts/service.ts: sign-in,
// sign-up, sessions, lookups, recovery, terms, follows, removal and employers) with its arguments and the
// request context; the domain errors it throws become GraphQL errors in graphql/yoga.ts (docs/architecture.md,
// "The platform's layers"). The hunting operations (the hunting token) are in company-requests.ts.
import {
  findUsersByDocument,
  readUser,
  hasPassword,
  validTokenEmail,
  isEmployer,
  readCompanyFollow,
  userLogin,
  socialMediaLogin,
  userCreate,
  logout,
  passwordRecovery,
  changePassword,
  generateTokenChangeEmail,
  changeEmail,
  removeUser,
  acceptTermsOfUse,
  followCompany,
  linkedinProfile,
  employerSignIn,
  employerSignUp,
} from '../../accounts/service.js'
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
} from '../../gql/resolvers-types.js'
import type { PlatformContext } from '../context.js'

export const accountsQuery = {
  users: (_root: unknown, args: QueryUsersArgs, ctx: PlatformContext) => findUsersByDocument(ctx, args),
  user: (_root: unknown, args: QueryUserArgs, ctx: PlatformContext) => readUser(ctx, args),
  hasPassword: (_root: unknown, _args: unknown, ctx: PlatformContext) => hasPassword(ctx),
  validTokenEmail: (_root: unknown, args: QueryValidTokenEmailArgs, ctx: PlatformContext) =>
    validTokenEmail(ctx, args),
  isEmployer: (_root: unknown, args: QueryIsEmployerArgs, ctx: PlatformContext) => isEmployer(ctx, args),
  companyFollow: (_root: unknown, args: QueryCompanyFollowArgs, ctx: PlatformContext) =>
    readCompanyFollow(ctx, args),
}

export const accountsMutation = {
  userLogin: (_root: unknown, args: MutationUserLoginArgs, ctx: PlatformContext) => userLogin(ctx, args),
  socialMediaLogin: (_root: unknown, args: MutationSocialMediaLoginArgs, ctx: PlatformContext) =>
    socialMediaLogin(ctx, args),
  userCreate: (_root: unknown, args: MutationUserCreateArgs, ctx: PlatformContext) => userCreate(ctx, args),
  logout: (_root: unknown, _args: unknown, ctx: PlatformContext) => logout(ctx),
  passwordRecovery: (_root: unknown, args: MutationPasswordRecoveryArgs, ctx: PlatformContext) =>
    passwordRecovery(ctx, args),
  changePassword: (_root: unknown, args: MutationChangePasswordArgs, ctx: PlatformContext) =>
    changePassword(ctx, args),
  generateTokenChangeEmail: (
    _root: unknown,
    args: MutationGenerateTokenChangeEmailArgs,
    ctx: PlatformContext,
  ) => generateTokenChangeEmail(ctx, args),
  changeEmail: (_root: unknown, args: MutationChangeEmailArgs, ctx: PlatformContext) =>
    changeEmail(ctx, args),
  removeUser: (_root: unknown, args: MutationRemoveUserArgs, ctx: PlatformContext) => removeUser(ctx, args),
  acceptTermsOfUse: (_root: unknown, args: MutationAcceptTermsOfUseArgs, ctx: PlatformContext) =>
    acceptTermsOfUse(ctx, args),
  followCompany: (_root: unknown, args: MutationFollowCompanyArgs, ctx: PlatformContext) =>
    followCompany(ctx, args),
  linkedinProfile: (_root: unknown, args: MutationLinkedinProfileArgs, ctx: PlatformContext) =>
    linkedinProfile(ctx, args),
  employerSignIn: (_root: unknown, args: MutationEmployerSignInArgs, ctx: PlatformContext) =>
    employerSignIn(ctx, args),
  employerSignUp: (_root: unknown, args: MutationEmployerSignUpArgs, ctx: PlatformContext) =>
    employerSignUp(ctx, args),
  // itauLogin, microsoftGraphLogin and magazineLuizaLogin: resolvers/identity.ts.
}

/** The removal link, for the user's own session only, bound to that session (accounts/removal.ts). */
const removeAccountLink = (parent: { id?: string | null }, _args: unknown, ctx: PlatformContext) =>
  ctx.session && Number(parent.id) === ctx.session.userId
    ? ctx.accounts.removal.link(ctx.config.publicUrl, ctx.session)
    : null

export const profileFields = { removeAccountLink }

/** `User.formStruct` is the application issue's (resolvers/applications.ts). */
export const userFields = { removeAccountLink }
