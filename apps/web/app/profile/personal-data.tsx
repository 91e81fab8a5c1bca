// The wiring of a signed-in candidate's personal data off the ficha: core's personal-data machine with the
// api's actors over the account runtime's platform client. The profile page draws it with the design system's
// PersonalDataSection; the register pages run the same machine as a child of theirs.
//
//   const actor = usePersonalDataActor({ client, userId, postalUrl, context: 'profile', candidate })
import { createPersonalDataActors, readPersonalDataProfile, type PlatformClient } from '@carreiras/api'
import {
  personalDataMachine,
  registerPersonalDataMachine,
  type PersonalDataProfile,
  type PersonalDataScreen,
} from '@carreiras/core'
import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { AccountHandles } from '../account/account-types'

export interface PersonalDataActorOptions {
  /** The account runtime's platform client (it sends the signed-in candidate's session). */
  client: PlatformClient
  userId: number
  /** The public postal-code service's base (`{base}{cep}/json/`), from the route's loader. */
  postalUrl: string
  context?: PersonalDataScreen
  /** The session's name and photo, shown until the profile is read. */
  candidate?: { name: string; avatar: string | null }
  /** The account's session: a new photo is sent to it (the header shows it). */
  session?: AccountHandles['session']
  /**
   * The personal data's read the account runtime sent with the session's check, if any (handed over once:
   * account/early-reads.ts); the first load of the profile uses it instead of reading again.
   */
  firstRead?: () => Promise<PersonalDataProfile> | null
}

/** A running personal-data actor for this candidate (made once per candidate). */
export function usePersonalDataActor({
  client,
  userId,
  postalUrl,
  context = 'profile',
  candidate,
  session,
  firstRead,
}: PersonalDataActorOptions) {
  const machine = useMemo(
    () =>
      personalDataMachine.provide({
        actors: {
          ...createPersonalDataActors(client, { userId, postalUrl }),
          loadProfile: fromPromise(({ signal }) =>
            firstOrOwnRead(firstRead?.() ?? null, () => readPersonalDataProfile(client, userId, signal)),
          ),
        },
        actions: { avatarSaved: (_, { url }) => session?.send({ type: 'avatar.changed', url }) },
      }),
    [client, userId, postalUrl, session, firstRead],
  )
  return useActorRef(machine, { input: { context, candidate } })
}

/**
 * The personal data as a child of a page's machine (the register pages, the profile update wizard): the
 * child that tells its parent, with the api's actors; a new photo goes to the session (the header).
 */
export function childPersonalDataLogic(
  client: PlatformClient,
  userId: number,
  postalUrl: string,
  session: AccountHandles['session'],
) {
  return registerPersonalDataMachine.provide({
    actors: createPersonalDataActors(client, { userId, postalUrl }),
    actions: { avatarSaved: (_, { url }) => session.send({ type: 'avatar.changed', url }) },
  })
}

/**
 * The read sent earlier when there is one, else the page's own: an earlier read that failed (the platform
 * refused it or did not answer) is made again, so the page shows what its own read would have.
 */
export function firstOrOwnRead<T>(first: Promise<T> | null, own: () => Promise<T>): Promise<T> {
  return first ? first.catch(own) : own()
}
