import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ptBR } from '../messages/pt-BR'
import { connectJobAlertForm } from './job-alert-form.connect'
import {
  alertRequestMessageOf,
  jobAlertFormMachine,
  type JobAlertCreateRequest,
} from './job-alert-form.machine'

const texts = ptBR.jobAlerts
const search = 'term=analista&state=SP'

/** A createAlert fake whose answers the test settles one by one. */
function controlled() {
  const requests: JobAlertCreateRequest[] = []
  const pending: { resolve(v: unknown): void; reject(e: unknown): void }[] = []
  const machine = jobAlertFormMachine.provide({
    actors: {
      createAlert: fromPromise<unknown, JobAlertCreateRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            requests.push(input)
            pending.push({ resolve, reject })
          }),
      ),
    },
  })
  const actor = createActor(machine).start()
  actor.send({ type: 'dialog.open' })
  return { actor, requests, pending }
}

const view = (actor: ReturnType<typeof controlled>['actor'], signedIn = false, listSearch = search) =>
  connectJobAlertForm(actor.getSnapshot(), actor.send, texts, { search: listSearch, signedIn })

describe('the create-alert dialog', () => {
  it('anonymous: sends the search, frequency and e-mail, then says to confirm by e-mail', async () => {
    const { actor, requests, pending } = controlled()
    expect(view(actor).status).toBe('idle')
    expect(view(actor).askEmail).toBe(true)
    expect(view(actor).summary).toBe('“analista” · SP')
    view(actor).onSubmit({ email: 'ana@example.com', frequency: 'weekly' })
    expect(view(actor).status).toBe('submitting')
    expect(requests).toEqual([{ search, frequency: 'weekly', email: 'ana@example.com' }])
    pending[0]!.resolve({ alert: { id: 1, status: 'pending' } })
    await waitFor(actor, (s) => s.matches('created'))
    expect(view(actor).status).toBe('created')
    expect(view(actor).createdMessage).toBe(texts.create.createdAnonymous)
    expect(view(actor).error).toBeUndefined()
  })

  it('signed in: no e-mail asked nor sent, and the alert is ready to manage in Meu Perfil', async () => {
    const { actor, requests, pending } = controlled()
    expect(view(actor, true).askEmail).toBe(false)
    view(actor, true).onSubmit({ email: '', frequency: 'daily' })
    expect(requests).toEqual([{ search, frequency: 'daily' }])
    pending[0]!.resolve({ alert: { id: 2, status: 'active' } })
    await waitFor(actor, (s) => s.matches('created'))
    expect(view(actor, true).createdMessage).toBe(texts.create.createdSignedIn)
  })

  it("a refusal shows the platform's words; anything else the generic text; what was typed is kept and sent again", async () => {
    const { actor, requests, pending } = controlled()
    view(actor).onSubmit({ email: 'ana@example.com', frequency: 'weekly' })
    pending[0]!.reject({ status: 400, platformMessage: 'Você já tem 20 alertas.' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view(actor).status).toBe('failed')
    expect(view(actor).error).toBe('Você já tem 20 alertas.')
    const typed = { email: 'ana@example.com', frequency: 'weekly', search, signedIn: false }
    expect(actor.getSnapshot().context.submission).toEqual(typed)

    view(actor).onSubmit({ email: 'ana@example.com', frequency: 'weekly' })
    expect(view(actor).status).toBe('submitting')
    expect(view(actor).error).toBeUndefined()
    pending[1]!.reject({ status: 503, platformMessage: 'Serviço indisponível' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view(actor).error).toBe(texts.create.failed)
    expect(requests[1]).toEqual(requests[0])
    expect(actor.getSnapshot().context.submission).toEqual(typed)

    view(actor).onSubmit({ email: 'ana@example.com', frequency: 'weekly' })
    pending[2]!.resolve({})
    await waitFor(actor, (s) => s.matches('created'))
  })

  it('a second opening starts a new alert, for the search the list shows', async () => {
    const { actor, requests, pending } = controlled()
    view(actor, true).onSubmit({ email: '', frequency: 'weekly' })
    pending[0]!.resolve({})
    await waitFor(actor, (s) => s.matches('created'))
    actor.send({ type: 'dialog.open' })
    expect(view(actor, false, '').status).toBe('idle')
    expect(view(actor, false, '').summary).toBe(texts.create.allOpenings)
    expect(view(actor, false, '').createdMessage).toBeUndefined()
    expect(actor.getSnapshot().context.submission).toBeNull()
    view(actor, false, '').onSubmit({ email: 'bia@example.com', frequency: 'daily' })
    expect(requests[1]).toEqual({ search: '', frequency: 'daily', email: 'bia@example.com' })
    pending[1]!.resolve({})
    await waitFor(actor, (s) => s.matches('created'))
    expect(view(actor, false, '').createdMessage).toBe(texts.create.createdAnonymous)

    // From a failure too: the old error does not come back.
    actor.send({ type: 'dialog.open' })
    view(actor).onSubmit({ email: 'ana@example.com', frequency: 'daily' })
    pending[2]!.reject({ status: 400, platformMessage: 'Recusado' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'dialog.open' })
    expect(view(actor).status).toBe('idle')
    expect(view(actor).error).toBeUndefined()
    expect(actor.getSnapshot().context.platformMessage).toBeNull()
  })

  it("reads the platform's message only from a 400 that has one", () => {
    expect(alertRequestMessageOf({ status: 400, platformMessage: 'Busca inválida.' })).toBe('Busca inválida.')
    expect(alertRequestMessageOf({ status: 400, platformMessage: null })).toBeNull()
    expect(alertRequestMessageOf({ status: 400, platformMessage: '  ' })).toBeNull()
    expect(alertRequestMessageOf({ status: 500, platformMessage: 'x' })).toBeNull()
    expect(alertRequestMessageOf(new Error('offline'))).toBeNull()
    expect(alertRequestMessageOf(null)).toBeNull()
  })

  it('every state is reachable, and the request only ends in created or failed', () => {
    // The request's answer as the invoked actor's done / error event (the graph does not run actors).
    const answers = [
      { type: 'xstate.done.actor.createAlert', output: {} },
      { type: 'xstate.error.actor.createAlert', error: { status: 400, platformMessage: 'Recusado' } },
    ] as unknown as { type: 'dialog.open' }[]
    const paths = getShortestPaths(jobAlertFormMachine, {
      events: [
        { type: 'dialog.open' },
        { type: 'form.submit', email: 'a@b.co', frequency: 'daily', search, signedIn: false },
        ...answers,
      ],
    })
    const reached = new Set(paths.map((p) => p.state.value))
    expect(reached).toEqual(new Set(['idle', 'submitting', 'created', 'failed']))
    const failed = paths.find((p) => p.state.value === 'failed')!
    expect(failed.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'form.submit',
      'xstate.error.actor.createAlert',
    ])
    expect(failed.state.context.platformMessage).toBe('Recusado')
  })
})
