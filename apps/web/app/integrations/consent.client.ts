// The signed-in person's consent choices on the site (LGPD arts. 7–8; docs/consent-and-survey.md): ONE store
// per page load, over core's consent machine and the account runtime's platform client. Every integration
// that could send personal data (the satisfaction survey, the chat, the marketing conversion) reads it and
// sends nothing unless its purpose is granted:
//
//   React:      const { choices, ready, save } = useConsent()      // save(choices, origin) → Promise<boolean>
//   elsewhere:  getConsentChoices()  ·  isConsentReady()  ·  subscribeConsent(listener)  ·  whenConsentReady()
//
// `ready` is true once the platform answered for the signed-in person; before that (and when signed out, or
// when the read failed) `choices` is {} — every purpose counts as refused (core's isConsentGranted). The store
// starts when the account runtime's handles are bound (`bindConsent(handles)`; useConsent() does it, and the
// integrations mount does it for every signed-in page): it follows the session, reads `consents` at sign-in or
// when a stored session is restored, forgets everything at sign-out.
//
// This module is never imported by the public pages' first load: only by lazily loaded chunks (the
// integrations mount, /meu-perfil).
import { createConsentActors } from '@carreiras/api'
import {
  consentMachine,
  consentStoreView,
  isConsentSaved,
  isSignedIn,
  sessionUserId,
  type Consent,
  type ConsentChoices,
  type ConsentOrigin,
  type ConsentPurpose,
} from '@carreiras/core'
import { useEffect, useSyncExternalStore } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'

export type ConsentActor = ActorRefFrom<typeof consentMachine>

export interface ConsentStoreState {
  /** The platform answered the signed-in person's choices. */
  ready: boolean
  userId: number | null
  /** The choices in force (current version); {} until ready. A purpose absent is undecided (= refused). */
  choices: ConsentChoices
  consents: Consent[]
}

const SIGNED_OUT: ConsentStoreState = { ready: false, userId: null, choices: {}, consents: [] }

let bound: { handles: AccountHandles; actor: ConsentActor } | null = null
let state: ConsentStoreState = SIGNED_OUT
const listeners = new Set<(state: ConsentStoreState) => void>()

function publish(next: ConsentStoreState) {
  if (
    next.ready === state.ready &&
    next.userId === state.userId &&
    next.choices === state.choices &&
    next.consents === state.consents
  )
    return
  state = next
  for (const listener of listeners) listener(state)
}

/**
 * Starts the store over the account runtime (idempotent; the runtime lives for the page load). Answers the
 * consent actor (the prompt and the 'Privacidade' box connect to it).
 */
export function bindConsent(handles: AccountHandles): ConsentActor {
  if (bound?.handles === handles) return bound.actor
  bound?.actor.stop()
  const actor = createActor(consentMachine.provide({ actors: createConsentActors(handles.client) }))
  actor.subscribe((snapshot) => {
    const view = consentStoreView(snapshot)
    publish(view.ready ? view : { ...SIGNED_OUT, userId: view.userId })
  })
  actor.start()
  const follow = (snapshot: ReturnType<AccountHandles['session']['getSnapshot']>) =>
    actor.send({ type: 'user.changed', userId: isSignedIn(snapshot) ? sessionUserId(snapshot) : null })
  handles.session.subscribe(follow)
  follow(handles.session.getSnapshot())
  bound = { handles, actor }
  return actor
}

/** The consent actor, once bound (null before the account runtime is). */
export const getConsentActor = (): ConsentActor | null => bound?.actor ?? null

/** The choices in force of the signed-in person; {} when not known (every purpose refused). */
export const getConsentChoices = (): ConsentChoices => state.choices

export const isConsentReady = (): boolean => state.ready

export const getConsentState = (): ConsentStoreState => state

/** Whether the purpose is granted now (an explicit, current 'yes'). */
export const hasConsent = (purpose: ConsentPurpose): boolean => state.choices[purpose] === true

export function subscribeConsent(listener: (state: ConsentStoreState) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The choices once the platform answered for the signed-in person (waits; never rejects). */
export function whenConsentReady(): Promise<ConsentChoices> {
  if (state.ready) return Promise.resolve(state.choices)
  return new Promise((resolve) => {
    const stop = subscribeConsent((next) => {
      if (!next.ready) return
      stop()
      resolve(next.choices)
    })
  })
}

/**
 * Records choices (origin 'prompt' or 'profile'); resolves true when the platform recorded them, false when
 * it could not (the actor's snapshot tells the form which) or the store is not running.
 */
export function saveConsent(choices: ConsentChoices, origin: ConsentOrigin): Promise<boolean> {
  const actor = bound?.actor
  if (!actor || !actor.getSnapshot().matches('ready')) return Promise.resolve(false)
  actor.send({ type: 'save', choices, origin })
  return new Promise((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('saving')) return
      subscription.unsubscribe()
      resolve(isConsentSaved(snapshot))
    })
  })
}

export interface UseConsent extends ConsentStoreState {
  save(choices: ConsentChoices, origin: ConsentOrigin): Promise<boolean>
}

const serverState = () => SIGNED_OUT

/** The store in a component (binds it to the account runtime when it is loaded). */
export function useConsent(): UseConsent {
  const { handles } = useAccount()
  useEffect(() => {
    if (handles) bindConsent(handles)
  }, [handles])
  const current = useSyncExternalStore(subscribeConsent, getConsentState, serverState)
  return { ...current, save: saveConsent }
}
