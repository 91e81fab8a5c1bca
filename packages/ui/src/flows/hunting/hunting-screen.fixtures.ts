// Fake actors for the hunting screens' stories and tests (not part of the package's build): the real
// hunting machine, with the platform calls replaced by promises that resolve, reject with a platform
// error code, or never settle ('pending', for the spinner and the busy button).
import {
  huntingMachine,
  type AcceptedHunting,
  type HuntingInput,
  type HuntingTokenInfo,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'

/** What a fake call does: resolve, reject with a platform error code, or never settle. */
type Outcome = 'ok' | 'pending' | { code: string }

export type HuntingSnapshot = SnapshotFrom<typeof huntingMachine>
export type HuntingTestActor = ReturnType<typeof createActor<typeof huntingMachine>>

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject({ code: outcome.code, message: outcome.code })
  return Promise.resolve(value)
}

/** A valid invitation of a person the external base will create. */
export const sampleToken: HuntingTokenInfo = { valid: true, userId: null, opportunityId: 3001 }

export const sampleAccepted: AcceptedHunting = {
  record: {
    token: 'session-token',
    userId: 77,
    name: 'Carla Mendes',
    socialName: null,
    avatar: null,
    email: 'carla.mendes@example.com',
    termsAccepted: [],
    keepLogged: true,
    expiresAt: null,
  },
  forceChangePassword: true,
}

export interface HuntingFakes {
  decode?: Outcome
  /** What decoding answers (null: the platform does not know the token). */
  token?: HuntingTokenInfo | null
  accept?: Outcome
  cpf?: string
  refuse?: Outcome
  /** Spies. */
  onRefuse?: (token: string) => void
  onNavigate?: (to: string) => void
}

export function fakeHuntingMachine(fakes: HuntingFakes = {}) {
  return huntingMachine.provide({
    actors: {
      decode: fromPromise(() => settle(fakes.decode, fakes.token === undefined ? sampleToken : fakes.token)),
      accept: fromPromise(() => settle(fakes.accept, sampleAccepted)),
      readCpf: fromPromise(async () => fakes.cpf ?? ''),
      refuse: fromPromise(({ input }) => {
        fakes.onRefuse?.(input.token)
        return settle<unknown>(fakes.refuse, { success: true })
      }),
    },
    actions: {
      navigate: (_, { to }) => fakes.onNavigate?.(to),
    },
  })
}

export interface HuntingScenario {
  input?: Partial<HuntingInput>
  fakes?: HuntingFakes
  /** Answers 'Recusar convite' once the question shows. */
  confirm?: boolean
  /** The state to wait for before the story renders. */
  until?: (snapshot: HuntingSnapshot) => boolean
}

/** Starts the machine and plays a scenario, so a story renders the state a designer reviews. */
export async function startHunting({
  input,
  fakes,
  confirm = false,
  until,
}: HuntingScenario = {}): Promise<HuntingTestActor> {
  const actor = createActor(fakeHuntingMachine(fakes), {
    input: { token: 'convite-abc123', mode: 'refuse', ...input },
  }).start()
  if (confirm) {
    await waitFor(actor, (s) => s.matches('confirming'), { timeout: 2000 })
    actor.send({ type: 'refuse.confirm' })
  }
  if (until) await waitFor(actor, until, { timeout: 2000 })
  return actor
}
