// Types shared by the account bridge (first load) and the runtime chunk. Types only: no runtime code.
import type { PlatformClient } from '@carreiras/api'
import type {
  OpenableForm,
  PersonalDataProfile,
  Recovery,
  SessionAccountUser,
  accountDialogMachine,
  sessionMachine,
} from '@carreiras/core'
import type { ActorRefFrom } from 'xstate'
import type { SubscriptionStep } from '../jobs/job-card-view'

/** What the browser needs to reach the platform and the identity providers; no secret in it. */
export interface AccountPublicConfig {
  /** The platform as the browser reaches it: the site's same-origin proxy path (lib/platform-path.ts). */
  platformUrl: string
  /** The deployment's public API tokens (sent in the Authorization header of every call). */
  clientTokens: string[]
  companyId: number
  supportEmail: string
  linkedin: { authorizeUrl: string; clientId: string }
  facebook: { dialogUrl: string }
  /** The bank group's single sign-on (docs/identity.md); null: off. */
  itau?: { authorizeUrl: string; development: boolean } | null
  /** The Microsoft pop-up; null: off. */
  microsoft?: { authorizeUrl: string } | null
  /** The retail partner's employee login and daily employee check. */
  retailPartner?: boolean
  /** The satisfaction survey is configured (integrations/survey.client.tsx). */
  survey?: boolean
}

/** The signed-in person as the header shows them: core's view of the session (`sessionAccountUser`). */
export type HeaderUser = SessionAccountUser

export interface AccountView {
  /** loading: the runtime or the stored session is being restored; ready: the session is known. */
  status: 'loading' | 'ready'
  user: HeaderUser | null
  /**
   * A stored session is being checked with the platform (status loading): the pages behind the login draw
   * and read with it meanwhile (docs/architecture.md, "Protected routes during the session's check").
   */
  checking: boolean
}

/** The message shown over the page after an action (success, or an error that sent the person elsewhere). */
export interface Notice {
  text: string
  tone: 'success' | 'error'
}

/** The account dialog's actor (sign-in, sign-up, recovery, the other sign-ins), made when first needed. */
export type DialogActor = ActorRefFrom<typeof accountDialogMachine>

export interface AccountHandles {
  session: ActorRefFrom<typeof sessionMachine>
  run(command: AccountCommand): void
  /** The platform client, sending the signed-in candidate's session (profile sections use it). */
  client: PlatformClient
  /**
   * The transport's Authorization header with the session (docs/wire-format.md), for the site's own routes
   * that read on the person's behalf (the internal openings); null when signed out.
   */
  authorization(): string | null
  /** The signed-in candidate's user id (core's sessionUserId); null when signed out. */
  userId(): number | null
  /**
   * /meu-perfil's personal data, read when the runtime restored the session on that page (early-reads.ts),
   * handed over once to the page for this candidate; null when none was sent or it was already taken.
   */
  takeProfileRead(userId: number): Promise<PersonalDataProfile> | null
  /**
   * The signed-in candidate's subscription steps (the job buttons): to one opening, or (null) the list
   * for the site's company. Part of this lazily loaded runtime, so public pages' first load does not
   * carry it.
   */
  subscriptionSteps(
    opportunityId: number | null,
    signal?: AbortSignal,
  ): Promise<Map<number, SubscriptionStep>>
}

export interface OpenFormOptions {
  nextRoute?: string | null
  /** The path whose route opened the form (it stays open while there). */
  path?: string | null
  recovery?: Recovery
}

export type AccountCommand =
  | { type: 'open'; form: OpenableForm; options?: OpenFormOptions }
  /** The header's 'Cadastre seu Currículo' / 'Faça seu login': login, then /vagas (the runtime knows the route). */
  | { type: 'headerLogin' }
  | { type: 'insertCpf'; name: string; code: string; path: string }
  | { type: 'signOut' }
  /** 'Alterar Senha'; `choose`: the form offered to a person a headhunting invitation created (no password yet). */
  | { type: 'changePassword'; choose?: boolean; path?: string }
  /** Only loads the runtime (a page that needs the platform client or the session, e.g. an invitation). */
  | { type: 'start' }
  /** A message that stays over the next page (e.g. the profile update wizard's end, on /). */
  | { type: 'notice'; text: string; tone: 'success' | 'error' }
  /** /sso-return: the single sign-on's answer (its query), resumed on the page the person left. */
  | { type: 'ssoReturn'; search: string }
  /** The internal access form, from its route; `userId`: the internal platform login's forced id. */
  | { type: 'internalAccess'; path: string; userId?: number | null }
