// Applying again in one step, through the application machine with a fake platform: a returning
// candidate with nothing missing gets one review screen; earlier answers are filled in and pointed out,
// never for an eliminatory question; a failure after the review comes back to it.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { connectApplication } from '../application/application.connect'
import {
  applicationMachine,
  type ApplicationData,
  type ApplicationEvent,
  type EliminatoryInput,
  type SubscribeInput,
  type UploadFileInput,
} from '../application/application.machine'
import { EMPTY_FORM_STRUCTURE, EMPTY_PERSONAL_DATA } from '../personal-data/personal-data.schema'
import type { ApplicationQuestion } from '../application/questions'
import { ptBR } from '../messages/pt-BR'
import type { EarlierAnswer } from './earlier-answers'
import { personalDataMachine } from '../personal-data/personal-data.machine'

const TRAVEL: ApplicationQuestion = {
  id: '21',
  title: 'Você tem disponibilidade para viagens?',
  required: true,
  hint: null,
  htmlType: 'radio_buttons',
  options: ['Sim', 'Não'],
  slug: null,
  order: 1,
  eliminatory: false,
}
const SATURDAYS: ApplicationQuestion = {
  ...TRAVEL,
  id: '22',
  title: 'Aceita trabalhar aos sábados?',
  order: 2,
  eliminatory: true,
}
const EARLIER: EarlierAnswer[] = [
  { ...answer('11', TRAVEL.title, 'Sim') },
  // The same eliminatory question answered before: never offered.
  { ...answer('22', SATURDAYS.title, 'Sim') },
]

function answer(questionId: string, title: string, value: string): EarlierAnswer {
  return {
    questionId,
    title,
    htmlType: 'radio_buttons',
    answer: value,
    opportunityId: 100001,
    opportunityTitle: 'Analista de Crédito',
    answeredAt: '2026-11-20T12:00:00.000Z',
  }
}

function data(overrides: Partial<ApplicationData> = {}): ApplicationData {
  return {
    opportunity: {
      id: 100003,
      title: 'Gerente de Relacionamento',
      open: true,
      hasTests: false,
      ninenineApply: false,
      whatsappApply: false,
      companyName: 'Aurora',
      indicationDomains: [],
    },
    structure: { ...EMPTY_FORM_STRUCTURE, personalData: { email: 'required', phone: 'optional' } },
    questions: [TRAVEL],
    personalData: {
      ...EMPTY_PERSONAL_DATA,
      firstname: 'Ana',
      lastname: 'Souza',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
    },
    documentReadOnly: true,
    additional: [],
    files: {},
    laudos: [],
    experiences: 0,
    noExperience: false,
    lists: {},
    subscription: null,
    earlier: { applications: 1, answers: EARLIER },
    ...overrides,
  }
}

function start(given: ApplicationData, fakes: { subscribe?: () => Promise<unknown> } = {}) {
  const calls = {
    subscribe: [] as SubscribeInput[],
    eliminatory: [] as EliminatoryInput[],
    navigate: [] as string[],
  }
  const machine = applicationMachine.provide({
    actors: {
      loadApplication: fromPromise(async () => given),
      checkEligibility: fromPromise(async (): Promise<{ eligible: boolean }> => ({ eligible: true })),
      createLead: fromPromise(async (): Promise<unknown> => ({ id: 1 })),
      saveDraft: fromPromise(async (): Promise<unknown> => true),
      validateEliminatory: fromPromise(async ({ input }) => {
        calls.eliminatory.push(input)
        return { subscribe: true }
      }),
      savePersonalData: fromPromise(async (): Promise<unknown> => true),
      subscribe: fromPromise(async ({ input }): Promise<unknown> => {
        calls.subscribe.push(input)
        return fakes.subscribe ? fakes.subscribe() : { id: 9 }
      }),
      personalData: personalDataMachine.provide({
        actors: {
          lookupPostalCode: fromPromise(async () => ({
            street: '',
            neighborhood: '',
            stateAbbr: '',
            city: '',
          })),
          loadCities: fromPromise(async ({ input }) => ({ state: input.state, cities: [] })),
          uploadAvatar: fromPromise(async () => ''),
        },
      }),
      uploadFile: fromCallback<ApplicationEvent, UploadFileInput>(() => {}),
      removeFile: fromPromise(async (): Promise<unknown> => true),
    },
    actions: {
      navigate: (_, params) => void calls.navigate.push(params.to),
    },
  })
  const actor = createActor(machine, { input: { opportunityId: given.opportunity.id } })
  actor.start()
  const view = () => connectApplication(actor.getSnapshot(), actor.send)
  return { actor, calls, view }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) => !s.matches('loading') && !s.matches('checkingEligibility') && !s.matches('creatingLead'),
  )

