// The test runner's scenarios: fakes for the platform, recorded effects, a fake clock for the timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { ApplicationData, SubscribeInput } from '../application'
import { EMPTY_FORM_STRUCTURE, EMPTY_PERSONAL_DATA } from '../personal-data/personal-data.schema'
import { connectTestRunner, testRunnerQuestionId } from './test-runner.connect'
import { testRunnerMachine } from './test-runner.machine'
import {
  decodeTestNavigation,
  encodeTestNavigation,
  type ApplicationTest,
  type TestQuestion,
} from './test-runner.rules'
import type {
  SaveAnswerInput,
  TestCoverData,
  TestQuestionData,
  TestRunnerInput,
  TestsData,
} from './test-runner.types'

const flush = () => vi.advanceTimersByTimeAsync(0)
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') }))
afterEach(() => vi.useRealTimers())

const platformError = (code: string, message = '') => Object.assign(new Error(message), { code })

const inHouse = (overrides: Partial<ApplicationTest> = {}): ApplicationTest => ({
  testId: 3001,
  name: 'Avaliação de Conhecimentos',
  status: 'pending',
  source: 'ninenine_jobs',
  url: null,
  hidden: false,
  requiredIn: 'subscription',
  ...overrides,
})
const partner = (overrides: Partial<ApplicationTest> = {}): ApplicationTest =>
  inHouse({
    testId: 3101,
    name: 'Teste de Inglês Online',
    source: 'parceiro',
    url: 'https://parceiro.example/3101',
    ...overrides,
  })

const COVER: TestCoverData = {
  headerTestId: 9,
  testId: 3002,
  name: 'Raciocínio Lógico',
  description: 'Três questões de lógica.',
  questionCount: 3,
  canEdit: false,
  firstQuestionId: 31,
  finished: false,
  timeLimit: 300,
  extraTime: { eligible: true, granted: false, percent: 50 },
}

const choice = (id: number, order: number, requiredAnswers = 1): TestQuestion => ({
  id,
  title: `Questão ${order}`,
  description: null,
  image: null,
  isMovie: false,
  isText: false,
  minCharacters: null,
  maxCharacters: null,
  order,
  requiredAnswers,
  options: [
    { id: id * 10 + 1, option: 'A', image: null },
    { id: id * 10 + 2, option: 'B', image: null },
    { id: id * 10 + 3, option: 'C', image: null },
  ],
})

const QUESTIONS: Record<number, TestQuestionData> = {
  31: {
    headerTestId: 9,
    testId: 3002,
    testName: 'Raciocínio Lógico',
    questionCount: 2,
    timeLeft: 120,
    timeLimit: 300,
    expired: false,
    canEdit: true,
    question: choice(31, 1),
    saved: null,
    nextQuestionId: 32,
    prevQuestionId: null,
  },
  32: {
    headerTestId: 9,
    testId: 3002,
    testName: 'Raciocínio Lógico',
    questionCount: 2,
    timeLeft: 100,
    timeLimit: 300,
    expired: false,
    canEdit: true,
    question: choice(32, 2, 2),
    saved: null,
    nextQuestionId: null,
    prevQuestionId: 31,
  },
}

const APPLICATION: ApplicationData = {
  opportunity: {
    id: 42,
    title: 'Analista de Dados',
    open: true,
    hasTests: true,
    ninenineApply: false,
    whatsappApply: false,
    companyName: 'Aurora',
    indicationDomains: [],
  },
  structure: EMPTY_FORM_STRUCTURE,
  questions: [
    {
      id: '5',
      title: 'Turno',
      required: true,
      hint: null,
      htmlType: 'text',
      options: [],
      slug: null,
      order: 1,
      eliminatory: false,
    },
  ],
  personalData: EMPTY_PERSONAL_DATA,
  documentReadOnly: false,
  additional: [],
  files: {},
  laudos: [],
  experiences: 0,
  noExperience: false,
  lists: {},
  subscription: {
    step: 'lead',
    draft: {
      version: 1,
      tab: 'complementary',
      personalData: EMPTY_PERSONAL_DATA,
      answers: { '5': 'Manhã' },
      referral: { name: '', email: '' },
      updatedAt: 1,
    },
  },
}

