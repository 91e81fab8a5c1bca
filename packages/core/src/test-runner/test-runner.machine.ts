// The test runner (docs/decisions.md, "Online tests"). One machine drives every tests route; `input.mode`
// picks the screen:
//   list / pending  the application's tests (summary, in-house → cover, partner → 'Atenção' → new tab,
//                   'Finalizar Inscrição' with the stored answers; no tests at all: applies at once;
//                   pending without a subscription: 'Você não está inscrito na oportunidade' → the job)
//   cover           name, description, 'Você responderá a N questões', extra time, 'Começar'
//   question        one question at a time: answer rules, save then next, 'Finalizar' → back-to or the
//                   list; the platform's clock ('Tempo esgotado!'); an answer that could not be sent is
//                   kept, shown as 'não salva' and sent again when the network returns
//   return          a partner test coming back: 'Validando Teste...' → the list ('Uoops' on failure)
// A closed opening shows 'Uoops' / 'Inscrições Encerradas' and goes to /vagas/ on every screen of the
// application's pages but the cover, as the application form does; so does a subscription the platform refuses
// as CLOSED (docs/decisions.md, "A closed opening on the tests pages").
// Context holds data and codes; test-runner.connect.ts turns a snapshot into what a screen shows.
// Why one file longer than the others: the five screens are one statechart because they share its ladders
// (a closed opening, an expired session, a lost network, the platform's clock) and the stored answers; split
// into children, each would repeat them. Types are in test-runner.types.ts, rules in test-runner.rules.ts.
import { assign, fromPromise, setup } from 'xstate'
import {
  applicationPath,
  afterSubscribePath,
  safeCallbackPath,
  type ApplicationData,
  type ApplicationInput,
  type SubscribeInput,
} from '../application'
import { storedSubscribeInput } from '../application/application.machine'
import { TEST_SAVE_RETRY_MS, TEST_TIMER_TICK_MS } from '../constants'
import { isClosedError } from '../lib/error-guards'
import { CLOSED_OPPORTUNITY_PATH } from '../opportunity/closed-dialog'
import { opportunityPath } from '../opportunity/opportunity.rules'
import {
  EMPTY_TEST_ANSWER,
  answerIssue,
  canFinishApplication,
  isInHouseTest,
  isLockedQuestion,
  isTimerAnnouncement,
  secondsLeft,
  testCoverPath,
  testQuestionPath,
  testsForCandidate,
  testsPath,
  toggleOption,
  withAnswered,
  type TestNavigation,
} from './test-runner.rules'
import type {
  SaveAnswerInput,
  TestCoverData,
  TestQuestionData,
  TestRunnerContext,
  TestRunnerEvent,
  TestRunnerInput,
  TestsData,
} from './test-runner.types'
import type { TestRequiredIn } from './test-runner.rules'

/** The name the list gives the challenge of tests 2015/2018; connect shows the catalogue's text. */
const CHALLENGE_PLACEHOLDER = ''

/** An error's platform code, whatever threw it. */
function codeOf(error: unknown): string | null {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : null
  return typeof code === 'string' ? code : null
}
function messageOf(error: unknown): string | null {
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : null
  return typeof message === 'string' && message.trim() !== '' ? message : null
}
/** A platform message worth showing: one that came with a code the platform chose (not a crash). */
function detailOf(error: unknown): string | null {
  const code = codeOf(error)
  return code !== null && !['INTERNAL', 'TRANSPORT', 'BAD_RESPONSE', 'NETWORK'].includes(code)
    ? messageOf(error)
    : null
}

const isNetworkError = (error: unknown) => codeOf(error) === 'NETWORK'
const isTimeUpError = (error: unknown) => codeOf(error) === 'TIME_UP'

const now = (context: TestRunnerContext) => (context.input.now ?? Date.now)()