describe('applying again in one step', () => {
  it('a returning candidate with nothing missing gets one review, and its confirmation sends what it showed', async () => {
    const app = start(data())
    await settled(app.actor)
    const view = app.view()
    expect(view.screen).toBe('review')
    expect(view.form).toBeNull()
    const review = view.review!
    expect(review.title).toBe('Confira sua inscrição')
    expect(review.confirmLabel).toBe('Confirmar inscrição')
    const personal = review.sections.find((s) => s.id === 'personal')!
    expect(personal.rows.map((r) => [r.label, r.value])).toEqual([
      ['Nome', 'Ana'],
      ['Sobrenome', 'Souza'],
      ['E-mail', 'ana@example.com'],
      ['Celular', '(11) 98765-4321'],
    ])
    const [travel] = review.sections.find((s) => s.id === 'questions')!.rows
    expect(travel).toEqual({
      id: '21',
      label: TRAVEL.title,
      value: 'Sim',
      earlier: {
        badge: 'Resposta anterior',
        note: 'Resposta que você deu na inscrição para Analista de Crédito. Confira ou altere antes de enviar.',
      },
    })

    review.onConfirm()
    await waitFor(app.actor, (s) => s.matches({ editing: { form: 'subscribed' } }))
    expect(app.calls.subscribe).toHaveLength(1)
    expect(app.calls.subscribe[0]!.questions).toEqual([
      { id: '21', title: TRAVEL.title, slug: null, answer: 'Sim' },
    ])
    expect(app.calls.navigate[0]).toMatch(/^\/inscricao-confirmada/)
  })

  it('a first application opens the form as always, even with nothing missing', async () => {
    const app = start(data({ earlier: { applications: 0, answers: [] } }))
    await settled(app.actor)
    expect(app.view().screen).toBe('form')
    expect(app.view().review).toBeNull()
  })

  it('an eliminatory question is answered anew: never filled in (not even from the profile), then the review', async () => {
    const app = start(
      data({
        questions: [TRAVEL, SATURDAYS],
        additional: [{ question: SATURDAYS.title, answer: 'Sim' }],
      }),
    )
    await settled(app.actor)
    const form = app.view().form!
    expect(app.view().screen).toBe('form')
    expect(form.questions.answers).toEqual({ '21': 'Sim', '22': '' })
    // The filled-in answer is pointed out beside its question; the eliminatory one has no note.
    expect(Object.keys(form.questions.earlier)).toEqual(['21'])
    expect(form.questions.earlier['21']!.badge).toBe(ptBR.applyAgain.earlier.badge)

    form.questions.onAnswer('22', 'Não')
    app.view().form!.onSubmit()
    await waitFor(app.actor, (s) => s.matches({ editing: { form: 'review' } }))
    expect(app.calls.eliminatory[0]!.questions).toEqual([
      { id: '22', title: SATURDAYS.title, slug: null, answer: 'Não' },
    ])
    const questions = app.view().review!.sections.find((s) => s.id === 'questions')!.rows
    expect(questions.map((r) => [r.value, r.earlier?.badge ?? null])).toEqual([
      ['Sim', 'Resposta anterior'],
      ['Não', null],
    ])
  })

  it('a required answer still missing opens the form, with the earlier answers filled in', async () => {
    const other = { ...TRAVEL, id: '23', title: 'Conte sobre você', htmlType: 'text' as const, options: [] }
    const app = start(data({ questions: [TRAVEL, other] }))
    await settled(app.actor)
    expect(app.view().screen).toBe('form')
    expect(app.view().form!.questions.answers).toEqual({ '21': 'Sim', '23': '' })
  })

  it('changing an earlier answer drops its note; editing from the review comes back to the review', async () => {
    const app = start(data())
    await settled(app.actor)
    app
      .view()
      .review!.sections.find((s) => s.id === 'questions')!
      .onEdit()
    expect(app.view().screen).toBe('form')
    expect(app.view().form!.tab).toBe('basic')
    app.view().form!.questions.onAnswer('21', 'Não')
    expect(app.view().form!.questions.earlier).toEqual({})
    app.view().form!.onSubmit()
    expect(app.view().screen).toBe('review')
    const [travel] = app.view().review!.sections.find((s) => s.id === 'questions')!.rows
    expect(travel).toMatchObject({ value: 'Não', earlier: null })
  })

  it('a dropped connection while confirming comes back to the review with everything kept', async () => {
    let fail = true
    const app = start(data(), {
      subscribe: async () => {
        if (fail) throw Object.assign(new Error('offline'), { code: 'NETWORK' })
        return { id: 9 }
      },
    })
    await settled(app.actor)
    app.view().review!.onConfirm()
    await waitFor(app.actor, (s) => s.matches({ editing: { form: 'review' } }) && s.context.alert !== null)
    expect(app.view().screen).toBe('review')
    expect(app.view().review!.alert).toMatchObject({
      kind: 'network',
      message: ptBR.application.networkFailed,
    })
    expect(app.view().review!.sections.find((s) => s.id === 'questions')!.rows[0]!.value).toBe('Sim')
    fail = false
    app.view().review!.onConfirm()
    await waitFor(app.actor, (s) => s.matches({ editing: { form: 'subscribed' } }))
    expect(app.calls.subscribe).toHaveLength(2)
  })
})
