// The refusal page: scenarios with fake actors, the connect view model, and the graph (xstate/graph):
// every state reachable, none a dead end, the review recorded only after the platform says so.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { ptBR } from '../messages/pt-BR'
import { connectRefusal, refusalMessages } from './refusal.connect'
import { refusalMachine, type RefusalData, type RefusalEvent, type RefusalInput } from './refusal.machine'

type Snapshot = SnapshotFrom<typeof refusalMachine>

const coded = (code: string) => Object.assign(new Error(code), { code })
const t = ptBR.application.refused

interface Fakes {
  load?: (input: { opportunityId: number | null; template: string | null }) => Promise<RefusalData>
  review?: (input: { opportunityId: number }) => Promise<void>
}

function start(input: RefusalInput, fakes: Fakes = {}) {
  const requestLogin = vi.fn()
  const load = vi.fn(fakes.load ?? (async () => ({ html: '<p>Obrigado</p>', reviewRequested: false })))
  const review = vi.fn(fakes.review ?? (async () => {}))
  const actor = createActor(
    refusalMachine.provide({
      actors: {
        loadRefusal: fromPromise(({ input }) => load(input)),
        requestReview: fromPromise(({ input }) => review(input)),
      },
      actions: { requestLogin },
    }),
    { input },
  ).start()
  const view = () => connectRefusal(actor.getSnapshot(), actor.send)
  return { actor, view, load, review, requestLogin }
}

const withTemplate: RefusalInput = { opportunityId: 42, template: '<p>Obrigado</p><script>x</script>' }