interface Fakes {
  tests?: TestsData | (() => Promise<TestsData>)
  application?: ApplicationData
  subscribe?: () => Promise<unknown>
  cover?: () => Promise<TestCoverData>
  extraTime?: () => Promise<TestCoverData>
  question?: (id: number) => Promise<TestQuestionData>
  save?: (input: SaveAnswerInput) => Promise<unknown>
  returnTest?: () => Promise<unknown>
}

function start(input: Partial<TestRunnerInput> & Pick<TestRunnerInput, 'mode'>, fakes: Fakes = {}) {
  const calls = {
    navigate: [] as { to: string; replace?: boolean }[],
    openExternal: [] as string[],
    stored: [] as string[],
    subscribe: [] as SubscribeInput[],
    save: [] as SaveAnswerInput[],
    questions: [] as number[],
    setFollower: 0,
    clearSource: 0,
  }
  const machine = testRunnerMachine.provide({
    actors: {
      loadTests: fromPromise(async () => {
        const tests = fakes.tests ?? { tests: [inHouse()], step: 'lead' }
        return typeof tests === 'function' ? tests() : tests
      }),
      loadApplication: fromPromise(async () => fakes.application ?? APPLICATION),
      subscribe: fromPromise(async ({ input }) => {
        calls.subscribe.push(input)
        return fakes.subscribe ? fakes.subscribe() : { id: 1 }
      }),
      loadCover: fromPromise(async () => (fakes.cover ? fakes.cover() : COVER)),
      requestExtraTime: fromPromise(async () =>
        fakes.extraTime
          ? fakes.extraTime()
          : { ...COVER, timeLimit: 450, extraTime: { eligible: false, granted: true, percent: 50 } },
      ),
      loadQuestion: fromPromise(async ({ input }) => {
        calls.questions.push(input.questionId)
        return fakes.question ? fakes.question(input.questionId) : QUESTIONS[input.questionId]!
      }),
      saveAnswer: fromPromise(async ({ input }) => {
        calls.save.push(input)
        return fakes.save ? fakes.save(input) : { success: true }
      }),
      returnTest: fromPromise(async () => (fakes.returnTest ? fakes.returnTest() : { success: true })),
    },
    actions: {
      navigate: (_, params) => void calls.navigate.push(params),
      openExternal: (_, params) => void calls.openExternal.push(params.url),
      storeNavigation: (_, params) => void calls.stored.push(encodeTestNavigation(params.navigation)),
      setFollower: () => void (calls.setFollower += 1),
      clearSource: () => void (calls.clearSource += 1),
    },
  })
  const actor = createActor(machine, {
    input: {
      opportunityId: 42,
      opportunityTitle: 'Analista de Dados',
      userId: 7,
      now: () => Date.now(),
      ...input,
    },
  }).start()
  const view = () => connectTestRunner(actor.getSnapshot(), actor.send)
  return { actor, calls, view, send: actor.send }
}

describe('a closed opening', () => {
  it.each(['list', 'pending', 'question'] as const)(
    "%s: 'Uoops' / 'Inscrições Encerradas' before anything loads; 'Ok' goes to /vagas/",
    async (mode) => {
      const run = start({ mode, opportunityOpen: false, headerTestId: 9, questionId: 31 })
      await flush()
      expect(run.view().screen).toBe('closed')
      expect(run.view().closed).toMatchObject({
        title: 'Uoops',
        message: 'Inscrições Encerradas',
        okLabel: 'Ok',
      })
      expect(run.calls.questions).toEqual([])
      run.view().closed!.onDismiss()
      expect(run.calls.navigate).toEqual([{ to: '/vagas/' }])
      expect(run.view().screen).toBe('leaving')
      expect(run.view().closed).toBeNull()
    },
  )

  it('the cover is shown as usual (the spec excepts it)', async () => {
    const run = start({ mode: 'cover', testId: 3002, opportunityOpen: false })
    await flush()
    expect(run.view().screen).toBe('cover')
    expect(run.view().closed).toBeNull()
  })

  it('an open opening (or no flag) never shows it', async () => {
    for (const opportunityOpen of [true, undefined]) {
      const run = start({ mode: 'list', opportunityOpen })
      await flush()
      expect(run.view().screen).toBe('list')
      expect(run.view().closed).toBeNull()
    }
  })

  it('a subscription refused as CLOSED from the tests page shows it too', async () => {
    const run = start(
      { mode: 'list' },
      {
        tests: { tests: [inHouse({ status: 'finished' })], step: 'lead' },
        subscribe: () => Promise.reject(platformError('CLOSED', 'Inscrições Encerradas')),
      },
    )
    await flush()
    run.view().list!.onFinish()
    await flush()
    expect(run.view().screen).toBe('closed')
    expect(run.view().alert).toBeNull()
    run.view().closed!.onDismiss()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/' }])
  })
})

