// The marketing conversion from the browser (docs/chat-and-marketing.md): after a sign-up and after an
// application, one request to the site's server (MARKETING_CONVERSION_PATH) with the person's session. The
// server decides everything (marketing configured, consent granted, the payload); this never delays or breaks
// the sign-up or the application: it is not awaited and every failure is swallowed.
import { MARKETING_CONVERSION_PATH, type ConversionKind } from '@carreiras/core'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import type { AccountActors, ApplicationActors } from '@carreiras/api'

export function reportConversion(
  kind: ConversionKind,
  session: { token: string; userId: number } | null | undefined,
  fetchImpl: typeof fetch = fetch,
): void {
  if (!session) return
  try {
    void fetchImpl(MARKETING_CONVERSION_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ kind, userId: session.userId }),
      credentials: 'same-origin',
      // Survives the navigation that follows an application.
      keepalive: true,
    }).catch(() => undefined)
  } catch {
    // Never in the person's way.
  }
}

type PromiseCreator<O, I> = Parameters<typeof fromPromise<O, I>>[0]

/** The same promise actor, running `effect` with its output once it resolved (the effect cannot fail it). */
export function afterSuccess<O, I>(
  logic: PromiseActorLogic<O, I>,
  effect: (output: O) => void,
): PromiseActorLogic<O, I> {
  const creator = (logic as unknown as { config: PromiseCreator<O, I> }).config
  return fromPromise<O, I>(async (args) => {
    const output = await creator(args)
    try {
      effect(output)
    } catch {
      // Never in the person's way.
    }
    return output
  })
}

/** The account actors with the sign-up conversion reported once the new account's session exists. */
export function withSignUpConversion(actors: AccountActors): AccountActors {
  return { ...actors, signUp: afterSuccess(actors.signUp, (record) => reportConversion('sign-up', record)) }
}

/** The application actors with the application conversion reported once the subscription succeeded. */
export function withApplicationConversion(
  actors: ApplicationActors,
  session: () => { token: string; userId: number } | null | undefined,
): ApplicationActors {
  return {
    ...actors,
    subscribe: afterSuccess(actors.subscribe, () => reportConversion('application', session())),
  }
}