describe('refusal machine', () => {
  it('shows the sanitized template and records a review', async () => {
    const { actor, view, load, review } = start(withTemplate)
    expect(view().screen).toBe('loading')
    await waitFor(actor, (s) => s.matches('shown'))
    expect(load).toHaveBeenCalledWith({ opportunityId: 42, template: '<p>Obrigado</p><script>x</script>' })
    expect(view()).toMatchObject({
      screen: 'refusal',
      title: t.title,
      templateHtml: '<p>Obrigado</p>',
      noTemplateText: null,
      status: null,
      alert: null,
      retry: null,
      review: { state: 'idle', label: t.requestReview, inactive: false },
    })

    view().review!.onRequest()
    expect(view().review).toMatchObject({ state: 'sending', inactive: true, busy: true })
    await waitFor(actor, (s) => s.matches({ shown: 'requested' }))
    expect(review).toHaveBeenCalledWith({ opportunityId: 42 })
    expect(view()).toMatchObject({ status: t.reviewRequested, review: { state: 'sent', inactive: true } })

    // Once recorded, asking again does nothing.
    view().review!.onRequest()
    expect(review).toHaveBeenCalledTimes(1)
  })

  it('after a reload, knows a review was already asked for', async () => {
    const { actor, view } = start(
      { opportunityId: 42, template: null },
      { load: async () => ({ html: '<p>Lida do lead</p>', reviewRequested: true }) },
    )
    await waitFor(actor, (s) => s.matches({ shown: 'requested' }))
    expect(view()).toMatchObject({ templateHtml: '<p>Lida do lead</p>', status: t.reviewRequested })
  })

  it('without a template anywhere, says so and still offers the review', async () => {
    const { actor, view } = start(
      { opportunityId: 42, template: null },
      { load: async () => ({ html: null, reviewRequested: false }) },
    )
    await waitFor(actor, (s) => s.matches('shown'))
    expect(view()).toMatchObject({
      templateHtml: null,
      noTemplateText: t.noTemplate,
      review: { state: 'idle' },
    })
  })

  it('with nothing to read the refusal from, says so without calling the platform', () => {
    const { actor, view, load } = start({ opportunityId: null, template: null })
    expect(actor.getSnapshot().matches('missing')).toBe(true)
    expect(load).not.toHaveBeenCalled()
    expect(view()).toMatchObject({
      screen: 'refusal',
      noTemplateText: t.noTemplate,
      review: null,
      retry: null,
    })
  })

  it.each([
    ['NETWORK', 'network', ptBR.clientErrors.NETWORK],
    ['INTERNAL', 'loadFailed', ptBR.common.somethingWentWrong],
  ] as const)(
    'a %s failure while loading: the alert and "Tentar novamente"',
    async (code, alert, message) => {
      let fail = true
      const { actor, view, load } = start(withTemplate, {
        load: async () => {
          if (fail) throw coded(code)
          return { html: '<p>Obrigado</p>', reviewRequested: false }
        },
      })
      await waitFor(actor, (s) => s.matches('failed'))
      expect(actor.getSnapshot().context.alert).toBe(alert)
      expect(view()).toMatchObject({
        screen: 'refusal',
        noTemplateText: t.noTemplate,
        review: null,
        alert: { code: alert, message },
        retry: { label: ptBR.application.tryAgain },
      })
      fail = false
      view().retry!.onRetry()
      await waitFor(actor, (s) => s.matches('shown'))
      expect(load).toHaveBeenCalledTimes(2)
      expect(view().alert).toBeNull()
    },
  )

  it.each([
    ['INTERNAL', 'reviewFailed', t.reviewFailed],
    ['NETWORK', 'network', ptBR.clientErrors.NETWORK],
  ] as const)(
    'a %s failure of the review: the alert, and the button asks again',
    async (code, alert, message) => {
      let fail = true
      const { actor, view, review } = start(withTemplate, {
        review: async () => {
          if (fail) throw coded(code)
        },
      })
      await waitFor(actor, (s) => s.matches('shown'))
      view().review!.onRequest()
      await waitFor(actor, (s) => s.matches({ shown: 'reviewFailed' }))
      expect(view()).toMatchObject({
        alert: { code: alert, message },
        review: { state: 'failed', inactive: false },
      })
      fail = false
      view().review!.onRequest()
      await waitFor(actor, (s) => s.matches({ shown: 'requested' }))
      expect(review).toHaveBeenCalledTimes(2)
      expect(view().alert).toBeNull()
    },
  )

  it('an expired session while loading: asks for a login, then loads again', async () => {
    let expired = true
    const { actor, view, requestLogin, load } = start(withTemplate, {
      load: async () => {
        if (expired) throw coded('UNAUTHORIZED')
        return { html: '<p>Obrigado</p>', reviewRequested: false }
      },
    })
    await waitFor(actor, (s) => s.matches('sessionExpired'))
    expect(requestLogin).toHaveBeenCalledTimes(1)
    expect(view().screen).toBe('loading')
    expired = false
    actor.send({ type: 'session.renewed' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('an expired session while asking a review: the page stays, then the review is sent again', async () => {
    let expired = true
    const { actor, view, requestLogin } = start(withTemplate, {
      review: async () => {
        if (expired) throw coded('UNAUTHORIZED')
      },
    })
    await waitFor(actor, (s) => s.matches('shown'))
    view().review!.onRequest()
    await waitFor(actor, (s) => s.matches('sessionExpired'))
    expect(requestLogin).toHaveBeenCalledTimes(1)
    expect(view()).toMatchObject({
      screen: 'refusal',
      templateHtml: '<p>Obrigado</p>',
      review: { state: 'sending' },
    })
    expired = false
    actor.send({ type: 'session.renewed' })
    await waitFor(actor, (s) => s.matches({ shown: 'requested' }))
  })

  it('takes a brand’s texts', async () => {
    const { actor } = start(withTemplate)
    await waitFor(actor, (s) => s.matches('shown'))
    const view = connectRefusal(actor.getSnapshot(), actor.send, {
      ...refusalMessages,
      refused: { ...refusalMessages.refused, requestReview: 'Pedir revisão' },
    })
    expect(view.review?.label).toBe('Pedir revisão')
  })
})

describe('refusal graph', () => {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as RefusalEvent
  const error = (id: string, code: string) =>
    ({ type: `xstate.error.actor.${id}`, error: coded(code) }) as unknown as RefusalEvent
  const LOAD = 'loadRefusal'
  const REVIEW = 'requestReview'
  const events: RefusalEvent[] = [
    done(LOAD, { html: '<p>x</p>', reviewRequested: false }),
    done(LOAD, { html: null, reviewRequested: true }),
    error(LOAD, 'UNAUTHORIZED'),
    error(LOAD, 'NETWORK'),
    error(LOAD, 'INTERNAL'),
    done(REVIEW, undefined),
    error(REVIEW, 'UNAUTHORIZED'),
    error(REVIEW, 'NETWORK'),
    error(REVIEW, 'INTERNAL'),
    { type: 'review.request' },
    { type: 'refusal.retry' },
    { type: 'session.renewed' },
  ]
  const serializeState = (s: Snapshot) =>
    JSON.stringify([s.value, s.context.alert, s.context.pending, s.context.reviewRequested])

  const pathsFrom = (input: RefusalInput) =>
    getShortestPaths(refusalMachine, { events, serializeState, input })
  const states = (paths: ReturnType<typeof pathsFrom>) =>
    new Set(paths.map((p) => JSON.stringify(p.state.value)))

  it('reaches every state from a template or an opening, and every path can end on the recorded review', () => {
    const paths = pathsFrom({ opportunityId: 42, template: '<p>x</p>' })
    const reached = states(paths)
    const expected = [
      '"loading"',
      '"failed"',
      '"sessionExpired"',
      ...['ready', 'requesting', 'requested', 'reviewFailed'].map((s) => JSON.stringify({ shown: s })),
    ]
    for (const state of expected) expect(reached, state).toContain(state)
    expect(reached.size).toBe(expected.length)

    for (const path of paths) {
      const onward = getShortestPaths(refusalMachine, { events, serializeState, fromState: path.state })
      expect(
        onward.some((p) => p.state.matches({ shown: 'requested' })),
        JSON.stringify(path.state.value),
      ).toBe(true)
    }
  })

  it('the review counts as recorded only after the platform said so', () => {
    for (const path of pathsFrom({ opportunityId: 42, template: null })) {
      if (!path.state.matches({ shown: 'requested' })) continue
      const types = path.steps.map((s) => s.event.type as string)
      expect(
        types.includes(`xstate.done.actor.${REVIEW}`) || types.includes(`xstate.done.actor.${LOAD}`),
      ).toBe(true)
    }
  })

  it('with nothing to read from, the page is "missing" and nothing is called', () => {
    const paths = pathsFrom({ opportunityId: null, template: null })
    expect([...states(paths)]).toEqual(['"missing"'])
  })
})
