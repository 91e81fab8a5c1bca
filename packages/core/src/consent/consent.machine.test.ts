import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ptBR } from '../messages/pt-BR'
import { CONSENT_VERSION, type Consent, type ConsentChoices } from './consent'
import { connectConsent, consentStoreView, formatConsentTime } from './consent.connect'
import { consentMachine, type SaveConsentsInput } from './consent.machine'

const row = (
  purpose: Consent['purpose'],
  granted: boolean,
  recordedAt = '2026-11-26T18:40:00.000Z',
): Consent => ({
  purpose,
  granted,
  version: CONSENT_VERSION,
  origin: 'prompt',
  recordedAt,
})

function start(options: {
  load?: (userId: number) => Promise<Consent[]>
  save?: (input: SaveConsentsInput) => Promise<Consent[]>
}) {
  const loads: number[] = []
  const saves: SaveConsentsInput[] = []
  const actor = createActor(
    consentMachine.provide({
      actors: {
        loadConsents: fromPromise(async ({ input }) => {
          loads.push(input.userId)
          return options.load ? options.load(input.userId) : []
        }),
        saveConsents: fromPromise(async ({ input }) => {
          saves.push(input)
          if (!options.save) throw new Error('no save')
          return options.save(input)
        }),
      },
    }),
  ).start()
  return { actor, loads, saves }
}

const rowsOf = (choices: ConsentChoices, origin: Consent['origin']): Consent[] =>
  Object.entries(choices).map(([purpose, granted]) => ({
    ...row(purpose as Consent['purpose'], granted === true),
    origin,
  }))

describe('consentStoreView', () => {
  it('is not ready while signed out or reading, then the person, choices and records', async () => {
    let answer: (rows: Consent[]) => void = () => {}
    const { actor } = start({ load: () => new Promise((resolve) => (answer = resolve)) })
    expect(consentStoreView(actor.getSnapshot())).toMatchObject({ ready: false, userId: null })
    actor.send({ type: 'user.changed', userId: 7 })
    expect(consentStoreView(actor.getSnapshot())).toMatchObject({ ready: false, userId: 7 })
    answer([row('chat', false)])
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(consentStoreView(ready)).toEqual({
      ready: true,
      userId: 7,
      choices: { chat: false },
      consents: [row('chat', false)],
    })
  })
})

describe('consentMachine', () => {
  it('reads nothing while signed out; reads the choices in force when someone signs in', async () => {
    const { actor, loads } = start({ load: async () => [row('survey', true)] })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(loads).toEqual([])
    actor.send({ type: 'user.changed', userId: 7 })
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(loads).toEqual([7])
    expect(ready.context.choices).toEqual({ survey: true })
  })

  it('a read that fails leaves every purpose refused until retry succeeds', async () => {
    let fail = true
    const { actor } = start({
      load: async () => {
        if (fail) throw Object.assign(new Error('x'), { code: 'NETWORK' })
        return [row('chat', true)]
      },
    })
    actor.send({ type: 'user.changed', userId: 7 })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.choices).toEqual({})
    expect(failed.context.network).toBe(true)
    fail = false
    actor.send({ type: 'retry' })
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.choices).toEqual({ chat: true })
  })

  it('saves with the current version and the origin, and the answer becomes the choices', async () => {
    const { actor, saves } = start({ save: async (input) => rowsOf(input.choices, input.origin) })
    actor.send({ type: 'user.changed', userId: 7 })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'save', choices: { survey: true, chat: false, marketing: false }, origin: 'prompt' })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    const saved = await waitFor(actor, (s) => s.matches('ready'))
    expect(saves).toEqual([
      {
        userId: 7,
        choices: { survey: true, chat: false, marketing: false },
        origin: 'prompt',
        version: CONSENT_VERSION,
      },
    ])
    expect(saved.context.choices).toEqual({ survey: true, chat: false, marketing: false })
    expect(saved.context.saved).toBe('prompt')
  })

  it('a failed save keeps the choices and says which form failed', async () => {
    const { actor } = start({ load: async () => [row('survey', false)] })
    actor.send({ type: 'user.changed', userId: 7 })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'save', choices: { survey: true }, origin: 'profile' })
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.saveFailed !== null)
    expect(after.context.saveFailed).toBe('profile')
    expect(after.context.choices).toEqual({ survey: false })
  })

  it('signing out forgets the choices; another user reads theirs', async () => {
    const { actor, loads } = start({ load: async (id) => (id === 7 ? [row('survey', true)] : []) })
    actor.send({ type: 'user.changed', userId: 7 })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'user.changed', userId: null })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(actor.getSnapshot().context.choices).toEqual({})
    actor.send({ type: 'user.changed', userId: 8 })
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.choices).toEqual({})
    expect(loads).toEqual([7, 8])
  })
})

describe('connectConsent', () => {
  it('words each purpose, its state and when it was recorded; the prompt is due while one is undecided', async () => {
    const { actor } = start({
      load: async () => [row('survey', true), { ...row('marketing', false), origin: 'sign-up' }],
    })
    actor.send({ type: 'user.changed', userId: 7 })
    const snapshot = await waitFor(actor, (s) => s.matches('ready'))
    const view = connectConsent(snapshot, actor.send, 'profile')
    expect(view.purposes.map((p) => [p.purpose, p.label, p.stateText, p.recordedText])).toEqual([
      [
        'survey',
        'Pesquisa de satisfação',
        'Permitido',
        'Registrado em 26/11/2026 às 15:40 no aviso de privacidade',
      ],
      ['chat', 'Atendimento por chat', 'Ainda não escolhido', null],
      [
        'marketing',
        'Comunicação e marketing',
        'Não permitido',
        'Registrado em 26/11/2026 às 15:40 no cadastro',
      ],
    ])
    expect(view.undecided).toEqual(['chat'])
    expect(view.promptDue).toBe(true)
    expect(view.error).toBeNull()
  })

  it('a failed save is said only by the form that saved', async () => {
    const { actor } = start({})
    actor.send({ type: 'user.changed', userId: 7 })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'save', choices: { chat: true }, origin: 'prompt' })
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.saveFailed !== null)
    expect(connectConsent(snapshot, actor.send, 'prompt').error).toBe(ptBR.consent.saveFailed)
    expect(connectConsent(snapshot, actor.send, 'profile').error).toBeNull()
  })

  it('formats the time in São Paulo', () => {
    expect(formatConsentTime('2026-01-02T03:04:00.000Z')).toBe('02/01/2026 às 00:04')
    expect(formatConsentTime('não é data')).toBe('não é data')
  })
})