describe('the tests list', () => {
  it('shows the tests with the summary; an in-house test opens its cover', async () => {
    const run = start(
      { mode: 'list' },
      { tests: { tests: [inHouse(), partner({ status: 'finished' })], step: 'lead' } },
    )
    expect(run.view().screen).toBe('loading')
    await flush()
    const list = run.view().list!
    expect(run.view().screen).toBe('list')
    expect(list.summaryText).toBe('Falta 1 teste...')
    expect(list.items.map((i) => [i.name, i.statusText, i.actionLabel])).toEqual([
      ['Avaliação de Conhecimentos', 'Pendente', 'Fazer teste'],
      ['Teste de Inglês Online', 'Finalizado', null],
    ])
    expect(list.showFinish).toBe(false)
    list.items[0]!.onOpen()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/avaliacao-de-conhecimentos/3001' }])
  })

  it("a partner test asks first ('Atenção'), then opens the partner in a new tab; 'Fechar' does not", async () => {
    const run = start({ mode: 'list' }, { tests: { tests: [partner()], step: 'lead' } })
    await flush()
    run.view().list!.items[0]!.onOpen()
    const dialog = run.view().list!.partnerDialog
    expect(dialog).toMatchObject({
      open: true,
      title: 'Atenção',
      message: 'Você será direcionado para o site parceiro para realizar o teste.',
      cancelLabel: 'Fechar',
      confirmLabel: 'Vamos lá!',
    })
    dialog.onCancel()
    expect(run.view().list!.partnerDialog.open).toBe(false)
    expect(run.calls.openExternal).toEqual([])
    run.view().list!.items[0]!.onOpen()
    run.view().list!.partnerDialog.onConfirm()
    expect(run.calls.openExternal).toEqual(['https://parceiro.example/3101'])
    expect(run.view().list!.partnerDialog.open).toBe(false)
  })

  it("'Finalizar Inscrição' applies with the stored answers, sets the follower and confirms", async () => {
    const run = start(
      {
        mode: 'list',
        application: { savedSource: 'linkedin', savedSourceOpportunityId: 42, companyId: 6562 },
      },
      {
        tests: {
          tests: [inHouse({ status: 'finished' }), inHouse({ testId: 3003, requiredIn: 'thank_you' })],
          step: 'lead',
        },
      },
    )
    await flush()
    expect(run.view().list!.summaryText).toBe('Falta 1 teste...')
    expect(run.view().list!.showFinish).toBe(true)
    run.view().list!.onFinish()
    expect(run.view().list!.finishing).toBe(true)
    await flush()
    expect(run.calls.subscribe).toEqual([
      {
        opportunityId: 42,
        source: 'linkedin',
        originCompany: 6562,
        questions: [{ id: '5', title: 'Turno', slug: null, answer: 'Manhã' }],
      },
    ])
    expect(run.calls.setFollower).toBe(1)
    expect(run.calls.clearSource).toBe(1)
    expect(run.calls.navigate).toEqual([{ to: '/inscricao-confirmada?vaga=Analista%20de%20Dados&id=42' }])
  })

  it('without stored answers, finishing goes back to the application form', async () => {
    const run = start(
      { mode: 'list' },
      {
        tests: { tests: [inHouse({ status: 'finished' })], step: 'lead' },
        application: { ...APPLICATION, subscription: { step: 'lead', draft: null } },
      },
    )
    await flush()
    run.send({ type: 'application.finish' })
    await flush()
    expect(run.calls.subscribe).toEqual([])
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao' }])
  })

  it('a pending required test blocks finishing; an enrolled candidate sees no button', async () => {
    const blocked = start({ mode: 'list' })
    await flush()
    blocked.send({ type: 'application.finish' })
    await flush()
    expect(blocked.calls.subscribe).toEqual([])
    const enrolled = start(
      { mode: 'list' },
      { tests: { tests: [inHouse({ status: 'finished' })], step: 'applied' } },
    )
    await flush()
    expect(enrolled.view().list).toMatchObject({
      showFinish: false,
      enrolled: true,
      summaryText: 'Todos os testes foram finalizados',
    })
  })

  it('the confirmation page offers the thank-you tests: its own title, no finish button, nothing applied', async () => {
    const run = start(
      { mode: 'list', requiredIn: 'thank_you' },
      {
        tests: {
          tests: [inHouse({ testId: 3003, name: 'Pesquisa', requiredIn: 'thank_you' })],
          step: 'applied',
        },
      },
    )
    await flush()
    expect(run.view().list).toMatchObject({
      title: 'Mais um passo, se quiser',
      showFinish: false,
      items: [{ name: 'Pesquisa', requiredText: 'Após a inscrição', actionLabel: 'Fazer teste' }],
    })
    const none = start({ mode: 'list', requiredIn: 'thank_you' }, { tests: { tests: [], step: 'applied' } })
    await flush()
    expect(none.calls.subscribe).toEqual([])
    expect(none.view().list!.items).toEqual([])
  })

  it('no tests at all: the application is submitted at once', async () => {
    const run = start({ mode: 'list' }, { tests: { tests: [inHouse({ hidden: true })], step: 'lead' } })
    await flush()
    expect(run.calls.subscribe).toHaveLength(1)
    expect(run.calls.navigate[0]!.to).toMatch(/^\/inscricao-confirmada\?/)
  })

  it('a failed finish keeps the list with the message; the network gets its own', async () => {
    let reply = () => Promise.reject(platformError('VALIDATION', 'Resposta inválida'))
    const run = start(
      { mode: 'list' },
      { tests: { tests: [inHouse({ status: 'finished' })], step: 'lead' }, subscribe: () => reply() },
    )
    await flush()
    run.send({ type: 'application.finish' })
    await flush()
    expect(run.view().alert).toMatchObject({
      code: 'finishFailed',
      message: 'Resposta inválida',
      modal: false,
    })
    reply = () => Promise.reject(platformError('NETWORK'))
    run.send({ type: 'application.finish' })
    await flush()
    expect(run.view().alert).toMatchObject({ code: 'network', modal: false })
    expect(run.view().list!.showFinish).toBe(true)
  })

  it('a failed load: the spec text, then back to the application form', async () => {
    const run = start({ mode: 'list' }, { tests: () => Promise.reject(platformError('INTERNAL')) })
    await flush()
    expect(run.view()).toMatchObject({
      screen: 'failed',
      alert: {
        message: 'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.',
        modal: true,
      },
    })
    run.view().alert!.onDismiss()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao' }])
  })

  it('pending tests without a subscription: not enrolled, then the job', async () => {
    const run = start({ mode: 'pending' }, { tests: { tests: [inHouse()], step: null } })
    await flush()
    expect(run.view().alert).toMatchObject({ message: 'Você não está inscrito na oportunidade', modal: true })
    run.view().alert!.onDismiss()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42-analista-de-dados', replace: true }])
    const enrolled = start(
      { mode: 'pending' },
      { tests: { tests: [inHouse(), inHouse({ testId: 3003, status: 'finished' })], step: 'lead' } },
    )
    await flush()
    expect(enrolled.view().list!.items.map((i) => i.testId)).toEqual([3001])
    expect(enrolled.view().list!.title).toBe('Testes pendentes')
  })
})

