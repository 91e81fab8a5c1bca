// The test runner's connect layer (docs/architecture.md, "Flows"): a snapshot, `send` and the messages become
// everything a tests screen shows or calls. No screen reads the machine's context; texts come from the
// messages (a brand may pass its own), never from the context.
import type { SnapshotFrom } from 'xstate'
import { TEST_TIME_WARNING_SECONDS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import { closedOpportunityView, type ClosedOpportunityView } from '../opportunity/closed-dialog'
import type { testRunnerMachine } from './test-runner.machine'
import {
  canFinishApplication,
  durationParts,
  formatTimer,
  isTimeWarning,
  questionKind,
  testsForCandidate,
  testsSummary,
  textAnswerRange,
  type TestAnswerIssue,
  type TestLinkKind,
  type TestRequiredIn,
  type TestQuestionKind,
  type TestStatus,
  type TestsSummary,
} from './test-runner.rules'
import type { AnswerSaveStatus, TestRunnerAlert, TestRunnerEvent, TestRunnerMode } from './test-runner.types'

type Snapshot = SnapshotFrom<typeof testRunnerMachine>
type Send = (event: TestRunnerEvent) => void

/** The texts a tests screen needs; a brand passes its own (any part of ptBR's). */
export interface TestRunnerMessages {
  tests: (typeof ptBR)['tests']
  common: Pick<(typeof ptBR)['common'], 'uoops' | 'ok' | 'attention'>
  /** A dropped connection. */
  network: string
  /** A closed opening: the application form's own 'Uoops' / 'Inscrições Encerradas'. */
  closedDialog: (typeof ptBR)['application']['closedDialog']
}

/** The test runner's texts from a catalogue (the brand's, with its overrides). */
export function testRunnerMessagesOf(messages: typeof ptBR): TestRunnerMessages {
  return {
    tests: messages.tests,
    common: messages.common,
    network: messages.clientErrors.NETWORK,
    closedDialog: messages.application.closedDialog,
  }
}

export const testRunnerMessages: TestRunnerMessages = testRunnerMessagesOf(ptBR)

export type TestRunnerScreen =
  'loading' | 'list' | 'cover' | 'question' | 'returning' | 'failed' | 'closed' | 'leaving'

export interface TestRunnerAlertView {
  code: TestRunnerAlert
  title: string | null
  message: string
  /** Modal alerts end the screen: their button leaves ('Ok' → where the spec says). */
  modal: boolean
  dismissLabel: string
  onDismiss: () => void
}

export interface TestListItemView {
  testId: number
  name: string
  status: TestStatus
  statusText: string
  kind: TestLinkKind
  /** In-house: the cover's path; partner: the partner's address. */
  href: string | null
  /** 'Fazer teste' / 'Fazer teste no site parceiro', only while pending and reachable. */
  actionLabel: string | null
  /** 'Obrigatório' for tests required in the subscription, 'Após a inscrição' for thank_you ones. */
  requiredText: string | null
  onOpen: () => void
}

export interface TestListView {
  title: string
  intro: string
  items: TestListItemView[]
  summary: TestsSummary
  summaryText: string
  enrolled: boolean
  enrolledText: string | null
  showFinish: boolean
  finishLabel: string
  finishing: boolean
  onFinish: () => void
  partnerDialog: {
    open: boolean
    title: string
    message: string
    cancelLabel: string
    confirmLabel: string
    onConfirm: () => void
    onCancel: () => void
  }
  backLabel: string
}

export interface TestCoverView {
  name: string
  description: string | null
  questionCount: number
  questionsText: string
  /** 'Tempo para concluir: 5 minutos' or 'Sem limite de tempo'. */
  timeText: string
  timed: boolean
  finished: boolean
  finishedText: string
  startLabel: string
  canStart: boolean
  onStart: () => void
  extraTime: null | {
    title: string
    /** The offer while the candidate may still ask; the grant once given. */
    text: string
    granted: boolean
    requestLabel: string
    requesting: boolean
    canRequest: boolean
    onRequest: () => void
  }
  backLabel: string
}

export interface TestOptionView {
  id: number
  label: string
  image: string | null
  imageAlt: string
  selected: boolean
}

export interface TestTimerView {
  label: string
  seconds: number
  text: string
  /** Shown (an alert, worded once) from 30 s before the end. */
  warning: string | null
  /** The polite live region's text: changes only at sensible moments. */
  announcement: string | null
}

export interface TestQuestionView {
  testName: string
  number: number
  total: number
  progressText: string
  title: string
  description: string | null
  image: string | null
  imageAlt: string
  kind: TestQuestionKind
  /** 'Escolha 1 opção' / 'Escolha N opções'. */
  choiceHint: string | null
  options: TestOptionView[]
  requiredAnswers: number
  onToggle: (optionId: number) => void
  text: {
    value: string
    min: number
    max: number
    counter: string
    label: string
    onChange: (value: string) => void
  }
  video: { value: string; label: string; hint: string; onChange: (value: string) => void }
  /** The answer rule's message, or null. */
  issue: string | null
  issueCode: TestAnswerIssue['code'] | null
  /** Bumped after each failed check: the screen moves focus to the answer. */
  issuesShown: number
  /** 'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.' */
  maxReachedText: string | null
  isLast: boolean
  submitLabel: string
  onSubmit: () => void
  previous: null | { label: string; onClick: () => void }
  busy: boolean
  save: {
    status: AnswerSaveStatus
    text: string | null
    offline: string | null
    retryLabel: string
    onRetry: () => void
  }
  timer: TestTimerView | null
}

export interface TestRunnerView {
  screen: TestRunnerScreen
  busy: boolean
  alert: TestRunnerAlertView | null
  list: TestListView | null
  cover: TestCoverView | null
  question: TestQuestionView | null
  returning: { title: string; message: string } | null
  /** 'Uoops' / 'Inscrições Encerradas', whose 'Ok' goes to /vagas/ (a closed opening; never on the cover). */
  closed: ClosedOpportunityView | null
  loadingText: string
}

const MODAL_ALERTS: ReadonlySet<TestRunnerAlert> = new Set([
  'listLoadFailed',
  'testLoadFailed',
  'questionLoadFailed',
  'notEnrolled',
  'timeUp',
  'returnFailed',
])

/** A duration in words: '7 minutos e 30 segundos', '1 hora e 5 minutos', '30 segundos'. */
export function durationText(
  totalSeconds: number,
  messages: TestRunnerMessages = testRunnerMessages,
): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds)
  const t = messages.tests.timer
  const parts = [
    hours > 0 ? t.hours(hours) : null,
    minutes > 0 ? t.minutes(minutes) : null,
    seconds > 0 || (hours === 0 && minutes === 0) ? t.seconds(seconds) : null,
  ].filter((part): part is string => part !== null)
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}` : parts[0]!
}

export function summaryText(
  summary: TestsSummary,
  messages: TestRunnerMessages = testRunnerMessages,
): string {
  const t = messages.tests.summary
  if (summary.kind === 'none') return t.none
  if (summary.kind === 'allDone') return t.allDone
  return t.missing(summary.count)
}

export function answerIssueText(
  issue: TestAnswerIssue,
  messages: TestRunnerMessages = testRunnerMessages,
): string {
  const t = messages.tests.answer
  switch (issue.code) {
    case 'youtubeOnly':
      return t.youtubeOnly
    case 'length':
      return t.length(issue.min, issue.max)
    case 'selectOptions':
      return t.selectOptions(issue.count)
  }
}

function alertView(snapshot: Snapshot, send: Send, messages: TestRunnerMessages): TestRunnerAlertView | null {
  const { alert, alertDetail } = snapshot.context
  if (alert === null) return null
  const t = messages.tests
  const texts: Record<TestRunnerAlert, { title: string | null; message: string }> = {
    listLoadFailed: { title: messages.common.uoops, message: t.listLoadFailed },
    testLoadFailed: { title: messages.common.uoops, message: t.testLoadFailed },
    questionLoadFailed: { title: messages.common.uoops, message: t.questionLoadFailed },
    notEnrolled: { title: messages.common.uoops, message: t.notEnrolled },
    timeUp: { title: t.timeUp, message: t.timeUpMessage },
    returnFailed: { title: t.returnFailed.title, message: t.returnFailed.message },
    finishFailed: { title: messages.common.uoops, message: alertDetail ?? t.finishFailed },
    network: { title: messages.common.uoops, message: messages.network },
    extraTimeFailed: { title: null, message: alertDetail ?? t.extraTime.failed },
    saveFailed: { title: null, message: alertDetail ?? t.save.failed },
  }
  return {
    code: alert,
    ...texts[alert],
    modal: MODAL_ALERTS.has(alert),
    dismissLabel: messages.common.ok,
    onDismiss: () => send({ type: 'alert.dismiss' }),
  }
}

/**
 * The tests list's title and introduction: they depend on the page alone (the mode, and whether the tests
 * come after the application), so a site draws them on the server before anything loads
 * (docs/performance.md).
 */
export function testListHeading(
  mode: TestRunnerMode,
  requiredIn: TestRequiredIn | null | undefined,
  messages: TestRunnerMessages = testRunnerMessages,
): { title: string; intro: string } {
  const t = messages.tests
  const thankYou = requiredIn === 'thank_you'
  return {
    title: thankYou ? t.thankYouTitle : mode === 'pending' ? t.pendingTitle : t.listTitle,
    intro: thankYou ? t.thankYouIntro : t.listIntro,
  }
}

function listView(snapshot: Snapshot, send: Send, messages: TestRunnerMessages): TestListView {
  const { context } = snapshot
  const t = messages.tests
  const items = testsForCandidate(context.tests, {
    opportunityId: context.input.opportunityId,
    userId: context.input.userId,
    challengeName: t.challengeName,
    challengeUrl: context.input.challengeUrl ?? null,
  })
  const pendingOnly = context.input.mode === 'pending'
  const shown = pendingOnly ? items.filter((item) => item.status === 'pending') : items
  const enrolled = context.step === 'applied'
  const summary = testsSummary(items)
  const heading = testListHeading(context.input.mode, context.input.requiredIn, messages)
  return {
    title: heading.title,
    intro: heading.intro,
    items: shown.map((item) => ({
      testId: item.testId,
      name: item.name,
      status: item.status,
      statusText: t.status[item.status],
      kind: item.kind,
      href: item.href,
      actionLabel:
        item.status === 'pending' && item.href ? (item.kind === 'inHouse' ? t.take : t.takePartner) : null,
      requiredText:
        item.requiredIn === 'subscription'
          ? t.requiredBadge
          : item.requiredIn === 'thank_you'
            ? t.afterApplying
            : null,
      onOpen: () => send({ type: 'test.open', testId: item.testId }),
    })),
    summary,
    summaryText: summaryText(summary, messages),
    enrolled,
    enrolledText: enrolled ? t.alreadyEnrolled : null,
    showFinish: !context.input.requiredIn && canFinishApplication({ enrolled, items }),
    finishLabel: t.finish,
    finishing: snapshot.matches({ list: 'finishing' }) || snapshot.matches({ list: 'subscribing' }),
    onFinish: () => send({ type: 'application.finish' }),
    partnerDialog: {
      open: snapshot.matches({ list: 'confirmPartner' }),
      title: t.partner.title,
      message: t.partner.message,
      cancelLabel: t.partner.close,
      confirmLabel: t.partner.go,
      onConfirm: () => send({ type: 'partner.confirm' }),
      onCancel: () => send({ type: 'partner.cancel' }),
    },
    backLabel: t.backToApplication,
  }
}

function coverView(snapshot: Snapshot, send: Send, messages: TestRunnerMessages): TestCoverView | null {
  const cover = snapshot.context.cover
  if (!cover) return null
  const t = messages.tests
  const timed = cover.timeLimit !== null && cover.timeLimit > 0
  const { extraTime } = cover
  return {
    name: cover.name,
    description: cover.description,
    questionCount: cover.questionCount,
    questionsText: cover.questionCount === 1 ? t.questionsCountOne : t.questionsCount(cover.questionCount),
    timeText: timed ? t.timer.limit(durationText(cover.timeLimit!, messages)) : t.timer.untimed,
    timed,
    finished: cover.finished,
    finishedText: t.coverFinished,
    startLabel: t.start,
    canStart: !cover.finished && cover.firstQuestionId !== null,
    onStart: () => send({ type: 'test.start' }),
    extraTime:
      timed && (extraTime.eligible || extraTime.granted)
        ? {
            title: t.extraTime.title,
            text: extraTime.granted
              ? t.extraTime.granted(durationText(cover.timeLimit!, messages))
              : t.extraTime.offer(extraTime.percent),
            granted: extraTime.granted,
            requestLabel: t.extraTime.request,
            requesting: snapshot.matches({ cover: 'requestingExtraTime' }),
            canRequest: extraTime.eligible && !extraTime.granted,
            onRequest: () => send({ type: 'extraTime.request' }),
          }
        : null,
    backLabel: t.backToList,
  }
}

function timerView(snapshot: Snapshot, messages: TestRunnerMessages): TestTimerView | null {
  const { timeLeft, deadline, announcedAt } = snapshot.context
  if (deadline === null || timeLeft === null) return null
  const t = messages.tests.timer
  return {
    label: t.label,
    seconds: timeLeft,
    text: formatTimer(timeLeft),
    // Worded once (not with the seconds left): an alert read again every second would drown the page.
    warning: isTimeWarning(timeLeft) ? t.warning(durationText(TEST_TIME_WARNING_SECONDS, messages)) : null,
    announcement: announcedAt === null ? null : t.remaining(durationText(announcedAt, messages)),
  }
}

function questionView(snapshot: Snapshot, send: Send, messages: TestRunnerMessages): TestQuestionView | null {
  const { context } = snapshot
  const data = context.question
  if (!data) return null
  const t = messages.tests
  const q = data.question
  const kind = questionKind(q)
  const range = textAnswerRange(q)
  const isLast = data.nextQuestionId === null
  const saving = snapshot.matches({ question: { active: { form: 'saving' } } })
  const status = context.saveStatus
  return {
    testName: data.testName,
    number: q.order,
    total: data.questionCount,
    progressText: t.questionOf(q.order, data.questionCount),
    title: q.title,
    description: q.description,
    image: q.image,
    imageAlt: t.questionImage,
    kind,
    choiceHint:
      kind === 'single' ? t.chooseOne : kind === 'multiple' ? t.chooseMany(q.requiredAnswers) : null,
    options: q.options.map((option) => ({
      id: option.id,
      label: option.option,
      image: option.image,
      imageAlt: t.optionImage(option.option),
      selected: context.answer.optionIds.includes(option.id),
    })),
    requiredAnswers: q.requiredAnswers,
    onToggle: (optionId) => send({ type: 'option.toggle', optionId }),
    text: {
      value: context.answer.text,
      min: range.min,
      max: range.max,
      counter: t.charCount(context.answer.text.length, range.max),
      label: t.answerLabel,
      onChange: (value) => send({ type: 'text.change', value }),
    },
    video: {
      value: context.answer.videoUrl,
      label: t.videoLabel,
      hint: t.videoHint,
      onChange: (value) => send({ type: 'video.change', value }),
    },
    issue: context.issue ? answerIssueText(context.issue, messages) : null,
    issueCode: context.issue?.code ?? null,
    issuesShown: context.issuesShown,
    maxReachedText: context.maxReached ? t.answer.maxOptions : null,
    isLast,
    submitLabel: isLast ? t.last : t.next,
    onSubmit: () => send({ type: 'answer.submit' }),
    previous:
      data.canEdit && data.prevQuestionId !== null
        ? { label: t.previous, onClick: () => send({ type: 'answer.previous' }) }
        : null,
    busy: saving,
    save: {
      status,
      text: status === 'saving' ? t.save.saving : status === 'unsaved' ? t.save.unsaved : null,
      offline: status === 'unsaved' ? t.save.offline : null,
      retryLabel: t.save.retry,
      onRetry: () => send({ type: 'save.retry' }),
    },
    timer: timerView(snapshot, messages),
  }
}

function screenOf(snapshot: Snapshot): TestRunnerScreen {
  const s = snapshot
  if (
    s.matches({ list: 'leaving' }) ||
    s.matches({ list: 'subscribed' }) ||
    s.matches({ cover: 'leaving' }) ||
    s.matches({ question: 'leaving' }) ||
    s.matches({ returning: 'leaving' }) ||
    s.matches({ closed: 'leaving' })
  ) {
    return 'leaving'
  }
  if (s.matches('closed')) return 'closed'
  if (s.matches({ list: 'failed' }) || s.matches({ cover: 'failed' }) || s.matches({ question: 'failed' }))
    return 'failed'
  if (s.matches({ list: 'notEnrolled' })) return 'failed'
  // The validating screen stays under 'Uoops' (its dialog says what happened).
  if (s.matches('returning')) return 'returning'
  if (s.matches({ list: 'loading' }) || s.matches({ list: 'routing' }) || s.matches('routing'))
    return 'loading'
  if (s.matches('list')) {
    // Applying at once (no tests): nothing to show but the wait.
    return s.context.tests.length === 0 &&
      !s.context.input.requiredIn &&
      s.context.step !== 'applied' &&
      (s.matches({ list: 'finishing' }) || s.matches({ list: 'subscribing' }))
      ? 'loading'
      : 'list'
  }
  if (s.matches({ cover: 'loading' })) return 'loading'
  if (s.matches('cover')) return 'cover'
  if (s.matches({ question: 'loading' })) return 'loading'
  // The question stays on screen under 'Tempo esgotado!' (its dialog says what happened).
  return 'question'
}

/**
 * The question the runner shows or is loading (null outside the question screen): the route compares it
 * with its own parameter to tell the browser's back and forward buttons from the runner's own moves.
 */
export const testRunnerQuestionId = (snapshot: Snapshot): number | null =>
  snapshot.context.input.mode === 'question' ? snapshot.context.questionId : null

/** Everything a tests screen reads or calls, from a snapshot of the test runner. */
export function connectTestRunner(
  snapshot: Snapshot,
  send: Send,
  messages: TestRunnerMessages = testRunnerMessages,
  options: { firstName?: string } = {},
): TestRunnerView {
  const screen = screenOf(snapshot)
  const mode = snapshot.context.input.mode
  const list = mode === 'list' || mode === 'pending' ? listView(snapshot, send, messages) : null
  const cover = mode === 'cover' ? coverView(snapshot, send, messages) : null
  const question = mode === 'question' ? questionView(snapshot, send, messages) : null
  return {
    screen,
    busy:
      screen === 'loading' ||
      screen === 'leaving' ||
      Boolean(list?.finishing) ||
      Boolean(cover?.extraTime?.requesting) ||
      Boolean(question?.busy),
    alert: alertView(snapshot, send, messages),
    list,
    cover,
    question,
    returning:
      mode === 'return'
        ? {
            title: messages.tests.returnTest.title,
            message: messages.tests.returnTest.message(options.firstName ?? ''),
          }
        : null,
    closed:
      screen === 'closed'
        ? closedOpportunityView({ closedDialog: messages.closedDialog, ok: messages.common.ok }, () =>
            send({ type: 'closed.dismiss' }),
          )
        : null,
    loadingText: messages.tests.loading,
  }
}
