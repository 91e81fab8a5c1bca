// The test runner's data, input, context and events (the machine is test-runner.machine.ts; what a screen
// reads is test-runner.connect.ts). Context holds data and codes, never pt-BR text.
import type { ApplicationInput, SubscribeInput } from '../application/application.machine'
import type {
  ApplicationTest,
  TestAnswer,
  TestAnswerIssue,
  TestNavigation,
  TestQuestion,
  TestRequiredIn,
} from './test-runner.rules'

/** Which screen the runner drives: one route each. */
export type TestRunnerMode = 'list' | 'pending' | 'cover' | 'question' | 'return'

// ── What the actors bring ───────────────────────────────────────────────────────────────────────────

/** `subscriptionTests` and the candidate's subscription to the opening. */
export interface TestsData {
  tests: ApplicationTest[]
  /** The candidate's subscription step; null without one. */
  step: 'lead' | 'applied' | null
}

/** A timed test's extra time for a candidate with a disability (docs/decisions.md, "Online tests"). */
export interface ExtraTime {
  /** The candidate may still ask (declared disability, timed test, not started, not granted yet). */
  eligible: boolean
  granted: boolean
  percent: number
}

/** `testCover`: the header of the candidate's test. */
export interface TestCoverData {
  headerTestId: number
  testId: number
  name: string
  description: string | null
  questionCount: number
  canEdit: boolean
  /** The first question still to answer (the first one when none is); null when the test is finished. */
  firstQuestionId: number | null
  finished: boolean
  /** The time allowed in seconds (extra time included); null when untimed. */
  timeLimit: number | null
  extraTime: ExtraTime
}

/** `testQuestion`: one question with the test's header. */
export interface TestQuestionData {
  headerTestId: number
  testId: number
  testName: string
  questionCount: number
  /** Seconds left by the platform's clock; null when untimed. */
  timeLeft: number | null
  /** The time allowed in seconds; null when untimed. */
  timeLimit: number | null
  /** The platform says the time is over. */
  expired: boolean
  canEdit: boolean
  question: TestQuestion
  /** The answer already saved for this question, if any. */
  saved: TestAnswer | null
  nextQuestionId: number | null
  prevQuestionId: number | null
}

export interface SaveAnswerInput {
  headerTestId: number
  questionId: number
  question: TestQuestion
  answer: TestAnswer
  /** What the browser believes is left (the platform records it and decides by its own clock). */
  timeLeft: number | null
}

// ── Machine ─────────────────────────────────────────────────────────────────────────────────────────

export interface TestRunnerInput {
  mode: TestRunnerMode
  opportunityId: number
  opportunityTitle?: string
  /**
   * Whether the opening takes applications (status_id 1). False: the list, the pending tests and a question
   * show 'Uoops' / 'Inscrições Encerradas' and go to /vagas/; the cover does not. Absent: open.
   */
  opportunityOpen?: boolean
  userId: number
  /** The cover's test. */
  testId?: number
  /** The question page's header and question. */
  headerTestId?: number
  questionId?: number
  /** The partner test coming back (`/return_test/...`). */
  sourceTestId?: number
  /** The list shows only the tests required in this step (the confirmation page: `thank_you`). */
  requiredIn?: TestRequiredIn | null
  /** After the last question, go here if set (same-site path), else the tests page. */
  backTo?: string | null
  /** After applying, go here if set (same-site path), else the confirmation. */
  callbackUrl?: string | null
  /** The stored test navigation, decoded. */
  navigation?: TestNavigation | null
  /** The challenge site replacing tests 2015/2018 (null: the tests' own addresses). */
  challengeUrl?: string | null
  /** What applying from the tests page sends besides the answers (source, company). */
  application?: Omit<ApplicationInput, 'opportunityId' | 'now' | 'memoryDraft'>
  /** The clock, in ms (tests fix it). */
  now?: () => number
}

export type TestRunnerAlert =
  | 'listLoadFailed'
  | 'testLoadFailed'
  | 'questionLoadFailed'
  | 'notEnrolled'
  | 'timeUp'
  | 'returnFailed'
  | 'finishFailed'
  | 'network'
  | 'extraTimeFailed'
  | 'saveFailed'

/** Save of the current answer: 'unsaved' = kept in memory after a failed send, retried. */
export type AnswerSaveStatus = 'idle' | 'saving' | 'unsaved'

export interface TestRunnerContext {
  input: TestRunnerInput
  tests: ApplicationTest[]
  step: 'lead' | 'applied' | null
  /** The partner test waiting for 'Vamos lá!'. */
  partnerTestId: number | null
  cover: TestCoverData | null
  question: TestQuestionData | null
  /** The question to load (the route's, then the next one). */
  questionId: number | null
  answer: TestAnswer
  issue: TestAnswerIssue | null
  /** Bumped after each failed check: the screen focuses the answer. */
  issuesShown: number
  maxReached: boolean
  /** The deadline by the browser's clock (ms), from the platform's time left; null when untimed. */
  deadline: number | null
  timeLeft: number | null
  /** The last second announced to screen readers. */
  announcedAt: number | null
  saveStatus: AnswerSaveStatus
  alert: TestRunnerAlert | null
  /** The platform's message for a failure without a fitting text (code-less), or null. */
  alertDetail: string | null
  navigation: TestNavigation | null
  /** What 'Finalizar Inscrição' sends, once the stored answers are read. */
  subscription: SubscribeInput | null
}

export type TestRunnerEvent =
  | { type: 'test.open'; testId: number }
  | { type: 'partner.confirm' }
  | { type: 'partner.cancel' }
  | { type: 'application.finish' }
  | { type: 'extraTime.request' }
  | { type: 'test.start' }
  | { type: 'option.toggle'; optionId: number }
  | { type: 'text.change'; value: string }
  | { type: 'video.change'; value: string }
  | { type: 'answer.submit' }
  | { type: 'answer.previous' }
  | { type: 'save.retry' }
  | { type: 'network.online' }
  | { type: 'question.goto'; questionId: number }
  | { type: 'alert.dismiss' }
  | { type: 'load.retry' }
  | { type: 'clock.tick' }
  | { type: 'closed.dismiss' }
