// Fake actors for the refusal page's stories and tests: the real refusal machine, with the platform calls
// replaced by promises that resolve, reject with a platform error code, or never settle ('pending', for
// the busy states). Not part of the package's build (stories and tests only).
import { refusalMachine, type RefusalData, type RefusalInput } from '@carreiras/core'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'

/** What a fake call does: resolve, reject with a platform error code, or never settle. */
type Outcome = 'ok' | 'pending' | { code: string }

export interface RefusalFakes {
  load?: Outcome
  /** What loading brings when it resolves. */
  data?: Partial<RefusalData>
  review?: Outcome
}

export type RefusalSnapshot = SnapshotFrom<typeof refusalMachine>

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject({ code: outcome.code, message: outcome.code })
  return Promise.resolve(value)
}

/** A template as the server hands it over, already sanitized. */
export const sampleTemplateHtml =
  '<p>Olá, Ana!</p><p>Obrigado pelo interesse na vaga <strong>Analista de Crédito Pleno</strong>. Para esta vaga é necessário trabalhar presencialmente em São Paulo.</p><ul><li>Continue acompanhando nossas <a href="/vagas">oportunidades</a>.</li></ul>'

export const sampleRefusalInput: RefusalInput = { opportunityId: 100001, template: '<p>Olá, Ana!</p>' }

export function fakeRefusalMachine(fakes: RefusalFakes = {}) {
  return refusalMachine.provide({
    actors: {
      loadRefusal: fromPromise(() =>
        settle(fakes.load, { html: sampleTemplateHtml, reviewRequested: false, ...fakes.data }),
      ),
      requestReview: fromPromise(() => settle<void>(fakes.review, undefined)),
    },
  })
}

export interface RefusalScenario {
  input?: RefusalInput
  fakes?: RefusalFakes
  /** Sent once the first state is reached (e.g. 'review.request'). */
  requestReview?: boolean
  /** The state to wait for before the story renders. */
  until?: (snapshot: RefusalSnapshot) => boolean
}

/** Starts the machine and plays a scenario, so a story renders the state a designer reviews. */
export async function startRefusal({
  input = sampleRefusalInput,
  fakes,
  requestReview,
  until,
}: RefusalScenario = {}) {
  const actor = createActor(fakeRefusalMachine(fakes), { input }).start()
  if (requestReview) {
    await waitFor(actor, (s) => s.matches('shown'), { timeout: 2000 })
    actor.send({ type: 'review.request' })
  }
  if (until) await waitFor(actor, until, { timeout: 2000 })
  return actor
}