/** The candidate's tests as the list shows them (hidden dropped, the 2015/2018 challenge). */
export function listItemsOf(context: TestRunnerContext) {
  return testsForCandidate(context.tests, {
    opportunityId: context.input.opportunityId,
    userId: context.input.userId,
    challengeName: CHALLENGE_PLACEHOLDER,
    challengeUrl: context.input.challengeUrl ?? null,
  })
}

/** The navigation of the question's test: the stored one when it is this header's, else a new one. */
function navigationFor(context: TestRunnerContext, data: TestQuestionData): TestNavigation {
  const stored = context.navigation
  if (stored && stored.headerTestId === data.headerTestId) return { ...stored, canEdit: data.canEdit }
  return {
    testId: data.testId,
    headerTestId: data.headerTestId,
    canEdit: data.canEdit,
    coverUrl: testCoverPath(context.input.opportunityId, data.testName, data.testId),
    answered: [],
  }
}

const questionPathOf = (context: TestRunnerContext, questionId: number) =>
  testQuestionPath(context.input.opportunityId, context.input.headerTestId ?? 0, questionId)

function applicationInputOf(input: TestRunnerInput): ApplicationInput {
  return { ...(input.application ?? {}), opportunityId: input.opportunityId }
}

export const testRunnerMachine = setup({
  types: {
    context: {} as TestRunnerContext,
    events: {} as TestRunnerEvent,
    input: {} as TestRunnerInput,
  },
  actors: {
    loadTests: fromPromise<TestsData, { opportunityId: number; requiredIn: TestRequiredIn | null }>(
      async () => {
        throw new Error('loadTests not provided')
      },
    ),
    loadApplication: fromPromise<ApplicationData, { opportunityId: number }>(async () => {
      throw new Error('loadApplication not provided')
    }),
    subscribe: fromPromise<unknown, SubscribeInput>(async () => {
      throw new Error('subscribe not provided')
    }),
    loadCover: fromPromise<TestCoverData, { opportunityId: number; testId: number }>(async () => {
      throw new Error('loadCover not provided')
    }),
    requestExtraTime: fromPromise<
      TestCoverData,
      { headerTestId: number; opportunityId: number; testId: number }
    >(async () => {
      throw new Error('requestExtraTime not provided')
    }),
    loadQuestion: fromPromise<TestQuestionData, { headerTestId: number; questionId: number }>(async () => {
      throw new Error('loadQuestion not provided')
    }),
    saveAnswer: fromPromise<unknown, SaveAnswerInput>(async () => {
      throw new Error('saveAnswer not provided')
    }),
    returnTest: fromPromise<unknown, { opportunityId: number; userId: number; sourceTestId: number }>(
      async () => {
        throw new Error('returnTest not provided')
      },
    ),
  },
  actions: {
    /** Goes to a path of the site. */
    navigate: (_, _params: { to: string; replace?: boolean }) => {},
    /** Opens a partner's test in a new tab. */
    openExternal: (_, _params: { url: string }) => {},
    /** Keeps the test navigation in browser storage, encoded (nothing sensitive in it). */
    storeNavigation: (_, _params: { navigation: TestNavigation }) => {},
    /** The candidate has applied: the follower flag. */
    setFollower: () => {},
    /** Clears the stored source, source opportunity id and referral form. */
    clearSource: () => {},
    tick: assign(({ context }) => {
      if (context.deadline === null) return {}
      const left = secondsLeft(context.deadline, now(context))
      const limit = context.question?.timeLimit ?? left + 1
      return {
        timeLeft: left,
        announcedAt: isTimerAnnouncement(left, limit) ? left : context.announcedAt,
      }
    }),
    clearAlert: assign({ alert: null, alertDetail: null }),
    /** Applying from the tests page failed: the platform's message when it chose one. */
    showFinishFailure: assign(({ event }) => ({
      alert: 'finishFailed' as const,
      alertDetail: detailOf((event as { error?: unknown }).error),
    })),
  },
  guards: {
    /** The error ladder's steps (an actor's failure): no connection, the platform's clock. */
    isNetworkFailure: ({ event }) => isNetworkError((event as { error?: unknown }).error),
    isTimeUpFailure: ({ event }) => isTimeUpError((event as { error?: unknown }).error),
    isClosedFailure: ({ event }) => isClosedError((event as { error?: unknown }).error),
    /** A closed opening, on any screen but the cover and the partner's return. */
    isClosedOpportunity: ({ context }) =>
      context.input.opportunityOpen === false &&
      context.input.mode !== 'cover' &&
      context.input.mode !== 'return',
    isListMode: ({ context }) => context.input.mode === 'list' || context.input.mode === 'pending',
    isCoverMode: ({ context }) => context.input.mode === 'cover',
    isQuestionMode: ({ context }) => context.input.mode === 'question',
    isReturnMode: ({ context }) => context.input.mode === 'return',
    /** Pending tests need a subscription. */
    isNotEnrolledOnPending: ({ context }) => context.input.mode === 'pending' && context.step === null,
    /** No test to take and not applied yet: the application is submitted at once. */
    hasNoTestsToTake: ({ context }) =>
      context.input.mode === 'list' &&
      !context.input.requiredIn &&
      context.step !== 'applied' &&
      listItemsOf(context).length === 0,
    canFinish: ({ context }) =>
      !context.input.requiredIn &&
      canFinishApplication({ enrolled: context.step === 'applied', items: listItemsOf(context) }),
    hasCoverQuestion: ({ context }) => context.cover !== null && context.cover.firstQuestionId !== null,
    isExtraTimeEligible: ({ context }) => Boolean(context.cover?.extraTime.eligible),
    hasAnswerIssue: ({ context }) =>
      context.question !== null && answerIssue(context.question.question, context.answer) !== null,
    hasNextQuestion: ({ context }) => context.question?.nextQuestionId != null,
    canGoBack: ({ context }) => Boolean(context.question?.canEdit && context.question.prevQuestionId != null),
    isUntimed: ({ context }) => context.deadline === null,
    isTimeOver: ({ context }) => context.deadline !== null && (context.timeLeft ?? 0) <= 0,
  },
  delays: {
    tick: TEST_TIMER_TICK_MS,
    saveRetry: TEST_SAVE_RETRY_MS,
  },
}).createMachine({
  id: 'testRunner',
  context: ({ input }) => ({
    input,
    tests: [],
    step: null,
    partnerTestId: null,
    cover: null,
    question: null,
    questionId: input.questionId ?? null,
    answer: EMPTY_TEST_ANSWER,
    issue: null,
    issuesShown: 0,
    maxReached: false,
    deadline: null,
    timeLeft: null,
    announcedAt: null,
    saveStatus: 'idle',
    alert: null,
    alertDetail: null,
    navigation: input.navigation ?? null,
    subscription: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: 'isClosedOpportunity', target: 'closed' },
        { guard: 'isListMode', target: 'list' },
        { guard: 'isCoverMode', target: 'cover' },
        { guard: 'isQuestionMode', target: 'question' },
        { guard: 'isReturnMode', target: 'returning' },
      ],
    },

    // ── A closed opening ────────────────────────────────────────────────────────────────────────────
    /** 'Uoops' / 'Inscrições Encerradas' → /vagas/. */
    closed: {
      initial: 'showing',
      states: {
        showing: {
          on: {
            'closed.dismiss': {
              target: 'leaving',
              actions: { type: 'navigate', params: { to: CLOSED_OPPORTUNITY_PATH } },
            },
          },
        },
        leaving: { type: 'final' },
      },
    },

    // ── The application's tests ─────────────────────────────────────────────────────────────────────
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadTests',
            input: ({ context }) => ({
              opportunityId: context.input.opportunityId,
              requiredIn: context.input.requiredIn ?? null,
            }),
            onDone: {
              target: 'routing',
              actions: assign(({ event }) => ({ tests: event.output.tests, step: event.output.step })),
            },
            onError: 'failed',
          },
        },
        routing: {
          always: [
            { guard: 'isNotEnrolledOnPending', target: 'notEnrolled' },
            { guard: 'hasNoTestsToTake', target: 'finishing' },
            { target: 'ready' },
          ],
        },
        /** 'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.' → the form. */
        failed: {
          entry: assign({ alert: 'listLoadFailed' }),
          on: {
            'alert.dismiss': {
              target: 'leaving',
              actions: [
                'clearAlert',
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: applicationPath(context.input.opportunityId) }),
                },
              ],
            },
            'load.retry': { target: 'loading', actions: 'clearAlert' },
          },
        },
        /** 'Você não está inscrito na oportunidade' → the job. */
        notEnrolled: {
          entry: assign({ alert: 'notEnrolled' }),
          on: {
            'alert.dismiss': {
              target: 'leaving',
              actions: [
                'clearAlert',
                {
                  type: 'navigate',
                  params: ({ context }) => ({
                    to: opportunityPath(context.input.opportunityId, context.input.opportunityTitle ?? ''),
                    replace: true,
                  }),
                },
              ],
            },
          },
        },
        ready: {
          on: {
            'test.open': [
              {
                guard: ({ context, event }) =>
                  context.tests.some(
                    (t) => t.testId === event.testId && isInHouseTest(t) && t.status === 'pending',
                  ) && listItemsOf(context).some((i) => i.testId === event.testId && i.kind === 'inHouse'),
                target: 'leaving',
                actions: {
                  type: 'navigate',
                  params: ({ context, event }) => ({
                    to: listItemsOf(context).find((i) => i.testId === event.testId)!.href!,
                  }),
                },
              },
              {
                guard: ({ context, event }) =>
                  listItemsOf(context).some(
                    (i) =>
                      i.testId === event.testId && i.kind === 'partner' && i.status === 'pending' && i.href,
                  ),
                target: 'confirmPartner',
                actions: assign(({ event }) => ({ partnerTestId: event.testId })),
              },
            ],
            'application.finish': { guard: 'canFinish', target: 'finishing', actions: 'clearAlert' },
            'alert.dismiss': { actions: 'clearAlert' },
          },
        },
        /** 'Atenção' / 'Você será direcionado para o site parceiro para realizar o teste.' */
        confirmPartner: {
          on: {
            'partner.confirm': {
              target: 'ready',
              actions: [
                {
                  type: 'openExternal',
                  params: ({ context }) => ({
                    url: listItemsOf(context).find((i) => i.testId === context.partnerTestId)?.href ?? '',
                  }),
                },
                assign({ partnerTestId: null }),
              ],
            },
            'partner.cancel': { target: 'ready', actions: assign({ partnerTestId: null }) },
          },
        },
        /** 'Finalizar Inscrição': the stored answers (the lead's draft), then the subscription. */
        finishing: {
          invoke: {
            src: 'loadApplication',
            input: ({ context }) => ({ opportunityId: context.input.opportunityId }),
            onDone: [
              {
                guard: ({ context, event }) =>
                  storedSubscribeInput(applicationInputOf(context.input), event.output) !== null,
                target: 'subscribing',
                actions: assign(({ context, event }) => ({
                  subscription: storedSubscribeInput(applicationInputOf(context.input), event.output),
                })),
              },
              {
                // Missing or invalid stored answers: back to the form.
                target: 'leaving',
                actions: {
                  type: 'navigate',
                  params: ({ context }) => ({ to: applicationPath(context.input.opportunityId) }),
                },
              },
            ],
            onError: [
              { guard: 'isClosedFailure', target: '#testRunner.closed' },
              { guard: 'isNetworkFailure', target: 'ready', actions: assign({ alert: 'network' }) },
              { target: 'ready', actions: 'showFinishFailure' },
            ],
          },
        },
        subscribing: {
          invoke: {
            src: 'subscribe',
            input: ({ context }) => context.subscription!,
            onDone: 'subscribed',
            onError: [
              { guard: 'isClosedFailure', target: '#testRunner.closed' },
              { guard: 'isNetworkFailure', target: 'ready', actions: assign({ alert: 'network' }) },
              { target: 'ready', actions: 'showFinishFailure' },
            ],
          },
        },
        subscribed: {
          type: 'final',
          entry: [
            'setFollower',
            'clearSource',
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: afterSubscribePath({
                  callbackUrl: context.input.callbackUrl ?? null,
                  title: context.input.opportunityTitle ?? '',
                  opportunityId: context.input.opportunityId,
                }),
              }),
            },
          ],
        },
        leaving: { type: 'final' },
      },
    },

    // ── The cover ───────────────────────────────────────────────────────────────────────────────────
    cover: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCover',
            input: ({ context }) => ({
              opportunityId: context.input.opportunityId,
              testId: context.input.testId ?? 0,
            }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ cover: event.output })) },
            onError: 'failed',
          },
        },
        /** 'Ocorreu um erro ao carregar o teste da oportunidade. Tente novamente...' → the tests page. */
        failed: {
          entry: assign({ alert: 'testLoadFailed' }),
          on: {
            'alert.dismiss': {
              target: 'leaving',
              actions: [
                'clearAlert',
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: testsPath(context.input.opportunityId) }),
                },
              ],
            },
            'load.retry': { target: 'loading', actions: 'clearAlert' },
          },
        },
        ready: {
          on: {
            'test.start': {
              guard: 'hasCoverQuestion',
              target: 'leaving',
              actions: [
                {
                  type: 'storeNavigation',
                  params: ({ context }) => {
                    const cover = context.cover!
                    const stored = context.navigation
                    return {
                      navigation: {
                        testId: cover.testId,
                        headerTestId: cover.headerTestId,
                        canEdit: cover.canEdit,
                        coverUrl: testCoverPath(context.input.opportunityId, cover.name, cover.testId),
                        answered: stored?.headerTestId === cover.headerTestId ? stored.answered : [],
                      },
                    }
                  },
                },
                {
                  type: 'navigate',
                  params: ({ context }) => ({
                    to: testQuestionPath(
                      context.input.opportunityId,
                      context.cover!.headerTestId,
                      context.cover!.firstQuestionId!,
                    ),
                  }),
                },
              ],
            },
            'extraTime.request': {
              guard: 'isExtraTimeEligible',
              target: 'requestingExtraTime',
              actions: 'clearAlert',
            },
            'alert.dismiss': { actions: 'clearAlert' },
          },
        },
        requestingExtraTime: {
          invoke: {
            src: 'requestExtraTime',
            input: ({ context }) => ({
              headerTestId: context.cover!.headerTestId,
              opportunityId: context.input.opportunityId,
              testId: context.cover!.testId,
            }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ cover: event.output })) },
            onError: {
              target: 'ready',
              actions: assign(({ event }) => ({
                alert: 'extraTimeFailed' as const,
                alertDetail: detailOf(event.error),
              })),
            },
          },
        },
        leaving: { type: 'final' },
      },
    },

    // ── One question at a time ──────────────────────────────────────────────────────────────────────
    question: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ issue: null, maxReached: false, saveStatus: 'idle' }),
          invoke: {
            src: 'loadQuestion',
            input: ({ context }) => ({
              headerTestId: context.input.headerTestId ?? 0,
              questionId: context.questionId ?? 0,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.expired,
                target: 'timeUp',
                actions: assign(({ event }) => ({ question: event.output, timeLeft: 0 })),
              },
              {
                // A test that cannot be edited and was already answered goes back to its cover.
                guard: ({ context, event }) =>
                  isLockedQuestion({
                    canEdit: event.output.canEdit,
                    answered:
                      event.output.saved !== null ||
                      (context.navigation?.headerTestId === event.output.headerTestId &&
                        context.navigation.answered.includes(
                          questionPathOf(context, event.output.question.id),
                        )),
                  }),
                target: 'leaving',
                actions: {
                  type: 'navigate',
                  params: ({ context, event }) => ({
                    to: navigationFor(context, event.output).coverUrl,
                    replace: true,
                  }),
                },
              },
              {
                target: 'active',
                actions: assign(({ context, event }) => {
                  const data = event.output
                  const at = now(context)
                  return {
                    question: data,
                    answer: data.saved ?? EMPTY_TEST_ANSWER,
                    deadline: data.timeLeft === null ? null : at + data.timeLeft * 1000,
                    timeLeft: data.timeLeft,
                    navigation: navigationFor(context, data),
                  }
                }),
              },
            ],
            onError: [{ guard: 'isTimeUpFailure', target: 'timeUp' }, { target: 'failed' }],
          },
        },
        /** 'Ocorreu um erro ao carregar a pergunta. Tente novamente...' → the tests page. */
        failed: {
          entry: assign({ alert: 'questionLoadFailed' }),
          on: {
            'alert.dismiss': {
              target: 'leaving',
              actions: [
                'clearAlert',
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: testsPath(context.input.opportunityId) }),
                },
              ],
            },
            'load.retry': { target: 'loading', actions: 'clearAlert' },
          },
        },
        active: {
          type: 'parallel',
          on: {
            'clock.tick': { actions: 'tick' },
          },
          states: {
            form: {
              initial: 'editing',
              on: {
                'option.toggle': {
                  actions: assign(({ context, event }) => {
                    const question = context.question!.question
                    const { optionIds, maxReached } = toggleOption(
                      question,
                      context.answer.optionIds,
                      event.optionId,
                    )
                    return { answer: { ...context.answer, optionIds }, maxReached, issue: null }
                  }),
                },
                'text.change': {
                  actions: assign(({ context, event }) => ({
                    answer: { ...context.answer, text: event.value },
                    issue: null,
                  })),
                },
                'video.change': {
                  actions: assign(({ context, event }) => ({
                    answer: { ...context.answer, videoUrl: event.value },
                    issue: null,
                  })),
                },
              },
              states: {
                editing: {
                  on: {
                    'answer.submit': [
                      {
                        guard: 'hasAnswerIssue',
                        actions: assign(({ context }) => ({
                          issue: answerIssue(context.question!.question, context.answer),
                          issuesShown: context.issuesShown + 1,
                          maxReached: false,
                        })),
                      },
                      { target: 'saving', actions: 'clearAlert' },
                    ],
                    'answer.previous': {
                      guard: 'canGoBack',
                      target: '#testRunner.question.loading',
                      actions: [
                        assign(({ context }) => ({ questionId: context.question!.prevQuestionId })),
                        {
                          type: 'navigate',
                          params: ({ context }) => ({ to: questionPathOf(context, context.questionId!) }),
                        },
                      ],
                    },
                    'question.goto': {
                      target: '#testRunner.question.loading',
                      actions: assign(({ event }) => ({ questionId: event.questionId })),
                    },
                    'alert.dismiss': { actions: 'clearAlert' },
                  },
                },
                saving: {
                  entry: assign({ saveStatus: 'saving' }),
                  invoke: {
                    src: 'saveAnswer',
                    input: ({ context }) => ({
                      headerTestId: context.question!.headerTestId,
                      questionId: context.question!.question.id,
                      question: context.question!.question,
                      answer: context.answer,
                      timeLeft:
                        context.deadline === null ? null : secondsLeft(context.deadline, now(context)),
                    }),
                    onDone: [
                      {
                        guard: 'hasNextQuestion',
                        target: '#testRunner.question.loading',
                        actions: [
                          assign(({ context }) => ({
                            saveStatus: 'idle' as const,
                            navigation: withAnswered(
                              context.navigation!,
                              questionPathOf(context, context.question!.question.id),
                            ),
                            questionId: context.question!.nextQuestionId,
                          })),
                          {
                            type: 'storeNavigation',
                            params: ({ context }) => ({ navigation: context.navigation! }),
                          },
                          {
                            type: 'navigate',
                            params: ({ context }) => ({ to: questionPathOf(context, context.questionId!) }),
                          },
                        ],
                      },
                      {
                        // 'Finalizar': the back-to address if one was set, else the tests page.
                        target: '#testRunner.question.leaving',
                        actions: [
                          assign(({ context }) => ({
                            saveStatus: 'idle' as const,
                            navigation: withAnswered(
                              context.navigation!,
                              questionPathOf(context, context.question!.question.id),
                            ),
                          })),
                          {
                            type: 'storeNavigation',
                            params: ({ context }) => ({ navigation: context.navigation! }),
                          },
                          {
                            type: 'navigate',
                            params: ({ context }) => ({
                              to:
                                safeCallbackPath(context.input.backTo) ??
                                testsPath(context.input.opportunityId),
                            }),
                          },
                        ],
                      },
                    ],
                    onError: [
                      {
                        guard: 'isTimeUpFailure',
                        target: '#testRunner.question.timeUp',
                      },
                      { guard: 'isNetworkFailure', target: 'unsaved' },
                      {
                        target: 'editing',
                        actions: assign(({ event }) => ({
                          saveStatus: 'idle' as const,
                          alert: 'saveFailed' as const,
                          alertDetail: detailOf(event.error),
                        })),
                      },
                    ],
                  },
                },
                /** 'não salva': kept in memory and sent again (every few seconds, or when the network returns). */
                unsaved: {
                  entry: assign({ saveStatus: 'unsaved' }),
                  after: { saveRetry: 'saving' },
                  on: {
                    'network.online': 'saving',
                    'save.retry': 'saving',
                    'answer.submit': [
                      {
                        guard: 'hasAnswerIssue',
                        actions: assign(({ context }) => ({
                          issue: answerIssue(context.question!.question, context.answer),
                          issuesShown: context.issuesShown + 1,
                        })),
                      },
                      { target: 'saving' },
                    ],
                  },
                },
              },
            },
            clock: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'isUntimed', target: 'off' }, { target: 'running' }],
                },
                running: {
                  always: { guard: 'isTimeOver', target: '#testRunner.question.timeUp' },
                  after: { tick: { target: 'running', reenter: true, actions: 'tick' } },
                },
                off: {},
              },
            },
          },
        },
        /** 'Tempo esgotado!' → the tests page. */
        timeUp: {
          entry: assign({ alert: 'timeUp', timeLeft: 0, saveStatus: 'idle' }),
          on: {
            'alert.dismiss': {
              target: 'leaving',
              actions: [
                'clearAlert',
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: testsPath(context.input.opportunityId), replace: true }),
                },
              ],
            },
          },
        },
        leaving: { type: 'final' },
      },
    },

    // ── Back from a partner test ────────────────────────────────────────────────────────────────────
    returning: {
      initial: 'validating',
      states: {
        /** 'Validando Teste...' */
        validating: {
          invoke: {
            src: 'returnTest',
            input: ({ context }) => ({
              opportunityId: context.input.opportunityId,
              userId: context.input.userId,
              sourceTestId: context.input.sourceTestId ?? 0,
            }),
            onDone: {
              target: 'leaving',
              actions: {
                type: 'navigate',
                params: ({ context }) => ({ to: testsPath(context.input.opportunityId), replace: true }),
              },
            },
            onError: 'failed',
          },
        },
        /** 'Uoops' / 'Algo errado aconteceu. Tente novamente.' → the tests page. */
        failed: {
          entry: assign({ alert: 'returnFailed' }),
          on: {
            'alert.dismiss': {
              target: 'leaving',
              actions: [
                'clearAlert',
                {
                  type: 'navigate',
                  params: ({ context }) => ({ to: testsPath(context.input.opportunityId), replace: true }),
                },
              ],
            },
          },
        },
        leaving: { type: 'final' },
      },
    },
  },
})