describe('the cover', () => {
  it("shows the test, its limit and 'Começar', which stores the navigation and opens the first question", async () => {
    const run = start({ mode: 'cover', testId: 3002 })
    await flush()
    const cover = run.view().cover!
    expect(cover).toMatchObject({
      name: 'Raciocínio Lógico',
      questionsText: 'Você responderá a 3 questões',
      timeText: 'Tempo para concluir: 5 minutos',
      canStart: true,
    })
    cover.onStart()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/9/teste/31' }])
    expect(decodeTestNavigation(run.calls.stored[0])).toEqual({
      testId: 3002,
      headerTestId: 9,
      canEdit: false,
      coverUrl: '/vagas/42/inscricao/raciocinio-logico/3002',
      answered: [],
    })
  })

  it('extra time: offered to an eligible candidate, granted, shown with the new limit', async () => {
    const run = start({ mode: 'cover', testId: 3002 })
    await flush()
    expect(run.view().cover!.extraTime).toMatchObject({
      canRequest: true,
      text: 'Pessoas com deficiência podem pedir 50% a mais de tempo para este teste. Peça antes de começar.',
    })
    run.view().cover!.extraTime!.onRequest()
    expect(run.view().cover!.extraTime!.requesting).toBe(true)
    await flush()
    expect(run.view().cover!.timeText).toBe('Tempo para concluir: 7 minutos e 30 segundos')
    expect(run.view().cover!.extraTime).toMatchObject({
      granted: true,
      canRequest: false,
      text: 'Tempo adicional concedido. Você terá 7 minutos e 30 segundos para concluir o teste.',
    })
    run.send({ type: 'extraTime.request' })
    expect(run.view().cover!.extraTime!.requesting).toBe(false)
  })

  it('a finished test cannot be started; a failed load goes back to the tests page', async () => {
    const done = start(
      { mode: 'cover', testId: 3002 },
      { cover: async () => ({ ...COVER, finished: true, firstQuestionId: null }) },
    )
    await flush()
    expect(done.view().cover).toMatchObject({
      canStart: false,
      finishedText: 'Você já finalizou este teste.',
    })
    done.send({ type: 'test.start' })
    expect(done.calls.navigate).toEqual([])
    const failed = start(
      { mode: 'cover', testId: 3002 },
      { cover: () => Promise.reject(platformError('NOT_FOUND')) },
    )
    await flush()
    expect(failed.view().alert!.message).toBe(
      'Ocorreu um erro ao carregar o teste da oportunidade. Tente novamente...',
    )
    failed.view().alert!.onDismiss()
    expect(failed.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes' }])
  })
})

describe('a question', () => {
  it('checks the answer, saves it, follows the next link, and finishes to the tests page', async () => {
    const run = start({ mode: 'question', headerTestId: 9, questionId: 31 })
    await flush()
    let q = run.view().question!
    expect(q).toMatchObject({
      progressText: 'Questão 1 de 2',
      submitLabel: 'Próxima',
      kind: 'single',
      previous: null,
    })
    q.onSubmit()
    expect(run.view().question!.issue).toBe('Selecione 1 opção')
    expect(run.view().question!.issuesShown).toBe(1)
    q.onToggle(312)
    expect(run.view().question!.issue).toBeNull()
    run.view().question!.onSubmit()
    expect(run.view().question!.save.text).toBe('Salvando resposta...')
    await flush()
    expect(run.calls.save[0]).toMatchObject({
      headerTestId: 9,
      questionId: 31,
      answer: { optionIds: [312] },
      timeLeft: 120,
    })
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/9/teste/32' }])
    q = run.view().question!
    expect(q).toMatchObject({ progressText: 'Questão 2 de 2', submitLabel: 'Finalizar', kind: 'multiple' })
    expect(q.previous?.label).toBe('Anterior')
    q.onToggle(321)
    q.onToggle(322)
    q.onToggle(323)
    expect(run.view().question!.maxReachedText).toBe(
      'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.',
    )
    expect(
      run
        .view()
        .question!.options.filter((o) => o.selected)
        .map((o) => o.id),
    ).toEqual([321, 322])
    run.view().question!.onSubmit()
    await flush()
    expect(run.calls.navigate.at(-1)).toEqual({ to: '/vagas/42/inscricao/testes' })
    expect(decodeTestNavigation(run.calls.stored.at(-1))!.answered).toEqual([
      '/vagas/42/inscricao/9/teste/31',
      '/vagas/42/inscricao/9/teste/32',
    ])
  })

  it('the last question returns to the back-to address when one was set (same site only)', async () => {
    const run = start({
      mode: 'question',
      headerTestId: 9,
      questionId: 32,
      backTo: '/meu-perfil#box-subscription',
    })
    await flush()
    run.send({ type: 'option.toggle', optionId: 321 })
    run.send({ type: 'option.toggle', optionId: 322 })
    run.send({ type: 'answer.submit' })
    await flush()
    expect(run.calls.navigate).toEqual([{ to: '/meu-perfil#box-subscription' }])
    const unsafe = start({ mode: 'question', headerTestId: 9, questionId: 32, backTo: '//evil.example' })
    await flush()
    unsafe.send({ type: 'option.toggle', optionId: 321 })
    unsafe.send({ type: 'option.toggle', optionId: 322 })
    unsafe.send({ type: 'answer.submit' })
    await flush()
    expect(unsafe.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes' }])
  })

  it('the timer counts down by the platform time, announces at sensible moments and ends the test at zero', async () => {
    const run = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { question: async () => ({ ...QUESTIONS[31]!, timeLeft: 62 }) },
    )
    await flush()
    expect(run.view().question!.timer).toMatchObject({ text: '1:02', warning: null, announcement: null })
    await vi.advanceTimersByTimeAsync(2000)
    expect(run.view().question!.timer).toMatchObject({
      text: '1:00',
      announcement: 'Restam 1 minuto para terminar o teste.',
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(run.view().question!.timer!.announcement).toBe('Restam 1 minuto para terminar o teste.')
    await vi.advanceTimersByTimeAsync(29_000)
    expect(run.view().question!.timer!.warning).toBe(
      'Atenção: faltam menos de 30 segundos para o fim do teste. Envie sua resposta antes que o tempo acabe.',
    )
    await vi.advanceTimersByTimeAsync(30_000)
    expect(run.view().alert).toMatchObject({ title: 'Tempo esgotado!', modal: true })
    run.view().alert!.onDismiss()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes', replace: true }])
  })

  it('an untimed question has no timer; an expired test and a late answer end with Tempo esgotado!', async () => {
    const untimed = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { question: async () => ({ ...QUESTIONS[31]!, timeLeft: null, timeLimit: null }) },
    )
    await flush()
    expect(untimed.view().question!.timer).toBeNull()
    const expired = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { question: async () => ({ ...QUESTIONS[31]!, timeLeft: 0, expired: true }) },
    )
    await flush()
    expect(expired.view().alert!.title).toBe('Tempo esgotado!')
    const late = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { save: () => Promise.reject(platformError('TIME_UP', 'O tempo para responder este teste terminou.')) },
    )
    await flush()
    late.send({ type: 'option.toggle', optionId: 311 })
    late.send({ type: 'answer.submit' })
    await flush()
    expect(late.view().alert!.title).toBe('Tempo esgotado!')
  })

  it("no connection: the answer stays, shown 'não salva', and is sent again when the network returns", async () => {
    let online = false
    const run = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { save: async () => (online ? { success: true } : Promise.reject(platformError('NETWORK'))) },
    )
    await flush()
    run.send({ type: 'option.toggle', optionId: 313 })
    run.send({ type: 'answer.submit' })
    await flush()
    expect(run.view().question!.save).toMatchObject({
      status: 'unsaved',
      text: 'não salva',
      offline: 'Sem conexão. Sua resposta foi guardada e será enviada assim que a conexão voltar.',
    })
    expect(run.view().question!.options.find((o) => o.selected)?.id).toBe(313)
    await vi.advanceTimersByTimeAsync(3000)
    expect(run.calls.save).toHaveLength(2)
    expect(run.view().question!.save.status).toBe('unsaved')
    online = true
    run.send({ type: 'network.online' })
    await flush()
    expect(run.calls.save).toHaveLength(3)
    expect(run.calls.save.every((s) => s.answer.optionIds[0] === 313)).toBe(true)
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/9/teste/32' }])
  })

  it('a refused answer shows the platform message and keeps the answer', async () => {
    const run = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { save: () => Promise.reject(platformError('VALIDATION', 'Selecione 1 opção')) },
    )
    await flush()
    run.send({ type: 'option.toggle', optionId: 311 })
    run.send({ type: 'answer.submit' })
    await flush()
    expect(run.view().alert).toMatchObject({ code: 'saveFailed', message: 'Selecione 1 opção', modal: false })
    expect(run.view().question!.options[0]!.selected).toBe(true)
  })

  it('a test that cannot be edited and was already answered goes back to its cover', async () => {
    const navigation = {
      testId: 3002,
      headerTestId: 9,
      canEdit: false,
      coverUrl: '/vagas/42/inscricao/raciocinio-logico/3002',
      answered: ['/vagas/42/inscricao/9/teste/31'],
    }
    const run = start(
      { mode: 'question', headerTestId: 9, questionId: 31, navigation },
      { question: async () => ({ ...QUESTIONS[31]!, canEdit: false }) },
    )
    await flush()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/raciocinio-logico/3002', replace: true }])
    const saved = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      {
        question: async () => ({
          ...QUESTIONS[31]!,
          canEdit: false,
          saved: { optionIds: [311], text: '', videoUrl: '' },
        }),
      },
    )
    await flush()
    expect(saved.calls.navigate).toEqual([
      { to: '/vagas/42/inscricao/raciocinio-logico/3002', replace: true },
    ])
  })

  it('an editable test restores the saved answer; the browser back button loads the previous question', async () => {
    const run = start(
      { mode: 'question', headerTestId: 9, questionId: 32 },
      {
        question: async (id) =>
          id === 31
            ? { ...QUESTIONS[31]!, saved: { optionIds: [312], text: '', videoUrl: '' } }
            : QUESTIONS[id]!,
      },
    )
    await flush()
    expect(testRunnerQuestionId(run.actor.getSnapshot())).toBe(32)
    run.send({ type: 'question.goto', questionId: 31 })
    expect(testRunnerQuestionId(run.actor.getSnapshot())).toBe(31)
    await flush()
    expect(run.view().question!.options.find((o) => o.selected)?.id).toBe(312)
    expect(run.calls.questions).toEqual([32, 31])
  })

  it('a failed load: the spec text, then the tests page', async () => {
    const run = start(
      { mode: 'question', headerTestId: 9, questionId: 31 },
      { question: () => Promise.reject(platformError('INTERNAL')) },
    )
    await flush()
    expect(run.view().alert!.message).toBe('Ocorreu um erro ao carregar a pergunta. Tente novamente...')
    run.view().alert!.onDismiss()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes' }])
  })
})

describe('back from a partner test', () => {
  it("'Validando Teste...' with the first name, then the tests page", async () => {
    const run = start({ mode: 'return', sourceTestId: 3101 })
    expect(testRunnerQuestionId(run.actor.getSnapshot())).toBeNull()
    expect(
      connectTestRunner(run.actor.getSnapshot(), run.send, undefined, { firstName: 'Ana' }).returning,
    ).toEqual({
      title: 'Validando Teste...',
      message: 'Ana, estamos validando o seu teste. Aguarde um instante.',
    })
    await flush()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes', replace: true }])
  })

  it("a failure says 'Uoops' / 'Algo errado aconteceu. Tente novamente.' and then goes to the tests page", async () => {
    const run = start(
      { mode: 'return', sourceTestId: 3101 },
      { returnTest: () => Promise.reject(platformError('VALIDATION')) },
    )
    await flush()
    expect(run.view().alert).toMatchObject({
      title: 'Uoops',
      message: 'Algo errado aconteceu. Tente novamente.',
    })
    run.view().alert!.onDismiss()
    expect(run.calls.navigate).toEqual([{ to: '/vagas/42/inscricao/testes', replace: true }])
  })
})
