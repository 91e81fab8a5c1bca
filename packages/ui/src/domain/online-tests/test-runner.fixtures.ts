// Fake actors and sample data for the tests screens' stories and tests: the real test-runner machine,
// with every platform call replaced by a promise that resolves, rejects with a platform error code, or
// never settles ('pending', for busy states). The clock is fixed (`now`), so a timed question shows the
// same time on every run. Not part of the package's build (stories and tests only).
import {
  connectTestRunner,
  testRunnerMachine,
  type ApplicationData,
  type ApplicationTest,
  type TestAnswer,
  type TestCoverData,
  type TestQuestion,
  type TestQuestionData,
  type TestRunnerEvent,
  type TestRunnerInput,
  type TestRunnerView,
  type TestsData,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'

/** What a fake call does: resolve with its value, reject with an error, or never settle. */
type Outcome = 'ok' | 'pending' | { error: unknown }

/** A platform failure as the api layer hands it over: its code (and message). */
const platformError = (code: string, message?: string) => ({ error: { code, message } })

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject(outcome.error)
  return Promise.resolve(value)
}

/** Longest delay a browser timer accepts (about 24 days): "never" for a story. */
const FOREVER_MS = 2 ** 31 - 1

/** The fixed clock of every story: 2 June 2025, 14:00 in São Paulo. */
const FIXED_NOW = Date.UTC(2025, 5, 2, 17, 0, 0)

const OPPORTUNITY_ID = 100001
const USER_ID = 42

/* Sample data --------------------------------------------------------------------------------------- */

/** Small inline pictures (no network): a bar chart, and one shape per option. */
const svg = (body: string, width = 320, height = 160) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`

const sampleImages = {
  chart: svg(
    '<rect width="320" height="160" fill="#f4f6f9"/>' +
      '<rect x="30" y="90" width="40" height="50" fill="#0b4a8b"/>' +
      '<rect x="100" y="60" width="40" height="80" fill="#0b4a8b"/>' +
      '<rect x="170" y="30" width="40" height="110" fill="#0b4a8b"/>' +
      '<rect x="240" y="75" width="40" height="65" fill="#c2410c"/>' +
      '<line x1="20" y1="140" x2="300" y2="140" stroke="#1f2937" stroke-width="2"/>',
  ),
  circle: svg(
    '<rect width="96" height="64" fill="#f4f6f9"/><circle cx="48" cy="32" r="22" fill="#0b4a8b"/>',
    96,
    64,
  ),
  square: svg(
    '<rect width="96" height="64" fill="#f4f6f9"/><rect x="26" y="10" width="44" height="44" fill="#0b4a8b"/>',
    96,
    64,
  ),
  triangle: svg(
    '<rect width="96" height="64" fill="#f4f6f9"/><polygon points="48,8 74,56 22,56" fill="#0b4a8b"/>',
    96,
    64,
  ),
}

const sampleTests: ApplicationTest[] = [
  {
    testId: 301,
    name: 'Raciocínio Lógico',
    status: 'pending',
    source: 'ninenine_jobs',
    url: null,
    hidden: false,
    requiredIn: 'subscription',
  },
  {
    testId: 302,
    name: 'Conhecimentos Bancários',
    status: 'finished',
    source: 'ninenine_jobs',
    url: null,
    hidden: false,
    requiredIn: 'subscription',
  },
  {
    testId: 303,
    name: 'Perfil Comportamental',
    status: 'pending',
    source: 'parceiro',
    url: 'https://parceiro.exemplo.com.br/teste/303',
    hidden: false,
    requiredIn: 'thank_you',
  },
  {
    testId: 304,
    name: 'Avaliação interna (não exibida)',
    status: 'pending',
    source: 'ninenine_jobs',
    url: null,
    hidden: true,
    requiredIn: null,
  },
]

/** Every test finished: 'Finalizar Inscrição' shows. */
const finishedTests: ApplicationTest[] = sampleTests.map((test) => ({ ...test, status: 'finished' }))

/** Tests 2015 and 2018 both pending: 2018 is dropped and 2015 becomes the challenge. */
const challengeTests: ApplicationTest[] = [
  {
    testId: 2015,
    name: 'Teste de Lógica Parceiro',
    status: 'pending',
    source: 'parceiro',
    url: 'https://parceiro.exemplo.com.br/teste/2015',
    hidden: false,
    requiredIn: 'subscription',
  },
  {
    testId: 2018,
    name: 'Teste de Inglês Parceiro',
    status: 'pending',
    source: 'parceiro',
    url: 'https://parceiro.exemplo.com.br/teste/2018',
    hidden: false,
    requiredIn: 'subscription',
  },
  sampleTests[1]!,
]

const sampleCover: TestCoverData = {
  headerTestId: 9001,
  testId: 301,
  name: 'Raciocínio Lógico',
  description:
    'Este teste avalia sua capacidade de analisar informações e tirar conclusões. Responda com calma: ' +
    'cada resposta é salva assim que você avança para a próxima questão.',
  questionCount: 10,
  canEdit: true,
  firstQuestionId: 5001,
  finished: false,
  timeLimit: null,
  extraTime: { eligible: false, granted: false, percent: 0 },
}

const covers = {
  untimed: sampleCover,
  timed: { ...sampleCover, timeLimit: 30 * 60 },
  extraTimeOffered: {
    ...sampleCover,
    timeLimit: 30 * 60,
    extraTime: { eligible: true, granted: false, percent: 50 },
  },
  extraTimeGranted: {
    ...sampleCover,
    timeLimit: 45 * 60,
    extraTime: { eligible: false, granted: true, percent: 50 },
  },
  finished: { ...sampleCover, finished: true, firstQuestionId: null },
} satisfies Record<string, TestCoverData>

const baseQuestion: TestQuestion = {
  id: 5001,
  title: '',
  description: null,
  image: null,
  isMovie: false,
  isText: false,
  minCharacters: null,
  maxCharacters: null,
  order: 1,
  requiredAnswers: 1,
  options: [],
}

const questions = {
  single: {
    ...baseQuestion,
    id: 5001,
    order: 1,
    title: 'Se todo analista é organizado e Carla é analista, qual afirmação é verdadeira?',
    description: 'Escolha a alternativa que decorre logicamente das premissas.',
    options: [
      { id: 1, option: 'Carla é organizada.', image: null },
      { id: 2, option: 'Toda pessoa organizada é analista.', image: null },
      { id: 3, option: 'Carla não é organizada.', image: null },
      { id: 4, option: 'Nenhuma das alternativas.', image: null },
    ],
  },
  multiple: {
    ...baseQuestion,
    id: 5002,
    order: 2,
    requiredAnswers: 2,
    title: 'Quais destes são produtos de crédito?',
    description: null,
    options: [
      { id: 11, option: 'Empréstimo pessoal', image: null },
      { id: 12, option: 'Conta poupança', image: null },
      { id: 13, option: 'Financiamento imobiliário', image: null },
      { id: 14, option: 'Tesouro Direto', image: null },
    ],
  },
  text: {
    ...baseQuestion,
    id: 5003,
    order: 3,
    isText: true,
    minCharacters: 50,
    maxCharacters: 500,
    title: 'Conte sobre uma situação em que você resolveu um problema de um cliente.',
    description: 'Descreva o contexto, o que você fez e qual foi o resultado.',
  },
  video: {
    ...baseQuestion,
    id: 5004,
    order: 4,
    isMovie: true,
    title: 'Grave um vídeo de até 2 minutos se apresentando.',
    description: 'Fale sobre sua trajetória e por que quer trabalhar conosco.',
  },
  images: {
    ...baseQuestion,
    id: 5005,
    order: 5,
    title: 'No gráfico, qual trimestre teve o maior resultado?',
    description: null,
    image: sampleImages.chart,
    options: [
      { id: 21, option: '1º trimestre', image: sampleImages.circle },
      { id: 22, option: '2º trimestre', image: sampleImages.square },
      { id: 23, option: '3º trimestre', image: sampleImages.triangle },
    ],
  },
} satisfies Record<string, TestQuestion>

type QuestionSample = keyof typeof questions

/** The sample test's length: the five sample questions, in order. */
const QUESTION_COUNT = 5

/** A question as `testQuestion` returns it: untimed, editable, linked to its neighbours (1 to 5). */
function questionData(sample: QuestionSample, overrides: Partial<TestQuestionData> = {}): TestQuestionData {
  const question = questions[sample]
  return {
    headerTestId: 9001,
    testId: 301,
    testName: 'Raciocínio Lógico',
    questionCount: QUESTION_COUNT,
    timeLeft: null,
    timeLimit: null,
    expired: false,
    canEdit: true,
    question,
    saved: null,
    nextQuestionId: question.order < QUESTION_COUNT ? question.id + 1 : null,
    prevQuestionId: question.order > 1 ? question.id - 1 : null,
    ...overrides,
  }
}

/** The sample test, question by question (what `loadQuestion` answers when a story gives no question). */
const questionSequence: TestQuestionData[] = (Object.keys(questions) as QuestionSample[]).map((sample) =>
  questionData(sample),
)

/* The machine with fakes ----------------------------------------------------------------------------- */

interface TestRunnerFakes {
  /** The list's tests and the subscription step (default: the sample tests, a lead). */
  tests?: Partial<TestsData>
  loadTests?: Outcome
  /** 'Finalizar Inscrição' reads the stored answers first: never settles by default (busy). */
  loadApplication?: Exclude<Outcome, 'ok'>
  subscribe?: Outcome
  cover?: TestCoverData
  loadCover?: Outcome
  /** The cover after the grant (default: the same cover with the extra time granted). */
  requestExtraTime?: Outcome
  /** Every load answers this question (default: the sample test's question of the id asked). */
  question?: TestQuestionData
  loadQuestion?: Outcome
  saveAnswer?: Outcome
  /** 'Validando Teste...': never settles by default, so a story stays on it. */
  returnTest?: Outcome
  /** The timer's tick (default 1 s; FOREVER_MS stops it). */
  tickMs?: number
  /** The unsaved answer's retry (default: never, so a story stays on 'não salva'). */
  saveRetryMs?: number
}

/** The test-runner machine with fake actors (not started). */
function fakeTestRunnerMachine(fakes: TestRunnerFakes = {}) {
  const tests: TestsData = { tests: sampleTests, step: 'lead', ...fakes.tests }
  const cover = fakes.cover ?? covers.untimed
  return testRunnerMachine.provide({
    actors: {
      loadTests: fromPromise(() => settle(fakes.loadTests, tests)),
      loadApplication: fromPromise<ApplicationData, { opportunityId: number }>(() =>
        fakes.loadApplication === undefined || fakes.loadApplication === 'pending'
          ? never()
          : Promise.reject(fakes.loadApplication.error),
      ),
      subscribe: fromPromise(() => settle<unknown>(fakes.subscribe, undefined)),
      loadCover: fromPromise(() => settle(fakes.loadCover, cover)),
      requestExtraTime: fromPromise(() =>
        settle<TestCoverData>(fakes.requestExtraTime, {
          ...cover,
          timeLimit: Math.ceil((cover.timeLimit ?? 0) * (1 + cover.extraTime.percent / 100)),
          extraTime: { ...cover.extraTime, eligible: false, granted: true },
        }),
      ),
      loadQuestion: fromPromise<TestQuestionData, { headerTestId: number; questionId: number }>(({ input }) =>
        settle(
          fakes.loadQuestion,
          fakes.question ??
            questionSequence.find((data) => data.question.id === input.questionId) ??
            questionSequence[0]!,
        ),
      ),
      saveAnswer: fromPromise(() => settle<unknown>(fakes.saveAnswer, undefined)),
      returnTest: fromPromise(() => settle<unknown>(fakes.returnTest ?? 'pending', undefined)),
    },
    delays: {
      tick: fakes.tickMs ?? 1000,
      saveRetry: fakes.saveRetryMs ?? FOREVER_MS,
    },
  })
}

type TestRunnerActor = ActorRefFrom<typeof testRunnerMachine>
type TestRunnerSnapshot = SnapshotFrom<typeof testRunnerMachine>

/** A step of a scenario: an event to send, or a condition to wait for. */
type TestRunnerStep = TestRunnerEvent | ((snapshot: TestRunnerSnapshot) => boolean)

interface TestRunnerScenario {
  /** The route's input (default: the tests list of opportunity 100001, with the fixed clock). */
  input?: Partial<TestRunnerInput>
  fakes?: TestRunnerFakes
  steps?: TestRunnerStep[]
}

const sampleInput: TestRunnerInput = {
  mode: 'list',
  opportunityId: OPPORTUNITY_ID,
  opportunityTitle: 'Analista de Crédito Pleno',
  userId: USER_ID,
  now: () => FIXED_NOW,
}

/** The input of each route, as apps/web builds it. */
const inputs = {
  list: { mode: 'list' },
  pending: { mode: 'pending' },
  cover: { mode: 'cover', testId: 301 },
  question: { mode: 'question', headerTestId: 9001, questionId: 5001 },
  return: { mode: 'return', sourceTestId: 303 },
} satisfies Record<string, Partial<TestRunnerInput>>

/** Whether the runner is past its first load (a scenario's steps start there). */
const isLoaded = (snapshot: TestRunnerSnapshot) => connectTestRunner(snapshot, () => {}).screen !== 'loading'

/** Starts the fake machine, waits for the first screen and plays the steps (each wait gives up after 2 s). */
async function startTestRunner({
  input,
  fakes,
  steps = [],
}: TestRunnerScenario = {}): Promise<TestRunnerActor> {
  const actor = createActor(fakeTestRunnerMachine(fakes), { input: { ...sampleInput, ...input } })
  actor.start()
  const loading = [fakes?.loadTests, fakes?.loadCover, fakes?.loadQuestion].includes('pending')
  if (!loading) await waitFor(actor, isLoaded, { timeout: 2000 })
  for (const step of steps) {
    if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  return actor
}

let pieceActor: TestRunnerActor | undefined

/**
 * The view of a scenario's last snapshot, for the presentational pieces' stories and tests. The actor
 * stays alive (its callbacks still reach a machine) until the next call stops it.
 */
async function viewOf(scenario: TestRunnerScenario): Promise<TestRunnerView> {
  pieceActor?.stop()
  const actor = await startTestRunner(scenario)
  pieceActor = actor
  return connectTestRunner(actor.getSnapshot(), actor.send)
}

/** An answer in the shape the machine keeps (for `saved`). */
const answerOf = (answer: Partial<TestAnswer>): TestAnswer => ({
  optionIds: [],
  text: '',
  videoUrl: '',
  ...answer,
})

export {
  FIXED_NOW,
  FOREVER_MS,
  OPPORTUNITY_ID,
  USER_ID,
  answerOf,
  challengeTests,
  covers,
  fakeTestRunnerMachine,
  finishedTests,
  inputs,
  platformError,
  questionData,
  questionSequence,
  questions,
  sampleCover,
  sampleImages,
  sampleInput,
  sampleTests,
  startTestRunner,
  viewOf,
}
export type {
  Outcome,
  QuestionSample,
  TestRunnerActor,
  TestRunnerFakes,
  TestRunnerScenario,
  TestRunnerSnapshot,
  TestRunnerStep,
}
